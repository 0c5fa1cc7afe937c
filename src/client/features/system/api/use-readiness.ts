import { useQuery } from "@tanstack/react-query";
import type { Readiness } from "../../../../shared/api";
import { apiRequest } from "../../../lib/api-client";

export const readinessQuery = {
  queryKey: ["system", "readiness"],
  queryFn: () => apiRequest<Readiness>("/api/ready"),
} as const;

/** Whether the server can reach its database (GET /api/ready). */
export function useReadiness() {
  return useQuery({ ...readinessQuery, retry: false });
}
