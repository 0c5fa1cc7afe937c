import { authLimits } from "../../../src/server/auth/auth-throttle";
import { postSignIn } from "../../../tests/support/sign-in";
import type { Verdict } from "../report";
import type { ScaleContext } from "../scale-context";

const account = "agent2@example.com";

/**
 * Sign-in failures are counted in Redis, for all instances together: wrong
 * passwords sent to A and B in turn lock the account after the configured
 * number in total, where instances counting alone would each allow that many.
 */
export async function rateLimitsShared(ctx: ScaleContext): Promise<Verdict> {
  const allowed = authLimits.signInFailuresPerAccount.points;
  const attempt = (index: number, password: string) => {
    const [name, server] = index % 2 === 0 ? ["A", ctx.a] : ["B", ctx.b];
    return postSignIn(server.url, {
      email: account,
      password,
      origin: ctx.publicUrl,
      headers: { "x-forwarded-for": ctx.clientIp },
    }).then((response) => ({ name, status: response.status, retryAfter: response.headers.get("retry-after") }));
  };
  const answers = [];
  for (let index = 0; index <= allowed; index++) answers.push(await attempt(index, "not-the-password"));
  const rightPassword = await attempt(allowed + 1, ctx.demoPassword);

  const refused = answers.slice(0, allowed);
  const locking = answers[allowed]!;
  const perInstance = (name: string) => refused.filter((answer) => answer.name === name).length;
  return {
    passed: refused.every((answer) => answer.status === 401) && locking.status === 429 && rightPassword.status === 429,
    figures:
      `limit ${allowed} failures per account (auth-throttle.ts); wrong passwords for ${account}, A and B in turn:\n` +
      `${answers.map((answer) => `${answer.name} ${answer.status}`).join(", ")} ` +
      `(failures: A ${perInstance("A")}, B ${perInstance("B")}; locked after ${allowed} in total, Retry-After ${locking.retryAfter} s)\n` +
      `the right password then on ${rightPassword.name} → ${rightPassword.status} (want 429: locked on every instance)`,
  };
}
