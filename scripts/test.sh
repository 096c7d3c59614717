#!/usr/bin/env bash
# The whole test suite: lint, format, types, unit tests on PGlite, the platform's money and migration tests again
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

stage lint npm run lint
stage format npm run format:check
stage types npm run typecheck
stage unit npm run test:unit
stage "unit on PostgreSQL" npm run test:postgres
stage build npm run build
stage cluster npm run test:cluster
stage browser npm run test:e2e
