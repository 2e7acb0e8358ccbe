#include "variants/filipino/scoring/hand_check.h"

#include "core/notation.h"
#include "hand/honour_kinds.h"
#include "hand/shanten.h"
#include "hand/waits.h"
#include "variants/filipino/scoring/win_score.h"

#include <algorithm>

namespace mj {

namespace {

// An exposed group of tiles as one set of the analysis, or nullopt when it is none.
std::optional<Meld> meldOf(const std::vector<TileId>& tiles, const TileSet& set)
{
    std::vector<int> kinds;
    for (TileId t : tiles)
        kinds.push_back(set.kindOf(t).index());
    std::sort(kinds.begin(), kinds.end());
    if (kinds.empty() || kinds.back() >= kHandKinds)
        return std::nullopt;
    const bool alike = kinds.front() == kinds.back();
    const auto first = static_cast<std::uint8_t>(kinds.front());
    if (alike && kinds.size() == 3)
        return Meld{SetType::Pung, first};
    if (alike && kinds.size() == 4)
        return Meld{SetType::Kang, first};
    const bool run = std::adjacent_find(kinds.begin(), kinds.end(), [](int a, int b) { return b != a + 1; }) == kinds.end();
    if (!run)
        return std::nullopt;
    // Beauty (5z6z7z) and NEWS (1z..4z) are one set each, read as a run of honours (game.cpp).
    if (kinds.size() == 3 && first == honour::kWhite)
        return Meld{SetType::Chow, first};
    if (kinds.size() == 4 && first == honour::kEast)
        return Meld{SetType::Chow, first};
    if (kinds.size() == 3 && first < kSuitedKinds && first % 9 <= 6)
        return Meld{SetType::Chow, first};
    return std::nullopt;
}

std::string seatText(Seat seat) { return "Seat " + std::to_string(seat.index()); }

std::string tileText(TileId tile, const TileSet& set)
{
    return set.kindOf(tile).notation() + " (tile " + std::to_string(tile.value) + ")";
}

} // namespace

std::optional<TileId> revealedJokerIndicator(const Table& table, const std::vector<Event>& events)
{
    const auto revealed = [&](TileId tile) { return table.isFaceUp(tile) && table.placeOf(tile).zone == Zone::Wall; };
    for (auto it = events.rbegin(); it != events.rend(); ++it)
        if (const auto* flip = std::get_if<FlipEvent>(&*it); flip && flip->face == Face::Up && revealed(flip->tile))
            return flip->tile;
    // Turned up by a move (the free table lays any tile face up anywhere): the first found.
    for (int t = 0; t < table.tileSet().size(); ++t)
        if (const TileId tile{static_cast<std::uint16_t>(t)}; revealed(tile))
            return tile;
    return std::nullopt;
}

JokerChoice jokerFor(const Table& table, const std::vector<Event>& events, const Ruleset& rules,
                     std::optional<int> chosenKind)
{
    if (rules.joker == JokerRule::None)
        return {};
    if (const auto indicator = revealedJokerIndicator(table, events))
        return {table.tileSet().kindOf(*indicator).index(), indicator};
    if (chosenKind && *chosenKind >= 0 && *chosenKind < kHandKinds)
        return {chosenKind, std::nullopt};
    return {};
}

HandCheck checkTableHand(const Table& table, Seat seat, const Ruleset& rules, const JokerChoice& joker,
                         const HandCheckOptions& options)
{
    const TileSet& set = table.tileSet();
    const std::string& title = options.rulesTitle.empty() ? rules.name : options.rulesTitle;
    HandCheck out;
    HandCounts hand;
    int ignored = 0;
    const auto isJoker = [&](TileId tile) {
        return joker.kind && set.kindOf(tile).index() == *joker.kind && tile != joker.indicator;
    };
    std::optional<TileId> last; // the last tile that counts
    for (TileId tile : table.hand(seat)) {
        const TileKind kind = set.kindOf(tile);
        if (isJoker(tile)) {
            ++hand.jokers;
        } else if (kind.index() >= kHandKinds || rules.isFlower(kind)) {
            ++ignored;
            continue;
        } else {
            ++hand.counts[static_cast<std::size_t>(kind.index())];
        }
        last = tile;
    }
    if (options.lastTile) {
        const auto& tiles = table.hand(seat);
        if (std::find(tiles.begin(), tiles.end(), *options.lastTile) == tiles.end()) {
            out.summary = "Cannot check: the last tile, " + tileText(*options.lastTile, set) + ", is not in " +
                          seatText(seat) + "'s hand; put it there first.";
            return out;
        }
        if (!isJoker(*options.lastTile) && (set.kindOf(*options.lastTile).index() >= kHandKinds ||
                                            rules.isFlower(set.kindOf(*options.lastTile)))) {
            out.summary = "Cannot check: the last tile, " + tileText(*options.lastTile, set) + ", counts as a flower under " +
                          rules.name + " rules; a hand is won on a tile that stays in it.";
            return out;
        }
        last = options.lastTile;
    }
    const Seat discarder = options.discarder.value_or(seat.left(rules.seats()));
    if (options.source == WinSource::Discard && discarder == seat) {
        out.summary = "Cannot check: a win off a discard takes another seat's discard, not " + seatText(seat) + "'s own.";
        return out;
    }
    if (joker.kind) {
        const std::string kind = TileKind::fromIndex(*joker.kind).notation();
        out.lines.push_back("Joker: every " + kind + (joker.indicator ? " but the revealed indicator (tile " +
                                                                            std::to_string(joker.indicator->value) + ")"
                                                                      : std::string(" (as chosen)")) +
                            "; the hand holds " + std::to_string(hand.jokers) + ".");
    }
    const auto& sets = table.exposed(seat);
    for (std::size_t i = 0; i < sets.size(); ++i) {
        const auto meld = meldOf(sets[i], set);
        if (!meld) {
            out.summary = "Not a win: exposed set " + std::to_string(i + 1) + ", " + formatTiles(sets[i], set) +
                          ", is no chow, pung or kang.";
            return out;
        }
        if (hand.exposedCount == kMaxSets) {
            out.summary = "Not a win: a hand has at most " + std::to_string(kMaxSets) + " exposed sets.";
            return out;
        }
        hand.addExposed(*meld);
    }
    if (ignored > 0)
        out.lines.push_back(std::to_string(ignored) + (ignored == 1 ? " tile" : " tiles") +
                            " in the hand count as flowers and are left out.");
    const int shape = hand.shapeTiles();
    const PairRules pairs{rules.fourAsTwoPairs};
    if (shape != kMaxHandTiles) {
        out.summary = "Not a win: " + seatText(seat) + " holds " + std::to_string(shape) +
                      " tiles (each exposed set counts as three); a winning hand has " + std::to_string(kMaxHandTiles) +
                      ".";
        if (shape == kMaxHandTiles - 1) {
            WaitRules wr;
            wr.pairs = pairs;
            wr.drawableKinds = rules.handKinds();
            const WaitReport waits = waitsOf(hand, wr);
            std::string kinds;
            for (const TileCount& t : waits.tiles)
                kinds += (kinds.empty() ? "" : " ") + handKind(t.kind).notation();
            out.lines.push_back(waits.ready() ? "Ready: it waits for " + (kinds.empty() ? std::string("nothing left") : kinds) + "."
                                              : std::to_string(waits.shanten) + " tiles from ready (shanten " +
                                                    std::to_string(waits.shanten) + ").");
        }
        return out;
    }
    WinContext win;
    win.hand = hand;
    win.winningIsJoker = last && isJoker(*last);
    win.winningKind = static_cast<std::uint8_t>(last && !win.winningIsJoker ? set.kindOf(*last).index() : 0);
    win.source = options.source;
    win.winner = seat;
    win.discarder = options.source == WinSource::Discard ? discarder : seat;
    win.mano = table.mano().value_or(seat);
    win.flowers = static_cast<int>(table.flowers(seat).size());
    for (int s = 0; s < table.seatCount(); ++s)
        win.discardsBefore += static_cast<int>(table.discards(Seat::of(s)).size());
    // Late in the game unless the table shows otherwise: no "before the 5th" bonus by accident.
    win.discardsBefore = std::max(win.discardsBefore, 8);
    const auto score = scoreWin(win, rules);
    if (!score) {
        const int shanten = bestShanten(hand, pairs);
        out.summary = "Not a win under " + title + " rules: " +
                      (shanten > 0 ? std::to_string(shanten) + (shanten == 1 ? " tile" : " tiles") +
                                         " short of a winning shape (shanten " + std::to_string(shanten) + ")."
                                   : score.error() + ".");
        return out;
    }
    const std::string how = options.source == WinSource::Discard
                                ? "off " + seatText(discarder) + "'s discard"
                                : std::string("búnot, from the wall");
    out.win = true;
    out.pays = score->pays;
    out.summary = "A win under " + title + " rules: " + winFormName(score->form) + ", " +
                  formatPayouts(-score->pays[static_cast<std::size_t>(seat.index())]) + " in all (" + how + ").";
    out.lines.push_back("Reading: " + score->readingText);
    out.lines.push_back("The last tile, " + (win.winningIsJoker ? std::string("a joker") : tileText(*last, set)) +
                        (win.winningIsJoker ? " as " + handKind(score->winningAs).notation() : std::string()) +
                        ", completes " + score->winningGroup + " (" + waitShapeName(score->wait) + ").");
    for (const PayLine& l : score->lines)
        out.lines.push_back(l.reason + ": " + formatPayouts(l.quarters));
    for (const std::string& m : score->multipliers)
        out.lines.push_back(m);
    if (score->claimsPot)
        out.lines.push_back(score->jokerEye ? "A joker eye: it claims the pot." : "It claims the pot.");
    for (int s = 0; s < score->pays.count(); ++s)
        if (s != seat.index())
            out.lines.push_back("Seat " + std::to_string(s) + " pays " +
                                formatPayouts(score->pays[static_cast<std::size_t>(s)]));
    return out;
}

} // namespace mj
