#!/usr/bin/env bash
# tools/fuzz.sh [TARGET|all] [SECONDS]: builds the libFuzzer targets of tests/fuzz with clang
# into build-fuzz/ and runs one target, or each in turn, for SECONDS (default 60) under
# nice -n 10. docs/fuzzing.md says how to read what it finds.
#
# Outside the repository, in $FUZZ_WORK_DIR (default ~/.cache/mahjongero-fuzz):
#   corpus/TARGET/            the work corpus: every new interesting input, kept between runs
#   runs/STAMP/TARGET/        this run's log and every crash, timeout or out-of-memory input
# The seed corpus (tests/fuzz/corpus/TARGET) and the regressions (tests/fuzz/regressions/
# TARGET) are read, never written. Ends with a table of what each target did and exits 1
# when any target found something.
#
# Environment: FUZZ_FORK=N (libFuzzer's fork mode with N processes, which goes on after a
# finding: for runs of an hour or more; default: one process, which stops at its first
# finding), FUZZ_ARGS (more libFuzzer flags, e.g. "-max_len=4096"), FUZZ_BUILD_JOBS (compile
# jobs, default 2),
# FUZZ_NO_BUILD=1 (run the targets as built, e.g. while another target is being built).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
what="${1:-all}"
seconds="${2:-60}"
case "$seconds" in '' | *[!0-9]*) echo "fuzz.sh: SECONDS must be a whole number, not \"$seconds\"" >&2; exit 2 ;; esac

mapfile -t all < <(ls tests/fuzz/fuzz_*.cpp | sed -e 's|.*/fuzz_||' -e 's|\.cpp$||')
if [ "$what" = all ]; then
    targets=("${all[@]}")
elif [ -f "tests/fuzz/fuzz_$what.cpp" ]; then
    targets=("$what")
else
    echo "fuzz.sh: no target \"$what\"; the targets are: ${all[*]} (or all)" >&2
    exit 2
fi

if [ -n "${FUZZ_NO_BUILD:-}" ]; then
    for t in "${targets[@]}"; do
        [ -x "build-fuzz/tests/fuzz/fuzz_$t" ] || { echo "fuzz.sh: FUZZ_NO_BUILD, but build-fuzz/tests/fuzz/fuzz_$t is not built" >&2; exit 2; }
    done
else
    tools/install-deps.sh
    tools/install-deps.sh tools/fuzz-packages.txt
    # shellcheck source=lib/ccache-launcher.sh
    source tools/lib/ccache-launcher.sh
    cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++-14 \
        -DMAHJONGERO_FUZZ=ON -DMAHJONGERO_BUILD_TESTS=OFF "${launcher[@]}" >/dev/null
    build_targets=()
    for t in "${targets[@]}"; do build_targets+=("fuzz_$t"); done
    nice -n 10 cmake --build build-fuzz --parallel "${FUZZ_BUILD_JOBS:-2}" --target "${build_targets[@]}"
fi

work="${FUZZ_WORK_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/mahjongero-fuzz}"
run="$work/runs/$(date +%Y%m%d-%H%M%S)"
mkdir -p "$run"
export ASAN_SYMBOLIZER_PATH="${ASAN_SYMBOLIZER_PATH:-/usr/lib/llvm-14/bin/llvm-symbolizer}"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
export QT_QPA_PLATFORM=offscreen
echo "fuzz.sh: ${targets[*]}, $seconds s each; work corpus in $work/corpus, findings in $run"

summary=()
found=0
for t in "${targets[@]}"; do
    corpus="$work/corpus/$t"
    out="$run/$t"
    mkdir -p "$corpus" "$out"
    before=$(find "$corpus" -type f | wc -l)
    flags=(-max_total_time="$seconds" -timeout=30 -artifact_prefix="$out/" -print_final_stats=1)
    [ -f "tests/fuzz/dict/$t.dict" ] && flags+=(-dict="tests/fuzz/dict/$t.dict")
    # One process by default, which stops at its first finding. Fork mode (FUZZ_FORK=N) goes on
    # after a finding, so an hour's run reports every one; but each of its jobs is a new
    # process that builds the analysis tables again (seconds under ASan) and its first jobs
    # last a second or two, so it pays only for runs of an hour or more.
    if [ "${FUZZ_FORK:-0}" -gt 0 ]; then
        flags+=(-fork="$FUZZ_FORK" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
    fi
    # shellcheck disable=SC2206
    flags+=(${FUZZ_ARGS:-})
    echo "fuzz.sh: $t for $seconds s (log: $out/fuzz.log)"
    status=0
    nice -n 10 "build-fuzz/tests/fuzz/fuzz_$t" "${flags[@]}" "$corpus" "tests/fuzz/corpus/$t" \
        "tests/fuzz/regressions/$t" >"$out/fuzz.log" 2>&1 || status=$?
    after=$(find "$corpus" -type f | wc -l)
    last=$(grep -E '^#[0-9]+' "$out/fuzz.log" | tail -n 1 || true)
    runs=$(sed -nE 's/^#([0-9]+).*/\1/p' <<<"$last")
    cov=$(sed -nE 's/.*cov: ([0-9]+).*/\1/p' <<<"$last")
    # Slow units (an input over 10 s, e.g. the first one, which builds the tables) stay in
    # the run's folder; they are not findings.
    mapfile -t findings < <(find "$out" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' \
        -o -name 'leak-*' \) | sort)
    rate='?'
    [ -n "$runs" ] && [ "$seconds" -gt 0 ] && rate=$((runs / seconds))
    line=$(printf '%-11s %10s runs (%s/s)  cov %6s  corpus %5s (+%s)  findings %s' "$t" "${runs:-?}" "$rate" \
        "${cov:-?}" "$after" "$((after - before))" "${#findings[@]}")
    [ "$status" -ne 0 ] && [ "${#findings[@]}" -eq 0 ] && line+="  (the fuzzer exited $status: see the log)"
    summary+=("$line")
    if [ "${#findings[@]}" -gt 0 ] || [ "$status" -ne 0 ]; then
        found=1
    fi
    # Each finding run once more, for the first line that says what went wrong.
    for f in "${findings[@]:0:10}"; do
        why=$("build-fuzz/tests/fuzz/fuzz_$t" -timeout=30 "$f" 2>&1 |
            grep -m1 -E 'fuzz check failed|ERROR: (Address|Undefined|Leak)Sanitizer|runtime error|SUMMARY|ALARM|out-of-memory|deadly signal' || true)
        summary+=("    $(basename "$f"): ${why:-see $out/fuzz.log}")
    done
done

echo
echo "fuzz.sh: $seconds s per target; findings and logs in $run"
printf '%s\n' "${summary[@]}"
if [ "$found" -ne 0 ]; then
    echo "fuzz.sh: something was found: docs/fuzzing.md, \"Reading a crash\", says what to do with it"
    exit 1
fi
echo "fuzz.sh: nothing found"
