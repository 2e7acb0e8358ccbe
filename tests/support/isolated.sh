#!/bin/sh
# Runs one test with a home of its own: an empty folder for data, settings and caches
# (XDG_DATA_HOME, XDG_CONFIG_HOME, XDG_CACHE_HOME) made afresh for every run, so no test
# reads or writes the user's files, a saved match left by one run never reaches the next,
# and tests can run in parallel (ctest -j).
# Usage: isolated.sh HOME_FOLDER COMMAND [ARGUMENT ...]
set -e
home=$1
shift
rm -rf "$home"
mkdir -p "$home/data" "$home/config" "$home/cache"
XDG_DATA_HOME=$home/data XDG_CONFIG_HOME=$home/config XDG_CACHE_HOME=$home/cache exec "$@"
