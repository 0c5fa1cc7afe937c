import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { addDays, todayInFlorida } from "../../src/shared/calendar-date";
import { samplePng } from "../api/support/multipart";
import { expect, expectAccessible, signInAs, test } from "./support/fixtures";

// The unknown portal is a 404 the browser reports in its console.
test.use({ allowConsoleErrors: [/status of 404/] });

const uniqueName = (stem: string) => `${stem} ${test.info().project.name} ${Date.now()}`;

/** Creates a portal through the New Portal form and answers its page's address. */
async function createPortal(page: Page, visit: (path: string) => Promise<void>, name: string) {
  await visit("/policy/portal/new");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New Portal");
  await page.getByLabel("Portal Name").fill(name);
  await page.getByLabel("Company Name").fill("Tampa Bay Roofing LLC");
  await page.getByLabel("Annual Premium ($)").fill("18500");
  await page.getByRole("button", { name: "Create Portal" }).click();
  await expect(page).toHaveURL(/\/policy\/portal\/PRT-\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  return new URL(page.url()).pathname;
}

test.describe("portals", () => {
  test("New Portal starts with the spec's defaults and checks the form before saving", async ({ page, visit }) => {
    await signInAs(page, "staff");
    await visit("/policy/portal/new");
    await expect(page.getByLabel("Portal Name")).toHaveValue("New Portal");
    await expect(page.getByLabel("Company Name")).toHaveAttribute("placeholder", "Enter Company Name");
    await expect(page.getByLabel("Schema ID")).toHaveValue("NEW");
    await expect(page.getByLabel("Policy Number")).toHaveValue("TBD");
    await expect(page.getByLabel("Status")).toHaveValue("Draft");
    await expect(page.getByLabel("Business Type")).toHaveValue("General");
    await expect(page.getByLabel("Coverage Type")).toHaveValue("Standard");
    await expect(page.getByLabel("Annual Premium ($)")).toHaveValue("0");
    // Today is Florida's day, whatever the clock in UTC says.
    const today = todayInFlorida();
    await expect(page.getByLabel("Effective Date")).toHaveValue(today);
    await expect(page.getByLabel("Expiration Date")).toHaveValue(addDays(today, 365));
    // The expiration follows the effective date until it is changed by hand.
    await page.getByLabel("Effective Date").fill("2027-01-15");
    await expect(page.getByLabel("Expiration Date")).toHaveValue("2028-01-15");

    // Missing company and an expiration before the start: marked, focused, nothing sent, nothing lost.
    await page.getByLabel("Expiration Date").fill("2026-12-01");
    await page.getByLabel("Portal Name").fill("Harbor Island Marina");
    await page.getByRole("button", { name: "Create Portal" }).click();
    await expect(page.getByText("Enter the company name.")).toBeVisible();
    await expect(page.getByText("Enter an expiration date after the effective date.")).toBeVisible();
    await expect(page.getByLabel("Company Name")).toBeFocused();
    await expect(page.getByLabel("Portal Name")).toHaveValue("Harbor Island Marina");
    await expect(page).toHaveURL(/\/policy\/portal\/new$/);
  });

  test("a new portal opens with every card, is edited, shared, and its documents are worked on", async ({
    page,
    visit,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signInAs(page, "staff");
    const name = uniqueName("Roofing portal");
    const path = await createPortal(page, visit, name);

    await expect(page.getByText("Tampa Bay Roofing LLC")).toBeVisible();
    for (const card of [
      "Portal Information",
      "Policy Dates",
      "Premium",
      "Quick Actions",
      "Portal Stats",
      "Documents",
      "Recent Activity",
    ]) {
      await expect(page.getByRole("heading", { name: card, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId("portal-premium")).toHaveText("$18,500");
    await expect(page.getByTestId("stat-documents")).toHaveText("0");
    await expect(page.getByTestId("stat-users")).toHaveText("1");
    await expect(page.getByText("Sam Staff created the portal")).toBeVisible();

    // Share copies the portal's address.
    await page.getByRole("button", { name: "Share", exact: true }).click();
    await expect(page.getByText("Link copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(path);

    // Edit Portal: a form in a dialog; the change shows at once and in Recent Activity.
    await page.getByRole("button", { name: "Edit Portal" }).first().click();
    const dialog = page.getByRole("dialog");
    // Not Active: the dashboard test counts the active portals.
    await dialog.getByLabel("Status").selectOption("Pending");
    await dialog.getByLabel("Annual Premium ($)").fill("");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByText("Enter the premium in whole dollars, 0 or more.")).toBeVisible();
    await dialog.getByLabel("Annual Premium ($)").fill("21000");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("portal-premium")).toHaveText("$21,000");
    await expect(page.getByText("Sam Staff changed the portal's details")).toBeVisible();

    // Add Document uploads onto this portal; it appears in the card's table.
    const documents = page.getByRole("region", { name: "Documents", exact: true });
    await documents.getByRole("button", { name: "Add Document" }).click();
    const upload = page.getByRole("dialog", { name: "Upload a document" });
    await upload.getByLabel("File").setInputFiles({ name: "roof-photo.png", mimeType: "image/png", buffer: samplePng });
    await upload.getByRole("button", { name: "Upload" }).click();
    await expect(upload).toBeHidden();
    await expect(documents.getByRole("link", { name: "roof-photo.png", exact: true })).toBeVisible();
    await expect(page.getByTestId("stat-documents")).toHaveText("1");
    // SPEC §3: the file's size, written as the member's documents list writes it.
    const sizeColumn = await documents.getByRole("columnheader").allInnerTexts();
    const sizeIndex = sizeColumn.findIndex((header) => header.trim() === "Size");
    expect(sizeIndex).toBeGreaterThan(0);
    await expect(documents.getByRole("row").nth(1).getByRole("cell").nth(sizeIndex)).toHaveText(
      `${samplePng.length} byte`,
    );
    await expect(page.getByText("Sam Staff uploaded roof-photo.png")).toBeVisible();

    // The workflow menu of the row: Send for Review, confirmed, reflected at once.
    await documents.getByRole("button", { name: "Workflow for roof-photo.png" }).click();
    await page.getByRole("menuitem", { name: "Send for Review" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await expect(documents.getByRole("cell", { name: "Under Review" })).toBeVisible();

    // The menu's settings hide a column; Export downloads the register.
    await documents.getByRole("button", { name: "Export, share and columns" }).click();
    await page.getByRole("menuitemcheckbox", { name: "Priority" }).click();
    await page.keyboard.press("Escape");
    await expect(documents.getByRole("columnheader", { name: "Priority" })).toHaveCount(0);
    await documents.getByRole("button", { name: "Export, share and columns" }).click();
    const downloading = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "Export (CSV)" }).click();
    const csv = readFileSync((await (await downloading).path())!, "utf8");
    expect(csv).toContain("Document Name,Type,Status");
    expect(csv).toContain("roof-photo.png,Image,Under Review");

    // The filter is kept in the address: a reload shows the same view.
    await documents.getByLabel("Status").selectOption("Approved");
    await expect(documents.getByText("No Documents Found")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("region", { name: "Documents", exact: true }).getByLabel("Status")).toHaveValue(
      "Approved",
    );

    // The portal's page with its cards, a document and its row actions, no toast on top: axe, Label in Name included.
    await documents.getByLabel("Status").selectOption("");
    await expect(documents.getByRole("link", { name: "roof-photo.png", exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test("the portal form asks before unsaved input is lost, and saving does not ask", async ({ page, visit }) => {
    await signInAs(page, "staff");
    await visit("/policy/portal/new");
    const nav = page.getByRole("navigation", { name: "Policy administration" });
    const guard = page.getByRole("alertdialog", { name: "Leave this page?" });

    // A typed value, then a link elsewhere: asked first; staying keeps what was typed.
    await page.getByLabel("Portal Name").fill("Half-typed portal");
    await nav.getByRole("link", { name: "Dashboard" }).click();
    await expect(guard).toBeVisible();
    await expect(guard).toContainText("You have changes that are not saved.");
    // The button, not the × in the corner, which stays too.
    await guard.getByText("Stay on this page").click();
    await expect(guard).toBeHidden();
    await expect(page).toHaveURL(/\/policy\/portal\/new$/);
    await expect(page.getByLabel("Portal Name")).toHaveValue("Half-typed portal");

    // Leaving without saving leaves.
    await nav.getByRole("link", { name: "Dashboard" }).click();
    await guard.getByRole("button", { name: "Leave without saving" }).click();
    await expect(page).toHaveURL(/\/policy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Portal Dashboard");

    // Saving opens the new portal without asking.
    const name = uniqueName("Guarded portal");
    await createPortal(page, visit, name);
    await expect(guard).toHaveCount(0);

    // Edit Portal guards its dialog too: going back with a changed field asks; saving does not.
    await page.getByRole("button", { name: "Edit Portal" }).first().click();
    const dialog = page.getByRole("dialog", { name: `Edit ${name}` });
    await dialog.getByLabel("Annual Premium ($)").fill("19000");
    await page.goBack();
    await expect(guard).toBeVisible();
    await guard.getByText("Stay on this page").click();
    await expect(guard).toBeHidden();
    await expect(dialog.getByLabel("Annual Premium ($)")).toHaveValue("19000");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toBeHidden();
    await expect(guard).toHaveCount(0);
    await expect(page.getByTestId("portal-premium")).toHaveText("$19,000");
  });

  test("an unknown portal, or another agent's, says Portal Not Found", async ({ page, visit }) => {
    await signInAs(page, "staff");
    await visit("/policy/portal/PRT-999999");
    await expect(page.getByRole("heading", { name: "Portal Not Found" })).toBeVisible();
    await expect(page.getByText("The requested portal could not be found.")).toBeVisible();
    await page.getByRole("link", { name: "Back to Portals" }).click();
    await expect(page).toHaveURL(/\/policy$/);
  });

  test("an agent's own portal opens; another agent's does not", async ({ page, visit }) => {
    await signInAs(page, "agent");
    const path = await createPortal(page, visit, uniqueName("Agent portal"));
    await signInAs(page, "agent2");
    await visit(path);
    await expect(page.getByRole("heading", { name: "Portal Not Found" })).toBeVisible();
  });
});
