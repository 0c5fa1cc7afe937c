import { useSyncExternalStore } from "react";
import type { Theme } from "../../shared/constants";
import { currentTheme } from "../lib/theme";

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

/** The theme in effect (the `dark` class on <html>), kept current when it is toggled. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => "light");
}
