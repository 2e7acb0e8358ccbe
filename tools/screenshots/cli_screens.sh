#!/usr/bin/env bash
# The README's screenshots taken from the command line (the ritual in Learn, a watched game's
# end, the free table with each set); readme_screens.qml takes the rest through the app's
# controls. Writes PNGs to /tmp/mahjongero-shots, to be looked at and copied to
# docs/screenshots:
#   tools/screenshots/cli_screens.sh [build/app/mahjongero]
set -euo pipefail
app=${1:-build/app/mahjongero}
out=/tmp/mahjongero-shots
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
mkdir -p "$out"

shot() {
    local name=$1
    shift
    rm -f "$out/$name.png"
    xvfb-run -a -s "-screen 0 1400x900x24" env QT_QPA_PLATFORM=xcb \
        "$app" --data-dir "$data" --width 1280 --height 800 "$@" --screenshot "$out/$name.png" 2>&1 |
        grep -v "XDG_RUNTIME_DIR\|PulseAudio" || true
    [ -s "$out/$name.png" ] || { echo "cli_screens.sh: $name.png was not taken" >&2; exit 1; }
}

shot ritual-wash-3d --seed 6 --ritual-step wash
shot ritual-break-3d --seed 6 --ritual-step break
shot ritual-dealt-3d --seed 6 --ritual-step flowers
shot ritual-teaching-3d --seed 6 --ritual-step deal
shot watch-game-end-3d --watch --seed 11 --speed 20 --quit-when-done
shot free-table-set-chinese-144 --free-table --free-set chinese-144 --free-deal 4x13
shot free-table-set-american-152 --free-table --free-set american-152 --free-deal 4x13
shot free-table-set-poker-tiles --free-table --free-set poker-tiles --free-deal 3x12
shot free-table-set-card-deck-193 --free-table --free-set card-deck-193 --free-deal 4x13
shot free-table-set-solitaire-39 --free-table --free-set solitaire-39
