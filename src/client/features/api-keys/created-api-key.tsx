import { Copy, TriangleAlert } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { CreatedApiKey } from "../../../shared/api-key";
import { Button } from "../../components/ui/button";
import { Textarea } from "../../components/ui/textarea";
import { staffNs } from "../../lib/staff-texts";

/**
 * The new key's secret, this once: the server keeps only its hash, so it
 * cannot be shown again. Focus moves here so that a screen reader hears it
 * appear; where the clipboard is refused, the key is selected to copy by hand.
 */
export function CreatedApiKeyPanel({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation(staffNs);
  const heading = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const warningId = useId();

  useEffect(() => heading.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(created.secret);
      toast.success(t("apiKeys.copied"));
    } catch {
      field.current?.select();
      toast.info(t("apiKeys.copyByHand"), { duration: 15_000 });
    }
  }

  return (
    <div className="space-y-4 rounded-lg border-2 border-primary p-4">
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold focus-visible:outline-none">
        {t("apiKeys.createdTitle", { name: created.key.name })}
      </h3>
      <p id={warningId} className="flex gap-2 font-medium">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-alert" />
        {t("apiKeys.createdWarning")}
      </p>
      <div className="space-y-2">
        <label htmlFor={inputId} className="block font-medium">
          {t("apiKeys.secretLabel")}
        </label>
        {/* Two rows, so the whole key shows (and wraps) on a phone too. */}
        <Textarea
          ref={field}
          id={inputId}
          readOnly
          rows={2}
          value={created.secret}
          aria-describedby={warningId}
          spellCheck={false}
          autoComplete="off"
          onFocus={(event) => event.currentTarget.select()}
          className="resize-none font-mono text-sm break-all"
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t("apiKeys.copy")}
        </Button>
      </div>
      <Button type="button" onClick={onDone}>
        {t("apiKeys.done")}
      </Button>
    </div>
  );
}
