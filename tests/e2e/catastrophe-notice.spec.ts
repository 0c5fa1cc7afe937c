import { expect, expectAccessible, signInAs, test, waitForHydration } from "./support/fixtures";

// The storm banner appears and disappears on schedule, without a rebuild.
// Its window is short, as other specs share the server and would see it too.
const localInput = (date: Date) =>
  new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

test.describe("catastrophe notice", () => {
  test("shows on public pages in both languages during its window only", async ({ page, visit }) => {
    test.setTimeout(30_000);
    const run = Date.now().toString(36);
    const origin = new URL(test.info().project.use.baseURL!).origin;
    await signInAs(page, "staff");

    // Showing now, for a few seconds.
    const endsAt = Date.now() + 12_000;
    const published = await page.request.post("/api/notices", {
      headers: { origin },
      data: {
        textEn: `Storm ${run}: our claims line is open day and night.`,
        textIt: `Tempesta ${run}: la linea sinistri è aperta giorno e notte.`,
        linkUrl: "/claims",
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(endsAt).toISOString(),
      },
    });
    expect(published.status(), await published.text()).toBe(201);

    // Scheduled for tomorrow, through the staff screen.
    await visit("/policy/settings");
    await page.getByLabel("English text").fill(`Tomorrow ${run}`);
    await page.getByLabel("Starts").fill(localInput(new Date(Date.now() + 86_400_000)));
    await page.getByLabel("Ends").fill(localInput(new Date(Date.now() + 2 * 86_400_000)));
    await page.getByRole("button", { name: "Publish notice" }).click();
    const scheduled = page.getByRole("row").filter({ hasText: `Tomorrow ${run}` });
    await expect(scheduled).toContainText("Scheduled");
    await expect(page.getByRole("row").filter({ hasText: `Storm ${run}` })).toContainText("Showing now");

    await visit("/about");
    const banner = page.getByRole("region", { name: "Storm notice" });
    await expect(banner).toContainText(`Storm ${run}: our claims line is open day and night.`);
    await expect(banner.getByRole("link", { name: "What to do" })).toHaveAttribute("href", "/claims");
    await expect(page.getByText(`Tomorrow ${run}`)).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole("combobox", { name: "Language" }).filter({ visible: true }).selectOption("it");
    const italian = page.getByRole("region", { name: "Avviso maltempo" });
    await expect(italian).toContainText(`Tempesta ${run}: la linea sinistri è aperta giorno e notte.`);
    await expect(italian.getByRole("link", { name: "Cosa fare" })).toBeVisible();

    // At its end it goes, and a reload does not bring it back.
    await expect(italian).toHaveCount(0, { timeout: Math.max(endsAt - Date.now(), 0) + 5_000 });
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("#catastrophe-notice")).toHaveCount(0);

    const list = await page.request.get("/api/notices");
    for (const notice of (await list.json()).data as { id: string; textEn: string }[]) {
      if (notice.textEn.includes(run)) await page.request.delete(`/api/notices/${notice.id}`, { headers: { origin } });
    }
  });

  test("asks before a notice is deleted, and keeps it when the question is cancelled", async ({ page, visit }) => {
    const run = Date.now().toString(36);
    const origin = new URL(test.info().project.use.baseURL!).origin;
    await signInAs(page, "staff");
    // Next week, so no other spec sees a banner.
    const published = await page.request.post("/api/notices", {
      headers: { origin },
      data: {
        textEn: `Next week ${run}`,
        startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        endsAt: new Date(Date.now() + 8 * 86_400_000).toISOString(),
      },
    });
    expect(published.status(), await published.text()).toBe(201);

    await visit("/policy/settings");
    const row = page.getByRole("row").filter({ hasText: `Next week ${run}` });
    await row.getByRole("button", { name: "Delete" }).click();
    const question = page.getByRole("dialog", { name: "Delete this notice?" });
    await expect(question).toContainText("This cannot be undone.");
    await expectAccessible(page);
    await question.getByRole("button", { name: "Cancel" }).click();
    await expect(question).toHaveCount(0);
    await expect(row).toContainText("Scheduled");

    await row.getByRole("button", { name: "Delete" }).click();
    await question.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Notice deleted.")).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
