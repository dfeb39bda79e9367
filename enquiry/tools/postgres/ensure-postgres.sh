#!/usr/bin/env bash
# The store's tests and benchmark run a real PostgreSQL server from Debian's
# `postgresql` package. On Debian as root, install it when missing; elsewhere,
# say what to install.
set -euo pipefail
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing postgresql from Debian's packages…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null
else
  echo "The enquiry store's tests need PostgreSQL's server programs (initdb, pg_ctl)." >&2
  echo "Install them (Debian/Ubuntu: apt-get install postgresql), or run the tests as root on Debian so they are installed for you." >&2
  exit 1
fi
