#!/usr/bin/env bash
# The scale demo puts Debian's nginx, with its brotli_static module, in front
# of the app. Install both when missing and we may; otherwise say what to do.
set -euo pipefail
nginx_path="${NGINX_PATH:-/usr/sbin/nginx}"
brotli_module="/usr/lib/nginx/modules/ngx_http_brotli_static_module.so"
# An nginx of one's own (NGINX_PATH) may have brotli built in or lack it: the
# demo loads Debian's module only when present, and check 6 says what it got.
if [ -x "$nginx_path" ] && { [ -f "$brotli_module" ] || [ -n "${NGINX_PATH:-}" ]; }; then
  exit 0
fi
packages="nginx libnginx-mod-http-brotli-static"
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "nginx or its brotli_static module is missing: installing Debian's $packages..."
  export DEBIAN_FRONTEND=noninteractive
  # shellcheck disable=SC2086 # two package names
  apt-get install -y --no-install-recommends $packages >/dev/null \
    || { apt-get update >/dev/null && apt-get install -y --no-install-recommends $packages >/dev/null; }
  [ -x "$nginx_path" ] && [ -f "$brotli_module" ] && exit 0
fi
cat >&2 <<MSG
The scale demo needs nginx at $nginx_path and its module $brotli_module.
Install Debian's packages as root:   apt-get install -y $packages
or point NGINX_PATH at an nginx binary, then run npm run scale:demo again.
MSG
exit 1
