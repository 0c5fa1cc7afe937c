import { describe, expect, it } from "vitest";
import { safeDisplayName } from "../../src/server/modules/documents/detect-file-kind";
import { attachmentHeader } from "../../src/server/reporting/attachment-header";

describe("an uploaded file's name", () => {
  it("loses folders, control characters and leading dots, and is never empty", () => {
    expect(safeDisplayName("C:\\Users\\ana\\roof photo.jpg", "jpg")).toBe("roof photo.jpg");
    expect(safeDisplayName("../../.hidden\u0000\r\n.pdf", "pdf")).toBe("hidden.pdf");
    expect(safeDisplayName("", "pdf")).toBe("document.pdf");
    expect(safeDisplayName("scan", "png")).toBe("scan.png");
  });

  it("is cut to 200 characters, keeping its extension", () => {
    const name = safeDisplayName(`${"a".repeat(300)}.docx`, "docx");
    expect(name).toHaveLength(200);
    expect(name.endsWith(".docx")).toBe(true);
  });

  it("is never cut inside an emoji, and loses bidirectional overrides", () => {
    // An odd first character puts the 200th unit in the middle of a surrogate pair.
    expect(safeDisplayName(`a${"😀".repeat(500)}.pdf`, "pdf")).toBe(`a${"😀".repeat(97)}.pdf`);
    expect(safeDisplayName(`a.${"😀".repeat(300)}`, "pdf")).toBe(`a.${"😀".repeat(99)}`);
    expect(safeDisplayName("invoice\u202Efdp.exe.pdf", "pdf")).toBe("invoicefdp.exe.pdf");
  });

  it("goes into the download header with an ASCII fallback and its exact form", () => {
    expect(attachmentHeader('Póliza "2026".pdf')).toBe(
      `attachment; filename="P_liza _2026_.pdf"; filename*=UTF-8''P%C3%B3liza%20%222026%22.pdf`,
    );
    // ' ( ) * are not RFC 8187 attr-chars: a bare ' would end the language part early.
    expect(attachmentHeader("Roof (north) 'A'*.pdf")).toBe(
      `attachment; filename="Roof (north) 'A'*.pdf"; filename*=UTF-8''Roof%20%28north%29%20%27A%27%2A.pdf`,
    );
  });
});
