#include "arena/decision_times.h"

#include <algorithm>
#include <cmath>

namespace mj {

namespace {

const double kLogStep = std::log(1.01);

int binOf(std::int64_t ns)
{
    if (ns < 1000)
        return 0;
    const int b = 1 + static_cast<int>(std::floor(std::log(static_cast<double>(ns) / 1000.0) / kLogStep));
    return std::clamp(b, 1, DecisionTimes::kBins - 1);
}

double upperEdgeMs(int bin) { return std::pow(1.01, bin) / 1000.0; } // 1.01^bin µs

} // namespace

void DecisionTimes::add(std::chrono::nanoseconds took)
{
    const std::int64_t ns = std::max<std::int64_t>(0, took.count());
    ++m_bins[static_cast<std::size_t>(binOf(ns))];
    ++m_count;
    m_totalNs += ns;
    m_maxNs = std::max(m_maxNs, ns);
}

void DecisionTimes::merge(const DecisionTimes& other)
{
    for (std::size_t b = 0; b < m_bins.size(); ++b)
        m_bins[b] += other.m_bins[b];
    m_count += other.m_count;
    m_totalNs += other.m_totalNs;
    m_maxNs = std::max(m_maxNs, other.m_maxNs);
}

double DecisionTimes::meanMs() const
{
    return m_count > 0 ? static_cast<double>(m_totalNs) / static_cast<double>(m_count) / 1e6 : 0.0;
}

double DecisionTimes::quantileMs(double q) const
{
    if (m_count == 0)
        return 0.0;
    // The rank of the decision asked for, 1-based: the smallest that covers the fraction q.
    const auto rank = std::max<std::int64_t>(1, static_cast<std::int64_t>(std::ceil(q * static_cast<double>(m_count))));
    std::int64_t seen = 0;
    for (int b = 0; b < kBins; ++b) {
        seen += m_bins[static_cast<std::size_t>(b)];
        if (seen >= rank)
            return std::min(b == 0 ? 0.001 : upperEdgeMs(b), maxMs()); // no quantile lies above the maximum
    }
    return maxMs();
}

} // namespace mj
