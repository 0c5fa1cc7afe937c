// The user command (decision 0035): the first account of an installation, and a way back in.
//   npm run user -- create --email a@b.c --name "Ann Lee" [--role staff|agent] [--language en|it]
//   npm run user -- reset --email a@b.c [--remove-two-factor]
// In a build: node build/server/user-cli.js …, with the app's environment (DATA_DIR or DATABASE_URL).
import { hashPassword } from "better-auth/crypto";
import { demoAccounts } from "../auth/demo-accounts";
import type { AppConfig } from "../env";
import { accountResetSchema, explainIssues, newAccountSchema } from "./account-input";
import type { ResetReport } from "./admin-operations";
import { openAdminSession, type AdminSession } from "./admin-session";
import { commandConfig, parseOptions, runCommand } from "./command";
import { readNewPassword } from "./password-input";
import { Refusal } from "./refusal";

const usage = `Usage:
  user create --email <address> --name "<full name>" [--role staff|agent] [--language en|it]
  user reset --email <address> [--remove-two-factor]

create  makes an account (staff unless --role agent) with the password you give.
reset   sets a new password, reactivates the account, ends its sessions, cancels the
        set-your-password links already sent and lifts sign-in lockouts. Two-step
        verification stays (its lock lifted) unless --remove-two-factor: then the person
        sets it up again at the next sign-in (staff must, in production).

The password is asked twice at a terminal, or read from the first line of standard input
(printf '%s\\n' "$PASSWORD" | …). It is never taken from the command line or the environment.
Runs with the app's environment: through the running app on the embedded database, or
directly on it (or on PostgreSQL). Exit codes: 0 done, 1 failed, 2 refused.`;

const options = {
  email: { type: "string" },
  name: { type: "string" },
  role: { type: "string" },
  language: { type: "string" },
  "remove-two-factor": { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

/** Anything that looks like a password option, which must fail with its reason rather than "unknown option". */
const passwordOption = /^--?(password|pass|pw)(=|$)/i;

const where = (session: AdminSession) => (session.via === "app" ? "through the running app" : "on the database");

async function inSession<T>(config: AppConfig, work: (session: AdminSession) => Promise<T>): Promise<T> {
  const session = await openAdminSession(config, { migrate: true });
  try {
    return await work(session);
  } finally {
    await session.close();
  }
}

async function create(values: Record<string, string | boolean | undefined>): Promise<void> {
  const parsed = newAccountSchema.safeParse({
    email: values.email,
    name: values.name,
    role: values.role ?? "staff",
    language: values.language ?? "en",
  });
  if (!parsed.success) throw new Refusal(`${explainIssues(parsed.error)}\n\n${usage}`);
  const account = { ...parsed.data, email: parsed.data.email.toLowerCase() };
  const config = commandConfig();
  if (config.nodeEnv === "production" && demoAccounts.some((demo) => demo.email === account.email)) {
    throw new Refusal(
      `${account.email} is a demo account's address: the server refuses to start in production with it.`,
    );
  }
  const passwordHash = await hashPassword(await readNewPassword(account.email));
  await inSession(config, async (session) => {
    const created = await session.operations.createAccount({ ...account, passwordHash });
    console.log(`Created the ${created.role} account of ${created.name} <${created.email}> (${where(session)}).`);
    console.log(`Sign in at ${config.publicUrl}/agents/login.`);
    if (created.role === "staff" && config.staffTwoFactorRequired) {
      console.log("Staff turn on two-step verification at their first sign-in (STAFF_TWO_FACTOR_REQUIRED).");
    }
  });
}

const twoFactorWords: Record<ResetReport["twoFactor"], string> = {
  kept: "kept, its lock lifted (--remove-two-factor turns it off for a lost authenticator)",
  removed: "turned off: set it up again at the next sign-in",
  off: "was off",
};

async function reset(values: Record<string, string | boolean | undefined>): Promise<void> {
  const parsed = accountResetSchema.safeParse({
    email: values.email,
    removeTwoFactor: values["remove-two-factor"] === true,
  });
  if (!parsed.success) throw new Refusal(`${explainIssues(parsed.error)}\n\n${usage}`);
  const config = commandConfig();
  const passwordHash = await hashPassword(await readNewPassword(parsed.data.email));
  await inSession(config, async (session) => {
    const report = await session.operations.resetAccount({ ...parsed.data, passwordHash });
    const { account } = report;
    console.log(`Reset the ${account.role} account of ${account.name} <${account.email}> (${where(session)}).`);
    console.log(`  new password set${report.reactivated ? "; reactivated (it was deactivated)" : ""}`);
    console.log(`  sessions ended: ${report.sessionsEnded}`);
    console.log(`  set-your-password links cancelled: ${report.passwordLinksCancelled}`);
    console.log(`  two-step verification: ${twoFactorWords[report.twoFactor]}`);
    console.log(
      report.lockout === "cleared"
        ? "  sign-in lockout: cleared"
        : "  sign-in lockout: each instance counts in its own memory without REDIS_URL; a lockout there ends within 15 minutes",
    );
  });
}

await runCommand(async () => {
  const argv = process.argv.slice(2);
  if (argv.some((argument) => passwordOption.test(argument))) {
    throw new Refusal(
      "The password is never taken from the command line, where the process list and shell history show it: " +
        "type it when asked, or pipe it on standard input.",
    );
  }
  const { values, positionals } = parseOptions({ args: argv, options, allowPositionals: true }, usage);
  if (values.help) {
    console.log(usage);
    return;
  }
  const [command, ...extra] = positionals;
  if (extra.length > 0) throw new Refusal(`Unexpected argument: ${extra.join(" ")}\n\n${usage}`);
  const notFor = (names: string[]) => names.filter((name) => values[name as keyof typeof values] !== undefined);
  if (command === "create") {
    const misplaced = notFor(["remove-two-factor"]);
    if (misplaced.length > 0) throw new Refusal(`--${misplaced.join(", --")} is for reset only.\n\n${usage}`);
    return create(values);
  }
  if (command === "reset") {
    const misplaced = notFor(["name", "role", "language"]);
    if (misplaced.length > 0) throw new Refusal(`--${misplaced.join(", --")} is for create only.\n\n${usage}`);
    return reset(values);
  }
  throw new Refusal(command ? `Unknown command: ${command}\n\n${usage}` : usage);
});
