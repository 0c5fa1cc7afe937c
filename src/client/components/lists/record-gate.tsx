import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { isNotFound } from "../../lib/api/retry-rules";
import { NotFoundState } from "./not-found-state";
import { ErrorState, LoadingState } from "./query-states";

export interface RecordTexts {
  loading: string;
  loadFailed: string;
  notFoundTitle: string;
  notFoundBody: string;
  back: string;
  retry: string;
}

/**
 * One record's page: a spinner while it loads, its not-found state (with its
 * own heading and the way back) on a 404, what failed and a retry otherwise,
 * and the page itself once the record is there.
 */
export function RecordGate<T>({
  query,
  texts,
  backTo,
  children,
}: {
  query: UseQueryResult<T>;
  texts: RecordTexts;
  backTo: string;
  children: (record: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={texts.loading} />;
  if (query.isError) {
    if (isNotFound(query.error)) {
      return (
        <NotFoundState title={texts.notFoundTitle} body={texts.notFoundBody} backLabel={texts.back} backTo={backTo} />
      );
    }
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="sr-only">{texts.loadFailed}</h1>
        <ErrorState
          title={texts.loadFailed}
          message={query.error.message}
          retryLabel={texts.retry}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  return children(query.data);
}
