import { Moon, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toggleTheme } from "../../lib/theme";
import { Button } from "../ui/button";

// The icon follows the `dark` class through CSS, so the prerendered HTML is
// right for both themes without waiting for JavaScript.
export function ThemeToggle() {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" size="icon" aria-label={t("theme.toggle")} onClick={toggleTheme}>
      <Moon aria-hidden="true" className="dark:hidden" />
      <Sun aria-hidden="true" className="hidden dark:block" />
    </Button>
  );
}
