import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The prerendered page is complete and readable as it is: let the browser
// paint it first, and hydrate in the next task, so a phone shows the content
// without waiting for React to take over.
requestAnimationFrame(() => setTimeout(hydrate, 0));
