import { pathTo } from "../../../shared/routes";

/**
 * The policy page with Endorse open: where the edit page sends an active
 * policy's priced fields, which change only by endorsement.
 */
export const endorsePath = (policyId: string) => `${pathTo("policyDetail", { policyId })}?action=endorse`;

export const endorseRequested = (search: URLSearchParams) => search.get("action") === "endorse";
