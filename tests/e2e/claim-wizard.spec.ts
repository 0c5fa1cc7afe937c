import type { Page } from "@playwright/test";
import { samplePng } from "../api/support/multipart";
import { expect, mailTo, messageTo, test, waitForHydration } from "./support/fixtures";

// The server-down test makes the browser report a failed request.
test.use({ allowConsoleErrors: [/Failed to load resource/] });

const next = (page: Page) => page.getByRole("button", { name: "Next" });
const progress = (page: Page) => page.getByRole("progressbar", { name: "Claim progress" });

async function fillMember(page: Page) {
  await page.getByLabel("First Name *").fill("Maria");
  await page.getByLabel("Last Name *").fill("Lopez");
  await page.getByLabel("Policy Number *").fill("SRE-0000042");
}

async function fillLoss(page: Page, email: string, date = "2026-10-10") {
  await page.getByLabel("Date of Loss *").fill(date);
  await page.getByLabel("Category *").selectOption("Water Damage");
  await page.getByLabel("Your First Name *").fill("Maria");
  await page.getByLabel("Your Last Name *").fill("Lopez");
  await page.getByLabel("Your Email *").fill(email);
  await page.getByLabel("Relationship to Member *").selectOption("Self (Policyholder)");
}

async function fillLocation(page: Page) {
  await page.getByLabel("Address 1 *").fill("12 Palm Ave");
  await page.getByLabel("City *").fill("Tampa");
  await page.getByLabel("State *").selectOption("FL");
  await page.getByLabel("ZIP Code *").fill("33602");
  await page.getByLabel("Loss Details *").fill("A pipe burst under the kitchen sink.");
  await page.getByRole("group", { name: "Is the home habitable? *" }).getByLabel("Yes").check();
}

async function answerExposures(page: Page) {
  for (const question of [/dwelling/, /other structures/, /personal property/, /additional living expenses/]) {
    await page.getByRole("group", { name: question }).getByLabel("No").check();
  }
}

