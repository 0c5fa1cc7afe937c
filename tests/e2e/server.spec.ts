import { expect, test } from "@playwright/test";
import { defaultCompany } from "../../src/shared/company";
import { prerenderedPaths } from "../../src/shared/routes";

// What the server answers before any JavaScript runs: crawlers, curl, slow phones.
test.describe("the built server", () => {
  test("sends prerendered HTML that already holds the home page heading", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    expect(response.headers()["cache-control"]).toBe("no-cache");
    expect(await response.text()).toMatch(/<h1[^>]*>Florida homeowners insurance<\/h1>/);
  });

  test("prerenders /about", async ({ request }) => {
    const response = await request.get("/about");
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/<h1[^>]*>About Us<\/h1>/);
  });

  test("serves the SPA shell for the staff area, without public content", async ({ request }) => {
    for (const path of ["/policy", "/policy/search", "/policy/P-1", "/policy/portal/abc", "/gl-products"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain("Loading…");
      expect(html, path).not.toContain("<h1");
    }
  });

  test("answers 404 with the not-found page for a path outside the route table", async ({ request }) => {
    for (const path of ["/nope", "/policy/a/b", "/about/team/x"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    }
  });

  test("answers JSON 404 under /api and reports readiness", async ({ request }) => {
    const missing = await request.get("/api/nope");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false, data: null });
    const ready = await request.get("/api/ready");
    expect(await ready.json()).toMatchObject({ success: true, data: { status: "ready", database: "pglite" } });
  });

  test("sends precompressed copies to browsers that accept them", async ({ request }) => {
    for (const encoding of ["br", "gzip"]) {
      const response = await request.get("/about", { headers: { "accept-encoding": encoding } });
      expect(response.headers()["content-encoding"], encoding).toBe(encoding);
      expect(response.headers()["content-type"], encoding).toContain("text/html");
      expect(response.headers()["cache-control"], encoding).toBe("no-cache");
      expect(await response.text(), encoding).toMatch(/<h1[^>]*>About Us<\/h1>/);
    }
    const plain = await request.get("/about", { headers: { "accept-encoding": "identity, br;q=0" } });
    expect(plain.headers()["content-encoding"]).toBeUndefined();
    expect(plain.headers()["vary"]).toContain("accept-encoding");
    expect(await plain.text()).toMatch(/<h1[^>]*>About Us<\/h1>/);
  });

  test("answers 304 to a browser that already has the page in that encoding", async ({ request }) => {
    const first = await request.get("/about", { headers: { "accept-encoding": "br" } });
    const etag = first.headers()["etag"]!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await request.get("/about", { headers: { "accept-encoding": "br", "if-none-match": etag } });
    expect(again.status()).toBe(304);
    expect(again.headers()["content-security-policy"]).toBe(first.headers()["content-security-policy"]);
    // The gzip copy is another representation: the brotli copy's tag does not stand for it.
    const other = await request.get("/about", { headers: { "accept-encoding": "gzip", "if-none-match": etag } });
    expect(other.status()).toBe(200);
    expect(other.headers()["content-encoding"]).toBe("gzip");
  });

  test("gives every public page its own title, description, canonical URL and Open Graph tags", async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of prerenderedPaths) {
      const html = await (await request.get(path)).text();
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
      const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1];
      expect(title, path).toMatch(/\| Sabal Reciprocal Exchange$/);
      expect(description?.length ?? 0, path).toBeGreaterThan(50);
      titles.add(title!);
      descriptions.add(description!);
      expect(html, path).toContain(`<link rel="canonical" href="${new URL(path, defaultCompany.urls.site).href}"/>`);
      expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html, path).toContain('"@type":"InsuranceAgency"');
    }
    expect(titles.size).toBe(prerenderedPaths.length);
    expect(descriptions.size).toBe(prerenderedPaths.length);
  });

  test("caches hashed assets for a year", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
