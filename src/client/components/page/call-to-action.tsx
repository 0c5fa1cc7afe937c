import { pathTo } from "../../../shared/routes";
import { company } from "../../lib/company";
import { ButtonLink, ExternalButtonLink } from "./button-link";
import type { ReactNode } from "react";

/** The closing band of a page: the clear next step (call, file a claim, get a quote). */
export function CallToAction({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <section className="bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-[60ch] space-y-2">
          <h2 className="text-3xl font-bold">{title}</h2>
          <p className="text-lg opacity-90">{body}</p>
        </div>
        <div className="flex flex-wrap gap-3">{children}</div>
      </div>
    </section>
  );
}

/** The most common closing band: get a quote on the external site, or contact us. */
export function QuoteOrContactCallToAction(props: {
  title: string;
  body: string;
  quoteLabel: string;
  contactLabel: string;
}) {
  return (
    <CallToAction title={props.title} body={props.body}>
      <ExternalButtonLink to={company.urls.quote} variant="inverse" size="lg">
        {props.quoteLabel}
      </ExternalButtonLink>
      <ButtonLink to={pathTo("contact")} variant="outline" size="lg">
        {props.contactLabel}
      </ButtonLink>
    </CallToAction>
  );
}
