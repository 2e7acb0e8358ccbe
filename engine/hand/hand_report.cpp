#include "hand/hand_report.h"

#include "core/excerpt.h"
#include "core/notation.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>

namespace mj {

namespace {

// A JSON string of valid UTF-8 text: quotes and backslashes escaped, control characters as
// \u00XX, everything else as it is. Most text needs no escape: one copy.
// Whether eight bytes hold one that JSON must escape: below 0x20, a quote or a backslash
// (the usual tests for a zero byte, which can only err towards "yes" when one is there).
bool needsEscape(std::uint64_t x)
{
    constexpr std::uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
    const std::uint64_t quote = x ^ (ones * '"'), backslash = x ^ (ones * '\\');
    return (((x - ones * 0x20) & ~x) | ((quote - ones) & ~quote) | ((backslash - ones) & ~backslash)) & highs;
}

bool plainJson(std::string_view s)
{
    std::size_t i = 0;
    for (; i + 8 <= s.size(); i += 8) {
        std::uint64_t x;
        std::memcpy(&x, s.data() + i, 8);
        if (needsEscape(x))
            return false;
    }
    for (; i < s.size(); ++i)
        if (static_cast<unsigned char>(s[i]) < 0x20 || s[i] == '"' || s[i] == '\\')
            return false;
    return true;
}

void appendEscaped(std::string& out, std::string_view s)
{
    static const char* hex = "0123456789abcdef";
    const bool plain = plainJson(s);
    out += '"';
    if (plain) {
        out.append(s);
        out += '"';
        return;
    }
    for (char c : s) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (u < 0x20) {
            out += "\\u00";
            out += hex[u >> 4];
            out += hex[u & 15];
        } else {
            out += c;
        }
    }
    out += '"';
}

std::string kindNotation(int k) { return handKind(k).notation(); }
void appendKind(std::string& out, int k)
{
    out += static_cast<char>('1' + (k < 27 ? k % 9 : k - 27));
    out += "mpsz"[k / 9 < 3 ? k / 9 : 3];
}
std::string pairNotation(int k)
{
    const TileKind t = handKind(k);
    return std::string(2, static_cast<char>('0' + t.rank())) + suitLetter(t.suit());
}

void appendMelds(std::string& out, const std::vector<Meld>& melds)
{
    out += '[';
    for (std::size_t i = 0; i < melds.size(); ++i) {
        if (i)
            out += ',';
        out += '"' + melds[i].notation() + '"';
    }
    out += ']';
}

void appendTiles(std::string& out, const std::vector<TileCount>& tiles)
{
    out += '[';
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        if (i)
            out += ',';
        out += "{\"tile\":\"";
        appendKind(out, tiles[i].kind);
        out += "\",\"unseen\":";
        out += static_cast<char>('0' + tiles[i].unseen);
        out += '}';
    }
    out += ']';
}

// "waits":[...] for a ready hand, "useful":[...] otherwise; with the unseen total.
void appendWaitReport(std::string& out, const WaitReport& w)
{
    out += w.ready() ? "\"waits\":" : "\"useful\":";
    appendTiles(out, w.tiles);
    out += w.ready() ? ",\"waits_unseen\":" : ",\"useful_unseen\":";
    out += std::to_string(w.unseenTotal());
}

void appendDecomposition(std::string& out, const Decomposition& d)
{
    out += "{\"form\":\"" + formName(d.form) + '"';
    if (d.form == HandForm::Standard) {
        out += ",\"sets\":";
        appendMelds(out, d.sets);
        out += ",\"exposed\":";
        appendMelds(out, d.exposed);
        out += ",\"pair\":\"" + pairNotation(d.pairs.at(0)) + '"';
        out += d.escalera ? ",\"escalera\":true" : ",\"escalera\":false";
    } else {
        out += ",\"pairs\":[";
        for (std::size_t i = 0; i < d.pairs.size(); ++i) {
            out += i ? ",\"" : "\"";
            out += pairNotation(d.pairs[i]);
            out += '"';
        }
        out += ']';
        if (d.form == HandForm::SietePares) {
            const bool exposed = d.sets.empty();
            const Meld b = exposed ? d.exposed.at(0) : d.sets.at(0);
            out += ",\"bahay\":\"" + b.notation() + "\",\"bahay_exposed\":" + (exposed ? "true" : "false");
            out += d.international ? ",\"international\":true" : ",\"international\":false";
        }
    }
    if (!d.jokersAs.empty()) {
        out += ",\"jokers_as\":[";
        for (std::size_t i = 0; i < d.jokersAs.size(); ++i) {
            out += i ? ",\"" : "\"";
            out += kindNotation(d.jokersAs[i]);
            out += '"';
        }
        out += ']';
    }
    out += '}';
}

