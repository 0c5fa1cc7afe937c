/** Debian's Chromium, never a browser downloaded by a test tool. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Without these Chromium keeps trying to reach Google's services on a closed network. */
export const quietChromiumFlags = [
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
