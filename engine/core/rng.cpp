#include "core/rng.h"

namespace mj {

std::uint64_t splitMix64(std::uint64_t& x)
{
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

namespace {
constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
} // namespace

Rng::Rng(std::uint64_t seed)
{
    for (auto& word : m_state)
        word = splitMix64(seed);
}

std::uint64_t Rng::next()
{
    auto& s = m_state;
    const std::uint64_t result = rotl(s[1] * 5, 7) * 9;
    const std::uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

std::uint64_t Rng::below(std::uint64_t bound)
{
    if (bound <= 1)
        return 0;
    // 2^64 mod bound: draws under it would make the low residues more likely.
    const std::uint64_t threshold = (0 - bound) % bound;
    for (;;) {
        const std::uint64_t r = next();
        if (r >= threshold)
            return r % bound;
    }
}

int Rng::between(int low, int high)
{
    return low + static_cast<int>(below(static_cast<std::uint64_t>(high - low) + 1));
}

} // namespace mj
