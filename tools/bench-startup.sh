#!/usr/bin/env bash
# The app's time to its first frame with N finished games' records in its data folder
# (issue 12, "Start-up grows with the records"; target: under 0.6 s with 10,000).
# Makes the records once with `mahjongero-cli simulate --record` (seeded, so every run and
# every machine lists the same files), then runs `mahjongero --benchmark startup` RUNS times
# under Xvfb and prints each run's summary line and the medians.
#
#   tools/bench-startup.sh [N...]          default: 0 1000 10000
#   RUNS=5 BUILD=build WORK=/tmp/mahjongero-startup tools/bench-startup.sh 10000
#
# The data folders are kept in WORK for the next run (10,000 records are some 130 MB).
set -euo pipefail
cd "$(dirname "$0")/.."
build="${BUILD:-build}"
work="${WORK:-/tmp/mahjongero-startup}"
runs="${RUNS:-5}"
counts=("$@")
[ "${#counts[@]}" -gt 0 ] || counts=(0 1000 10000)

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

for n in "${counts[@]}"; do
    data="$work/data-$n"
    if [ "$(find "$data/records" -name '*.jsonl' 2>/dev/null | wc -l)" -ne "$n" ]; then
        rm -rf "$data"
        mkdir -p "$data/records"
        if [ "$n" -gt 0 ]; then
            "$build/cli/mahjongero-cli" simulate --ruleset filipino --games "$n" --seed 1 --record "$data/records" >/dev/null
        fi
    fi
    walls=() cpus=()
    for ((i = 0; i < runs; ++i)); do
        line="$(xvfb-run -a -s "-screen 0 1400x900x24" "$build/app/mahjongero" --benchmark startup --data-dir "$data" 2>/dev/null |
            grep '^summary:')"
        echo "$line"
        walls+=("$(sed -E 's/.*first_frame_ms=([0-9]+).*/\1/' <<<"$line")")
        cpus+=("$(sed -E 's/.*first_frame_cpu_ms=([0-9]+).*/\1/' <<<"$line")")
    done
    echo "records=$n runs=$runs median first_frame_ms=$(printf '%s\n' "${walls[@]}" | median)" \
        "first_frame_cpu_ms=$(printf '%s\n' "${cpus[@]}" | median)"
done
