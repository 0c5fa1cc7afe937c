import { inflateSync } from "node:zlib";

/** The content streams of a PDF, inflated (pdfkit compresses them); streams that are not Flate are skipped. */
function contentStreams(pdf: Buffer): string[] {
  const text = pdf.toString("latin1");
  const streams: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf("endstream", start);
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString("latin1"));
    } catch {
      // A font or an image, not page content.
    }
  }
  return streams;
}

/** WinAnsi's letters where Latin-1 has control codes (0x80 to 0x9F): the dashes, quotes, € and the rest. */
const winAnsiHigh = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";
const fromWinAnsi = (text: string) =>
  text.replace(/[\u0080-\u009f]/g, (code) => winAnsiHigh[code.charCodeAt(0) - 0x80]!);

/**
 * The text a PDF made by pdfkit shows, one line per text run: pdfkit writes
 * each run as a TJ array of hex strings in the standard fonts' WinAnsi
 * encoding (Latin-1 but for 0x80 to 0x9F), with kerning numbers between.
 */
export function pdfText(pdf: Buffer): string {
  const runs: string[] = [];
  for (const stream of contentStreams(pdf)) {
    for (const [, array] of stream.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...array!.matchAll(/<([0-9a-f]*)>/gi)].map((piece) => piece[1]).join("");
      runs.push(fromWinAnsi(Buffer.from(hex, "hex").toString("latin1")));
    }
  }
  return runs.join("\n");
}
