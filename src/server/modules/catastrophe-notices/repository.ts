import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, gt, lte } from "drizzle-orm";
import type { NewNotice, Notice, PublicNotice } from "../../../shared/catastrophe-notice";
import type { Db } from "../../db/client";
import { catastropheNotices, type CatastropheNoticeRow } from "../../db/schema";

/** The staff list shows this many, newest first: older notices stay in the table and the audit log. */
const listLimit = 100;

function toNotice(row: CatastropheNoticeRow): Notice {
  return {
    id: row.id,
    textEn: row.textEn,
    textIt: row.textIt,
    linkUrl: row.linkUrl,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const columnsOf = (notice: NewNotice) => ({
  textEn: notice.textEn,
  textIt: notice.textIt,
  linkUrl: notice.linkUrl,
  startsAt: new Date(notice.startsAt),
  endsAt: new Date(notice.endsAt),
});

/** All SQL for catastrophe notices. Writes take their transaction, so the audit row commits with them. */
export function createNoticeRepository(db: Db) {
  return {
    async list(): Promise<Notice[]> {
      const rows = await db
        .select()
        .from(catastropheNotices)
        .orderBy(desc(catastropheNotices.startsAt), desc(catastropheNotices.createdAt))
        .limit(listLimit);
      return rows.map(toNotice);
    },

    async find(id: string, executor: Db = db): Promise<Notice | null> {
      const [row] = await executor.select().from(catastropheNotices).where(eq(catastropheNotices.id, id));
      return row ? toNotice(row) : null;
    },

    /** The notice showing at `now`; when windows overlap, the one that started last. */
    async current(now: Date): Promise<PublicNotice | null> {
      const [row] = await db
        .select()
        .from(catastropheNotices)
        .where(and(lte(catastropheNotices.startsAt, now), gt(catastropheNotices.endsAt, now)))
        .orderBy(desc(catastropheNotices.startsAt), asc(catastropheNotices.id))
        .limit(1);
      if (!row) return null;
      const { createdBy: _createdBy, createdAt: _createdAt, updatedAt: _updatedAt, ...shown } = toNotice(row);
      return shown;
    },

    async create(notice: NewNotice, createdBy: string, executor: Db = db): Promise<string> {
      const id = randomUUID();
      await executor.insert(catastropheNotices).values({ id, ...columnsOf(notice), createdBy });
      return id;
    },

    async replace(id: string, notice: NewNotice, executor: Db = db): Promise<string | null> {
      const updated = await executor
        .update(catastropheNotices)
        .set({ ...columnsOf(notice), updatedAt: new Date() })
        .where(eq(catastropheNotices.id, id))
        .returning({ id: catastropheNotices.id });
      return updated[0]?.id ?? null;
    },

    /** Ends a showing notice at `now`; null when it is not showing. */
    async end(id: string, now: Date, executor: Db = db): Promise<string | null> {
      const updated = await executor
        .update(catastropheNotices)
        .set({ endsAt: now, updatedAt: now })
        .where(
          and(eq(catastropheNotices.id, id), lte(catastropheNotices.startsAt, now), gt(catastropheNotices.endsAt, now)),
        )
        .returning({ id: catastropheNotices.id });
      return updated[0]?.id ?? null;
    },

    async remove(id: string, executor: Db = db): Promise<string | null> {
      const removed = await executor
        .delete(catastropheNotices)
        .where(eq(catastropheNotices.id, id))
        .returning({ id: catastropheNotices.id });
      return removed[0]?.id ?? null;
    },
  };
}

export type NoticeRepository = ReturnType<typeof createNoticeRepository>;
