// AmericanSession's saving and resuming (issue 17; docs/saves.md, "The American match in
// progress"): the match is written to the data folder's current-american-match.json after
// every change of its game (atomically: QSaveFile), so quitting or a crash loses nothing; a
// save found at start is offered (the start screen's Continue), checked and resumed exactly
// where it was, its AI players caught up with the game (Variant::catchUp). A save that cannot
// be read is never overwritten: it is kept aside as .bad (kept_files.h), and an older match
// not resumed as .old. The format and its checks are the engine's
// (saves/variant_match_save.h), the same for any variant.
#include "american/american_session.h"

#include "play/kept_files.h"
#include "startup/data_dir.h"

#include "saves/variant_match_save.h"
#include "session/session.h"
#include "variants/american/american_game.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QSaveFile>

#include <algorithm>

namespace {

// Something is at `path`: a file, or a link or FIFO that cannot be read as one.
bool somethingAt(const QString& path)
{
    const QFileInfo info(path);
    return info.exists() || info.isSymLink();
}

int actionCount(const mj::GameRecord& record)
{
    return static_cast<int>(std::count_if(record.events.begin(), record.events.end(),
                                          [](const mj::Event& e) { return std::holds_alternative<mj::ActionEvent>(e); }));
}

} // namespace

void AmericanSession::setAutosave(bool on)
{
    if (on == m_autosave)
        return;
    m_autosave = on;
    emit saveChanged();
}

void AmericanSession::saveIfChanged()
{
    if (!m_autosave || !m_session || !m_session->hasGame())
        return;
    const std::size_t events = m_session->game().record().events.size();
    if (events == m_savedEvents && gamesPlayed() == m_savedGames)
        return;
    writeSave();
}

void AmericanSession::writeSave()
{
    if (!m_autosave || !m_session || !m_session->hasGame())
        return;
    mj::VariantMatchSave save;
    save.variant = "american";
    save.ruleset = "american";
    save.seed = m_matchSeed;
    save.players = m_session->players().list();
    save.savedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    save.finished = m_finished;
    save.current = m_session->game().record();
    const QString path = mjui::americanSavePath();
    QSaveFile file(path);
    const QByteArray text = QByteArray::fromStdString(mj::variantMatchSaveText(save));
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit()) {
        qWarning("mahjongero: %s: cannot be written: %s", qPrintable(path), qPrintable(file.errorString()));
        return;
    }
    m_ownsSave = true;
    m_savedEvents = save.current.events.size();
    m_savedGames = gamesPlayed();
    emit matchSaved();
}

void AmericanSession::removeSave()
{
    if (!m_autosave || !m_ownsSave)
        return;
    QFile::remove(mjui::americanSavePath());
    m_ownsSave = false;
}

void AmericanSession::setAsideOlderSave()
{
    if (!m_autosave || (m_ownsSave && m_session))
        return;
    m_ownsSave = false;
    const QString path = mjui::americanSavePath();
    if (somethingAt(path)) {
        if (const auto aside = mjui::keepAside(path, path + QStringLiteral(".old")))
            qInfo("mahjongero: the older American match was kept aside as %s", qPrintable(*aside));
        else
            qWarning("mahjongero: %s", aside.error().c_str());
    }
    if (m_offer || !m_savedMatch.isEmpty()) {
        m_offer.reset();
        m_savedMatch.clear();
        emit saveChanged();
    }
}

void AmericanSession::keepFinished()
{
    if (m_session && m_session->hasGame() && m_session->gamePosted())
        m_finished.push_back(m_session->game().record());
}

