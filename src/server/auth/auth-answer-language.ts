import type { Language } from "../../shared/constants";
import { isMessageKey, renderMessage } from "../../shared/messages/render";

const isJson = (response: Response) => response.headers.get("content-type")?.includes("application/json") ?? false;

/**
 * better-auth's answer body, its refusal in the request's language: better-auth
 * words its refusals in English only, with a code (`{ code, message }`), so
 * for another language the message becomes the catalog's for that code
 * (`auth.<CODE>`). Successes, English, and codes the catalog does not know
 * (a password rule's, which the page words itself) pass unchanged.
 */
export async function authAnswerBody(response: Response, language: Language): Promise<Buffer | null> {
  if (!response.body) return null;
  const body = Buffer.from(await response.arrayBuffer());
  if (response.ok || language === "en" || !isJson(response)) return body;
  let answer: unknown;
  try {
    answer = JSON.parse(body.toString("utf8"));
  } catch {
    return body;
  }
  const { code, message } = (answer ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code !== "string" || typeof message !== "string") return body;
  const key = `auth.${code}`;
  if (!isMessageKey(key)) return body;
  return Buffer.from(JSON.stringify({ ...(answer as object), message: renderMessage(key, language) }));
}
