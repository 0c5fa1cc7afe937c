import type { Page } from "@playwright/test";
import { expect, signInAs, test } from "./support/fixtures";

/** A product of this test's own, through the API, so parallel runs do not delete each other's. */
async function createProduct(page: Page, name: string) {
  const response = await page.request.post("/api/gl-products", {
    headers: { origin: new URL(test.info().project.use.baseURL!).origin },
    data: {
      name,
      productType: "Umbrella",
      status: "active",
      effectiveDate: "2026-01-01",
      premium: 4200,
      coverage: ["$1,000,000 each occurrence"],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe("GL products", () => {
  test("lists, filters, sorts and pages the catalogue, kept in the address", async ({ page, visit }) => {
    await signInAs(page, "staff");
    const stem = `Paging ${test.info().project.name} ${Date.now()}`;
    for (const letter of ["A", "B", "C", "D"]) await createProduct(page, `${stem} ${letter}`);
    await visit("/gl-products");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("GL Products");

    // Seven in the demo catalogue and this test's four; other tests add and delete their own meanwhile.
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(11); // the header and a first page of ten
    await expect(page.getByText(/^Showing 1-10 of \d+$/)).toBeVisible();
    await page.getByLabel("Rows per page").selectOption("25");
    await expect(page).toHaveURL(/pageSize=25/);
    await expect.poll(() => rows.count()).toBeGreaterThan(11);

    await page.getByLabel("Name or description").fill(stem);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(5);
    await page.getByRole("button", { name: "Product", exact: true }).click(); // already by name ascending: now descending
    await expect(page.getByRole("table").getByRole("row").nth(1)).toContainText(`${stem} D`);
    await page.reload();
    await expect(page.getByRole("table").getByRole("row").nth(1)).toContainText(`${stem} D`);

    await page.getByLabel("Status").selectOption("draft");
    await expect(page.getByText("No Products Found")).toBeVisible();
  });

  test("Delete asks the spec's question, then the product is gone; agents may not delete", async ({ page, visit }) => {
    await signInAs(page, "staff");
    const name = `Delete me ${test.info().project.name} ${Date.now()}`;
    await createProduct(page, name);
    await visit(`/gl-products?searchTerm=${encodeURIComponent(name)}`);
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Are you sure you want to delete this product?");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByText(name, { exact: true })).toBeVisible();
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText(`${name} deleted.`)).toBeVisible();
    await expect(page.getByText("No Products Found")).toBeVisible();

    await signInAs(page, "agent");
    await visit("/gl-products");
    await expect(page.getByRole("table")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Delete / })).toHaveCount(0);
  });
});
