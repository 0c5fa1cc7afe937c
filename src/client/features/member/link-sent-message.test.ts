import { describe, expect, it } from "vitest";
import { memberLinkSentMessage } from "../../../shared/member";
import en from "../../locales/en/members.json";

describe("the member page's answer", () => {
  it("is the server's one message, word for word, in English", () => {
    expect(en.access.sent).toBe(memberLinkSentMessage);
  });
});
