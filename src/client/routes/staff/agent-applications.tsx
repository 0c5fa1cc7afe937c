import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import {
  agentApplicationListSchema,
  agentApplicationStatuses,
  type AgentApplicationRecord,
  type AgentApplicationStatus,
} from "../../../shared/agent-application";
import { dialable } from "../../../shared/phone";
import { choicesWithAll, FilterBar } from "../../components/lists/filter-bar";
import { QueryTable } from "../../components/lists/query-table";
import { Select } from "../../components/ui/select";
import { PermissionGate } from "../../components/permission-gate";
import { listTexts, staffNs } from "../../lib/staff-texts";
import { useChangeAgentApplicationStatus } from "../../features/agent-applications/api/change-agent-application-status";
import { useAgentApplications } from "../../features/agent-applications/api/list-agent-applications";
import { useUrlState } from "../../hooks/use-url-state";
import { routeTitleMeta } from "../../lib/page-meta";
import { formatMoment } from "../../lib/format-date";

export const meta = routeTitleMeta("agentApplications");

const defaults = { search: "", status: "", page: 1 };

/** What the public appointment form sends in: newest first, each moved along from its row. */
export default function AgentApplicationsPage() {
  return (
    <PermissionGate permission="agentApplications.manage">
      <AgentApplications />
    </PermissionGate>
  );
}

function AgentApplications() {
  const { t, i18n } = useTranslation(staffNs);
  const [view, setView] = useUrlState(defaults);
  const list = agentApplicationListSchema
    .catch(agentApplicationListSchema.parse({}))
    .parse({ ...view, search: view.search || undefined, status: view.status || undefined });
  const applications = useAgentApplications(list);
  const change = useChangeAgentApplicationStatus();
  const columns = useMemo<ColumnDef<AgentApplicationRecord, unknown>[]>(() => {
    const move = (application: AgentApplicationRecord, status: AgentApplicationStatus) =>
      change.mutate(
        { id: application.id, status },
        {
          onSuccess: (moved) =>
            toast.success(
              t("applications.moved", { reference: moved.reference, status: t(`applicationStatus.${moved.status}`) }),
            ),
          onError: (error) => toast.error(t("applications.moveFailed"), { description: error.message }),
        },
      );
    return [
      {
        id: "applicant",
        header: t("applications.columns.applicant"),
        cell: ({ row }) => (
          <div className="space-y-1">
            <p className="font-medium">{row.original.name}</p>
            <p className="text-muted-foreground">{row.original.reference}</p>
            {row.original.company && <p>{row.original.company}</p>}
          </div>
        ),
      },
      {
        id: "contact",
        header: t("applications.columns.contact"),
        cell: ({ row }) => (
          <div className="space-y-1">
            <a className="text-primary underline underline-offset-2" href={`mailto:${row.original.email}`}>
              {row.original.email}
            </a>
            <p>
              <a className="underline-offset-2 hover:underline" href={`tel:${dialable(row.original.phone)}`}>
                {row.original.phone}
              </a>
            </p>
          </div>
        ),
      },
      {
        id: "license",
        header: t("applications.columns.license"),
        cell: ({ row }) => `${row.original.licenseNumber} (${row.original.licenseState})`,
      },
      {
        id: "experience",
        header: t("applications.columns.experience"),
        cell: ({ row }) => t("applications.years", { range: row.original.yearsExperience }),
      },
      {
        id: "message",
        header: t("applications.columns.message"),
        cell: ({ row }) => (
          <div className="max-w-80 space-y-1">
            {row.original.preferredTerritory && (
              <p>{t("applications.territory", { territory: row.original.preferredTerritory })}</p>
            )}
            {/* Shown as text: React escapes what the public typed. */}
            <p className="line-clamp-3 text-muted-foreground" title={row.original.message ?? undefined}>
              {row.original.message ?? "–"}
            </p>
          </div>
        ),
      },
      {
        id: "received",
        header: t("applications.columns.received"),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{formatMoment(row.original.createdAt, i18n.language)}</span>
        ),
      },
      {
        id: "status",
        header: t("applications.columns.status"),
        cell: ({ row }) => (
          <Select
            aria-label={t("applications.statusOf", { name: row.original.name, reference: row.original.reference })}
            value={row.original.status}
            disabled={change.isPending}
            onChange={(event) => move(row.original, event.target.value as AgentApplicationStatus)}
            options={agentApplicationStatuses.map((status) => ({
              value: status,
              label: t(`applicationStatus.${status}`),
            }))}
            className="min-w-40"
          />
        ),
      },
    ];
  }, [t, i18n.language, change]);

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold text-primary">{t("applications.title")}</h1>
        <p className="text-muted-foreground">{t("applications.lead")}</p>
      </div>
      <FilterBar
        key={view.search}
        label={t("applications.filters.label")}
        searchButtonLabel={t("common.search")}
        search={{ name: "search", label: t("applications.filters.search"), value: view.search }}
        selects={[
          {
            name: "status",
            label: t("applications.columns.status"),
            value: view.status,
            options: choicesWithAll(t("common.allStatuses"), agentApplicationStatuses, (status) =>
              t(`applicationStatus.${status}`),
            ),
          },
        ]}
        onChange={setView}
      />
      <QueryTable<AgentApplicationRecord>
        query={applications}
        columns={columns}
        rowKey={(application) => application.id}
        texts={listTexts(t, "applications")}
        onViewChange={setView}
      />
    </div>
  );
}
