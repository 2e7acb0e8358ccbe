#!/usr/bin/env bash
# README command 2: install what is needed, build, and run the whole test suite (Qt Test
# and Qt Quick Test) under Xvfb, since Qt Quick 3D renders only there, on every core at
# once (each test has a home folder of its own: tests/support/isolated.sh). Exits non-zero
# on any failure. .ci/run runs exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/build.sh
cd build
xvfb-run -a -s "-screen 0 1400x900x24" ctest --output-on-failure --timeout 600 --parallel "$(nproc)"
