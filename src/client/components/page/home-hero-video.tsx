import { useEffect, useRef } from "react";
import { parallaxFactor } from "../../../shared/constants";
import { useHydrated } from "../../hooks/use-hydrated";
import { useReducedMotion } from "../../hooks/use-reduced-motion";

/**
 * The home page's full-screen background: a calm, muted, looping clip of the
 * Gulf (made by scripts/make-hero-video.sh) that moves at half the scroll
 * speed. Place it as the first child of a `relative overflow-hidden` container.
 *
 * The prerendered HTML holds only the tiny poster, and the video sources are
 * added after hydration, so the clip never competes with the page's largest
 * paint. Under prefers-reduced-motion the poster stays, still.
 */
export function HomeHeroVideo() {
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion();
  const videoRef = useRef<HTMLVideoElement>(null);
  const animate = hydrated && !reducedMotion;

  useEffect(() => {
    const video = videoRef.current;
    if (!animate || !video) return;
    let frame = 0;
    const follow = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        video.style.transform = `translate3d(0, ${window.scrollY * parallaxFactor}px, 0)`;
      });
    };
    follow();
    window.addEventListener("scroll", follow, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", follow);
    };
  }, [animate]);

  return (
    <div aria-hidden="true" className="absolute inset-0 -z-20 overflow-hidden bg-primary">
      <video
        ref={videoRef}
        className="h-full w-full object-cover will-change-transform"
        poster="/media/hero-poster.jpg"
        muted
        loop
        playsInline
        autoPlay={animate}
        preload="none"
        tabIndex={-1}
        data-playing={animate}
      >
        {animate && <source src="/media/hero.webm" type="video/webm" />}
        {animate && <source src="/media/hero.mp4" type="video/mp4" />}
      </video>
    </div>
  );
}
