import { CircleCheck, Droplets, Mail, Phone } from "lucide-react";
import { useEffect, useRef } from "react";
import { Trans, useTranslation } from "react-i18next";
import { PhoneLink } from "../../components/page/phone-link";
import { Button } from "../../components/ui/button";
import { company } from "../../lib/company";

const tips = ["safety", "prevent", "photos", "keep", "list", "receipts"] as const;

/** Step 5 (SPEC §2): the claim number and everything the reporter needs next. */
export function ClaimSubmitted({
  ns,
  claimNumber,
  email,
  onReportAnother,
}: {
  ns: string;
  claimNumber: string;
  email: string;
  onReportAnother: () => void;
}) {
  const { t } = useTranslation(ns);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The step changes without a page load: focus moves to its heading so a screen reader announces it.
  useEffect(() => headingRef.current?.focus(), []);
  const { claimsHotline, emergencyDryOut } = company.phones;
  return (
    <div className="space-y-8">
      <div className="space-y-4 text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-14 text-primary" />
        <h2 ref={headingRef} tabIndex={-1} className="text-3xl font-bold outline-none">
          {t("done.title")}
        </h2>
        <div className="mx-auto inline-block rounded-lg border-2 border-primary px-6 py-3">
          <p className="text-sm text-muted-foreground">{t("done.numberLabel")}</p>
          <p className="font-mono text-2xl font-bold tracking-wide" data-testid="claim-number">
            {claimNumber}
          </p>
        </div>
        <p className="mx-auto max-w-[60ch]">{t("done.confirmation", { email })}</p>
        <p className="mx-auto max-w-[60ch] text-muted-foreground">{t("done.afterHours")}</p>
      </div>

      <div className="flex gap-3 rounded-lg border border-border bg-sand p-4">
        <Droplets aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
        <div className="space-y-1">
          <h3 className="font-semibold">{t("done.dryOutTitle")}</h3>
          <p>
            <Trans
              t={t}
              i18nKey="done.dryOut"
              values={{ vendor: emergencyDryOut.vendor, phone: emergencyDryOut.display }}
              components={{
                phone: <a href={`tel:${emergencyDryOut.e164}`} className="font-semibold text-primary underline" />,
              }}
            />
          </p>
        </div>
      </div>

      <section aria-labelledby="next-tips" className="space-y-3">
        <h3 id="next-tips" className="text-xl font-semibold">
          {t("done.tipsTitle")}
        </h3>
        <ol className="list-decimal space-y-2 pl-6">
          {tips.map((tip) => (
            <li key={tip}>{t(`done.tips.${tip}`)}</li>
          ))}
        </ol>
      </section>

      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="flex gap-3 rounded-lg border border-border p-4">
          <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <dt className="font-semibold">{t("done.hotline")}</dt>
            <dd>
              <PhoneLink phone={claimsHotline} mnemonic={claimsHotline.mnemonic} />
            </dd>
          </div>
        </div>
        <div className="flex gap-3 rounded-lg border border-border p-4">
          <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <dt className="font-semibold">{t("done.email")}</dt>
            <dd>
              <a
                href={`mailto:${company.emails.claims}`}
                className="font-semibold text-primary underline hover:no-underline"
              >
                {company.emails.claims}
              </a>
            </dd>
          </div>
        </div>
      </dl>
      <Button type="button" variant="outline" onClick={onReportAnother}>
        {t("done.another")}
      </Button>
    </div>
  );
}
