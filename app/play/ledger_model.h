// The match ledger as QML shows it (GameSession.ledger; MatchLedger.qml): one row per game
// played, the match's opening shares first as "Start" when it has them, then a "Total" row.
// Roles: game ("Game 2"), seats (what each seat gained in it, one signed payout text a
// seat: "+1½"), reason (how it ended and what was paid, joined), total (the totals row).
#pragma once

#include "play/row_list_model.h"

#include "variants/filipino/game/match.h"

// Quarters of a payout in words with their sign ("+1½", "-¾", "0"): the ledger's cells,
// the balances on the seat plates and the end card.
QString signedPayouts(int quarters);

class LedgerModel : public RowListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("GameSession makes it")
public:
    explicit LedgerModel(QObject* parent = nullptr)
        : RowListModel({QByteArrayLiteral("game"), QByteArrayLiteral("seats"), QByteArrayLiteral("reason"),
                        QByteArrayLiteral("total")},
                       parent)
    {
    }
    // The rows of a match's ledger (none without a match), pot and pool shares included.
    static QList<QVariantMap> rowsOf(const mj::Match* match);
    // The rows of games known only by what each seat gained in each (a networked match:
    // the server's "over"), with how each ended.
    static QList<QVariantMap> rowsOfGames(const std::vector<std::vector<int>>& games, const QStringList& endings);
};
