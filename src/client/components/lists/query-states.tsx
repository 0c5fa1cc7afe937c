import { CircleAlert, Inbox, RefreshCw } from "lucide-react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";

/** While a list or a record loads. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-12">
      <Spinner label={label} />
    </div>
  );
}

/** A request failed: say what, and offer to try again; never a blank page. */
export function ErrorState({
  title,
  message,
  retryLabel,
  onRetry,
}: {
  title: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-alert p-8 text-center">
      <CircleAlert aria-hidden="true" className="size-8 text-alert" />
      <p className="font-semibold">{title}</p>
      <p className="text-muted-foreground">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        {retryLabel}
      </Button>
    </div>
  );
}

/** Nothing to show yet, and what to do about it. */
export function EmptyState({ title, body, action }: { title: string; body?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border p-10 text-center">
      <Inbox aria-hidden="true" className="size-10 text-muted-foreground" />
      <h2 className="text-xl font-semibold">{title}</h2>
      {body && <p className="text-muted-foreground">{body}</p>}
      {action}
    </div>
  );
}

/**
 * A query's answer, or what stands in for it: the spinner while it loads,
 * what failed and a retry when it failed, then `children` with the data.
 */
export function QueryStates<T>({
  query,
  texts,
  children,
}: {
  query: UseQueryResult<T>;
  texts: { loading: string; loadFailed: string; retry: string };
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={texts.loading} />;
  if (query.isError) {
    return (
      <ErrorState
        title={texts.loadFailed}
        message={query.error.message}
        retryLabel={texts.retry}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}
