#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for the Postgres-mode test run and prints the
# connection string of a non-superuser role (so row-level security binds it) that may
# create the per-test-file databases. Usage: eval "$(scripts/test-postgres.sh start)".
# TEST_PG_DIR, TEST_PG_PORT: where it runs; TEST_PG_FSYNC=on for a durable cluster (the bench).
set -euo pipefail
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
DIR=${TEST_PG_DIR:-/tmp/studiodesk-test-pg}
PORT=${TEST_PG_PORT:-55432}
run_as_postgres() {
  if [ "$(id -u)" = "0" ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi
}
case "${1:-start}" in
  start)
    [ -n "$PGBIN" ] || { echo "echo 'PostgreSQL is not installed (apt-get install postgresql)' >&2; exit 1"; exit 1; }
    run_as_postgres "$PGBIN/pg_ctl -D $DIR stop -m immediate" >/dev/null 2>&1 || true
    rm -rf "$DIR"; mkdir -p "$DIR"
    [ "$(id -u)" = "0" ] && chown postgres "$DIR"
    run_as_postgres "$PGBIN/initdb -D $DIR -U postgres --auth=trust" >/dev/null
    run_as_postgres "$PGBIN/pg_ctl -D $DIR -l $DIR/server.log -o '-p $PORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=${TEST_PG_FSYNC:-off} -c max_connections=200' -w start" >/dev/null
    "$PGBIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -q -c "create role studiodesk login createdb password 'studiodesk'" >/dev/null
    "$PGBIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -q -c "create database studiodesk owner studiodesk" >/dev/null
    echo "export TEST_DATABASE_URL=postgres://studiodesk:studiodesk@127.0.0.1:$PORT/studiodesk"
    ;;
  stop)
    run_as_postgres "$PGBIN/pg_ctl -D $DIR stop -m fast" >/dev/null 2>&1 || true
    ;;
esac
