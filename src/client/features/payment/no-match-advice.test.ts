import { describe, expect, it } from "vitest";
import { catalogs } from "../../../shared/messages/catalog";
import en from "../../locales/en/payment.json";
import italian from "../../locales/it/payment.json";

describe("the payment form's advice when no policy matches", () => {
  // payment-form.tsx tells the server's "no such pair" from its other refusals by these words.
  it("begins with the server's words for it, in each language", () => {
    expect(en.form.noMatch.startsWith(catalogs.en.payment.noMatch)).toBe(true);
    expect(italian.form.noMatch.startsWith(catalogs.it.payment.noMatch)).toBe(true);
  });
});
