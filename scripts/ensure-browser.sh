#!/usr/bin/env bash
# The browser tests drive Debian's Chromium and the HTML checks run Java.
# On Debian as root, install what is missing; elsewhere, say what to install.
set -euo pipefail
need=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || need+=(chromium)
command -v java >/dev/null 2>&1 || need+=(default-jre-headless)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${need[*]} from Debian's packages…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
else
  echo "The tests need: ${need[*]}." >&2
  echo "Install Chromium (Debian/Ubuntu: apt-get install chromium; or set CHROMIUM_PATH to a Chromium binary) and a Java runtime (apt-get install default-jre-headless)." >&2
  exit 1
fi
