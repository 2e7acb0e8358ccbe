#!/usr/bin/env bash
# Installs the dependencies and builds everything into build/ (app, CLI, tests).
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build --parallel
