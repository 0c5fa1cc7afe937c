import { sql } from "drizzle-orm";
import { openDatabase } from "../../../src/server/db/client";
import type { DatabaseConfig } from "../../../src/server/env";
import type { AcknowledgedClaim } from "./claim-filing";

export interface StoredRecords {
  claims: AcknowledgedClaim[];
  /** Addresses of the e-mails waiting or sent: each acknowledged claim must have its acknowledgement here. */
  mailRecipients: string[];
}

/**
 * Reads the claims and the outbox straight from the database, with the app's
 * own database code, while no server runs on it (PGlite allows one process).
 * Opening a PGlite folder after a kill -9 is itself the check that it
 * recovers cleanly.
 */
export async function readStoredRecords(config: DatabaseConfig): Promise<StoredRecords> {
  const database = await openDatabase(config);
  try {
    const claims = await database.db.execute(
      sql`select claim_number as "claimNumber", notifier_email as "notifierEmail", loss_details as "lossDetails" from claim`,
    );
    const mails = await database.db.execute(sql`select to_address as "toAddress" from mail_outbox`);
    return {
      claims: (claims as unknown as { rows: AcknowledgedClaim[] }).rows,
      mailRecipients: (mails as unknown as { rows: { toAddress: string }[] }).rows.map((row) => row.toAddress),
    };
  } finally {
    await database.close();
  }
}

/**
 * Compares what clients were told with what is stored: every acknowledged
 * claim present exactly once, with the details its claimant sent, and its
 * acknowledgement e-mail in the outbox.
 */
export function checkAcknowledgedClaims(acknowledged: AcknowledgedClaim[], stored: StoredRecords) {
  const storedByNumber = new Map<string, AcknowledgedClaim[]>();
  for (const claim of stored.claims)
    storedByNumber.set(claim.claimNumber, [...(storedByNumber.get(claim.claimNumber) ?? []), claim]);
  const missing = acknowledged.filter((claim) => !storedByNumber.has(claim.claimNumber));
  // Each request's claimant address is unique, so two rows with it would be one submission stored twice.
  const rowsPerClaimant = new Map<string, number>();
  for (const claim of stored.claims)
    rowsPerClaimant.set(claim.notifierEmail, (rowsPerClaimant.get(claim.notifierEmail) ?? 0) + 1);
  const duplicated = acknowledged.filter((claim) => (rowsPerClaimant.get(claim.notifierEmail) ?? 0) > 1);
  const altered = acknowledged.filter((claim) => {
    const [row] = storedByNumber.get(claim.claimNumber) ?? [];
    return row && (row.notifierEmail !== claim.notifierEmail || row.lossDetails !== claim.lossDetails);
  });
  const recipients = new Set(stored.mailRecipients);
  const withoutMail = acknowledged.filter((claim) => !recipients.has(claim.notifierEmail));
  return { missing, duplicated, altered, withoutMail };
}

export type ClaimCheck = ReturnType<typeof checkAcknowledgedClaims>;
