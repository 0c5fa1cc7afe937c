import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { pathTo } from "../../../shared/routes";
import { PermissionGate } from "../../components/permission-gate";
import { RecordGate } from "../../components/lists/record-gate";
import { useClaimFile } from "../../features/claim-file/api/claim-file";
import { claimFileNs } from "../../features/claim-file/claim-file-texts";
import { ClaimFileView } from "../../features/claim-file/claim-file-view";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("claimFile");

/** /policy/claims/{claimId}: one claim's file, for the claims team and the claim's adjuster. */
export default function ClaimFilePage() {
  const { t } = useTranslation(claimFileNs);
  const { claimId = "" } = useParams();
  const file = useClaimFile(claimId);
  return (
    <PermissionGate permission="claims.read">
      <RecordGate
        query={file}
        texts={{
          loading: t("loading"),
          loadFailed: t("loadFailed"),
          notFoundTitle: t("notFound.title"),
          notFoundBody: t("notFound.body"),
          back: t("back"),
          retry: t("retry"),
        }}
        backTo={pathTo("claimsRegister")}
      >
        {(loaded) => <ClaimFileView file={loaded} />}
      </RecordGate>
    </PermissionGate>
  );
}
