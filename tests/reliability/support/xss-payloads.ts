/**
 * The hostile texts of the stored-XSS scenario. Each one sets
 * `window.__xss` to its own number if a screen ever runs it, so a failure
 * names the payload (and so the way in) that got through.
 */
export const xssPayloads = {
  scriptTag: "<script>window.__xss=1</script>",
  imageError: '<img src=x onerror="window.__xss=2">',
  svgLoad: '<svg onload="window.__xss=3">',
  /** Breaks out of a quoted attribute, then frames a javascript: address. */
  attributeBreakout: '"><iframe src="javascript:window.__xss=4">',
  /** For fields that might become a link (a website, an address). */
  javascriptUrl: "javascript:window.__xss=5",
  /** For template engines that evaluate {{ }} (Angular, Vue, i18n interpolation). */
  templateInjection: "{{constructor.constructor('window.__xss=6')()}}",
  /** For renderers that turn markdown into links. */
  markdownLink: "[x](javascript:window.__xss=7)",
} as const;

export const allPayloads: string[] = Object.values(xssPayloads);

/**
 * File names as a browser's upload form can send them: Chromium writes a
 * quote in a multipart file name as %22 and no file name keeps a folder
 * separator, so these are the payloads without either.
 */
export const hostileFileNames = {
  imageError: "<img src=x onerror=window.__xss=2>.pdf",
  svgLoad: "<svg onload=window.__xss=3>.pdf",
  /** A claim photo: the public wizard uploads it before the claim exists. */
  photo: "<img src=x onerror=window.__xss=2>.png",
} as const;
