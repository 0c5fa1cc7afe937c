import { can, type Role } from "../../shared/permissions";
import { languageOf } from "../request-language";
import { anonymous, type Actor } from "./actor";
import type { Identity } from "./identity";

/** Whose business data a caller may see: everyone's (staff) or one agent's own book. */
export type DataScope = { kind: "all" } | { kind: "agent"; agentId: string };

export function scopeOf(who: { userId: string; role: Role | null }): DataScope {
  return who.role && can(who.role, "policies.readAll") ? { kind: "all" } : { kind: "agent", agentId: who.userId };
}

interface RequestWithIdentity {
  id: string;
  headers: Record<string, string | string[] | undefined>;
  identity(): Promise<Identity | null>;
}

/** The signed-in caller of a route whose access rule already required a session. */
export async function callerOf(request: RequestWithIdentity): Promise<Identity> {
  const identity = await request.identity();
  if (!identity) throw new Error("route without a signed-in rule asked for its caller");
  return identity;
}

/** The caller as a service takes it: who acts (or "anonymous"), in which role, request and language. */
export async function actorOf(request: RequestWithIdentity): Promise<Actor> {
  const identity = await request.identity();
  return {
    userId: identity?.userId ?? anonymous,
    role: identity?.role ?? null,
    requestId: request.id,
    language: languageOf(request),
  };
}
