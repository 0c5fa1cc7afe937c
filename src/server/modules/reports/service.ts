import { message } from "../../../shared/messages/message";
import { reportTypes, type ReportType } from "../../../shared/report";
import type { Actor } from "../../auth/actor";
import { scopeOf } from "../../auth/data-scope";
import { notFound } from "../../http-errors";
import { reportDefinitions } from "./definitions";
import type { ReportTable } from "../../reporting/report-table";
import type { ReportRepository } from "./repository";

const isReportType = (type: string): type is ReportType => (reportTypes as readonly string[]).includes(type);

/** The reports: staff report on the whole book, an agent on their own. */
export function createReportService({ repository }: { repository: ReportRepository }) {
  return {
    /** The report called `type` (404 when there is none), ready to build its table for an actor, in their language. */
    named(type: string): { table(actor: Actor): Promise<ReportTable> } {
      if (!isReportType(type)) throw notFound(message("report.unknown", { type }));
      return { table: (actor) => reportDefinitions[type](repository, scopeOf(actor), actor.language) };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
