// The engine's only source of randomness: a portable seeded generator whose output is
// the same on every platform and compiler, because the standard library's distributions
// are not (their algorithms are unspecified). xoshiro256** (Blackman & Vigna) seeded
// through SplitMix64; bounded integers by rejection sampling, so they are unbiased and
// the number of draws they consume is fixed by the algorithm; shuffles by Fisher-Yates
// from the last element down. Test vectors in tests/engine/tst_rng.cpp pin all three.
#pragma once

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace mj {

class Rng {
public:
    explicit Rng(std::uint64_t seed);

    std::uint64_t next();
    // Uniform in [0, bound); bound must be at least 1 (0 returns 0).
    std::uint64_t below(std::uint64_t bound);
    // Uniform in [low, high], inclusive.
    int between(int low, int high);

    template <typename T>
    void shuffle(std::vector<T>& items)
    {
        for (std::size_t i = items.size(); i > 1; --i) {
            const auto j = static_cast<std::size_t>(below(i));
            std::swap(items[i - 1], items[j]);
        }
    }

private:
    std::array<std::uint64_t, 4> m_state{};
};

// SplitMix64: advances `x` and returns a well-mixed word (seeds Rng; nearby inputs give
// unrelated outputs, so it also derives seeds from seeds).
std::uint64_t splitMix64(std::uint64_t& x);

} // namespace mj
