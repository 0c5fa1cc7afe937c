/**
 * What staff type into policy search: an insured's name or part of it, a
 * policy number or its end, now and then a broad word or an agent's name. The
 * broad ones match a fifth and half of the book: the slowest searches.
 */
export const searchTerms = [
  "bayshore dental",
  "pelican marine",
  "coral keys",
  "tarpon roofing",
  "harbor realty",
  "citrus logistics",
  "osprey fitness",
  "mangrove seafood",
  "SRE-0001234",
  "SRE-00456",
  "0098765",
  "SRE-0050",
  "keys dental",
  "suncoast",
  "manatee",
  "biscayne",
  "heron pharmacy",
  "foundation",
  "jordan",
  "cypress",
] as const;

/** The search the throughput run repeats. */
export const throughputTerm = "bayshore";

export const searchPath = (term: string) => `/api/policies?q=${encodeURIComponent(term)}&status=active`;
