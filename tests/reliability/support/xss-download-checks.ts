import type { XssApiClient } from "./xss-api-client";
import { dispositionProblems } from "./xss-header-checks";

export interface HostileDownload {
  path: string;
  /** Reports are asked for with a POST and a body. */
  body?: unknown;
  /** The name the download must carry; left out when the server makes it up (a report's date). */
  storedName?: string;
  contentType: string;
  /** Also ask for it shown in place (?inline=true), as the document page's preview does. */
  previewable?: boolean;
  /** A hostile text the file carries: proves it reached the file, which must still not be HTML. */
  carries?: string;
}

/**
 * Downloads each file that holds or is named by hostile text, as staff, and
 * answers what is wrong with it: the disposition, its media type (never
 * sniffed into HTML) and a Content-Security-Policy under which nothing in
 * the file can run.
 */
export async function downloadProblems(api: XssApiClient, staff: string, downloads: HostileDownload[]) {
  const problems: string[] = [];
  let checked = 0;
  for (const download of downloads) {
    const variants = [{ path: download.path, kind: "attachment" }];
    if (download.previewable) variants.push({ path: `${download.path}?inline=true`, kind: "inline" });
    for (const { path, kind } of variants) {
      const method = download.body === undefined ? "GET" : "POST";
      const response = await api.raw(method, path, staff, download.body);
      const content = await response.text();
      checked++;
      const headers = response.headers;
      const disposition = headers.get("content-disposition");
      const found = [
        ...(response.ok ? [] : [`answered ${response.status}`]),
        ...(download.storedName === undefined
          ? disposition?.startsWith(`${kind}; filename="`)
            ? []
            : [`Content-Disposition ${disposition}`]
          : dispositionProblems(disposition, download.storedName, kind)),
        ...(headers.get("content-type")?.split(";")[0] === download.contentType
          ? []
          : [`content-type ${headers.get("content-type")}`]),
        ...(headers.get("x-content-type-options") === "nosniff" ? [] : ["no X-Content-Type-Options: nosniff"]),
        ...(/default-src 'none'/.test(headers.get("content-security-policy") ?? "")
          ? []
          : ["scripts not refused by CSP"]),
        ...(download.carries === undefined || content.includes(download.carries)
          ? []
          : [`does not carry ${download.carries}`]),
      ];
      problems.push(...found.map((problem) => `${method} ${path}: ${problem}`));
    }
  }
  return { problems, checked };
}
