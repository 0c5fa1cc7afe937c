import type { FastifyInstance } from "fastify";
import { pathTo, prerenderedPaths } from "../../../shared/routes";

// Pages that only work from a link (an e-mailed reset, a payment in progress): nothing there for a search engine.
const linkOnlyPaths = new Set([pathTo("agentsResetPassword"), pathTo("payDemoPortal"), pathTo("payConfirmation")]);
const indexedPaths = prerenderedPaths.filter((path) => !linkOnlyPaths.has(path));

/**
 * robots.txt and sitemap.xml for search engines, built from the route table and
 * the site's public address (company facts), so they never list a stale page.
 * The staff area and the API are kept out of the index.
 */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const site = app.company.urls.site.replace(/\/$/, "");

  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(
        [
          "User-agent: *",
          "Allow: /",
          "Disallow: /policy",
          "Disallow: /gl-products",
          "Disallow: /api/",
          "",
          `Sitemap: ${site}/sitemap.xml`,
          "",
        ].join("\n"),
      ),
  );

  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...indexedPaths.map((path) => `  <url><loc>${site}${path === "/" ? "/" : path}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n");

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) =>
    reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600").send(sitemap),
  );
}
