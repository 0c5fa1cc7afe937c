#!/usr/bin/env node
// Writes src/server/geo/florida-zip-counties.json, the county of each Florida ZIP code, from
// GeoNames' postal code file for the United States (https://download.geonames.org/export/zip/US.zip,
// Creative Commons Attribution 4.0): node scripts/florida-zip-counties.mjs path/to/US.txt
// Columns of US.txt: country, ZIP, place, state, state code, county, county code, …
import { readFileSync, writeFileSync } from "node:fs";

const [source] = process.argv.slice(2);
if (!source) throw new Error("usage: node scripts/florida-zip-counties.mjs path/to/US.txt");

const counties = {};
for (const line of readFileSync(source, "utf8").split("\n")) {
  const [, zip, , , stateCode, county] = line.split("\t");
  if (stateCode !== "FL" || !zip || !county) continue;
  (counties[county] ??= []).push(zip);
}
const sorted = Object.fromEntries(
  Object.keys(counties)
    .sort()
    .map((county) => [county, counties[county].sort()]),
);
const target = new URL("../src/server/geo/florida-zip-counties.json", import.meta.url);
writeFileSync(target, `${JSON.stringify(sorted)}\n`);
console.log(`${Object.keys(sorted).length} counties, ${Object.values(sorted).flat().length} ZIP codes`);
