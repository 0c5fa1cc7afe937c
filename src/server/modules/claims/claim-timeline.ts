import { asc, eq } from "drizzle-orm";
import type { ClaimStatus, ClaimStatusEvent } from "../../../shared/claim";
import type { Db } from "../../db/client";
import { claimStatusEvents, user } from "../../db/schema";

/** One step on a claim's timeline, written in the transaction that changes the claim. */
export async function recordStatusEvent(
  executor: Db,
  event: { claimId: string; status: ClaimStatus; changedBy: string | null; note?: string },
): Promise<void> {
  await executor.insert(claimStatusEvents).values({ ...event, note: event.note ?? null });
}

/** A claim's timeline, oldest first, with the name of the staff member behind each change. */
export async function readTimeline(executor: Db, claimId: string): Promise<ClaimStatusEvent[]> {
  const rows = await executor
    .select({
      status: claimStatusEvents.status,
      changedAt: claimStatusEvents.changedAt,
      changedBy: claimStatusEvents.changedBy,
      changedByName: user.name,
      note: claimStatusEvents.note,
    })
    .from(claimStatusEvents)
    .leftJoin(user, eq(user.id, claimStatusEvents.changedBy))
    .where(eq(claimStatusEvents.claimId, claimId))
    .orderBy(asc(claimStatusEvents.changedAt), asc(claimStatusEvents.id));
  return rows.map((row) => ({
    ...row,
    status: row.status as ClaimStatus,
    changedAt: row.changedAt.toISOString(),
    changedByName: row.changedByName ?? null,
  }));
}
