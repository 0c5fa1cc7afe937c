/**
 * Debian's Chromium, never a browser downloaded by a test tool. The browser
 * tests drive Debian's headless shell (package chromium-headless-shell): the
 * same engine without the desktop browser's window machinery, which on this
 * two-core machine did the routes walk in two thirds of the time (decision
 * 0038). Lighthouse measures the full browser a visitor has.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

/** Without these Chromium keeps trying to reach Google's services on a closed network. */
export const quietChromiumFlags = [
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
