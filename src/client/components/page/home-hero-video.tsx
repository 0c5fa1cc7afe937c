import { useEffect, useRef } from "react";
import { heroVideoId, startHeroMotionOn, startHeroMotionScript } from "./hero-motion";

/**
 * The home page's full-screen background: a calm, muted, looping clip of the
 * Gulf (made by scripts/make-hero-video.sh) that moves at half the scroll
 * speed. Place it as the first child of a `relative overflow-hidden` container.
 *
 * `preload="none"` and no autoplay attribute: nothing of the clip downloads
 * until hero-motion.ts plays it after the load event. The inline script starts
 * it on the prerendered page; the effect, after client-side navigation.
 */
export function HomeHeroVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (videoRef.current) return startHeroMotionOn(videoRef.current);
  }, []);

  return (
    <div aria-hidden="true" className="absolute inset-0 -z-20 overflow-hidden bg-primary">
      <video
        id={heroVideoId}
        ref={videoRef}
        className="h-full w-full object-cover will-change-transform"
        poster="/media/hero-poster.jpg"
        muted
        loop
        playsInline
        preload="none"
        tabIndex={-1}
      >
        <source src="/media/hero.webm" type="video/webm" />
        <source src="/media/hero.mp4" type="video/mp4" />
      </video>
      <script dangerouslySetInnerHTML={{ __html: startHeroMotionScript }} />
    </div>
  );
}
