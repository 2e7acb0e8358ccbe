// Who plays and by which rules (game_session.h): the player kinds a seat may have (a person
// or an AI level), the built-in rulesets and the ritual speeds, each with the words a menu
// shows; how many seats a game has (seat_count.h); whether a list of players can start a
// match; and the engine's players made from it.
#include "play/game_session.h"

#include "ritual/ritual_speed.h"
#include "table/seat_count.h"
#include "text/ruleset_title.h"

#include "variants/filipino/bots/bot_level.h"
#include "variants/filipino/rules/ruleset_json.h"

#include <map>

QStringList GameSession::playerKinds()
{
    QStringList kinds{kHuman};
    for (const std::string& level : mj::offeredBotLevels())
        kinds << QString::fromStdString(level);
    return kinds;
}

QStringList GameSession::ritualSpeeds() { return mjui::ritualSpeeds(); }

QString GameSession::playersProblem(const QStringList& players)
{
    if (players.size() != mjui::defaultSeatCount())
        return tr("a match needs a player for each of the %1 seats, not %2").arg(mjui::defaultSeatCount()).arg(players.size());
    for (int s = 0; s < players.size(); ++s)
        if (!playerKinds().contains(players[s]))
            return tr("seat %1: unknown player \"%2\" (known: %3)")
                .arg(s)
                .arg(players[s], playerKinds().join(QStringLiteral(", ")));
    if (!players.contains(kHuman))
        return tr("a match needs at least one human player (watch mode plays without)");
    return {};
}


mj::Session::Players GameSession::seatPlayers(const QStringList& players)
{
    mj::Session::Players out(mjui::defaultSeatCount()); // playersProblem() checked there is one a seat
    for (int s = 0; s < out.count(); ++s) {
        if (players.value(s) == kHuman) {
            out[static_cast<std::size_t>(s)] = mj::SeatPlayer::human();
            continue;
        }
        const auto level = mj::parseBotLevel(players.value(s).toStdString());
        out[static_cast<std::size_t>(s)] =
            mj::SeatPlayer::agent(mj::botLevelName(level ? *level : mj::BotLevel::Normal));
    }
    return out;
}


QStringList GameSession::defaultPlayers(int seats)
{
    QStringList players{kHuman};
    while (players.size() < seats)
        players << kDefaultAi;
    return players;
}

int GameSession::seatCount() const { return m_session ? m_session->seatCount() : mjui::defaultSeatCount(); }

int GameSession::seatCountFor(const QString& ruleset) const
{
    const auto rules = mj::loadRuleset(ruleset.trimmed().toStdString());
    return rules ? mjui::seatCount(*rules) : mjui::defaultSeatCount();
}

QVariantList GameSession::playerChoices()
{
    // A menu's words for each kind; a level the engine adds later shows its own name.
    const std::map<QString, QString> labels{{kHuman, tr("Human (a friend here)")},
                                            {QStringLiteral("easy"), tr("Easy AI")},
                                            {QStringLiteral("normal"), tr("Normal AI")},
                                            {QStringLiteral("strong"), tr("Strong AI")}};
    QVariantList out;
    for (const QString& kind : playerKinds()) {
        const auto label = labels.find(kind);
        out.append(QVariantMap{{QStringLiteral("kind"), kind},
                               {QStringLiteral("label"), label != labels.end() ? label->second : kind}});
    }
    return out;
}

QVariantList GameSession::rulesets()
{
    QVariantList out;
    for (const std::string& builtin : mj::builtinRulesetNames()) {
        const QString name = QString::fromStdString(builtin);
        out.append(QVariantMap{{QStringLiteral("name"), name}, {QStringLiteral("title"), rulesetTitle(name)}});
    }
    return out;
}

QVariantList GameSession::ritualSpeedChoices() { return mjui::ritualSpeedChoices(); }
