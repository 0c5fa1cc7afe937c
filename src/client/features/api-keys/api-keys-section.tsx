import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiKey, CreatedApiKey } from "../../../shared/api-key";
import { QueryStates } from "../../components/lists/query-states";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { staffNs } from "../../lib/staff-texts";
import { ApiKeyList } from "./api-key-list";
import { apiDocsPath } from "./api/api-docs";
import { useApiKeys } from "./api/list-api-keys";
import { CreatedApiKeyPanel } from "./created-api-key";
import { NewApiKeyForm } from "./new-api-key-form";
import { RevokeApiKeyDialog } from "./revoke-api-key-dialog";

/**
 * The account page's API keys (docs/decisions/0024): the user's keys with
 * Revoke, and a form to make one, whose secret shows once. For staff and
 * agents; staff who must turn on two-step verification do that first.
 */
export function ApiKeysSection() {
  const user = useCurrentUser();
  if (!user.permissions.includes("apiKeys.manage")) return null;
  return <ApiKeysCard mustEnrolFirst={user.mustEnrolTwoFactor} />;
}

function ApiKeysCard({ mustEnrolFirst }: { mustEnrolFirst: boolean }) {
  const { t } = useTranslation(staffNs);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const form = useRef<HTMLDivElement>(null);
  // Where focus lands after the panel closes or a key is revoked: the form's first field.
  const focusForm = () => form.current?.querySelector<HTMLElement>("input, select")?.focus();

  return (
    <section aria-labelledby="api-keys-title" className="space-y-4 rounded-lg border border-border bg-surface p-6">
      <h2 id="api-keys-title" className="text-2xl font-semibold">
        {t("apiKeys.title")}
      </h2>
      <p>{t("apiKeys.lead")}</p>
      <p>
        <a href={apiDocsPath} className="text-primary underline hover:no-underline">
          {t("apiKeys.docsLink")}
        </a>
      </p>
      {mustEnrolFirst ? (
        <p className="font-medium">{t("apiKeys.enrolFirst")}</p>
      ) : (
        <>
          <ApiKeysList onRevoke={setRevoking} />
          <div ref={form}>
            {created ? (
              <CreatedApiKeyPanel
                created={created}
                onDone={() => {
                  setCreated(null);
                  // The form mounts again first.
                  requestAnimationFrame(focusForm);
                }}
              />
            ) : (
              <NewApiKeyForm onCreated={setCreated} />
            )}
          </div>
          <RevokeApiKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} afterRevoke={focusForm} />
        </>
      )}
    </section>
  );
}

function ApiKeysList({ onRevoke }: { onRevoke: (key: ApiKey) => void }) {
  const { t } = useTranslation(staffNs);
  const keys = useApiKeys();
  return (
    <QueryStates
      query={keys}
      texts={{ loading: t("apiKeys.loading"), loadFailed: t("apiKeys.loadFailed"), retry: t("common.retry") }}
    >
      {(held) => <ApiKeyList keys={held} onRevoke={onRevoke} />}
    </QueryStates>
  );
}
