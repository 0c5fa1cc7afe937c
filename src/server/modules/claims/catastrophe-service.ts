import type { Catastrophe, CatastropheRequest } from "../../../shared/claim-file";
import { catastropheRequestSchema } from "../../../shared/claim-file";
import type { Company } from "../../../shared/company";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { invalidField, notFound } from "../../http-errors";
import { auditedWrite } from "../audit/audited-write";
import type { NoticeService } from "../catastrophe-notices/service";
import type { CatastropheRepository } from "./catastrophe-repository";
import { catastropheReport } from "./catastrophe-report";

export interface CatastropheServiceDeps {
  db: Db;
  repository: CatastropheRepository;
  /** The storm banners, to check the one a catastrophe names exists. */
  notices: Pick<NoticeService, "list">;
  company: Company;
}

type Listed = Awaited<ReturnType<CatastropheRepository["list"]>>[number];

const answer = ({ catastrophe, lossWindowFrom, lossWindowUntil, claimCount, paidCents }: Listed): Catastrophe => ({
  id: catastrophe.id,
  name: catastrophe.name,
  peril: catastrophe.peril as Catastrophe["peril"],
  watchWarningFrom: catastrophe.watchWarningFrom.toISOString(),
  watchWarningUntil: catastrophe.watchWarningUntil.toISOString(),
  lossWindowFrom,
  lossWindowUntil,
  stateOfEmergency: catastrophe.stateOfEmergency,
  noticeId: catastrophe.noticeId,
  claimCount,
  paidCents: Number(paidCents),
});

/**
 * Catastrophes (decision 0047): staff record a storm with its watch-and-warning
 * window; the wind and storm claims whose date of loss falls in it, filed
 * before or after, are coded to it. Staff may code a claim by hand.
 */
export function createCatastropheService({ db, repository, notices, company }: CatastropheServiceDeps) {
  const hours = company.claimRules.hurricaneWindowHoursAfter;
  const list = async () => (await repository.list(hours)).map(answer);

  return {
    list,

    /** Claims and their money by catastrophe and county of the loss. */
    report: async () => catastropheReport(await repository.figuresByZip(), await list()),

    async create(request: CatastropheRequest, actor: Actor): Promise<Catastrophe> {
      const fields = catastropheRequestSchema.parse(request);
      if (fields.noticeId && !(await notices.list()).some((notice) => notice.id === fields.noticeId)) {
        throw invalidField("noticeId", "claimFile.noSuchNotice");
      }
      const created = await auditedWrite(db, {
        actor: actor.userId,
        action: "catastrophe.create",
        entityType: "catastrophe",
        requestId: actor.requestId,
        before: null,
        async apply(tx) {
          const row = await repository.create(
            {
              ...fields,
              watchWarningFrom: new Date(fields.watchWarningFrom),
              watchWarningUntil: new Date(fields.watchWarningUntil),
              createdBy: actor.userId,
            },
            tx,
          );
          await repository.codeStormClaims(hours, { catastropheId: row.id }, tx);
          return row.id;
        },
        read: async (id) => ({ id, ...fields }),
      });
      return (await list()).find((each) => each.id === created!.id)!;
    },

    /** Codes a claim to a catastrophe by hand, or to none (null). Audited. */
    async code(claimId: string, catastropheId: string | null, actor: Actor) {
      if (catastropheId && !(await repository.exists(catastropheId))) {
        throw invalidField("catastropheId", "claimFile.noSuchCatastrophe");
      }
      const coded = await auditedWrite(db, {
        actor: actor.userId,
        action: "claim.catastrophe",
        entityType: "claim",
        requestId: actor.requestId,
        before: null,
        apply: async (tx) => (await repository.codeClaim(claimId, catastropheId, tx))?.id ?? null,
        read: async (id) => ({ id, catastropheId }),
      });
      if (!coded) throw notFound("claim.notFound");
    },
  };
}

export type CatastropheService = ReturnType<typeof createCatastropheService>;
