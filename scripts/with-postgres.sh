#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server: a fresh cluster in a temporary folder, on a free
# loopback port, removed when the command ends. TEST_DATABASE_URL names the server's admin database.
# Without a command it keeps the server until interrupted.
set -euo pipefail
bash "$(dirname "$0")/ensure-postgres.sh"
bin=$(printf '%s\n' /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
# In memory where the machine has a RAM disk with a gigabyte free: copying a database there takes milliseconds, on a
# disk a second.
parent=${TMPDIR:-/tmp}
if [ -d /dev/shm ] && [ -w /dev/shm ] && [ "$(df -Pk /dev/shm | awk 'NR == 2 { print $4 }')" -ge 1048576 ]; then
  parent=/dev/shm
fi
dir=$(mktemp -d -p "$parent" betfront-postgres-XXXXXX)

# postgres refuses to run as root: root runs it as the postgres user the package created.
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres: "$dir"
  as_owner=(runuser -u postgres --)
fi

stop() {
  "${as_owner[@]}" "$bin/pg_ctl" stop -D "$dir/data" -m immediate -s >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT
trap 'exit 143' TERM
trap 'exit 130' INT

"${as_owner[@]}" "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --no-locale --no-sync >/dev/null

free_port() {
  node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })"
}

# Durability is worth nothing to a server deleted after the run; fsync off makes creating databases cheap.
started=false
for _ in 1 2 3 4 5; do
  port=$(free_port)
  if "${as_owner[@]}" "$bin/pg_ctl" start -D "$dir/data" -w -s -l "$dir/server.log" -o "-p $port -k $dir \
      -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off -c synchronous_commit=off \
      -c full_page_writes=off"; then
    started=true
    break
  fi
done
if [ "$started" != true ]; then
  cat "$dir/server.log" >&2
  exit 1
fi

export TEST_DATABASE_URL="postgresql://postgres@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') for the tests at $TEST_DATABASE_URL"
if [ $# -eq 0 ]; then set -- sleep infinity; fi
# In the background, so that a signal reaches the trap at once instead of after the command.
"$@" <&0 &
command_pid=$!
trap 'kill -TERM "$command_pid" 2>/dev/null || true; wait "$command_pid" || true; exit 143' TERM
trap 'kill -INT "$command_pid" 2>/dev/null || true; wait "$command_pid" || true; exit 130' INT
wait "$command_pid"
