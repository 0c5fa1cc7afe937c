import type { ComponentProps, ReactNode } from "react";
import { Button } from "./button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./dialog";

export interface ConfirmDialogTexts {
  title: ReactNode;
  body: ReactNode;
  /** The destructive button's word: Delete, Revoke, Deactivate. */
  confirm: string;
  cancel: string;
  /** The × in the corner, for screen readers. */
  close: string;
}

/**
 * Asks before something that cannot be undone (deleting, revoking,
 * deactivating): the question, what follows, the destructive button and
 * Cancel. Radix keeps focus inside, closes on Escape and gives focus back to
 * what opened it, unless `onCloseAutoFocus` sends it elsewhere (the opener
 * may be gone). Closing any way but the destructive button calls `onCancel`.
 */
export function ConfirmDialog({
  open,
  texts,
  pending = false,
  onConfirm,
  onCancel,
  onCloseAutoFocus,
}: {
  open: boolean;
  /** In the page's language: the caller's namespace words them. */
  texts: ConfirmDialogTexts;
  /** The change is on its way: the destructive button waits. */
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>["onCloseAutoFocus"];
}) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onCancel()}>
      <DialogContent closeLabel={texts.close} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>{texts.title}</DialogTitle>
        <DialogDescription className="mt-2">{texts.body}</DialogDescription>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {texts.confirm}
          </Button>
          <Button variant="outline" onClick={onCancel}>
            {texts.cancel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
