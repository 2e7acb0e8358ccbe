#include "hand/hand_report.h"

#include "core/notation.h"

namespace mj {

namespace {

void appendEscaped(std::string& out, std::string_view s)
{
    static const char* hex = "0123456789abcdef";
    out += '"';
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

// The concealed tiles in notation, written straight from the counts (already in kind
// order), as formatKinds would: a batch writes one for every hand.
std::string concealedNotation(const HandCounts& h)
{
    std::string out;
    constexpr int kSuitEnd[] = {9, 18, 27, kHandKinds};
    int k = 0;
    for (int suit = 0; suit < 4; ++suit) {
        bool any = false;
        for (; k < kSuitEnd[suit]; ++k)
            for (int i = 0; i < h.counts[static_cast<std::size_t>(k)]; ++i, any = true)
                out += static_cast<char>('0' + handKind(k).rank());
        if (any)
            out += suitLetter(static_cast<Suit>(suit));
    }
    if (h.jokers > 0)
        out.append(h.jokers, '1').append(1, 'j');
    return out;
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

void appendShanten(std::string& out, int v) { out += std::to_string(v); }

} // namespace

Expected<HandAnalysis> analyzeHand(const HandCounts& hand, const AnalysisOptions& options)
{
    for (int k = 0; k < kHandKinds; ++k) {
        const int visible = hand.visible(k), seen = options.seen[static_cast<std::size_t>(k)];
        if (seen > 0 && visible + seen > 4)
            return failure(kindNotation(k) + ": " + std::to_string(visible) + " in the hand and " + std::to_string(seen) +
                           " seen, but there are only 4");
    }
    HandAnalysis a;
    a.hand = hand;
    a.standard = standardShanten(hand);
    a.pairs = pairsShanten(hand, options.pairs);
    const int best = a.pairs ? std::min(a.standard, *a.pairs) : a.standard;
    a.complete = best == -1;
    WaitRules rules;
    rules.pairs = options.pairs;
    rules.drawableKinds = options.ruleset == HandRuleset::Filipino ? kSuitedKinds : kHandKinds;
    rules.seen = options.seen;
    if (hand.oneShort())
        a.waits = waitsOf(hand, rules);
    else if (a.complete)
        a.decompositions = decompose(hand, options.pairs);
    else if (options.discards)
        a.discards = bestDiscards(hand, rules);
    return a;
}

std::string analyzeToJson(std::string_view text, const AnalysisOptions& options, std::string* errorOut)
{
    std::string out = "{\"hand\":";
    appendEscaped(out, text);
    auto error = [&](const std::string& message) {
        if (errorOut)
            *errorOut = message;
        out += ",\"error\":";
        appendEscaped(out, message);
        out += '}';
        return out;
    };
    const auto hand = parseHand(text, options.ruleset);
    if (!hand)
        return error(hand.error());
    const auto analysis = analyzeHand(*hand, options);
    if (!analysis)
        return error(analysis.error());
    const HandAnalysis& a = *analysis;
    out += ",\"ruleset\":\"" + handRulesetName(options.ruleset) + '"';
    out += ",\"tiles\":" + std::to_string(hand->shapeTiles());
    out += ",\"concealed\":\"" + concealedNotation(*hand) + '"';
    out += ",\"exposed\":";
    appendMelds(out, std::vector<Meld>(hand->exposed.begin(), hand->exposed.begin() + hand->exposedCount));
    out += ",\"jokers\":" + std::to_string(hand->jokers);
    out += a.complete ? ",\"complete\":true" : ",\"complete\":false";
    out += ",\"shanten\":{\"standard\":";
    appendShanten(out, a.standard);
    out += ",\"siete_pares\":";
    if (a.pairs)
        appendShanten(out, *a.pairs);
    else
        out += "null";
    out += '}';
    if (a.complete) {
        out += ",\"decompositions\":[";
        for (std::size_t i = 0; i < a.decompositions.size(); ++i) {
            if (i)
                out += ',';
            appendDecomposition(out, a.decompositions[i]);
        }
        out += ']';
    }
    if (a.waits) {
        if (a.waits->ready()) {
            out += ',';
            appendWaitReport(out, *a.waits);
        } else {
            out += ",\"waits\":[],";
            appendWaitReport(out, *a.waits);
        }
    } else {
        out += ",\"waits\":[]";
    }
    if (!a.complete && !a.waits && options.discards) {
        out += ",\"discards\":[";
        for (std::size_t i = 0; i < a.discards.size(); ++i) {
            const auto& d = a.discards[i];
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
    return out;
}

} // namespace mj
