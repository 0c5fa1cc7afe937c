import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Button } from "../components/ui/button";
import { company } from "../lib/company";
import { i18next } from "../lib/i18n";

export const meta = () => [{ title: `${i18next.t("notFound.title")} | ${company.name}` }];

export default function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p aria-hidden="true" className="text-8xl font-extrabold text-primary">
        404
      </p>
      <h1 className="text-3xl font-bold">{t("notFound.title")}</h1>
      <p className="text-lg text-muted-foreground">{t("notFound.description")}</p>
      <Button asChild size="lg">
        <Link to="/">{t("notFound.returnHome")}</Link>
      </Button>
    </div>
  );
}
