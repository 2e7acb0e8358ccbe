#include "arena/arena_stats.h"

#include <array>
#include <algorithm>
#include <cmath>

namespace mj {

void BotTally::merge(const BotTally& other)
{
    games += other.games;
    wins += other.wins;
    dealIns += other.dealIns;
    payoutQuarters += other.payoutQuarters;
    deals += other.deals;
    dealQuartersSquared += other.dealQuartersSquared;
    gamesPerDeal = gamesPerDeal != 0 ? gamesPerDeal : other.gamesPerDeal;
    decisions.merge(other.decisions);
}

void tallyDeal(std::vector<BotTally>& levels, const PerSeat<int>& levelOfEntry, const ArenaDeal& deal)
{
    std::vector<std::int64_t> dealQuarters(levels.size(), 0);
    std::vector<std::int64_t> dealGames(levels.size(), 0);
    for (const ArenaGame& game : deal) {
        for (int s = 0; s < game.balance.count(); ++s) {
            const auto seat = static_cast<std::size_t>(s);
            const auto level = static_cast<std::size_t>(levelOfEntry[static_cast<std::size_t>(game.entryAtSeat[seat])]);
            BotTally& t = levels[level];
            ++t.games;
            ++dealGames[level];
            t.wins += game.winner && game.winner->index() == s ? 1 : 0;
            t.dealIns += game.dealtIn && game.dealtIn->index() == s ? 1 : 0;
            t.payoutQuarters += game.balance[seat];
            dealQuarters[level] += game.balance[seat];
        }
    }
    for (std::size_t level = 0; level < levels.size(); ++level) {
        if (dealGames[level] == 0)
            continue;
        ++levels[level].deals;
        levels[level].dealQuartersSquared += dealQuarters[level] * dealQuarters[level];
        levels[level].gamesPerDeal = dealGames[level];
    }
}

double studentT95(std::int64_t df)
{
    static constexpr std::array<double, 30> kSmall{12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306,
                                                   2.262,  2.228, 2.201, 2.179, 2.160, 2.145, 2.131, 2.120,
                                                   2.110,  2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064,
                                                   2.060,  2.056, 2.052, 2.048, 2.045, 2.042};
    if (df < 1)
        return INFINITY;
    if (df <= 30)
        return kSmall[static_cast<std::size_t>(df - 1)];
    if (df <= 40)
        return 2.021;
    if (df <= 60)
        return 2.000;
    if (df <= 120)
        return 1.980;
    return 1.960;
}

BotSummary summarize(const std::string& bot, int entries, const BotTally& t)
{
    BotSummary s;
    s.bot = bot;
    s.entries = entries;
    s.games = t.games;
    if (t.games > 0) {
        const auto games = static_cast<double>(t.games);
        s.winRate = static_cast<double>(t.wins) / games;
        s.dealInRate = static_cast<double>(t.dealIns) / games;
        s.avgPayout = static_cast<double>(t.payoutQuarters) / games / 4.0;
    }
    if (t.deals >= 2 && t.gamesPerDeal > 0) {
        // Each deal's sample: the level's quarters in the deal / its games in the deal / 4.
        const auto n = static_cast<double>(t.deals);
        const double scale = 4.0 * static_cast<double>(t.gamesPerDeal);
        const double sum = static_cast<double>(t.payoutQuarters);
        const double sumSq = static_cast<double>(t.dealQuartersSquared);
        const double variance = std::max(0.0, (sumSq - sum * sum / n) / (n - 1.0)) / (scale * scale);
        const double half = studentT95(t.deals - 1) * std::sqrt(variance / n);
        s.ciLow = s.avgPayout - half;
        s.ciHigh = s.avgPayout + half;
    }
    s.decisions = t.decisions.count();
    s.decisionMsAvg = t.decisions.meanMs();
    s.decisionMsP99 = t.decisions.quantileMs(0.99);
    s.decisionMsMax = t.decisions.maxMs();
    return s;
}

} // namespace mj
