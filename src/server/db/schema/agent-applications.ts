import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Agent appointment applications (SPEC §3 payload), kept with when the terms were agreed. */
export const agentApplications = pgTable("agent_application", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  company: text("company"),
  licenseNumber: text("license_number").notNull(),
  licenseState: text("license_state").notNull(),
  yearsExperience: text("years_experience").notNull(),
  preferredTerritory: text("preferred_territory"),
  message: text("message"),
  status: text("status").notNull().default("received"),
  /** The language the applicant wrote in: their confirmation e-mail is written in it. */
  language: text("language").notNull().default("en"),
  termsAgreedAt: timestamp("terms_agreed_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type AgentApplicationRow = typeof agentApplications.$inferSelect;
