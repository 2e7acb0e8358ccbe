#include "game_session.h"

#include "ritual_player.h"
#include "table_model.h"

#include "game/hints.h"
#include "game/seat_view.h"
#include "rules/ruleset_json.h"

#include <algorithm>
#include <map>

namespace {

QString kindText(int kind) { return QString::fromStdString(mj::TileKind::fromIndex(kind).notation()); }

QString chowText(int first)
{
    const mj::TileKind k = mj::TileKind::fromIndex(first);
    return QStringLiteral("%1%2%3%4")
        .arg(k.rank())
        .arg(k.rank() + 1)
        .arg(k.rank() + 2)
        .arg(QChar::fromLatin1(mj::suitLetter(k.suit())));
}

QString payouts(int quarters) { return QString::fromStdString(mj::formatPayouts(quarters)); }

} // namespace

GameSession::GameSession(QObject* parent) : QObject(parent)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &GameSession::showNext);
}

void GameSession::setModel(TableModel* model)
{
    if (model == m_model)
        return;
    m_model = model;
    emit modelChanged();
}

void GameSession::setSpeed(double speed)
{
    speed = std::clamp(speed, 0.25, 1000.0);
    if (speed == m_speed)
        return;
    m_speed = speed;
    emit changed();
}

bool GameSession::newGame(const QString& ruleset)
{
    if (!m_model)
        return false;
    const auto rules = mj::loadRuleset(ruleset.toStdString());
    if (!rules) {
        m_prompt = QString::fromStdString(rules.error());
        emit changed();
        return false;
    }
    setAsideForeignSave();
    m_match = std::make_unique<mj::Match>(m_model->seed().toULongLong(), *rules);
    m_finished.clear();
    startGame();
    return true;
}

bool GameSession::newMatch(const QString& ruleset, const QStringList& players)
{
    if (players.size() != mj::Seat::count || !std::all_of(players.begin(), players.end(), mjui::isPlayerKind)) {
        m_prompt = tr("Each of the 4 seats needs a player: human, easy or normal.");
        emit changed();
        return false;
    }
    m_players = players;
    return newGame(ruleset);
}

void GameSession::startGame()
{
    m_game = std::make_unique<mj::Game>(m_match->nextGame());
    m_recordKept = false;
    makeBots();
    m_model->loadRecord(m_game->record());
    m_model->setCaption(captionText());
    letBotsPlay();
}

void GameSession::makeBots()
{
    const std::uint64_t seed = m_game->record().header.seed;
    for (int s = 0; s < mj::Seat::count; ++s) {
        auto& bot = m_bots[static_cast<std::size_t>(s)];
        bot.reset();
        if (mj::Seat::of(s) != m_human)
            bot.emplace(seed ^ (0xB07ULL + static_cast<std::uint64_t>(s)));
    }
}

QString GameSession::captionText() const
{
    return tr("Game %1 (%2 rules): you are seat %3")
        .arg(m_match->gamesPlayed() + 1)
        .arg(QString::fromStdString(m_game->rules().name))
        .arg(m_human.index());
}

bool GameSession::yourMove() const
{
    return m_game && !m_legal.empty() && m_model && m_model->step() == m_model->stepCount();
}

bool GameSession::over() const { return m_game && m_game->over(); }

QVariantList GameSession::yourHand() const
{
    QVariantList out;
    if (m_game)
        for (mj::TileId tile : m_game->table().hand(m_human))
            out.append(int(tile.value));
    return out;
}

QVariantList GameSession::actions() const
{
    QVariantList out;
    if (!yourMove())
        return out;
    for (std::size_t i = 0; i < m_legal.size(); ++i)
        if (m_legal[i].type != mj::ActionType::Discard)
            out.append(QVariantMap{{QStringLiteral("label"), label(m_legal[i])}, {QStringLiteral("index"), int(i)}});
    return out;
}

