import type { ClaimPayment } from "../../../shared/claim-file";
import type { ClaimPaymentRow } from "../../db/schema";

/** A claim payment as the API and the letters give it. */
export function paymentAnswer(row: ClaimPaymentRow): ClaimPayment {
  return {
    id: row.id,
    coverage: row.coverage as ClaimPayment["coverage"],
    grossCents: row.grossCents,
    deductibleCents: row.deductibleCents,
    deductibleLeftCents: row.deductibleLeftCents,
    netCents: row.netCents,
    interestCents: row.interestCents,
    payee: row.payee,
    method: row.method as ClaimPayment["method"],
    status: row.status as ClaimPayment["status"],
    createdAt: row.createdAt.toISOString(),
    voidReason: row.voidReason,
  };
}
