import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hashPassword } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { remoteAdminOperations } from "../../src/server/admin/admin-client";
import { localAdminOperations, type AdminOperations } from "../../src/server/admin/admin-operations";
import { adminRequestHandler } from "../../src/server/admin/admin-requests";
import { adminSocketPath, claimAdminSocket, DataDirInUse, type AdminSocket } from "../../src/server/admin/admin-socket";
import { Refusal } from "../../src/server/admin/refusal";
import { auditLog, session, twoFactor, user, verification } from "../../src/server/db/schema";
import { commandLineActor } from "../../src/server/modules/users/account-command-service";
import { demoUser, testPassword, useApi } from "./support/api-fixture";
import { signIn } from "./support/sign-in";
import { testConfig } from "./support/test-app";

/**
 * The user command's operations (decision 0035) as the running app does them
 * for it: through the admin socket in DATA_DIR, on the app's own database
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL) and its own lockout counts.
 */
describe("the user command's operations through the admin socket", () => {
  const api = useApi();
  const dataDir = mkdtempSync(join(tmpdir(), "sabal-admin-"));
  let socket: AdminSocket;
  let operations: AdminOperations;
  const newPassword = "Egrets on the seawall at dawn";
  let newPasswordHash: string;

  beforeAll(async () => {
    socket = await claimAdminSocket(dataDir);
    newPasswordHash = await hashPassword(newPassword);
  });
  // The app of each test is new (the fixture builds one per test): the socket serves the current one.
  const serveCurrentApp = () => {
    const local = localAdminOperations({
      database: api.app.database,
      storage: testConfig().storage,
      forgetLockout: (userId) => api.app.authThrottle.forgetAccount(userId),
    });
    socket.serve(adminRequestHandler(local, api.app.log));
    operations = remoteAdminOperations(socket.path);
  };
  afterAll(async () => {
    await socket.release();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const auditOf = (userId: string) =>
    api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "user"), eq(auditLog.entityId, userId)));

  it("creates the first staff account, which signs in with the password given; audited as the command line", async () => {
    serveCurrentApp();
    const created = await operations.createAccount({
      email: "ann.lee@example.com",
      name: "Ann Lee",
      role: "staff",
      language: "en",
      passwordHash: newPasswordHash,
    });
    expect(created).toMatchObject({ email: "ann.lee@example.com", role: "staff", active: true });
    expect((await signIn(api.app, "ann.lee@example.com", newPassword)).statusCode).toBe(200);

    const [audit] = await auditOf(created.id);
    expect(audit).toMatchObject({ actor: commandLineActor, action: "user.create", before: null });
    expect(JSON.stringify(audit!.after)).not.toContain(newPasswordHash.split(":")[1]!);

    const again = operations.createAccount({
      email: "Ann.Lee@example.com",
      name: "Ann Again",
      role: "agent",
      language: "en",
      passwordHash: newPasswordHash,
    });
    await expect(again).rejects.toThrow(new Refusal("An account with this e-mail address already exists."));
  });

  it("refuses what the socket is sent that the command would not send: a member, a bad address, no hash", async () => {
    serveCurrentApp();
    const bad = (body: object) =>
      operations.createAccount({
        email: "x@example.com",
        name: "X Person",
        role: "staff",
        language: "en",
        passwordHash: newPasswordHash,
        ...body,
      } as Parameters<AdminOperations["createAccount"]>[0]);
    await expect(bad({ role: "member" })).rejects.toThrow(/--role: Choose a role/);
    await expect(bad({ email: "not an address" })).rejects.toThrow(/--email/);
    await expect(bad({ passwordHash: "plain password" })).rejects.toBeInstanceOf(Refusal);
    expect(await api.db.select().from(user).where(eq(user.email, "x@example.com"))).toEqual([]);
  });

  it("resets a locked-out, deactivated account: new password, reactivated, sessions and links gone, lockout lifted", async () => {
    serveCurrentApp();
    const agent = await api.loginAs(demoUser.agent);
    for (let attempt = 1; attempt <= 5; attempt++) await signIn(api.app, agent.email, `wrong-${attempt}`);
    expect((await signIn(api.app, agent.email, testPassword)).statusCode).toBe(429);
    // Two-step on and locked by wrong codes: the reset lifts the lock but keeps the authenticator.
    await api.db.update(user).set({ twoFactorEnabled: true, deactivatedAt: new Date() }).where(eq(user.id, agent.id));
    await api.db.insert(twoFactor).values({
      id: "tf-1",
      secret: "s",
      backupCodes: "b",
      userId: agent.id,
      failedVerificationCount: 5,
      lockedUntil: new Date(Date.now() + 900_000),
    });
    // A set-your-password link sent before: it must stop working.
    await api.db.insert(verification).values({
      id: "link-1",
      identifier: "reset-password:old-token",
      value: agent.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });

    const report = await operations.resetAccount({
      email: agent.email.toUpperCase(),
      passwordHash: newPasswordHash,
      removeTwoFactor: false,
    });
    expect(report).toMatchObject({
      reactivated: true,
      sessionsEnded: 1,
      passwordLinksCancelled: 1,
      twoFactor: "kept",
      lockout: "cleared",
      account: { id: agent.id, active: true },
    });
    expect(await api.db.select().from(session).where(eq(session.userId, agent.id))).toEqual([]);
    expect(await api.db.select().from(verification).where(eq(verification.value, agent.id))).toEqual([]);
    const [lock] = await api.db.select().from(twoFactor).where(eq(twoFactor.userId, agent.id));
    expect(lock).toMatchObject({ failedVerificationCount: 0, lockedUntil: null, secret: "s" });
    expect((await signIn(api.app, agent.email, testPassword)).statusCode).toBe(401);
    const signedIn = await signIn(api.app, agent.email, newPassword);
    // Two-step is still on: the password step passes and asks for the code.
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ twoFactorRedirect: true });

    const actions = (await auditOf(agent.id)).map((row) => [row.actor, row.action]);
    expect(actions).toContainEqual([commandLineActor, "user.reset"]);
  });

  it("turns two-step off when asked, for a lost authenticator", async () => {
    serveCurrentApp();
    const staff = await api.addUser(demoUser.staff);
    await api.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, staff.id));
    await api.db.insert(twoFactor).values({ id: "tf-2", secret: "s", backupCodes: "b", userId: staff.id });
    const report = await operations.resetAccount({
      email: staff.email,
      passwordHash: newPasswordHash,
      removeTwoFactor: true,
    });
    expect(report).toMatchObject({ twoFactor: "removed", reactivated: false, account: { twoFactorEnabled: false } });
    expect(await api.db.select().from(twoFactor).where(eq(twoFactor.userId, staff.id))).toEqual([]);
    const signedIn = await signIn(api.app, staff.email, newPassword);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().twoFactorRedirect).toBeUndefined();
  });

  it("refuses to reset a member (who signs in by link) or an unknown address", async () => {
    serveCurrentApp();
    const member = await api.addUser(demoUser.member);
    const reset = (email: string) =>
      operations.resetAccount({ email, passwordHash: newPasswordHash, removeTwoFactor: false });
    await expect(reset(member.email)).rejects.toThrow(/Members sign in with an e-mailed link/);
    await expect(reset("nobody@example.com")).rejects.toThrow(new Refusal("The requested user could not be found."));
  });
});

