import { BASE_ERROR_CODES } from "@better-auth/core/error";
import { TWO_FACTOR_ERROR_CODES, USERNAME_ERROR_CODES } from "better-auth/plugins";
import { describe, expect, it } from "vitest";
import { catalogs } from "../../shared/messages/catalog";
import { authAnswerBody } from "./auth-answer-language";

const refusal = (body: object, status = 401) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const read = async (response: Response, language: "en" | "it") =>
  JSON.parse((await authAnswerBody(response, language))!.toString("utf8")) as { code: string; message: string };

describe("better-auth's refusals in the reader's language", () => {
  it("has every code of the plugins in use in the catalog, its English exactly better-auth's", () => {
    const codes = { ...USERNAME_ERROR_CODES, ...TWO_FACTOR_ERROR_CODES, ...BASE_ERROR_CODES };
    const english = catalogs.en.auth as Record<string, string>;
    for (const [code, { message }] of Object.entries(codes)) expect(english[code], code).toBe(message);
    expect(Object.keys(english).sort()).toEqual(Object.keys(codes).sort());
  });

  it("words a refusal by its code in Italian, and leaves English, successes and unknown codes as they are", async () => {
    const wrong = { code: "INVALID_USERNAME_OR_PASSWORD", message: "Invalid username or password" };
    expect(await read(refusal(wrong), "it")).toEqual({ ...wrong, message: "Nome utente o password non validi" });
    expect(await read(refusal(wrong), "en")).toEqual(wrong);
    const rule = { code: "tooShort", message: "PASSWORD_TOOSHORT" };
    expect(await read(refusal(rule, 400), "it")).toEqual(rule);
    const session = { token: "x", user: { name: "Invalid code" } };
    expect(await read(new Response(JSON.stringify(session), { status: 200 }), "it")).toEqual(session);
    expect(await authAnswerBody(new Response(null, { status: 204 }), "it")).toBeNull();
  });
});
