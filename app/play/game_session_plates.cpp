// What the seat plates over the table say (TableScreen's SeatPlates): who holds each seat
// and each seat's match balance as the table shows it; and leaving a match to the start
// screen with its save kept for Continue.
#include "play/built_in_pages.h"
#include "play/game_session.h"
#include "play/ledger_model.h"

#include <QRandomGenerator>

QStringList GameSession::seatPlayerNames() const
{
    QStringList out;
    const QVariantList choices = playerChoices();
    for (int s = 0; s < m_players.size(); ++s) {
        const QString& kind = m_players[s];
        if (kind == kHuman) {
            out << (s == human().index() && !hotSeat() ? tr("You") : tr("Player at seat %1").arg(s));
            continue;
        }
        QString label = kind;
        for (const QVariant& choice : choices)
            if (choice.toMap().value(QStringLiteral("kind")).toString() == kind)
                label = choice.toMap().value(QStringLiteral("label")).toString();
        out << label;
    }
    return out;
}

QStringList GameSession::balanceTexts() const
{
    QStringList out;
    for (const QVariant& quarters : balances())
        out << signedPayouts(quarters.toInt());
    return out;
}

// The save as it stands is the match (it is written after every move); the session lets
// go of it rather than removing it, and offers it again (Continue).
void GameSession::saveAndLeave()
{
    if (!gameNow())
        return;
    saveMatch();
    m_ownsSave = false;
    stop();
    checkSave();
}

QString GameSession::howToPlay(const QString& game)
{
    const QString page = built_in_pages::guide(game);
    return page.isEmpty() ? tr("There is no guide for \"%1\" yet: its rules card lists every option.").arg(game) : page;
}

QString GameSession::fullRules(const QString& ruleset) { return built_in_pages::fullRules(ruleset); }

QString GameSession::freshSeed() { return QString::number(QRandomGenerator::system()->generate64()); }
