#!/usr/bin/env bash
# Runs the static checks (eslint, prettier --check, knip, tsc) and every test: unit (core, web),
# API (server, real PostgreSQL) and the browser suite. A failing check does not stop the tests.
# The browser suite (one file at a time, E2E_WORKERS) and the unit and API tests run side by side in
# the background (each one's output is printed when it ends), the checks beside them at low priority.
# Installs what the tests need when it is missing: npm packages, Debian's chromium, pgbouncer and nginx.
# The API suite runs against Debian's PostgreSQL 15 when it is installed (the production path: a
# server named by a URL), else against one embedded PostgreSQL; TEST_DATABASE_URL names another.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
# each step's line says when it began, in seconds from the start
step() { echo "==> [$(($(date +%s) - started)) s] $*"; }

# Debian's packages (one apt at a time) install beside npm ci
packages_log=$(mktemp)
(bash scripts/ensure-chromium.sh && bash scripts/ensure-pgbouncer.sh && bash scripts/ensure-nginx.sh) >"$packages_log" 2>&1 &
packages_pid=$!
if [ ! -d node_modules ]; then
  step "Installing npm packages (npm ci)"
  npm ci
fi
packages_status=0
wait "$packages_pid" || packages_status=$?
cat "$packages_log"
rm -f "$packages_log"
[ "$packages_status" -eq 0 ] || exit "$packages_status"

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

# The two test suites run side by side from here, each in the background with its output printed
# whole when it ends: the browser suite (one file at a time here; alone it defaults to two,
# e2e/vitest.config.ts) and the unit and API tests. Both wait on something much of the time (the
# page, the server, PostgreSQL); the static checks run meanwhile at the lowest priority (nice 19)
# and take the CPU the suites leave. The CPU is the limit on 2 cores: run one after the other, or
# with the checks at the suites' priority, the whole took 980-1077 s.
export E2E_WORKERS="${E2E_WORKERS:-1}"
# runs one suite, its output and JSON report kept in report_dir; returns the suite's exit status
suite() {
  local name=$1
  shift
  local began
  began=$(date +%s)
  local rc=0
  "$@" --reporter=default --reporter=json --outputFile="$report_dir/$name.json" >"$report_dir/$name.log" 2>&1 || rc=$?
  echo "$(($(date +%s) - began))" >"$report_dir/$name.seconds"
  return "$rc"
}
declare -A suite_pid
step "Browser tests (playwright-core + Debian chromium-headless-shell, $E2E_WORKERS at a time) started in the background"
suite e2e npx vitest run --config e2e/vitest.config.ts &
suite_pid[e2e]=$!
step "Unit and API tests (vitest: core, web, server) started in the background"
suite unit npx vitest run &
suite_pid[unit]=$!

# Each check's output is printed whole once it ends, and each one's exit status counts.
step "Static checks at low priority: eslint, prettier --check, knip (dead code), tsc"
check() {
  local name=$1
  shift
  if nice -n 19 "$@" >"$report_dir/$name.log" 2>&1; then
    echo "--- $name: passed"
  else
    echo "--- $name: FAILED"
    cat "$report_dir/$name.log"
    return 1
  fi
}
# all four at once: starved while the suites run, whatever is left at their end runs on both cores
check eslint npm run --silent lint &
lint_pid=$!
check tsc npm run --silent typecheck &
tsc_pid=$!
check prettier npm run --silent format:check &
format_pid=$!
check knip npm run --silent knip || status=1
wait "$lint_pid" || status=1
wait "$format_pid" || status=1
wait "$tsc_pid" || status=1
step "Static checks done"

for name in unit e2e; do
  rc=0
  wait "${suite_pid[$name]}" || rc=$?
  step "$name tests ended (they took $(cat "$report_dir/$name.seconds") s):"
  cat "$report_dir/$name.log"
  [ "$rc" -eq 0 ] || status=$rc
done

node scripts/test-summary.mjs "$report_dir"/*.json || true
step "All done"
exit "$status"
