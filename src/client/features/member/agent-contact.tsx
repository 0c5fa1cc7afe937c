import { Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { MemberPolicy } from "../../../shared/member";
import { dialable } from "../../../shared/phone";
import { RecordCard } from "../../components/lists/facts";
import { PhoneLink } from "../../components/page/phone-link";
import { Button } from "../../components/ui/button";
import { company } from "../../lib/company";
import { memberNs } from "./member-texts";

/** The policy's agent to write to or call, or customer service when the policy has none. */
export function AgentContact({ policy }: { policy: MemberPolicy }) {
  const { t } = useTranslation(memberNs);
  const { agent } = policy;
  return (
    <RecordCard title={t("policy.agent")}>
      {agent ? (
        <div className="space-y-3">
          <p className="font-medium">{agent.name}</p>
          <p className="break-words text-muted-foreground">{agent.email}</p>
          {agent.phone && (
            <p>
              <PhoneLink phone={{ display: agent.phone, e164: dialable(agent.phone) }} />
            </p>
          )}
          <Button asChild variant="outline">
            <a href={`mailto:${agent.email}?subject=${encodeURIComponent(policy.policyNumber)}`}>
              <Mail aria-hidden="true" />
              {t("policy.writeToAgent", { name: agent.name })}
            </a>
          </Button>
        </div>
      ) : (
        <div className="space-y-3">
          <p>{t("policy.noAgent")}</p>
          <p>
            <PhoneLink phone={company.phones.customerService} />
          </p>
          <p>
            <a href={`mailto:${company.emails.support}`} className="break-words text-primary underline">
              {company.emails.support}
            </a>
          </p>
        </div>
      )}
    </RecordCard>
  );
}
