import { randomUUID } from "node:crypto";
import { desc, eq, inArray } from "drizzle-orm";
import type { RateTable, RateVersion } from "../../../shared/rating";
import type { Db } from "../../db/client";
import { rateVersions, user } from "../../db/schema";

const listed = {
  id: rateVersions.id,
  version: rateVersions.version,
  illustrative: rateVersions.illustrative,
  note: rateVersions.note,
  newBusinessFrom: rateVersions.newBusinessFrom,
  renewalFrom: rateVersions.renewalFrom,
  loadedAt: rateVersions.loadedAt,
  loadedBy: rateVersions.loadedBy,
  loadedByName: user.name,
};
type ListedRow = Omit<
  { [K in keyof typeof listed]: (typeof rateVersions.$inferSelect)[K & keyof typeof rateVersions.$inferSelect] },
  "loadedByName"
> & {
  loadedByName: string | null;
};

export const toRateVersion = (row: ListedRow): RateVersion => ({ ...row, loadedAt: row.loadedAt.toISOString() });

/** All SQL of the rate tables. A version is inserted once and never changed (a trigger refuses it: migration 0020). */
export function createRatingRepository(db: Db) {
  return {
    /** The H03 versions, newest first, without their tables. */
    list: (executor: Db = db): Promise<ListedRow[]> =>
      executor
        .select(listed)
        .from(rateVersions)
        .leftJoin(user, eq(user.id, rateVersions.loadedBy))
        .where(eq(rateVersions.product, "ho3"))
        .orderBy(desc(rateVersions.newBusinessFrom), desc(rateVersions.loadedAt)),

    async tables(ids: string[], executor: Db = db): Promise<Map<string, RateTable>> {
      if (ids.length === 0) return new Map();
      const rows = await executor
        .select({ id: rateVersions.id, rateTable: rateVersions.rateTable })
        .from(rateVersions)
        .where(inArray(rateVersions.id, ids));
      return new Map(rows.map((row) => [row.id, row.rateTable]));
    },

    async find(version: string, executor: Db = db): Promise<ListedRow | null> {
      const [row] = await executor
        .select(listed)
        .from(rateVersions)
        .leftJoin(user, eq(user.id, rateVersions.loadedBy))
        .where(eq(rateVersions.version, version));
      return row ?? null;
    },

    /** Answers the new row's id, or null when the version is already loaded (another instance was first). */
    async insert(table: RateTable, loadedBy: string | null, executor: Db = db): Promise<string | null> {
      const id = randomUUID();
      const [row] = await executor
        .insert(rateVersions)
        .values({
          id,
          product: table.product,
          version: table.version,
          newBusinessFrom: table.newBusinessFrom,
          renewalFrom: table.renewalFrom,
          illustrative: table.illustrative,
          note: table.note,
          rateTable: table,
          loadedBy,
        })
        .onConflictDoNothing()
        .returning({ id: rateVersions.id });
      return row?.id ?? null;
    },
  };
}

export type RatingRepository = ReturnType<typeof createRatingRepository>;
