import { useTranslation } from "react-i18next";
import { isApiKeyExpired, type ApiKey } from "../../../shared/api-key";
import { Facts } from "../../components/lists/facts";
import { StatusBadge } from "../../components/lists/status-badge";
import { Button } from "../../components/ui/button";
import { staffNs } from "../../lib/staff-texts";

/**
 * The user's keys, one card each (readable at 390 px without scrolling
 * sideways): name, the key's first characters, when it was made, expires and
 * was last used, and Revoke.
 */
export function ApiKeyList({ keys, onRevoke }: { keys: ApiKey[]; onRevoke: (key: ApiKey) => void }) {
  const { t, i18n } = useTranslation(staffNs);
  const day = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: "medium" });
  const moment = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" });

  if (keys.length === 0) return <p className="text-muted-foreground">{t("apiKeys.empty")}</p>;
  return (
    <ul aria-label={t("apiKeys.listLabel", { count: keys.length })} className="space-y-3">
      {keys.map((key) => {
        const expired = isApiKeyExpired(key);
        return (
          <li key={key.id} className="space-y-3 rounded-lg border border-border p-4">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="text-lg font-semibold break-words">{key.name}</h3>
              {expired && <StatusBadge status="expired" label={t("apiKeys.expired")} />}
            </div>
            <Facts
              items={[
                [
                  t("apiKeys.prefix"),
                  <code key="prefix" className="font-mono whitespace-nowrap">{`${key.prefix}…`}</code>,
                ],
                [t("apiKeys.created"), day(key.createdAt)],
                [t("apiKeys.expires"), day(key.expiresAt)],
                [t("apiKeys.lastUsed"), key.lastUsedAt ? moment(key.lastUsedAt) : t("apiKeys.never")],
              ]}
            />
            <Button variant="outline" onClick={() => onRevoke(key)}>
              {t("apiKeys.revoke")}
              <span className="sr-only"> {t("apiKeys.revokeWhich", { name: key.name })}</span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
