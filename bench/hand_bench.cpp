#include "hand_bench.h"

#include "hand/hand_report.h"
#include "hand/shanten.h"
#include "hand/suit_table.h"
#include "hand/useful_draws.h"
#include "core/rng.h"

#include <bit>
#include <chrono>

namespace mj::bench {

namespace {
double now()
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

std::string handText(const HandCounts& h)
{
    std::string out;
    for (int suit = 0; suit < 4; ++suit) {
        bool any = false;
        for (int r = 0; r < (suit < 3 ? 9 : 7); ++r)
            for (int i = 0; i < h.counts[static_cast<std::size_t>(suit * 9 + r)]; ++i) {
                out += static_cast<char>('1' + r);
                any = true;
            }
        if (any)
            out += "mpsz"[suit];
    }
    return out;
}
} // namespace

std::vector<HandCounts> randomHands(int tiles, std::size_t count, std::uint64_t seed, bool suitedOnly)
{
    Rng rng(seed);
    std::vector<std::uint8_t> wall;
    for (int k = 0; k < (suitedOnly ? kSuitedKinds : kHandKinds); ++k)
        for (int c = 0; c < 4; ++c)
            wall.push_back(static_cast<std::uint8_t>(k));
    std::vector<HandCounts> hands(count);
    for (auto& h : hands) {
        // A partial Fisher-Yates shuffle: the first `tiles` places are a uniform deal.
        for (int i = 0; i < tiles; ++i) {
            const auto j = static_cast<std::size_t>(i) + static_cast<std::size_t>(rng.below(wall.size() - i));
            std::swap(wall[static_cast<std::size_t>(i)], wall[j]);
            ++h.counts[wall[static_cast<std::size_t>(i)]];
        }
    }
    return hands;
}

HandRate shantenRate(const std::vector<HandCounts>& hands, int rounds)
{
    HandRate rate;
    const double start = now();
    for (int r = 0; r < rounds; ++r)
        for (const HandCounts& h : hands) {
            rate.checksum += standardShanten(h);
            rate.checksum += pairsShanten(h).value_or(0);
        }
    rate.seconds = now() - start;
    rate.hands = hands.size() * static_cast<std::size_t>(rounds);
    rate.handsPerSecond = static_cast<double>(rate.hands) / rate.seconds;
    return rate;
}

HandRate analysisRate(const std::vector<HandCounts>& hands)
{
    std::vector<std::string> texts;
    texts.reserve(hands.size());
    for (const auto& h : hands)
        texts.push_back(handText(h));
    HandRate rate;
    const AnalysisOptions options;
    std::string out; // one buffer, as the batch reuses it
    const double start = now();
    for (const auto& t : texts) {
        appendAnalysisJson(out, t, options);
        out += '\n';
        if (out.size() >= (1 << 16)) {
            rate.checksum += static_cast<long long>(out.size());
            out.clear();
        }
    }
    rate.checksum += static_cast<long long>(out.size());
    rate.seconds = now() - start;
    rate.hands = hands.size();
    rate.handsPerSecond = static_cast<double>(rate.hands) / rate.seconds;
    return rate;
}

HandRate usefulRate(const std::vector<HandCounts>& hands, bool incremental)
{
    HandRate rate;
    const double start = now();
    for (const HandCounts& h : hands) {
        const DrawMask d = incremental ? improvingDraws(h, {}, kHandKinds) : improvingDrawsByTrial(h, {}, kHandKinds);
        rate.checksum += std::popcount(d.kinds) + d.shanten;
    }
    rate.seconds = now() - start;
    rate.hands = hands.size();
    rate.handsPerSecond = static_cast<double>(rate.hands) / rate.seconds;
    return rate;
}

void printHandBench(std::FILE* out, std::size_t hands, std::uint64_t seed)
{
    const SuitTables& tables = SuitTables::get();
    std::fprintf(out, "hand analysis tables: %.1f MiB (%zu bytes), generated at build time: nothing built at start\n",
                 static_cast<double>(tables.bytes()) / (1024.0 * 1024.0), tables.bytes());
    struct Case {
        int tiles;
        bool suitedOnly;
        const char* what;
    };
    for (const Case c : {Case{14, false, "14-tile hands (m p s z)"}, Case{17, false, "17-tile hands (m p s z)"},
                         Case{17, true, "17-tile hands (m p s, Filipino)"}}) {
        const auto set = randomHands(c.tiles, hands, seed, c.suitedOnly);
        shantenRate(set, 1); // warm the caches
        const HandRate r = shantenRate(set, 3);
        std::fprintf(out, "%-32s standard + pairs shanten: %8.2f M hands/s (%zu hands, %.3f s, checksum %lld)\n", c.what,
                     r.handsPerSecond / 1e6, r.hands, r.seconds, r.checksum);
    }
    // The waits or useful tiles of 3n+1 hands: found incrementally, or (as before issue 12)
    // with a shanten per kind.
    for (int tiles : {13, 16}) {
        const auto set = randomHands(tiles, hands / 10 + 1, seed, false);
        usefulRate(set, true); // warm the caches
        const HandRate fast = usefulRate(set, true), plain = usefulRate(set, false);
        std::fprintf(out, "%d-tile hands, useful tiles: incremental %6.2f M hands/s, a shanten per kind %6.2f M hands/s%s\n",
                     tiles, fast.handsPerSecond / 1e6, plain.handsPerSecond / 1e6,
                     fast.checksum == plain.checksum ? "" : " (MISMATCH)");
    }
    for (int tiles : {13, 14, 16, 17}) {
        const auto set = randomHands(tiles, hands / 10 + 1, seed, false);
        const HandRate r = analysisRate(set);
        std::fprintf(out, "%d-tile hands, full analysis + JSON line (as analyze --batch, no I/O): %6.3f M hands/s\n",
                     tiles, r.handsPerSecond / 1e6);
    }
}

} // namespace mj::bench
