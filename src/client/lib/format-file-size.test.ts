import { describe, expect, it } from "vitest";
import { formatFileSize } from "./format-file-size";

describe("file sizes", () => {
  it("use bytes, kilobytes or megabytes, with one decimal below ten", () => {
    expect(formatFileSize(820, "en")).toBe("820 byte");
    expect(formatFileSize(14_200, "en")).toBe("14 kB");
    expect(formatFileSize(2_400_000, "en")).toBe("2.4 MB");
    expect(formatFileSize(2_400_000, "it")).toBe("2,4 MB");
  });
});
