#!/usr/bin/env bash
# Runs the static checks (eslint, prettier --check, knip, tsc) and every test: unit (core, web),
# API (server, real PostgreSQL) and the browser suite. A failing check does not stop the tests.
# The browser suite (one file at a time, E2E_WORKERS) runs in the background beside the checks and the
# unit and API tests (its output is printed when it ends).
# Installs what the tests need when it is missing: npm packages, Debian's chromium, pgbouncer and nginx.
# The API suite runs against Debian's PostgreSQL 15 when it is installed (the production path: a
# server named by a URL), else against one embedded PostgreSQL; TEST_DATABASE_URL names another.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
# each step's line says when it began, in seconds from the start
step() { echo "==> [$(($(date +%s) - started)) s] $*"; }

if [ ! -d node_modules ]; then
  step "Installing npm packages (npm ci)"
  npm ci
fi

bash scripts/ensure-chromium.sh
bash scripts/ensure-pgbouncer.sh
bash scripts/ensure-nginx.sh

if [ -z "${TEST_DATABASE_URL:-}" ] && command -v pg_lsclusters >/dev/null && pg_lsclusters -h 2>/dev/null | grep -q '^15 *main '; then
  bash scripts/ensure-system-postgres.sh
  export TEST_DATABASE_URL="postgres://splits:splits@127.0.0.1:5432/postgres"
fi
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "The API tests use the PostgreSQL server at $TEST_DATABASE_URL"
else
  step "The API tests use an embedded PostgreSQL"
fi

report_dir=$(mktemp -d)
status=0

step "Building the web app for the browser tests"
npx vite build --config web/vite.config.ts --logLevel warn || status=$?

# The browser suite is the longest and mostly waits (on the page, the server, the database): it
# runs at normal priority, and everything beside it at a lower one (nice), which takes the CPU it
# leaves. Both at one priority, the checks and the other suites slowed the journeys down most (a
# browser file alone took 494 s; beside them, 886 s). One browser file at a time here; alone, the
# browser suite defaults to two (e2e/vitest.config.ts).
export E2E_WORKERS="${E2E_WORKERS:-1}"
low() { nice -n 10 "$@"; }
step "Browser tests (playwright-core + Debian chromium, $E2E_WORKERS at a time) started in the background"
e2e_started=$(date +%s)
npx vitest run --config e2e/vitest.config.ts --reporter=default --reporter=json --outputFile="$report_dir/e2e.json" \
  >"$report_dir/e2e.log" 2>&1 &
e2e_pid=$!

# The four checks are single-threaded: two at a time keep both cores busy. Each one's output is
# printed whole once it ends, and each one's exit status counts.
step "Static checks: eslint, prettier --check, knip (dead code), tsc"
check() {
  local name=$1
  shift
  if "$@" >"$report_dir/$name.log" 2>&1; then
    echo "--- $name: passed"
  else
    echo "--- $name: FAILED"
    cat "$report_dir/$name.log"
    return 1
  fi
}
check eslint low npm run --silent lint &
lint_pid=$!
check tsc low npm run --silent typecheck &
tsc_pid=$!
wait "$lint_pid" || status=1
check prettier low npm run --silent format:check &
format_pid=$!
check knip low npm run --silent knip || status=1
wait "$format_pid" || status=1
wait "$tsc_pid" || status=1

step "Unit and API tests (vitest: core, web, server)"
low npx vitest run --reporter=default --reporter=json --outputFile="$report_dir/unit.json" || status=$?

step "Browser tests: waiting for the background run to end"
e2e_status=0
wait "$e2e_pid" || e2e_status=$?
cat "$report_dir/e2e.log"
echo "--- browser tests took $(($(date +%s) - e2e_started)) s"
[ "$e2e_status" -eq 0 ] || status=$e2e_status

node scripts/test-summary.mjs "$report_dir"/*.json || true
step "All done"
exit "$status"
