import { useTranslation } from "react-i18next";
import type { ClaimDeadline } from "../../../shared/claim-file";
import { StatusBadge } from "../../components/lists/status-badge";
import { claimFileNs } from "./claim-file-texts";

/** A statutory clock's state as a badge: its words, and the icon every list draws it with. */
export function ClockState({ state }: { state: ClaimDeadline["state"] }) {
  const { t } = useTranslation(claimFileNs);
  return <StatusBadge status={state} label={t(`clocks.states.${state}`)} />;
}
