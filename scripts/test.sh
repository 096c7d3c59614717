#!/usr/bin/env bash
# The whole test suite: lint, format, types, unit tests, the production build and the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run lint
npm run format:check
npm run typecheck
npm run test:unit
npm run build
npm run test:e2e
