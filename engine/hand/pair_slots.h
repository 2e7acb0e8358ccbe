// The pairs forms counted by slots (shanten.h; docs/hand-analysis.md, "How it is fast"),
// shared by the pairs-form shanten (shanten.cpp) and the useful-tile search
// (useful_draws.cpp).
//
// A kind with r tiles offers full pair slots (2 of its tiles make a pair) and half ones (1
// tile there, one to draw); with four alike as two pairs (a house option) a four offers two
// full slots and a three one full and one half. The best 7 pairs use 2 tiles of each full
// slot and 1 of each half slot, 7 slots in all.
//
// Siete pares with distinct pairs, fast: a kind's class is min(count, 3); with F full and H
// half pair slots, the báhay's gain over no báhay depends only on the classes it touches:
// a pung on one kind, a chow on a window of three (code c0 | c1 << 2 | c2 << 4). SieteGains
// lists, for each F and H, the codes that gain 1, 2 or 3 tiles; it is made at compile time.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace mj::pair_slots {

constexpr int fullSlots(int r, bool fours) { return (r >= 2) + (fours && r >= 4); }
constexpr int halfSlots(int r, bool fours) { return (r == 1) + (fours && r == 3); }

// Tiles the best 7 pairs can use, from the full and half slots on offer.
constexpr int bestPairs(int full, int half)
{
    const int f = std::min(full, 7);
    return 2 * f + std::min(half, 7 - f);
}

struct SieteGains {
    std::uint64_t chow[4][9][18] = {}; // [gain][F][H]: bit per window code
    std::uint8_t pung[4][9][18] = {};  // [gain][F][H]: bit per class
    constexpr SieteGains()
    {
        for (int f = 0; f <= 8; ++f)
            for (int h = 0; h <= 17; ++h) {
                const int base = bestPairs(f, h);
                for (int code = 0; code < 64; ++code) {
                    int ones = 0, twos = 0, used = 0;
                    for (int i = 0; i < 3; ++i) {
                        const int cls = (code >> (2 * i)) & 3;
                        ones += cls == 1;
                        twos += cls == 2;
                        used += cls > 0;
                    }
                    if (twos > f || ones > h)
                        continue; // cannot occur
                    const int gain = used + bestPairs(f - twos, h - ones + twos) - base;
                    if (gain > 0)
                        chow[gain][f][h] |= std::uint64_t(1) << code;
                }
                for (int cls = 1; cls <= 3; ++cls) {
                    if ((cls == 1 && h == 0) || (cls > 1 && f == 0))
                        continue;
                    const int gain = cls + (cls == 1 ? bestPairs(f, h - 1) : bestPairs(f - 1, h)) - base;
                    if (gain > 0)
                        pung[gain][f][h] |= static_cast<std::uint8_t>(1 << cls);
                }
            }
    }

    // Tiles the 7 pairs and the báhay can use, from F and H (capped at 8 and 17, the most a
    // 17-tile hand offers), the window codes present (a bit per code) and the classes
    // present (a bit per class).
    constexpr int used(int full, int half, std::uint64_t windows, unsigned classes) const
    {
        full = std::min(full, 8);
        half = std::min(half, 17);
        const int base = bestPairs(full, half);
        for (int g = 3; g > 0; --g)
            if ((windows & chow[g][full][half]) || (classes & pung[g][full][half]))
                return base + g;
        return base;
    }
};

inline constexpr SieteGains kSieteGains{};

// How many of 34 kind counts (each 0..4) are at least 1, 2, 3 and 4, counted eight at a
// time (a byte's high bit is set when the count plus 127, 126, 125 or 124 reaches 128).
inline void countAtLeast(const std::uint8_t* counts, int n[4])
{
    constexpr std::uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
    std::uint64_t atLeast[4] = {};
    auto count = [&](std::uint64_t w) {
        for (int c = 0; c < 4; ++c)
            atLeast[c] += ((w + (0x80 - (c + 1)) * ones) & highs) >> 7;
    };
    for (int i = 0; i < 32; i += 8) {
        std::uint64_t w;
        std::memcpy(&w, counts + i, 8);
        count(w);
    }
    count(std::uint64_t(counts[32]) | std::uint64_t(counts[33]) << 8);
    for (int c = 0; c < 4; ++c)
        n[c] = static_cast<int>((atLeast[c] * ones) >> 56);
}

// What siete pares with distinct pairs looks at in 34 kind counts (each 0..4): how many
// kinds are of each class, and each suit's classes two bits a rank (so that the window
// starting at rank s is bits 2s..2s+5), with the window codes each suit holds.
struct SieteShape {
    int ofClass[4] = {}; // kinds of class 0, 1, 2, 3
    std::uint32_t ranks[3] = {};
    std::uint64_t windows[3] = {}; // a bit per code

    explicit SieteShape(const std::uint8_t* counts)
    {
        int n[4];
        countAtLeast(counts, n);
        ofClass[0] = 34 - n[0];
        ofClass[1] = n[0] - n[1];
        ofClass[2] = n[1] - n[2];
        ofClass[3] = n[2];
        for (int suit = 0; suit < 3; ++suit) {
            std::uint32_t r = 0;
            for (int rank = 0; rank < 9; ++rank)
                r |= static_cast<std::uint32_t>(std::min<int>(counts[9 * suit + rank], 3)) << (2 * rank);
            ranks[suit] = r;
            std::uint64_t w = 0;
            for (int s = 0; s < 7; ++s)
                w |= std::uint64_t(1) << ((r >> (2 * s)) & 63);
            windows[suit] = w;
        }
    }
    int full() const { return ofClass[2] + ofClass[3]; }
    int half() const { return ofClass[1]; }
    unsigned classes() const
    {
        unsigned out = 0;
        for (int c = 0; c < 4; ++c)
            out |= ofClass[c] > 0 ? 1u << c : 0u;
        return out;
    }
    std::uint64_t allWindows() const { return windows[0] | windows[1] | windows[2]; }
};

} // namespace mj::pair_slots
