import { QueryClient } from "@tanstack/react-query";
import { queryDefaults, queryRetryDelayMs } from "../../shared/constants";
import { retryUnlessSignedOut } from "./api/retry-rules";

/** TanStack Query with the data-fetching settings of SPEC §9. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryUnlessSignedOut,
        retryDelay: queryRetryDelayMs,
        gcTime: queryDefaults.cacheLifetimeMs,
      },
      mutations: { retry: queryDefaults.mutationRetries },
    },
  });
}

let browserClient: QueryClient | undefined;

/** One cache for the whole tab, shared by every part of the app that fetches. */
export function getQueryClient(): QueryClient {
  browserClient ??= createQueryClient();
  return browserClient;
}
