/**
 * Reads a received e-mail as a mail program does (tests only): its headers,
 * its subject with RFC 2047 words decoded, and each leaf part's content type
 * and text, decoded from quoted-printable or base64 as UTF-8.
 */
export interface MailPart {
  contentType: string;
  body: string;
}

export interface MailMessage {
  headers: Map<string, string>;
  subject: string;
  /** The leaf parts, in order (a multipart/alternative message: text/plain, then text/html). */
  parts: MailPart[];
  /** The first part of that type, or undefined. */
  part(type: "text/plain" | "text/html"): string | undefined;
}

function split(entity: string): { headers: Map<string, string>; body: string } {
  const end = entity.search(/\r?\n\r?\n/);
  const head = end < 0 ? entity : entity.slice(0, end);
  const body = end < 0 ? "" : entity.slice(end).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  // A header continues on lines that start with white space.
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

const utf8 = (bytes: number[]) => Buffer.from(bytes).toString("utf8");

function quotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, "");
  for (let index = 0; index < soft.length; index++) {
    const hex = soft.slice(index + 1, index + 3);
    if (soft[index] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(soft[index]!, "utf8"));
  }
  return utf8(bytes);
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === "quoted-printable") return quotedPrintable(body);
  if (encoding?.toLowerCase() === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** "=?UTF-8?Q?Il_tuo_sinistro?=" and "=?UTF-8?B?...?=" words, as text. */
function decodeWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : quotedPrintable(text.replaceAll("_", " ")),
    );
}

function leafParts(entity: string): MailPart[] {
  const { headers, body } = split(entity);
  const contentType = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith("multipart/") && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    // The last section starts "--": the closing delimiter.
    return sections.filter((section) => !section.startsWith("--")).flatMap((section) => leafParts(section.trimStart()));
  }
  return [
    {
      contentType: contentType.split(";")[0]!.trim().toLowerCase(),
      // Lines end as the reader sees them, not as SMTP carries them.
      body: decodeBody(body, headers.get("content-transfer-encoding")).replace(/\r\n/g, "\n"),
    },
  ];
}

export function parseMail(source: string): MailMessage {
  const { headers } = split(source);
  const parts = leafParts(source);
  return {
    headers,
    subject: decodeWords(headers.get("subject") ?? ""),
    parts,
    part: (type) => parts.find((part) => part.contentType === type)?.body,
  };
}
