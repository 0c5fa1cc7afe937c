import { createOTP } from "@better-auth/utils/otp";
import { base32 } from "@better-auth/utils/base32";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, insuredAccounts, mailOutbox } from "../../src/server/db/schema";
import { parseMail } from "../support/mail-message";
import { fieldsOf } from "./support/answers";
import { testPassword as password, useApi, type TestUser } from "./support/api-fixture";
import { insertInsuredAccount, insertPolicy } from "./support/rows";
import { cookieHeader, sessionCookie, signIn, siteOrigin } from "./support/sign-in";

const newPassword = "Manatees drift past Tampa";

describe("a person's own account: name, e-mail, password, backup codes", () => {
  const api = useApi({ mail: true });
  const as = api.loginEach({ staff: "staff", member: "member" });

  const me = async (cookie: string) =>
    (await api.app.inject({ method: "GET", url: "/api/me", headers: { cookie } })).json().data;
  const auditOf = (user: TestUser, action: string) =>
    api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, action)));
  const signsIn = async (email: string, secret = password) => (await signIn(api.app, email, secret)).statusCode === 200;

  /** The confirmation link e-mailed to `address`, as a path to open on the app. */
  async function linkSentTo(address: string): Promise<string> {
    const mail = await api.sink.waitFor(address);
    const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail.raw)?.[0];
    expect(link, mail.raw).toBeTruthy();
    const url = new URL(link!);
    return url.pathname + url.search;
  }

  it("changes the name, trimmed, audited; a blank or overlong one is refused beside the field", async () => {
    const saved = await api.call(as.staff, "PATCH", "/api/account/name", { name: "  Dana Staff  " });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, data: { id: as.staff.id, name: "Dana Staff" } });
    expect((await me(as.staff.cookie)).name).toBe("Dana Staff");
    const [row] = await auditOf(as.staff, "account.name");
    expect(row).toMatchObject({ actor: as.staff.id, before: { name: as.staff.name }, after: { name: "Dana Staff" } });

    for (const name of ["   ", "x".repeat(101)]) {
      const refused = await api.call(as.staff, "PATCH", "/api/account/name", { name });
      expect(refused.statusCode).toBe(400);
      expect(fieldsOf(refused.json())).toEqual(["name"]);
    }
  });

  it("changes the e-mail only when the link sent to the new address is opened, once", async () => {
    const asked = await api.call(as.staff, "POST", "/api/account/email", { email: "Dana.New@Example.com" });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().message).toContain("dana.new@example.com");
    const link = await linkSentTo("dana.new@example.com");
    expect(api.sink.received.some((mail) => mail.to.includes(as.staff.email))).toBe(false);

    // Nothing changes until the link is opened.
    expect((await me(as.staff.cookie)).email).toBe(as.staff.email);
    expect(await signsIn("dana.new@example.com")).toBe(false);

    const opened = await api.app.inject({ method: "GET", url: link });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe("/policy/account?email-changed=1");
    expect((await me(as.staff.cookie)).email).toBe("dana.new@example.com");
    expect(await signsIn(as.staff.email)).toBe(false);
    expect(await signsIn("dana.new@example.com")).toBe(true);

    const again = await api.app.inject({ method: "GET", url: link });
    expect(again.headers.location).toMatch(/^\/policy\/account\?email-changed=1&error=/);

    const [requested] = await auditOf(as.staff, "account.emailChangeRequested");
    expect(requested?.after).toMatchObject({ email: as.staff.email, requestedEmail: "dana.new@example.com" });
    const [changed] = await auditOf(as.staff, "account.email");
    expect(changed).toMatchObject({
      actor: as.staff.id,
      before: { email: as.staff.email },
      after: { email: "dana.new@example.com" },
    });
    // The link is a secret: the outbox never shows its text to staff.
    const outbox = await api.call(as.staff, "GET", "/api/mail/outbox");
    const message = outbox.json().data.items.find((item: { kind: string }) => item.kind === "email-change-link");
    expect(message).toMatchObject({ to: "dana.new@example.com", text: null });
  });

  it("refuses the same or an invalid address; one another account has gets the same answer and no link", async () => {
    for (const email of [as.staff.email, "not-an-address", ""]) {
      const refused = await api.call(as.staff, "POST", "/api/account/email", { email });
      expect(refused.statusCode, email).toBe(400);
      expect(fieldsOf(refused.json())).toEqual(["email"]);
    }
    const taken = await api.call(as.staff, "POST", "/api/account/email", { email: as.member.email });
    expect(taken.statusCode).toBe(202);
    expect(await api.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "email-change-link"))).toEqual([]);
  });

  it("takes a member's policies along to their new e-mail address", async () => {
    const household = await insertInsuredAccount(api.db, { email: as.member.email });
    await insertPolicy(api.db, { accountId: household.id, policyNumber: "SRE-0424242" });
    expect((await api.call(as.member, "POST", "/api/account/email", { email: "maria@example.net" })).statusCode).toBe(
      202,
    );
    const opened = await api.app.inject({ method: "GET", url: await linkSentTo("maria@example.net") });
    expect(opened.headers.location).toBe("/members/account/preferences?email-changed=1");

    const [moved] = await api.db.select().from(insuredAccounts).where(eq(insuredAccounts.id, household.id));
    expect(moved?.email).toBe("maria@example.net");
    const policies = await api.call(as.member, "GET", "/api/member/policies");
    expect(policies.json().data.map((policy: { policyNumber: string }) => policy.policyNumber)).toEqual([
      "SRE-0424242",
    ]);
    const [audited] = await api.db.select().from(auditLog).where(eq(auditLog.action, "insuredAccount.email"));
    expect(audited).toMatchObject({
      entityId: household.id,
      actor: as.member.id,
      after: { email: "maria@example.net" },
    });
  });

  it("changes the password given the current one, under the password rules, and signs out the other devices", async () => {
    const otherDevice = await sessionCookie(api.app, as.staff.email, password);
    const change = (currentPassword: string, next: string) =>
      api.call(as.staff, "POST", "/api/account/password", { currentPassword, newPassword: next });

    const wrong = await change("not-my-password", newPassword);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: "currentPassword", message: "That is not your current password." }]);
    for (const [weak, message] of [
      ["short", "Use at least 12 characters."],
      ["password1234", "This password is too common. Choose another one."],
      ["aaaaaaaaaaaaaaaa", "Use more different characters."],
    ]) {
      const refused = await change(password, weak!);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([{ field: "newPassword", message }]);
    }
    expect(await signsIn(as.staff.email)).toBe(true);

    const changed = await change(password, newPassword);
    expect(changed.statusCode).toBe(200);
    expect(await me(as.staff.cookie)).not.toBeNull();
    expect(await me(otherDevice)).toBeNull();
    expect(await signsIn(as.staff.email)).toBe(false);
    expect(await signsIn(as.staff.email, newPassword)).toBe(true);

    const [row] = await auditOf(as.staff, "account.password");
    expect(row?.actor).toBe(as.staff.id);
    expect(JSON.stringify(row)).not.toContain(newPassword);
  });

  it("gives ten new backup codes for the password once two-step verification is on; the old ones stop working", async () => {
    const regenerate = (cookie: string, secret: string) =>
      api.call({ ...as.staff, cookie }, "POST", "/api/account/backup-codes", { password: secret });
    expect((await regenerate(as.staff.cookie, password)).statusCode).toBe(409);

    // Turn two-step verification on (its verification replaces the session).
    const post = (url: string, payload: object, cookie: string) =>
      api.app.inject({ method: "POST", url, headers: { cookie, origin: siteOrigin }, payload });
    const enabled = await post("/api/auth/two-factor/enable", { password }, as.staff.cookie);
    const { totpURI, backupCodes: firstCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
    const secret = new URL(totpURI).searchParams.get("secret")!;
    const code = await createOTP(base32.decode(secret)).totp();
    const cookie = cookieHeader(await post("/api/auth/two-factor/verify-totp", { code }, as.staff.cookie));

    const wrong = await regenerate(cookie, "not-my-password");
    expect(wrong.statusCode).toBe(400);
    expect(fieldsOf(wrong.json())).toEqual(["password"]);

    const fresh = await regenerate(cookie, password);
    expect(fresh.statusCode).toBe(200);
    const newCodes = fresh.json().data.backupCodes as string[];
    expect(newCodes).toHaveLength(10);
    expect(newCodes).not.toContain(firstCodes[0]);
    const [row] = await auditOf(as.staff, "account.backupCodes");
    expect(JSON.stringify(row)).not.toContain(newCodes[0]);

    /** Signs in with the password, then a backup code: answers the second step's status. */
    async function withBackupCode(backupCode: string) {
      const first = await signIn(api.app, as.staff.email, password);
      expect(first.json().twoFactorRedirect).toBe(true);
      return (await post("/api/auth/two-factor/verify-backup-code", { code: backupCode }, cookieHeader(first)))
        .statusCode;
    }
    expect(await withBackupCode(firstCodes[0]!)).toBe(401);
    expect(await withBackupCode(newCodes[0]!)).toBe(200);
  });

  it("shuts better-auth's own doors to these changes, so each goes through the audited one", async () => {
    for (const path of ["/change-password", "/change-email", "/two-factor/generate-backup-codes", "/update-user"]) {
      const answer = await api.app.inject({
        method: "POST",
        url: `/api/auth${path}`,
        headers: { cookie: as.staff.cookie, origin: siteOrigin },
        payload: { currentPassword: password, newPassword, newEmail: "x@example.com", password, name: "X" },
      });
      expect(answer.statusCode, path).toBe(404);
    }
  });

  it("sends the confirmation link, and says its refusals, in the language the change was asked in", async () => {
    const asked = await api.call(
      as.staff,
      "POST",
      "/api/account/email",
      { email: "dana@example.it" },
      {
        headers: { "accept-language": "it" },
      },
    );
    expect(asked.statusCode).toBe(202);
    const mail = parseMail((await api.sink.waitFor("dana@example.it")).source);
    expect(mail.subject).toBe("Conferma il tuo nuovo indirizzo email Sabal");
    expect(mail.part("text/plain")).toContain("Apri questo link entro 60 minuti per confermarlo.");
    expect(mail.part("text/html")).toContain("Conferma questo indirizzo");

    // Its refusals read in that language too.
    const italian = { headers: { "accept-language": "it" } };
    const blank = await api.call(as.staff, "PATCH", "/api/account/name", { name: " " }, italian);
    expect(blank.json().errors).toEqual([{ field: "name", message: "Inserisci il tuo nome." }]);
    const wrong = await api.call(
      as.staff,
      "POST",
      "/api/account/password",
      { currentPassword: "not-my-password", newPassword },
      italian,
    );
    expect(wrong.json().errors).toEqual([
      { field: "currentPassword", message: "Questa non è la tua password attuale." },
    ]);
  });

  it("is changed only from a signed-in browser, never with an API key", async () => {
    const made = await api.call(as.staff, "POST", "/api/account/api-keys", { name: "Export", expiresInDays: 30 });
    const { secret } = made.json().data as { secret: string };
    for (const [url, body] of [
      ["/api/account/name", { name: "Changed By A Program" }],
      ["/api/account/password", { currentPassword: password, newPassword }],
    ] as const) {
      const method = url.endsWith("name") ? "PATCH" : "POST";
      const refused = await api.program(secret, method, url, body);
      expect(refused.statusCode, url).toBe(403);
    }
    expect((await me(as.staff.cookie)).name).toBe(as.staff.name);
  });
});
