import { useTranslation } from "react-i18next";
import type { TransactionStatus } from "../../../shared/policy-transaction";
import { StatusBadge } from "../../components/lists/status-badge";
import { staffNs } from "../../lib/staff-texts";

// The badge's look by what the status means: waiting, done, set aside.
const looks: Record<TransactionStatus, string> = { quoted: "pending", issued: "completed", withdrawn: "inactive" };

export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation(staffNs);
  return <StatusBadge status={looks[status]} label={t(`transactionStatus.${status}`)} />;
}
