import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import {
  interestKinds,
  policyInterestSchema,
  postalAddressLine,
  type PolicyInterest,
  type PolicyInterests,
} from "../../../shared/policy-interests";
import { Field } from "../../components/form/field";
import { Form } from "../../components/form/form";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { RecordCard } from "../../components/lists/facts";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { staffNs } from "../../lib/staff-texts";
import { AddressFields } from "./address-fields";
import { useSaveInterests } from "./api/policy-interests";

const blank = {
  kind: "mortgagee",
  name: "",
  address: { street: "", city: "", state: "FL", zipCode: "" },
  loanNumber: "",
};

/** The mortgagees, lienholders and other interests that get a copy of every notice: listed, added, removed. */
export function InterestsCard({ policyId, current }: { policyId: string; current: PolicyInterests }) {
  const { t } = useTranslation(staffNs);
  const save = useSaveInterests(policyId);
  const form = useZodForm(policyInterestSchema, blank);
  const [removing, setRemoving] = useState<number | null>(null);

  async function add(interest: PolicyInterest) {
    const loanNumber = interest.loanNumber?.trim() || null;
    await save.mutateAsync({ ...current, interests: [...current.interests, { ...interest, loanNumber }] });
    toast.success(t("interests.added", { name: interest.name }));
    form.reset(blank);
  }

  async function remove(index: number) {
    const interest = current.interests[index]!;
    await save.mutateAsync({ ...current, interests: current.interests.filter((_, at) => at !== index) });
    setRemoving(null);
    toast.success(t("interests.removed", { name: interest.name }));
  }

  return (
    <RecordCard title={t("interests.interestsTitle")}>
      {current.interests.length === 0 ? (
        <p className="mb-4 text-muted-foreground">{t("interests.none")}</p>
      ) : (
        <ul className="mb-6 space-y-3">
          {current.interests.map((interest, index) => (
            <li
              key={`${interest.name}-${index}`}
              className="flex flex-wrap items-start justify-between gap-3 rounded-md border border-border p-3"
            >
              <div className="space-y-1">
                <p className="font-semibold">{interest.name}</p>
                <p>{postalAddressLine(interest.address)}</p>
                <p className="text-muted-foreground">
                  {t(`mailings.recipients.${interest.kind}`)}
                  {interest.loanNumber ? ` · ${t("mailings.loan", { loanNumber: interest.loanNumber })}` : ""}
                </p>
              </div>
              <Button
                variant="outline"
                aria-label={t("interests.removeNamed", { name: interest.name })}
                onClick={() => setRemoving(index)}
              >
                <Trash2 aria-hidden="true" />
                {t("interests.remove")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mb-3 text-lg font-semibold">{t("interests.addTitle")}</h3>
      <Form form={form} onSubmit={add} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="kind" label={`${t("interests.kind")} *`} required>
            {(control) => (
              <Select
                {...control}
                options={interestKinds.map((value) => ({ value, label: t(`mailings.recipients.${value}`) }))}
              />
            )}
          </Field>
          <Field name="loanNumber" label={t("interests.loanNumber")}>
            {(control) => <Input {...control} maxLength={60} autoComplete="off" />}
          </Field>
          <div className="sm:col-span-2">
            <Field name="name" label={`${t("interests.name")} *`} required>
              {(control) => <Input {...control} maxLength={200} autoComplete="off" />}
            </Field>
          </div>
        </div>
        <AddressFields prefix="address." />
        <SubmitButton pending={t("interests.saving")}>{t("interests.add")}</SubmitButton>
      </Form>
      <ConfirmDialog
        open={removing !== null}
        pending={save.isPending}
        texts={{
          title: t("interests.confirmTitle", { name: current.interests[removing ?? 0]?.name ?? "" }),
          body: t("interests.confirmBody"),
          confirm: t("interests.remove"),
          cancel: t("common.cancel"),
          close: t("common.close"),
        }}
        onConfirm={() => void remove(removing!)}
        onCancel={() => setRemoving(null)}
      />
    </RecordCard>
  );
}
