import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import type { MemberPolicy } from "../../../shared/member";
import { Select } from "../../components/ui/select";
import { memberNs } from "./member-texts";
import { policyAddress, policyParam } from "./selected-policy";

/** Shown only to a member with more than one policy: the choice travels in `?policy=`. */
export function PolicyChooser({ policy, policies }: { policy: MemberPolicy; policies: MemberPolicy[] }) {
  const { t } = useTranslation(memberNs);
  const id = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const options = policies.map((option) => ({
    value: option.id,
    label: `${option.policyNumber} · ${policyAddress(option) ?? option.insuredName}`,
  }));
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {t("shell.chooser")}
      </label>
      <Select
        id={id}
        className="w-auto max-w-xs"
        value={policy.id}
        options={options}
        onChange={(event) =>
          void navigate({
            pathname,
            search: `?${new URLSearchParams({ [policyParam]: event.target.value }).toString()}`,
          })
        }
      />
    </div>
  );
}
