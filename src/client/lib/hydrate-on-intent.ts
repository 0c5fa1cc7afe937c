import { defaultLanguage, storageKeys } from "../../shared/constants";
import { pathTo } from "../../shared/routes";

/** The `type` the build gives React Router's module script so it waits (scripts/defer-hydration.mjs). */
export const deferredModuleType = "text/x-deferred-module";

interface IntentOptions {
  deferredType: string;
  languageKey: string;
  prerenderedLanguage: string;
  /**
   * Pages that load at once: those that act on arrival (a payment portal's
   * answer to check), and those with work saved for them (a claim draft to
   * resume, when `storageKey` holds something), and those with something
   * to say about the address they were opened with (when it has
   * `searchParam`: the member page after an expired sign-in link).
   */
  eager: { path: string; storageKey?: string; searchParam?: string }[];
}

/**
 * Runs inline in every prerendered page (docs/decisions/0005). The page is
 * complete HTML, so React and the app's code load only when the visitor shows
 * an intent to interact: a pointer over the page, a touch, a key, focus or a
 * scroll. A visitor who only reads downloads no application JavaScript.
 *
 * A button pressed or a form submitted before React has taken over is held
 * back and pressed again once the page is hydrated, after the fields are
 * given back what was typed into them, so nothing is lost; links work natively. A visitor who chose Italian needs React to show it, so
 * the app loads at once for them; so it does on the few pages that act on
 * arrival or have a draft to resume (`eager`).
 *
 * Self-contained (no imports, no closures over module scope): it is inlined
 * with Function.prototype.toString.
 */
function hydrateOnIntent({ deferredType, languageKey, prerenderedLanguage, eager }: IntentOptions): void {
  const deferred = document.querySelector<HTMLScriptElement>(`script[type="${deferredType}"]`);
  if (!deferred) return;

  const intentEvents = ["pointerover", "pointerdown", "touchstart", "keydown", "focusin", "scroll", "wheel"];
  let started = false;
  let heldControl: HTMLElement | null = null;
  let heldForm: HTMLFormElement | null = null;
  // What the visitor typed or ticked before hydration: React resets controlled
  // fields to their initial state when it takes over, so it is put back.
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string | boolean>();

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

  function rememberField(event: Event): void {
    const field = event.target;
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      typed.set(field, field.checked);
    } else if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    ) {
      typed.set(field, field.value);
    }
  }

  // React may keep the typed text on screen while its state holds the initial
  // value. Each field is first set to something else through its own `value`
  // (or `checked`) property, which React's change tracking records, then back
  // to what was typed, so React sees a change and updates its state.
  function restoreFields(): void {
    for (const [field, value] of typed) {
      if (!field.isConnected) continue;
      if (typeof value === "boolean") {
        (field as HTMLInputElement).checked = !value;
        field.click();
        continue;
      }
      field.value = "";
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set?.call(field, value);
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
    }
  }

  function replayAction(): void {
    const control = heldControl?.isConnected ? heldControl : null;
    // A menu already open took the press itself, React having taken over between the pointer's
    // press and its click: pressing it again would close it.
    if (control && control.getAttribute("aria-expanded") !== "true") {
      // Menus open on pointerdown, dialogs and plain buttons on click.
      const pointer = { bubbles: true, cancelable: true, button: 0, isPrimary: true, pointerType: "mouse" };
      control.dispatchEvent(new PointerEvent("pointerdown", pointer));
      control.dispatchEvent(new PointerEvent("pointerup", pointer));
      control.click();
    } else if (heldForm?.isConnected) {
      heldForm.requestSubmit();
    }
  }

  function replay(): void {
    document.removeEventListener("click", holdClick, true);
    document.removeEventListener("submit", holdSubmit, true);
    document.removeEventListener("input", rememberField, true);
    document.removeEventListener("change", rememberField, true);
    restoreFields();
    // One task later, so React has applied the restored values before the action runs.
    setTimeout(replayAction, 0);
  }

  document.addEventListener("click", holdClick, true);
  document.addEventListener("submit", holdSubmit, true);
  document.addEventListener("input", rememberField, true);
  document.addEventListener("change", rememberField, true);
  new MutationObserver((_records, observer) => {
    if (document.documentElement.dataset.hydrated !== "true") return;
    observer.disconnect();
    replay();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] });

  let storedLanguage: string | null = null;
  const eagerHere = eager.filter((page) => page.path === location.pathname);
  const search = new URLSearchParams(location.search);
  let eagerPage = eagerHere.some((page) => !page.storageKey && (!page.searchParam || search.has(page.searchParam)));
  try {
    storedLanguage = localStorage.getItem(languageKey);
    eagerPage ||= eagerHere.some((page) => page.storageKey && localStorage.getItem(page.storageKey) !== null);
  } catch {
    // Storage can be blocked; the page then stays in its prerendered language.
  }
  if ((storedLanguage && storedLanguage !== prerenderedLanguage) || eagerPage) {
    start();
    return;
  }
  for (const type of intentEvents) window.addEventListener(type, start, { capture: true, passive: true });
}

const options: IntentOptions = {
  deferredType: deferredModuleType,
  languageKey: storageKeys.language,
  prerenderedLanguage: defaultLanguage,
  eager: [
    { path: pathTo("claimsFile"), storageKey: storageKeys.claimDraft },
    { path: pathTo("payDemoPortal") },
    { path: pathTo("payConfirmation") },
    { path: pathTo("members"), searchParam: "link" },
  ],
};

/** The pages that load their code on arrival for every visitor, whatever is stored or asked. */
export const pagesLoadedOnArrival = options.eager
  .filter((page) => !page.storageKey && !page.searchParam)
  .map((page) => page.path);

export const hydrateOnIntentScript = `(${hydrateOnIntent.toString()})(${JSON.stringify(options)})`;
