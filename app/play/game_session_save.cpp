// GameSession's saving and resuming (issue 5, "Never lose a game"; docs/saves.md): the match
// is written to the data folder's current-match.json whenever the game changes, finished
// games go to the records folder, and a save found at start is offered, checked and
// resumed exactly where it was. The format and its checks are app/play/match_save.h.
#include "play/game_session.h"

#include "startup/data_dir.h"
#include "play/kept_files.h"

#include "variants/filipino/game/seat_view.h"
#include "record/record_json.h"
#include "variants/filipino/filipino_variant.h"

#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QScopedValueRollback>

#include <algorithm>

namespace {

QString actionText(const mj::Action& a)
{
    QString text = QString::fromStdString(mj::actionTypeName(a.type));
    if (a.tile >= 0)
        text += QStringLiteral(" tile %1").arg(a.tile);
    if (a.kind >= 0)
        text += QStringLiteral(" kind %1").arg(QString::fromStdString(mj::TileKind::fromIndex(a.kind).notation()));
    return text;
}

int actionCount(const mj::GameRecord& record)
{
    return static_cast<int>(std::count_if(record.events.begin(), record.events.end(),
                                          [](const mj::Event& e) { return std::holds_alternative<mj::ActionEvent>(e); }));
}

// A match's first game is dealt with the match seed itself (variants/filipino/game/match.h, gameSeed), so the
// first game's record names the match seed.
std::uint64_t matchSeedOf(const std::vector<mj::GameRecord>& finished, const mj::Game& current)
{
    return finished.empty() ? current.record().header.seed : finished.front().header.seed;
}

// Something is at `path`: a file, or a link or FIFO that cannot be read as one.
bool somethingAt(const QString& path)
{
    const QFileInfo info(path);
    return info.exists() || info.isSymLink();
}

// Keeps the save aside as current-match.json<suffix>, or .<suffix>.2, ... (kept_files.h:
// never over an older one); the name it went to, or why not.
mj::Expected<QString> keepSaveAside(const QString& suffix)
{
    const QString path = mjui::currentSavePath();
    return mjui::keepAside(path, path + suffix);
}

} // namespace

void GameSession::setAutosave(bool on)
{
    if (on == m_autosave)
        return;
    m_autosave = on;
    emit saveChanged();
}

void GameSession::saveMatch()
{
    if (!m_autosave || !match() || !gameNow())
        return;
    mjui::MatchSave save;
    save.rules = gameNow()->rules();
    save.seed = matchSeedOf(m_finishedGames, *gameNow());
    save.players = m_players;
    if (const auto first = match()->firstMano())
        save.firstMano = first->index(); // a game carried on from a networked table
    save.teaching = m_teaching;
    save.ritualSpeed = m_ritualSpeed;
    save.savedAt = QDateTime::currentDateTimeUtc();
    save.current = gameNow()->record();
    // The finished games' text is made once each (match_save.h): a save late in a long
    // match writes out only the game in progress anew.
    if (const mj::Status written = mjui::writeMatchSave(mjui::currentSavePath(), save, m_finishedText); !written)
        qWarning("mahjongero: %s", written.error().c_str());
    m_ownsSave = true;
    emit matchSaved();
}

void GameSession::keepFinishedRecord()
{
    if (!m_autosave || m_recordKept || !gameNow() || !gameNow()->over())
        return;
    const QString path = mjui::finishedRecordPath(mjui::recordsDir(), QDateTime::currentDateTime(),
                                                  QString::fromStdString(gameNow()->rules().name),
                                                  matchSeedOf(m_finishedGames, *gameNow()),
                                                  match()->gamesPlayed() + (gamePosted() ? 0 : 1));
    if (const auto written = mjui::writeFinishedRecord(path, gameNow()->record()); !written)
        qWarning("mahjongero: %s", written.error().c_str());
    m_recordKept = true;
}

void GameSession::removeSave()
{
    if (!m_autosave || !m_ownsSave)
        return;
    QFile::remove(mjui::currentSavePath());
    m_ownsSave = false;
}

