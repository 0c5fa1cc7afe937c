#!/usr/bin/env bash
# The browser tests use Debian's Chromium, never a browser downloaded by a test
# tool. Install it when it is missing and we may; otherwise say what to do.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $chromium_path: installing Debian's chromium package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y --no-install-recommends chromium >/dev/null \
    || { apt-get update >/dev/null && apt-get install -y --no-install-recommends chromium >/dev/null; }
  [ -x "$chromium_path" ] && exit 0
fi
cat >&2 <<MSG
The browser tests need Chromium at $chromium_path and it is not installed.
Install Debian's package as root:   apt-get install -y chromium
or point CHROMIUM_PATH at a Chromium binary, then run the tests again.
MSG
exit 1