// The seen-tiles check: more than 4 of a kind between the hand and the tiles seen.
std::string seenConflict(const HandCounts& hand, const AnalysisOptions& options)
{
    for (int k = 0; k < kHandKinds; ++k) {
        const int visible = hand.visible(k), seen = options.seen[static_cast<std::size_t>(k)];
        if (seen > 0 && visible + seen > 4)
            return kindNotation(k) + ": " + std::to_string(visible) + " in the hand and " + std::to_string(seen) +
                   " seen, but there are only 4";
    }
    return {};
}

WaitRules waitRules(const AnalysisOptions& options)
{
    WaitRules rules;
    rules.pairs = options.pairs;
    rules.drawableKinds = options.tiles.kinds();
    rules.seen = options.seen;
    return rules;
}

} // namespace

Expected<HandAnalysis> analyzeHand(const HandCounts& hand, const AnalysisOptions& options)
{
    if (std::string conflict = seenConflict(hand, options); !conflict.empty())
        return failure(std::move(conflict));
    HandAnalysis a;
    a.hand = hand;
    a.standard = standardShanten(hand);
    a.pairs = pairsShanten(hand, options.pairs);
    const int best = a.pairs ? std::min(a.standard, *a.pairs) : a.standard;
    a.complete = best == -1;
    const WaitRules rules = waitRules(options);
    if (hand.oneShort())
        a.waits = waitsOf(hand, rules);
    else if (a.complete)
        a.decompositions = decompose(hand, options.pairs);
    else if (options.discards)
        a.discards = bestDiscards(hand, rules);
    return a;
}

