#!/usr/bin/env bash
# Runs the server test files where the engine matters (tests/server/on-postgres.txt, each with its reason; or the
# files given), then the multi-instance suite ("cluster"), against a real PostgreSQL: a throwaway cluster in a
# temp directory on a free loopback port, removed on exit. Installs Debian's postgresql when missing
# (as root); without root it prints the command to run and stops. `--cluster` runs the second suite only.
set -euo pipefail
cd "$(dirname "$0")/.."

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

BIN="$(find_bin || true)"
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "PostgreSQL is not installed. Install it as root, then run this again:" >&2
    echo "  sudo apt-get install -y postgresql" >&2
    exit 1
  fi
  if ! command -v apt-get >/dev/null; then
    echo "PostgreSQL is not installed and apt-get is not available: install PostgreSQL (initdb, pg_ctl) first." >&2
    exit 1
  fi
  echo "Installing Debian's postgresql…"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql >/dev/null ||
    { apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql >/dev/null; }
  BIN="$(find_bin)"
fi

WORK="$(mktemp -d -t pg-test-XXXXXX)"
chmod 755 "$WORK"
# initdb refuses to run as root: as root the cluster belongs to the postgres user
if [ "$(id -u)" -eq 0 ]; then
  chown postgres "$WORK"
  AS=(runuser -u postgres --)
else
  AS=()
fi

cleanup() {
  "${AS[@]}" "$BIN/pg_ctl" -D "$WORK/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT INT TERM

PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
"${AS[@]}" "$BIN/initdb" -A trust -U postgres -E UTF8 --no-locale -D "$WORK/data" >/dev/null
"${AS[@]}" "$BIN/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w \
  -o "-p $PORT -k $WORK -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT (cluster in $WORK)"

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"

# Several instances of the built server on this cluster, restarted under them (tests/cluster/). Each file has
# databases of its own, so files run two at a time, but a file that restarts PostgreSQL (it reads PG_RESTART)
# would cut the others' connections: those run one at a time, after.
cluster() {
  [ -f dist-server/main.js ] || npx tsx scripts/build-server.ts
  export PG_RESTART="${AS[*]} $BIN/pg_ctl -D $WORK/data -l $WORK/server.log -m fast -w restart"
  if [ $# -gt 0 ]; then
    npx vitest run --project cluster "$@"
    return
  fi
  mapfile -t SHARING < <(grep -L PG_RESTART tests/cluster/*.test.ts)
  mapfile -t ALONE < <(grep -l PG_RESTART tests/cluster/*.test.ts)
  npx vitest run --project cluster --maxWorkers=2 "${SHARING[@]}"
  npx vitest run --project cluster --maxWorkers=1 "${ALONE[@]}"
}

if [ "${1:-}" = "--cluster" ]; then
  shift
  cluster "$@"
  exit
fi
if [ $# -gt 0 ]; then
  npx vitest run --project server "$@"
  exit
fi
mapfile -t ON_POSTGRES < <(grep -v '^#' tests/server/on-postgres.txt | awk 'NF { print "tests/server/" $1 }')
for file in "${ON_POSTGRES[@]}"; do
  [ -f "$file" ] || { echo "tests/server/on-postgres.txt names $file, which does not exist" >&2; exit 1; }
done
npx vitest run --project server "${ON_POSTGRES[@]}"
cluster
