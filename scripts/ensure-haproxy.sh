#!/usr/bin/env bash
# The local cluster puts HAProxy in front of its platform processes; install Debian's package when it is missing.
set -euo pipefail
if command -v haproxy >/dev/null; then exit 0; fi
echo "Installing HAProxy from Debian's packages…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null
