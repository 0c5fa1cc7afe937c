import { useEffect, useState } from "react";

/** True once the page is scrolled more than `thresholdPx` (the header's trigger). */
export function useScrolled(thresholdPx: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > thresholdPx);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [thresholdPx]);
  return scrolled;
}
