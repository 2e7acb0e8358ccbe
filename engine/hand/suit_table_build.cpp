#include "hand/suit_table_build.h"

#include "hand/suit_figures.h"

#include <algorithm>
#include <array>
#include <map>
#include <stdexcept>
#include <unordered_map>

namespace mj {

namespace {

// As hand_counts.h (kept apart so that the generator needs nothing else from the engine).
constexpr int kHandMax = 17;    // the most tiles of a hand
using suit_figures::combine;
using suit_figures::Figures;
using suit_figures::kCap;
using suit_figures::kFields;
using suit_figures::kSets;

int lacking(std::uint64_t figures, int n, int pair) { return int(figures >> (5 * (pair * 6 + n))) & 31; }

// The best number of the suit's own tiles that n sets (+ the pair) can use, from figures.
void matched(std::uint64_t figures, int out[kFields])
{
    for (int h = 0; h < 2; ++h)
        for (int n = 0; n <= kSets; ++n)
            out[h * 6 + n] = 3 * n + 2 * h - lacking(figures, n, h);
}

std::uint64_t pack(const int used[kFields])
{
    std::uint64_t e = 0;
    for (int h = 0; h < 2; ++h)
        for (int n = 0; n <= kSets; ++n)
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
        if (sum > kHandMax)
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
                for (int n = dn; n <= kSets; ++n)
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

Figures unpack(std::uint64_t f)
{
    Figures out{};
    for (int i = 0; i < kFields; ++i)
        out[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(std::min(kCap, int(f >> (5 * i)) & 31));
    return out;
}

// Numbers distinct combined figures in the order they are met.
struct Combined {
    std::vector<Figures> figures;
    std::map<Figures, std::uint16_t> ids;
    std::uint16_t id(const Figures& f)
    {
        const auto [it, added] = ids.emplace(f, static_cast<std::uint16_t>(figures.size()));
        if (added)
            figures.push_back(f);
        return it->second;
    }
};

// Every pair of a's and b's figures, combined and numbered: table[i * b.size() + j].
std::vector<std::uint16_t> combineAll(const std::vector<Figures>& a, const std::vector<Figures>& b, Combined& into)
{
    std::vector<std::uint16_t> table(a.size() * b.size());
    for (std::size_t i = 0; i < a.size(); ++i)
        for (std::size_t j = 0; j < b.size(); ++j)
            table[i * b.size() + j] = into.id(combine(a[i], b[j]));
    return table;
}

std::vector<Figures> unpackAll(const std::vector<std::uint64_t>& packed)
{
    std::vector<Figures> out;
    for (std::uint64_t f : packed)
        out.push_back(unpack(f));
    return out;
}

// The three's figures seen from the fourth suit for `sets` sets: field h*6+n holds what
// the three lack for sets-n sets and 1-h pairs (the cap when n > sets).
std::uint64_t mirrored(const Figures& three, int sets)
{
    std::uint64_t out = 0;
    for (int h = 0; h < 2; ++h)
        for (int n = 0; n <= kSets; ++n) {
            const int v = n <= sets ? three[static_cast<std::size_t>((1 - h) * 6 + sets - n)] : kCap;
            out |= std::uint64_t(v) << (5 * (h * 6 + n));
        }
    return out;
}

} // namespace

SuitTableData buildSuitTables()
{
    SuitTableData d;
    build(9, true, d.suitClass, d.suitFigures);
    build(7, false, d.honourClass, d.honourFigures);
    const auto suit = unpackAll(d.suitFigures), honours = unpackAll(d.honourFigures);
    Combined mp, sz;
    d.mpClass = combineAll(suit, suit, mp);
    d.szClass = combineAll(suit, honours, sz);
    d.mpClasses = mp.figures.size();
    d.szClasses = sz.figures.size();
    d.final.resize((kSets + 1) * d.mpClasses * d.szClasses);
    for (int sets = 0; sets <= kSets; ++sets)
        for (std::size_t i = 0; i < d.mpClasses; ++i)
            for (std::size_t j = 0; j < d.szClasses; ++j) {
                const Figures& a = mp.figures[i];
                const Figures& b = sz.figures[j];
                int best = 99;
                for (int k = 0; k <= sets; ++k)
                    best = std::min({best, a[k] + b[6 + sets - k], a[6 + k] + b[sets - k]});
                d.final[(static_cast<std::size_t>(sets) * d.mpClasses + i) * d.szClasses + j] =
                    static_cast<std::uint8_t>(best);
            }
    Combined three;
    d.suitSzThree = combineAll(suit, sz.figures, three);
    d.mpHonourThree = combineAll(mp.figures, honours, three);
    d.mpSuitThree = combineAll(mp.figures, suit, three);
    for (const Figures& f : three.figures)
        for (int sets = 0; sets <= kSets; ++sets)
            d.threeMirrored.push_back(mirrored(f, sets));
    return d;
}

namespace {

// A byte array as one string literal (the array is one longer, for the closing NUL):
// printable bytes as themselves, the others as octal escapes of three digits, so that no
// digit that follows can extend them. Split in lines of adjacent literals.
void appendBytes(std::string& out, const char* name, const std::vector<std::uint8_t>& bytes)
{
    out += "extern const std::uint8_t " + std::string(name) + "[" + std::to_string(bytes.size() + 1) + "] =\n\"";
    std::size_t column = 0;
    for (std::uint8_t b : bytes) {
        if (b >= 0x20 && b < 0x7f && b != '"' && b != '\\' && b != '?') {
            out += static_cast<char>(b);
            column += 1;
        } else {
            out += '\\';
            out += static_cast<char>('0' + (b >> 6));
            out += static_cast<char>('0' + ((b >> 3) & 7));
            out += static_cast<char>('0' + (b & 7));
            column += 4;
        }
        if (column >= 100) {
            out += "\"\n\"";
            column = 0;
        }
    }
    out += "\";\n\n";
}

template <typename T>
void appendNumbers(std::string& out, const char* type, const char* name, const std::vector<T>& values)
{
    out += "extern const " + std::string(type) + " " + name + "[" + std::to_string(values.size()) + "] = {\n";
    std::size_t column = 0;
    for (const T v : values) {
        const std::string text = std::to_string(v) + (sizeof(T) == 8 ? "u," : ",");
        out += text;
        column += text.size();
        if (column >= 100) {
            out += '\n';
            column = 0;
        }
    }
    out += "};\n\n";
}

} // namespace

std::string suitTableSource(const SuitTableData& d)
{
    std::string out =
        "// Generated at build time by mahjongero-suit-tables (engine/hand/suit_table_generate.cpp,\n"
        "// engine/hand/suit_table_build.cpp): the lookup tables of engine/hand/suit_table.h. Do not edit.\n"
        "#include \"hand/suit_table.h\"\n\n"
        "#if defined(__clang__)\n#pragma clang diagnostic ignored \"-Woverlength-strings\"\n#endif\n\n"
        "namespace mj::suit_data {\n\n";
    out += "extern const std::size_t kSuitClasses = " + std::to_string(d.suitFigures.size()) + ";\n";
    out += "extern const std::size_t kHonourClasses = " + std::to_string(d.honourFigures.size()) + ";\n";
    out += "extern const std::size_t kMpClasses = " + std::to_string(d.mpClasses) + ";\n";
    out += "extern const std::size_t kSzClasses = " + std::to_string(d.szClasses) + ";\n";
    out += "extern const std::size_t kThreeClasses = " + std::to_string(d.threeMirrored.size() / (kSets + 1)) + ";\n\n";
    appendNumbers(out, "std::uint64_t", "kSuitFigures", d.suitFigures);
    appendNumbers(out, "std::uint64_t", "kHonourFigures", d.honourFigures);
    appendNumbers(out, "std::uint16_t", "kMpClass", d.mpClass);
    appendNumbers(out, "std::uint16_t", "kSzClass", d.szClass);
    appendNumbers(out, "std::uint16_t", "kSuitSzThree", d.suitSzThree);
    appendNumbers(out, "std::uint16_t", "kMpHonourThree", d.mpHonourThree);
    appendNumbers(out, "std::uint16_t", "kMpSuitThree", d.mpSuitThree);
    appendNumbers(out, "std::uint64_t", "kThreeMirrored", d.threeMirrored);
    appendBytes(out, "kHonourClass", d.honourClass);
    appendBytes(out, "kFinal", d.final);
    appendBytes(out, "kSuitClass", d.suitClass);
    out += "} // namespace mj::suit_data\n";
    return out;
}

} // namespace mj
