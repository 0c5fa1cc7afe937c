import { FlaskConical } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { formatMoney } from "../../../shared/format";
import { pathTo } from "../../../shared/routes";
import { Button } from "../../components/ui/button";
import { chooseDemoOutcome } from "../../features/payment/api/choose-demo-outcome";
import { getDemoCheckout, type DemoCheckout } from "../../features/payment/api/get-demo-checkout";
import { useHydrated } from "../../hooks/use-hydrated";
import { registerNamespace } from "../../lib/i18n";
import { publicPageMeta, type PageHandle } from "../../lib/page-meta";
import en from "../../locales/en/payment.json";

const ns = registerNamespace("payment", en);
export const handle: PageHandle = { namespace: "common", metaKey: "pages.payDemoPortal" };
export const meta = () => [
  ...publicPageMeta(pathTo("payDemoPortal"), handle)(),
  { name: "robots", content: "noindex" },
];

type Load = { state: "loading" } | { state: "ready"; checkout: DemoCheckout } | { state: "invalid" };

/**
 * The embedded demo payment portal (docs/decisions/0011): labelled as a demo
 * everywhere, asks for no card, and answers like a hosted portal would.
 */
export default function DemoPaymentPortalPage() {
  const { t } = useTranslation(ns);
  const [searchParams] = useSearchParams();
  const ref = searchParams.get("ref") ?? "";
  const [fetched, setLoad] = useState<Load>({ state: "loading" });
  const [busy, setBusy] = useState(false);
  // Prerendered without the link's reference: only in the browser can the page tell that it is missing.
  const hydrated = useHydrated();
  const load: Load = !hydrated ? { state: "loading" } : ref ? fetched : { state: "invalid" };

  useEffect(() => {
    if (!ref) return;
    let current = true;
    getDemoCheckout(ref)
      .then((checkout) => current && setLoad({ state: "ready", checkout }))
      .catch(() => current && setLoad({ state: "invalid" }));
    return () => {
      current = false;
    };
  }, [ref]);

  async function choose(outcome: "completed" | "failed") {
    setBusy(true);
    try {
      const { returnUrl } = await chooseDemoOutcome({ ref, outcome });
      window.location.assign(returnUrl);
    } catch {
      setLoad({ state: "invalid" });
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-12 sm:px-6">
      <p className="inline-flex items-center gap-2 rounded-full border-2 border-alert px-3 py-1 font-semibold text-alert">
        <FlaskConical aria-hidden="true" className="size-5" />
        {t("portal.badge")}
      </p>
      <h1 className="text-4xl font-bold tracking-tight text-primary">{t("portal.title")}</h1>
      <p className="rounded-md border border-alert p-4 font-medium">{t("portal.warning")}</p>
      {load.state === "loading" && <p role="status">{t("portal.loading")}</p>}
      {load.state === "invalid" && (
        <div role="alert" className="space-y-3">
          <p className="font-medium text-alert">{t("portal.invalid")}</p>
          <Link to={pathTo("payPolicy")} className="font-medium text-primary underline hover:no-underline">
            {t("portal.startAgain")}
          </Link>
        </div>
      )}
      {load.state === "ready" && (
        <section aria-labelledby="demo-summary" className="space-y-6 rounded-lg border border-border bg-surface p-6">
          <h2 id="demo-summary" className="text-2xl font-semibold">
            {t("portal.summary")}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
            <dt className="font-medium">{t("portal.policyNumber")}</dt>
            <dd>{load.checkout.policyNumber}</dd>
            <dt className="font-medium">{t("portal.amount")}</dt>
            <dd className="text-xl font-bold">{formatMoney(load.checkout.amount)}</dd>
            <dt className="font-medium">{t("portal.reference")}</dt>
            <dd className="font-mono">{load.checkout.reference}</dd>
          </dl>
          <div className="flex flex-wrap gap-3">
            <Button type="button" disabled={busy} onClick={() => void choose("completed")}>
              {t("portal.complete")}
            </Button>
            <Button type="button" variant="outline" disabled={busy} onClick={() => void choose("failed")}>
              {t("portal.fail")}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
