import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../ui/dialog";

/**
 * Asks before input that is not saved is lost: a dialog when the user follows
 * a link inside the site, the browser's own prompt when they close the tab or
 * leave for another site. `hasUnsavedChanges` is read at the moment of
 * leaving, so a save that navigates on success is never stopped.
 */
export function UnsavedChangesGuard({ hasUnsavedChanges }: { hasUnsavedChanges: () => boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && hasUnsavedChanges(),
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [hasUnsavedChanges]);

  const blocked = blocker.state === "blocked";
  return (
    <Dialog open={blocked} onOpenChange={(open) => !open && blocked && blocker.reset()}>
      <DialogContent closeLabel={t("unsavedChanges.stay")} role="alertdialog">
        <DialogTitle>{t("unsavedChanges.title")}</DialogTitle>
        <DialogDescription className="mt-2">{t("unsavedChanges.body")}</DialogDescription>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={() => blocked && blocker.reset()}>{t("unsavedChanges.stay")}</Button>
          <Button variant="outline" onClick={() => blocked && blocker.proceed()}>
            {t("unsavedChanges.leave")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
