import type { Role } from "../../shared/permissions";

/** Demo accounts for development and tests (README); production refuses to start with them. */
export const demoAccounts: { email: string; username: string; name: string; role: Role }[] = [
  { email: "staff@example.com", username: "staff", name: "Sam Staff", role: "staff" },
  { email: "agent@example.com", username: "agent", name: "Alex Agent", role: "agent" },
  // A second agent: each agent sees only their own policies, and tests need one to compare.
  { email: "agent2@example.com", username: "agent2", name: "Jordan Agent", role: "agent" },
  { email: "member@example.com", username: "member", name: "Morgan Member", role: "member" },
];
