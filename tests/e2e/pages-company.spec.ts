import { defaultCompany as company } from "../../src/shared/company";
import { leadershipBioPreviewChars } from "../../src/shared/constants";
import { pathTo } from "../../src/shared/routes";
import { expect, test } from "./support/fixtures";

test.describe("home page", () => {
  test("prerenders the banner title as the page's H1", async ({ request }) => {
    const html = await (await request.get(pathTo("home"))).text();
    expect(html).toMatch(/<h1[^>]*>Florida homeowners insurance<\/h1>/);
  });

  test("shows the full-screen banner, the welcome block, six benefits and a quote link", async ({ page, visit }) => {
    await visit(pathTo("home"));
    const main = page.getByRole("main");
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText("Florida homeowners insurance");

    // The banner fills the screen below the fixed 64 px header.
    const hero = main.locator(":scope > div").first();
    const heroBox = await hero.boundingBox();
    const viewport = page.viewportSize();
    expect(heroBox && viewport && heroBox.height >= viewport.height - 64 - 1).toBe(true);

    const heroQuote = hero.getByRole("link", { name: /^Get a Quote/ });
    await expect(heroQuote).toHaveAttribute("href", company.urls.quote);
    await expect(heroQuote).toHaveAttribute("target", "_blank");
    await expect(heroQuote).toHaveAttribute("rel", "noopener noreferrer");
    await expect(hero.getByRole("link", { name: "File a Claim" })).toHaveAttribute("href", pathTo("claimsFile"));

    const welcome = main.getByRole("region", { name: `Welcome to ${company.name}` });
    await expect(welcome.getByRole("heading", { level: 2 })).toBeVisible();
    await expect(welcome.getByRole("link", { name: "Meet Our Leadership Team" })).toHaveAttribute(
      "href",
      pathTo("team"),
    );

    const benefits = main.getByRole("region", { name: "Why Florida homeowners choose us" });
    await expect(benefits.getByRole("listitem")).toHaveCount(6);
    await expect(benefits.getByRole("heading", { level: 3 })).toHaveCount(6);

    // The closing band is the last of the page's quote links.
    const closingQuote = main.getByRole("link", { name: /^Get a Quote/ }).last();
    await expect(main.getByRole("heading", { level: 2, name: "Ready to protect your home?" })).toBeVisible();
    await expect(closingQuote).toHaveAttribute("href", company.urls.quote);
    await expect(closingQuote).toHaveAttribute("target", "_blank");
  });
});

test.describe("about page", () => {
  test("has the strengths, principles, reciprocal structure, financial strength and a quote link", async ({
    page,
    visit,
  }) => {
    await visit(pathTo("about"));
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");

    for (const title of [
      "Exceptional Support",
      "Advanced Solutions",
      "Complete Protection",
      "Compassion",
      "Transparency",
      "Florida-Focused",
    ]) {
      await expect(main.getByRole("heading", { level: 3, name: title, exact: true })).toBeVisible();
    }

    const reciprocal = main.getByRole("region", { name: "How a reciprocal exchange works" });
    await expect(reciprocal).toContainText(company.attorneyInFact);
    await expect(reciprocal).toContainText("subscriber agreement");
    await expect(reciprocal).toContainText("General information, not legal advice. Last reviewed November 2026.");

    const strength = main.getByRole("region", { name: "Financial strength" });
    await expect(strength).toContainText(company.financialStrength.rating);
    await expect(strength).toContainText(company.financialStrength.ratedBy);
    await expect(strength).toContainText(company.financialStrength.reinsuranceNote);
    if (company.financialStrength.isPlaceholder) {
      await expect(strength.getByText(/sample placeholders, not an actual rating/)).toBeVisible();
    }

    const quote = main.getByRole("link", { name: /^Get a Quote/ });
    await expect(quote).toHaveAttribute("href", company.urls.quote);
    await expect(quote).toHaveAttribute("target", "_blank");
    await expect(quote).toHaveAttribute("rel", "noopener noreferrer");
  });
});

test.describe("leadership team page", () => {
  test("shows three executives with initials portraits and no empty links", async ({ page, visit }) => {
    await visit(pathTo("team"));
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leadership Team");
    await expect(main.getByRole("heading", { level: 3 })).toHaveCount(3);
    await expect(main.getByRole("img", { name: /^Portrait of / })).toHaveCount(3);
    await expect(main.getByRole("button", { name: /^Read More/ })).toHaveCount(3);
    // Every professional-network and e-mail link is empty in the data, so none shows.
    await expect(main.locator('a[href^="mailto:"]')).toHaveCount(0);
    await expect(main.getByRole("link", { name: /^Professional profile/ })).toHaveCount(0);

    await expect(main.getByRole("link", { name: /^Get a Quote/ })).toHaveAttribute("href", company.urls.quote);
    await expect(main.getByRole("link", { name: /^Get a Quote/ })).toHaveAttribute("target", "_blank");
    await expect(main.getByRole("link", { name: "Contact Our Team" })).toHaveAttribute("href", pathTo("contact"));
  });

  test("Read More opens the full bio in a dialog; Escape closes it and returns focus", async ({ page, visit }) => {
    await visit(pathTo("team"));
    const main = page.getByRole("main");
    const card = main.getByRole("listitem").first();
    const readMore = card.getByRole("button", { name: /^Read More/ });
    const name = (await card.getByRole("heading", { level: 3 }).textContent())?.trim() ?? "";

    const preview = (await card.getByText(/…$/).textContent()) ?? "";
    expect(preview.length).toBeGreaterThan(0);
    expect(preview.length).toBeLessThanOrEqual(leadershipBioPreviewChars + 1);

    await readMore.click();
    const dialog = page.getByRole("dialog", { name });
    await expect(dialog).toBeVisible();
    const describedBy = (await dialog.getAttribute("aria-describedby")) ?? "";
    const fullBio = (await page.locator(`[id="${describedBy}"]`).textContent()) ?? "";
    expect(fullBio.length).toBeGreaterThan(leadershipBioPreviewChars);
    expect(fullBio.startsWith(preview.slice(0, -1))).toBe(true);

    // Focus stays inside the dialog.
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(readMore).toBeFocused();
  });
});
