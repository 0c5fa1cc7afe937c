import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/client";
import type { DatabaseConfig } from "../../src/server/env";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import { postSignIn, signIn } from "../support/sign-in";
import { benchAdminUrl, createThrowawayDatabase, type ThrowawayDatabase } from "../support/throwaway-database";
import { runBuiltCommand } from "./support/admin-commands";
import { milliseconds, printFigures } from "./support/figures";

/**
 * The first account (decision 0035): on an empty production
 * installation (no seed), the user command makes the first staff account
 * with the password piped in; the app starts and that account signs in.
 * Reset gives a new password while the app runs; a weak password and a
 * password on the command line are refused with exit code 2.
 */
type Engine = "pglite" | "postgres";

const firstPassword = "Mangroves hold the shoreline";
const secondPassword = "Manatees winter in the springs";

let server: RunningServer | undefined;
let throwaway: ThrowawayDatabase | undefined;
const folders: string[] = [];
afterEach(async () => {
  await server?.stop();
  server = undefined;
  await throwaway?.drop();
  throwaway = undefined;
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const whoIs = async (url: string, cookie: string) =>
  ((await (await fetch(`${url}/api/me`, { headers: { cookie } })).json()) as { data: Record<string, unknown> | null })
    .data;

/** The audit rows the command wrote, read once no server holds the database. */
async function commandLineAudit(database: DatabaseConfig): Promise<string[]> {
  const opened = await openDatabase(database);
  try {
    const result = (await opened.db.execute(
      sql`select action from audit_log where actor = 'system:command-line' order by id`,
    )) as unknown as { rows: { action: string }[] };
    return result.rows.map((row) => row.action);
  } finally {
    await opened.close();
  }
}

describe.each<Engine>(["pglite", "postgres"])("the user command on %s", (engine) => {
  it("makes the first account of an empty production installation, which then signs in; reset changes its password", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "sabal-first-account-"));
    folders.push(dataDir);
    throwaway = engine === "postgres" ? await createThrowawayDatabase(benchAdminUrl, "first_account") : undefined;
    const databaseEnv: Record<string, string> = throwaway ? { DATABASE_URL: throwaway.url } : {};
    const database: DatabaseConfig = throwaway
      ? { kind: "postgres", url: throwaway.url }
      : { kind: "pglite", dataDir: join(dataDir, "pglite") };
    const env = {
      NODE_ENV: "production",
      AUTH_SECRET: randomBytes(32).toString("hex"),
      DATA_DIR: dataDir,
      ...databaseEnv,
    };
    const user = (args: string[], stdin?: string) => runBuiltCommand("user-cli", args, env, stdin);
    const ann = ["--email", "Ann.Lee@example.com", "--name", "Ann Lee"];

    // A password on the command line is refused whatever it is, and so is a weak one: nothing is created.
    const inArgv = await user(["create", ...ann, "--password", firstPassword], `${firstPassword}\n`);
    expect(inArgv.code).toBe(2);
    expect(inArgv.stderr).toContain("never taken from the command line");
    const inArgvJoined = await user(["create", ...ann, `--password=${firstPassword}`]);
    expect(inArgvJoined.code).toBe(2);
    const weak = await user(["create", ...ann], "short\n");
    expect(weak.code).toBe(2);
    expect(weak.stderr).toContain("Password refused: Use at least 12 characters.");
    const common = await user(["create", ...ann], "password12345\n");
    expect(common.stderr).toContain("too common");
    const none = await user(["create", ...ann], "");
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("No password on standard input");
    const badEmail = await user(["create", "--email", "ann", "--name", "Ann Lee"], `${firstPassword}\n`);
    expect(badEmail.code).toBe(2);
    expect(badEmail.stderr).toContain("--email:");
    const demo = await user(["create", "--email", "staff@example.com", "--name", "Sam Staff"], `${firstPassword}\n`);
    expect(demo.code).toBe(2);

    // No app runs yet: the command migrates the empty database and writes the account itself.
    const created = await user(["create", ...ann], `${firstPassword}\n`);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain("Created the staff account of Ann Lee <ann.lee@example.com> (on the database)");
    expect(created.stdout).toContain("two-step verification");
    const taken = await user(["create", ...ann], `${firstPassword}\n`);
    expect(taken.code).toBe(2);
    expect(taken.stderr).toContain("already exists");

    // The production server starts (no demo account) and Ann signs in; as staff she must turn on two-step first.
    server = await startBuiltServer({ ...databaseEnv }, { dataDir });
    const origin = server.url;
    const refusedBefore = await postSignIn(server.url, {
      email: "ann.lee@example.com",
      password: "wrong password!",
      origin,
    });
    expect(refusedBefore.status).toBe(401);
    const firstCookie = await signIn(server.url, { email: "ann.lee@example.com", password: firstPassword, origin });
    expect(await whoIs(server.url, firstCookie)).toMatchObject({
      email: "ann.lee@example.com",
      role: "staff",
      mustEnrolTwoFactor: true,
    });

    // While the app runs: through it on PGlite (one process per folder), on the database on PostgreSQL.
    const weakReset = await user(["reset", "--email", "ann.lee@example.com"], "aaaaaaaaaaaaaaaa\n");
    expect(weakReset.code).toBe(2);
    const reset = await user(["reset", "--email", "ann.lee@example.com"], `${secondPassword}\n`);
    expect(reset.code, reset.stderr).toBe(0);
    expect(reset.stdout).toContain(engine === "pglite" ? "through the running app" : "on the database");
    expect(reset.stdout).toContain("sessions ended: 1");
    expect(await whoIs(server.url, firstCookie)).toBeNull();
    expect(
      (await postSignIn(server.url, { email: "ann.lee@example.com", password: firstPassword, origin })).status,
    ).toBe(401);
    await signIn(server.url, { email: "ann.lee@example.com", password: secondPassword, origin });
    const unknown = await user(["reset", "--email", "nobody@example.com"], `${secondPassword}\n`);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("could not be found");

    const agent = await user(
      ["create", "--email", "leo@example.com", "--name", "Leo Agent", "--role", "agent"],
      `${firstPassword}\n`,
    );
    expect(agent.code, agent.stderr).toBe(0);
    await signIn(server.url, { email: "leo@example.com", password: firstPassword, origin });

    let secondServer = "not started";
    if (engine === "pglite") {
      // A second server on the same folder would corrupt it: the admin socket is its lock, and it refuses to start.
      secondServer = await startBuiltServer({}, { dataDir, readyTimeoutMs: 20_000 }).then(
        async (started) => {
          await started.stop();
          return "started";
        },
        (error: Error) => error.message,
      );
      expect(secondServer).toContain("exited with 1");
    }

    await server.stop();
    server = undefined;
    expect(await commandLineAudit(database)).toEqual(["user.create", "user.reset", "user.create"]);
    printFigures(`the user command (${engine}, production, no seed)`, {
      "create on the database (no app)": milliseconds(created.ms),
      [`reset ${engine === "pglite" ? "through the running app" : "beside the running app"}`]: milliseconds(reset.ms),
      "refusals with exit code 2": [
        inArgv,
        inArgvJoined,
        weak,
        common,
        none,
        badEmail,
        demo,
        taken,
        weakReset,
        unknown,
      ].filter((run) => run.code === 2).length,
      "second server on the same folder": secondServer,
    });
  });
});
