// What the game session says (game_session.h), in the user's language: the caption, each
// action's label, the hint, the calls announced and the payments described as the table
// shows them, every seat's balance, the end of a game in a line and in full, the rules card.
#include "play/game_session.h"

#include "play/rules_card.h"

#include "variants/filipino/advice/hints.h"
#include "variants/filipino/ritual/reason_messages.h"
#include "variants/filipino/game/seat_view.h"
#include "variants/filipino/rules/ruleset_json.h"
#include "text/message_text.h"

#include <map>

namespace {

// A reason the family wrote as English (a score's line, a win's form, a double), in the
// player's language (variants/filipino/ritual/reason_messages.h).
QString reasonText(const std::string& recorded) { return messageText(mj::reasonMessage(recorded)); }

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


QVariantMap GameSession::rulesCardFor(const QString& ruleset) const
{
    const auto rules = mj::loadRuleset(ruleset.trimmed().toStdString());
    if (!rules)
        return {{QStringLiteral("ok"), false}, {QStringLiteral("text"), QString::fromStdString(rules.error())}};
    return {{QStringLiteral("ok"), true}, {QStringLiteral("text"), rulesCardText(*rules)}};
}


QString GameSession::captionText() const
{
    const QString rules = QString::fromStdString(gameNow()->rules().name);
    const int game = match()->gamesPlayed() + (gamePosted() ? 0 : 1);
    return hotSeat()
               ? tr("Game %1 (%2 rules): %3 players at one computer").arg(game).arg(rules).arg(m_players.count(kHuman))
               : tr("Game %1 (%2 rules): you are seat %3").arg(game).arg(rules).arg(human().index());
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
    const mj::Hint h = mj::hintFor(seatView(human()), gameNow()->rules());
    QString text = h.shanten < 0  ? tr("Your hand is complete.")
                   : h.shanten == 0 ? tr("You are ready.")
                                    : tr("%1 from ready.").arg(h.shanten);
    // The tiles go after the words as pictures (hintTiles), not as notation (found when
    // tried, 9). A suggested discard names its tile in its sentence (the bar draws it), and
    // the waits it leaves; when it leaves the hand short of ready, the tiles that help
    // follow as pictures. A list longer than a glance (most kinds help a far hand) is
    // told by its number only.
    m_hintTiles.clear();
    m_hintTilesTitle.clear();
    const bool suggestion = h.reason.id != mj::MessageId::Empty;
    if (suggestion)
        text += QLatin1Char(' ') + tr("Suggestion: %1.").arg(messageText(h.reason));
    const bool tilesInSentence = h.reason.id == mj::MessageId::HintReady;
    constexpr std::size_t kGlance = 12;
    if (!tilesInSentence && !h.tiles.empty()) {
        const bool ready = suggestion ? false : h.shanten == 0;
        if (h.tiles.size() <= kGlance) {
            for (const auto& t : h.tiles)
                m_hintTiles.append(QVariantMap{{QStringLiteral("kind"), kindText(t.kind)}, {QStringLiteral("left"), t.unseen}});
            m_hintTilesTitle = ready ? tr("Waiting on:") : tr("Useful:");
        } else if (!suggestion) {
            m_hintTilesTitle = tr("%n kinds of tile help.", nullptr, int(h.tiles.size()));
        }
    }
    // Whether to claim the discard offered, in the strong AI's view, first (found when
    // tried, 7).
    if (h.claim)
        text = (h.claim->type == mj::ActionType::Pass ? tr("The strong AI would pass.")
                                                      : tr("The strong AI would claim it: %1.").arg(label(*h.claim))) +
               QLatin1Char(' ') + text;
    return text;
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
    static const char* const winds[] = {"East", "South", "West", "North"};
    if (seat < 0 || seat >= seatCount())
        return {};
    if (!gameNow())
        return tr("Seat %1").arg(seat);
    // The máno sits East; the winds follow the turn order.
    const int wind = (seat - gameNow()->mano().index() + seatCount()) % seatCount();
    return tr("Seat %1 (%2)").arg(seat).arg(tr(winds[wind]));
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
    m_announcement = who(action->action.seat) + QStringLiteral(": ") + QString::fromUtf8(call->second);
    emit announced();
}

bool GameSession::isClaim(mj::ActionType type)
{
    return type == mj::ActionType::Chow || type == mj::ActionType::Pung || type == mj::ActionType::Kang ||
           type == mj::ActionType::ClaimBeauty || type == mj::ActionType::ClaimNews;
}

QString GameSession::callName(mj::ActionType type)
{
    switch (type) {
    case mj::ActionType::Chow: return tr("chow");
    case mj::ActionType::Pung: return tr("pung");
    case mj::ActionType::Kang: return tr("kang");
    case mj::ActionType::ClaimBeauty: return tr("beauty");
    case mj::ActionType::ClaimNews: return tr("NEWS");
    default: return tr("claim");
    }
}

// What a set laid off a discard is, by its tiles: three alike a pung, four a kang, a run a
// chow, else the honours' set.
QString GameSession::meldName(const mj::MeldEvent& meld) const
{
    const auto& set = gameNow()->table().tileSet();
    const int count = static_cast<int>(meld.tiles.size()) + 1;
    const auto first = set.kindOf(meld.tiles.front());
    const bool alike = std::all_of(meld.tiles.begin(), meld.tiles.end(), [&](mj::TileId t) { return set.kindOf(t) == first; });
    if (alike)
        return count >= 4 ? tr("kang") : tr("pung");
    return count == 3 ? tr("chow") : tr("set");
}

// "Kang: Seat 2 gets 1 from each" when every other seat pays the same, else each amount.
void GameSession::describePayment(const mj::PaymentEvent& payment)
{
    QStringList gets, pays;
    std::optional<int> each;
    bool even = true;
    for (int s = 0; s < payment.seats.count(); ++s) {
        const int q = payment.seats[static_cast<std::size_t>(s)];
        if (q > 0) {
            gets << tr("%1 gets %2").arg(payee(mj::Seat::of(s)), payouts(q));
        } else if (q < 0) {
            pays << tr("%1 pays %2").arg(payee(mj::Seat::of(s)), payouts(-q));
            even = even && (!each || *each == -q);
            each = -q;
        }
    }
    QString text = messageText(mj::reasonMessage(payment.reason)) + QStringLiteral(": ");
    if (gets.size() == 1 && even && pays.size() == payment.seats.count() - 1)
        text += tr("%1 (%2 from each)").arg(gets.front(), payouts(*each));
    else
        text += (gets + pays).join(QStringLiteral(", "));
    m_paymentNote = text;
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
    if (!over())
        return {};
    QVariantList seats;
    for (int q : gameNow()->balance())
        seats.append(signedPayouts(q));
    QVariantMap out{{QStringLiteral("seats"), seats}};
    const auto winner = gameNow()->winner();
    out[QStringLiteral("winner")] = winner ? winner->index() : -1;
    if (!winner) {
        out[QStringLiteral("title")] = tr("No winner: the wall is used up.");
        return out;
    }
    const mj::WinScore& win = *gameNow()->win();
    out[QStringLiteral("title")] = tr("%1 wins: %2, %3")
                                       .arg(seatName(winner->index()))
                                       .arg(reasonText(mj::winFormName(win.form)))
                                       .arg(gameNow()->winSource() == mj::WinSource::Discard ? tr("off a discard")
                                                                                          : tr("búnot"));
    out[QStringLiteral("reading")] = QString::fromStdString(win.readingText);
    // The winning hand as pictures: each exposed set, then the concealed tiles in order.
    const mj::Table& table = gameNow()->table();
    const auto kinds = [&table](const std::vector<mj::TileId>& tiles) {
        QStringList out;
        for (mj::TileId t : tiles)
            out << QString::fromStdString(table.tileSet().kindOf(t).notation());
        return out;
    };
    const auto inOrder = [&table](std::vector<mj::TileId> tiles) {
        std::sort(tiles.begin(), tiles.end(), [&table](mj::TileId a, mj::TileId b) {
            return table.tileSet().kindOf(a).index() < table.tileSet().kindOf(b).index();
        });
        return tiles;
    };
    QVariantList groups;
    for (const auto& set : table.exposed(*winner))
        groups.append(kinds(inOrder(set)));
    groups.append(kinds(inOrder(table.hand(*winner))));
    out[QStringLiteral("groups")] = groups;
    QStringList lines;
    for (const auto& line : win.lines)
        lines << QStringLiteral("%1  %2").arg(reasonText(line.reason), payouts(line.quarters));
    out[QStringLiteral("lines")] = lines;
    QStringList multipliers;
    for (const auto& m : win.multipliers)
        multipliers << reasonText(m);
    out[QStringLiteral("multipliers")] = multipliers.join(QStringLiteral("; "));
    return out;
}

// One row per game (the match's opening shares as "Start"): what each seat gained in it,
