#!/bin/bash
# Frame benchmark medians (issue 14, Speed): runs `BINARY --benchmark MODE` (ritual or play)
# RUNS times under Xvfb at W x H (default 1280x800), alternating the binaries given so that
# a before and an after meet the same machine, prints each run's summary line, then the
# median of every figure for each binary.
#   tools/frame-bench.sh play 3 /tmp/mahjongero-before build/app/mahjongero
# PAUSE_COMPILERS=1 stops running compilers (cc1plus, ld, ...) for the duration of each run
# and resumes them after, so that a build beside it does not take the processors.
set -u
if [ $# -lt 3 ]; then
    echo "usage: $0 ritual|play RUNS BINARY..." >&2
    exit 2
fi
mode=$1; runs=$2; shift 2
W=${W:-1280}; H=${H:-800}
out=$(mktemp)
pause() {
    [ "${PAUSE_COMPILERS:-0}" = 1 ] || return 0
    for c in cc1plus ld collect2 as qmlcachegen moc qmltyperegistra rcc; do pkill -"$1" -x "$c"; done
    return 0
}
trap 'pause CONT; rm -f "$out"' EXIT
for _ in $(seq "$runs"); do
    for b in "$@"; do
        pause STOP
        s=$(xvfb-run -a -s "-screen 0 $((W + 100))x$((H + 100))x24" env QT_QPA_PLATFORM=xcb "$b" \
                --benchmark "$mode" --width "$W" --height "$H" 2>&1 | grep '^summary:')
        pause CONT
        echo "$b $s" | tee -a "$out"
    done
done
echo "medians of $runs:"
python3 - "$out" "$@" <<'PY'
import re, statistics, sys
rows = [line.split(None, 1) for line in open(sys.argv[1]) if line.strip()]
for binary in sys.argv[2:]:
    figures = {}
    for name, rest in rows:
        if name == binary:
            for key, value in re.findall(r'(\w+)=([\d.]+)', rest):
                figures.setdefault(key, []).append(float(value))
    print(binary, ' '.join(f'{k}={statistics.median(v):.1f}' for k, v in figures.items()))
PY
