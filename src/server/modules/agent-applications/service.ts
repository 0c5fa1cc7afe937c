import {
  applicationReference,
  type AgentApplication,
  type AgentApplicationList,
  type AgentApplicationRecord,
  type AgentApplicationStatus,
} from "../../../shared/agent-application";
import type { Company } from "../../../shared/company";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { notFound } from "../../http-errors";
import type { Mailer } from "../mail/mailer";
import { auditedWrite } from "../audit/audited-write";
import { applicationMails } from "./application-mails";
import type { AgentApplicationRepository } from "./repository";

export interface AgentApplicationServiceDeps {
  repository: AgentApplicationRepository;
  db: Db;
  mail: Pick<Mailer, "queueAll" | "nudge">;
  company: Company;
}

/** Agent appointment applications: sent by anyone, then found and moved along by staff. */
export function createAgentApplicationService({ db, repository, mail, company }: AgentApplicationServiceDeps) {
  return {
    /**
     * SPEC §7 "send-agent-appointment": the application (status received,
     * with the time the terms were agreed) and its two e-mails are stored in
     * one transaction, so an acknowledged application always exists.
     */
    async submit(application: AgentApplication, actor: Actor): Promise<{ reference: string; receivedAt: string }> {
      const receivedAt = new Date();
      const stored = await auditedWrite(db, {
        actor: actor.userId,
        action: "agentApplication.create",
        entityType: "agentApplication",
        requestId: actor.requestId,
        before: null,
        async apply(tx) {
          const id = await repository.create(application, receivedAt, actor.language, tx);
          await mail.queueAll(applicationMails(applicationReference(id), application, actor.language, company), tx);
          return id;
        },
        read: (id, tx) => repository.find(id, tx),
      });
      mail.nudge();
      return { reference: stored!.reference, receivedAt: receivedAt.toISOString() };
    },

    /** Newest first; the search matches the reference, name, e-mail or license number. */
    list: (query: AgentApplicationList) => repository.list(query),

    /** Staff move an application along: received, interviewing, appointed, declined (audited). */
    async changeStatus(id: string, status: AgentApplicationStatus, actor: Actor): Promise<AgentApplicationRecord> {
      const before = await repository.find(id);
      if (!before) throw notFound("agentApplication.notFound");
      const after = await auditedWrite(db, {
        actor: actor.userId,
        action: "agentApplication.status",
        entityType: "agentApplication",
        requestId: actor.requestId,
        before,
        apply: (tx) => repository.setStatus(before.id, status, tx),
        read: (applicationId, tx) => repository.find(applicationId, tx),
      });
      return after!;
    },
  };
}

export type AgentApplicationService = ReturnType<typeof createAgentApplicationService>;
