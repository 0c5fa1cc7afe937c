import { expect, test, untouchedPages } from "./support/fixtures";

// In the full browser, where no pointer is over a page until a test moves it: the video plays before the page has its code.
test.use(untouchedPages);

test.describe("home page background video", () => {
  test("loops muted and inline, and moves at half the scroll speed", async ({ page, visit }) => {
    await visit("/");
    const video = page.locator("video");
    await expect(video.locator('source[type="video/webm"]')).toHaveAttribute("src", "/media/hero.webm");
    await expect(video.locator('source[type="video/mp4"]')).toHaveAttribute("src", "/media/hero.mp4");
    expect(
      await video.evaluate((element: HTMLVideoElement) => ({
        muted: element.muted,
        loop: element.loop,
        inline: element.playsInline,
        poster: element.getAttribute("poster"),
      })),
    ).toEqual({ muted: true, loop: true, inline: true, poster: "/media/hero-poster.jpg" });

    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0))
      .toBe(true);

    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(() => video.evaluate((element) => element.style.transform)).toBe("translate3d(0px, 100px, 0px)");
  });

  test("plays on the prerendered page before any application code loads", async ({ page }) => {
    await page.goto("/");
    const video = page.locator("video");
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0))
      .toBe(true);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
  });

  test("plays again after client-side navigation back home", async ({ page, visit }) => {
    await visit("/about");
    await page.getByRole("link", { name: "Sabal Reciprocal Exchange, home" }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.locator("video").evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
  });

  test("stays still, and is never downloaded, under prefers-reduced-motion", async ({ page, visit }) => {
    const clipRequests: string[] = [];
    page.on("request", (request) => {
      if (/hero\.(webm|mp4)/.test(request.url())) clipRequests.push(request.url());
    });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit("/");
    const video = page.locator("video");
    await expect(video).toHaveAttribute("poster", "/media/hero-poster.jpg");
    await page.evaluate(() => window.scrollTo(0, 200));
    await page.waitForTimeout(300);
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    expect(await video.evaluate((element) => element.style.transform)).toBe("");
    expect(clipRequests).toEqual([]);
  });

  test("the prerendered page neither autoplays nor preloads the clip, so it never delays the first paint", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const video = /<video[^>]*>/.exec(html)?.[0] ?? "";
    expect(video).toContain('poster="/media/hero-poster.jpg"');
    expect(video).toContain('preload="none"');
    expect(video).not.toMatch(/autoplay/i);
  });

  test("the clip is small", async ({ request }) => {
    let total = 0;
    for (const file of ["hero.webm", "hero.mp4", "hero-poster.jpg"]) {
      const response = await request.get(`/media/${file}`);
      expect(response.status(), file).toBe(200);
      total += (await response.body()).length;
    }
    expect(total).toBeLessThan(1.5 * 1024 * 1024);
  });
});
