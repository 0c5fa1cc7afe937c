import { formatCents } from "../../src/shared/format";
import { expect, expectAccessible, mailTo, test, waitForHydration } from "./support/fixtures";

// The member reads the worksheet in Italian. The demo seed rates member@example.com's home
// in Tampa (SRE-0000011) on the bundled table; the member asks for a sign-in link in Italian, opens it
// from the e-mail and reads why the premium is what it is, step by step, down to the policy's premium.
const memberEmail = "member@example.com";
const memberPolicy = "SRE-0000011";

// The flow does not depend on the viewport; the phone walks /members/account in dark and Italian (routes.spec.ts).

test("the member reads in Italian why the premium is what it is, ending at the policy's premium", async ({
  page,
  visit,
}) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => localStorage.setItem("language", "it"));
  const since = Date.now();
  await visit("/members");
  await page.getByLabel("E-mail").fill(memberEmail);
  await page.getByLabel("Numero di polizza").fill(memberPolicy);
  await page.getByRole("button", { name: "Accedi al mio conto" }).click();
  const mail = await mailTo(memberEmail, since);
  await page.goto(/https?:\/\/\S+\/magic-link\/verify\S+/.exec(mail)![0]);
  await expect(page).toHaveURL(/\/members\/account$/);
  await waitForHydration(page);

  const section = page.getByRole("region", { name: "Perché il tuo premio è questo" });
  await expect(section).toBeVisible();
  const [policy] = ((await (await page.request.get("/api/member/policies")).json()) as { data: { premium: number }[] })
    .data;
  const premium = formatCents(policy!.premium * 100, "it");

  // The three parts and the total, which is the policy's premium.
  const parts = section.getByRole("definition");
  await expect(section.getByTestId("premium-total")).toHaveText(premium);
  await expect(parts).toHaveCount(4);
  await expect(section.getByText("Tutti gli altri rischi").first()).toBeVisible();

  // The credit, what it lowers, and the way to the calculator.
  const credit = section.getByTestId("wind-credit");
  await expect(credit).toContainText("Il tuo sconto per la mitigazione del vento: 60%");
  await expect(credit).toContainText("Riduce solo la parte uragano del premio");
  await expect(
    credit.getByRole("link", { name: "Scopri quanto aggiungerebbe ogni miglioria al tuo sconto" }),
  ).toHaveAttribute("href", "/wind-mitigation#calculator");

  // The worksheet, step by step in Italian words, each part in its own list, ending at the total.
  for (const part of ["Tutti gli altri rischi", "Uragano", "Diritti"]) {
    await expect(section.getByRole("list", { name: `${part}, passo per passo` })).toBeVisible();
  }
  const roof = section.getByTestId("worksheet-line").and(page.locator('[data-key="hurricane.roofAge"]'));
  await expect(roof).toContainText("Età del tetto");
  await expect(roof).toContainText("Tetto del 2019");
  const wind = section.getByTestId("worksheet-line").and(page.locator('[data-key="hurricane.windMitigation"]'));
  await expect(wind).toContainText("60% di sconto");
  await expect(section.getByTestId("worksheet-line").last()).toHaveAttribute("data-key", "fees.emergencyFund");
  await expect(section.getByTestId("worksheet-total")).toContainText("Premio annuo totale");
  await expect(section.getByTestId("worksheet-total-amount")).toHaveText(premium);
  await expect(section).not.toContainText("Roof age");
  await expectAccessible(page);
});
