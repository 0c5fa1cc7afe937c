import { randomUUID } from "node:crypto";
import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import {
  applicationReference,
  type AgentApplication,
  type AgentApplicationList,
  type AgentApplicationRecord,
  type AgentApplicationStatus,
} from "../../../shared/agent-application";
import type { Language } from "../../../shared/constants";
import { toPage, type Page } from "../../../shared/page";
import type { Db } from "../../db/client";
import { agentApplications, type AgentApplicationRow } from "../../db/schema";
import { containing } from "../../db/text-search";

function toRecord(row: AgentApplicationRow): AgentApplicationRecord {
  return {
    id: row.id,
    reference: applicationReference(row.id),
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    licenseNumber: row.licenseNumber,
    licenseState: row.licenseState,
    yearsExperience: row.yearsExperience,
    preferredTerritory: row.preferredTerritory,
    message: row.message,
    status: row.status as AgentApplicationStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

/** All SQL for agent applications: storing them, finding them and moving them along. */
export function createAgentApplicationRepository(db: Db) {
  return {
    /** Stores an application, received (and its terms agreed) at `receivedAt`; answers its id. */
    /** Stores an application with the language it was written in, which its confirmation e-mail uses. */
    async create(application: AgentApplication, receivedAt: Date, language: Language, executor: Db): Promise<string> {
      const { agreeToTerms: _agreed, ...fields } = application;
      const id = randomUUID();
      await executor
        .insert(agentApplications)
        .values({ id, ...fields, language, termsAgreedAt: receivedAt, createdAt: receivedAt });
      return id;
    },

    async find(id: string, executor: Db = db): Promise<AgentApplicationRecord | null> {
      const [row] = await executor.select().from(agentApplications).where(eq(agentApplications.id, id));
      return row ? toRecord(row) : null;
    },

    async setStatus(id: string, status: AgentApplicationStatus, executor: Db): Promise<string | null> {
      const [row] = await executor
        .update(agentApplications)
        .set({ status })
        .where(eq(agentApplications.id, id))
        .returning({ id: agentApplications.id });
      return row?.id ?? null;
    },

    /** Newest first; the search matches the reference, name, e-mail or license number. */
    async list(query: AgentApplicationList): Promise<Page<AgentApplicationRecord>> {
      const text = query.search ? containing(query.search) : null;
      // The reference is APP- and the id's first eight characters, upper-cased.
      const reference = sql`'APP-' || upper(substr(${agentApplications.id}, 1, 8))`;
      const where = and(
        query.status ? eq(agentApplications.status, query.status) : undefined,
        text
          ? or(
              ilike(reference, text),
              ilike(agentApplications.name, text),
              ilike(agentApplications.email, text),
              ilike(agentApplications.licenseNumber, text),
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(agentApplications)
          .where(where)
          .orderBy(desc(agentApplications.createdAt), desc(agentApplications.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(agentApplications).where(where),
      ]);
      return toPage(rows.map(toRecord), query, total?.value ?? 0);
    },
  };
}

export type AgentApplicationRepository = ReturnType<typeof createAgentApplicationRepository>;
