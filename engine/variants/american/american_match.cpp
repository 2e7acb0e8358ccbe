#include "variants/american/american_match.h"

#include "core/rng.h"

#include <stdexcept>

namespace mj::american {

std::unique_ptr<VariantGame> AmericanMatch::nextGame()
{
    std::uint64_t state = m_seed + static_cast<std::uint64_t>(m_played);
    return nextGame(splitMix64(state));
}

std::unique_ptr<VariantGame> AmericanMatch::nextGame(std::uint64_t seed)
{
    const AmericanSetup setup = performAmericanSetup(seed, m_east);
    m_lastEast = setup.east;
    return std::make_unique<AmericanGame>(m_rules, setup);
}

void AmericanMatch::finishGame(const VariantGame& game)
{
    if (!AmericanGame::of(game) || !m_lastEast)
        throw std::logic_error("an American match finishes only the American games it made");
    const PerSeat<int> balance = game.balance();
    for (int s = 0; s < kSeats; ++s)
        m_ledger[s] += balance[s];
    m_east = m_lastEast->next(1, kSeats); // East moves to the right after every game
    ++m_played;
}

} // namespace mj::american
