import { useTranslation } from "react-i18next";
import type { TransactionStatus } from "../../../shared/policy-transaction";
import { StatusBadge } from "../../components/lists/status-badge";
import { staffNs } from "../../lib/staff-texts";

export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation(staffNs);
  return <StatusBadge status={status} label={t(`transactionStatus.${status}`)} />;
}
