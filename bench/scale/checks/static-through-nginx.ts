import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Verdict } from "../report";
import type { ScaleContext } from "../scale-context";
import { assetsDir, precompressedScripts } from "../hashed-assets";
import { rawGet } from "../raw-get";

const immutable = "public, max-age=31536000, immutable";
const htmlPage = "/about";

/** nginx writes the line as the answer ends, which may be a moment after the client has read it. */
async function accessLogLine(ctx: ScaleContext, requestId: string): Promise<string | undefined> {
  for (let tries = 0; tries < 20; tries++) {
    const line = ctx.nginx.accessLog().find((entry) => entry.startsWith(`${requestId} `) && entry.includes(htmlPage));
    if (line || !requestId) return line;
    await new Promise((wait) => setTimeout(wait, 50));
  }
  return undefined;
}

/**
 * nginx answers hashed assets itself with the precompressed copy the client
 * accepts and a one-year cache; pages still come from the app, revalidated,
 * with the request id nginx made.
 */
export async function staticThroughNginx(ctx: ScaleContext): Promise<Verdict> {
  const asset = precompressedScripts()[0];
  if (!asset) return { passed: false, figures: `no precompressed script in ${assetsDir}: run npm run build` };
  const onDisk = (suffix: string) => readFileSync(join(assetsDir, `${asset.slice("/assets/".length)}${suffix}`));
  const br = await rawGet(`${ctx.nginx.url}${asset}`, { "accept-encoding": "br" });
  const gzip = await rawGet(`${ctx.nginx.url}${asset}`, { "accept-encoding": "gzip" });
  const page = await rawGet(`${ctx.nginx.url}${htmlPage}`, { "accept-encoding": "br, gzip" });

  const brOk =
    br.status === 200 &&
    br.headers["content-encoding"] === "br" &&
    br.headers["cache-control"] === immutable &&
    br.body.equals(onDisk(".br"));
  const gzipOk =
    gzip.status === 200 &&
    gzip.headers["content-encoding"] === "gzip" &&
    gzip.headers["cache-control"] === immutable &&
    gzip.body.equals(onDisk(".gz"));
  // The app stamps x-request-id on everything it answers: an asset without one never reached it.
  const servedByNginx = br.headers["x-request-id"] === undefined && gzip.headers["x-request-id"] === undefined;

  const requestId = String(page.headers["x-request-id"] ?? "");
  const logLine = await accessLogLine(ctx, requestId);
  const pageOk = page.status === 200 && page.headers["cache-control"] === "no-cache" && requestId !== "" && !!logLine;

  const describe = (response: typeof br) =>
    `${response.status}, content-encoding ${response.headers["content-encoding"] ?? "none"}, ${response.body.length} bytes, cache-control "${response.headers["cache-control"]}"`;
  return {
    passed: brOk && gzipOk && servedByNginx && pageOk,
    figures:
      `${asset} (${onDisk("").length} bytes) through nginx:\n` +
      `  accept br   → ${describe(br)}${br.body.equals(onDisk(".br")) ? ", the .br file" : ""}\n` +
      `  accept gzip → ${describe(gzip)}${gzip.body.equals(onDisk(".gz")) ? ", the .gz file" : ""}\n` +
      `  ${servedByNginx ? "answered by nginx (no app x-request-id)" : "REACHED THE APP"}\n` +
      `${htmlPage} through nginx → ${page.status}, content-encoding ${page.headers["content-encoding"] ?? "none"}, cache-control "${page.headers["cache-control"]}"\n` +
      `  x-request-id ${requestId || "missing"}; nginx access log: ${logLine ?? "NO LINE WITH THAT ID"}`,
  };
}
