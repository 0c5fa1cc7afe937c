import { company } from "./company";

/** schema.org description of the company for search engines (InsuranceAgency). */
export const organizationJsonLd = JSON.stringify({
  "@context": "https://schema.org",
  "@type": "InsuranceAgency",
  name: company.name,
  url: company.urls.site,
  logo: new URL("/favicon.svg", company.urls.site).href,
  telephone: company.phones.tollFree.e164,
  email: company.emails.general,
  faxNumber: company.phones.fax.e164,
  address: {
    "@type": "PostalAddress",
    streetAddress: company.addresses.overnight.lines.join(", "),
    addressLocality: company.addresses.overnight.city,
    addressRegion: company.addresses.overnight.state,
    postalCode: company.addresses.overnight.postalCode,
    addressCountry: "US",
  },
  areaServed: { "@type": "State", name: "Florida" },
  sameAs: [company.urls.professionalNetwork],
  // Escaped so the JSON can never close its <script> element early.
}).replace(/</g, "\\u003c");
