import { signIn } from "../../../tests/support/sign-in";
import type { Verdict } from "../report";
import type { ScaleContext } from "../scale-context";

/**
 * Sessions live in the database: one made on A works on B, and ending it on
 * B ends it on A (a signed cookie checked without the database would not).
 */
export async function sessionsShared(ctx: ScaleContext): Promise<Verdict> {
  const headers = { "x-forwarded-for": ctx.clientIp };
  const cookie = await signIn(ctx.a.url, {
    email: "staff@example.com",
    password: ctx.demoPassword,
    origin: ctx.publicUrl,
    headers,
  });
  const policiesOn = (url: string) => fetch(`${url}/api/policies`, { headers: { ...headers, cookie } });
  const onB = await policiesOn(ctx.b.url);
  const total = onB.ok ? ((await onB.json()) as { data: { totalItems: number } }).data.totalItems : "-";
  const signOut = await fetch(`${ctx.b.url}/api/auth/sign-out`, {
    method: "POST",
    headers: { ...headers, cookie, origin: ctx.publicUrl, "content-type": "application/json" },
    body: "{}",
  });
  const onAAfter = await policiesOn(ctx.a.url);
  return {
    passed: onB.status === 200 && signOut.ok && onAAfter.status === 401,
    figures:
      `signed in on A; GET /api/policies on B with that cookie → ${onB.status} (${total} policies)\n` +
      `signed out on B → ${signOut.status}; the same cookie on A → ${onAAfter.status} (want 401)`,
  };
}
