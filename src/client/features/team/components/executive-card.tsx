import { Globe, Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { leadershipBioPreviewChars } from "../../../../shared/constants";
import { ExternalLink } from "../../../components/layout/external-link";
import { visibleLinks, type Executive, type ExecutiveLink } from "../executives";
import { truncateAtWord } from "../truncate-at-word";
import { ExecutiveBioDialog } from "./executive-bio-dialog";
import { InitialsPortrait } from "./initials-portrait";

const linkClass = "inline-flex min-h-11 items-center gap-2 text-primary underline hover:no-underline";

/** One executive in the team grid (an item of a CardGrid list). */
export function ExecutiveCard({ executive }: { executive: Executive }) {
  // Texts of the team page's namespace, registered by routes/public/team.tsx.
  const { t } = useTranslation("team");
  const { name } = executive;
  const jobTitle = t(`executives.people.${executive.key}.title`);
  const bio = t(`executives.people.${executive.key}.bio`);
  const links = visibleLinks(executive.links);

  return (
    <li className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-6 shadow-sm">
      <div className="flex items-center gap-4">
        <InitialsPortrait name={name} label={t("executives.portraitLabel", { name })} />
        <div>
          <h3 className="text-xl font-semibold">{name}</h3>
          <p className="font-medium text-primary">{jobTitle}</p>
        </div>
      </div>
      <p className="text-muted-foreground">{truncateAtWord(bio, leadershipBioPreviewChars)}</p>
      {links.length > 0 && (
        <ul className="flex flex-wrap gap-x-6">
          {links.map((link) => (
            <li key={link.kind}>
              <ExecutiveLinkItem link={link} name={name} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto pt-2">
        <ExecutiveBioDialog name={name} jobTitle={jobTitle} bio={bio} />
      </div>
    </li>
  );
}

function ExecutiveLinkItem({ link, name }: { link: ExecutiveLink; name: string }) {
  const { t } = useTranslation("team");
  if (link.kind === "email") {
    return (
      <a href={link.href} className={linkClass} aria-label={t("executives.emailLabel", { name })}>
        <Mail aria-hidden="true" className="size-5" />
        {t("executives.email")}
      </a>
    );
  }
  return (
    <ExternalLink href={link.href} className={linkClass}>
      <Globe aria-hidden="true" className="size-5" />
      {t("executives.profile")}
      <span className="sr-only"> {t("executives.profileOf", { name })}</span>
    </ExternalLink>
  );
}
