#!/usr/bin/env bash
# Throwaway PostgreSQL and Redis on 127.0.0.1 for the tests, the benchmarks and a developer:
#
#   scripts/services.sh start   # initdb + pg_ctl and redis-server under $SERVICES_DIR, then prints the env
#   scripts/services.sh env     # prints: export TEST_DATABASE_URL=... TEST_REDIS_URL=...
#   scripts/services.sh stop    # stops both and deletes $SERVICES_DIR
#
# Typical use:  eval "$(scripts/services.sh start)" && npm test && scripts/services.sh stop
# Needs the Debian packages postgresql and redis-server (.ci/run installs them). Nothing
# listens beyond loopback; Redis keeps nothing on disk; the cluster lives only in the temp dir.
set -euo pipefail

SERVICES_DIR="${SERVICES_DIR:-${TMPDIR:-/tmp}/dutyscout-services}"
PG_PORT="${SERVICES_PG_PORT:-55432}"
REDIS_PORT="${SERVICES_REDIS_PORT:-56379}"
PG_DATA="$SERVICES_DIR/pg"

pg_bin() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [ -z "$dir" ] || [ ! -x "$dir/initdb" ]; then
    echo "services.sh: PostgreSQL server binaries not found (apt-get install postgresql)" >&2
    exit 1
  fi
  echo "$dir"
}

# initdb and postgres refuse to run as root: run them as the postgres user then.
as_db_user() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

print_env() {
  echo "export TEST_DATABASE_URL=postgres://dutyscout@127.0.0.1:$PG_PORT/dutyscout"
  echo "export TEST_REDIS_URL=redis://127.0.0.1:$REDIS_PORT"
}

start() {
  command -v redis-server >/dev/null || { echo "services.sh: redis-server not found (apt-get install redis-server)" >&2; exit 1; }
  local bin
  bin="$(pg_bin)"
  mkdir -p "$SERVICES_DIR"
  if [ "$(id -u)" = 0 ]; then chown postgres "$SERVICES_DIR"; fi
  if [ ! -f "$PG_DATA/PG_VERSION" ]; then
    as_db_user "$bin/initdb" -D "$PG_DATA" -U dutyscout --auth=trust --no-sync -E UTF8 >"$SERVICES_DIR/initdb.log" 2>&1 \
      || { cat "$SERVICES_DIR/initdb.log" >&2; exit 1; }
  fi
  # The socket directory is the data dir: nothing is written to /var/run/postgresql.
  as_db_user "$bin/pg_ctl" -D "$PG_DATA" -l "$SERVICES_DIR/postgres.log" -w -t 30 \
    -o "-c listen_addresses=127.0.0.1 -p $PG_PORT -k $PG_DATA -c fsync=off -c max_connections=200" start >/dev/null \
    || { cat "$SERVICES_DIR/postgres.log" >&2; exit 1; }
  as_db_user "$bin/psql" -h 127.0.0.1 -p "$PG_PORT" -U dutyscout -d postgres -qtAc \
    "SELECT 1 FROM pg_database WHERE datname = 'dutyscout'" | grep -q 1 \
    || as_db_user "$bin/createdb" -h 127.0.0.1 -p "$PG_PORT" -U dutyscout dutyscout
  redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes \
    --pidfile "$SERVICES_DIR/redis.pid" --logfile "$SERVICES_DIR/redis.log" --dir "$SERVICES_DIR"
  for _ in $(seq 1 50); do
    redis-cli -p "$REDIS_PORT" ping 2>/dev/null | grep -q PONG && break
    sleep 0.1
  done
  redis-cli -p "$REDIS_PORT" ping | grep -q PONG || { cat "$SERVICES_DIR/redis.log" >&2; exit 1; }
  echo "services.sh: PostgreSQL on 127.0.0.1:$PG_PORT, Redis on 127.0.0.1:$REDIS_PORT (files in $SERVICES_DIR)" >&2
  print_env
}

stop() {
  if [ -f "$PG_DATA/PG_VERSION" ]; then
    as_db_user "$(pg_bin)/pg_ctl" -D "$PG_DATA" -m immediate stop >/dev/null 2>&1 || true
  fi
  if [ -f "$SERVICES_DIR/redis.pid" ]; then
    kill "$(cat "$SERVICES_DIR/redis.pid")" 2>/dev/null || true
  fi
  rm -rf "$SERVICES_DIR"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  env) print_env ;;
  *) echo "usage: scripts/services.sh start|stop|env" >&2; exit 2 ;;
esac
