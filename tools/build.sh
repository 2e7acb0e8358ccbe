#!/usr/bin/env bash
# Installs the dependencies and builds everything into build/ (app, CLI, tests).
# Where ccache is installed (a developer's machine; CI has none) it caches the compiles, with
# paths taken relative to the checkout so that several checkouts share the cache.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh
launcher=()
if command -v ccache >/dev/null; then
    export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$PWD}"
    launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release "${launcher[@]}"
cmake --build build --parallel
