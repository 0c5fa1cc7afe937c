import { parallaxFactor } from "../../../shared/constants";

type HeroVideo = HTMLVideoElement & { stopHeroMotion?: () => void };

/**
 * Plays the home page's background clip once the page has loaded, and moves
 * it at `factor` times the scroll speed; under prefers-reduced-motion the
 * poster stays, still. Idempotent, and returns what stops the parallax.
 *
 * Self-contained so it also runs as an inline script in the prerendered page:
 * the clip must not wait for React, which loads only on intent
 * (docs/decisions/0005).
 */
function startHeroMotion(video: HeroVideo, factor: number): () => void {
  if (video.stopHeroMotion) return video.stopHeroMotion;
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => undefined;

  let frame = 0;
  const follow = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      video.style.transform = `translate3d(0, ${window.scrollY * factor}px, 0)`;
    });
  };
  // Started after the load event, the clip never competes with the first paint.
  const play = () => {
    video.muted = true; // browsers only autoplay muted media
    video.play().catch(() => undefined);
  };
  if (document.readyState === "complete") play();
  else window.addEventListener("load", play, { once: true });
  follow();
  window.addEventListener("scroll", follow, { passive: true });

  video.stopHeroMotion = () => {
    cancelAnimationFrame(frame);
    window.removeEventListener("scroll", follow);
    window.removeEventListener("load", play);
    delete video.stopHeroMotion;
  };
  return video.stopHeroMotion;
}

export const heroVideoId = "home-hero-video";

export const startHeroMotionScript = `(${startHeroMotion.toString()})(document.getElementById(${JSON.stringify(heroVideoId)}),${parallaxFactor})`;

export function startHeroMotionOn(video: HTMLVideoElement): () => void {
  return startHeroMotion(video, parallaxFactor);
}
