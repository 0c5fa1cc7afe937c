import type { Page } from "@playwright/test";
import { samplePng, sampleExecutable } from "../api/support/multipart";
import { expect, expectAccessible, signInAs, test } from "./support/fixtures";

// A refused upload and a missing document are HTTP errors the browser reports in its console.
test.use({ allowConsoleErrors: [/status of (404|415)/] });

async function upload(page: Page, name: string, buffer: Buffer, mimeType = "image/png") {
  await page.getByRole("button", { name: "Upload New Document" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload a document" });
  await dialog.getByLabel("File").setInputFiles({ name, mimeType, buffer });
  await dialog.getByLabel("Priority").selectOption("High");
  await dialog.getByRole("button", { name: "Upload" }).click();
  return dialog;
}

const uniqueName = (stem: string) => `${stem}-${test.info().project.name}-${Date.now()}.png`;

test.describe("recent documents", () => {
  test("shows the eight columns and the four counters from live data", async ({ page, visit }) => {
    await signInAs(page, "staff");
    await visit("/policy/recent");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recent Documents");
    await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/policy");
    await expect(page.getByRole("columnheader")).toHaveText([
      "Document Name",
      "Type",
      "Status",
      "Priority",
      "Category",
      "Modified",
      "Modified By",
      "Actions",
    ]);
    // Other tests upload at the same time: the page must agree with the API once both have settled.
    await expect
      .poll(async () => {
        await page.getByRole("link", { name: "Back to Dashboard" }).hover();
        const api = (await (await page.request.get("/api/documents/recent")).json()).data.counters;
        const shown = await page.getByTestId("counter-total").innerText();
        return Number(shown) === api.total || (await page.reload(), false);
      })
      .toBe(true);
    await expect(page.locator("dl[aria-label='Document counts'] dt")).toHaveText([
      "Total Documents",
      "Approved",
      "Under Review",
      "High Priority",
    ]);
    // With its rows and their actions on screen.
    await expectAccessible(page);
  });

  test("uploads with a progress bar, shows a refused type clearly, and downloads the real file", async ({
    page,
    visit,
  }) => {
    await signInAs(page, "staff");
    await visit("/policy/recent");
    const refused = await upload(page, "invoice.pdf", sampleExecutable, "application/pdf");
    await expect(refused.getByRole("alert")).toContainText("Upload a PDF, an image");
    await refused.getByRole("button", { name: "Close" }).click();

    const name = uniqueName("roof");
    await upload(page, name, samplePng);
    await expect(page.getByText(`${name} uploaded.`)).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByRole("cell").nth(3)).toHaveText("High");

    const download = page.waitForEvent("download");
    await row.getByRole("button", { name: `Download ${name}` }).click();
    expect((await download).suggestedFilename()).toBe(name);
  });

  test("a document moves through review to approval, confirmed at each step, then can no longer be edited", async ({
    page,
    visit,
  }) => {
    await signInAs(page, "staff");
    await visit("/policy/recent");
    const name = uniqueName("survey");
    await upload(page, name, samplePng);
    await page.getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByRole("img", { name: `Preview of ${name}` })).toBeVisible();

    await page.getByRole("link", { name: "Edit" }).click();
    await page.getByLabel("Document name").fill(`${name} (signed)`);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${name} (signed)`);

    await page.getByRole("button", { name: "Send for Review" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText(`${name} (signed) is now Under Review.`)).toBeVisible();

    await page.getByRole("button", { name: "Reject" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("Give the reason for rejecting the document.")).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();

    await page.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByRole("dialog")).toContainText("can no longer be changed or deleted");
    await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText(`${name} (signed) is now Approved.`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);
    await expect(page.getByText("No workflow action is open to you for this document.")).toBeVisible();
    // The History card tells the same story from the audit log, latest first.
    await expect(page.getByRole("region", { name: "History" }).getByRole("listitem")).toHaveText([
      new RegExp(`^Sam Staff approved ${name} \\(signed\\)`),
      new RegExp(`^Sam Staff sent ${name} \\(signed\\) for review`),
      new RegExp(`^Sam Staff edited ${name} \\(signed\\)`),
      new RegExp(`^Sam Staff uploaded ${name}`),
    ]);
  });

  test("an agent may send for review but not approve; an unknown document says so", async ({ page, visit }) => {
    await signInAs(page, "agent");
    await visit("/policy/recent");
    const name = uniqueName("agent-note");
    await upload(page, name, samplePng);
    await page.getByRole("link", { name, exact: true }).click();
    await page.getByRole("button", { name: "Send for Review" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText(`${name} is now Under Review.`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Approve" })).toHaveCount(0);
    await expect(page.getByText("No workflow action is open to you for this document.")).toBeVisible();

    await visit("/policy/document/no-such-document");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Document Not Found");
    await expect(page.getByRole("link", { name: "Back to Recent Documents" })).toBeVisible();
  });

  test("a PDF is previewed in place, and can be opened on its own", async ({ page, visit }) => {
    await signInAs(page, "staff");
    const { items } = (await (await page.request.get("/api/documents/recent?searchTerm=Wind%20Mitigation")).json())
      .data;
    const pdf = items.find(
      (document: { type: string; hasFile: boolean }) => document.type === "PDF" && document.hasFile,
    );
    await visit(`/policy/document/${pdf.id}`);
    const preview = page.locator(`iframe[title="Preview of ${pdf.name}"]`);
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute("src", `/api/documents/${pdf.id}/download?inline=true`);
    await expect(page.getByRole("link", { name: "Open the PDF" })).toHaveAttribute("target", "_blank");
  });
});
