#!/usr/bin/env bash
# The API test of PgBouncer in transaction mode (server/db/pgbouncer.test.ts) starts Debian's
# pgbouncer itself; install it from Debian's packages when it is missing.
set -euo pipefail
if command -v pgbouncer >/dev/null 2>&1 || [ -x /usr/sbin/pgbouncer ]; then exit 0; fi
echo "==> Installing Debian's pgbouncer for the API tests"
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
$sudo_cmd apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq pgbouncer >/dev/null
