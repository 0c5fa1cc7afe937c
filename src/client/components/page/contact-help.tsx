import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Phone } from "../../../shared/company";
import { PhoneLink } from "./phone-link";

/**
 * A help block: who to call or write to, and when. The texts are
 * `<prefix>.title`, `.body`, `.phone`, `.email`, `.hoursLabel` and `.hours`
 * of the page's namespace; `children` adds a closing action.
 */
export function ContactHelp({
  ns,
  prefix,
  phone,
  email,
  headingLevel = 2,
  children,
}: {
  ns: string;
  prefix: string;
  phone: Phone;
  email: string;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  const { t } = useTranslation(ns);
  const titleId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <aside aria-labelledby={titleId} className="space-y-4 rounded-lg border border-border bg-sand p-6">
      <Heading id={titleId} className="text-xl font-semibold">
        {t(`${prefix}.title`)}
      </Heading>
      <p className="text-muted-foreground">{t(`${prefix}.body`)}</p>
      <dl className="space-y-2">
        <div>
          <dt className="font-medium">{t(`${prefix}.phone`)}</dt>
          <dd>
            <PhoneLink phone={phone} />
          </dd>
        </div>
        <div>
          <dt className="font-medium">{t(`${prefix}.email`)}</dt>
          <dd>
            <a className="font-semibold break-words text-primary underline hover:no-underline" href={`mailto:${email}`}>
              {email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-medium">{t(`${prefix}.hoursLabel`)}</dt>
          <dd>{t(`${prefix}.hours`)}</dd>
        </div>
      </dl>
      {children}
    </aside>
  );
}