// A new match while an older save waits undecided: the older one is kept aside, not lost.
void GameSession::setAsideForeignSave()
{
    if (!m_autosave || m_ownsSave)
        return;
    keepOlderSave();
    if (m_offer || !m_savedMatch.isEmpty()) {
        m_offer.reset();
        m_savedMatch.clear();
        emit saveChanged();
    }
}

void GameSession::keepOlderSave()
{
    if (!somethingAt(mjui::currentSavePath()))
        return;
    if (const auto aside = keepSaveAside(QStringLiteral(".old")))
        qInfo("mahjongero: the older match was kept aside as %s", qPrintable(*aside));
    else
        qWarning("mahjongero: %s", aside.error().c_str());
}

bool GameSession::checkSave()
{
    m_offer.reset();
    m_savedMatch.clear();
    m_saveError.clear();
    const QString path = mjui::currentSavePath();
    if (!somethingAt(path)) {
        emit saveChanged();
        return false;
    }
    auto loaded = mjui::loadMatchSave(path);
    if (!loaded) {
        m_saveError = tr("The saved match cannot be resumed: %1").arg(QString::fromStdString(loaded.error()));
        // Kept aside under a name of its own (never over an earlier one), so the next match
        // cannot replace it. Without autosave (--print-state, tests) the folder is only read.
        if (!m_autosave) {
            m_saveError += QLatin1Char('\n') + tr("The file was left where it is.");
        } else if (const auto aside = keepSaveAside(QStringLiteral(".bad"))) {
            m_saveError += QLatin1Char('\n') + tr("The file was kept aside as %1.").arg(*aside);
        } else {
            m_saveError += QLatin1Char('\n') + tr("It could not be kept aside: %1").arg(QString::fromStdString(aside.error()));
        }
        emit saveChanged();
        return false;
    }
    m_offer = std::move(loaded).value();
    const mjui::ResumedMatch& offer = *m_offer;
    const int seat = std::max(0, static_cast<int>(offer.save.players.indexOf(kHuman)));
    // Who plays: "you are seat 2", or with friends "players at seats 0 and 2".
    QStringList humanSeats;
    for (int s = 0; s < offer.save.players.size(); ++s)
        if (offer.save.players[s] == QLatin1String("human"))
            humanSeats << QString::number(s);
    const QString who = humanSeats.size() > 1
                            ? tr("players at seats %1 and %2").arg(humanSeats.mid(0, humanSeats.size() - 1).join(QStringLiteral(", ")),
                                                                   humanSeats.last())
                            : tr("you are seat %1").arg(seat);
    m_savedMatch = tr("Game %1 of a %2 match (seed %3%8), %4; %5 moves made%6. Last saved %7.")
                       .arg(offer.match.gamesPlayed() + 1)
                       .arg(QString::fromStdString(offer.save.rules.name))
                       .arg(offer.save.seed)
                       .arg(who)
                       .arg(actionCount(offer.current.record()))
                       .arg(offer.current.over() ? tr(", the game has ended") : QString())
                       .arg(QLocale().toString(offer.save.savedAt.toLocalTime(), QLocale::ShortFormat))
                       .arg(offer.save.firstMano ? tr(", carried on from a networked table") : QString());
    emit saveChanged();
    return true;
}

