#include "scoring/win_score.h"

#include "hand/shanten.h"

#include <algorithm>
#include <optional>
#include <tuple>
#include <utility>

// The rulings this file applies where the rule book is silent are in docs/scoring.md
// ("How each line is decided"); each is named where it is applied.

namespace mj {

namespace {

constexpr int kWinningTiles = 17; // 5 báhay + an eye (RULINGS.md, "Winning hands (Filipino)")

int suitOf(int kind) { return kind < kSuitedKinds ? kind / 9 : -1; } // -1: an honour

std::string pairText(std::uint8_t kind)
{
    const std::string one = handKind(kind).notation();
    return one.substr(0, 1) + one;
}

std::string setText(Meld m, bool secret = false) { return m.notation() + (secret ? "!" : ""); }

// One place the winning tile can sit in a reading.
struct Placement {
    std::string group;
    std::uint8_t as = 0;
    WaitShape wait = WaitShape::Eye;
};

WaitShape chowWait(Meld chow, int kind)
{
    const int offset = kind - chow.first;
    if (offset == 1)
        return WaitShape::Middle;
    const int rank = chow.first % 9; // 0 for 123, 6 for 789
    if ((offset == 2 && rank == 0) || (offset == 0 && rank == 6))
        return WaitShape::Edge;
    return WaitShape::Side;
}

// Every concealed group of the reading the winning tile can complete. A drawn real tile
// can sit wherever its kind is (a joker read as the same kind can take its place
// elsewhere); a joker wherever a kind it is read as is.
std::vector<Placement> placements(const Decomposition& d, const WinContext& win)
{
    auto fits = [&](int kind) {
        if (!win.winningIsJoker)
            return kind == win.winningKind;
        return std::find(d.jokersAs.begin(), d.jokersAs.end(), kind) != d.jokersAs.end();
    };
    std::vector<Placement> out;
    if (win.winningLaid) {
        for (int i = 0; i < win.hand.exposedCount; ++i) {
            const Meld m = win.hand.exposed[static_cast<std::size_t>(i)];
            if (m.copiesOf(win.winningKind) > 0)
                return {{m.notation(), win.winningKind, WaitShape::Laid}};
        }
        return out;
    }
    for (Meld m : d.sets) {
        for (int i = 0; i < 3; ++i) {
            const int kind = m.type == SetType::Chow ? m.first + i : m.first;
            if (!fits(kind))
                continue;
            const WaitShape w = m.type == SetType::Chow ? chowWait(m, kind) : WaitShape::Pung;
            out.push_back({m.notation(), static_cast<std::uint8_t>(kind), w});
            if (m.type != SetType::Chow)
                break;
        }
    }
    for (std::uint8_t p : d.pairs)
        if (fits(p))
            out.push_back({pairText(p), p, WaitShape::Eye});
    return out;
}

std::string readingText(const Decomposition& d, const WinContext& win)
{
    std::string out;
    auto add = [&](const std::string& word) { out += (out.empty() ? "" : " ") + word; };
    for (Meld m : d.sets)
        add(setText(m));
    for (std::uint8_t p : d.pairs)
        add(pairText(p));
    if (win.hand.exposedCount > 0) {
        out += " |";
        for (int i = 0; i < win.hand.exposedCount; ++i)
            add(setText(win.hand.exposed[static_cast<std::size_t>(i)], win.secret[static_cast<std::size_t>(i)]));
    }
    if (!d.jokersAs.empty()) {
        std::string as;
        for (std::uint8_t k : d.jokersAs)
            as += (as.empty() ? "" : " ") + handKind(k).notation();
        out += " (jokers as " + as + ")";
    }
    return out;
}

WinForm formOf(const Decomposition& d)
{
    if (d.form == HandForm::SietePares)
        return d.international ? WinForm::International : WinForm::SietePares;
    return d.escalera ? WinForm::Escalera : WinForm::Todas;
}

bool isBunot(WinSource s) { return s != WinSource::Discard; }

// The reading's sets: concealed (standard) or the báhay (siete pares), and the exposed ones.
std::vector<Meld> allSets(const Decomposition& d)
{
    std::vector<Meld> sets = d.sets;
    sets.insert(sets.end(), d.exposed.begin(), d.exposed.end());
    return sets;
}

bool allOneSuit(const Decomposition& d)
{
    std::vector<int> suits;
    for (Meld m : allSets(d))
        suits.push_back(suitOf(m.first));
    for (std::uint8_t p : d.pairs)
        suits.push_back(suitOf(p));
    return !suits.empty() && suits[0] >= 0 &&
           std::all_of(suits.begin(), suits.end(), [&](int s) { return s == suits[0]; });
}

// The discards on the table when the hand wins, a winning discard included.
int discardsOnTable(const WinContext& win) { return win.discardsBefore + (win.source == WinSource::Discard ? 1 : 0); }

std::vector<PayLine> linesFor(const Decomposition& d, const Placement& at, const WinContext& win, const Ruleset& rules)
{
    const Payouts& pay = rules.payouts;
    std::vector<PayLine> lines{{"tódas", pay.todas}};
    switch (formOf(d)) {
    case WinForm::Escalera: lines.push_back({"escaléra", pay.escalera}); break;
    case WinForm::SietePares: lines.push_back({"siete pares", pay.sietePares}); break;
    case WinForm::International: lines.push_back({"international", pay.international}); break;
    case WinForm::Todas: break;
    }
    if (!rules.otherAmbitions)
        return lines;
    const bool standard = d.form == HandForm::Standard;
    const std::vector<Meld> sets = allSets(d);
    // Bisaklát is the earliest win of all: it takes the place of before the 5th.
    if (win.openingHand)
        lines.push_back({"bisaklát", pay.bisaklat});
    else if (discardsOnTable(win) <= 4)
        lines.push_back({"before the 5th", pay.beforeFifth});
    if (allOneSuit(d))
        lines.push_back({"all flush", pay.allFlush});
    // All chow and all pung count the five báhay of the standard form (siete pares has one
    // báhay, and its pung already pays as an international).
    if (standard && std::all_of(sets.begin(), sets.end(), [](Meld m) { return m.type == SetType::Chow; }))
        lines.push_back({"all chow", pay.allChow});
    if (standard && std::all_of(sets.begin(), sets.end(), [](Meld m) { return m.type != SetType::Chow; }))
        lines.push_back({"all pung", pay.allPung});
    // Declared: any exposed set, a secret included (its tiles are laid down). The group the
    // winning tile completes is shown with the whole hand at the win, not declared before it.
    if (win.hand.exposedCount == 0)
        lines.push_back({"all up", pay.allUp});
    if (standard && d.sets.empty())
        lines.push_back({"all down", pay.allDown});
    // The waiting lines pay for a wait; the máno's opening hand never waited.
    if (!win.openingHand) {
        if (at.wait == WaitShape::Eye)
            lines.push_back({"single", pay.single});
        else if (at.wait == WaitShape::Pung)
            lines.push_back({"back to back", pay.backToBack});
        else if (at.wait == WaitShape::Middle)
            lines.push_back({"paníngit", pay.paningit});
    }
    return lines;
}

Status checkContext(const WinContext& win, const Ruleset& rules)
{
    const HandCounts& h = win.hand;
    const int shape = h.shapeTiles();
    if (shape != kWinningTiles)
        return failure("a winning hand has 17 tiles (5 báhay and an eye, each exposed set counted as 3); this one has " +
                       std::to_string(shape) +
                       (shape == kWinningTiles - 1 ? ": the concealed tiles must include the winning tile" : ""));
    if (!rules.honoursInHand()) {
        for (int k = kSuitedKinds; k < kHandKinds; ++k) {
            bool held = h.counts[static_cast<std::size_t>(k)] > 0;
            for (int i = 0; i < h.exposedCount; ++i)
                held = held || h.exposed[static_cast<std::size_t>(i)].copiesOf(k) > 0;
            if (held)
                return failure(handKind(k).notation() + " (" + handKind(k).name() +
                               ") is a flower in the Filipino game: it never stays in a hand");
        }
    }
    for (int i = 0; i < kMaxSets; ++i) {
        if (!win.secret[static_cast<std::size_t>(i)])
            continue;
        if (i >= h.exposedCount || h.exposed[static_cast<std::size_t>(i)].type != SetType::Kang)
            return failure("exposed set " + std::to_string(i + 1) + " is marked secret, but a secret is four alike");
    }
    if (win.winningIsJoker) {
        if (h.jokers == 0)
            return failure("the winning tile is a joker, but the concealed tiles hold none");
    } else if (win.winningKind >= kHandKinds) {
        return failure("the winning tile's kind " + std::to_string(win.winningKind) + " is not a hand tile");
    } else if (win.winningLaid) {
        bool laid = false;
        for (int i = 0; i < h.exposedCount; ++i)
            laid = laid || h.exposed[static_cast<std::size_t>(i)].copiesOf(win.winningKind) > 0;
        if (!laid)
            return failure("the winning tile " + handKind(win.winningKind).notation() +
                           " is said to be laid in a báhay this turn, but no exposed set holds it");
    } else if (h.counts[win.winningKind] == 0) {
        return failure("the winning tile " + handKind(win.winningKind).notation() +
                       " is not among the concealed tiles (they must include it)");
    }
    if (win.source == WinSource::Discard && win.discarder == win.winner)
        return failure("the winner (" + win.winner.name() + ") cannot win off their own discard");
    if (win.discardsBefore < 0)
        return failure("discards before the win cannot be negative");
    if (win.flowers < 0)
        return failure("the winner's flowers cannot be negative");
    if (win.openingHand) {
        if (win.winner != win.mano)
            return failure("bisaklát is the máno's opening hand, but the winner (" + win.winner.name() +
                           ") is not the máno (" + win.mano.name() + ")");
        if (win.source == WinSource::Discard)
            return failure("bisaklát is the máno's opening hand: it cannot be won off a discard");
        if (win.discardsBefore != 0)
            return failure("bisaklát is the máno's opening hand: no tile has been discarded yet");
    }
    return success();
}

std::string notWinning(const HandCounts& hand, const Ruleset& rules)
{
    const PairRules pairRules{rules.fourAsTwoPairs};
    const int standard = standardShanten(hand);
    const auto pairs = pairsShanten(hand, pairRules);
    const int best = pairs ? std::min(standard, *pairs) : standard;
    std::string out = "not a winning hand: shanten " + std::to_string(best) + " (standard " + std::to_string(standard);
    if (pairs)
        out += ", siete pares " + std::to_string(*pairs);
    out += "; a complete hand has -1";
    if (best == -1) // complete only in a form the ruleset does not take
        out += ", but not in a form this ruleset pays";
    return out + ")";
}

} // namespace

Expected<WinScore> scoreWin(const WinContext& win, const Ruleset& rules)
{
    if (const Status ok = checkContext(win, rules); !ok)
        return Error{ok.error()};
    const auto readings = decompose(win.hand, PairRules{rules.fourAsTwoPairs});
    std::optional<WinScore> best;
    for (const Decomposition& d : readings) {
        if (d.form == HandForm::SevenPairs) // 14 tiles: not a Filipino hand (never at 17)
            continue;
        for (const Placement& at : placements(d, win)) {
            WinScore s;
            s.form = formOf(d);
            s.lines = linesFor(d, at, win, rules);
            for (const PayLine& l : s.lines)
                s.base += l.quarters;
            s.winningGroup = at.group;
            s.winningAs = at.as;
            s.wait = at.wait;
            // Seed 003: "final pair completed using a Joker on the winning draw".
            s.jokerEye = win.winningIsJoker && isBunot(win.source) && at.wait == WaitShape::Eye;
            const bool special = s.form != WinForm::Todas; // escaléra, siete pares, international
            s.claimsPot = rules.pot && ((special && isBunot(win.source)) || s.jokerEye);
            // The pot first (its size is the game's, and it is worth more than any line),
            // then the highest payout, then a joker eye; the first reading found among equals.
            if (!best || std::tuple(s.claimsPot, s.base, s.jokerEye) >
                             std::tuple(best->claimsPot, best->base, best->jokerEye)) {
                s.reading = d;
                best = std::move(s);
            }
        }
    }
    if (!best)
        return failure(notWinning(win.hand, rules));

    WinScore& s = *best;
    s.readingText = readingText(s.reading, win);
    const bool doubles = rules.doubles && win.breakDoubles;
    if (win.source == WinSource::Discard)
        s.multipliers.push_back("discarder pays double");
    else
        s.multipliers.push_back("búnot: all pay double");
    if (doubles)
        s.multipliers.push_back("doubles: ×2");
    int total = 0;
    for (int i = 0; i < s.pays.count(); ++i) {
        const Seat seat = Seat::of(i);
        if (seat == win.winner)
            continue;
        int q = s.base;
        if (isBunot(win.source) || seat == win.discarder)
            q *= 2;
        if (doubles)
            q *= 2;
        s.pays[i] = q;
        total += q;
    }
    s.pays[static_cast<std::size_t>(win.winner.index())] = -total;
    return s;
}

std::string ambitionName(Ambition a)
{
    switch (a) {
    case Ambition::Kang: return "kang";
    case Ambition::Secret: return "secret";
    case Ambition::Sagasa: return "sagása";
    case Ambition::ThirteenFlowers: return "thirteen flowers";
    case Ambition::NoFlowers: return "no flowers";
    case Ambition::Beauty: return "beauty";
    case Ambition::News: return "NEWS";
    }
    return "kang";
}

int instantQuarters(Ambition a, const Ruleset& rules)
{
    const Payouts& p = rules.payouts;
    switch (a) {
    case Ambition::Kang: return p.kang;
    case Ambition::Secret: return p.secret;
    case Ambition::Sagasa: return p.sagasa;
    // Seed 001: thirteen flowers is no Visayan ambition; beauty and NEWS are only Visayan.
    case Ambition::ThirteenFlowers: return rules.isVisayan() ? 0 : p.thirteenFlowers;
    case Ambition::NoFlowers: return p.noFlowers;
    case Ambition::Beauty: return rules.isVisayan() ? p.beauty : 0;
    case Ambition::News: return rules.isVisayan() ? p.news : 0;
    }
    return 0;
}

std::string winFormName(WinForm f)
{
    switch (f) {
    case WinForm::Todas: return "tódas";
    case WinForm::Escalera: return "escaléra";
    case WinForm::SietePares: return "siete pares";
    case WinForm::International: return "international";
    }
    return "tódas";
}

std::string winSourceName(WinSource s)
{
    switch (s) {
    case WinSource::Wall: return "wall";
    case WinSource::Replacement: return "replacement";
    case WinSource::Gift: return "gift";
    case WinSource::Discard: return "discard";
    }
    return "wall";
}

std::string waitShapeName(WaitShape w)
{
    switch (w) {
    case WaitShape::Eye: return "eye";
    case WaitShape::Pung: return "pung";
    case WaitShape::Middle: return "middle";
    case WaitShape::Side: return "side";
    case WaitShape::Edge: return "edge";
    case WaitShape::Laid: return "laid";
    }
    return "eye";
}

Expected<WinSource> parseWinSource(const std::string& text)
{
    for (WinSource s : {WinSource::Wall, WinSource::Replacement, WinSource::Gift, WinSource::Discard})
        if (text == winSourceName(s))
            return s;
    return failure("unknown source \"" + text + "\" (expected wall, replacement, gift or discard)");
}

std::string formatPayouts(int quarters)
{
    const char* const fractions[] = {"", "¼", "½", "¾"};
    const int q = quarters < 0 ? -quarters : quarters;
    std::string out = quarters < 0 ? "-" : "";
    if (q / 4 > 0 || q % 4 == 0)
        out += std::to_string(q / 4);
    return out + fractions[q % 4];
}

} // namespace mj
