#!/usr/bin/env bash
# Installs what a fresh Debian machine lacks for the test suite: chromium (end-to-end tests) and PostgreSQL
# (the database suites run on a real server too). Needs root; does nothing when both are present.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
if [ ${#need[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Missing system packages: ${need[*]}. Install them (apt-get install ${need[*]}) or run as root." >&2
  exit 1
fi
echo "Installing ${need[*]}…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
# Debian's package starts a cluster of its own; the tests run a throwaway one instead.
if command -v pg_ctlcluster >/dev/null 2>&1; then
  for cluster in /etc/postgresql/*/main; do
    [ -d "$cluster" ] && pg_ctlcluster "$(basename "$(dirname "$cluster")")" main stop >/dev/null 2>&1 || true
  done
fi
