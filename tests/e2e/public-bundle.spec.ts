import { prerenderedPaths } from "../../src/shared/routes";
import { expect, test, waitForHydration } from "./support/fixtures";

// Markers of staff-area code: TanStack Query and Table (used only behind /policy)
// and the staff dashboard's own texts.
const staffMarkers = [/QueryClient/, /getCoreRowModel/, /dashboard\.management\.refresh/];

test.describe("public pages load no staff-area code", () => {
  test("no public route downloads staff code, even once it has hydrated", async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of prerenderedPaths) {
      const scripts: Promise<string>[] = [];
      const listener = (response: import("@playwright/test").Response) => {
        if (response.request().resourceType() !== "script") return;
        // A page that moves on by itself drops the bodies it loaded: those are fetched again to be read.
        scripts.push(response.text().catch(async () => (await page.request.get(response.url())).text()));
      };
      page.on("response", listener);
      await page.goto(path);
      await waitForHydration(page);
      page.off("response", listener);
      const bodies = await Promise.all(scripts);
      expect(bodies.length, path).toBeGreaterThan(0);
      for (const marker of staffMarkers) {
        expect(bodies.filter((body) => marker.test(body)).length, `${path} ${marker}`).toBe(0);
      }
    }
  });
});
