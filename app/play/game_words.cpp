// The words of a game at the table (game_words.h), shared by the local and the networked session.
#include "play/game_words.h"

#include "play/ledger_model.h"

#include "text/message_text.h"
#include "variants/filipino/ritual/reason_messages.h"

#include <QCoreApplication>

#include <algorithm>
#include <map>
#include <optional>

namespace mjui {

namespace {

// Translated in the context the words had when they were the game session's own.
QString tr(const char* text) { return QCoreApplication::translate("GameSession", text); }

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

QString actionLabel(const mj::Action& a)
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
    default: break; // other variants' actions (solitaire, American) have their own words
    }
    return {};
}

QString callWord(mj::ActionType type)
{
    static const std::map<mj::ActionType, const char*> calls{
        {mj::ActionType::Chow, "Chow!"},       {mj::ActionType::Pung, "Pung!"},
        {mj::ActionType::Kang, "Kang!"},       {mj::ActionType::ClaimWin, "Tódas!"},
        {mj::ActionType::Win, "Búnot!"},       {mj::ActionType::Secret, "Secret!"},
        {mj::ActionType::Sagasa, "Sagása!"},   {mj::ActionType::Beauty, "Beauty!"},
        {mj::ActionType::News, "NEWS!"},       {mj::ActionType::ClaimBeauty, "Beauty!"},
        {mj::ActionType::ClaimNews, "NEWS!"},
    };
    const auto call = calls.find(type);
    return call == calls.end() ? QString() : QString::fromUtf8(call->second);
}

bool isClaim(mj::ActionType type)
{
    return type == mj::ActionType::Chow || type == mj::ActionType::Pung || type == mj::ActionType::Kang ||
           type == mj::ActionType::ClaimBeauty || type == mj::ActionType::ClaimNews;
}

QString callName(mj::ActionType type)
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
QString meldName(const mj::MeldEvent& meld, const mj::TileSet& set)
{
    const int count = static_cast<int>(meld.tiles.size()) + 1;
    const auto first = set.kindOf(meld.tiles.front());
    const bool alike = std::all_of(meld.tiles.begin(), meld.tiles.end(), [&](mj::TileId t) { return set.kindOf(t) == first; });
    if (alike)
        return count >= 4 ? tr("kang") : tr("pung");
    return count == 3 ? tr("chow") : tr("set");
}

// "Kang: Seat 2 gets 1 from each" when every other seat pays the same, else each amount.
QString paymentText(const mj::PaymentEvent& payment, const std::function<QString(mj::Seat)>& payee)
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
    // What was paid for, without the "for seat 3" of the record's reason: the payee is named
    // next ("Secret: Seat 3 gets 1½", not "secret for seat 3: Seat 3 gets 1½").
    mj::Message reason = mj::reasonMessage(payment.reason);
    if (reason.id == mj::MessageId::PaidFor && !reason.args.empty()
        && reason.args.front().kind == mj::MessageArg::Kind::Nested)
        reason = mj::Message(reason.args.front().nested.front());
    QString text = messageText(reason);
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    text += QStringLiteral(": ");
    if (gets.size() == 1 && even && pays.size() == payment.seats.count() - 1)
        text += tr("%1 (%2 from each)").arg(gets.front(), payouts(*each));
    else
        text += (gets + pays).join(QStringLiteral(", "));
    return text;
}

QVariantMap endSummaryOf(const mj::Game& game, const std::function<QString(int)>& seatName)
{
    if (!game.over())
        return {};
    QVariantList seats;
    for (int q : game.balance())
        seats.append(signedPayouts(q));
    QVariantMap out{{QStringLiteral("seats"), seats}};
    const auto winner = game.winner();
    out[QStringLiteral("winner")] = winner ? winner->index() : -1;
    if (!winner) {
        out[QStringLiteral("title")] = tr("No winner: the wall is used up.");
        return out;
    }
    const mj::WinScore& win = *game.win();
    out[QStringLiteral("title")] = tr("%1 wins: %2, %3")
                                       .arg(seatName(winner->index()))
                                       .arg(reasonText(mj::winFormName(win.form)))
                                       .arg(game.winSource() == mj::WinSource::Discard ? tr("off a discard")
                                                                                          : tr("búnot"));
    out[QStringLiteral("reading")] = QString::fromStdString(win.readingText);
    // The winning hand as pictures: each exposed set, then the concealed tiles in order.
    const mj::Table& table = game.table();
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
    std::vector<std::vector<mj::TileId>> laid;
    for (const auto& set : table.exposed(*winner))
        laid.push_back(inOrder(set));
    laid.push_back(inOrder(table.hand(*winner)));
    for (const auto& group : laid)
        groups.append(kinds(group));
    out[QStringLiteral("groups")] = groups;
    // Where the winning tile is among them ([group, place]), so the card can frame it.
    for (std::size_t g = 0; g < laid.size(); ++g)
        if (const auto at = std::find(laid[g].begin(), laid[g].end(), game.winningTile()); at != laid[g].end())
            out[QStringLiteral("winningAt")] = QVariantList{static_cast<int>(g), static_cast<int>(at - laid[g].begin())};
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

QString seatWithWind(int seat, int mano, int seats)
{
    static const char* const winds[] = {"East", "South", "West", "North"};
    const int wind = ((seat - mano) % seats + seats) % seats;
    return QCoreApplication::translate("GameSession", "Seat %1 (%2)").arg(seat).arg(wind < 4 ? tr(winds[wind]) : QString());
}

HintWords hintWords(const mj::Hint& h)
{
    HintWords out;
    QString text = h.shanten < 0  ? tr("Your hand is complete.")
                   : h.shanten == 0 ? tr("You are ready.")
                                    : tr("%1 from ready.").arg(h.shanten);
    // The tiles go after the words as pictures (hintTiles), not as notation (found when
    // tried, 9). A suggested discard names its tile in its sentence (the bar draws it), and
    // the waits it leaves; when it leaves the hand short of ready, the tiles that help
    // follow as pictures. A list longer than a glance (most kinds help a far hand) is
    // told by its number only.
        const bool suggestion = h.reason.id != mj::MessageId::Empty;
    if (suggestion)
        text += QLatin1Char(' ') + tr("Suggestion: %1.").arg(messageText(h.reason));
    const bool tilesInSentence = h.reason.id == mj::MessageId::HintReady;
    constexpr std::size_t kGlance = 12;
    if (!tilesInSentence && !h.tiles.empty()) {
        const bool ready = suggestion ? false : h.shanten == 0;
        if (h.tiles.size() <= kGlance) {
            for (const auto& t : h.tiles)
                out.tiles.append(QVariantMap{{QStringLiteral("kind"), kindText(t.kind)}, {QStringLiteral("left"), t.unseen}});
            out.tilesTitle = ready ? tr("Waiting on:") : tr("Useful:");
        } else if (!suggestion) {
            out.tilesTitle = QCoreApplication::translate("GameSession", "%n kinds of tile help.", nullptr, int(h.tiles.size()));
        }
    }
    // Whether to claim the discard offered, in the strong AI's view, first (found when
    // tried, 7).
    if (h.claim)
        text = (h.claim->type == mj::ActionType::Pass ? tr("The strong AI would pass.")
                                                      : tr("The strong AI would claim it: %1.").arg(actionLabel(*h.claim))) +
               QLatin1Char(' ') + text;
    out.text = text;
    return out;
}

} // namespace mjui
