import { expect, test } from "./support/fixtures";

test.describe("home page background video", () => {
  test("loops muted and inline, and moves at half the scroll speed", async ({ page, visit }) => {
    await visit("/");
    const video = page.locator("video");
    await expect(video.locator("source")).toHaveCount(2);
    await expect(video.locator('source[type="video/webm"]')).toHaveAttribute("src", "/media/hero.webm");
    expect(
      await video.evaluate((element: HTMLVideoElement) => ({
        muted: element.muted,
        loop: element.loop,
        inline: element.playsInline,
        autoplay: element.autoplay,
        poster: element.getAttribute("poster"),
      })),
    ).toEqual({ muted: true, loop: true, inline: true, autoplay: true, poster: "/media/hero-poster.jpg" });

    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0))
      .toBe(true);

    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(() => video.evaluate((element) => element.style.transform)).toBe("translate3d(0px, 100px, 0px)");
  });

  test("stays still under prefers-reduced-motion", async ({ page, visit }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit("/");
    const video = page.locator("video");
    await expect(video).toHaveAttribute("poster", "/media/hero-poster.jpg");
    await expect(video.locator("source")).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 200));
    expect(await video.evaluate((element) => element.style.transform)).toBe("");
  });

  test("the prerendered page holds the poster only, so the clip never delays the first paint", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain('poster="/media/hero-poster.jpg"');
    expect(html).not.toContain("hero.webm");
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
