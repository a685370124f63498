#!/usr/bin/env bash
# Throughput and latency of `rulings serve` for README.md: wrk (Debian's `wrk`
# package) drives the server on loopback with 16 connections for the search
# page, the search API, a record page and a card page, at 1x and 100x corpus,
# and prints requests per second with p50 and p99 latency. The load generator
# runs on the same machine as the server and shares its cores.
#
#   scripts/serve-bench.sh                 # 1x and 100x, 10 s per route
#   SCALES=1 DURATION=5s scripts/serve-bench.sh
set -euo pipefail
cd "$(dirname "$0")/.."

command -v wrk >/dev/null || { echo "wrk is missing: apt-get install -y wrk" >&2; exit 1; }
cargo build --release --quiet
BIN="$PWD/target/release/rulings"
WORK="$(mktemp -d)"
SERVER=""
cleanup() {
  if [ -n "$SERVER" ]; then kill -INT "$SERVER" 2>/dev/null || true; wait "$SERVER" 2>/dev/null || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT
SCALES="${SCALES:-1 100}"
DURATION="${DURATION:-10s}"
CONNECTIONS=16
QUERY="amanda+rogers+countermanda"

# Starts `rulings serve` on a free port for a corpus and index; sets SERVER and URL.
start_server() {
  "$BIN" --corpus "$1" --index "$2" serve --addr 127.0.0.1:0 >"$WORK/serve.out" 2>"$WORK/serve.err" &
  SERVER=$!
  for _ in $(seq 600); do
    URL=$(grep -o 'http://[0-9.:]*' "$WORK/serve.out" 2>/dev/null || true)
    [ -n "$URL" ] && return
    sleep 0.1
  done
  echo "the server did not start: $(cat "$WORK/serve.err")" >&2
  exit 1
}

stop_server() {
  kill -INT "$SERVER"
  wait "$SERVER" || true
  SERVER=""
}

# One wrk run: prints "requests/s | p50 | p99" for a URL.
measure() {
  wrk -t1 -c1 -d2s "$1" >/dev/null # warm-up
  wrk -t2 -c"$CONNECTIONS" -d"$DURATION" --latency "$1" >"$WORK/wrk.txt"
  if grep -q "Non-2xx" "$WORK/wrk.txt"; then
    echo "non-2xx answers from $1" >&2
    exit 1
  fi
  rps=$(awk '/^Requests\/sec:/ { printf "%d", $2 }' "$WORK/wrk.txt")
  p50=$(awk '$1 == "50%" { print $2 }' "$WORK/wrk.txt")
  p99=$(awk '$1 == "99%" { print $2 }' "$WORK/wrk.txt")
  echo "$rps | $p50 | $p99"
}

printf "| scale | route | requests/s | p50 | p99 |\n|---|---|---|---|---|\n"
for scale in $SCALES; do
  corpus="$PWD/corpus"
  if [ "$scale" != 1 ]; then
    corpus="$WORK/corpus-$scale"
    "$BIN" --corpus corpus generate-corpus --times "$scale" "$corpus" >/dev/null
  fi
  index="$WORK/index-$scale"
  "$BIN" --corpus "$corpus" --index "$index" ingest >/dev/null 2>&1 || true
  start_server "$corpus" "$index"
  id=$(curl -s "$URL/api/search?q=$QUERY&limit=1" | python3 -c 'import json,sys; print(json.load(sys.stdin)["results"][0]["id"])')
  for route in "/search?q=$QUERY" "/api/search?q=$QUERY" "/r/$id" "/card/Countermanda"; do
    printf "| %sx | \`%s\` | %s |\n" "$scale" "$route" "$(measure "$URL$route")"
  done
  stop_server
done
