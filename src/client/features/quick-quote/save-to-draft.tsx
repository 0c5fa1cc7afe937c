import { Save } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../components/form/form-alert";
import { Button } from "../../components/ui/button";
import { staffNs } from "../../lib/staff-texts";
import type { Quote, SaveTo } from "./quote";

/** A re-quote's one action: the quoted home goes back to its draft policy, which the server prices again. */
export function SaveToDraft({
  quote,
  saveTo,
  onHomeRefused,
}: {
  quote: Quote;
  saveTo: SaveTo;
  onHomeRefused: (error: unknown) => boolean;
}) {
  const { t } = useTranslation(staffNs);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState("");

  async function save() {
    setPending(true);
    setRefusal("");
    try {
      await saveTo.save(quote.home);
    } catch (error) {
      if (!onHomeRefused(error)) setRefusal(error instanceof Error ? error.message : t("quickQuote.failed"));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-2">
      <Button onClick={() => void save()} disabled={pending}>
        <Save aria-hidden="true" />
        {pending ? t("quickQuote.saving") : t("quickQuote.saveTo", { number: saveTo.policyNumber })}
      </Button>
      <FormAlert>{refusal}</FormAlert>
    </div>
  );
}
