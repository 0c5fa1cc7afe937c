#!/usr/bin/env bash
# The browser tests use Debian's Chromium, never a browser downloaded by a test
# tool: its headless shell drives the tests, the full browser runs Lighthouse.
# Install what is missing when we may; otherwise say what to do.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
headless_shell_path="${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
missing=()
[ -x "$chromium_path" ] || missing+=(chromium)
[ -x "$headless_shell_path" ] || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]} for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y --no-install-recommends "${missing[@]}" >/dev/null \
    || { apt-get update >/dev/null && apt-get install -y --no-install-recommends "${missing[@]}" >/dev/null; }
  [ -x "$chromium_path" ] && [ -x "$headless_shell_path" ] && exit 0
fi
cat >&2 <<MSG
The browser tests need Debian's Chromium at $chromium_path and its headless
shell at $headless_shell_path, and ${missing[*]} is not installed.
Install Debian's packages as root:   apt-get install -y chromium chromium-headless-shell
or point CHROMIUM_PATH / CHROMIUM_HEADLESS_SHELL_PATH at Chromium binaries, then run the tests again.
MSG
exit 1
