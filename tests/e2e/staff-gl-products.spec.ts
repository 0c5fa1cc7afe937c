import type { Page } from "@playwright/test";
import { expect, expectAccessible, signInAs, test } from "./support/fixtures";

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

  test("staff create a product and read the server's message under a field they leave", async ({ page, visit }) => {
    test.setTimeout(60_000); // four accessibility checks on the way
    await signInAs(page, "staff");
    const taken = `Taken name ${test.info().project.name} ${Date.now()}`;
    await createProduct(page, taken);
    const name = `Harbor Contractors GL ${test.info().project.name} ${Date.now()}`;

    await visit("/gl-products");
    await page.getByRole("link", { name: "New Product" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New Product");
    await expectAccessible(page);

    // Leaving a field asks the server (GL_OnFieldExit); its message shows under the field, then goes when fixed.
    const nameField = page.getByLabel("Name *");
    await nameField.fill(taken.toUpperCase());
    await nameField.press("Tab");
    await expect(nameField).toHaveAccessibleDescription("A GL product with this name already exists.");
    await expect(nameField).toHaveAttribute("aria-invalid", "true");
    await nameField.fill(name);
    await nameField.press("Tab");
    await expect(nameField).toHaveAttribute("aria-invalid", "false");
    await expect(page.getByText("A GL product with this name already exists.")).toHaveCount(0);
    const premium = page.getByLabel("Premium *");
    await premium.fill("4800.5");
    await premium.press("Tab");
    await expect(premium).toHaveAccessibleDescription(/Use whole dollars\./);
    await expectAccessible(page);

    await page.getByLabel("Product Type *").selectOption("Contractors Liability");
    await page.getByLabel("Effective Date *").fill("2026-07-01");
    await page.getByLabel("Expiration Date").fill("2027-07-01");
    await premium.fill("4800");
    await page.getByLabel("Description").fill("Occurrence form for artisan contractors");
    await page.getByLabel("Coverage *").fill("Each Occurrence $1,000,000\nGeneral Aggregate $2,000,000");
    await page.getByRole("checkbox", { name: /CG 00 01 04 13/ }).check();
    await page.getByRole("button", { name: "Create Product" }).click();

    await expect(page).toHaveURL(/\/gl-products\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByTestId("gl-product-premium")).toHaveText("$4,800");
    await expect(page.getByText("General Aggregate $2,000,000")).toBeVisible();
    await expect(page.getByText("Commercial General Liability Coverage Form (Occurrence)")).toBeVisible();
    await visit(page.url()); // checked again once loaded afresh, without the toast
  });

  test("staff edit a product and change its status, and the view and the list show it", async ({ page, visit }) => {
    await signInAs(page, "staff");
    const name = `Edit me ${test.info().project.name} ${Date.now()}`;
    await createProduct(page, name);
    await visit(`/gl-products?searchTerm=${encodeURIComponent(name)}`);
    await page.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);

    await page.getByRole("link", { name: "Edit Product" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit ${name}`);
    await expect(page.getByLabel("Coverage *")).toHaveValue("$1,000,000 each occurrence");
    await expectAccessible(page);
    // Its own name is no clash while editing it.
    const nameField = page.getByLabel("Name *");
    await nameField.press("Tab");
    await expect(nameField).toHaveAttribute("aria-invalid", "false");
    await page.getByLabel("Premium *").fill("5100");
    await page.getByLabel("Status").selectOption("draft");
    await page.getByRole("checkbox", { name: /CG 21 47 12 07/ }).check();
    await page.getByRole("button", { name: "Save Changes" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByTestId("gl-product-premium")).toHaveText("$5,100");
    await expect(page.getByText("Employment-Related Practices Exclusion")).toBeVisible();

    // The quick status change sends the status alone.
    await page.getByLabel("Status", { exact: true }).selectOption("inactive");
    await page.getByRole("button", { name: "Update status" }).click();
    await expect(page.getByText(`${name} is now Inactive.`)).toBeVisible();

    await page.getByRole("link", { name: "Back to GL Products" }).click();
    await page.getByLabel("Name or description").fill(name);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const row = page.getByRole("table").getByRole("row").nth(1);
    await expect(row).toContainText("$5,100");
    await expect(row).toContainText("Inactive");
  });

  test("agents open a product but neither edit nor create one", async ({ page, visit }) => {
    await signInAs(page, "staff");
    const name = `Agent reads ${test.info().project.name} ${Date.now()}`;
    await createProduct(page, name);
    await signInAs(page, "agent");
    await visit(`/gl-products?searchTerm=${encodeURIComponent(name)}`);
    await expect(page.getByRole("link", { name: "New Product" })).toHaveCount(0);
    await page.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByRole("link", { name: "Edit Product" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Update status" })).toHaveCount(0);
    await visit("/gl-products/new");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not available to you");
  });
});
