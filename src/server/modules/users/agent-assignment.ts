import type { Actor } from "../../auth/actor";
import { invalidField } from "../../http-errors";
import type { UserRepository } from "./repository";

/**
 * The agent a new or changed record gets: an agent is always the agent of
 * what they write; staff may name one, who must hold the agent role.
 * `undefined` means "leave as it is".
 */
export function createAgentAssignment({ users }: { users: Pick<UserRepository, "roleOf"> }) {
  return async function assignedAgent(
    actor: Pick<Actor, "userId" | "role">,
    requested: string | null | undefined,
  ): Promise<string | null | undefined> {
    if (actor.role === "agent") return actor.userId;
    if (requested === undefined || requested === null) return requested;
    if ((await users.roleOf(requested)) !== "agent") throw invalidField("agentId", "user.chooseAgent");
    return requested;
  };
}

export type AssignedAgent = ReturnType<typeof createAgentAssignment>;
