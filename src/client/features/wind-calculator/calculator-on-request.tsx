import { Calculator } from "lucide-react";
import { useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";

type Loaded = ComponentType<{ ns: string }>;

/**
 * The wind mitigation calculator, loaded only when the visitor asks: until
 * the button is pressed the page carries none of its code (the form kit, the
 * shared schemas, the fetcher) and calls nothing, so the page keeps its
 * Lighthouse scores (decision 0005). If the code cannot be fetched
 * (offline, a new release), the button stays for another try.
 */
export function CalculatorOnRequest({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  const [Loaded, setLoaded] = useState<Loaded | null>(null);
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");

  async function open() {
    if (state === "loading") return;
    setState("loading");
    try {
      const { WindCalculator } = await import("./wind-calculator");
      setLoaded(() => WindCalculator);
    } catch {
      setState("failed");
    }
  }

  if (Loaded) return <Loaded ns={ns} />;
  return (
    <div className="space-y-3">
      {/* Kept enabled while loading, so it keeps the keyboard focus until the calculator takes it. */}
      <Button size="lg" onClick={() => void open()} aria-busy={state === "loading"}>
        <Calculator aria-hidden="true" />
        {state === "loading" ? t("calculator.opening") : t("calculator.open")}
      </Button>
      {state === "failed" && (
        <p role="alert" className="font-medium text-alert">
          {t("calculator.openFailed")}
        </p>
      )}
    </div>
  );
}
