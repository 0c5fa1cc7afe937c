import { lazy, Suspense } from "react";
import { toastSettings } from "../../../shared/constants";
import { useHydrated } from "../../hooks/use-hydrated";
import { useTheme } from "../../hooks/use-theme";

// Toasts only ever follow an action, so the toaster loads after hydration
// instead of weighing on every page's first load.
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/** The toaster with the settings of SPEC §9. */
export function LazyToaster() {
  const theme = useTheme();
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position={toastSettings.position}
        visibleToasts={toastSettings.visibleToasts}
        duration={toastSettings.durationMs}
        hotkey={[...toastSettings.hotkey]}
        closeButton
        richColors
        theme={theme}
      />
    </Suspense>
  );
}
