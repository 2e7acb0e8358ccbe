# Sourced by the scripts that configure a build (tools/build.sh, tools/sanitize.sh,
# tools/fuzz.sh): where ccache is installed (a developer's machine; CI has none) it caches
# the compiles, with paths taken relative to the checkout so that several checkouts share
# the cache. Sets `launcher`, the CMake arguments to pass (none without ccache).
launcher=()
if command -v ccache >/dev/null; then
    export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$PWD}"
    launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
