#!/usr/bin/env bash
# Starts Debian's PostgreSQL 15 when it is not running and makes a role the API tests can use
# (they create and drop one database per test file).
set -euo pipefail
if ! pg_lsclusters -h 2>/dev/null | grep -q '^15 *main .*online'; then
  pg_ctlcluster 15 main start
fi
for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
su postgres -c "psql -qtAc \"select 1 from pg_roles where rolname='splits'\"" | grep -q 1 \
  || su postgres -c "psql -qc \"create role splits login superuser password 'splits'\""
