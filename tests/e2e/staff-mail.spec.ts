import type { Page } from "@playwright/test";
import type { OutboxMessageView } from "../../src/shared/mail";
import type { Page as ListPage } from "../../src/shared/page";
import { claimSubmission } from "../api/support/claim-submission";
import { acceptMailTo, refuseMailTo } from "../support/refused-recipients";
import { expect, expectAccessible, messageTo } from "./support/fixtures";
import { ownServerTest } from "./support/own-server";

/**
 * The Mail screen in Chromium: a claim's acknowledgement that the
 * mail server refused shows as failed, staff filter the outbox down to it,
 * send it again once the server takes mail for that address, and it is
 * delivered. The failure is real: the e2e SMTP sink answers 550 for the
 * address, and this spec's own server gives a message up after one attempt
 * (MAIL_MAX_ATTEMPTS=1, instead of eight over an hour), so the outbox and its
 * counts are this spec's alone.
 */
const { test, signInAs, serverUrl } = ownServerTest("mail", { MAIL_MAX_ATTEMPTS: "1" });
const mailDir = () => process.env.E2E_MAIL_DIR!;

/** Files a claim from a notifier at `address`, as the claim wizard would: it acknowledges it by e-mail. */
async function fileClaim(page: Page, address: string): Promise<string> {
  const filed = await page.request.post("/api/claims", {
    headers: { origin: serverUrl() },
    data: claimSubmission("SRE-0000011", { notifierEmail: address }),
  });
  expect(filed.status(), await filed.text()).toBe(201);
  return (await filed.json()).data.claimNumber;
}

/** Waits until the sender has given up on the message to `address`. */
async function failedTo(page: Page, address: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/api/mail/outbox?status=failed&search=${encodeURIComponent(address)}`);
        return ((await answer.json()).data as ListPage<OutboxMessageView>).totalItems;
      },
      { timeout: 15_000 },
    )
    .toBe(1);
}

test.describe("the Mail screen", () => {
  test("staff find a refused e-mail, send it again, and it is delivered", async ({ page, visit }) => {
    test.setTimeout(90_000);
    const address = `mail.${test.info().project.name}.${Date.now()}@example.com`;
    refuseMailTo(mailDir(), address);
    try {
      await signInAs(page, "staff");
      const claimNumber = await fileClaim(page, address);
      await failedTo(page, address);

      await visit("/policy/mail");
      await expect(page.getByRole("heading", { level: 1, name: "Mail" })).toBeVisible();
      const figures = page.getByRole("region", { name: "The outbox at a glance" });
      await expect(figures.getByTestId("mail-failed")).toHaveText("1");
      await expect(figures.getByTestId("mail-waiting")).toHaveText("0");

      await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Failed" });
      await expect(page).toHaveURL(/[?&]status=failed/);
      const table = page.getByRole("table", { name: /E-mails in the outbox, 1 in all/ });
      const row = table.getByRole("row").filter({ hasText: address });
      await expect(row).toContainText("Claim acknowledgement");
      await expect(row).toContainText("Failed");
      await expect(row).toContainText("No such mailbox");

      // The mail server takes mail for the address again: staff send it once more.
      acceptMailTo(mailDir(), address);
      const since = Date.now();
      await row.getByRole("button", { name: `Resend the e-mail to ${address}` }).click();
      const dialog = page.getByRole("dialog", { name: "Send this e-mail again?" });
      await expect(dialog).toContainText(address);
      await expectAccessible(page);
      await dialog.getByRole("button", { name: "Send again" }).click();
      await expect(page.getByText(`The e-mail to ${address} will be sent again now.`)).toBeVisible();
      await expect(dialog).toBeHidden();

      const delivered = await messageTo(address, since);
      expect(delivered.subject).toContain(claimNumber);
      expect(delivered.part("text/plain")).toContain("Robert");

      // It left the failed ones; among all, its row reads sent, once the list looks again.
      await expect(page.getByRole("heading", { name: "No e-mails" })).toBeVisible();
      await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "All statuses" });
      await page.getByRole("searchbox", { name: "Recipient or subject" }).fill(address);
      await page.getByRole("searchbox", { name: "Recipient or subject" }).press("Enter");
      await expect(page).toHaveURL(/[?&]search=/);
      // Opened afresh, the filters kept in the address.
      await visit(page.url());
      const sent = page.getByRole("table").getByRole("row").filter({ hasText: address });
      await expect(sent).toContainText("Sent", { timeout: 15_000 });
      await expect(sent.getByRole("button")).toHaveCount(0);
      await expect(figures.getByTestId("mail-failed")).toHaveText("0");
    } finally {
      acceptMailTo(mailDir(), address);
    }
  });
});
