import { describe, expect, it } from "vitest";
import { catalogs } from "../../../shared/messages/catalog";
import en from "../../locales/en/members.json";
import italian from "../../locales/it/members.json";

describe("the member page's answer", () => {
  it("is the server's one message, word for word, in each language", () => {
    expect(en.access.sent).toBe(catalogs.en.member.linkSent);
    expect(italian.access.sent).toBe(catalogs.it.member.linkSent);
  });
});
