import { formatAddress, type PostalAddress } from "../../../shared/company";

// A link: opening it leaves the site. The embedded map (office-map.tsx) loads only when the visitor asks.
const openStreetMapSearch = "https://www.openstreetmap.org/search";

/** OpenStreetMap's search page for a postal address, e.g. the overnight address. */
export function openStreetMapSearchUrl(address: PostalAddress): string {
  return `${openStreetMapSearch}?query=${encodeURIComponent(formatAddress(address))}`;
}
