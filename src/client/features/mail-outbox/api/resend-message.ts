import { useMutation } from "@tanstack/react-query";
import type { OutboxMessageView } from "../../../../shared/mail";
import { apiAnswer } from "../../../lib/api/api-client";
import { queryRoots } from "../../../lib/api/query-roots";
import { useRefresh } from "../../../lib/api/use-refresh";

/** POST /api/mail/outbox/{id}/resend: a failed e-mail goes out again; answers the server's confirmation. */
export const resendMessage = (id: number) =>
  apiAnswer<OutboxMessageView>(`/api/mail/outbox/${encodeURIComponent(id)}/resend`, { method: "POST" });

/** The list and the counts are read again afterwards. */
export function useResendMessage() {
  const refresh = useRefresh(queryRoots.mail);
  return useMutation({ mutationFn: resendMessage, onSuccess: refresh });
}
