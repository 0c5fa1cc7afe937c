/**
 * `Content-Disposition: attachment` for a download: an ASCII fallback name
 * for old clients and the exact name in RFC 5987 form for the rest.
 */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
