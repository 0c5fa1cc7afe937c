import type { Config } from "@react-router/dev/config";
import { notFoundPrerenderPath, prerenderedPaths } from "./src/shared/routes.ts";

// Public pages are prerendered to HTML at build time; the staff area is a
// client-rendered SPA served from the fallback shell (docs/decisions/0002).
export default {
  appDirectory: "src/client",
  buildDirectory: "build",
  ssr: false,
  prerender: [...prerenderedPaths, notFoundPrerenderPath],
} satisfies Config;