describe("the admin socket as DATA_DIR's lock", () => {
  const folders: string[] = [];
  const folder = () => {
    const made = mkdtempSync(join(tmpdir(), "sabal-lock-"));
    folders.push(made);
    return made;
  };
  afterEach(() => {
    for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
  });

  it("is the owner's only (0600) and refuses a second holder while the first lives", async () => {
    const dataDir = folder();
    const first = await claimAdminSocket(dataDir);
    expect(statSync(first.path).mode & 0o777).toBe(0o600);
    await expect(claimAdminSocket(dataDir)).rejects.toBeInstanceOf(DataDirInUse);
    await first.release();
    const second = await claimAdminSocket(dataDir);
    await second.release();
  });

  it("takes over the socket file a crashed holder left", async () => {
    const dataDir = folder();
    const path = adminSocketPath(dataDir);
    // Another process listens, then dies by SIGKILL: its socket file stays, and nobody answers there.
    const holder = spawn(process.execPath, [
      "-e",
      `require("node:net").createServer().listen(${JSON.stringify(path)}, () => console.log("listening"))`,
    ]);
    await new Promise((resolve) => holder.stdout.once("data", resolve));
    holder.kill("SIGKILL");
    await new Promise((resolve) => holder.once("exit", resolve));
    expect(statSync(path).isSocket()).toBe(true);

    const claimed = await claimAdminSocket(dataDir);
    expect(statSync(claimed.path).mode & 0o777).toBe(0o600);
    await claimed.release();
    expect(existsSync(path)).toBe(false);
  });
});
