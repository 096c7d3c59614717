#!/usr/bin/env bash
# The whole test suite: lint, format, types, unused code (knip), unit tests on PGlite, the platform's money and migration tests again
# on a PostgreSQL server (beside the production build and three of its processes over one PostgreSQL behind HAProxy)
# and the browser tests. Each stage prints the time it took.
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
# The PostgreSQL run keeps about one core busy: the build and the cluster's processes take the other meanwhile,
# each on a server of its own. Its output follows theirs. The servers are installed first, one package at a time.
bash scripts/ensure-postgres.sh
bash scripts/ensure-haproxy.sh
postgres_log=$(mktemp)
stage "unit on PostgreSQL" npm run test:postgres >"$postgres_log" 2>&1 &
postgres=$!
failed=0
stage build npm run build || failed=1
[ "$failed" -eq 1 ] || stage cluster npm run test:cluster || failed=1
wait "$postgres" || failed=1
cat "$postgres_log"
rm -f "$postgres_log"
[ "$failed" -eq 0 ]
stage browser npm run test:e2e
