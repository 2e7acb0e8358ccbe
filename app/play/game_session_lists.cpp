// The lists the game session shows QML (game_session.h), brought up to date on every change:
// the actions you may take (action_list_model.h), your hand (hand_list_model.h) and the
// match ledger (ledger_model.h). Each model reports only the rows that changed.
#include "play/game_session.h"

void GameSession::updateLists()
{
    QList<QVariantMap> actions;
    if (yourMove())
        for (std::size_t i = 0; i < legal().size(); ++i)
            if (legal()[i].type != mj::ActionType::Discard)
                actions.append({{QStringLiteral("label"), label(legal()[i])},
                                {QStringLiteral("type"), QString::fromStdString(mj::actionTypeName(legal()[i].type))},
                                {QStringLiteral("actionIndex"), int(i)}});
    m_actions.setRows(std::move(actions));

    QList<QVariantMap> hand;
    if (gameNow()) {
        const mj::Table& table = gameNow()->table();
        for (mj::TileId tile : table.hand(human()))
            hand.append({{QStringLiteral("tileId"), int(tile.value)},
                         {QStringLiteral("kind"), QString::fromStdString(table.tileSet().kindOf(tile).notation())}});
    }
    m_hand.setRows(std::move(hand));

    m_ledger.setRows(LedgerModel::rowsOf(match()));
}
