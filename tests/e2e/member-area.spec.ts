import { expect, expectAccessible, mailTo, signInAs, test, waitForHydration } from "./support/fixtures";

// A policyholder asks for a link, opens it from the e-mail the loopback SMTP server caught,
// sees their policy and a claim filed earlier; staff move the claim and the member sees it and is e-mailed.
// The demo seed makes member@example.com the insured of SRE-0000011 (seeded before any test runs).
const memberEmail = "member@example.com";
const memberPolicy = "SRE-0000011";

test.describe("member portal", () => {
  // The flows do not depend on the viewport; the phone walks every member page in dark and Italian (routes.spec.ts).

  test("a member signs in from the e-mailed link and follows a claim that staff move along", async ({
    page,
    browser,
    visit,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const since = Date.now();
    await visit("/members");
    await page.getByLabel("Email").fill(memberEmail);
    await page.getByLabel("Policy Number").fill(memberPolicy);
    await page.getByRole("button", { name: "Access My Account" }).click();
    await expect(page.getByText("If the details match a policy, we've sent a sign-in link")).toBeVisible();

    const mail = await mailTo(memberEmail, since);
    const link = /https?:\/\/\S+\/magic-link\/verify\S+/.exec(mail)![0];
    await page.goto(link);
    await expect(page).toHaveURL(/\/members\/account$/);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Your policy" })).toBeVisible();
    await expect(page.getByText(memberPolicy).first()).toBeVisible();
    await expect(page.getByText("$2,400").first()).toBeVisible();
    await expect(page.getByText("$200").first()).toBeVisible();
    await expectAccessible(page);

    // A link works once.
    await page.goto(link);
    await expect(page).toHaveURL(/\/members\?link=invalid/);
    await expect(page.getByText("This sign-in link has expired or was already used.")).toBeVisible();

    // The claim filed earlier (the demo seed's), as the member sees it. A retry finds it already moved: move it on.
    const [policy] = ((await (await page.request.get("/api/member/policies")).json()) as { data: { id: string }[] })
      .data;
    const claims = (await (await page.request.get(`/api/member/policies/${policy!.id}/claims`)).json()) as {
      data: { claimNumber: string; status: string; category: string }[];
    };
    const { claimNumber, status } = claims.data.find((each) => each.category === "Water Damage")!;
    const move =
      status === "adjuster contact"
        ? { status: "closed", label: "Closed", subject: "has been closed" }
        : { status: "adjuster contact", label: "Adjuster contact", subject: "is with your adjuster" };
    await visit("/members/account/claims");
    const claim = page.getByRole("article").filter({ hasText: claimNumber });
    await expect(claim).toContainText("Water Damage");
    await expect(claim).toContainText("Dana Ruiz");
    await expectAccessible(page);

    // Staff, on their own device, move it along from the Claims screen.
    const staff = await browser.newPage({ baseURL });
    await signInAs(staff, "staff");
    await staff.goto(`/policy/claims?search=${claimNumber}`);
    await staff.getByRole("button", { name: `Update claim ${claimNumber}` }).click();
    const dialog = staff.getByRole("dialog");
    await dialog.getByLabel(`Status of claim ${claimNumber}`).selectOption(move.status);
    await dialog.getByLabel("Note for the insured (optional)").fill("Dana will visit on Thursday at 10 AM.");
    const changedAt = Date.now();
    await dialog.getByRole("button", { name: "Change status" }).click();
    await expect(staff.getByText(`Claim ${claimNumber} is now ${move.label}.`)).toBeVisible();
    await staff.close();

    await page.reload();
    await waitForHydration(page);
    await expect(claim).toContainText(move.label);
    await expect(claim).toContainText("Dana will visit on Thursday at 10 AM.");
    const update = await mailTo(memberEmail, changedAt);
    expect(update).toContain(`Subject: Your claim ${claimNumber} ${move.subject}`);
    expect(update).toContain("Dana will visit on Thursday at 10 AM.");
  });

  test("shows only the member's own policy, and what staff chose to share", async ({ page, visit }) => {
    await signInAs(page, "member");
    const other = await page.request.get("/api/member/policies");
    const ids = ((await other.json()) as { data: { id: string; policyNumber: string }[] }).data;
    expect(ids.map((policy) => policy.policyNumber)).toEqual([memberPolicy]);

    // Another insured's policy, by id, as the member: not found, in the API and on the page.
    await signInAs(page, "staff");
    const found = await page.request.get("/api/policies?search=SRE-0000001");
    const otherId = ((await found.json()) as { data: { items: { id: string }[] } }).data.items[0]!.id;
    await signInAs(page, "member");
    expect((await page.request.get(`/api/member/policies/${otherId}`)).status()).toBe(404);
    await visit(`/members/account?policy=${otherId}`);
    await expect(page.getByText("SRE-0000001")).toHaveCount(0);

    await visit("/members/account/documents");
    await expect(page.getByText("Wind mitigation inspection.pdf")).toBeVisible();
    await expect(page.getByText("Underwriting notes.pdf")).toHaveCount(0);
    await expectAccessible(page);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Declarations page (PDF)" }).click();
    expect((await download).suggestedFilename()).toBe(`declarations-${memberPolicy}.pdf`);

    // A member is never let into the staff area.
    await visit("/policy");
    await expect(page).not.toHaveURL(/\/policy$/);
  });

  test("files a new claim with the member's details already filled in", async ({ page, visit }) => {
    await signInAs(page, "member");
    await visit("/members/account/claims");
    await page
      .getByRole("button", { name: "File a new claim" })
      .or(page.getByRole("link", { name: "File a new claim" }))
      .click();
    await expect(page).toHaveURL(/\/claims\/file/);
    await waitForHydration(page);
    await expect(page.getByLabel("Policy Number")).toHaveValue(memberPolicy);
    await expect(page.getByLabel("First Name")).toHaveValue("Morgan");
    await expect(page.getByLabel("Last Name")).toHaveValue("Member");
  });

  test("records the communication preference with its date", async ({ page, visit }) => {
    await signInAs(page, "member");
    await visit("/members/account/preferences");
    await page.getByLabel("Paper mail").check();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Saved: we will send you documents by paper mail.")).toBeVisible();
    await expect(page.getByText(/Recorded on/)).toBeVisible();
    await page.getByLabel("E-mail", { exact: true }).check();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Saved: we will send you documents by e-mail.")).toBeVisible();
  });
});
