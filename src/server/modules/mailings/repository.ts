import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mailings, type MailingRow } from "../../db/schema";

export type NewMailing = Omit<MailingRow, "mailedAt" | "mailedBy" | "createdAt">;

/** The only SQL on `mailing`: the letters written at issue, a day's batch, a policy's letters, the batch mailed. */
export function createMailingRepository(db: Db) {
  return {
    async insert(letters: NewMailing[], tx: Db): Promise<void> {
      if (letters.length > 0) await tx.insert(mailings).values(letters);
    },

    /** The day's letters in the order they were written, the insured's letter before its copies. */
    day: (on: string): Promise<MailingRow[]> =>
      db.select().from(mailings).where(eq(mailings.mailOn, on)).orderBy(asc(mailings.createdAt), asc(mailings.id)),

    forPolicy: (policyId: string): Promise<MailingRow[]> =>
      db
        .select()
        .from(mailings)
        .where(eq(mailings.policyId, policyId))
        .orderBy(desc(mailings.mailOn), asc(mailings.createdAt), asc(mailings.id)),

    /** Records the day's letters not yet mailed as mailed now; answers how many. */
    async markMailed(on: string, userId: string, tx: Db): Promise<number> {
      const rows = await tx
        .update(mailings)
        .set({ mailedAt: new Date(), mailedBy: userId })
        .where(and(eq(mailings.mailOn, on), isNull(mailings.mailedAt)))
        .returning({ id: mailings.id });
      return rows.length;
    },
  };
}

export type MailingRepository = ReturnType<typeof createMailingRepository>;
