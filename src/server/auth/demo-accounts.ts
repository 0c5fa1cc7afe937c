import type { Role } from "../../shared/permissions";

/** Demo accounts for development and tests (README); production refuses to start with them. */
// Agents have a work phone (shown on their policies), from the fictional 555-01xx range.
export const demoAccounts: { email: string; username: string; name: string; role: Role; phone?: string }[] = [
  { email: "staff@example.com", username: "staff", name: "Sam Staff", role: "staff" },
  { email: "agent@example.com", username: "agent", name: "Alex Agent", role: "agent", phone: "(813) 555-0161" },
  // A second agent: each agent sees only their own policies, and tests need one to compare.
  { email: "agent2@example.com", username: "agent2", name: "Jordan Agent", role: "agent", phone: "(941) 555-0162" },
  // A staff adjuster: sees and works only the claims assigned to them.
  { email: "adjuster@example.com", username: "adjuster", name: "Dana Ruiz", role: "adjuster", phone: "(813) 555-0163" },
  { email: "member@example.com", username: "member", name: "Morgan Member", role: "member" },
];
