#!/usr/bin/env bash
# The tests on PostgreSQL start a server of their own; install Debian's PostgreSQL when its server is missing
# (psql alone may be there without one).
set -euo pipefail
if compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null; then exit 0; fi
echo "Installing PostgreSQL from Debian's packages…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
