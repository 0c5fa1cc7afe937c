import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { user } from "../../db/schema";
import { invalidField } from "../../http-errors";
import type { Identity } from "../../auth/identity";

/**
 * The agent a new or changed record gets: an agent is always the agent of
 * what they write; staff may name one, who must hold the agent role.
 * `undefined` means "leave as it is".
 */
export async function assignedAgent(
  db: Db,
  identity: Identity,
  requested: string | null | undefined,
): Promise<string | null | undefined> {
  if (identity.role === "agent") return identity.userId;
  if (requested === undefined || requested === null) return requested;
  const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, requested));
  if (row?.role !== "agent") throw invalidField("agentId", "Choose an agent.");
  return requested;
}
