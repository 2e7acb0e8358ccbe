#!/usr/bin/env bash
# Long run "kill and resume" (issue 12; docs/long-runs.md): builds the app and the runner,
# then kills the app with SIGKILL at 100 seeded random moments of a match it plays by
# itself and checks every relaunch. Not part of CI: 100 kills take 10 to 25 minutes.
#   tools/long-runs/kill-resume.sh [--kills N] [--seed S] [--speed X] [--max-wait MS] [--dir DIR]
# The same seed aims at the same moments (the app's own timing still varies a little).
set -euo pipefail
cd "$(dirname "$0")/../.."
ninja -C build -j2 app/mahjongero tests/app/mahjongero-kill-resume >/dev/null
# The save path works offscreen; nothing needs drawing.
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
exec build/tests/app/mahjongero-kill-resume "$@"
