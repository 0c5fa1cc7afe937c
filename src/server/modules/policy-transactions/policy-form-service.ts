import type { NewPolicy, Policy, PolicyChange } from "../../../shared/policy";
import type { Actor } from "../../auth/actor";
import type { PolicyService } from "../policies/service";
import type { PolicyTransactionService } from "./service";

const isIssued = (policy: Policy) => policy.status === "active" || policy.status === "inactive";

/**
 * The New Policy and Edit Policy forms (SPEC §2): the policy is saved by its
 * module, and one saved as active is then issued by its new business, so an
 * active policy always has its term, ledger, invoices and notice.
 */
export function createPolicyFormService({
  policies,
  transactions,
}: {
  policies: Pick<PolicyService, "create" | "update" | "reread">;
  transactions: Pick<PolicyTransactionService, "issueNow">;
}) {
  async function issuedWhenAskedFor(saved: Policy, asked: string | undefined, actor: Actor): Promise<Policy> {
    if (asked !== "active" || isIssued(saved)) return saved;
    await transactions.issueNow(saved.id, { type: "newBusiness" }, actor);
    return policies.reread(saved.id);
  }

  return {
    create: async (input: NewPolicy, actor: Actor) =>
      issuedWhenAskedFor(await policies.create(input, actor), input.status, actor),
    update: async (id: string, input: PolicyChange, actor: Actor) =>
      issuedWhenAskedFor(await policies.update(id, input, actor), input.status, actor),
  };
}

export type PolicyFormService = ReturnType<typeof createPolicyFormService>;
