/**
 * RFC 8187's form of a parameter value. encodeURIComponent leaves ' ( ) *
 * as they are, but they are not attr-chars: a ' inside the value reads as the
 * end of the language part, and a client may then drop or misread the name.
 */
const extendedValue = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `Content-Disposition: attachment` for a download: an ASCII fallback name
 * for old clients and the exact name in RFC 8187 form for the rest.
 */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${extendedValue(name)}`;
}