QString GameSession::label(const mj::Action& a) const
{
    switch (a.type) {
    case mj::ActionType::Draw: return tr("Draw");
    case mj::ActionType::Discard: return tr("Discard");
    case mj::ActionType::Win: return tr("Búnot! (win)");
    case mj::ActionType::Secret: return tr("Secret %1").arg(kindText(a.kind));
    case mj::ActionType::Sagasa: return tr("Sagása");
    case mj::ActionType::Beauty: return tr("Beauty");
    case mj::ActionType::News: return tr("NEWS");
    case mj::ActionType::Pass: return tr("Pass");
    case mj::ActionType::Chow: return tr("Chow %1").arg(chowText(a.kind));
    case mj::ActionType::Pung: return tr("Pung %1").arg(kindText(a.kind));
    case mj::ActionType::Kang: return tr("Kang %1").arg(kindText(a.kind));
    case mj::ActionType::ClaimWin: return tr("Tódas! (win)");
    case mj::ActionType::ClaimBeauty: return tr("Beauty (claim)");
    case mj::ActionType::ClaimNews: return tr("NEWS (claim)");
    }
    return {};
}

QString GameSession::hint() const
{
    if (!yourMove())
        return {};
    const mj::Hint h = mj::hintFor(mj::viewFor(*m_game, m_human), m_game->rules());
    QString text = h.shanten < 0  ? tr("Your hand is complete.")
                   : h.shanten == 0 ? tr("You are ready.")
                                    : tr("%1 from ready.").arg(h.shanten);
    if (!h.reason.empty())
        text += QLatin1Char(' ') + tr("Suggestion: %1.").arg(QString::fromStdString(h.reason));
    else if (!h.tiles.empty()) {
        QStringList tiles;
        for (const auto& t : h.tiles)
            tiles << QStringLiteral("%1 (%2 left)").arg(kindText(t.kind)).arg(t.unseen);
        text += QLatin1Char(' ') + (h.shanten == 0 ? tr("Waiting on %1.") : tr("Useful: %1.")).arg(tiles.join(QStringLiteral(", ")));
    }
    return text;
}

bool GameSession::act(int index)
{
    if (!yourMove() || index < 0 || index >= static_cast<int>(m_legal.size()))
        return false;
    return perform(m_legal[static_cast<std::size_t>(index)]);
}

bool GameSession::discardTile(int tileId)
{
    if (!m_game)
        return false;
    for (const mj::Action& a : m_legal)
        if (a.type == mj::ActionType::Discard && a.tile == tileId && yourMove())
            return perform(a);
    // Not a legal discard now: say why, in the engine's words (asking changes nothing).
    const mj::Action discard{m_human, mj::ActionType::Discard, tileId};
    const bool legalLater = std::find(m_legal.begin(), m_legal.end(), discard) != m_legal.end();
    m_prompt = legalLater ? tr("Wait a moment: the table is still catching up.")
                          : tr("Not now: %1.").arg(QString::fromStdString(m_game->refusalOf(discard)));
    emit changed();
    return false;
}

bool GameSession::perform(const mj::Action& action)
{
    const mj::Status s = m_game->act(action);
    if (!s) {
        m_prompt = tr("Not now: %1.").arg(QString::fromStdString(s.error()));
        emit changed();
        return false;
    }
    letBotsPlay();
    return true;
}

// The bots play until you have something to do or the game is over; then the table shows
// what happened, event by event.
void GameSession::letBotsPlay()
{
    // While you have nothing to do, the seat to act is never yours.
    while (!m_game->over() && m_game->legalActions(m_human).empty()) {
        const mj::Seat seat = m_game->seatToAct();
        auto& bot = m_bots[static_cast<std::size_t>(seat.index())];
        m_game->act(bot->choose(mj::viewFor(*m_game, seat), m_game->rules()));
    }
    m_legal = m_game->over() ? std::vector<mj::Action>{} : m_game->legalActions(m_human);
    m_model->extendRecord(m_game->record());
    if (m_game->over())
        keepFinishedRecord();
    saveMatch();
    refresh();
    m_timer.start(0);
}

void GameSession::showNext()
{
    if (const int wait = RitualPlayer::showNextEvent(*m_model, m_speed); wait >= 0) {
        announce(m_model->record().events[static_cast<std::size_t>(m_model->step() - 1)]);
        m_timer.start(wait);
        if (m_model->step() == m_model->stepCount())
            refresh();
        return;
    }
    refresh();
}

void GameSession::stop()
{
    if (!m_game)
        return;
    m_timer.stop();
    removeSave();
    m_game.reset();
    m_match.reset();
    m_legal.clear();
    if (m_model)
        m_model->showRitual();
    refresh();
}

