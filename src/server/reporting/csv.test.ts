import { describe, expect, it } from "vitest";
import { csvDollars, csvStream } from "./csv";

describe("cents in a report's CSV", () => {
  it.each([
    [0, "0.00"],
    [5, "0.05"],
    [100, "1.00"],
    [123_456_789, "1234567.89"],
    [-1_205, "-12.05"],
    [900_719_925_474_099, "9007199254740.99"],
  ])("writes %i cents as %s", (cents, text) => {
    expect(csvDollars(cents)).toBe(text);
  });
});

describe("a report as CSV", () => {
  const read = async (stream: NodeJS.ReadableStream) => {
    let text = "";
    for await (const chunk of stream) text += String(chunk);
    return text;
  };

  it("writes every kind plainly after a BOM, guards text against formulas but not negative amounts", async () => {
    const csv = await read(
      csvStream({
        columns: [
          { header: "Name", kind: "text" },
          { header: "Premium", kind: "money" },
          { header: "Open", kind: "cents" },
          { header: "Share", kind: "percent" },
          { header: "Day", kind: "date" },
        ],
        rows: [
          ["-Refund, late", 1_200, -1_205, 12.5, "2026-10-02"],
          ['=HYPERLINK("x")', null, 100, 0, null],
        ],
        total: ["Total", 1_200, -1_105, 12.5, ""],
      }),
    );
    expect(csv).toBe(
      "\ufeffName,Premium,Open,Share,Day\r\n" +
        `"'-Refund, late",1200,-12.05,12.5,2026-10-02\r\n` +
        `"'=HYPERLINK(""x"")",,1.00,0,\r\n` +
        "Total,1200,-11.05,12.5,\r\n",
    );
  });
});