test.describe("File a Claim wizard", () => {
  test("walks the five steps with the spec's gating, progress and options, and reports the claim for real", async ({
    page,
    visit,
  }) => {
    const since = Date.now();
    const email = `maria-${since}@example.com`;
    await visit("/claims/file");
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "20");
    await expect(page.getByRole("heading", { level: 2, name: "Member Info" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Back" })).toBeDisabled();
    await expect(next(page)).toBeDisabled();
    await fillMember(page);
    await expect(next(page)).toBeEnabled();
    await next(page).click();

    await expect(progress(page)).toHaveAttribute("aria-valuenow", "40");
    await expect(page.getByRole("heading", { level: 2, name: "Loss Information" })).toBeFocused();
    await expect(page.getByLabel("Category *").locator("option:not([disabled])")).toHaveText([
      "Water Damage",
      "Fire Damage",
      "Wind/Storm Damage",
      "Theft/Burglary",
      "Vandalism",
      "Liability Claim",
      "Other",
    ]);
    await expect(page.getByLabel("Relationship to Member *").locator("option:not([disabled])")).toHaveText([
      "Self (Policyholder)",
      "Spouse",
      "Child",
      "Parent",
      "Agent",
      "Other",
    ]);
    await fillLoss(page, "not-an-address");
    await next(page).click();
    await expect(page.getByText("Enter an e-mail address such as name@example.com.")).toBeVisible();
    await expect(page.getByLabel("Your Email *")).toBeFocused();
    await page.getByLabel("Your Email *").fill(email);
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByLabel("Policy Number *")).toHaveValue("SRE-0000042");
    await next(page).click();
    await next(page).click();

    await expect(progress(page)).toHaveAttribute("aria-valuenow", "60");
    await expect(page.getByLabel("State *").locator("option:not([disabled])")).toHaveText([
      "FL",
      "GA",
      "SC",
      "NC",
      "AL",
      "TN",
      "TX",
      "LA",
      "MS",
      "AR",
    ]);
    await fillLocation(page);
    await page.getByLabel("Photos of the damage (optional)").setInputFiles({
      name: "kitchen.png",
      mimeType: "image/png",
      buffer: samplePng,
    });
    await expect(page.getByText("1 of 10 photos attached")).toBeVisible();
    await next(page).click();

    await expect(progress(page)).toHaveAttribute("aria-valuenow", "80");
    const submit = page.getByRole("button", { name: "Submit Claim" });
    await expect(submit).toBeDisabled();
    await expect(next(page)).toHaveCount(0);
    await answerExposures(page);
    await submit.click();

    await expect(progress(page)).toHaveAttribute("aria-valuenow", "100");
    await expect(page.getByRole("heading", { name: "Claim Submitted" })).toBeVisible();
    const claimNumber = await page.getByTestId("claim-number").innerText();
    expect(claimNumber).toMatch(/^CLM-\d{4}-\d{6}$/);
    await expect(page.getByRole("region", { name: "What to do next" }).getByRole("listitem")).toHaveCount(6);
    await expect(page.getByText(/reported your claim after business hours/)).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "(800) 555-0130" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "claims@example.com" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Emergency dry-out" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("sabal.claimDraft"))).toBeNull();

    expect(await mailTo(email, since)).toContain(claimNumber);
    const notice = await mailTo("claims@example.com", since, claimNumber);
    expect(notice).toContain("Photos of the damage: 1");
  });

  test("an Italian visitor files in Italian and is acknowledged in Italian, as text and as HTML", async ({
    page,
    visit,
  }) => {
    const since = Date.now();
    const email = `giulia-${since}@example.com`;
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await page.addInitScript(() => localStorage.setItem("language", "it"));
    await visit("/claims/file");
    await field("Nome *").fill("Giulia");
    await field("Cognome *").fill("Rossi");
    await field("Numero di polizza *").fill("SRE-0000042");
    await page.getByRole("button", { name: "Avanti" }).click();

    await field("Data del sinistro *").fill("2026-10-10");
    await field("Categoria *").selectOption({ label: "Danni da acqua" });
    await field("Il tuo nome *").fill("Giulia");
    await field("Il tuo cognome *").fill("Rossi");
    await field("La tua email *").fill("non-un-indirizzo");
    await field("Rapporto con l'assicurato *").selectOption({ label: "Coniuge" });
    await page.getByRole("button", { name: "Avanti" }).click();
    await expect(page.getByText("Inserisci un indirizzo email come nome@esempio.com.")).toBeVisible();
    await field("La tua email *").fill(email);
    await page.getByRole("button", { name: "Avanti" }).click();

    await field("Indirizzo 1 *").fill("12 Palm Ave");
    await field("Città *").fill("Tampa");
    await field("Stato *").selectOption("FL");
    await field("CAP *").fill("33602");
    await field("Dettagli del danno *").fill("Un tubo è scoppiato sotto il lavello <della cucina>.");
    await page.getByRole("group", { name: "La casa è abitabile? *" }).getByLabel("Sì").check();
    await page.getByRole("button", { name: "Avanti" }).click();
    for (const group of await page
      .getByRole("group")
      .filter({ has: page.getByLabel("No") })
      .all()) {
      await group.getByLabel("No").check();
    }
    await page.getByRole("button", { name: "Invia la denuncia" }).click();
    await expect(page.getByRole("heading", { name: "Sinistro inviato" })).toBeVisible();
    const claimNumber = await page.getByTestId("claim-number").innerText();

    const acknowledgement = await messageTo(email, since);
    expect(acknowledgement.subject).toBe(`Abbiamo ricevuto il tuo sinistro ${claimNumber}`);
    expect(acknowledgement.parts.map((part) => part.contentType)).toEqual(["text/plain", "text/html"]);
    expect(acknowledgement.part("text/plain")).toContain("Ciao Giulia,");
    expect(acknowledgement.part("text/plain")).toContain("Categoria: Danni da acqua");
    const html = acknowledgement.part("text/html")!;
    expect(html).toContain('<html lang="it"');
    expect(html).toContain("Un perito ti contatterà");
    expect(html).toContain("sotto il lavello &lt;della cucina&gt;.");
  });

  test("a reload resumes the draft where the user was", async ({ page, visit }) => {
    await visit("/claims/file");
    await fillMember(page);
    await next(page).click();
    await page.getByLabel("Your First Name *").fill("Maria");
    await page.reload();
    // The page loads its code at once when there is a draft to resume.
    await expect(page.getByText("We restored the answers you saved on this device.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Loss Information" })).toBeVisible();
    await expect(page.getByLabel("Your First Name *")).toHaveValue("Maria");
    await page.getByRole("button", { name: "Start over" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Member Info" })).toBeVisible();
    await expect(page.getByLabel("First Name *")).toHaveValue("");
  });

  test("a loss more than a year ago is warned about, not blocked; a future date is not offered", async ({
    page,
    visit,
  }) => {
    await visit("/claims/file");
    await fillMember(page);
    await next(page).click();
    const date = page.getByLabel("Date of Loss *");
    expect(await date.getAttribute("max")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await fillLoss(page, "maria@example.com", "2024-06-01");
    await expect(page.getByText(/more than a year ago/)).toBeVisible();
    await expect(next(page)).toBeEnabled();
    await date.fill("2099-01-01");
    await next(page).click();
    await expect(page.getByText("Enter a date of loss that is not in the future.")).toBeVisible();
  });

  test("when the answer is lost, nothing is lost, the e-mail route is offered, and Try again files the same claim", async ({
    page,
    visit,
  }) => {
    await visit("/claims/file");
    await fillMember(page);
    await next(page).click();
    await fillLoss(page, "maria@example.com");
    await next(page).click();
    await fillLocation(page);
    await next(page).click();
    await answerExposures(page);
    // The claim reaches the server, but its answer is lost on the way back, as in a network outage.
    let storedNumber = "";
    await page.route("**/api/claims", async (route) => {
      storedNumber = ((await (await route.fetch()).json()) as { data: { claimNumber: string } }).data.claimNumber;
      await route.abort("connectionreset");
    });
    await page.getByRole("button", { name: "Submit Claim" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "We could not reach our claims system" });
    await expect(alert).toBeVisible();
    const mailto = await alert.getByRole("link", { name: "Send by e-mail instead" }).getAttribute("href");
    expect(mailto).toMatch(/^mailto:info@example\.com\?subject=/);
    expect(decodeURIComponent(mailto!)).toContain("What happened: A pipe burst under the kitchen sink.");
    expect(await page.evaluate(() => localStorage.getItem("sabal.claimDraft"))).toContain("SRE-0000042");

    await page.unroute("**/api/claims");
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: "Claim Submitted" })).toBeVisible();
    // The same claim, not a second one: the try carried the first one's Idempotency-Key.
    expect(storedNumber).toMatch(/^CLM-/);
    await expect(page.getByText(storedNumber)).toBeVisible();
  });
});

