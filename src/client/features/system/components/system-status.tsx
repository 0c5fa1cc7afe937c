import { CircleAlert, CircleCheck, RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useReadiness } from "../api/use-readiness";

/** Shows, from live data, that the staff area reaches the API and its database. */
export function SystemStatus() {
  const { t } = useTranslation();
  const readiness = useReadiness();

  async function checkAgain() {
    const result = await readiness.refetch();
    if (result.isSuccess) toast.success(t("staff.databaseReady", { engine: result.data.database }));
    else toast.error(t("staff.databaseNotReady"), { description: result.error?.message });
  }

  return (
    <section aria-labelledby="system-status" className="rounded-lg border border-border bg-surface p-4">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id="system-status" className="text-lg font-semibold">
          {t("staff.systemStatus")}
        </h2>
        <Button variant="outline" onClick={() => void checkAgain()} disabled={readiness.isFetching}>
          <RefreshCw aria-hidden="true" />
          {t("staff.checkAgain")}
        </Button>
      </div>
      {readiness.isPending ? (
        <Spinner label={t("loading")} />
      ) : readiness.isError ? (
        <p className="flex items-center gap-2 text-alert">
          <CircleAlert aria-hidden="true" className="size-5" />
          {t("staff.statusUnavailable", { message: readiness.error.message })}
        </p>
      ) : (
        <p className="flex items-center gap-2 text-accent">
          <CircleCheck aria-hidden="true" className="size-5" />
          {t("staff.databaseReady", { engine: readiness.data.database })}
        </p>
      )}
    </section>
  );
}
