import type { Page } from "@playwright/test";
import { expect, mailTo, signInAs, test } from "./support/fixtures";

// A refused pair is an HTTP error the browser reports in its console.
test.use({ allowConsoleErrors: [/status of 422/] });

// Each test that pays uses its own demo policy in each browser project, so one payment never leaves another nothing to pay.
const insureds = {
  desktop: {
    pays: { name: "Coral Gables Bakery", email: "maria@coralgablesbakery.example.com" },
    fails: { name: "Gulf Coast Marine", email: "risk@gulfcoastmarine.example.com" },
  },
  phone: {
    pays: { name: "Bayshore Dental", email: "office@bayshoredental.example.com" },
    fails: { name: "Sarasota Bay Builders", email: "linda@sarasotabaybuilders.example.com" },
  },
};

async function demoPolicy(
  page: Page,
  purpose: "pays" | "fails",
): Promise<{ policyNumber: string; email: string; premium: number }> {
  const insured = insureds[test.info().project.name as keyof typeof insureds][purpose];
  const context = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const staff = await context.newPage();
    await signInAs(staff, "staff");
    const answer = await staff.request.get(`/api/policies?q=${encodeURIComponent(insured.name)}`);
    const [policy] = (await answer.json()).data.items as { policyNumber: string; premium: number }[];
    return { policyNumber: policy!.policyNumber, email: insured.email, premium: policy!.premium };
  } finally {
    await context.close();
  }
}

async function fill(page: Page, email: string, policyNumber: string) {
  await page.getByLabel("Insured Email").fill(email);
  await page.getByLabel("Policy Number").fill(policyNumber);
}

const submit = (page: Page) => page.getByRole("button", { name: "Submit" });

test.describe("policy payment", () => {
  test("shows the page of the spec; Submit waits for both fields", async ({ page, visit }) => {
    await visit("/pay-policy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Policy Payment");
    await expect(page.getByRole("heading", { name: "Payment Information" })).toBeVisible();
    for (const card of ["Bank-Level Security", "Secure Processing", "Instant Confirmation"]) {
      await expect(page.getByRole("heading", { name: card })).toBeVisible();
    }
    await expect(page.getByText("No payment information is stored on our servers.")).toBeVisible();
    await expect(page.getByText("Monday-Friday 8 AM-8 PM EST")).toBeVisible();
    await expect(page.getByLabel("Insured Email")).toHaveAttribute("type", "email");
    await expect(submit(page)).toBeDisabled();
    await page.getByLabel("Insured Email").fill("someone@example.com");
    await expect(submit(page)).toBeDisabled();
    await page.getByLabel("Policy Number").fill("SRE-0000001");
    await expect(submit(page)).toBeEnabled();
    await page.getByLabel("Insured Email").fill("");
    await expect(submit(page)).toBeDisabled();
  });

  test("a wrong pair gets one generic message and keeps what was typed", async ({ page, visit }) => {
    const { policyNumber } = await demoPolicy(page, "fails");
    await visit("/pay-policy");
    await fill(page, "not-the-insured@example.com", policyNumber);
    await submit(page).click();
    await expect(page.getByRole("alert")).toHaveText(
      "We could not find a policy with this email and policy number. Check both and try again.",
    );
    await expect(page.getByLabel("Insured Email")).toHaveValue("not-the-insured@example.com");
    await expect(page.getByLabel("Policy Number")).toHaveValue(policyNumber);
    await expect(submit(page)).toHaveText("Submit");
  });

  test("the right pair goes to the demo portal, pays, confirms and e-mails the insured", async ({ page, visit }) => {
    const since = Date.now();
    const { policyNumber, email, premium } = await demoPolicy(page, "pays");
    // The portal answers a little slowly, so the page saying where it goes stays until it goes, however busy the machine is.
    await page.route(/\/pay-policy\/demo-portal\?/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await visit("/pay-policy");
    await fill(page, email.toUpperCase(), policyNumber);
    await submit(page).click();
    await expect(page.getByText("Redirecting to secure payment portal...")).toBeVisible();
    await page.waitForURL(/\/pay-policy\/demo-portal\?ref=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Demo payment portal");
    await expect(page.getByText(/no real money moves/)).toBeVisible();
    const amount = `$${premium.toLocaleString("en-US")}`;
    await expect(page.getByText(amount)).toBeVisible();
    await page.getByRole("button", { name: "Complete payment (demo)" }).click();

    await page.waitForURL(/\/pay-policy\/confirmation\?/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment received");
    await expect(page.getByText(policyNumber)).toBeVisible();
    await expect(page.getByText(amount)).toBeVisible();
    const mail = await mailTo(email, since);
    expect(mail).toContain(`Payment received for policy ${policyNumber}`);
    expect(mail).toContain(amount);

    // Loading the confirmation again changes nothing and sends no second e-mail.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment received");
  });

  test("a failed demo payment says so and offers to try again", async ({ page, visit }) => {
    const { policyNumber, email } = await demoPolicy(page, "fails");
    await visit("/pay-policy");
    await fill(page, email, policyNumber);
    await submit(page).click();
    await page.waitForURL(/\/pay-policy\/demo-portal\?ref=/);
    await page.getByRole("button", { name: "Fail payment (demo)" }).click();
    await page.waitForURL(/\/pay-policy\/confirmation\?/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment not completed");
    await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/pay-policy");
  });
});
