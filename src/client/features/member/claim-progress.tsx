import { CircleCheck, CircleDashed, CircleDot } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { MemberClaim } from "../../../shared/member";
import { cn } from "../../lib/cn";
import { formatMoment } from "../../lib/format-date";
import { claimSteps, type ClaimStep } from "./claim-steps";
import { memberNs } from "./member-texts";

const icons = { done: CircleCheck, current: CircleDot, upcoming: CircleDashed } as const;

/** A claim's status timeline: an ordered list of the four steps, each saying in words where it stands. */
export function ClaimProgress({ claim }: { claim: MemberClaim }) {
  const { t } = useTranslation(memberNs);
  return (
    <ol aria-label={t("claims.timelineLabel", { number: claim.claimNumber })} className="space-y-4">
      {claimSteps(claim).map((step) => (
        <Step key={step.status} step={step} />
      ))}
    </ol>
  );
}

function Step({ step }: { step: ClaimStep }) {
  const { t, i18n } = useTranslation(memberNs);
  const Icon = icons[step.state];
  return (
    <li
      aria-current={step.state === "current" ? "step" : undefined}
      className={cn("flex gap-3", step.state === "upcoming" && "text-muted-foreground")}
    >
      <Icon
        aria-hidden="true"
        className={cn("mt-0.5 size-6 shrink-0", step.state === "upcoming" ? "text-muted-foreground" : "text-accent")}
      />
      <div className="space-y-1">
        <p>
          <span className="font-semibold">{t(`claimStatus.${step.status}`)}</span>
          <span> · {t(`claims.stepState.${step.state}`)}</span>
        </p>
        {step.reachedAt && <p className="text-sm">{formatMoment(step.reachedAt, i18n.language)}</p>}
        {step.notes.map((note, index) => (
          <p key={index} className="text-sm whitespace-pre-line text-foreground">
            {note}
          </p>
        ))}
      </div>
    </li>
  );
}