test.describe("leaving the claim wizard", () => {
  const homeLink = (page: Page) =>
    page.getByRole("banner").getByRole("link", { name: "Sabal Reciprocal Exchange, home" });
  const leaveDialog = (page: Page) => page.getByRole("alertdialog", { name: "Leave this page?" });

  test("asks before answers typed here are lost; Stay keeps them", async ({ page, visit }) => {
    await visit("/claims/file");
    await page.getByLabel("First Name *").fill("Maria");
    await homeLink(page).click();
    await expect(leaveDialog(page)).toBeVisible();
    // The dialog's own button (its close button in the corner reads the same).
    await leaveDialog(page).getByText("Stay on this page", { exact: true }).click();
    await expect(leaveDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/claims\/file$/);
    await expect(page.getByLabel("First Name *")).toHaveValue("Maria");

    await homeLink(page).click();
    await leaveDialog(page).getByRole("button", { name: "Leave without saving" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("does not ask for a draft just restored, nor after the claim is sent", async ({ page, visit }) => {
    await visit("/claims/file");
    await fillMember(page);
    await next(page).click();
    await fillLoss(page, "maria@example.com");
    await page.reload();
    await expect(page.getByText("We restored the answers you saved on this device.")).toBeVisible();
    await waitForHydration(page);
    await homeLink(page).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(leaveDialog(page)).toHaveCount(0);

    await visit("/claims/file");
    await expect(page.getByRole("heading", { level: 2, name: "Loss Information" })).toBeVisible();
    await next(page).click();
    await fillLocation(page);
    await next(page).click();
    await answerExposures(page);
    await page.getByRole("button", { name: "Submit Claim" }).click();
    await expect(page.getByRole("heading", { name: "Claim Submitted" })).toBeVisible();
    await homeLink(page).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(leaveDialog(page)).toHaveCount(0);
  });
});
