// First: no schema may parse before zod is told not to try eval.
import "./lib/zod-without-eval";
import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { defaultLanguage } from "../shared/constants";
import { themeBootstrapScript } from "../shared/theme-bootstrap";
import type { Route } from "./+types/root";
import inlineCss from "./app.css?inline";
import { LazyToaster } from "./components/layout/lazy-toaster";
import { Spinner } from "./components/ui/spinner";
import { catastropheNoticeScript } from "./lib/catastrophe-notice-banner";
import { hydrateOnIntentScript } from "./lib/hydrate-on-intent";
import { i18next, setLanguage, storedLanguage } from "./lib/i18n";
import { organizationJsonLd } from "./lib/structured-data";

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    // The bootstrap script changes the class and lang before React hydrates.
    <html lang={defaultLanguage} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script dangerouslySetInnerHTML={{ __html: themeBootstrapScript }} />
        {/*
          The whole stylesheet is inlined into each prerendered page so the first
          paint waits for no request (docs/decisions/0004). Only the prerender
          (and the dev server) holds the text; the browser keeps the prerendered copy, so the
          CSS is not shipped a second time inside the JavaScript.
        */}
        <style
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR || import.meta.env.DEV ? inlineCss : "" }}
          suppressHydrationWarning
        />
        <Meta />
        <Links />
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: organizationJsonLd }} />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
        <script dangerouslySetInnerHTML={{ __html: hydrateOnIntentScript }} />
        <script dangerouslySetInnerHTML={{ __html: catastropheNoticeScript }} />
      </body>
    </html>
  );
}

export default function App() {
  // Pages are prerendered in English; a stored Italian choice applies right
  // after hydration. `data-hydrated` tells tests the page is interactive.
  useEffect(() => {
    const language = storedLanguage();
    const ready = language && language !== i18next.language ? setLanguage(language) : Promise.resolve();
    void ready.finally(() => {
      document.documentElement.dataset.hydrated = "true";
    });
  }, []);

  return (
    <>
      <Outlet />
      <LazyToaster />
    </>
  );
}

/** The staff area's SPA shell shows this until its code has loaded. */
export function HydrateFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label={i18next.t("loading")} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="mx-auto max-w-2xl space-y-4 px-4 py-24">
      <h1 className="text-3xl font-bold text-alert">{i18next.t("errors.unexpected")}</h1>
      <p className="text-lg">{detail}</p>
    </main>
  );
}
