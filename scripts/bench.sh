#!/usr/bin/env bash
# End-to-end timings for README.md: process start to printed result for
# `rulings search` on a built index, against `rg -i` and `grep -ri` over the
# raw corpus for the same queries, with the ratios of the times; ingest time,
# index size and peak memory at 1x and 100x. hyperfine and ripgrep are used
# from PATH; when missing, they are installed into target/bench-tools from
# crates.io (set BENCH_INSTALL=0 to skip that: then a plain loop times the
# commands and rg's column says n/a).
#
#   scripts/bench.sh            # 1x and 100x
#   SCALES="1" scripts/bench.sh # 1x only
set -euo pipefail
cd "$(dirname "$0")/.."

cargo build --release --quiet
BIN="$PWD/target/release/rulings"
TOOLS="$PWD/target/bench-tools"
export PATH="$PATH:$TOOLS/bin"
# Versions that build with this project's toolchain (hyperfine 2 needs a newer rustc).
for tool in hyperfine:hyperfine@1.19.0 rg:ripgrep@15.2.0; do
  command -v "${tool%%:*}" >/dev/null && continue
  if [ "${BENCH_INSTALL:-1}" = 1 ]; then
    echo "installing ${tool#*:} into $TOOLS" >&2
    cargo install --quiet --locked --root "$TOOLS" "${tool#*:}" >&2
  fi
done
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
SCALES="${SCALES:-1 100}"
RUNS="${RUNS:-30}"
QUERIES=("amanda rogers countermanda" "suspends play" "devidian door" "borg ship")

# Median wall time in milliseconds of a command, over $RUNS runs.
median_ms() {
  if command -v hyperfine >/dev/null; then
    hyperfine --style none --ignore-failure --warmup 3 --runs "$RUNS" --export-json "$WORK/h.json" "$1" >/dev/null 2>&1
    python3 -c "import json;print(round(json.load(open('$WORK/h.json'))['results'][0]['median']*1000,2))"
  else
    python3 - "$1" "$RUNS" <<'PY'
import statistics, subprocess, sys, time
cmd, runs = sys.argv[1], int(sys.argv[2])
times = []
for _ in range(runs):
    t = time.perf_counter(); subprocess.run(cmd, shell=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL); times.append(time.perf_counter() - t)
print(round(statistics.median(times) * 1000, 2))
PY
  fi
}

# `rulings search`'s time as a share of another tool's: below 1 is faster.
ratio() {
  case "$2" in
    n/a) echo "n/a" ;;
    *) python3 -c "print(f'{$1 / $2:.2f}')" ;;
  esac
}

printf "| scale | corpus MB | ingest ms | index MB | peak ingest MiB | query | rulings search ms | rg -i ms | grep -ri ms | rulings / rg | rulings / grep |\n"
printf "|---|---|---|---|---|---|---|---|---|---|---|\n"
for scale in $SCALES; do
  corpus="$PWD/corpus"
  if [ "$scale" != 1 ]; then
    corpus="$WORK/corpus-$scale"
    "$BIN" --corpus corpus generate-corpus --times "$scale" "$corpus" >/dev/null
  fi
  index="$WORK/index-$scale"
  size_mb=$(du -sm --exclude=manifest.json "$corpus" | cut -f1)
  # One timed ingest gives wall time and peak memory; at 1x the median of 5 too.
  /usr/bin/time -f "%e %M" -o "$WORK/ingest" "$BIN" --corpus "$corpus" --index "$index" ingest >/dev/null 2>&1 || true
  read -r seconds kb < "$WORK/ingest"
  mem=$(( kb / 1024 ))
  ingest=$(python3 -c "print(round($seconds * 1000))")
  if [ "$scale" = 1 ]; then
    ingest=$(RUNS=5 median_ms "$BIN --corpus $corpus --index $index ingest")
  fi
  index_mb=$(du -sm "$index" | cut -f1)
  for q in "${QUERIES[@]}"; do
    ours=$(median_ms "$BIN --corpus $corpus --index $index search --limit 10 '$q'")
    rg_ms="n/a"
    if command -v rg >/dev/null; then rg_ms=$(median_ms "rg -i '$q' $corpus"); fi
    grep_ms=$(median_ms "grep -ri '$q' $corpus")
    printf "| %sx | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n" \
      "$scale" "$size_mb" "$ingest" "$index_mb" "$mem" "$q" "$ours" "$rg_ms" "$grep_ms" \
      "$(ratio "$ours" "$rg_ms")" "$(ratio "$ours" "$grep_ms")"
  done
done
