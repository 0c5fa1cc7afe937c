import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ManagedUser } from "../../../../shared/user-admin";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";

/** Who a claims manager may give a claim to: the active adjusters and claims staff (GET /api/users). */
const adjustersQuery = () =>
  queryOptions({
    queryKey: [queryRoots.users, "adjusters"],
    queryFn: async () =>
      (await apiRequest<ManagedUser[]>("/api/users")).filter(
        (user) => user.active && (user.role === "adjuster" || user.role === "staff"),
      ),
  });

export const useAdjusters = (enabled: boolean) => useQuery({ ...adjustersQuery(), enabled });
