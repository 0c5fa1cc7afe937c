import type {
  AgedReceivables,
  DelinquentInvoice,
  DelinquentSearch,
  PremiumReport,
} from "../../../shared/billing-reports";
import { daysBetween, todayInFlorida } from "../../../shared/calendar-date";
import { toPage, type Page } from "../../../shared/page";
import { agedReceivables, premiumReport, standingNonPaymentNotice, type CancellationEvent } from "./premium-reports";
import type { BillingReportRepository } from "./report-repository";

export interface BillingReportServiceDeps {
  repository: BillingReportRepository;
  today: () => string;
}

/**
 * Billing's back-office reports: premium written, earned
 * and unearned, aged receivables, and the delinquency list. Reads only;
 * who may read them is the routes' (`billing.manage`).
 */
export function createBillingReportService({ repository, today }: BillingReportServiceDeps) {
  return {
    /** As of the end of `asOf` (today in Florida when left out): only what had been issued by then counts. */
    async premium(asOf: string = today()): Promise<PremiumReport> {
      return premiumReport(await repository.issuedTransactions(asOf), asOf);
    },

    /** What is open on the invoices now, aged by days past due on `asOf`. */
    async agedReceivables(asOf: string = today()): Promise<AgedReceivables> {
      return agedReceivables(await repository.openInvoices(), asOf);
    },

    /** Invoices past due today, with the notice of cancellation for non-payment standing on their policy. */
    async delinquent(query: DelinquentSearch): Promise<Page<DelinquentInvoice>> {
      const day = today();
      const { rows, total } = await repository.pastDueInvoices(day, query.page, query.pageSize);
      const events = await repository.cancellationEvents([...new Set(rows.map((row) => row.policyId))]);
      const byPolicy = new Map<string, CancellationEvent[]>();
      for (const event of events) {
        const list = byPolicy.get(event.policyId) ?? [];
        list.push({
          transactionId: event.transactionId,
          type: event.type,
          reason: event.reason,
          sequence: event.sequence ?? 0,
          effectiveDate: event.effectiveDate,
          issuedOn: todayInFlorida(event.issuedAt ?? new Date()),
        });
        byPolicy.set(event.policyId, list);
      }
      const items = rows.map((row) => ({
        ...row,
        daysPastDue: daysBetween(row.dueOn, day),
        notice: standingNonPaymentNotice(byPolicy.get(row.policyId) ?? []),
      }));
      return toPage(items, query, total);
    },
  };
}

export type BillingReportService = ReturnType<typeof createBillingReportService>;
