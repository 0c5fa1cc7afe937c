import { pathTo, prerenderedPaths, routeTable } from "../../src/shared/routes";
import { expect, signInAs, test } from "./support/fixtures";

// Sample values for dynamic segments, so every route of the table is opened.
const sampleParams = { portalIdentity: "sample-portal", policyId: "P-000001" };

test.describe("every route of the route table", () => {
  for (const route of routeTable) {
    test(`${route.path} opens with one heading and passes axe`, async ({ page, visit }) => {
      if (route.access === "staff") await signInAs(page, "staff");
      await visit(pathTo(route.id, sampleParams));
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    });
  }
});

// Every public page again in the other theme and language (the loop above is light and English).
test.describe("dark theme and Italian", () => {
  test.use({ allowConsoleErrors: [/404/] });

  for (const path of [...prerenderedPaths, "/policy", "/not-a-page"]) {
    test(`${path} passes axe in dark and in Italian`, async ({ page, visit }) => {
      if (path === "/policy") await signInAs(page, "staff");
      await page.addInitScript(() => {
        localStorage.setItem("theme", "dark");
        localStorage.setItem("language", "it");
      });
      await visit(path);
      await expect(page.locator("html")).toHaveClass(/dark/);
      await expect(page.locator("html")).toHaveAttribute("lang", "it");
    });
  }
});
