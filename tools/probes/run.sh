#!/bin/bash
# Frame-cost probes for software rendering (README, "Speed"): bare Qt Quick 3D scenes run by
# the QML test runner under Xvfb, each at 1280x800 and 480x320, printing their RESULT lines.
#   tools/probes/run.sh [build/tests/qml/tst_qml]
# instanced_tiles.qml: 144 tile models against one instanced model; empty_view.qml: an
# empty View3D drawn anew each frame against a window without one.
set -eu
runner=${1:-build/tests/qml/tst_qml}
here=$(dirname "$0")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
run() { # FILE W H MODE
    sed "s/W_/$2/; s/H_/$3/; s/MODE_/$4/; s/V3D_/$4/g" "$here/$1" > "$tmp/tst_probe.qml"
    xvfb-run -a -s "-screen 0 1400x900x24" env QT_QPA_PLATFORM=xcb "$runner" -input "$tmp/tst_probe.qml" 2>&1 |
        grep -o 'RESULT.*' || echo "$1 $2x$3 $4: no result"
}
for mode in false true; do
    for size in "1280 800" "480 320"; do
        run instanced_tiles.qml $size $mode
        run empty_view.qml $size $mode
    done
done
