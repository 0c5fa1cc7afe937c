import type { Policy } from "../../../shared/policy";
import type { NewPortal, Portal, PortalChange, PortalFilter } from "../../../shared/portal";
import type { Actor } from "../../auth/actor";
import { scopeOf, type DataScope } from "../../auth/data-scope";
import type { Db } from "../../db/client";
import { invalidField, notFound } from "../../http-errors";
import { auditedWrite } from "../audit/audited-write";
import type { PolicyService } from "../policies/service";
import type { AssignedAgent } from "../users/agent-assignment";
import { newPortalRecord, portalChangeRecord } from "./portal-record";
import type { PortalRepository } from "./repository";

export const portalNotFound = () => notFound("portal.notFound");

/** More than any dashboard filter should match; past it the export stops. */
const exportLimit = 10_000;

/**
 * Portals (SPEC §2 dashboard and portal detail): the dashboard's list, one
 * portal, and creating and editing them. Agents see and change only their
 * own portals; anything else is "not found". Every change is audited.
 */
export function createPortalService({
  db,
  repository,
  policies,
  assignedAgent,
}: {
  db: Db;
  repository: PortalRepository;
  policies: Pick<PolicyService, "visible">;
  assignedAgent: AssignedAgent;
}) {
  const readAny = (id: string, tx: Db) => repository.find(id, { kind: "all" }, tx);

  async function findOrNotFound(idOrIdentity: string, actor: Actor): Promise<Portal> {
    const portal = await repository.find(idOrIdentity, scopeOf(actor));
    if (!portal) throw portalNotFound();
    return portal;
  }

  /** The policy a portal is linked to, which the caller must be able to see; null unlinks. */
  async function linkedPolicy(
    policyId: string | null | undefined,
    scope: DataScope,
  ): Promise<Policy | null | undefined> {
    if (policyId === undefined || policyId === null) return policyId;
    const policy = await policies.visible(policyId, scope);
    if (!policy) throw invalidField("policyId", "policy.chooseYours");
    return policy;
  }

  return {
    /** By portalIdentity (PRT-000001) or diHeaderGUID. */
    find: findOrNotFound,
    /** The portal when the scope may see it, else null: for a document placed on one. */
    visible: (idOrIdentity: string, scope: DataScope) => repository.find(idOrIdentity, scope),
    countActive: (scope: DataScope) => repository.countActive(scope),

    list: (filter: PortalFilter, actor: Actor) => repository.list(filter, scopeOf(actor)),

    /** Every page of what the filter shows (from its first page), up to the export limit. */
    async listForExport(filter: PortalFilter, actor: Actor): Promise<Portal[]> {
      const scope = scopeOf(actor);
      const found: Portal[] = [];
      for (let page = 1; found.length < exportLimit; page += 1) {
        const result = await repository.list({ ...filter, page }, scope);
        found.push(...result.items);
        if (page >= result.totalPages) break;
      }
      return found;
    },

    /** Fields not sent take the linked policy's values, then the new-portal defaults. */
    async create(input: NewPortal, actor: Actor): Promise<Portal> {
      const policy = await linkedPolicy(input.policyId, scopeOf(actor));
      const agentId = (await assignedAgent(actor, input.agentId)) ?? policy?.agent?.id ?? null;
      const record = newPortalRecord(input, policy ?? null, agentId, actor.userId);
      return (await auditedWrite(db, {
        actor: actor.userId,
        action: "portal.create",
        entityType: "portal",
        requestId: actor.requestId,
        before: null,
        apply: (tx) => repository.create(record, tx),
        read: readAny,
      }))!;
    },

    async update(idOrIdentity: string, input: PortalChange, actor: Actor): Promise<Portal> {
      const before = await findOrNotFound(idOrIdentity, actor);
      const policy = await linkedPolicy(input.policyId, scopeOf(actor));
      const agentId = input.agentId === undefined ? undefined : await assignedAgent(actor, input.agentId);
      const change = portalChangeRecord(input, before, policy, agentId);
      return (await auditedWrite(db, {
        actor: actor.userId,
        action: "portal.update",
        entityType: "portal",
        requestId: actor.requestId,
        before,
        async apply(tx) {
          await repository.update(before.diHeaderGUID, change, tx);
          return before.diHeaderGUID;
        },
        read: readAny,
      }))!;
    },
  };
}

export type PortalService = ReturnType<typeof createPortalService>;
