import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { useApi, type Caller } from "./support/api-fixture";
import { claimSubmission } from "./support/claim-submission";
import { samplePdf } from "./support/multipart";
import { insertClaim } from "./support/rows";

/**
 * Every message the API sends a person follows the request's language
 * (Accept-Language, which the site sets to the visitor's choice): English
 * without the header or with "en", exactly as it always read; Italian with "it".
 */
const languages = {
  none: {},
  en: { "accept-language": "en" },
  it: { "accept-language": "it" },
  // What a browser set to Italian sends by itself.
  italianBrowser: { "accept-language": "it-IT,it;q=0.9,en-US;q=0.8,en;q=0.7" },
} as const;
type Asked = keyof typeof languages;

const said = (answer: LightMyRequestResponse) => {
  const { message, errors } = answer.json() as { message: string; errors: { field: string; message: string }[] };
  return { status: answer.statusCode, message, errors };
};

describe("the language of the API's messages", () => {
  const api = useApi();
  const as = api.loginEach({ staff: "staff" });
  const ask = (asked: Asked, who: Caller, method: "GET" | "POST" | "PATCH", url: string, body?: object) =>
    api.call(who, method, url, body, { headers: { ...languages[asked] } });

  it("answers a refused claim's field errors, the catalog's and zod's own, in the reader's language", async () => {
    const { loss: _left, ...claim } = claimSubmission("SRE-0000042");
    const refused = { ...claim, member: { ...claim.member, policyNumber: "  " } };
    const english = {
      status: 400,
      message: "Invalid input.",
      errors: [
        { field: "member.policyNumber", message: "Enter the policy number." },
        { field: "loss", message: "Invalid input: expected object, received undefined" },
      ],
    };
    for (const asked of ["none", "en"] as const) {
      expect(said(await ask(asked, "anonymous", "POST", "/api/claims", refused))).toEqual(english);
    }
    const italian = {
      status: 400,
      message: "Dati non validi.",
      errors: [
        { field: "member.policyNumber", message: "Inserisci il numero di polizza." },
        { field: "loss", message: "Input non valido: atteso object, ricevuto undefined" },
      ],
    };
    for (const asked of ["it", "italianBrowser"] as const) {
      expect(said(await ask(asked, "anonymous", "POST", "/api/claims", refused))).toEqual(italian);
    }
  });

  it("says a success in the reader's language too", async () => {
    const filed = await ask("it", "anonymous", "POST", "/api/claims", claimSubmission("SRE-0000042"));
    expect(filed.statusCode).toBe(201);
    expect(filed.json().message).toBe(`Sinistro ${filed.json().data.claimNumber} ricevuto.`);
  });

  it("answers 401, 403 and 404 in the reader's language", async () => {
    const signIn = { status: 401, message: "Sign in to continue.", errors: [] };
    expect(said(await ask("none", "anonymous", "GET", "/api/claims"))).toEqual(signIn);
    expect(said(await ask("en", "anonymous", "GET", "/api/claims"))).toEqual(signIn);
    expect(said(await ask("it", "anonymous", "GET", "/api/claims"))).toEqual({
      ...signIn,
      message: "Accedi per continuare.",
    });

    const crossSite = (asked: Asked) =>
      api.app.inject({ method: "POST", url: "/api/claims", payload: {}, headers: { ...languages[asked] } });
    expect(said(await crossSite("en")).message).toBe("This request must come from the Sabal website.");
    expect(said(await crossSite("it"))).toEqual({
      status: 403,
      message: "Questa richiesta deve provenire dal sito di Sabal.",
      errors: [],
    });

    const missing = "/api/claims/00000000-0000-4000-8000-000000000000";
    const move = (asked: Asked) => ask(asked, as.staff, "PATCH", missing, { status: "assigned" });
    expect(said(await move("none"))).toEqual({
      status: 404,
      message: "The requested claim could not be found.",
      errors: [],
    });
    expect(said(await move("it")).message).toBe("Il sinistro richiesto non è stato trovato.");

    expect(said(await ask("en", "anonymous", "GET", "/api/nowhere")).message).toBe("No route for GET /api/nowhere.");
    expect(said(await ask("it", "anonymous", "GET", "/api/nowhere")).message).toBe(
      "Nessuna risorsa per GET /api/nowhere.",
    );
  });

  it("answers a conflict with the values it names, words included, in the reader's language", async () => {
    const claim = await insertClaim(api.db, { status: "assigned" });
    const move = (asked: Asked) => ask(asked, as.staff, "PATCH", `/api/claims/${claim.id}`, { status: "assigned" });
    expect(said(await move("none"))).toEqual({
      status: 409,
      message: `Claim ${claim.claimNumber} is already assigned; choose another status.`,
      errors: [],
    });
    expect(said(await move("it")).message).toBe(
      `Il sinistro ${claim.claimNumber} è già nello stato «assegnato»: scegli un altro stato.`,
    );
  });

  it("refuses an upload, and too many attempts, in the reader's language", async () => {
    const upload = (asked: Asked) =>
      api.upload(
        "anonymous",
        "/api/claims/photos",
        {},
        { name: "damage.jpg", content: samplePdf },
        { headers: { ...languages[asked] }, remoteAddress: "203.0.113.41" },
      );
    expect(said(await upload("none"))).toEqual({
      status: 415,
      message: "Choose a photo (JPEG, PNG, WebP, HEIC or GIF).",
      errors: [{ field: "file", message: "Choose a photo (JPEG, PNG, WebP, HEIC or GIF)." }],
    });
    expect(said(await upload("it"))).toEqual({
      status: 415,
      message: "Scegli una foto (JPEG, PNG, WebP, HEIC o GIF).",
      errors: [{ field: "file", message: "Scegli una foto (JPEG, PNG, WebP, HEIC o GIF)." }],
    });

    const askForLink = (asked: Asked, attempt: number) =>
      api.call(
        "anonymous",
        "POST",
        "/api/member/access",
        { email: "counted@example.com", policyNumber: `SRE-000000${attempt}` },
        { headers: { ...languages[asked] }, remoteAddress: "203.0.113.42" },
      );
    for (let attempt = 1; attempt <= 5; attempt++) expect((await askForLink("it", attempt)).statusCode).toBe(202);
    const english = await askForLink("en", 6);
    expect(english.statusCode).toBe(429);
    expect(english.json().message).toBe("Too many attempts. Please try again later.");
    const italian = await askForLink("it", 7);
    expect(italian.json()).toMatchObject({
      success: false,
      message: "Troppi tentativi. Riprova più tardi.",
      data: { retryAfterSeconds: expect.any(Number) },
    });
  });

  it("passes on better-auth's sign-in refusal in the reader's language, its English as better-auth words it", async () => {
    const signIn = (asked: Asked) =>
      ask(asked, "anonymous", "POST", "/api/auth/sign-in/username", { username: "staff", password: "wrong-password" });
    const english = await signIn("none");
    expect(english.statusCode).toBe(401);
    expect(english.json()).toMatchObject({
      code: "INVALID_USERNAME_OR_PASSWORD",
      message: "Invalid username or password",
    });
    const italian = await signIn("it");
    expect(italian.statusCode).toBe(401);
    expect(italian.json()).toMatchObject({
      code: "INVALID_USERNAME_OR_PASSWORD",
      message: "Nome utente o password non validi",
    });
    // The translated body is whole: its length is counted anew.
    expect(Number(italian.headers["content-length"])).toBe(Buffer.byteLength(italian.body));
  });
});
