import { useTranslation } from "react-i18next";
import type { OutboxMessageView } from "../../../shared/mail";
import { StatusBadge } from "../../components/lists/status-badge";
import { mailNs } from "./mail-texts";

/** Pending reads "Waiting" until a mail server refused it once, then "Retrying": staff see which is stuck. */
export const shownStatus = (message: Pick<OutboxMessageView, "status" | "attempts">) =>
  message.status === "pending" && message.attempts > 0 ? "retrying" : message.status;

/** A message's status in words, with its icon (never colour alone). */
export function MailStatus({ message }: { message: OutboxMessageView }) {
  const { t } = useTranslation(mailNs);
  const status = shownStatus(message);
  return <StatusBadge status={status} label={t(`status.${status}`)} />;
}
