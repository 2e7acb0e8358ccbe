// How long a bot takes to decide, kept small enough for any number of decisions: the count,
// the exact total and maximum, and a histogram with bins 1% wide (from 1 µs to about 100 s),
// so the 99th percentile is read to within 1% from about 15 KB however many games are played.
// Tallies from several threads merge by adding counts, so the order of merging never matters.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>

namespace mj {

class DecisionTimes {
public:
    void add(std::chrono::nanoseconds took);
    void merge(const DecisionTimes& other);

    std::int64_t count() const { return m_count; }
    double meanMs() const;
    double maxMs() const { return static_cast<double>(m_maxNs) / 1e6; }
    // The time below which the fraction `q` (0..1) of the decisions fell, in ms: the upper edge
    // of the bin holding that decision (never below the true value, at most 1% above it).
    double quantileMs(double q) const;

    static constexpr int kBins = 1853; // bin 0: under 1 µs; bin b: [1.01^(b-1), 1.01^b) µs

private:
    std::array<std::int64_t, kBins> m_bins{};
    std::int64_t m_count = 0;
    std::int64_t m_totalNs = 0;
    std::int64_t m_maxNs = 0;
};

} // namespace mj
