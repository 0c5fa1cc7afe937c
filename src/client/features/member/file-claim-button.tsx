import { FilePlus2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { MemberPolicy } from "../../../shared/member";
import { pathTo } from "../../../shared/routes";
import { Button } from "../../components/ui/button";
import { loadDraft, saveDraft } from "../../lib/claim-draft";
import { claimDraftFor } from "./claim-draft-for";
import { memberNs } from "./member-texts";

/**
 * Opens the claim wizard with the member's details already in it, through
 * the draft the wizard resumes from. A draft already started on this device
 * for the same policy is resumed as it is, not overwritten. A full page load:
 * the wizard is a prerendered public page.
 */
export function FileClaimButton({ policy }: { policy: MemberPolicy }) {
  const { t } = useTranslation(memberNs);
  function start() {
    if (loadDraft()?.member.policyNumber !== policy.policyNumber) saveDraft(claimDraftFor(policy));
    window.location.assign(pathTo("claimsFile"));
  }
  return (
    <Button size="lg" onClick={start}>
      <FilePlus2 aria-hidden="true" />
      {t("claims.fileNew")}
    </Button>
  );
}
