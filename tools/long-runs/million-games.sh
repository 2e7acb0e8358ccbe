#!/usr/bin/env bash
# A million games (issue 12, long runs; docs/long-runs.md "A million games"): plays GAMES
# seeded games (default 1,000,000), split evenly over every built-in ruleset, one process at
# a time on one core, with every invariant checked: the table's after every event, each
# game's payments summing to zero, every bot action legal, and each game's record read back
# and replayed through the rules (simulate --check-replay). Prints each ruleset's games,
# violations and time, then the totals. Exit 0 when there was no violation, 1 otherwise.
#
# Usage: tools/long-runs/million-games.sh [GAMES [SEED]]
#   CLI=path/to/mahjongero-cli overrides build/cli/mahjongero-cli.
set -euo pipefail
cd "$(dirname "$0")/../.."
games=${1:-1000000}
seed=${2:-1}
cli=${CLI:-build/cli/mahjongero-cli}
if [[ ! -x $cli ]]; then
    echo "million-games: $cli not found; build it first (tools/build.sh)" >&2
    exit 2
fi
if ! [[ $games =~ ^[0-9]+$ && $seed =~ ^[0-9]+$ ]] || ((games < 1)); then
    echo "usage: $0 [GAMES [SEED]] (whole numbers, GAMES >= 1)" >&2
    exit 2
fi
rulesets=(filipino visayan joker-pot)
field() { sed -n "s/.*\"$1\":\([0-9.e+-]*\).*/\1/p" <<<"$2"; }
total_games=0 total_violations=0
started=$(date +%s.%N)
for i in "${!rulesets[@]}"; do
    ruleset=${rulesets[$i]}
    # An even split, the remainder to the first rulesets.
    n=$((games / ${#rulesets[@]} + (i < games % ${#rulesets[@]} ? 1 : 0)))
    ((n > 0)) || continue
    # Each ruleset gets its own match seed, so no two rulesets share a deal's seed.
    status=0
    summary=$(nice -n 10 "$cli" simulate --ruleset "$ruleset" --games "$n" --seed $((seed + i)) --check-replay --json |
        tail -n 1) || status=$?
    played=$(field games "$summary")
    violations=$(field invariant_violations "$summary")
    seconds=$(field seconds "$summary")
    if [[ -z $played || -z $violations ]]; then
        echo "million-games: $ruleset: no summary from $cli (exit $status)" >&2
        exit 1
    fi
    printf '%-10s %9d games, %d violations, %8.1f s, %6.0f games/s\n' "$ruleset" "$played" "$violations" \
        "$seconds" "$(awk -v g="$played" -v s="$seconds" 'BEGIN { print (s > 0 ? g / s : 0) }')"
    total_games=$((total_games + played))
    total_violations=$((total_violations + violations))
done
elapsed=$(awk -v a="$started" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
echo "total      $total_games games, $total_violations violations, $elapsed s" \
    "($(awk -v g="$total_games" -v s="$elapsed" 'BEGIN { printf "%.0f", g / s }') games/s with the checks)"
((total_violations == 0))
