import { useTranslation } from "react-i18next";
import { useWatch } from "react-hook-form";
import { toast } from "sonner";
import { todayInFlorida } from "../../../shared/calendar-date";
import {
  claimDecisions,
  claimDecisionSchema,
  claimFileEventKinds,
  claimFileEventSchema,
  claimReopenSchema,
  reopenKinds,
  type ClaimDecisionRequest,
  type ClaimFile,
  type ClaimFileEventRequest,
} from "../../../shared/claim-file";
import { Field } from "../../components/form/field";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { RecordCard } from "../../components/lists/facts";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import { usePageLanguage } from "../../hooks/use-page-language";
import { formatCalendarDate } from "../../lib/format-date";
import { ActionForm } from "./action-form";
import { useClaimFileAction } from "./api/claim-file";
import { claimFileNs } from "./claim-file-texts";

/**
 * Working the claim: the events that start and meet its clocks (proof of
 * loss, the investigation, the inspection, completed repairs), the coverage
 * decision, closing and reopening.
 */
export function HandlingCard({ file, mayWrite }: { file: ClaimFile; mayWrite: boolean }) {
  const { t } = useTranslation(claimFileNs);
  const language = usePageLanguage();
  const day = (iso: string) => formatCalendarDate(iso, language);
  return (
    <RecordCard title={t("decision.title")}>
      {file.decision ? (
        <div className="space-y-1">
          <p className="font-medium">
            {t("decision.current", {
              decision: t(`decision.decisions.${file.decision.decision}`),
              day: file.decision.decidedOn ? day(file.decision.decidedOn) : "",
            })}
          </p>
          {file.decision.reason && <p>{`${t("decision.reason")}: ${file.decision.reason}`}</p>}
          {file.decision.provision && <p>{`${t("decision.provision")}: ${file.decision.provision}`}</p>}
        </div>
      ) : (
        <p>{t("decision.none")}</p>
      )}
      {file.closedOn && <p>{t("decision.closedOn", { day: day(file.closedOn) })}</p>}
      {file.reopened && !file.closedOn && (
        <p>
          {t("decision.reopenedAs", {
            kind: t(`decision.reopenKinds.${file.reopened.kind}`),
            day: day(file.reopened.on),
          })}
        </p>
      )}
      {mayWrite && (file.closedOn ? <ReopenForm claimId={file.id} /> : <OpenClaimForms file={file} />)}
    </RecordCard>
  );
}

function OpenClaimForms({ file }: { file: ClaimFile }) {
  const { t } = useTranslation(claimFileNs);
  const close = useClaimFileAction(file.id, "/close");
  return (
    <div className="space-y-6">
      <EventForm file={file} />
      <DecisionForm claimId={file.id} />
      {file.decision && (
        <Button
          variant="outline"
          disabled={close.isPending}
          onClick={() =>
            close.mutateAsync(undefined).then(
              ({ message }) => toast.success(message),
              (error: Error) => toast.error(t("failed"), { description: error.message }),
            )
          }
        >
          {t("decision.close")}
        </Button>
      )}
    </div>
  );
}

function EventForm({ file }: { file: ClaimFile }) {
  const { t } = useTranslation(claimFileNs);
  const record = useClaimFileAction<ClaimFileEventRequest>(file.id, "/events");
  const form = useZodForm(claimFileEventSchema, { kind: "", on: todayInFlorida() });
  return (
    <section aria-labelledby="event-form-title" className="space-y-3">
      <h3 id="event-form-title" className="text-lg font-semibold">
        {t("events.title")}
      </h3>
      <ActionForm form={form} send={record.mutateAsync} failedTitle={t("failed")}>
        <Field name="kind" label={t("events.kind")} required>
          {(control) => (
            <Select
              {...control}
              placeholder={t("events.kind")}
              options={claimFileEventKinds.map((kind) => ({ value: kind, label: t(`events.kinds.${kind}`) }))}
            />
          )}
        </Field>
        <Field name="on" label={t("events.on")} required>
          {(control) => <Input {...control} type="date" min={file.dateOfLoss} max={todayInFlorida()} />}
        </Field>
        <SubmitButton pending={t("events.submit")}>{t("events.submit")}</SubmitButton>
      </ActionForm>
    </section>
  );
}

function DecisionForm({ claimId }: { claimId: string }) {
  const { t } = useTranslation(claimFileNs);
  const decide = useClaimFileAction<ClaimDecisionRequest>(claimId, "/decision");
  const form = useZodForm(claimDecisionSchema, { decision: "", reason: "", provision: "" });
  const decision = useWatch({ control: form.control, name: "decision" });
  return (
    <section aria-labelledby="decision-form-title" className="space-y-3">
      <h3 id="decision-form-title" className="text-lg font-semibold">
        {t("decision.submit")}
      </h3>
      <ActionForm form={form} send={decide.mutateAsync} failedTitle={t("failed")}>
        <Field name="decision" label={t("decision.choose")} required>
          {(control) => (
            <Select
              {...control}
              placeholder={t("decision.choose")}
              options={claimDecisions.map((value) => ({ value, label: t(`decision.decisions.${value}`) }))}
            />
          )}
        </Field>
        <Field name="provision" label={t("decision.provision")} required={decision === "denied"}>
          {(control) => <Input {...control} maxLength={200} autoComplete="off" />}
        </Field>
        <div className="sm:col-span-2">
          <Field name="reason" label={t("decision.reason")} required={decision !== "covered" && decision !== ""}>
            {(control) => <Textarea {...control} maxLength={2000} />}
          </Field>
        </div>
        <SubmitButton pending={t("decision.submit")}>{t("decision.submit")}</SubmitButton>
      </ActionForm>
    </section>
  );
}

function ReopenForm({ claimId }: { claimId: string }) {
  const { t } = useTranslation(claimFileNs);
  const reopen = useClaimFileAction<{ kind: (typeof reopenKinds)[number] }>(claimId, "/reopen");
  const form = useZodForm(claimReopenSchema, { kind: "" });
  return (
    <ActionForm form={form} send={reopen.mutateAsync} failedTitle={t("failed")}>
      <Field name="kind" label={t("decision.reopenKind")} required>
        {(control) => (
          <Select
            {...control}
            placeholder={t("decision.reopenKind")}
            options={reopenKinds.map((kind) => ({ value: kind, label: t(`decision.reopenKinds.${kind}`) }))}
          />
        )}
      </Field>
      <div className="self-end">
        <SubmitButton pending={t("decision.reopen")}>{t("decision.reopen")}</SubmitButton>
      </div>
    </ActionForm>
  );
}