bool AmericanSession::checkSave()
{
    m_offer.reset();
    m_savedMatch.clear();
    m_saveError.clear();
    const QString path = mjui::americanSavePath();
    if (!somethingAt(path)) {
        emit saveChanged();
        return false;
    }
    auto loaded = mj::loadVariantMatchSave(QFile::encodeName(path).toStdString());
    QString why;
    if (!loaded)
        why = QString::fromStdString(loaded.error());
    else if (loaded.value().variant->name() != "american")
        why = tr("%1: field \"variant\": a save of %2, not of American mahjong")
                  .arg(path, QString::fromStdString(loaded.value().variant->name()));
    else if (!loaded.value().save.players[kYourSeat].person)
        why = tr("%1: field \"players\": seat %2 is yours at this table, not an AI player's").arg(path).arg(kYourSeat);
    if (!why.isEmpty()) {
        m_saveError = tr("The saved American match cannot be resumed: %1").arg(why);
        // Kept aside under a name of its own (never over an earlier one), so the next match
        // cannot replace it. Without autosave (tests) the folder is only read.
        if (!m_autosave) {
            m_saveError += QLatin1Char('\n') + tr("The file was left where it is.");
        } else if (const auto aside = mjui::keepAside(path, path + QStringLiteral(".bad"))) {
            m_saveError += QLatin1Char('\n') + tr("The file was kept aside as %1.").arg(*aside);
        } else {
            m_saveError += QLatin1Char('\n') + tr("It could not be kept aside: %1").arg(QString::fromStdString(aside.error()));
        }
        emit saveChanged();
        return false;
    }
    m_offer = std::make_unique<mj::ResumedVariantMatch>(std::move(loaded).value());
    const mj::ResumedVariantMatch& offer = *m_offer;
    int people = 0;
    QString level;
    for (const mj::SeatPlayer& p : offer.save.players) {
        people += p.person ? 1 : 0;
        if (!p.person && level.isEmpty())
            level = QString::fromStdString(p.level);
    }
    const QString who = people > 1 ? tr("%1 players at this computer").arg(people) : tr("you against %1 AI players").arg(level);
    const QDateTime savedAt = QDateTime::fromString(QString::fromStdString(offer.save.savedAt), Qt::ISODate);
    m_savedMatch = tr("Game %1 of the match (seed %2), %3; %4 moves made%5.")
                       .arg(offer.match->gamesPlayed() + 1)
                       .arg(offer.save.seed)
                       .arg(who)
                       .arg(actionCount(offer.current->record()))
                       .arg(offer.current->over() ? tr(", the game has ended") : QString());
    if (savedAt.isValid())
        m_savedMatch += QLatin1Char(' ') + tr("Last saved %1.").arg(QLocale().toString(savedAt.toLocalTime(), QLocale::ShortFormat));
    emit saveChanged();
    return true;
}

bool AmericanSession::resumeSaved()
{
    if (!m_offer && !checkSave())
        return false;
    std::unique_ptr<mj::ResumedVariantMatch> resumed = std::move(m_offer);
    m_savedMatch.clear();
    m_pace.stop();
    m_clock.stop();
    const bool wasActive = active();
    int persons = 0;
    for (const mj::SeatPlayer& p : resumed->save.players)
        persons += p.person ? 1 : 0;
    seatSavedPersons(persons);
    for (const mj::SeatPlayer& p : resumed->save.players)
        if (!p.person) {
            setLevel(QString::fromStdString(p.level));
            break;
        }
    m_matchSeed = resumed->save.seed;
    m_finished = std::move(resumed->save.finished);
    // The engine's session where the match was: its agents made for the game in play and
    // caught up with it. A game that had ended is posted to the match by advance() below,
    // as when it ended.
    m_session = std::make_unique<mj::Session>(*resumed->variant, std::move(resumed->match), std::move(resumed->current),
                                              mj::seatPlayers(resumed->save), kBotSalt);
    if (const auto& caught = m_session->caughtUp(); !caught)
        qWarning("mahjongero: the saved American game does not replay for the AI players (%s); they play on from here",
                 caught.error().c_str());
    else if (*caught > 0)
        qWarning("mahjongero: the AI players would have played %d of the saved moves differently; they play on from here",
                 *caught);
    // The save stays as it was (its time included) until the game moves on.
    m_ownsSave = true;
    m_savedEvents = m_session->game().record().events.size();
    m_savedGames = gamesPlayed();
    // The table shows the game as it stands, without playing its setup again.
    m_selected.clear();
    m_refusal.clear();
    m_tiles->loadRecord(m_session->game().record());
    m_tiles->setHandSeat(handShown() ? you() : -1);
    resumeAfterSetup();
    m_status = tr("Game %1 resumed where it was saved.").arg(gamesPlayed() + 1);
    m_session->advance();
    // A game saved ended is posted to the match again, as it was when saved: nothing new to
    // write. AI players who moved on are (settle() saves their moves).
    if (m_session->game().record().events.size() == m_savedEvents)
        m_savedGames = gamesPlayed();
    settle();
    if (!wasActive)
        emit activeChanged();
    emit saveChanged();
    return true;
}

void AmericanSession::saveAndLeave()
{
    writeSave();
    // The save is an offer now (the start screen's Continue), no longer the match in play:
    // a new match keeps it aside rather than overwrite it.
    stop();
    m_ownsSave = false;
    if (m_autosave)
        checkSave();
}

void AmericanSession::endMatch()
{
    removeSave();
    stop();
    m_offer.reset();
    m_savedMatch.clear();
    emit saveChanged();
}
