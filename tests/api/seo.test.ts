import { describe, expect, it } from "vitest";
import { prerenderedPaths } from "../../src/shared/routes";
import { useApi } from "./support/api-fixture";

describe("search engine files", () => {
  const api = useApi();

  it("robots.txt keeps the staff area and API out and points to the sitemap", async () => {
    const response = await api.app.inject({ method: "GET", url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    expect(response.body).toContain("Disallow: /policy");
    expect(response.body).toContain("Disallow: /api/");
    expect(response.body).toContain("Sitemap: https://sabal.example.com/sitemap.xml");
  });

  it("sitemap.xml lists every public route with the site's address, except link-only pages, and no staff route", async () => {
    const response = await api.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    // Link-only pages: the reset link's page, and the payment portal's and its answer's.
    expect(locations).toHaveLength(prerenderedPaths.length - 3);
    expect(locations).toContain("https://sabal.example.com/agents/forgot-password");
    expect(locations.some((location) => /reset-password|demo-portal|confirmation/.test(location ?? ""))).toBe(false);
    expect(locations).toContain("https://sabal.example.com/");
    expect(locations).toContain("https://sabal.example.com/wind-mitigation");
    expect(locations.some((location) => location?.includes("/policy"))).toBe(false);
  });
});
