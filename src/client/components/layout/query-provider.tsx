import { QueryClientProvider } from "@tanstack/react-query";
import { getQueryClient } from "../../lib/query-client";

/**
 * Wraps the parts of the app that talk to the API (the staff area, forms).
 * Informational pages do not load TanStack Query at all.
 */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