// A call is announced when the table shows it: a claim, a declaration or a win.
void GameSession::announce(const mj::Event& shown)
{
    const auto* action = std::get_if<mj::ActionEvent>(&shown);
    if (!action)
        return;
    static const std::map<mj::ActionType, const char*> calls{
        {mj::ActionType::Chow, "Chow!"},       {mj::ActionType::Pung, "Pung!"},
        {mj::ActionType::Kang, "Kang!"},       {mj::ActionType::ClaimWin, "Tódas!"},
        {mj::ActionType::Win, "Búnot!"},       {mj::ActionType::Secret, "Secret!"},
        {mj::ActionType::Sagasa, "Sagása!"},   {mj::ActionType::Beauty, "Beauty!"},
        {mj::ActionType::News, "NEWS!"},       {mj::ActionType::ClaimBeauty, "Beauty!"},
        {mj::ActionType::ClaimNews, "NEWS!"},
    };
    const auto call = calls.find(action->action.type);
    if (call == calls.end())
        return;
    const mj::Seat seat = action->action.seat;
    m_announcement = (seat == m_human ? tr("You") : tr("Seat %1").arg(seat.index())) + QStringLiteral(": ") +
                     QString::fromUtf8(call->second);
    emit announced();
}

QString GameSession::rulesCard() const
{
    if (!m_game)
        return {};
    const nlohmann::json rules = mj::rulesetToJson(m_game->rules());
    QStringList lines;
    for (const auto& [key, value] : rules.items()) {
        if (value.is_object()) {
            lines << QStringLiteral("%1:").arg(QString::fromStdString(key));
            for (const auto& [payout, quarters] : value.items())
                lines << QStringLiteral("    %1 %2").arg(QString::fromStdString(payout), payouts(quarters.get<int>()));
        } else if (key == "pot_start" || key == "pot_add" || key == "jai_alai_share") {
            lines << QStringLiteral("%1: %2").arg(QString::fromStdString(key), payouts(value.get<int>()));
        } else {
            lines << QStringLiteral("%1: %2").arg(QString::fromStdString(key),
                                                 QString::fromStdString(value.is_string() ? value.get<std::string>()
                                                                                          : value.dump()));
        }
    }
    return lines.join(QLatin1Char('\n'));
}

void GameSession::catchUp()
{
    m_timer.stop();
    if (m_model)
        m_model->goToStep(m_model->stepCount());
    refresh();
}

void GameSession::nextGame()
{
    if (!over())
        return;
    m_match->finishGame(*m_game);
    m_finished.push_back(m_game->record());
    startGame();
}

void GameSession::refresh()
{
    if (!m_game) {
        m_prompt.clear();
    } else if (m_game->over()) {
        m_prompt = endText();
    } else if (!yourMove()) {
        m_prompt = tr("The others are playing…");
    } else if (m_game->phase() == mj::Phase::Claims) {
        const auto discard = *m_game->pendingDiscard();
        m_prompt = tr("Seat %1 discards %2: claim it or pass.")
                       .arg(m_game->turn().index())
                       .arg(QString::fromStdString(m_game->table().tileSet().kindOf(discard).notation()));
    } else if (m_game->phase() == mj::Phase::Draw) {
        m_prompt = tr("Your turn: draw a tile.");
    } else {
        m_prompt = tr("Your turn: tap a tile in your hand to discard it.");
    }
    emit changed();
}

QString GameSession::endText() const
{
    const int mine = m_game->balance()[static_cast<std::size_t>(m_human.index())];
    QString text;
    if (const auto winner = m_game->winner()) {
        const mj::WinScore& win = *m_game->win();
        QStringList lines;
        for (const auto& line : win.lines)
            lines << QStringLiteral("%1 %2").arg(QString::fromStdString(line.reason), payouts(line.quarters));
        text = (*winner == m_human ? tr("You win: %1 (%2).") : tr("Seat %3 wins: %1 (%2)."))
                   .arg(QString::fromStdString(mj::winFormName(win.form)), lines.join(QStringLiteral(", ")))
                   .arg(winner->index());
    } else {
        text = tr("No winner: the wall is used up.");
    }
    return text + QLatin1Char(' ') + tr("Your balance this game: %1.").arg(payouts(mine));
}
