import { describe, expect, it } from "vitest";
import { unstorableTextFields } from "./storable-text";

const fields = (part: unknown, name = "body") => unstorableTextFields(part, name).map((error) => error.field);

describe("text the database cannot store", () => {
  it("names each string with a NUL or a lone surrogate by its dotted path", () => {
    const body = { name: "a\u0000b", loss: { notes: ["fine", "half \ud83d emoji"] }, ok: "whole 😀 emoji" };
    expect(fields(body).sort()).toEqual(["loss.notes.1", "name"]);
  });

  it("takes paired surrogates, right-to-left marks, zero-width and other control characters", () => {
    expect(fields({ text: "😀 \u202eevil\u202c zero\u200bwidth \t\r\n\u0001" })).toEqual([]);
  });

  it("names the part itself for a bare string, and the parent of a bad key", () => {
    expect(fields("\udfff", "query")).toEqual(["query"]);
    expect(fields({ nested: { "bad\u0000key": 1 } })).toEqual(["nested"]);
  });

  it("walks thousands of levels without recursion, and stops at twenty errors", () => {
    let deep: unknown = "\u0000";
    for (let level = 0; level < 20_000; level += 1) deep = [deep];
    expect(fields(deep)).toHaveLength(1);
    expect(fields(Array.from({ length: 10_000 }, () => "\u0000"))).toHaveLength(20);
  });
});
