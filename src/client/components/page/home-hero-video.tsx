/**
 * The home page's full-screen background. Place it as the first child of a
 * `relative overflow-hidden` container; it fills that container behind the
 * content. (Being replaced by the looping video; see issue 3.)
 */
export function HomeHeroVideo() {
  return <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-b from-primary to-[#06303f]" />;
}
