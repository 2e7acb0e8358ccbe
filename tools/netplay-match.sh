#!/usr/bin/env bash
# A match over the network on this machine, played by app instances (issue 15's "done
# when"; docs/network.md): every seat's player is an app with --autoplay (an AI deciding
# only from what the server sent its seat), and one of them is killed (kill -9) in the
# middle of game 2 and started again: it takes its seat back with the token it kept, and
# the match goes on. Prints each app's log lines ("game N: ... (The wall was fair:
# verified)") and the server's.
#
#   tools/netplay-match.sh BUILD_DIR OUT_DIR [GAMES]           two apps: one hosts, one joins
#   tools/netplay-match.sh --server BUILD_DIR OUT_DIR [GAMES]  the headless server and three apps
#
# Everything runs on 127.0.0.1 under Xvfb; each app has its own data folder under OUT_DIR.
# Exits 0 when every app ended its games and saw every wall verified.
set -u
headless=0
if [ "${1:-}" = "--server" ]; then headless=1; shift; fi
if [ $# -lt 2 ]; then sed -n 2,14p "$0"; exit 2; fi
build=$1; out=$2; games=${3:-3}
rm -rf "$out"; mkdir -p "$out"
app() { # app NAME ARGS...: one app instance, its log in OUT_DIR/NAME.log
    local name=$1; shift
    mkdir -p "$out/$name.data"
    xvfb-run -a -s "-screen 0 1400x900x24" env QT_QPA_PLATFORM=xcb "$build/app/mahjongero" --width 1024 --height 700 \
        --data-dir "$out/$name.data" --autoplay --speed 20 --quit-when-done "$@" >> "$out/$name.log" 2>&1
}
waitFor() { # waitFor FILE PATTERN SECONDS
    for _ in $(seq "$3"); do grep -q "$2" "$1" 2>/dev/null && return 0; sleep 1; done
    echo "timed out waiting for \"$2\" in $1"; return 1
}

pids=()
if [ $headless = 1 ]; then
    "$build/server/mahjongero-server" --local --port 0 --tables 1 --grace 5 > "$out/server.log" 2>&1 &
    server=$!
    waitFor "$out/server.log" "opened" 30 || exit 1
    port=$(grep -o "listening on port [0-9]*" "$out/server.log" | grep -o "[0-9]*$")
    code=$(grep -o "table [A-Z0-9]*: opened" "$out/server.log" | head -1 | cut -d' ' -f2 | tr -d :)
    address=127.0.0.1:$port
    players=(Ana Ben Cy)
    for p in "${players[@]}"; do
        app "$p" --join "$address" --code "$code" --your-name "$p" --ready-at 3 --games "$games" & pids+=($!)
        sleep 2
    done
    victim=Ben
else
    app Ana --host Ana --port 0 --games "$games" & pids+=($!)
    waitFor "$out/Ana.log" "open at" 60 || exit 1
    code=$(grep -o "table [A-Z0-9]* open" "$out/Ana.log" | head -1 | cut -d' ' -f2)
    address=$(grep -o "127.0.0.1:[0-9]*" "$out/Ana.log" | head -1)
    app Ben --join "$address" --code "$code" --your-name Ben --games "$games" & pids+=($!)
    players=(Ana Ben)
    victim=Ben
fi
echo "table $code at $address"

# The victim is killed in the middle of game 2, and comes back.
waitFor "$out/$victim.log" "mahjongero: game 1:" 600 || exit 1
sleep 8
echo "killing $victim (kill -9) in game 2"
pkill -9 -f "data-dir $out/$victim.data"
sleep 2
echo "--- $victim is started again" >> "$out/$victim.log"
app "$victim" --join "$address" --code "$code" --your-name "$victim" --games "$((games - 1))" & pids+=($!)

status=0
for pid in "${pids[@]}"; do wait "$pid" || true; done
[ $headless = 1 ] && kill "$server" 2>/dev/null
for p in "${players[@]}"; do
    echo "--- $p"
    grep "mahjongero:\|^---" "$out/$p.log" | grep -v "XDG\|Pulse"
    ends=$(grep -c "mahjongero: game [0-9]*:.*The wall was fair: verified" "$out/$p.log")
    [ "$ends" -ge "$games" ] || { echo "$p saw $ends verified ends of $games"; status=1; }
done
if [ $headless = 1 ]; then echo "--- server"; grep -v "^$" "$out/server.log" | cut -c22- | grep -v "listening" | head -40; fi
exit $status
