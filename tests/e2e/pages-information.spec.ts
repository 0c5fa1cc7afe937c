import { todayInFlorida } from "../../src/shared/calendar-date";
import { defaultCompany } from "../../src/shared/company";
import { expect, expectAccessible, test, untouchedPages, waitForHydration } from "./support/fixtures";

// In the full browser, where no pointer is over a page until a test moves it: the privacy date is checked before the page has its code.
test.use(untouchedPages);

test.describe("Citizens take-out page", () => {
  test("explains the program in five numbered sections and links to Citizens", async ({ page, visit }) => {
    await visit("/citizens");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Citizens Policy Take-Out");

    const sections = main.getByRole("list").first();
    await expect(sections.locator(":scope > li")).toHaveCount(5);
    await expect(sections.getByRole("heading", { level: 3 })).toHaveText([
      "What it is",
      "Carriers",
      "The opt-out letter",
      "The policy assumption process",
      "Know your options",
    ]);

    await expect(main).toContainText("20%");
    await expect(main).toContainText("more than 20");
    await expect(main).toContainText("Florida Office of Insurance Regulation");
    await expect(main).toContainText("General information, not legal advice. Last reviewed November 2026.");

    const learnMore = main.getByRole("link", { name: /^Learn More/ });
    await expect(learnMore).toHaveAttribute("href", defaultCompany.urls.takeOutProgram);
    await expect(learnMore).toHaveAttribute("target", "_blank");
    await expect(learnMore).toHaveAttribute("rel", "noopener noreferrer");
  });
});

test.describe("Wind mitigation page", () => {
  test("lists the protective features, the form's seven items and its validity", async ({ page, visit }) => {
    await visit("/wind-mitigation");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Wind Mitigation");

    const features = page.getByRole("region", { name: "Ways to protect your home from wind" });
    await expect(features.getByRole("list").first().locator(":scope > li")).toHaveCount(5);
    await expect(features.getByRole("heading", { level: 3 })).toHaveText([
      "Wind-rated roofing",
      "Roof-to-wall attachments",
      "Roof and building design",
      "Impact-resistant doors and windows",
      "Storm shutters",
    ]);

    const form = page.getByRole("region", { name: "The wind mitigation inspection form" });
    await expect(form).toContainText("OIR-B1-1802");
    await expect(form.getByRole("heading", { level: 3 })).toHaveText([
      "Building code",
      "Roof covering",
      "Roof deck attachment",
      "Roof-to-wall attachment",
      "Roof geometry",
      "Secondary water resistance",
      "Opening protection",
    ]);

    await expect(main).toContainText("five years");
    await expect(main).toContainText("independent agent");
    await expect(main).toContainText("licensed inspector");
    await expect(page.getByRole("region", { name: "Premium discounts" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });
});

test.describe("Claims information page", () => {
  test("offers the report buttons, the 24/7 hotline, four steps and three claim types", async ({ page, visit }) => {
    await visit("/claims");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("File a Claim");

    const report = main.getByRole("link", { name: "Report a Claim", exact: true });
    await expect(report.first()).toBeVisible();
    for (const link of await report.all()) await expect(link).toHaveAttribute("href", "/contact");
    await expect(main.getByRole("link", { name: "Report Online" }).first()).toHaveAttribute("href", "/claims/file");

    const hotline = defaultCompany.phones.claimsHotline;
    await expect(main.getByRole("link", { name: hotline.display })).toHaveAttribute("href", `tel:${hotline.e164}`);
    await expect(main.getByText(hotline.mnemonic)).toBeVisible();

    const steps = page.getByRole("region", { name: "How a claim works" }).getByRole("list").first();
    await expect(steps.locator(":scope > li")).toHaveCount(4);
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
      "Report your claim",
      "Document the damage",
      "Meet your adjuster",
      "Receive your settlement",
    ]);

    const types = page.getByRole("region", { name: "Types of claims" });
    await expect(types.getByRole("heading", { level: 3 })).toHaveText(["Property Damage", "Emergency", "Auto"]);

    const deadlines = page.getByRole("region", { name: "Florida reporting deadlines" });
    await expect(deadlines).toContainText("one year");
    await expect(deadlines).toContainText("18 months");
    await expect(deadlines).toContainText("Homeowner Claims Bill of Rights");
    await expect(deadlines).toContainText("Last reviewed November 2026");
  });
});

test.describe("Privacy page", () => {
  test("has its sections, contact details and today's date", async ({ page, visit }) => {
    await visit("/privacy");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "How we protect your information",
      "What we collect",
      "Cookies",
      "Sharing and disclosures",
      "Your right to opt out",
      "Electronic communication preferences",
      "Notice of information practices",
      "How to contact us",
    ]);
    await expect(main).toContainText("We do not sell personal information.");

    await expect(main.getByTestId("privacy-last-updated").locator("time")).toHaveAttribute(
      "datetime",
      todayInFlorida(),
    );

    const { emails, phones } = defaultCompany;
    await expect(main.getByRole("link", { name: emails.privacy })).toHaveAttribute("href", `mailto:${emails.privacy}`);
    await expect(main.getByRole("link", { name: phones.customerService.display })).toHaveAttribute(
      "href",
      `tel:${phones.customerService.e164}`,
    );
    await expect(main).toContainText("Tampa, FL");
  });

  // 9:30 PM in Florida on 14 March 2031: the 15th in UTC, and years after the build.
  const eveningInFlorida = new Date("2031-03-15T01:30:00Z");

  test("shows the day it is shown, Florida's, before the page hydrates and after", async ({ page }) => {
    await page.clock.setFixedTime(eveningInFlorida);
    await page.goto("/privacy");
    const date = page.getByTestId("privacy-last-updated").locator("time");
    await expect(date).toHaveText("March 14, 2031");
    await expect(date).toHaveAttribute("datetime", "2031-03-14");
    await expect(page.getByRole("contentinfo")).toContainText("© 2031 Sabal Reciprocal Exchange");
    // Not React: the prerendered page set it before it was painted.
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
    await waitForHydration(page);
    await expect(date).toHaveText("March 14, 2031");
    await expect(page.getByRole("contentinfo")).toContainText("© 2031 Sabal Reciprocal Exchange");
    await expectAccessible(page);
  });

  test("shows the date in Italian when Italian is chosen", async ({ page }) => {
    await page.clock.setFixedTime(eveningInFlorida);
    await page.addInitScript(() => localStorage.setItem("language", "it"));
    await page.goto("/privacy");
    await waitForHydration(page);
    await expect(page.getByTestId("privacy-last-updated")).toHaveText("Ultimo aggiornamento: 14 marzo 2031");
    await expect(page.getByRole("contentinfo")).toContainText("© 2031 Sabal Reciprocal Exchange. Tutti i diritti");
  });
});
