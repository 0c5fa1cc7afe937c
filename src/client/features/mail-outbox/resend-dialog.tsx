import { Send } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { OutboxMessageView } from "../../../shared/mail";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../../components/ui/dialog";
import { useResendMessage } from "./api/resend-message";
import { mailNs } from "./mail-texts";

/**
 * A failed message's Resend: asks first (it mails a person), then sends it
 * again and says so in a toast, with the server's words either way (a link
 * that expired meanwhile is the server's to refuse).
 */
export function ResendDialog({ message }: { message: OutboxMessageView }) {
  const { t } = useTranslation(mailNs);
  const [open, setOpen] = useState(false);
  const resend = useResendMessage();

  function confirm() {
    resend.mutate(message.id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setOpen(false);
      },
      onError: (error) => {
        toast.error(t("resend.failed"), { description: error.message });
        setOpen(false);
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="px-3" aria-label={t("resend.open", { to: message.to })}>
          <Send aria-hidden="true" />
          {t("resend.button")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("common.close")}>
        <DialogTitle>{t("resend.title")}</DialogTitle>
        <DialogDescription className="mt-2 break-words">
          {t("resend.body", { subject: message.subject, to: message.to })}
        </DialogDescription>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button disabled={resend.isPending} onClick={confirm}>
            {resend.isPending ? t("resend.sending") : t("resend.confirm")}
          </Button>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t("common.cancel")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
