import { type NewNotice, type Notice } from "../../../shared/catastrophe-notice";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../http-errors";
import { auditedWrite } from "../audit/audited-write";
import type { NoticeRepository } from "./repository";

const noticeNotFound = () => notFound("notice.notFound");

/**
 * Catastrophe notices: staff publish, change, end and delete them, each
 * change audited in the transaction that makes it; every public page reads
 * the one showing now.
 */
export function createNoticeService({ db, repository }: { db: Db; repository: NoticeRepository }) {
  async function findOrNotFound(id: string): Promise<Notice> {
    const found = await repository.find(id);
    if (!found) throw noticeNotFound();
    return found;
  }

  const audited = (actor: Actor, action: string, before: Notice | null, apply: (tx: Db) => Promise<string | null>) =>
    auditedWrite(db, {
      actor: actor.userId,
      action,
      entityType: "catastropheNotice",
      requestId: actor.requestId,
      before,
      apply,
      read: (id, tx) => repository.find(id, tx),
    });

  return {
    /** The notice showing at `now`, or null. */
    current: (now: Date) => repository.current(now),

    list: () => repository.list(),

    async publish(notice: NewNotice, actor: Actor): Promise<Notice> {
      const created = await audited(actor, "catastropheNotice.create", null, (tx) =>
        repository.create(notice, actor.userId, tx),
      );
      return created!;
    },

    async replace(id: string, notice: NewNotice, actor: Actor): Promise<Notice> {
      const before = await findOrNotFound(id);
      const after = await audited(actor, "catastropheNotice.update", before, (tx) =>
        repository.replace(before.id, notice, tx),
      );
      if (!after) throw noticeNotFound();
      return after;
    },

    /** Ends a showing notice now; one that is scheduled or already over is a 409. */
    async end(id: string, actor: Actor): Promise<Notice> {
      const before = await findOrNotFound(id);
      const after = await audited(actor, "catastropheNotice.end", before, (tx) =>
        repository.end(before.id, new Date(), tx),
      );
      if (!after) throw conflict("notice.notActive");
      return after;
    },

    async remove(id: string, actor: Actor): Promise<void> {
      const before = await findOrNotFound(id);
      const gone = await audited(actor, "catastropheNotice.delete", before, (tx) => repository.remove(before.id, tx));
      if (!gone) throw noticeNotFound();
    },
  };
}

export type NoticeService = ReturnType<typeof createNoticeService>;
