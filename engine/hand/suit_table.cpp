#include "hand/suit_table.h"

#include "hand/hand_counts.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <map>
#include <stdexcept>
#include <unordered_map>

namespace mj {

namespace {

constexpr int kFields = 12; // field h*6+n: n = 0..5 sets, h = 0/1 pair
constexpr int kCap = 12;    // combined figures above this never decide an answer

// The best number of the suit's own tiles that n sets (+ the pair) can use, from figures.
void matched(std::uint64_t figures, int out[kFields])
{
    for (int h = 0; h < 2; ++h)
        for (int n = 0; n <= kMaxSets; ++n)
            out[h * 6 + n] = 3 * n + 2 * h - SuitTables::lacking(figures, n, h);
}

std::uint64_t pack(const int used[kFields])
{
    std::uint64_t e = 0;
    for (int h = 0; h < 2; ++h)
        for (int n = 0; n <= kMaxSets; ++n)
            e |= std::uint64_t(3 * n + 2 * h - used[h * 6 + n]) << (5 * (h * 6 + n));
    return e;
}

// Numbers distinct figures in the order they are met.
struct Classes {
    std::vector<std::uint64_t> figures;
    std::unordered_map<std::uint64_t, std::size_t> ids;
    std::size_t id(std::uint64_t f)
    {
        const auto [it, added] = ids.emplace(f, figures.size());
        if (added)
            figures.push_back(f);
        return it->second;
    }
};

// Classifies every pattern of one suit (9 ranks, chows) or of the honours (7 ranks, no
// chows). Patterns are done in index order: removing tiles lowers the index, so every
// pattern a rule refers to is already done. The lowest tile present, at rank i, is either
// unused or the lowest tile of one block: a set (pung iii, chow i i+1 i+2: 3 tiles used),
// two tiles of a set (ii, i i+1, i i+2), one tile of a set, the pair (ii) or one tile of
// the pair. Patterns of more than 17 tiles never occur in a hand and are left as class 0.
void build(int ranks, bool chows, std::vector<std::uint8_t>& classOf, std::vector<std::uint64_t>& figures)
{
    int pow5[10] = {1};
    for (int r = 1; r <= 9; ++r)
        pow5[r] = pow5[r - 1] * 5;
    classOf.assign(static_cast<std::size_t>(pow5[ranks]), 0);
    Classes classes;
    int zero[kFields] = {};
    classOf[0] = static_cast<std::uint8_t>(classes.id(pack(zero)));
    auto at = [&](int idx) { return classes.figures[classOf[static_cast<std::size_t>(idx)]]; };
    int x[9] = {};
    int sum = 0;
    for (int idx = 1; idx < pow5[ranks]; ++idx) {
        for (int r = 0;; ++r) { // base-5 increment of x
            if (x[r] < 4) {
                ++x[r];
                ++sum;
                break;
            }
            x[r] = 0;
            sum -= 4;
        }
        if (sum > kMaxHandTiles)
            continue;
        int i = 0;
        while (x[i] == 0)
            ++i;
        int best[kFields];
        const int one = idx - pow5[i];
        matched(at(one), best); // the tile unused
        int w[kFields];
        // Relax with a block using `gain` tiles, taking dn sets and dh pairs.
        auto relax = [&](int from, int gain, int dn, int dh) {
            matched(at(from), w);
            for (int h = dh; h < 2; ++h)
                for (int n = dn; n <= kMaxSets; ++n)
                    best[h * 6 + n] = std::max(best[h * 6 + n], gain + w[(h - dh) * 6 + n - dn]);
        };
        relax(one, 1, 1, 0); // one tile of a set
        relax(one, 1, 0, 1); // one tile of the pair
        if (x[i] >= 2) {
            relax(idx - 2 * pow5[i], 2, 1, 0); // two tiles of a pung
            relax(idx - 2 * pow5[i], 2, 0, 1); // the pair
        }
        if (x[i] >= 3)
            relax(idx - 3 * pow5[i], 3, 1, 0); // a pung
        if (chows) {
            const bool next = i + 1 < ranks && x[i + 1] > 0;
            const bool after = i + 2 < ranks && x[i + 2] > 0;
            if (next)
                relax(one - pow5[i + 1], 2, 1, 0); // i, i+1 of a chow
            if (after)
                relax(one - pow5[i + 2], 2, 1, 0); // i, i+2 of a chow
            if (next && after)
                relax(one - pow5[i + 1] - pow5[i + 2], 3, 1, 0); // a chow
        }
        const std::size_t id = classes.id(pack(best));
        if (id > 255)
            throw std::logic_error("SuitTables: more than 256 classes");
        classOf[static_cast<std::size_t>(idx)] = static_cast<std::uint8_t>(id);
    }
    figures = std::move(classes.figures);
}

using Figures = std::array<std::uint8_t, kFields>; // [h*6+n], capped

Figures unpack(std::uint64_t f)
{
    Figures out{};
    for (int i = 0; i < kFields; ++i)
        out[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(std::min(kCap, int(f >> (5 * i)) & 31));
    return out;
}

// a (x) b: for each number of sets, the best split between the two parts, capped.
Figures combine(const Figures& a, const Figures& b)
{
    Figures c{};
    for (int n = 0; n <= kMaxSets; ++n) {
        int none = 99, pair = 99;
        for (int i = 0; i <= n; ++i) {
            none = std::min(none, a[i] + b[n - i]);
            pair = std::min({pair, a[i] + b[6 + n - i], a[6 + i] + b[n - i]});
        }
        c[n] = static_cast<std::uint8_t>(std::min(kCap, none));
        c[6 + n] = static_cast<std::uint8_t>(std::min(kCap, pair));
    }
    return c;
}

// Every pair of classes of a and b, combined and numbered.
std::vector<std::uint16_t> combineAll(const std::vector<std::uint64_t>& a, const std::vector<std::uint64_t>& b,
                                      std::vector<Figures>& combined)
{
    std::map<Figures, std::uint16_t> ids;
    std::vector<std::uint16_t> table(a.size() * b.size());
    for (std::size_t i = 0; i < a.size(); ++i)
        for (std::size_t j = 0; j < b.size(); ++j) {
            const Figures f = combine(unpack(a[i]), unpack(b[j]));
            const auto [it, added] = ids.emplace(f, static_cast<std::uint16_t>(combined.size()));
            if (added)
                combined.push_back(f);
            table[i * b.size() + j] = it->second;
        }
    return table;
}

} // namespace

SuitTables::SuitTables()
{
    const auto start = std::chrono::steady_clock::now();
    build(9, true, m_suitClass, m_suitFigures);
    build(7, false, m_honourClass, m_honourFigures);
    m_suitClasses = m_suitFigures.size();
    m_honourClasses = m_honourFigures.size();
    std::vector<Figures> mp, sz;
    m_mpClass = combineAll(m_suitFigures, m_suitFigures, mp);
    m_szClass = combineAll(m_suitFigures, m_honourFigures, sz);
    m_mpClasses = mp.size();
    m_szClasses = sz.size();
    m_final.resize((kMaxSets + 1) * m_mpClasses * m_szClasses);
    for (int sets = 0; sets <= kMaxSets; ++sets)
        for (std::size_t i = 0; i < m_mpClasses; ++i)
            for (std::size_t j = 0; j < m_szClasses; ++j) {
                int best = 99;
                for (int k = 0; k <= sets; ++k)
                    best = std::min({best, mp[i][k] + sz[j][6 + sets - k], mp[i][6 + k] + sz[j][sets - k]});
                m_final[(static_cast<std::size_t>(sets) * m_mpClasses + i) * m_szClasses + j] =
                    static_cast<std::uint8_t>(best);
            }
    m_buildSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

std::size_t SuitTables::bytes() const
{
    return m_suitClass.size() + m_honourClass.size() +
           (m_suitFigures.size() + m_honourFigures.size()) * sizeof(std::uint64_t) +
           (m_mpClass.size() + m_szClass.size()) * sizeof(std::uint16_t) + m_final.size();
}

const SuitTables& SuitTables::get()
{
    static const SuitTables tables;
    return tables;
}

} // namespace mj
