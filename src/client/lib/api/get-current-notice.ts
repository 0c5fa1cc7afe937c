/**
 * GET /api/notices/current (public): the catastrophe notice showing now, or
 * null. The banner (lib/catastrophe-notice-banner.ts) asks for it from an
 * inline script, before any application code has loaded, with a plain fetch:
 * it takes the address, not a fetcher.
 */
export const currentNoticePath = "/api/notices/current";
