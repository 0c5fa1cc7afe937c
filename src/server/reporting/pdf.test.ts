import { describe, expect, it } from "vitest";
import { pdfText } from "../../../tests/api/support/pdf-text";
import { defaultCompany } from "../../shared/company";
import type { Language } from "../../shared/constants";
import { reportPdf } from "./pdf";
import type { ReportTable } from "./report-table";

async function read(table: ReportTable) {
  const chunks: Buffer[] = [];
  const stream = reportPdf(table, {
    generatedFor: "Rosa Staff",
    now: new Date("2026-10-02T16:00:00Z"),
    company: defaultCompany,
  });
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return pdfText(Buffer.concat(chunks)).split("\n");
}

const table = (language: Language, rows: ReportTable["rows"]): ReportTable => ({
  language,
  title: "Book",
  subtitle: "As of the end of October 2, 2026",
  columns: [
    { header: "Policy", kind: "text", width: 2 },
    { header: "Premium (USD)", kind: "money" },
    { header: "Open (USD)", kind: "cents" },
    { header: "Share (%)", kind: "percent" },
    { header: "Size (bytes)", kind: "bytes" },
    { header: "Reported", kind: "date" },
  ],
  rows,
  total: ["Total", 25_000, 123_450, 100, 2_048, null],
});

describe("a report as PDF", () => {
  it("writes each kind the reader's way, under the letterhead, what it is and for whom it was made", async () => {
    const text = await read(table("en", [["SRE-0000001", 25_000, 123_450, 100, 2_048, "2026-10-02"]]));
    expect(text).toEqual(expect.arrayContaining(["Book", "$25,000", "1,234.50", "100.0%", "2,048", "Oct 2, 2026"]));
    expect(text.join(" ")).toContain("As of the end of October 2, 2026 · Generated Oct 2, 2026");
    expect(text.join(" ")).toContain("for Rosa Staff");
    expect(text.at(-1)).toBe("Page 1 of 1");
  });

  it("writes numbers as an Italian reader does", async () => {
    const text = await read(table("it", [["SRE-0000001", 25_000, 123_450, 100, 2_048, "2026-10-02"]]));
    expect(text).toEqual(expect.arrayContaining(["100,0%", "1234,50", "2 ott 2026", "Pagina 1 di 1"]));
  });

  it("says when there is nothing to report", async () => {
    expect(await read(table("en", []))).toContain("Nothing to report.");
  });

  it("writes the header again on every page and numbers the pages", async () => {
    const rows = Array.from({ length: 120 }, (_, index) => [`SRE-${index}`, 1, 1, 1, 1, "2026-10-02"]);
    const text = await read(table("en", rows));
    const pages = text.filter((line) => /^Page \d+ of \d+$/.test(line));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.at(-1)).toBe(`Page ${pages.length} of ${pages.length}`);
    expect(text.filter((line) => line === "Premium (USD)")).toHaveLength(pages.length);
  });
});
