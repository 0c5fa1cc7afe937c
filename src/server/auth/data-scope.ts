import { can } from "../../shared/permissions";
import type { Identity } from "./identity";

/** Whose business data a caller may see: everyone's (staff) or one agent's own book. */
export type DataScope = { kind: "all" } | { kind: "agent"; agentId: string };

export function scopeOf(identity: Identity): DataScope {
  return can(identity.role, "policies.readAll") ? { kind: "all" } : { kind: "agent", agentId: identity.userId };
}

/** The signed-in caller of a route whose access rule already required a session. */
export async function callerOf(request: { identity(): Promise<Identity | null> }): Promise<Identity> {
  const identity = await request.identity();
  if (!identity) throw new Error("route without a signed-in rule asked for its caller");
  return identity;
}
