import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";

/** Links off the site open in a new tab, and say so to screen readers. */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<"a">, "target" | "rel">) {
  const { t } = useTranslation();
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {t("nav.opensInNewTab")}</span>
    </a>
  );
}
