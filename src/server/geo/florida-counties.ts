import countiesByName from "./florida-zip-counties.json";

/**
 * The Florida county of a ZIP code, for counting claims by county. The table
 * is GeoNames' (CC BY 4.0), written by scripts/florida-zip-counties.mjs; a ZIP
 * code that crosses a county line is counted in the county GeoNames gives it.
 */
const countyOfZip = new Map(
  Object.entries(countiesByName as Record<string, string[]>).flatMap(([county, zips]) =>
    zips.map((zip) => [zip, county] as const),
  ),
);

/** The county, or null for a ZIP code outside Florida (or one too new for the table). */
export const floridaCountyOf = (zip: string): string | null => countyOfZip.get(zip.trim().slice(0, 5)) ?? null;
