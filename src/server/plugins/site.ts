import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { notFoundPrerenderPath, routeTable } from "../../shared/routes";
import { inlineScriptHashes, pagePolicy } from "../security/content-security-policy";
import { pagesInMemory } from "./pages-in-memory";

/**
 * Serves the built client: the prerendered HTML of each public route and the
 * SPA shell for staff routes (from memory), hashed assets with a long cache,
 * and the not-found page with HTTP 404 for any path outside the route table.
 */

const spaShellFile = "__spa-fallback.html";
const htmlCacheControl = "no-cache";
const assetCacheControl = "public, max-age=31536000, immutable";

/** Hashed assets never change; HTML is revalidated so a deploy shows at once. */
function cacheControlFor(filePath: string): string {
  if (filePath.includes("/assets/")) return assetCacheControl;
  // Precompressed copies (index.html.br) are the same page.
  return /\.html(\.br|\.gz)?$/.test(filePath) ? htmlCacheControl : "public, max-age=3600";
}

function prerenderedFile(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
}

/**
 * Every HTML file of the build, with the Content-Security-Policy that allows
 * exactly its inline scripts. Every page may frame the Contact page's map:
 * the visitor may reach /contact without a page load.
 */
function pagePolicies(root: string, options: { upgradeInsecure: boolean; mapEmbed: string }): Map<string, string> {
  const policies = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== "assets") walk(path);
      } else if (name.endsWith(".html")) {
        policies.set(path, pagePolicy(inlineScriptHashes(readFileSync(path, "utf8")), options));
      }
    }
  };
  walk(root);
  return policies;
}

export interface Site {
  /** Answers a path outside the route table with the not-found page. */
  sendNotFound(reply: FastifyReply): FastifyReply;
}

export async function registerSite(
  app: FastifyInstance,
  clientDir: string,
  { upgradeInsecure }: { upgradeInsecure: boolean },
): Promise<Site> {
  const root = resolve(clientDir);
  if (!existsSync(join(root, spaShellFile))) {
    throw new Error(`No client build in ${root}: run "npm run build" first (or set SERVE_CLIENT=false).`);
  }
  const notFoundFile = join(root, prerenderedFile(notFoundPrerenderPath));
  const notFoundHtml = readFileSync(notFoundFile, "utf8");
  const policies = pagePolicies(root, { upgradeInsecure, mapEmbed: app.company.urls.mapEmbed });

  await app.register(fastifyStatic, {
    root,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header("cache-control", cacheControlFor(filePath));
      // The precompressed copies (index.html.br) carry the page's own policy.
      const policy = policies.get(filePath.replace(/\.(br|gz)$/, ""));
      if (policy) reply.header("content-security-policy", policy);
    },
  });

  const fileOf = (route: (typeof routeTable)[number]) =>
    join(root, route.access === "public" ? prerenderedFile(route.path) : spaShellFile);
  const pages = pagesInMemory([...new Set(routeTable.map(fileOf))], (file) => ({
    "cache-control": htmlCacheControl,
    "content-security-policy": policies.get(file)!,
  }));
  for (const route of routeTable) {
    const file = fileOf(route);
    app.get(route.path, { schema: { hide: true } }, (request, reply) => pages.send(request, reply, file));
  }

  return {
    sendNotFound: (reply) =>
      reply
        .code(404)
        .header("cache-control", htmlCacheControl)
        .header("content-security-policy", policies.get(notFoundFile)!)
        .type("text/html; charset=utf-8")
        .send(notFoundHtml),
  };
}
