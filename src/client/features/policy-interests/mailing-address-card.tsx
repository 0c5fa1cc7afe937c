import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { postalAddressSchema, type PolicyInterests, type PostalAddress } from "../../../shared/policy-interests";
import { Form } from "../../components/form/form";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { RecordCard } from "../../components/lists/facts";
import { Button } from "../../components/ui/button";
import { staffNs } from "../../lib/staff-texts";
import { AddressFields } from "./address-fields";
import { useSaveInterests } from "./api/policy-interests";

const empty = { street: "", city: "", state: "FL", zipCode: "" };

/**
 * The insured's mailing address for notices: recorded here, or (none recorded) the insured account's address,
 * else the insured property's.
 */
export function MailingAddressCard({ policyId, current }: { policyId: string; current: PolicyInterests }) {
  const { t } = useTranslation(staffNs);
  const save = useSaveInterests(policyId);
  const form = useZodForm(postalAddressSchema, current.mailingAddress ?? empty);

  async function saveAddress(mailingAddress: PostalAddress | null) {
    await save.mutateAsync({ ...current, mailingAddress });
    toast.success(mailingAddress ? t("interests.addressSaved") : t("interests.addressCleared"));
    if (!mailingAddress) form.reset(empty);
  }

  return (
    <RecordCard title={t("interests.mailingTitle")}>
      <p className="mb-4 text-muted-foreground">
        {current.mailingAddress ? t("interests.mailingRecorded") : t("interests.mailingOnFile")}
      </p>
      <Form form={form} onSubmit={saveAddress} className="space-y-4">
        <AddressFields />
        <div className="flex flex-wrap gap-3">
          <SubmitButton pending={t("interests.saving")}>{t("interests.saveAddress")}</SubmitButton>
          {current.mailingAddress && (
            <Button type="button" variant="outline" onClick={() => void saveAddress(null)}>
              {t("interests.useOnFile")}
            </Button>
          )}
        </div>
      </Form>
    </RecordCard>
  );
}
