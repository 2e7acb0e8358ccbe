#include "play/ledger_model.h"

#include "text/message_text.h"
#include "variants/filipino/ritual/reason_messages.h"
#include "variants/filipino/scoring/win_score.h"

#include <algorithm>
#include <vector>

QString signedPayouts(int quarters)
{
    return (quarters > 0 ? QStringLiteral("+") : QString()) + QString::fromStdString(mj::formatPayouts(quarters));
}

namespace {

QVariantList payoutTexts(const std::vector<int>& quarters)
{
    QVariantList out;
    for (int q : quarters)
        out.append(signedPayouts(q));
    return out;
}

// The ledger's last row: each seat's total.
QVariantMap totalRow(const std::vector<int>& totals)
{
    return {{QStringLiteral("game"), LedgerModel::tr("Total")},
            {QStringLiteral("seats"), payoutTexts(totals)},
            {QStringLiteral("reason"), QString()},
            {QStringLiteral("total"), true}};
}

} // namespace

// One row per game (the match's opening shares as "Start"): what each seat gained in it,
// pot and pool shares included, with how it ended; then the totals.
QList<QVariantMap> LedgerModel::rowsOf(const mj::Match* match)
{
    QList<QVariantMap> rows;
    if (!match)
        return rows;
    const auto seats = static_cast<std::size_t>(match->seatCount()); // the match's seats, however many
    std::vector<int> totals(seats);
    const auto& entries = match->ledger();
    // A row for every game played, in order, even one in which nothing was paid (a game
    // nobody won with no instant payouts posts no entry); the match's opening shares first.
    const bool opening = std::any_of(entries.begin(), entries.end(), [](const mj::LedgerEntry& e) { return e.game == 0; });
    for (int game = opening ? 0 : 1; game <= match->gamesPlayed(); ++game) {
        std::vector<int> sum(seats);
        QStringList reasons;
        for (const mj::LedgerEntry& entry : entries) {
            if (entry.game != game)
                continue;
            for (std::size_t s = 0; s < seats; ++s)
                sum[s] += entry.seats[s];
            reasons << messageText(mj::reasonMessage(entry.reason));
        }
        if (reasons.isEmpty())
            reasons << tr("nothing paid");
        for (std::size_t s = 0; s < seats; ++s)
            totals[s] += sum[s];
        reasons.removeDuplicates();
        rows.append(QVariantMap{{QStringLiteral("game"), game == 0 ? tr("Start") : tr("Game %1").arg(game)},
                                {QStringLiteral("seats"), payoutTexts(sum)},
                                {QStringLiteral("reason"), reasons.join(QStringLiteral(", "))},
                                {QStringLiteral("total"), false}});
    }
    rows.append(totalRow(totals));
    return rows;
}

QList<QVariantMap> LedgerModel::rowsOfGames(const std::vector<std::vector<int>>& games, const QStringList& endings)
{
    QList<QVariantMap> rows;
    if (games.empty())
        return rows;
    std::vector<int> totals(games.front().size());
    for (std::size_t g = 0; g < games.size(); ++g) {
        for (std::size_t s = 0; s < totals.size() && s < games[g].size(); ++s)
            totals[s] += games[g][s];
        rows.append(QVariantMap{{QStringLiteral("game"), tr("Game %1").arg(g + 1)},
                                {QStringLiteral("seats"), payoutTexts(games[g])},
                                {QStringLiteral("reason"), g < static_cast<std::size_t>(endings.size()) ? endings[static_cast<int>(g)] : QString()},
                                {QStringLiteral("total"), false}});
    }
    rows.append(totalRow(totals));
    return rows;
}
