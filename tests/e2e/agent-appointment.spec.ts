import type { Page } from "@playwright/test";
import { expect, expectAccessible, mailTo, test } from "./support/fixtures";

// A refused application is an HTTP error the browser reports in its console.
test.use({ allowConsoleErrors: [/status of (400|503)/] });

async function fillRequired(page: Page, email: string) {
  await page.getByLabel("First Name *").fill("Dana");
  await page.getByLabel("Last Name *").fill("Whitaker");
  await page.getByLabel("Email *").fill(email);
  await page.getByLabel("Phone *").fill("(813) 555-0144");
  await page.getByLabel("License Number *").fill("W123456");
  await page.getByLabel("License State *").selectOption("Florida");
  await page.getByLabel("Years of Experience *").selectOption("5-10");
}

const submit = (page: Page) => page.getByRole("button", { name: "Submit Application" });

test.describe("agent appointment request", () => {
  test("shows the four form sections, the option lists of the spec and What Happens Next", async ({ page, visit }) => {
    await visit("/agents/appointment");
    for (const legend of [
      "Personal Information",
      "License Information",
      "Business Information",
      "Additional Information",
    ]) {
      await expect(page.getByRole("group", { name: legend })).toBeVisible();
    }
    await expect(page.getByLabel("License State *").locator("option:not([disabled])")).toHaveText([
      "Florida",
      "Georgia",
      "South Carolina",
      "North Carolina",
      "Alabama",
      "Tennessee",
    ]);
    await expect(page.getByLabel("Years of Experience *").locator("option:not([disabled])")).toHaveText([
      "0-1 years",
      "1-3 years",
      "3-5 years",
      "5-10 years",
      "10+ years",
    ]);
    await expect(page.getByRole("heading", { name: "What Happens Next" })).toBeVisible();
    await expect(page.getByText("within 2 business days").first()).toBeVisible();
  });

  test("Submit waits for the terms; a missing required field is named and nothing is sent", async ({ page, visit }) => {
    await visit("/agents/appointment");
    await expect(submit(page)).toBeDisabled();
    let sent = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/functions/send-agent-appointment")) sent += 1;
    });
    await fillRequired(page, "dana@example.com");
    await page.getByLabel("License Number *").fill("");
    await page.getByRole("checkbox", { name: /I agree to the terms/ }).check();
    await expect(submit(page)).toBeEnabled();
    await submit(page).click();
    await expect(page.getByText("Enter your license number.")).toBeVisible();
    await expect(page.getByLabel("License Number *")).toBeFocused();
    await expect(page.getByLabel("First Name *")).toHaveValue("Dana");
    expect(sent).toBe(0);
  });

  test("a first name without a last name is refused beside Last Name, and nothing is sent", async ({ page, visit }) => {
    await visit("/agents/appointment");
    let sent = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/functions/send-agent-appointment")) sent += 1;
    });
    await fillRequired(page, "ada@example.com");
    await page.getByLabel("First Name *").fill("Ada");
    await page.getByLabel("Last Name *").fill("");
    await page.getByRole("checkbox", { name: /I agree to the terms/ }).check();
    await submit(page).click();
    const lastName = page.getByLabel("Last Name *");
    await expect(lastName).toBeFocused();
    await expect(lastName).toHaveAccessibleDescription("Enter your last name.");
    await expect(page.getByLabel("First Name *")).toHaveAttribute("aria-invalid", "false");
    expect(sent).toBe(0);
  });

  test("a complete application reaches the company, is acknowledged by e-mail and clears the form", async ({
    page,
    visit,
  }) => {
    const since = Date.now();
    const email = `applicant-${since}@example.com`;
    await visit("/agents/appointment");
    await fillRequired(page, email);
    await page.getByLabel("Company / Agency Name").fill("Whitaker Insurance Group");
    await page.getByLabel("Tell us about yourself").fill("Ten years writing homeowners in Tampa Bay.");
    await page.getByRole("checkbox", { name: /I agree to the terms/ }).check();
    await submit(page).click();
    await expect(page.getByText("Application Submitted Successfully!")).toBeVisible();
    await expect(page.getByText("We'll review your application and contact you within 2 business days.")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /Application APP-[0-9A-F]{8} received/ })).toBeVisible();
    await expect(page.getByLabel("First Name *")).toHaveValue("");
    await expect(page.getByRole("checkbox", { name: /I agree to the terms/ })).not.toBeChecked();

    expect(await mailTo(email, since)).toContain("contact you within 2 business days");
    expect(await mailTo("agents@example.com", since)).toContain("Whitaker Insurance Group");
  });

  test("when the server refuses, the destructive toast shows and everything typed stays", async ({ page, visit }) => {
    await visit("/agents/appointment");
    await page.route("**/api/functions/send-agent-appointment", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({
          data: null,
          success: false,
          message: "Service unavailable. Please try again in a moment.",
          errors: [],
        }),
      }),
    );
    await fillRequired(page, "kept@example.com");
    await page.getByLabel("Preferred Territory").fill("Pinellas");
    await page.getByRole("checkbox", { name: /I agree to the terms/ }).check();
    await submit(page).click();
    await expect(page.getByText("Submission Failed")).toBeVisible();
    await expect(page.getByText("There was an error submitting your application. Please try again.")).toBeVisible();
    // The toast's text is as readable as the page's (AA contrast).
    await expectAccessible(page);
    await expect(page.getByLabel("Email *")).toHaveValue("kept@example.com");
    await expect(page.getByLabel("Preferred Territory")).toHaveValue("Pinellas");
    await expect(submit(page)).toHaveText("Submit Application");
  });
});
