import { z } from "zod";

/** One line of a record's history, read from the audit log. */
export const activityEntrySchema = z.object({
  id: z.number(),
  occurredAt: z.string(),
  /** Dotted verb: "portal.create", "document.approve". */
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  /** The person's name; null for the system (seed, imports). */
  actorName: z.string().nullable(),
  /** The record's name at the time, when it has one (a document's name). */
  subject: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** SPEC §2 Portal Stats, from real counts: documents, people who worked on it, last activity. */
export const portalActivitySchema = z.object({
  stats: z.object({
    documents: z.number(),
    users: z.number(),
    lastActivityAt: z.string().nullable(),
  }),
  recent: z.array(activityEntrySchema),
});
export type PortalActivity = z.infer<typeof portalActivitySchema>;

/** How many entries the portal's Recent Activity card shows. */
export const recentActivityLimit = 8;