bool GameSession::resumeSaved()
{
    if (!m_model || (!m_offer && !checkSave()))
        return false;
    mjui::ResumedMatch resumed = std::move(*m_offer);
    m_offer.reset();
    m_savedMatch.clear();
    m_timer.stop();
    m_players = resumed.save.players;
    // The engine session of the match where it was: its bots made for the game in play;
    // in hot-seat nobody is at the screen before the first Ready. A game that had ended is
    // posted to the match by letBotsPlay below, as when it ended.
    makeSession(std::make_unique<mj::Session>(mj::filipinoVariant(),
                                              std::make_unique<mj::FilipinoMatch>(std::move(resumed.match)),
                                              std::make_unique<mj::FilipinoGame>(std::move(resumed.current)),
                                              seatPlayers(m_players), kBotSalt));
    m_botsStopped.clear();
    m_finishedGames = std::move(resumed.save.finished);
    m_finishedText.clear();
    for (const mj::GameRecord& record : m_finishedGames)
        mjui::appendFinishedRecord(m_finishedText, record);
    m_hintFor.reset();
    m_ownsSave = true;
    m_recordKept = gameNow()->over();
    m_balancesAtStart = match()->balances();
    m_paymentNote.clear();
    m_announcement.clear();
    m_yourClaim.reset();
    m_timedOut = 0;
    const auto& events = gameNow()->record().events;
    m_ritualEnd = static_cast<int>(std::find_if(events.begin(), events.end(), [](const mj::Event& e) {
                                       return std::holds_alternative<mj::ActionEvent>(e);
                                   }) - events.begin());
    // The pace it was played at. The save says so already: resuming writes nothing until
    // the game moves on, so the save stays as it was (its time included) until then.
    {
        const QScopedValueRollback<bool> noSave(m_autosave, false);
        if (resumed.save.teaching)
            setTeaching(*resumed.save.teaching);
        if (!resumed.save.ritualSpeed.isEmpty())
            setRitualSpeed(resumed.save.ritualSpeed);
    }
    warnIfBotsDiffer();
    // The table shows the game as it stands, without replaying the ritual's animation.
    m_model->loadRecord(gameNow()->record());
    m_model->goToStep(m_model->stepCount());
    m_model->setCaption(captionText());
    emit saveChanged();
    emit paid(); // the balances shown are the saved match's now, not the empty line before
    // The bots play on if it was their move, each move saved as it is made (unless only
    // looking: inspectSaved).
    letBotsPlay();
    return true;
}

bool GameSession::inspectSaved()
{
    setAutosave(false);
    m_lookOnly = true;
    return resumeSaved();
}

QString GameSession::recordsFolder() const { return mjui::recordsDir(); }

void GameSession::startFresh()
{
    m_offer.reset();
    m_savedMatch.clear();
    m_saveError.clear();
    if (m_autosave && !m_ownsSave)
        keepOlderSave();
    emit saveChanged();
}

// A bot breaks ties with its own random numbers, which advance with every choice it
// makes. The session made the bots of the resumed game catch up (Variant::catchUp): each was
// asked every question of the record again, in order, so its random state is where it was
// when the save was written, and it plays on as it would have. Say so if one would not.
void GameSession::warnIfBotsDiffer() const
{
    const auto& caughtUp = m_session->caughtUp();
    if (!caughtUp)
        qWarning("mahjongero: the saved game does not replay for the bots (%s); they play on from here",
                 caughtUp.error().c_str());
    else if (*caughtUp > 0)
        qWarning("mahjongero: the bots would have played %d of the saved moves differently; they play on from here",
                 *caughtUp);
}

QString GameSession::stateText() const
{
    if (!gameNow() || !m_model)
        return tr("no match") + QLatin1Char('\n');
    QStringList out;
    out << QStringLiteral("match seed: %1").arg(matchSeedOf(m_finishedGames, *gameNow()));
    out << QStringLiteral("ruleset: %1").arg(QString::fromStdString(gameNow()->rules().name));
    out << QStringLiteral("players: %1").arg(m_players.join(QLatin1Char(' ')));
    out << QStringLiteral("games finished: %1").arg(match()->gamesPlayed());
    out << QStringLiteral("game seed: %1").arg(gameNow()->record().header.seed);
    out << QStringLiteral("over: %1").arg(gameNow()->over() ? QStringLiteral("yes") : QStringLiteral("no"));
    out << QStringLiteral("shown: %1 of %2").arg(m_model->step()).arg(m_model->stepCount());
    out << QStringLiteral("record:");
    out << QString::fromStdString(mj::headerToJson(m_model->record().header).dump());
    for (const mj::Event& event : m_model->record().events)
        out << QString::fromStdString(mj::eventToJson(event).dump());
    out << QStringLiteral("table:");
    out << QString::fromStdString(m_model->table().dump()).trimmed();
    out << QStringLiteral("legal for seat %1:").arg(human().index());
    for (const mj::Action& a : legal())
        out << actionText(a);
    out << QStringLiteral("end");
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}
