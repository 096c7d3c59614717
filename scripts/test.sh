#!/usr/bin/env bash
# The whole test suite: lint, format, types, unused code (knip), unit tests on PGlite, the platform's money and migration tests again
# on a PostgreSQL server, the production build, three of its processes over one PostgreSQL behind HAProxy and
# the browser tests. Each stage prints the time it took.
set -euo pipefail
cd "$(dirname "$0")/.."

stage() {
  local name=$1 started=$SECONDS status=0
  shift
  echo "── $name"
  "$@" || status=$?
  echo "── $name: $((SECONDS - started)) s"
  return "$status"
}

# Lint, format, types and the unused-code check are single-threaded: they run side by side, and their outputs follow one another.
checks=$(mktemp -d) checks_started=$SECONDS
stage lint npm run lint >"$checks/lint" 2>&1 &
lint=$!
stage format npm run format:check >"$checks/format" 2>&1 &
format=$!
stage types npm run typecheck >"$checks/types" 2>&1 &
types=$!
stage "unused code" npm run knip >"$checks/knip" 2>&1 &
knip=$!
failed=0
wait "$lint" || failed=1
wait "$format" || failed=1
wait "$types" || failed=1
wait "$knip" || failed=1
cat "$checks/lint" "$checks/format" "$checks/types" "$checks/knip"
rm -rf "$checks"
echo "── lint, format, types and unused code together: $((SECONDS - checks_started)) s"
[ "$failed" -eq 0 ]
stage unit npm run test:unit
stage "unit on PostgreSQL" npm run test:postgres
stage build npm run build
stage cluster npm run test:cluster
stage browser npm run test:e2e
