import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { OutboxMessageView, OutboxQuery } from "../../../../shared/mail";
import type { Page } from "../../../../shared/page";
import { apiRequest } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { searchParams } from "../../../lib/search-params";

/** While a row waits, the list looks again this often, so a resent message is seen going out. */
const whileWaitingMs = 5_000;

/** GET /api/mail/outbox (staff): by status, kind and part of the recipient or subject; newest first, paged. */
export const listOutbox = (search: Partial<OutboxQuery>) =>
  apiRequest<Page<OutboxMessageView>>(`/api/mail/outbox?${searchParams(search)}`);

export const outboxQuery = (search: Partial<OutboxQuery>) =>
  queryOptions({
    queryKey: [queryRoots.mail, "outbox", search],
    queryFn: () => listOutbox(search),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((message) => message.status === "pending") ? whileWaitingMs : false,
  });

export const useOutbox = (search: Partial<OutboxQuery>) => useQuery(outboxQuery(search));
