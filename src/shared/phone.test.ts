import { describe, expect, it } from "vitest";
import { dialable, phoneCharacters } from "./phone";

describe("phone numbers", () => {
  it("dial what was typed, without the separators people read", () => {
    expect(dialable("(813) 555-0161")).toBe("+18135550161");
    expect(dialable("813.555.0161")).toBe("+18135550161");
    expect(dialable("+39 06 555 0100")).toBe("+39065550100");
    expect(dialable("555-0161")).toBe("5550161");
  });

  it("are typed with digits, spaces and + ( ) - . only", () => {
    expect(phoneCharacters.test("(813) 555-0161")).toBe(true);
    expect(phoneCharacters.test("")).toBe(true);
    expect(phoneCharacters.test("call me")).toBe(false);
  });
});
