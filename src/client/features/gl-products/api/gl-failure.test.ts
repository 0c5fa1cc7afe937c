import { describe, expect, it } from "vitest";
import { answersEn } from "../../../../shared/messages/answers.en";
import { answersIt } from "../../../../shared/messages/answers.it";
import it_ from "../../../locales/it/staffArea.json";
import en from "../../../locales/en/staffArea.json";

describe("GL failure messages", () => {
  it("read in English exactly as SPEC §8 and the server word them", () => {
    expect(en.glFailures).toEqual(answersEn.glProduct.failed);
    expect(it_.glFailures).toEqual(answersIt.glProduct.failed);
    expect(Object.values(en.glFailures)).toEqual([
      "Failed to fetch GL products",
      "Failed to fetch GL product",
      "Failed to create GL product",
      "Failed to update GL product",
      "Failed to edit GL product",
      "Field validation failed",
    ]);
  });
});
