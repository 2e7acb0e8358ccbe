#!/bin/bash
# The frame benchmark on a machine with an NVIDIA GPU and none of the app's libraries: the
# bundle of tools/gpu/make-bundle.sh becomes a root for chroot, the GPU's driver libraries
# are mounted into it, Xvfb runs there, and the app renders through the driver's GLX
# (glvnd's __GLX_VENDOR_LIBRARY_NAME=nvidia), or through Vulkan if GLX gives no GPU.
#   tools/gpu/device-bench.sh unpack DIR   unpack DIR/*.tar.xz into the root
#   tools/gpu/device-bench.sh run [OUT]    benchmark: figures on stdout, a screenshot in OUT
# Needs root (chroot, mount). The root is /opt/mjroot (or MJ_ROOT). SOFTWARE_OK=1 takes any
# renderer (to try the script where there is no GPU).
set -u
R=${MJ_ROOT:-/opt/mjroot}
case "${1:-}" in
unpack)
    mkdir -p $R/usr/lib $R/usr/lib64 $R/usr/bin $R/usr/sbin
    for d in lib lib64 bin sbin; do [ -e $R/$d ] || ln -s usr/$d $R/$d; done
    for t in "$2"/*.tar.xz; do tar -C $R -xJf "$t" && echo "unpacked $t"; done
    exit 0 ;;
run) out=${2:-/tmp} ;;
*) echo "usage: $0 unpack DIR | run [OUT]" >&2; exit 2 ;;
esac
[ -x $R/app/mahjongero ] && [ -e $R/usr/lib/x86_64-linux-gnu/dri/swrast_dri.so ] || {
    echo "the root lacks the app or Mesa: unpack both archives first" >&2; exit 1; }

nvidia-smi -L
mkdir -p $R/dev $R/proc $R/sys $R/tmp/home $R/etc/ld.so.conf.d $R/usr/local/nvidia
chmod 1777 $R/tmp
mountpoint -q $R/dev || mount --bind /dev $R/dev
mountpoint -q $R/proc || mount -t proc proc $R/proc
mountpoint -q $R/sys || mount --bind /sys $R/sys
[ -d /usr/local/nvidia ] && { mountpoint -q $R/usr/local/nvidia || mount --bind /usr/local/nvidia $R/usr/local/nvidia; }
# Every folder that holds the driver's user-space libraries, mounted as /nvN and given to ldconfig.
n=0
: >$R/etc/ld.so.conf.d/nvidia.conf
if [ -e /usr/local/nvidia/lib64/libGLX_nvidia.so.0 ]; then
    dirs=/usr/local/nvidia/lib64
else
    dirs=$(find /usr /lib /lib64 /opt -path $R -prune -o -name 'libGLX_nvidia.so.0' -print 2>/dev/null | xargs -r -n1 dirname | sort -u)
fi
for dir in $dirs; do
    mkdir -p $R/nv$n; mountpoint -q $R/nv$n || mount --bind "$dir" $R/nv$n
    echo "/nv$n" >>$R/etc/ld.so.conf.d/nvidia.conf; echo "driver libraries: $dir"; n=$((n + 1))
done
icd=$(find /usr/local/nvidia /usr/share/vulkan /etc/vulkan -name nvidia_icd.json 2>/dev/null | head -1)
grep -q include $R/etc/ld.so.conf 2>/dev/null || echo 'include /etc/ld.so.conf.d/*.conf' >>$R/etc/ld.so.conf
/usr/sbin/chroot $R /usr/sbin/ldconfig

/usr/sbin/chroot $R /usr/bin/Xvfb :9 -screen 0 2020x1180x24 -nolisten tcp >/tmp/xvfb.log 2>&1 &
sleep 3
app() { # ENV... -- ARGS...
    local envs=()
    while [ "$1" != -- ]; do envs+=("$1"); shift; done
    shift
    env -i HOME=/tmp/home XDG_RUNTIME_DIR=/tmp/home DISPLAY=:9 QT_QPA_PLATFORM=xcb "${envs[@]}" \
        timeout 150 /usr/sbin/chroot $R /app/mahjongero "$@" 2>&1
}
figures() { grep -E '^(benchmark|summary|wash|rest|play|ritual|all|first frame|peak)' || true; }

glx=(__GLX_VENDOR_LIBRARY_NAME=nvidia)
vk=(QSG_RHI_BACKEND=vulkan VK_DRIVER_FILES=${icd#$R})
use=()
for try in glx vk; do
    declare -n envs=$try
    echo "== probe: $try"
    probe=$(app QSG_INFO=1 "${envs[@]}" -- --benchmark startup --width 1920 --height 1080)
    echo "$probe" | grep -iE 'renderer|vendor|GL_|vulkan|device|api|summary|error|fail' | head -20
    if { [ "${SOFTWARE_OK:-0}" = 1 ] || echo "$probe" | grep -qE "(VENDOR|RENDERER): NVIDIA|name '?NVIDIA|H100|H200"; } && echo "$probe" | grep -q '^summary'; then use=("${envs[@]}"); break; fi
done
[ ${#use[@]} -gt 0 ] || { echo "no GPU rendering found"; tail -20 /tmp/xvfb.log; exit 1; }
echo "== rendering with: ${use[*]}"
for size in "1920 1080" "1920 1080" "1280 800"; do
    set -- $size
    for mode in play ritual; do
        echo "== $mode $1x$2"
        app "${use[@]}" -- --benchmark $mode --width $1 --height $2 | figures
    done
done
# The same GPU without shadows and MSAA: what they cost, if 60 fps is missed.
echo "== ritual 1920x1080, --graphics low"
app "${use[@]}" -- --benchmark ritual --graphics low --width 1920 --height 1080 | figures
for i in 1 2 3; do app "${use[@]}" -- --benchmark startup --width 1920 --height 1080 | grep '^summary'; done
app "${use[@]}" -- --play --ritual-speed skip --seed 8 --width 1920 --height 1080 --screenshot /tmp/gpu-play.png | tail -2
mkdir -p "$out" && cp $R/tmp/gpu-play.png "$out/" && echo "screenshot: $out/gpu-play.png"
