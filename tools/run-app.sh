#!/usr/bin/env bash
# README command 1: install what is needed, build, and launch the app. Arguments go to
# the app (try --help). Without a display it runs under Xvfb, for screenshots.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/build.sh
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    echo "run-app: no display; running under xvfb-run" >&2
    exec xvfb-run -a -s "-screen 0 1400x900x24" build/app/mahjongero "$@"
fi
exec build/app/mahjongero "$@"
