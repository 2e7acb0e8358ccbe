#include "variants/filipino/bots/sampled_waits.h"

#include "hand/shanten.h"

namespace mj {

std::optional<WaitShares> sampledWaitShares(const HiddenPool& pool, int concealed, const SeatView& view,
                                            const Ruleset& rules, int samples, double total, Rng& rng)
{
    if (concealed < 1 || concealed % 3 != 1 || samples <= 0)
        return std::nullopt;
    const int kinds = rules.handKinds();
    const int sets = (concealed - 1) / 3;
    std::array<int, kHandKinds> waits{};
    int made = 0;
    std::array<std::uint8_t, kHandKinds> hand{};
    for (int i = 0; i < samples; ++i) {
        if (!sampleReadyHand(pool, concealed, view.jokerKind, rng, hand))
            continue;
        ++made;
        for (int k = 0; k < kinds; ++k) {
            if (hand[static_cast<std::size_t>(k)] >= 4)
                continue; // no fifth copy
            ++hand[static_cast<std::size_t>(k)];
            waits[static_cast<std::size_t>(k)] += standardLacking(hand.data(), sets) == 0;
            --hand[static_cast<std::size_t>(k)];
        }
    }
    // Too few ready hands fit the pool to say anything.
    if (made * 4 < samples)
        return std::nullopt;
    WaitShares shares{};
    double sum = 0;
    for (int k = 0; k < kinds; ++k) {
        if (view.jokerKind && *view.jokerKind == k)
            continue;
        shares[static_cast<std::size_t>(k)] = static_cast<double>(waits[static_cast<std::size_t>(k)]) / made;
        sum += shares[static_cast<std::size_t>(k)];
    }
    if (sum <= 0)
        return std::nullopt;
    for (double& s : shares)
        s *= total / sum;
    return shares;
}

} // namespace mj
