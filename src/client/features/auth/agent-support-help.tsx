import { useTranslation } from "react-i18next";
import { PhoneLink } from "../../components/page/phone-link";
import { company } from "../../lib/company";

/** The agent support help block of the sign-in pages: phone, e-mail and hours. */
export function AgentSupportHelp({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  return (
    <aside aria-labelledby="agent-support-title" className="space-y-4 rounded-lg border border-border bg-sand p-6">
      <h2 id="agent-support-title" className="text-xl font-semibold">
        {t("help.title")}
      </h2>
      <p className="text-muted-foreground">{t("help.body")}</p>
      <dl className="space-y-2">
        <div>
          <dt className="font-medium">{t("help.phone")}</dt>
          <dd>
            <PhoneLink phone={company.phones.agentSupport} />
          </dd>
        </div>
        <div>
          <dt className="font-medium">{t("help.email")}</dt>
          <dd>
            <a
              className="font-semibold break-words text-primary underline hover:no-underline"
              href={`mailto:${company.emails.agents}`}
            >
              {company.emails.agents}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-medium">{t("help.hoursLabel")}</dt>
          <dd>{t("help.hours")}</dd>
        </div>
      </dl>
    </aside>
  );
}
