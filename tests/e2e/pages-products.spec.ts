import { expect, test } from "./support/fixtures";

test.describe("products page", () => {
  test("shows the three H03 products, each with its features and a Learn More link to /contact", async ({
    page,
    visit,
  }) => {
    await visit("/products");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Our Products");
    const names = ["H03 Homeowners Insurance", "Enhanced H03 Coverage", "H03 Special Perils"];
    await expect(main.getByRole("heading", { level: 3 })).toHaveText(names);
    for (const name of names) {
      const card = main.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
      await expect(card.getByRole("listitem")).toHaveCount(4);
      const learnMore = card.getByRole("link", { name: `Learn More about ${name}` });
      await expect(learnMore).toHaveAttribute("href", "/contact");
      await expect(learnMore).toContainText("Learn More");
    }
  });

  test("closes with a quote link to the external quote site", async ({ page, visit }) => {
    await visit("/products");
    const quote = page.getByRole("main").getByRole("link", { name: /Get a Quote/ });
    await expect(quote).toHaveAttribute("target", "_blank");
    await expect(quote).toHaveAttribute("rel", "noopener noreferrer");
  });
});
