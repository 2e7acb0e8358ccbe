// What the seat plates over the table say (TableScreen's SeatPlates): who holds each seat
// and each seat's match balance as the table shows it; and leaving a match to the start
// screen with its save kept for Continue.
#include "play/game_session.h"
#include "play/ledger_model.h"

#include <QFile>
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

namespace {
// A page built into the app (CMakeLists.txt: "howto", "rules") for a built-in game, or empty.
QString builtInPage(const QString& folder, const QString& game)
{
    QFile file(QStringLiteral(":/%1/%2.md").arg(folder, game));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}
} // namespace

QString GameSession::howToPlay(const QString& game)
{
    const QString page = builtInPage(QStringLiteral("howto"), game);
    return page.isEmpty() ? tr("There is no guide for \"%1\" yet: its rules card lists every option.").arg(game) : page;
}

QString GameSession::fullRules(const QString& ruleset) { return builtInPage(QStringLiteral("rules"), ruleset); }

QString GameSession::freshSeed() { return QString::number(QRandomGenerator::system()->generate64()); }
