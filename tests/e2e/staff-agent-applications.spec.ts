import { expect, signInAs, test } from "./support/fixtures";
import { openStaffScreen } from "./support/staff-nav";

test.describe("agent applications", () => {
  test("staff find an application sent from the public form and move it along; its text is shown, not run", async ({
    page,
    visit,
  }) => {
    const name = `Dana Whitaker ${test.info().project.name} ${Date.now()}`;
    const sent = await page.request.post("/api/functions/send-agent-appointment", {
      headers: { origin: new URL(test.info().project.use.baseURL!).origin },
      data: {
        name,
        email: "dana.whitaker@example.com",
        phone: "(813) 555-0144",
        licenseNumber: "W123456",
        licenseState: "Florida",
        yearsExperience: "5-10",
        preferredTerritory: "Hillsborough",
        message: `<img src=x onerror="document.title='pwned'">Ten years writing homeowners.`,
        agreeToTerms: true,
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const { reference } = (await sent.json()).data;

    await signInAs(page, "staff");
    await visit("/policy");
    await openStaffScreen(page, "Agent applications", "Agents");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Agent applications");
    await page.getByLabel("Reference, name, e-mail or license number").fill(reference);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);
    await expect(page.getByText(name)).toBeVisible();
    await expect(page.getByText("W123456 (Florida)")).toBeVisible();
    await expect(page.getByText(/<img src=x onerror=/)).toBeVisible();
    expect(await page.title()).not.toBe("pwned");

    const status = page.getByLabel(`Status of ${name}'s application (${reference})`);
    await expect(status).toHaveValue("received");
    await status.selectOption("interviewing");
    await expect(page.getByText(`Application ${reference} is now Interviewing.`)).toBeVisible();
    await page.getByLabel("Status", { exact: true }).selectOption("interviewing");
    await expect(page).toHaveURL(/status=interviewing/);
    await expect(page.getByText(name)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(`Status of ${name}'s application (${reference})`)).toHaveValue("interviewing");
  });

  test("agents have no applications screen, and a link to it says so", async ({ page, visit }) => {
    await signInAs(page, "agent");
    await visit("/policy");
    await expect(
      page.getByRole("navigation", { name: "Policy administration" }).getByRole("link", { name: "Agent applications" }),
    ).toHaveCount(0);
    await visit("/policy/agent-applications");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not available to you");
  });
});
