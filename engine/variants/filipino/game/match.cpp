#include "variants/filipino/game/match.h"

#include "core/rng.h"

namespace mj {

std::uint64_t gameSeed(std::uint64_t matchSeed, int gameIndex)
{
    if (gameIndex == 0)
        return matchSeed;
    Rng rng(matchSeed ^ (0x9E3779B97F4A7C15ULL * static_cast<std::uint64_t>(gameIndex)));
    return rng.next();
}

Match::Match(std::uint64_t seed, Ruleset rules, std::optional<Seat> firstMano)
    : m_seed(seed), m_rules(std::move(rules)), m_mano(firstMano), m_firstMano(firstMano)
{
    if (m_rules.pot)
        everyonePays(m_rules.potStart / m_rules.seats(), true, "the pot opens");
    if (m_rules.jaiAlai)
        everyonePays(m_rules.jaiAlaiShare, false, "jai alái shares");
}

GameSetup Match::nextGame() const
{
    GameSetup setup;
    setup.seed = gameSeed(m_seed, m_games);
    setup.rules = m_rules;
    setup.mano = m_mano;
    return setup;
}

void Match::post(LedgerEntry entry)
{
    for (int s = 0; s < m_balances.count(); ++s)
        m_balances[s] += entry.seats[s];
    m_pot += entry.pot;
    m_jaiAlai += entry.jaiAlai;
    m_ledger.push_back(std::move(entry));
}

void Match::everyonePays(int each, bool toPot, const std::string& reason)
{
    LedgerEntry e{m_games, PerSeat<int>(m_rules.seats(), -each), 0, 0, reason};
    (toPot ? e.pot : e.jaiAlai) = each * m_rules.seats();
    post(e);
}

void Match::finishGame(const Game& game)
{
    ++m_games;
    // The game's own payments, one entry per payment event.
    for (const Event& event : game.record().events)
        if (const auto* p = std::get_if<PaymentEvent>(&event))
            post({m_games, p->seats, 0, 0, p->reason});

    const auto winner = game.winner();
    if (m_rules.pot) {
        if (winner && game.win()->claimsPot) {
            LedgerEntry take{m_games, PerSeat<int>(m_rules.seats()), -m_pot, 0, "the pot, to " + winner->name()};
            take.seats[static_cast<std::size_t>(winner->index())] = m_pot;
            post(take);
            everyonePays(m_rules.potStart / m_rules.seats(), true, "the pot opens again");
        } else {
            everyonePays(m_rules.potAdd, true, "the pot is not claimed: each adds");
        }
    }
    if (m_rules.jaiAlai && winner) {
        int& markers = m_markers[static_cast<std::size_t>(winner->index())];
        markers += game.winSource() == WinSource::Discard ? 1 : 2;
        if (markers >= m_rules.jaiAlaiMarkers) {
            LedgerEntry take{m_games, PerSeat<int>(m_rules.seats()), 0, -m_jaiAlai, "the jai alái pool, to " + winner->name()};
            take.seats[static_cast<std::size_t>(winner->index())] = m_jaiAlai;
            post(take);
            m_markers = PerSeat<int>(m_rules.seats());
            everyonePays(m_rules.jaiAlaiShare, false, "jai alái shares for a new pool");
        }
    }
    const Seat mano = game.mano();
    if (winner == mano || (!winner && m_rules.keepManoOnDraw))
        m_mano = mano;
    else
        m_mano = mano.right(m_rules.seats());
}

} // namespace mj
