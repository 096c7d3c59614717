#!/usr/bin/env bash
# The whole test suite: lint, format, types, unit tests on PGlite, the platform's money and migration tests again
# on a PostgreSQL server, three processes over one PostgreSQL behind HAProxy, the production build and the
# browser tests. Each stage prints the time it took.
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
stage cluster npm run test:cluster
stage build npm run build
stage browser npm run test:e2e
