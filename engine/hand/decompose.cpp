#include "hand/decompose.h"

#include <algorithm>

namespace mj {

namespace {

using Counts = std::array<std::uint8_t, kHandKinds>;

// All ways to split c into `sets` sets, each list in canonical order: the lowest tile left
// starts the next set, a pung before a chow.
void splitSets(Counts& c, int sets, std::vector<Meld>& sofar, std::vector<std::vector<Meld>>& out)
{
    int k = 0;
    while (k < kHandKinds && c[k] == 0)
        ++k;
    if (k == kHandKinds) {
        if (sets == 0)
            out.push_back(sofar);
        return;
    }
    if (sets == 0)
        return;
    if (c[k] >= 3) {
        c[k] -= 3;
        sofar.push_back({SetType::Pung, static_cast<std::uint8_t>(k)});
        splitSets(c, sets - 1, sofar, out);
        sofar.pop_back();
        c[k] += 3;
    }
    if (k < kSuitedKinds && k % 9 <= 6 && c[k + 1] > 0 && c[k + 2] > 0) {
        --c[k], --c[k + 1], --c[k + 2];
        sofar.push_back({SetType::Chow, static_cast<std::uint8_t>(k)});
        splitSets(c, sets - 1, sofar, out);
        sofar.pop_back();
        ++c[k], ++c[k + 1], ++c[k + 2];
    }
}

bool hasEscalera(const std::vector<Meld>& a, const std::vector<Meld>& b)
{
    for (int suit = 0; suit < 3; ++suit) {
        bool found[3] = {};
        for (const auto* list : {&a, &b})
            for (const Meld& m : *list)
                if (m.type == SetType::Chow && m.first / 9 == suit && m.first % 9 % 3 == 0)
                    found[m.first % 9 / 3] = true;
        if (found[0] && found[1] && found[2])
            return true;
    }
    return false;
}

// Pairs only: every kind's count is 0 or 2 (or 4 with fours as two pairs), 7 pairs in all.
bool allPairs(const Counts& c, bool fours, std::vector<std::uint8_t>& pairs)
{
    pairs.clear();
    for (int k = 0; k < kHandKinds; ++k) {
        if (c[k] % 2 != 0 || (c[k] == 4 && !fours))
            return false;
        for (int i = 0; i < c[k] / 2; ++i)
            pairs.push_back(static_cast<std::uint8_t>(k));
    }
    return pairs.size() == 7;
}

void decomposeReading(const HandCounts& hand, Counts c, const std::vector<std::uint8_t>& jokersAs, PairRules rules,
                      std::vector<Decomposition>& out)
{
    const std::vector<Meld> exposed(hand.exposed.begin(), hand.exposed.begin() + hand.exposedCount);
    const int sets = hand.concealedSetsNeeded();
    // Standard.
    for (int k = 0; k < kHandKinds; ++k) {
        if (c[k] < 2)
            continue;
        c[k] -= 2;
        std::vector<Meld> sofar;
        std::vector<std::vector<Meld>> splits;
        splitSets(c, sets, sofar, splits);
        c[k] += 2;
        for (auto& s : splits) {
            Decomposition d;
            d.form = HandForm::Standard;
            d.escalera = hasEscalera(s, exposed);
            d.sets = std::move(s);
            d.exposed = exposed;
            d.pairs = {static_cast<std::uint8_t>(k)};
            d.jokersAs = jokersAs;
            out.push_back(std::move(d));
        }
    }
    // Pairs forms.
    const int shape = hand.shapeTiles();
    std::vector<std::uint8_t> pairs;
    if (shape == 14 && hand.exposedCount == 0) {
        if (allPairs(c, false, pairs))
            out.push_back({HandForm::SevenPairs, {}, {}, pairs, jokersAs, false, false});
    } else if (shape == 17 && hand.exposedCount == 1 && hand.exposed[0].type != SetType::Kang) {
        const Meld b = hand.exposed[0];
        if (!(b.type == SetType::Pung && c[b.first] > 0) && allPairs(c, rules.fourAsTwoPairs, pairs))
            out.push_back({HandForm::SietePares, {}, exposed, pairs, jokersAs, false, b.type == SetType::Pung});
    } else if (shape == 17 && hand.exposedCount == 0) {
        for (int k = 0; k < kHandKinds; ++k) {
            if (c[k] == 3) { // a pung báhay takes every tile of its kind
                c[k] = 0;
                if (allPairs(c, rules.fourAsTwoPairs, pairs))
                    out.push_back({HandForm::SietePares, {{SetType::Pung, static_cast<std::uint8_t>(k)}}, {}, pairs,
                                   jokersAs, false, true});
                c[k] = 3;
            }
            if (k < kSuitedKinds && k % 9 <= 6 && c[k] && c[k + 1] && c[k + 2]) {
                --c[k], --c[k + 1], --c[k + 2];
                if (allPairs(c, rules.fourAsTwoPairs, pairs))
                    out.push_back({HandForm::SietePares, {{SetType::Chow, static_cast<std::uint8_t>(k)}}, {}, pairs,
                                   jokersAs, false, false});
                ++c[k], ++c[k + 1], ++c[k + 2];
            }
        }
    }
}

} // namespace

std::vector<Decomposition> decompose(const HandCounts& hand, PairRules rules)
{
    std::vector<Decomposition> out;
    if (hand.oneShort() || hand.shapeTiles() % 3 != 2)
        return out;
    // With jokers, most readings complete nothing (issue 12: a win read them all). When no
    // reading completes a pairs form, a reading gives decompositions only if it completes
    // the standard form, which one table lookup tells; and none at all if no reading does.
    bool standardOnly = false;
    if (hand.jokers > 0) {
        const bool standard = standardShanten(hand) == -1;
        const auto pairs = pairsShanten(hand, rules);
        const bool pairsForm = pairs && *pairs == -1;
        if (!standard && !pairsForm)
            return out;
        standardOnly = !pairsForm;
    }
    const int sets = hand.concealedSetsNeeded();
    forEachJokerReading(hand, [&](const Counts& c) {
        if (standardOnly && standardLacking(c.data(), sets) != 0)
            return false;
        std::vector<std::uint8_t> jokersAs;
        for (int k = 0; k < kHandKinds; ++k)
            for (int i = hand.counts[k]; i < c[k]; ++i)
                jokersAs.push_back(static_cast<std::uint8_t>(k));
        decomposeReading(hand, c, jokersAs, rules, out);
        return false;
    });
    // Distinct (two readings of the jokers never give the same list, but stay safe).
    std::vector<Decomposition> unique;
    for (auto& d : out)
        if (std::find(unique.begin(), unique.end(), d) == unique.end())
            unique.push_back(std::move(d));
    return unique;
}

std::string formName(HandForm form)
{
    switch (form) {
    case HandForm::Standard: return "standard";
    case HandForm::SevenPairs: return "seven_pairs";
    case HandForm::SietePares: return "siete_pares";
    }
    return "standard";
}

} // namespace mj
