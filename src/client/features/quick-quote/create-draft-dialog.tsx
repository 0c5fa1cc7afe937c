import { FilePlus2 } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { can } from "../../../shared/permissions";
import { newPolicySchema, type NewPolicy } from "../../../shared/policy";
import { pathTo } from "../../../shared/routes";
import { Field } from "../../components/form/field";
import { Form } from "../../components/form/form";
import { FormAlert } from "../../components/form/form-alert";
import { formSchema } from "../../components/form/form-schema";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { useCreatePolicy } from "../../lib/api/create-policy";
import { useAgents } from "../../lib/api/get-agents";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { staffNs } from "../../lib/staff-texts";
import { oneYearLater } from "./one-year-later";
import type { InsuredAccount } from "../../../shared/insured-account";
import type { Quote } from "./quote";

/** The insured account a quote was asked for: the draft belongs to it and starts from its details. */
export type QuoteAccount = Pick<InsuredAccount, "id" | "name" | "address" | "city" | "agentId">;

/** What the quote lacks for a policy, as typed. */
interface DraftValues {
  insuredName: string;
  address: string;
  city: string;
  effectiveDate: string;
  expirationDate: string;
  /** Staff only: an agent is always the agent of what they write. */
  agentId: string;
}

const draftFields = ["insuredName", "address", "city", "effectiveDate", "expirationDate", "agentId"] as const;

/** The draft policy: a Property policy on the quoted home, priced as quoted (the server prices it again). */
function policyOf(quote: Quote, values: DraftValues, account?: QuoteAccount): NewPolicy {
  const { agentId, address, city, ...rest } = values;
  return {
    ...rest,
    ...(account ? { accountId: account.id } : {}),
    policyType: "Property",
    status: "draft",
    premium: Math.round(quote.rating.totalCents / 100),
    coverage: quote.home.coverageA,
    home: quote.home,
    state: "FL",
    zipCode: quote.home.zipCode,
    ...(address.trim() ? { address } : {}),
    ...(city.trim() ? { city } : {}),
    ...(agentId ? { agentId } : {}),
  };
}

/**
 * "Create draft policy": one dialog asking only what the quote lacks (the
 * insured, the address, the term, and for staff the agent), then the new
 * policy's page. A refusal about the home closes it and marks the quote's
 * fields; any other shows here, with everything typed kept.
 */
export function CreateDraftDialog({
  quote,
  account,
  onHomeRefused,
}: {
  quote: Quote;
  account?: QuoteAccount;
  onHomeRefused: (error: unknown) => boolean;
}) {
  const { t } = useTranslation(staffNs);
  const navigate = useNavigate();
  const user = useCurrentUser();
  const choosesAgent = can(user.role, "policies.readAll");
  const agents = useAgents({ enabled: choosesAgent });
  const create = useCreatePolicy();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState("");
  const schema = useMemo(
    () => formSchema((values: DraftValues) => policyOf(quote, values, account), newPolicySchema),
    [quote, account],
  );
  const start = quote.effectiveDate ?? quote.rating.ratedOn;
  const form = useZodForm(schema, {
    insuredName: account?.name ?? "",
    address: account?.address ?? "",
    city: account?.city ?? "",
    effectiveDate: start,
    expirationDate: oneYearLater(start),
    agentId: account?.agentId ?? "",
  });

  // A new quote for another day moves the term with it; the rest stays as typed.
  useEffect(() => {
    form.setValue("effectiveDate", start);
    form.setValue("expirationDate", oneYearLater(start));
  }, [form, start]);

  async function createDraft(policy: NewPolicy) {
    setRefusal("");
    const created = await create.mutateAsync(policy);
    toast.success(t("quickQuote.draftCreated", { number: created.policyNumber }));
    await navigate(pathTo("policyDetail", { policyId: created.id }));
  }

  const text = (field: "insuredName" | "address" | "city", required = false) => (
    <Field
      name={field}
      label={required ? `${t(`quickQuote.draft.${field}`)} *` : t(`quickQuote.draft.${field}`)}
      required={required}
    >
      {(control) => <Input {...control} />}
    </Field>
  );
  const date = (field: "effectiveDate" | "expirationDate") => (
    <Field name={field} label={`${t(`quickQuote.draft.${field}`)} *`} required>
      {(control) => <Input {...control} type="date" />}
    </Field>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setRefusal("");
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <FilePlus2 aria-hidden="true" />
          {t("quickQuote.createDraft")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("common.close")} className="max-w-xl space-y-5">
        <div className="space-y-2">
          <DialogTitle>{t("quickQuote.draft.title")}</DialogTitle>
          <DialogDescription>{t("quickQuote.draft.lead")}</DialogDescription>
        </div>
        <Form
          form={form}
          onSubmit={createDraft}
          fieldOf={(path) => ((draftFields as readonly string[]).includes(path) ? (path as keyof DraftValues) : null)}
          onFailure={(error, marked) => {
            if (!marked && onHomeRefused(error)) return setOpen(false);
            if (!marked) setRefusal(error instanceof Error ? error.message : t("quickQuote.failed"));
          }}
          errorText={(field, error) => t(`quickQuote.draft.errors.${field}`, { defaultValue: error.message })}
          className="space-y-5"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">{text("insuredName", true)}</div>
            <div className="sm:col-span-2">{text("address")}</div>
            {text("city")}
            <p className="self-end pb-2 text-muted-foreground">
              {t("quickQuote.draft.stateZip", { zipCode: quote.home.zipCode })}
            </p>
            {date("effectiveDate")}
            {date("expirationDate")}
            {choosesAgent && agents.data && (
              <div className="sm:col-span-2">
                <Field name="agentId" label={t("quickQuote.draft.agentId")}>
                  {(control) => (
                    <Select
                      {...control}
                      options={[
                        { value: "", label: t("quickQuote.draft.noAgent") },
                        ...agents.data.map((agent) => ({ value: agent.id, label: agent.name })),
                      ]}
                    />
                  )}
                </Field>
              </div>
            )}
          </div>
          <FormAlert>{refusal}</FormAlert>
          <div className="flex flex-wrap gap-3">
            <SubmitButton pending={t("quickQuote.draft.creating")}>{t("quickQuote.draft.create")}</SubmitButton>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("common.cancel")}
            </Button>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
