// What the game session says (game_session.h), in the user's language: the caption, each
// action's label, the hint, the calls announced and the payments described as the table
// shows them, every seat's balance, the end of a game in a line and in full, the rules card.
#include "play/game_session.h"

#include "play/game_words.h"
#include "play/rules_card.h"

#include "variants/filipino/advice/hints.h"
#include "variants/filipino/ritual/reason_messages.h"
#include "variants/filipino/game/seat_view.h"
#include "variants/filipino/rules/ruleset_json.h"
#include "text/message_text.h"
#include "text/ruleset_title.h"


namespace {

// A reason the family wrote as English (a score's line, a win's form, a double), in the
// player's language (variants/filipino/ritual/reason_messages.h).
QString reasonText(const std::string& recorded) { return messageText(mj::reasonMessage(recorded)); }


QString payouts(int quarters) { return QString::fromStdString(mj::formatPayouts(quarters)); }

} // namespace


QVariantMap GameSession::rulesCardFor(const QString& ruleset) const
{
    const auto rules = mj::loadRuleset(ruleset.trimmed().toStdString());
    if (!rules)
        return {{QStringLiteral("ok"), false}, {QStringLiteral("text"), QString::fromStdString(rules.error())}};
    return {{QStringLiteral("ok"), true}, {QStringLiteral("text"), rulesCardText(*rules)}};
}


QString GameSession::captionText() const
{
    const QString rules = rulesetTitle(QString::fromStdString(gameNow()->rules().name));
    const int game = match()->gamesPlayed() + (gamePosted() ? 0 : 1);
    return hotSeat()
               ? tr("Game %1 (%2 rules): %3 players at one computer").arg(game).arg(rules).arg(m_players.count(kHuman))
               : tr("Game %1 (%2 rules): you are seat %3").arg(game).arg(rules).arg(human().index());
}


QString GameSession::label(const mj::Action& a) const { return mjui::actionLabel(a); }

QString GameSession::hint() const
{
    if (!yourMove())
        return {};
    // A game's record only grows, so its length and the seat name the state asked about.
    const std::pair<int, std::size_t> state{human().index(), gameNow()->record().events.size()};
    if (m_hintFor == state)
        return m_hintText;
    m_hintFor = state;
    m_hintText = hintText();
    ++m_hintsComputed;
    return m_hintText;
}

QVariantList GameSession::hintTiles() const
{
    hint(); // worked out with the hint, once a state
    return yourMove() ? m_hintTiles : QVariantList{};
}

QString GameSession::hintTilesTitle() const
{
    hint();
    return yourMove() ? m_hintTilesTitle : QString();
}

QString GameSession::hintText() const
{
    const mjui::HintWords words = mjui::hintWords(mj::hintFor(seatView(human()), gameNow()->rules()));
    m_hintTiles = words.tiles;
    m_hintTilesTitle = words.tilesTitle;
    return words.text;
}


QString GameSession::who(mj::Seat seat) const
{
    return seat == human() && !hotSeat() ? tr("You") : tr("Seat %1").arg(seat.index());
}

QString GameSession::payee(mj::Seat seat) const
{
    return seat == human() && !hotSeat() ? tr("Seat %1 (you)").arg(seat.index())
                                                            : tr("Seat %1").arg(seat.index());
}

QString GameSession::seatName(int seat) const
{
    if (seat < 0 || seat >= seatCount())
        return {};
    if (!gameNow())
        return tr("Seat %1").arg(seat);
    return mjui::seatWithWind(seat, gameNow()->mano().index(), seatCount());
}

// A call is announced when the table shows it: a claim, a declaration or a win. A claim of
// yours that another seat's higher claim beat is told when that seat lays its set (issue
// 14, found when tried, 7): "Your chow lost to Seat 2's pung".
void GameSession::announce(const mj::Event& shown)
{
    if (const auto* meld = std::get_if<mj::MeldEvent>(&shown); meld && meld->from) {
        if (m_yourClaim && meld->seat != human()) {
            m_announcement = tr("Your %1 lost to %2's %3")
                                 .arg(callName(*m_yourClaim), seatName(meld->seat.index()), meldName(*meld));
            emit announced();
        }
        m_yourClaim.reset();
        return;
    }
    if (std::holds_alternative<mj::DiscardEvent>(shown))
        m_yourClaim.reset();
    const auto* action = std::get_if<mj::ActionEvent>(&shown);
    if (!action)
        return;
    if (action->action.seat == human() && !hotSeat() && isClaim(action->action.type))
        m_yourClaim = action->action.type;
    const QString call = mjui::callWord(action->action.type);
    if (call.isEmpty())
        return;
    m_announcement = who(action->action.seat) + QStringLiteral(": ") + call;
    emit announced();
}

bool GameSession::isClaim(mj::ActionType type) { return mjui::isClaim(type); }

QString GameSession::callName(mj::ActionType type) { return mjui::callName(type); }

QString GameSession::meldName(const mj::MeldEvent& meld) const { return mjui::meldName(meld, gameNow()->table().tileSet()); }

void GameSession::describePayment(const mj::PaymentEvent& payment)
{
    m_paymentNote = mjui::paymentText(payment, [this](mj::Seat seat) { return payee(seat); });
    emit paid();
}

QVariantList GameSession::balances() const
{
    QVariantList out;
    if (!gameNow() || !m_model)
        return out;
    mj::PerSeat<int> shown = m_balancesAtStart;
    const auto& events = m_model->record().events;
    for (int i = 0; i < m_model->step() && i < static_cast<int>(events.size()); ++i)
        if (const auto* p = std::get_if<mj::PaymentEvent>(&events[static_cast<std::size_t>(i)]))
            for (int s = 0; s < shown.count(); ++s)
                shown[static_cast<std::size_t>(s)] += p->seats[static_cast<std::size_t>(s)];
    for (int q : shown)
        out.append(q);
    return out;
}

QString GameSession::balanceLine() const
{
    const QVariantList shown = balances();
    QStringList seats;
    for (int s = 0; s < shown.size(); ++s) {
        const bool you = s == human().index() && !hotSeat();
        seats << (you ? tr("Seat %1 (you): %2") : tr("Seat %1: %2")).arg(s).arg(signedPayouts(shown[s].toInt()));
    }
    return seats.join(QStringLiteral("  ·  "));
}

QString GameSession::rulesCard() const { return gameNow() ? rulesCardText(gameNow()->rules()) : QString(); }


QString GameSession::endText() const
{
    const int mine = gameNow()->balance()[static_cast<std::size_t>(human().index())];
    QString text;
    if (const auto winner = gameNow()->winner()) {
        const mj::WinScore& win = *gameNow()->win();
        QStringList lines;
        for (const auto& line : win.lines)
            lines << QStringLiteral("%1 %2").arg(reasonText(line.reason), payouts(line.quarters));
        const QString form = reasonText(mj::winFormName(win.form));
        text = *winner == human() && !hotSeat()
                   ? tr("You win: %1 (%2).").arg(form, lines.join(QStringLiteral(", ")))
                   : tr("Seat %1 wins: %2 (%3).").arg(winner->index()).arg(form, lines.join(QStringLiteral(", ")));
    } else {
        text = tr("No winner: the wall is used up.");
    }
    if (hotSeat())
        return text;
    return text + QLatin1Char(' ') + tr("Your balance this game: %1.").arg(payouts(mine));
}

QVariantMap GameSession::endSummary() const
{
    return over() ? mjui::endSummaryOf(*gameNow(), [this](int seat) { return seatName(seat); }) : QVariantMap{};
}

// One row per game (the match's opening shares as "Start"): what each seat gained in it,
