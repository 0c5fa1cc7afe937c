import { formatAddress, type PostalAddress } from "../../../shared/company";

// A link only: the site itself loads nothing from other hosts (no tiles, no iframe).
const openStreetMapSearch = "https://www.openstreetmap.org/search";

/** OpenStreetMap's search page for a postal address, e.g. the overnight address. */
export function openStreetMapSearchUrl(address: PostalAddress): string {
  return `${openStreetMapSearch}?query=${encodeURIComponent(formatAddress(address))}`;
}
