import { useCallback } from "react";
import { toast } from "sonner";

/**
 * Share (an alert in the spec): copies the page's address, so a colleague
 * signed in to the staff area opens the same view. Where the clipboard is
 * refused, the toast shows the link to copy by hand.
 */
export function useCopyLink(texts: { copied: string; copyByHand: string }) {
  return useCallback(async () => {
    const link = window.location.href;
    try {
      await navigator.clipboard.writeText(link);
      toast.success(texts.copied, { description: link });
    } catch {
      toast.info(texts.copyByHand, { description: link, duration: 15_000 });
    }
  }, [texts.copied, texts.copyByHand]);
}
