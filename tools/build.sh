#!/usr/bin/env bash
# Installs the dependencies and builds everything into build/ (app, CLI, tests), through
# ccache where it is installed (tools/lib/ccache-launcher.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh
# shellcheck source=lib/ccache-launcher.sh
source tools/lib/ccache-launcher.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release "${launcher[@]}"
cmake --build build --parallel
