#!/usr/bin/env bash
# `npm test`: the whole suite on a fresh machine.
#   1. system packages: Debian's Chromium and PostgreSQL, installed when missing and run as root
#   2. typecheck and lint
#   3. unit and API tests on the embedded PGlite database under faketime at a China morning, with
#      TZ set far from China and the test clock moved there (docs/time.md)
#   4. unit and API tests again, at the machine's own time, on a real PostgreSQL server
#      (TEST_DATABASE_URL, or one started here on a temporary data directory)
#   5. the web app built, and Playwright end-to-end tests in Chromium against the real server
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
TMP="$ROOT/.tmp"
mkdir -p "$TMP"

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

find_pg_bin() {
  if command -v pg_config >/dev/null 2>&1 && [ -x "$(pg_config --bindir)/initdb" ]; then
    pg_config --bindir
    return
  fi
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

apt_updated=0
apt_install() {
  if [ "$(id -u)" != 0 ]; then
    echo "缺少系统软件包 $*，请以 root 运行或手动安装" >&2
    return 1
  fi
  if [ $apt_updated = 0 ]; then apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

step "system packages"
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ ! -x "$CHROMIUM" ]; then
  echo "installing Chromium from Debian"
  apt_install chromium fonts-noto-cjk
fi
if ! fc-list 2>/dev/null | grep -qi 'CJK'; then
  apt_install fonts-noto-cjk || true
fi
if ! command -v faketime >/dev/null 2>&1; then
  echo "installing faketime from Debian"
  apt_install faketime
fi
PG_BIN=$(find_pg_bin || true)
if [ -z "${TEST_DATABASE_URL:-}" ] && [ -z "$PG_BIN" ]; then
  echo "installing PostgreSQL from Debian"
  apt_install postgresql
  PG_BIN=$(find_pg_bin)
fi
echo "chromium: $("$CHROMIUM" --version 2>/dev/null | head -n 1)"
echo "postgresql: ${TEST_DATABASE_URL:+TEST_DATABASE_URL}${PG_BIN:+$PG_BIN}"

step "typecheck and lint"
# Side by side: each leaves a core idle much of the time, and the suite's whole run is held to 40 minutes.
npm run --silent typecheck &
typecheck_pid=$!
lint_status=0
npm run --silent lint || lint_status=$?
wait "$typecheck_pid"
[ "$lint_status" = 0 ]

# The tests at another hour and in another zone than the next pass: the machine's clock says 06:30 in
# China (22:30 UTC) and its zone is Los Angeles, and the test clock starts on that morning too.
# Nothing may depend on either (docs/time.md). Each database gets one pass, each at its own time.
step "unit and API tests (PGlite) at a China morning, TZ=America/Los_Angeles (faketime)"
TZ=America/Los_Angeles TEST_NOW=2026-12-31T22:30:00Z FAKETIME_DONT_FAKE_MONOTONIC=1 \
  faketime '2026-12-31 22:30:00 UTC' npx vitest run

PG_DIR=""
stop_pg() {
  if [ -n "$PG_DIR" ] && [ -f "$PG_DIR/data/postmaster.pid" ]; then
    run_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  fi
  [ -n "$PG_DIR" ] && rm -rf "$PG_DIR"
}
run_pg() {
  # PostgreSQL refuses to run as root: use its own system account then.
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
trap stop_pg EXIT

step "server tests (PostgreSQL), at the machine's own time"
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  PG_DIR=$(mktemp -d /tmp/jc-pg.XXXXXX)
  chmod 755 "$PG_DIR"
  [ "$(id -u)" = 0 ] && chown postgres "$PG_DIR"
  PG_PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
  run_pg "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
  run_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w \
    -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
  echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on port $PG_PORT"
fi
# The server's tests only: the shared rules and the web app's unit tests touch no database and ran above.
npx vitest run --project server

step "end-to-end tests (Chromium)"
npm run --silent build
rm -rf "$TMP/e2e-data"
E2E_DATA_DIR="$TMP/e2e-data" CHROMIUM_PATH="$CHROMIUM" npx playwright test -c apps/web/playwright.config.ts

step "all tests passed"
