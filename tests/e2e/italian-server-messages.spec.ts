import type { Page } from "@playwright/test";
import { samplePdf } from "../api/support/multipart";
import { expect, test, waitForHydration } from "./support/fixtures";

// The server's refusals are HTTP errors the browser reports in its console.
test.use({ allowConsoleErrors: [/Failed to load resource/] });

/**
 * An Italian visitor meets the server's own refusals in Italian: what the
 * server alone can judge (what a file really is, whether a photo still
 * exists), answered in the language the site sends with every call.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("language", "it"));
});

const next = (page: Page) => page.getByRole("button", { name: "Avanti" });

// What the server says does not depend on the viewport (the wizard at 390 px is claim-wizard.spec.ts).

test("a file that is not really a photo is refused by the server in Italian, and the answers stay", async ({
  page,
  visit,
}) => {
  await visit("/claims/file");
  await page.getByLabel("Nome *", { exact: true }).fill("Maria");
  await page.getByLabel("Cognome *", { exact: true }).fill("Lopez");
  await page.getByLabel("Numero di polizza *", { exact: true }).fill("SRE-0000042");
  await next(page).click();
  await page.getByLabel("Data del sinistro *", { exact: true }).fill("2026-03-10");
  await page.getByLabel("Categoria *", { exact: true }).selectOption({ label: "Danni da acqua" });
  await page.getByLabel("Il tuo nome *", { exact: true }).fill("Maria");
  await page.getByLabel("Il tuo cognome *", { exact: true }).fill("Lopez");
  await page.getByLabel("La tua email *", { exact: true }).fill("maria.lopez@example.com");
  await page
    .getByLabel("Rapporto con l'assicurato *", { exact: true })
    .selectOption({ label: "Io stesso (titolare della polizza)" });
  await next(page).click();
  await page.getByLabel("Indirizzo 1 *", { exact: true }).fill("12 Palm Ave");
  await page.getByLabel("Dettagli del danno *", { exact: true }).fill("Un tubo è scoppiato sotto il lavello.");

  // A PDF renamed .jpg: the page takes it by its name; only the server reads what it is.
  await page.getByLabel("Foto dei danni (facoltative)").setInputFiles({
    name: "danni.jpg",
    mimeType: "image/jpeg",
    buffer: samplePdf,
  });
  await expect(
    page.getByText("Impossibile caricare danni.jpg: Scegli una foto (JPEG, PNG, WebP, HEIC o GIF)."),
  ).toBeVisible();
  await expect(page.getByLabel("Indirizzo 1 *", { exact: true })).toHaveValue("12 Palm Ave");
  await expect(page.getByLabel("Dettagli del danno *", { exact: true })).toHaveValue(
    "Un tubo è scoppiato sotto il lavello.",
  );
  await page.getByRole("button", { name: "Indietro" }).click();
  await page.getByRole("button", { name: "Indietro" }).click();
  await expect(page.getByLabel("Numero di polizza *", { exact: true })).toHaveValue("SRE-0000042");
});

test("a claim whose saved photo the server no longer has is refused in Italian; nothing typed is lost", async ({
  page,
}) => {
  await page.goto("/claims/file");
  // The draft a visit days ago left on this device, with a photo the server has since let go.
  await page.evaluate(() =>
    localStorage.setItem(
      "sabal.claimDraft",
      JSON.stringify({
        step: 4,
        member: { firstName: "Maria", lastName: "Lopez", policyNumber: "SRE-0000042" },
        loss: {
          dateOfLoss: "2026-03-10",
          category: "Water Damage",
          notifierFirstName: "Maria",
          notifierLastName: "Lopez",
          notifierEmail: "maria.lopez@example.com",
          relationshipToMember: "Self (Policyholder)",
        },
        location: {
          address1: "12 Palm Ave",
          address2: "",
          city: "Tampa",
          state: "FL",
          zip: "33602",
          lossDetails: "Un tubo è scoppiato sotto il lavello.",
          isHomeHabitable: "Yes",
        },
        exposures: {
          dwellingDamaged: "Yes",
          otherStructuresDamaged: "No",
          personalPropertyDamaged: "No",
          additionalLivingExpenses: "No",
        },
        photos: [{ photoId: "8d7c1f52-3a1e-4c55-9f0e-2b6f1c9e4a10", name: "cucina.jpg", size: 2048 }],
      }),
    ),
  );
  await page.reload();
  await expect(page.getByText("Abbiamo ripristinato le risposte salvate su questo dispositivo.")).toBeVisible();
  await waitForHydration(page);

  await page.getByRole("button", { name: "Invia la denuncia" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "Alcune risposte vanno ricontrollate." });
  await expect(refusal).toContainText("Impossibile trovare una foto. Rimuovila e caricala di nuovo.");

  await page.getByRole("button", { name: "Indietro" }).click();
  await expect(page.getByLabel("Dettagli del danno *", { exact: true })).toHaveValue(
    "Un tubo è scoppiato sotto il lavello.",
  );
  await page.getByRole("button", { name: "Rimuovi cucina.jpg" }).click();
  await next(page).click();
  await page.getByRole("button", { name: "Invia la denuncia" }).click();
  await expect(page.getByRole("heading", { name: "Sinistro inviato" })).toBeVisible();
});
