import { Menu } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "../ui/sheet";

/**
 * The side panel of small screens behind the menu button: the public menu and
 * the staff navigation open the same way, with the same labels. `hiddenFrom`
 * hides the button where the full navigation fits.
 */
export function MenuSheet({
  open,
  onOpenChange,
  hiddenFrom,
  title,
  onOpenAutoFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  hiddenFrom: "lg:hidden" | "xl:hidden";
  title: string;
  onOpenAutoFocus?: (event: Event) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className={hiddenFrom} aria-label={t("nav.openMenu")}>
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent closeLabel={t("nav.closeMenu")} onOpenAutoFocus={onOpenAutoFocus}>
        <SheetTitle className="pr-10 text-xl font-semibold">{title}</SheetTitle>
        {children}
      </SheetContent>
    </Sheet>
  );
}
