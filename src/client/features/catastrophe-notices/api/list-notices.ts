import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Notice } from "../../../../shared/catastrophe-notice";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";

/** GET /api/notices (staff): every notice, scheduled, showing or ended. */
export const listNotices = () => apiRequest<Notice[]>("/api/notices");

export const noticesQuery = () => queryOptions({ queryKey: [queryRoots.notices, "list"], queryFn: listNotices });

export const useNotices = () => useQuery(noticesQuery());