namespace {

// Writing a line of JSON straight into the output's spare room, for the parts whose size
// is bounded (all but the decompositions and the discards): no allocation, no checks.
constexpr std::size_t kHeadRoom = 320;  // tiles to shanten: some 200 bytes at most
constexpr std::size_t kTilesRoom = 64;  // the waits' or useful tiles' keys, and their total
constexpr std::size_t kTileRoom = 25;   // one tile

constexpr auto kKindText = [] {
    std::array<std::array<char, 2>, kHandKinds> t{};
    for (int k = 0; k < kHandKinds; ++k)
        t[static_cast<std::size_t>(k)] = {static_cast<char>('1' + (k < 27 ? k % 9 : k - 27)), "mpsz"[k / 9 < 3 ? k / 9 : 3]};
    return t;
}();

// {"tile":"1m","unseen":0}: 24 bytes a kind, the digit at 22.
constexpr auto kTileEntry = [] {
    std::array<std::array<char, 24>, kHandKinds> t{};
    constexpr char entry[] = "{\"tile\":\"XX\",\"unseen\":0}";
    for (std::size_t k = 0; k < t.size(); ++k) {
        for (std::size_t i = 0; i < 24; ++i)
            t[k][i] = entry[i];
        t[k][9] = kKindText[k][0];
        t[k][10] = kKindText[k][1];
    }
    return t;
}();

template <std::size_t N>
char* put(char* p, const char (&text)[N])
{
    std::memcpy(p, text, N - 1);
    return p + N - 1;
}
char* put(char* p, std::string_view text)
{
    std::memcpy(p, text.data(), text.size());
    return p + text.size();
}
// -1 .. 999
char* putNumber(char* p, int v)
{
    if (v < 0) {
        *p++ = '-';
        v = -v;
    }
    if (v >= 100)
        *p++ = static_cast<char>('0' + v / 100);
    if (v >= 10)
        *p++ = static_cast<char>('0' + v / 10 % 10);
    *p++ = static_cast<char>('0' + v % 10);
    return p;
}

// The concealed tiles in notation, written straight from the counts (already in kind
// order), as formatKinds would.
template <int Ranks>
char* putSuit(char* p, const std::uint8_t* counts, char letter)
{
    char* const start = p;
    for (int r = 0; r < Ranks; ++r) { // four copies of the rank written, as many kept
        std::memset(p, '1' + r, 4);
        p += counts[r];
    }
    if (p != start)
        *p++ = letter;
    return p;
}

char* putConcealed(char* p, const HandCounts& h)
{
    p = putSuit<9>(p, h.counts.data(), 'm');
    p = putSuit<9>(p, h.counts.data() + 9, 'p');
    p = putSuit<9>(p, h.counts.data() + 18, 's');
    p = putSuit<7>(p, h.counts.data() + 27, 'z');
    if (h.jokers > 0) {
        for (int i = 0; i < h.jokers; ++i)
            *p++ = '1';
        *p++ = 'j';
    }
    return p;
}

// "123m", "555z", "1111p".
char* putMeld(char* p, Meld m)
{
    const auto& kind = kKindText[m.first];
    *p++ = '"';
    for (int i = 0; i < m.size(); ++i)
        *p++ = static_cast<char>(kind[0] + (m.type == SetType::Chow ? i : 0));
    *p++ = kind[1];
    *p++ = '"';
    return p;
}

// [{"tile":..,"unseen":..},...] for the kinds of the mask; their unseen counts summed.
char* putTiles(char* p, std::uint64_t kinds, const std::uint8_t* visible, const AnalysisOptions& options, int& total)
{
    *p++ = '[';
    for (std::uint64_t m = kinds; m != 0; m &= m - 1) {
        const auto k = static_cast<std::size_t>(std::countr_zero(m));
        const int unseen = std::max(0, 4 - visible[k] - options.seen[k]);
        total += unseen;
        std::memcpy(p, kTileEntry[k].data(), 24);
        p[22] = static_cast<char>('0' + unseen);
        p += 24;
        *p++ = ',';
    }
    if (kinds != 0)
        --p; // the last comma
    *p++ = ']';
    return p;
}

// A bad hand: {"hand": ..., "error": ...}. The line is quoted whole when it is valid UTF-8
// of at most kQuotedHand bytes, otherwise as an excerpt (invalid bytes as \xNN, cut after
// kQuotedHand characters): the output is valid UTF-8 whatever the input held.
constexpr std::size_t kQuotedHand = 100;

void appendError(std::string& out, std::string_view text, const std::string& message, std::string* errorOut)
{
    const std::string safe = isValidUtf8(message) ? message : escapeInvalidUtf8(message);
    if (errorOut)
        *errorOut = safe;
    out += "{\"hand\":";
    if (text.size() <= kQuotedHand && isValidUtf8(text))
        appendEscaped(out, text);
    else
        appendEscaped(out, excerpt(text, kQuotedHand));
    out += ",\"error\":";
    appendEscaped(out, safe);
    out += '}';
}

bool anySeen(const AnalysisOptions& options)
{
    return std::any_of(options.seen.begin(), options.seen.end(), [](std::uint8_t n) { return n > 0; });
}

} // namespace

