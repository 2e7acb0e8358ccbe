#!/bin/bash
# Packs the app with every file it and Xvfb open (found by running both under strace), so
# that the frame benchmark can run on a machine with a GPU and nothing of Debian's or Qt's
# installed: tools/gpu/device-bench.sh unpacks it there as a root for chroot. It writes two
# archives, because one call of the device tool carries at most 64 MiB with the checkout:
#   OUT/mesa.tar.xz  Mesa's software GL for Xvfb's own GLX (libLLVM, swrast_dri)
#   OUT/app.tar.xz   the app (as /app/mahjongero), Qt, Xvfb, xkb, fonts, glibc
# usage: tools/gpu/make-bundle.sh [BINARY] [OUT]   (defaults build/app/mahjongero .gpu)
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=$(realpath "${1:-build/app/mahjongero}")
out=${2:-.gpu}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

# Every file the app opens during the play benchmark, and the server during a start.
xvfb-run -a -s "-screen 0 1380x900x24" strace -f -qq -e trace=openat,open,execve -o "$work/app.trace" \
    env QT_QPA_PLATFORM=xcb "$bin" --benchmark play >/dev/null 2>&1
display=:$((100 + RANDOM % 400))
strace -f -qq -e trace=openat,open,execve -o "$work/x.trace" Xvfb "$display" -screen 0 800x600x24 >/dev/null 2>&1 &
tracer=$!
sleep 2
DISPLAY=$display QT_QPA_PLATFORM=xcb "$bin" --benchmark startup >/dev/null 2>&1 || true
pkill -P "$tracer" # the server; strace ends with it
wait "$tracer" || true

python3 - "$work" <<'PY'
import os, re, subprocess, sys
work = sys.argv[1]
opened = []
for name in ('app.trace', 'x.trace'):
    for line in open(os.path.join(work, name)):
        m = re.search(r'(?:openat|open|execve)\((?:AT_FDCWD, )?"([^"]+)"', line)
        if m and '= -1' not in line:
            opened.append(m.group(1))
# What the traces cannot show: the loader, ldconfig, xkbcomp's data, the font setup, Vulkan,
# and the glibc libraries that the NVIDIA driver's libraries still link (without them glvnd
# falls back to Mesa).
lib = '/usr/lib/x86_64-linux-gnu/'
opened += ['/usr/lib64/ld-linux-x86-64.so.2', '/usr/sbin/ldconfig', '/etc/ld.so.conf', '/usr/bin/xkbcomp',
           lib + 'libvulkan.so.1'] + [lib + n for n in ('libpthread.so.0', 'libdl.so.2', 'librt.so.1',
                                                         'libutil.so.1', 'libanl.so.1')]
for root in ('/usr/share/X11/xkb', '/etc/fonts'):
    for d, _, files in os.walk(root):
        opened += [os.path.join(d, f) for f in files]
skip = ('/proc', '/dev', '/sys', '/tmp', '/root', '/home', '/work', '/run', '/var', '/usr/lib/locale')
keep = set()
def add(p):
    if p.startswith(skip) or not os.path.lexists(p) or os.path.isdir(p):
        return
    p = os.path.join(os.path.realpath(os.path.dirname(p)), os.path.basename(p))  # /lib -> /usr/lib
    if p in keep:
        return
    keep.add(p)
    if os.path.islink(p):
        add(os.path.join(os.path.dirname(p), os.readlink(p)))
    elif os.access(p, os.X_OK) or '.so' in p:
        for line in subprocess.run(['ldd', p], capture_output=True, text=True).stdout.splitlines():
            parts = line.split()
            if '=>' in parts and len(parts) > 2 and parts[2].startswith('/'):
                add(parts[2])
for p in opened:
    add(p)
for p in ('/etc/ld.so.cache', '/etc/machine-id', '/etc/passwd', '/etc/localtime'):
    keep.discard(p)
mesa = re.compile(r'libLLVM|libz3|/dri/|libGLX_mesa|libglapi|libsensors|libelf|libedit|libdrm|libxshmfence|'
                  r'libffi|libxml2|libtinfo|drirc')
with open(os.path.join(work, 'mesa.txt'), 'w') as m, open(os.path.join(work, 'app.txt'), 'w') as a:
    for p in sorted(keep):
        (m if mesa.search(p) else a).write(p.lstrip('/') + '\n')
PY
mkdir -p "$work/stage/app"
cp "$bin" "$work/stage/app/mahjongero"
tar -C / -cf - -T "$work/mesa.txt" | xz -T2 -9 >"$out/mesa.tar.xz"
tar -C / -cf - -T "$work/app.txt" -C "$work/stage" app | xz -T2 -9 >"$out/app.tar.xz"
ls -l "$out"/*.tar.xz
