import { routeTable } from "../../shared/routes";
import { currentNoticePath } from "./api/get-current-notice";

/** The banner's element id: the staff layout removes it, tests find it. */
export const noticeBannerId = "catastrophe-notice";

interface BannerOptions {
  id: string;
  url: string;
  /** Paths of the staff area: the banner is for the public site. */
  staffPrefixes: string[];
  labels: Record<string, { region: string; link: string }>;
}

interface ShownNotice {
  textEn: string;
  textIt: string;
  linkUrl: string | null;
  endsAt: string;
}

/**
 * Runs inline in every page, without waiting for React (docs/decisions/0021):
 * asks the API for the notice showing now and, when there is one, puts a
 * banner in <body> just below the fixed header. It is a <section>, outside
 * React's tree: React 19 skips unknown elements of another type in <body>
 * while hydrating. Its text follows <html lang>; it removes itself at its end.
 *
 * Self-contained (no imports, no closures over module scope): it is inlined
 * with Function.prototype.toString.
 */
function showCatastropheNotice({ id, url, staffPrefixes, labels }: BannerOptions): void {
  if (staffPrefixes.some((prefix) => location.pathname === prefix || location.pathname.startsWith(`${prefix}/`)))
    return;
  void fetch(url, { credentials: "omit" })
    .then((response) => (response.ok ? (response.json() as Promise<{ data: ShownNotice | null }>) : null))
    .then((body) => {
      const notice = body?.data;
      // The answer may come from the browser's cache: its end is checked here too.
      const left = notice ? Date.parse(notice.endsAt) - Date.now() : 0;
      if (!notice || !(left > 0) || document.getElementById(id)) return;

      const banner = document.createElement("section");
      banner.id = id;
      // Below the fixed 4rem header; the negative margin takes back the room
      // <main> already keeps for the header, so the page moves down by the banner's height only.
      banner.className = "relative z-30 mt-16 -mb-16 border-b-2 border-foreground/20 bg-alert text-alert-foreground";
      const inner = document.createElement("div");
      inner.className =
        "mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-base font-semibold sm:px-6";
      const text = document.createElement("p");
      const link = document.createElement("a");
      link.className =
        // 44 px tall to tap on a phone (BRAND.md), without making the banner taller.
        "-my-2 inline-flex min-h-11 items-center underline underline-offset-4 rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current";
      inner.append(text);
      if (notice.linkUrl) {
        link.href = notice.linkUrl;
        if (/^https:/.test(notice.linkUrl)) link.rel = "noopener";
        inner.append(link);
      }
      banner.append(inner);

      const render = (): void => {
        const language = document.documentElement.lang === "it" ? "it" : "en";
        const italian = language === "it" && notice.textIt !== "";
        const label = labels[language] ?? labels.en!;
        banner.setAttribute("aria-label", label.region);
        text.lang = italian ? "it" : "en";
        text.textContent = italian ? notice.textIt : notice.textEn;
        link.textContent = label.link;
      };
      render();
      new MutationObserver(render).observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
      document.body.prepend(banner);
      setTimeout(() => banner.remove(), Math.min(left, 2 ** 31 - 1));
    })
    .catch(() => {
      // No notice is better than a broken page: the site works without the API.
    });
}

const options: BannerOptions = {
  id: noticeBannerId,
  url: currentNoticePath,
  staffPrefixes: [
    ...new Set(routeTable.filter((entry) => entry.access === "staff").map((entry) => `/${entry.path.split("/")[1]}`)),
  ],
  labels: {
    en: { region: "Storm notice", link: "What to do" },
    it: { region: "Avviso maltempo", link: "Cosa fare" },
  },
};

export const catastropheNoticeScript = `(${showCatastropheNotice.toString()})(${JSON.stringify(options)})`;
