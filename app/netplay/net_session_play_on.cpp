// A networked game that will never end at its table (net_session.h): the host closed the
// table in the middle of it. The server then reveals it (server/table_host.h,
// revealUnfinished), the deal is checked as after any game, its record is kept, and the
// player may play it on at this computer against the computer's players: the revealed game
// becomes the app's saved match (play/match_save.h), which the local session resumes.
#include "netplay/net_session.h"

#include "play/kept_files.h"
#include "play/match_save.h"
#include "startup/data_dir.h"

#include <QDateTime>
#include <QFileInfo>

void NetSession::stop()
{
    // The host closing the table during a game stays to see the game revealed: the table's
    // end then offers to play it on. Anyone else simply leaves (their seat plays on).
    if (hosting() && active() && !over()) {
        m_closedByYou = true;
        closeServer(); // the reveal and the close reach this app's own seat over loopback
        return;
    }
    leave();
}

const mj::Game* NetSession::unfinishedRevealed() const
{
    if (m_client.state() != TableClient::State::Closed || !m_client.fairnessChecked() ||
        !m_client.unfairReason().isEmpty() || m_client.seat() < 0)
        return nullptr;
    const mj::Game* game = revealedGame();
    return game && !game->over() ? game : nullptr;
}

QString NetSession::unfinishedGame() const
{
    const mj::Game* game = unfinishedRevealed();
    if (!game)
        return {};
    return tr("Game %1 was not finished. Its wall was revealed and verified fair; you can play it on here, "
              "the computer playing the other seats.")
        .arg(m_shownGame);
}

QString NetSession::playOnLocally()
{
    const QString problem = writePlayOnSave();
    if (!problem.isEmpty()) {
        m_problem = problem; // the table's end shows it
        emit changed();
    }
    return problem;
}

QString NetSession::writePlayOnSave()
{
    const mj::Game* game = unfinishedRevealed();
    if (!game)
        return tr("There is no unfinished game to play on.");
    // A match of its own from this game: its seed is the game's, and its máno the table's
    // (a later game's was given, not rolled for; a table's first game rolled for it, as a
    // match's first game does).
    mjui::MatchSave save;
    save.rules = game->rules();
    save.seed = game->record().header.seed;
    if (const auto given = game->record().header.mano)
        save.firstMano = given->index();
    // The others: the AI level each free seat had at the table; a friend's seat, the host's
    // level for the empty seats (a guest is not told it: normal).
    const auto& seats = m_client.seats();
    for (int s = 0; s < game->rules().seats(); ++s) {
        const QString level = static_cast<std::size_t>(s) < seats.size()
                                  ? QString::fromStdString(seats[static_cast<std::size_t>(s)].level)
                                  : QString();
        save.players << (s == m_client.seat() ? QStringLiteral("human")
                         : !level.isEmpty() && level != QLatin1String("human") && mjui::isPlayerKind(level) ? level
                                                                                                             : m_botLevel);
    }
    save.teaching = m_teaching;
    save.savedAt = QDateTime::currentDateTimeUtc();
    save.current = game->record();
    // Written only once it is known to load: what the app resumes is what was checked.
    const QString path = mjui::currentSavePath();
    const auto parsed = mjui::parseMatchSave(mjui::matchSaveText(save), path);
    const auto rebuilt = parsed ? mjui::rebuildMatch(*parsed, path) : mj::Expected<mjui::ResumedMatch>(mj::failure(parsed.error()));
    if (!rebuilt)
        return tr("The game cannot be carried on here: %1").arg(QString::fromStdString(rebuilt.error()));
    // The match saved at this computer, if any, is kept aside (as when a new match starts
    // while a save waits: docs/saves.md), never overwritten.
    if (QFileInfo::exists(path) || QFileInfo(path).isSymLink()) {
        if (const auto aside = mjui::keepAside(path, path + QStringLiteral(".old")); !aside)
            return tr("The match saved here could not be kept aside: %1").arg(QString::fromStdString(aside.error()));
    }
    if (const mj::Status written = mjui::writeMatchSave(path, save); !written)
        return QString::fromStdString(written.error());
    return {};
}
