import { useTranslation } from "react-i18next";
import { usePageLanguage } from "../../hooks/use-page-language";
import { formatCents } from "../../../shared/format";
import type { MemberPolicy } from "../../../shared/member";
import type { PolicyTransaction } from "../../../shared/policy-transaction";
import { EmptyState, QueryStates } from "../../components/lists/query-states";
import { formatCalendarDate } from "../../lib/format-date";
import { memberDocumentFilePath } from "./api/get-member-document-file";
import { useMemberTransactions } from "./api/list-member-transactions";
import { DownloadLink } from "./download-link";
import { memberNs } from "./member-texts";

/**
 * "Changes to your policy": every issued transaction, newest first, with
 * its type and date, the server's plain-words explanation, its money to the
 * cent and the document that confirms it.
 */
export function PolicyChanges({ policy }: { policy: MemberPolicy }) {
  const { t } = useTranslation(memberNs);
  const transactions = useMemberTransactions(policy.id);
  return (
    <section aria-labelledby="policy-changes-title" className="space-y-4">
      <div className="space-y-1">
        <h2 id="policy-changes-title" className="text-2xl font-semibold">
          {t("changes.title")}
        </h2>
        <p className="max-w-[70ch] text-muted-foreground">{t("changes.lead")}</p>
      </div>
      <QueryStates
        query={transactions}
        texts={{ loading: t("changes.loading"), loadFailed: t("changes.loadFailed"), retry: t("shell.retry") }}
      >
        {(issued) =>
          issued.length === 0 ? (
            <EmptyState title={t("changes.empty.title")} body={t("changes.empty.body")} />
          ) : (
            <ol aria-label={t("changes.listLabel")} className="space-y-4" data-testid="policy-changes">
              {issued.map((transaction) => (
                <ChangeItem key={transaction.id} policy={policy} transaction={transaction} />
              ))}
            </ol>
          )
        }
      </QueryStates>
    </section>
  );
}

function ChangeItem({ policy, transaction }: { policy: MemberPolicy; transaction: PolicyTransaction }) {
  const { t, i18n } = useTranslation(memberNs);
  const language = usePageLanguage();
  const type = t(`transactionType.${transaction.type}`);
  const effective = formatCalendarDate(transaction.effectiveDate, i18n.language, "long");
  const cents = transaction.premiumChangeCents;
  const titleId = `change-${transaction.id}`;
  return (
    <li
      data-testid="policy-change"
      data-type={transaction.type}
      className="space-y-3 rounded-lg border border-border bg-surface p-4 sm:p-6"
    >
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
        <h3 id={titleId} className="text-lg font-semibold">
          {type}
        </h3>
        <p className="text-muted-foreground">{t("changes.effective", { date: effective })}</p>
      </div>
      <p className="max-w-[70ch]">{transaction.explanation}</p>
      {transaction.note && (
        <p className="max-w-[70ch]">
          <span className="font-medium">{t("changes.note")}</span> {transaction.note}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold" data-testid="change-amount">
          {cents > 0
            ? t("changes.charge", { amount: formatCents(cents, language) })
            : cents < 0
              ? t("changes.refund", { amount: formatCents(-cents, language) })
              : t("changes.noMoney")}
        </p>
        {transaction.documentId ? (
          <DownloadLink
            href={memberDocumentFilePath(policy.id, transaction.documentId)}
            fileName={`${policy.policyNumber}-${transaction.type}-${transaction.effectiveDate}.pdf`}
            label={t("changes.downloadNamed", { type, date: effective })}
          >
            {t("changes.download")}
          </DownloadLink>
        ) : (
          <p className="text-sm text-muted-foreground">{t("changes.noDocument")}</p>
        )}
      </div>
    </li>
  );
}
