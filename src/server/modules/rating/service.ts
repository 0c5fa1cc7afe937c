import type { Language } from "../../../shared/constants";
import { message } from "../../../shared/messages/message";
import {
  homeSchema,
  rateTableSchema,
  type Home,
  type Ho3Rating,
  type Ho3RatingRequest,
  type RateTable,
  type RateVersion,
  type StoredRating,
  type WindCredit,
  type WindMitigation,
} from "../../../shared/rating";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { conflict, HttpError } from "../../http-errors";
import { auditedWrite } from "../audit/audited-write";
import { rateTableProblems } from "./check-rate-table";
import { rateHome } from "./rate-home";
import { newBusinessVersion, raterFor, type RateBook } from "./rate-book";
import { type RatingRepository, toRateVersion } from "./repository";
import bundledHo3 from "./rate-tables/ho3-fl-2026.1.json";
import { windCredit } from "./wind-mitigation-credit";
import { ratingIn } from "./worksheet-words";

/** The version every new installation starts with: illustrative numbers, loaded on first use (decision 0031). */
export const bundledRateTable: RateTable = rateTableSchema.parse(bundledHo3);

/** Loaded versions never change, so their parsed tables are kept by id for the life of the process. */
const tablesById = new Map<string, RateTable>();

export interface RatingServiceDeps {
  repository: RatingRepository;
  today: () => string;
  db: Db;
}

/**
 * Homeowners rating (decision 0031): prices a home from the rate version in
 * force, answers the public wind mitigation calculator, lists versions and
 * loads a new one (checked, audited, never changed afterwards).
 */
export function createRatingService({ db, repository, today }: RatingServiceDeps) {
  /** In the caller's transaction when there is one: a second connection would wait on it (PGlite has one). */
  async function loadBundled(executor: Db): Promise<void> {
    await auditedWrite(executor, {
      actor: "system:rating",
      action: "rateVersion.load",
      entityType: "rateVersion",
      requestId: "job:rating",
      before: null,
      // Null when another instance loaded it first: nothing to audit then.
      apply: (tx) => repository.insert(bundledRateTable, null, tx),
      read: (_id, tx) => repository.find(bundledRateTable.version, tx),
    });
  }

  /** Every H03 version with its table; a database with none gets the bundled one first. */
  async function book(executor: Db = db): Promise<RateBook> {
    let rows = await repository.list(executor);
    if (rows.length === 0) {
      await loadBundled(executor);
      rows = await repository.list(executor);
    }
    const missing = rows.filter((row) => !tablesById.has(row.id)).map((row) => row.id);
    for (const [id, table] of await repository.tables(missing, executor)) tablesById.set(id, table);
    return rows.map((row) => ({ ...row, table: tablesById.get(row.id)! }));
  }

  return {
    book,

    /** The rater transactions price homes with, on the versions loaded now. */
    rater: async (executor: Db = db) => raterFor(await book(executor)),

    /** POST /api/rating/ho3: prices a home for new business on a day (today when none is given); stores nothing. */
    async quote(request: Ho3RatingRequest, language: Language): Promise<Ho3Rating> {
      const { effectiveDate, ...input } = request;
      const day = effectiveDate ?? today();
      const home = homeSchema.parse(input);
      return ratingIn(rateHome(newBusinessVersion(await book(), day).table, home, day), language);
    },

    /**
     * A draft home's price: the version in force for new business on its
     * first day. Refusals name the fields under `fieldPrefix` ("home.roofYear").
     */
    async rateNewBusiness(home: Home, day: string, fieldPrefix: string, executor: Db = db): Promise<StoredRating> {
      try {
        return rateHome(newBusinessVersion(await book(executor), day).table, home, day);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        const errors = error.errors.map((problem) => ({ ...problem, field: `${fieldPrefix}${problem.field}` }));
        throw new HttpError(error.statusCode, error.said, errors);
      }
    },

    /** The public calculator: the credit today's new-business table gives these answers, and what each improvement adds. */
    async windCredit(answers: WindMitigation): Promise<WindCredit> {
      return windCredit(newBusinessVersion(await book(), today()).table, answers);
    },

    async versions(): Promise<RateVersion[]> {
      await book();
      return (await repository.list()).map(toRateVersion);
    },

    /** Loads a new version: checked whole, refused when its name is taken, audited. */
    async load(table: RateTable, actor: Actor): Promise<RateVersion> {
      const problems = rateTableProblems(table);
      if (problems.length > 0) {
        throw new HttpError(422, message("rating.tableInvalid", { problems: problems.slice(0, 5).join("; ") }));
      }
      await book();
      const taken = () => conflict(message("rating.versionExists", { version: table.version }));
      if (await repository.find(table.version)) throw taken();
      const row = await auditedWrite(db, {
        actor: actor.userId,
        action: "rateVersion.load",
        entityType: "rateVersion",
        requestId: actor.requestId,
        before: null,
        async apply(tx) {
          const id = await repository.insert(table, actor.userId, tx);
          if (!id) throw taken();
          return id;
        },
        read: async (_id, tx) => repository.find(table.version, tx),
      });
      return toRateVersion(row!);
    },
  };
}

export type RatingService = ReturnType<typeof createRatingService>;
