import { useTranslation } from "react-i18next";
import type { ActivityEntry } from "../../../shared/activity";
import { staffNs } from "../../lib/staff-texts";
import { RelativeTime } from "./relative-time";

/**
 * What happened to a record, latest first, in words: "Sam Staff approved
 * Roof inspection". Actions without their own sentence read as "changed".
 */
export function ActivityList({ entries, emptyText }: { entries: ActivityEntry[]; emptyText: string }) {
  const { t } = useTranslation(staffNs);
  if (entries.length === 0) return <p className="text-muted-foreground">{emptyText}</p>;
  return (
    <ol className="space-y-3">
      {entries.map((entry) => (
        <li key={entry.id} className="border-l-2 border-primary pl-3">
          <p>
            {t(`activity.actions.${entry.action.replace(".", "_")}`, {
              defaultValue: t("activity.actions.other"),
              who: entry.actorName ?? t("activity.system"),
              subject: entry.subject ?? "",
            })}
          </p>
          <p className="text-sm text-muted-foreground">
            <RelativeTime iso={entry.occurredAt} />
          </p>
        </li>
      ))}
    </ol>
  );
}
