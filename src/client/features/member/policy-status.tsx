import { useTranslation } from "react-i18next";
import { StatusBadge } from "../../components/lists/status-badge";
import { memberNs } from "./member-texts";

/** A policy's status in colour, icon and words. */
export function PolicyStatus({ status }: { status: string }) {
  const { t } = useTranslation(memberNs);
  return <StatusBadge status={status} label={t(`policyStatus.${status}`, { defaultValue: status })} />;
}
