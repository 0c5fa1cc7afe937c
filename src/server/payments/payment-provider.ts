import type { PaymentPortalConfig } from "../env";

/**
 * Where the payer enters card details: never our servers. Two adapters share
 * one contract (docs/decisions/0011): we redirect to the portal with a signed
 * reference; the portal sends the payer back to `returnUrl` with
 * `ref`, `status` (completed | failed) and `sig`, its signature over both.
 */
export interface PaymentProvider {
  readonly kind: PaymentPortalConfig["kind"];
  /** Signs references and checks the portal's answers. */
  readonly secret: string;
  checkoutUrl(signedReference: string): string;
}

export function createPaymentProvider(config: PaymentPortalConfig, publicUrl: string): PaymentProvider {
  const base = config.kind === "hosted" ? config.url : `${publicUrl}/pay-policy/demo-portal`;
  return {
    kind: config.kind,
    secret: config.secret,
    checkoutUrl(signedReference) {
      const url = new URL(base);
      url.searchParams.set("ref", signedReference);
      return url.toString();
    },
  };
}
