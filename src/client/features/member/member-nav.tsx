import { useTranslation } from "react-i18next";
import { NavLink, useSearchParams } from "react-router";
import { pathTo } from "../../../shared/routes";
import { cn } from "../../lib/cn";
import { memberPages } from "./member-pages";
import { memberNs } from "./member-texts";
import { policyParam } from "./selected-policy";

/** Policy, Documents, Claims, Pay, Preferences: links keeping the chosen policy; the current one has aria-current. */
export function MemberNav() {
  const { t } = useTranslation(memberNs);
  const [searchParams] = useSearchParams();
  const chosen = searchParams.get(policyParam);
  const search = chosen ? `?${new URLSearchParams({ [policyParam]: chosen }).toString()}` : "";
  return (
    // Wrapping rather than scrolling sideways, so every page stays in sight on a phone.
    <nav aria-label={t("shell.navLabel")}>
      <ul className="flex flex-wrap gap-1 whitespace-nowrap">
        {memberPages.map(({ id, icon: Icon, end }) => (
          <li key={id}>
            <NavLink
              to={{ pathname: pathTo(id), search }}
              end={end}
              className={({ isActive }) =>
                cn(
                  "flex min-h-11 items-center gap-2 rounded-md px-3 font-medium",
                  isActive ? "bg-primary text-primary-foreground" : "text-foreground hover:bg-surface",
                )
              }
            >
              <Icon aria-hidden="true" className="size-5" />
              {t(`nav.${id}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
