import { defaultLanguage, storageKeys } from "../../shared/constants";

/** The `type` the build gives React Router's module script so it waits (scripts/defer-hydration.mjs). */
export const deferredModuleType = "text/x-deferred-module";

interface IntentOptions {
  deferredType: string;
  languageKey: string;
  prerenderedLanguage: string;
}

/**
 * Runs inline in every prerendered page (docs/decisions/0005). The page is
 * complete HTML, so React and the app's code load only when the visitor shows
 * an intent to interact: a pointer over the page, a touch, a key, focus or a
 * scroll. A visitor who only reads downloads no application JavaScript.
 *
 * A button pressed or a form submitted before React has taken over is held
 * back and pressed again once the page is hydrated, so no action is lost;
 * links work natively. A visitor who chose Italian needs React to show it, so
 * the app loads at once for them.
 *
 * Self-contained (no imports, no closures over module scope): it is inlined
 * with Function.prototype.toString.
 */
function hydrateOnIntent({ deferredType, languageKey, prerenderedLanguage }: IntentOptions): void {
  const deferred = document.querySelector<HTMLScriptElement>(`script[type="${deferredType}"]`);
  if (!deferred) return;

  const intentEvents = ["pointerover", "pointerdown", "touchstart", "keydown", "focusin", "scroll", "wheel"];
  let started = false;
  let heldControl: HTMLElement | null = null;
  let heldForm: HTMLFormElement | null = null;

  const start = (): void => {
    if (started) return;
    started = true;
    for (const type of intentEvents) window.removeEventListener(type, start, true);
    for (const href of (deferred.dataset.modulepreload ?? "").split(" ")) {
      if (!href) continue;
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.textContent = deferred.textContent;
    document.head.append(script);
  };

  function holdClick(event: MouseEvent): void {
    const control = (event.target as Element | null)?.closest<HTMLElement>("button, [role='button'], summary");
    if (!control) return;
    event.preventDefault();
    heldControl = control;
    heldForm = null;
    start();
  }

  function holdSubmit(event: SubmitEvent): void {
    event.preventDefault();
    heldForm = event.target as HTMLFormElement;
    heldControl = null;
    start();
  }

  function replay(): void {
    document.removeEventListener("click", holdClick, true);
    document.removeEventListener("submit", holdSubmit, true);
    if (heldControl?.isConnected) {
      // Menus open on pointerdown, dialogs and plain buttons on click.
      const pointer = { bubbles: true, cancelable: true, button: 0, isPrimary: true, pointerType: "mouse" };
      heldControl.dispatchEvent(new PointerEvent("pointerdown", pointer));
      heldControl.dispatchEvent(new PointerEvent("pointerup", pointer));
      heldControl.click();
    } else if (heldForm?.isConnected) {
      heldForm.requestSubmit();
    }
  }

  document.addEventListener("click", holdClick, true);
  document.addEventListener("submit", holdSubmit, true);
  new MutationObserver((_records, observer) => {
    if (document.documentElement.dataset.hydrated !== "true") return;
    observer.disconnect();
    replay();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] });

  let storedLanguage: string | null = null;
  try {
    storedLanguage = localStorage.getItem(languageKey);
  } catch {
    // Storage can be blocked; the page then stays in its prerendered language.
  }
  if (storedLanguage && storedLanguage !== prerenderedLanguage) {
    start();
    return;
  }
  for (const type of intentEvents) window.addEventListener(type, start, { capture: true, passive: true });
}

const options: IntentOptions = {
  deferredType: deferredModuleType,
  languageKey: storageKeys.language,
  prerenderedLanguage: defaultLanguage,
};

export const hydrateOnIntentScript = `(${hydrateOnIntent.toString()})(${JSON.stringify(options)})`;
