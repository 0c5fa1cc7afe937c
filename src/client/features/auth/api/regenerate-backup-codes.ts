import type { BackupCodes, BackupCodesRequest } from "../../../../shared/own-account";
import { apiRequest } from "../../../lib/api/api-client";

/** POST /api/account/backup-codes: ten new two-step backup codes for the password; the old ones stop working. */
export const regenerateBackupCodes = (request: BackupCodesRequest) =>
  apiRequest<BackupCodes>("/api/account/backup-codes", { method: "POST", body: JSON.stringify(request) });
