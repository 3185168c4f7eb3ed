#!/usr/bin/env bash
# Runs the static checks (eslint, prettier --check, knip, tsc), then every test: unit (core, web),
# API (server, real PostgreSQL), then the browser suite. A failing check does not stop the tests.
# Installs what the tests need when it is missing: npm packages, Debian's chromium and pgbouncer.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ]; then
  echo "==> Installing npm packages (npm ci)"
  npm ci
fi

bash scripts/ensure-chromium.sh
bash scripts/ensure-pgbouncer.sh

report_dir=$(mktemp -d)
status=0

echo "==> Static checks: eslint, prettier --check, knip (dead code), tsc"
npm run --silent lint || status=$?
npm run --silent format:check || status=$?
npm run --silent knip || status=$?
npm run --silent typecheck || status=$?

echo "==> Unit and API tests (vitest: core, web, server)"
npx vitest run --reporter=default --reporter=json --outputFile="$report_dir/unit.json" || status=$?

echo "==> Building the web app for the browser tests"
npx vite build --config web/vite.config.ts --logLevel warn || status=$?

echo "==> Browser tests (playwright-core + Debian chromium)"
npx vitest run --config e2e/vitest.config.ts --reporter=default --reporter=json --outputFile="$report_dir/e2e.json" || status=$?

node scripts/test-summary.mjs "$report_dir"/*.json || true
exit "$status"