void appendAnalysisJson(std::string& out, std::string_view text, const AnalysisOptions& options, std::string* errorOut)
{
    const auto parsed = parseHand(text, options.tiles);
    if (!parsed)
        return appendError(out, text, parsed.error(), errorOut);
    const HandCounts& hand = *parsed;
    if (anySeen(options))
        if (const std::string conflict = seenConflict(hand, options); !conflict.empty())
            return appendError(out, text, conflict, errorOut);
    const WaitRules rules = waitRules(options);
    const bool oneShort = hand.oneShort();
    // A 3n+1 hand's draws come with its shanten in each form; other hands need only those.
    DrawMask draws;
    if (oneShort) {
        draws = improvingDraws(hand, rules.pairs, rules.drawableKinds);
    } else {
        draws.standard = standardShanten(hand);
        draws.pairs = pairsShanten(hand, options.pairs);
    }
    const int standard = draws.standard;
    const auto& pairs = draws.pairs;
    const bool complete = (pairs ? std::min(standard, *pairs) : standard) == -1;

    out += "{\"hand\":";
    appendEscaped(out, text);
    out += ",\"ruleset\":";
    appendEscaped(out, options.tiles.ruleset); // a house ruleset's name is any text
    const std::size_t at = out.size();
    out.resize(at + kHeadRoom + kTilesRoom + kTileRoom * static_cast<std::size_t>(std::popcount(draws.kinds)));
    char* p = out.data() + at;
    p = put(p, ",\"tiles\":");
    p = putNumber(p, hand.shapeTiles());
    p = put(p, ",\"concealed\":\"");
    p = putConcealed(p, hand);
    p = put(p, "\",\"exposed\":[");
    for (int i = 0; i < hand.exposedCount; ++i) {
        if (i)
            *p++ = ',';
        p = putMeld(p, hand.exposed[static_cast<std::size_t>(i)]);
    }
    p = put(p, "],\"jokers\":");
    p = putNumber(p, hand.jokers);
    p = put(p, complete ? std::string_view(",\"complete\":true") : std::string_view(",\"complete\":false"));
    p = put(p, ",\"shanten\":{\"standard\":");
    p = putNumber(p, standard);
    p = put(p, ",\"siete_pares\":");
    p = pairs ? putNumber(p, *pairs) : put(p, "null");
    *p++ = '}';
    if (complete) {
        out.resize(static_cast<std::size_t>(p - out.data()));
        out += ",\"decompositions\":[";
        if (!oneShort) {
            const auto decompositions = decompose(hand, options.pairs);
            for (std::size_t i = 0; i < decompositions.size(); ++i) {
                if (i)
                    out += ',';
                appendDecomposition(out, decompositions[i]);
            }
        }
        out += ']';
        out.resize(out.size() + kTilesRoom);
        p = out.data() + out.size() - kTilesRoom;
    }
    if (oneShort) {
        std::array<std::uint8_t, kHandKinds> visible = hand.counts;
        for (int i = 0; i < hand.exposedCount; ++i) {
            const Meld m = hand.exposed[static_cast<std::size_t>(i)];
            for (int k = m.first; k < m.first + (m.type == SetType::Chow ? 3 : 1); ++k)
                visible[static_cast<std::size_t>(k)] += static_cast<std::uint8_t>(m.copiesOf(k));
        }
        const bool ready = draws.shanten == 0;
        p = put(p, ready ? std::string_view(",\"waits\":") : std::string_view(",\"waits\":[],\"useful\":"));
        int total = 0;
        p = putTiles(p, draws.kinds, visible.data(), options, total);
        p = put(p, ready ? std::string_view(",\"waits_unseen\":") : std::string_view(",\"useful_unseen\":"));
        p = putNumber(p, total);
    } else {
        p = put(p, ",\"waits\":[]");
    }
    out.resize(static_cast<std::size_t>(p - out.data()));
    if (!complete && !oneShort && options.discards) {
        const auto discards = bestDiscards(hand, rules);
        out += ",\"discards\":[";
        for (std::size_t i = 0; i < discards.size(); ++i) {
            const auto& d = discards[i];
            if (i)
                out += ',';
            out += "{\"discard\":\"" + (d.joker ? std::string("1j") : kindNotation(d.kind)) +
                   "\",\"shanten\":" + std::to_string(d.after.shanten) + ',';
            appendWaitReport(out, d.after);
            out += '}';
        }
        out += ']';
    }
    out += '}';
}

std::string analyzeToJson(std::string_view text, const AnalysisOptions& options, std::string* errorOut)
{
    std::string out;
    appendAnalysisJson(out, text, options, errorOut);
    return out;
}

} // namespace mj
