import { z } from "zod";
import { permissions, roles } from "./permissions";

export const currentUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  permissions: z.array(z.enum(permissions as [string, ...string[]])),
  twoFactorEnabled: z.boolean(),
  /** True when this account must turn on two-step verification before using the staff area. */
  mustEnrolTwoFactor: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** An agent a policy or portal can be given. */
export const agentSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type Agent = z.infer<typeof agentSchema>;
