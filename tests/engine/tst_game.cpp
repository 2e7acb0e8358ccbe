// Scenario tests for the game engine (engine/variants/filipino/game/; issue 4): one stacked deal per row,
// written in the tile notation, played by a script of actions and checks. Every rule and
// payout of RULINGS.md "Play (Filipino)", "Winning hands", "Payouts" and "Visayan" has rows:
// draws and flowers, the claim window and its priorities, kang/secret/sagása with their
// gifts, tódas and búnot in every form, the house options, the doubles rule, Visayan beauty
// and NEWS, the joker and seed 003's pot; then the match (pot, jai alái, the máno's
// rotation), the no-winner end, refusals, and the record's round trip.
//
// A row's columns:
//   rules    "filipino" | "visayan" | "joker-pot", then switches: +speed +doubles +fours
//            +ambitions, "mano:N", "seed:N" | "seed:doubles" | "seed:nodoubles" (the first
//            seed whose break roll is / is not doubles), "joker:5p" (the at_break joker)
//   hands    "H0 | H1 | H2 | H3" in notation (the máno 17 tiles, the others 16). A trailing
//            "+" (or an empty hand) pads the hand with quiet suited tiles: never a kind the
//            script discards, never a kind of the draws or the flower wall, never the
//            seat's own kinds, never three alike, and for the right-hand neighbour of a
//            discarder never a kind that could chow with that discard.
//   draws    the draw wall's next tiles after the deal; flowers: the flower wall from its head
//   script   steps separated by ";":
//            "S:verb[:kind]"  seat S acts (draw, discard:6s, win, secret:5m, sagasa:6s, beauty,
//                             news, pass, chow:4s, pung:6s, kang:6s, claim_win, claim_beauty,
//                             claim_news); discard/sagasa take a tile of that kind from the hand
//            "!S:verb[:kind][~text]"  the action is refused: a non-empty reason (containing
//                             text), and nothing changes (events, phase, turn)
//            "passall"        every seat still asked passes
//            "key=value"      a check (see check() below)
#include "core/notation.h"
#include "variants/filipino/game/game.h"
#include "variants/filipino/game/game_replay.h"
#include "variants/filipino/game/match.h"
#include "variants/filipino/game/stacked_deal.h"
#include "qtest_printers.h"
#include "record/record_json.h"

#include <QtTest>

#include <algorithm>
#include <numeric>
#include <optional>
#include <set>
#include <sstream>

using namespace mj;

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

// The error of a result, or "" (QVERIFY2 evaluates its message either way).
template <typename T>
QString why(const Expected<T>& result)
{
    return result ? QString() : QString::fromStdString(result.error());
}

int kindIndex(const QString& notation)
{
    const auto kinds = parseKinds(notation.trimmed().toStdString());
    if (!kinds || kinds->size() != 1)
        qFatal("bad kind \"%s\"", qPrintable(notation));
    return kinds->front().index();
}

QString kindText(int index) { return q(TileKind::fromIndex(index).notation()); }

// ---- the row's rules ------------------------------------------------------------------------

struct Spec {
    Ruleset rules = Ruleset::filipino();
    Seat mano = Seat::of(0);
    QString seed = QStringLiteral("1");
    std::string joker;
};

Spec specFrom(const QString& text)
{
    Spec spec;
    const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const QString base = words.value(0);
    spec.rules = base == QLatin1String("visayan")     ? Ruleset::visayan()
                 : base == QLatin1String("joker-pot") ? Ruleset::jokerPot()
                                                       : Ruleset::filipino();
    for (const QString& w : words.mid(1)) {
        if (w == QLatin1String("+speed"))
            spec.rules.claimRule = ClaimRule::Speed;
        else if (w == QLatin1String("+doubles"))
            spec.rules.doubles = true;
        else if (w == QLatin1String("+fours"))
            spec.rules.fourAsTwoPairs = true;
        else if (w == QLatin1String("+ambitions"))
            spec.rules.otherAmbitions = true;
        else if (w.startsWith(QLatin1String("mano:")))
            spec.mano = Seat::of(w.mid(5).toInt());
        else if (w.startsWith(QLatin1String("seed:")))
            spec.seed = w.mid(5);
        else if (w.startsWith(QLatin1String("joker:")))
            spec.joker = w.mid(6).toStdString();
        else
            qFatal("bad rules word %s", qPrintable(w));
    }
    return spec;
}

// ---- padding the hands ------------------------------------------------------------------------

struct ScriptStep {
    bool refuse = false;
    QString want; // text the refusal must contain
    int seat = -1;
    QString verb;
    QString arg;
};

std::optional<ScriptStep> actionStep(QString token)
{
    ScriptStep step;
    if (token.startsWith(QLatin1Char('!'))) {
        step.refuse = true;
        token = token.mid(1);
    } else if (token.contains(QLatin1Char('='))) {
        return std::nullopt;
    }
    if (const int tilde = token.indexOf(QLatin1Char('~')); tilde >= 0) {
        step.want = token.mid(tilde + 1).trimmed();
        token = token.left(tilde);
    }
    const QStringList parts = token.trimmed().split(QLatin1Char(':'));
    if (parts.size() < 2 || parts[0].size() != 1 || !parts[0][0].isDigit())
        return std::nullopt;
    step.seat = parts[0].toInt();
    step.verb = parts[1].trimmed();
    step.arg = parts.value(2).trimmed();
    return step;
}

// The padding's order: ranks 1 4 7, then 2 5 8 of every suit (no three of these make a
// chow), and only then 3 6 9.
constexpr std::array<int, 27> kQuietOrder{0, 3, 6, 9, 12, 15, 18, 21, 24, 1, 4, 7, 10, 13, 16, 19, 22, 25,
                                          2, 5, 8, 11, 14, 17, 20, 23, 26};

std::array<std::string, Ruleset::kSeats> padHands(const QStringList& handTexts, const QString& draws, const QString& flowers,
                                              const Spec& spec, const QString& script)
{
    std::array<int, TileKind::count> used{};
    std::array<std::set<int>, Ruleset::kSeats> own;
    std::array<std::string, Ruleset::kSeats> hands;
    std::array<bool, Ruleset::kSeats> pad{};
    std::set<int> avoid;
    std::array<std::set<int>, Ruleset::kSeats> nearDiscard;
    auto kindsIn = [](const std::string& text) {
        const auto kinds = parseKinds(text);
        if (!kinds)
            qFatal("bad notation \"%s\": %s", text.c_str(), kinds.error().c_str());
        std::vector<int> out;
        for (TileKind k : *kinds)
            out.push_back(k.index());
        return out;
    };
    for (int s = 0; s < Ruleset::kSeats; ++s) {
        QString text = handTexts.value(s).trimmed();
        pad[static_cast<std::size_t>(s)] = text.isEmpty() || text.endsWith(QLatin1Char('+'));
        if (text.endsWith(QLatin1Char('+')))
            text.chop(1);
        hands[static_cast<std::size_t>(s)] = text.toStdString();
        for (int k : kindsIn(hands[static_cast<std::size_t>(s)])) {
            ++used[static_cast<std::size_t>(k)];
            own[static_cast<std::size_t>(s)].insert(k);
        }
    }
    for (const std::string& text : {draws.toStdString(), flowers.toStdString(), spec.joker})
        for (int k : kindsIn(text)) {
            ++used[static_cast<std::size_t>(k)];
            avoid.insert(k);
        }
    for (const QString& token : script.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const auto step = actionStep(token.trimmed());
        if (!step || step->verb != QLatin1String("discard"))
            continue;
        const int k = kindIndex(step->arg);
        avoid.insert(k);
        if (k < 27)
            for (int d = -2; d <= 2; ++d)
                if (k + d >= 0 && k + d < 27 && (k + d) / 9 == k / 9)
                    nearDiscard[static_cast<std::size_t>(Seat::of(step->seat).right(Ruleset::kSeats).index())].insert(k + d);
    }
    for (int s = 0; s < Ruleset::kSeats; ++s) {
        if (!pad[static_cast<std::size_t>(s)])
            continue;
        std::string& hand = hands[static_cast<std::size_t>(s)];
        const int size = Seat::of(s) == spec.mano ? 17 : 16;
        int missing = size - static_cast<int>(kindsIn(hand).size());
        std::array<int, 27> mine{};
        // pass 0: one of each quiet kind; 1: a second; 2: near a discard too; 3: a third.
        for (int pass = 0; pass < 4 && missing > 0; ++pass) {
            const int cap = pass == 3 ? 3 : pass == 0 ? 1 : 2;
            for (int i = 0; i < 27 && missing > 0; ++i) {
                const int k = kQuietOrder[static_cast<std::size_t>(i)];
                const auto uk = static_cast<std::size_t>(k);
                if (avoid.contains(k) || own[static_cast<std::size_t>(s)].contains(k) || used[uk] >= 4 || mine[uk] >= cap)
                    continue;
                if (pass < 2 && nearDiscard[static_cast<std::size_t>(s)].contains(k))
                    continue;
                ++used[uk];
                ++mine[uk];
                hand += TileKind::fromIndex(k).notation();
                --missing;
            }
        }
        if (missing > 0)
            qFatal("cannot pad the hand of seat %d", s);
    }
    return hands;
}

// ---- building the game ------------------------------------------------------------------------

std::optional<Game> scenario(const QString& rulesText, const QString& handsText, const QString& draws,
                             const QString& flowers, const QString& script = {})
{
    const Spec spec = specFrom(rulesText);
    const auto hands = padHands(handsText.split(QLatin1Char('|')), draws, flowers, spec, script);
    const StackedDeal deal{hands, draws.toStdString(), flowers.toStdString(), spec.joker};
    auto setupFor = [&](std::uint64_t seed) { return stackDeal(seed, spec.rules, spec.mano, deal); };
    if (spec.seed == QLatin1String("doubles") || spec.seed == QLatin1String("nodoubles")) {
        const bool wanted = spec.seed == QLatin1String("doubles");
        for (std::uint64_t seed = 1; seed < 1000; ++seed) {
            const auto setup = setupFor(seed);
            if (!setup)
                continue;
            Game game(*setup);
            if (game.breakDoubles() == wanted)
                return game;
        }
        qWarning("no seed gives the wanted break roll");
        return std::nullopt;
    }
    const auto setup = setupFor(spec.seed.toULongLong());
    if (!setup) {
        qWarning("stackDeal refused: %s", setup.error().c_str());
        return std::nullopt;
    }
    return Game(*setup);
}

// ---- reading the game ------------------------------------------------------------------------

QString actionName(const Game& game, const Action& a)
{
    QString name = q(actionTypeName(a.type));
    switch (a.type) {
    case ActionType::Secret:
    case ActionType::Chow:
    case ActionType::Pung:
    case ActionType::Kang: name += QLatin1Char(':') + kindText(a.kind); break;
    case ActionType::Sagasa:
        name += QLatin1Char(':') + q(game.table().tileSet().kindOf(TileId{static_cast<std::uint16_t>(a.tile)}).notation());
        break;
    default: break;
    }
    return name;
}

// The seat's legal actions by name, each once ("discard" stands for every discard), sorted.
QStringList legalNames(const Game& game, Seat seat)
{
    QStringList names;
    for (const Action& a : game.legalActions(seat))
        if (const QString n = actionName(game, a); !names.contains(n))
            names << n;
    names.sort();
    return names;
}

std::optional<TileId> tileInHand(const Game& game, Seat seat, int kind)
{
    const auto& hand = game.table().hand(seat);
    for (auto it = hand.rbegin(); it != hand.rend(); ++it)
        if (game.table().tileSet().kindOf(*it).index() == kind)
            return *it;
    return std::nullopt;
}

// Any tile of the kind that is not in the seat's hand (for refusals).
TileId tileElsewhere(const Game& game, Seat seat, int kind)
{
    const auto& hand = game.table().hand(seat);
    for (int id = 0; id < game.table().tileSet().size(); ++id) {
        const TileId tile{static_cast<std::uint16_t>(id)};
        if (game.table().tileSet().kindOf(tile).index() == kind && std::find(hand.begin(), hand.end(), tile) == hand.end())
            return tile;
    }
    return TileId{0};
}

Action discardKind(const Game& game, Seat seat, const QString& kind)
{
    const int k = kindIndex(kind);
    const auto tile = tileInHand(game, seat, k);
    return Action{seat, ActionType::Discard, (tile ? *tile : tileElsewhere(game, seat, k)).value};
}

QString tilesText(const Game& game, const std::vector<TileId>& tiles)
{
    return q(formatTiles(tiles, game.table().tileSet()));
}

QStringList paymentReasons(const Game& game)
{
    QStringList out;
    for (const Event& e : game.record().events)
        if (const auto* p = std::get_if<PaymentEvent>(&e))
            out << q(p->reason);
    return out;
}

template <typename T>
QString joined(const PerSeat<T>& values)
{
    QStringList out;
    for (const T& v : values)
        out << QString::number(v);
    return out.join(QLatin1Char(','));
}

// One "key=value" check; a key ending in a digit S is about seat S:
//   phase, turn, awaiting (seats asked, in turn order, "-" for none), legalS (the seat's legal
//   actions by name, "discard" once, any order), balance (quarters per seat), winner ("-"),
//   form, source, lines ("tódas 4,escaléra 4"), hasline/noline (a line, with or without its
//   amount), pays (WinScore::pays), pot (claimsPot 0/1), jokereye, jokerkind, breakdoubles,
//   exposedS ("666s 5555m"), facesS ("DUUD": face up/down of the exposed tiles), flowersS,
//   nflowersS, discardsS, hasS/lacksS (a kind in the hand), lastS (the hand's last tile),
//   countS (hand size), payments (the payment reasons, "no flowers" apart, joined by "/"),
//   noflowers (the seats paid no flowers, in order), paid ("REASON:a,b,c,d": the first
//   payment with that reason), end (the game's end reason).
void check(const Game& game, const QString& token)
{
    const int eq = token.indexOf(QLatin1Char('='));
    QString key = token.left(eq).trimmed();
    const QString want = token.mid(eq + 1).trimmed();
    Seat seat;
    if (key.size() > 1 && key.back().isDigit()) {
        seat = Seat::of(key.back().digitValue());
        key.chop(1);
    }
    const auto& table = game.table();
    const auto& hand = table.hand(seat);
    auto needWin = [&]() {
        if (!game.win())
            QTest::qFail(qPrintable(token + QLatin1String(": the game has no win")), __FILE__, __LINE__);
        return game.win().has_value();
    };
    QString got;
    if (key == QLatin1String("phase")) {
        got = q(phaseName(game.phase()));
    } else if (key == QLatin1String("turn")) {
        got = QString::number(game.turn().index());
    } else if (key == QLatin1String("awaiting")) {
        QStringList seats;
        for (Seat s : game.awaitingAnswers())
            seats << QString::number(s.index());
        got = seats.isEmpty() ? QStringLiteral("-") : seats.join(QLatin1Char(','));
    } else if (key == QLatin1String("legal")) {
        got = legalNames(game, seat).join(QLatin1Char(','));
        QStringList w = want.split(QLatin1Char(','), Qt::SkipEmptyParts);
        for (QString& x : w)
            x = x.trimmed();
        w.sort();
        QVERIFY2(got == w.join(QLatin1Char(',')), qPrintable(token + QLatin1String(" | got: ") + got));
        return;
    } else if (key == QLatin1String("balance")) {
        got = joined(game.balance());
    } else if (key == QLatin1String("winner")) {
        got = game.winner() ? QString::number(game.winner()->index()) : QStringLiteral("-");
    } else if (key == QLatin1String("form")) {
        if (!needWin())
            return;
        got = q(winFormName(game.win()->form));
    } else if (key == QLatin1String("source")) {
        if (!needWin())
            return;
        got = q(winSourceName(game.winSource()));
    } else if (key == QLatin1String("lines") || key == QLatin1String("hasline") || key == QLatin1String("noline")) {
        if (!needWin())
            return;
        QStringList lines;
        for (const PayLine& l : game.win()->lines)
            lines << q(l.reason) + QLatin1Char(' ') + QString::number(l.quarters);
        if (key == QLatin1String("lines")) {
            got = lines.join(QLatin1Char(','));
        } else {
            bool found = false;
            for (const QString& l : lines)
                found = found || l == want || l.section(QLatin1Char(' '), 0, -2) == want;
            QVERIFY2(found == (key == QLatin1String("hasline")), qPrintable(token + QLatin1String(" | lines: ") + lines.join(QLatin1Char(','))));
            return;
        }
    } else if (key == QLatin1String("pays")) {
        if (!needWin())
            return;
        got = joined(game.win()->pays);
    } else if (key == QLatin1String("pot")) {
        if (!needWin())
            return;
        got = game.win()->claimsPot ? QStringLiteral("1") : QStringLiteral("0");
    } else if (key == QLatin1String("jokereye")) {
        if (!needWin())
            return;
        got = game.win()->jokerEye ? QStringLiteral("1") : QStringLiteral("0");
    } else if (key == QLatin1String("exposed") || key == QLatin1String("faces")) {
        QStringList sets;
        for (const auto& set : table.exposed(seat)) {
            if (key == QLatin1String("exposed")) {
                sets << tilesText(game, set);
            } else {
                QString faces;
                for (TileId t : set)
                    faces += table.isFaceUp(t) ? QLatin1Char('U') : QLatin1Char('D');
                sets << faces;
            }
        }
        got = sets.join(QLatin1Char(' '));
    } else if (key == QLatin1String("discards")) {
        got = tilesText(game, table.discards(seat));
    } else if (key == QLatin1String("flowers")) {
        got = tilesText(game, table.flowers(seat));
    } else if (key == QLatin1String("nflowers")) {
        got = QString::number(table.flowers(seat).size());
    } else if (key == QLatin1String("has") || key == QLatin1String("lacks")) {
        const bool has = tileInHand(game, seat, kindIndex(want)).has_value();
        QVERIFY2(has == (key == QLatin1String("has")), qPrintable(token + QLatin1String(" | hand: ") + tilesText(game, hand)));
        return;
    } else if (key == QLatin1String("last")) {
        got = hand.empty() ? QString() : q(table.tileSet().kindOf(hand.back()).notation());
    } else if (key == QLatin1String("count")) {
        got = QString::number(hand.size());
    } else if (key == QLatin1String("payments")) {
        QStringList reasons;
        for (const QString& r : paymentReasons(game))
            if (!r.startsWith(QLatin1String("no flowers")))
                reasons << r;
        got = reasons.join(QLatin1Char('/'));
    } else if (key == QLatin1String("noflowers")) {
        QStringList seats;
        for (const QString& r : paymentReasons(game))
            if (r.startsWith(QLatin1String("no flowers for seat ")))
                seats << r.mid(20);
        got = seats.join(QLatin1Char(','));
    } else if (key == QLatin1String("paid")) {
        const QString reason = want.section(QLatin1Char(':'), 0, -2);
        got = QStringLiteral("(no payment \"%1\")").arg(reason);
        for (const Event& e : game.record().events)
            if (const auto* p = std::get_if<PaymentEvent>(&e); p && q(p->reason) == reason) {
                got = reason + QLatin1Char(':') + joined(p->seats);
                break;
            }
    } else if (key == QLatin1String("end")) {
        const auto* end = game.record().events.empty() ? nullptr : std::get_if<GameEndEvent>(&game.record().events.back());
        got = end ? q(end->reason) : QStringLiteral("(not over)");
    } else if (key == QLatin1String("breakdoubles")) {
        got = game.breakDoubles() ? QStringLiteral("1") : QStringLiteral("0");
    } else if (key == QLatin1String("jokerkind")) {
        got = game.jokerKind() ? kindText(*game.jokerKind()) : QStringLiteral("-");
    } else {
        QTest::qFail(qPrintable(QLatin1String("unknown check ") + token), __FILE__, __LINE__);
        return;
    }
    QVERIFY2(got == want, qPrintable(token + QLatin1String(" | got: ") + got));
}

std::optional<Action> actionFor(const Game& game, const ScriptStep& step)
{
    const auto type = parseActionType(step.verb.toStdString());
    if (!type)
        return std::nullopt;
    const Seat seat = Seat::of(step.seat);
    Action a{seat, *type};
    switch (*type) {
    case ActionType::Discard: return discardKind(game, seat, step.arg);
    case ActionType::Sagasa: {
        const int k = kindIndex(step.arg);
        const auto tile = tileInHand(game, seat, k);
        a.tile = (tile ? *tile : tileElsewhere(game, seat, k)).value;
        return a;
    }
    case ActionType::Secret:
    case ActionType::Chow:
    case ActionType::Pung:
    case ActionType::Kang: a.kind = kindIndex(step.arg); return a;
    default: return a;
    }
}

void runScript(Game& game, const QString& script)
{
    for (QString token : script.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        token = token.trimmed();
        if (token.isEmpty())
            continue;
        if (token == QLatin1String("passall")) {
            for (Seat s : game.awaitingAnswers()) {
                const Status st = game.act(Action{s, ActionType::Pass});
                QVERIFY2(st.ok(), qPrintable(token + QLatin1String(": ") + why(st)));
            }
            continue;
        }
        const auto step = actionStep(token);
        if (!step) {
            QVERIFY2(token.contains(QLatin1Char('=')), qPrintable(QLatin1String("bad step ") + token));
            check(game, token);
            if (QTest::currentTestFailed())
                return;
            continue;
        }
        const auto action = actionFor(game, *step);
        QVERIFY2(action.has_value(), qPrintable(QLatin1String("bad action ") + token));
        const std::size_t events = game.record().events.size();
        const Phase phase = game.phase();
        const Seat turn = game.turn();
        const Status st = game.act(*action);
        if (step->refuse) {
            QVERIFY2(!st.ok(), qPrintable(token + QLatin1String(": was accepted")));
            QVERIFY2(!st.error().empty(), qPrintable(token + QLatin1String(": refused without a reason")));
            QVERIFY2(step->want.isEmpty() || why(st).contains(step->want),
                     qPrintable(token + QLatin1String(": the reason is \"") + why(st) + QLatin1Char('"')));
            QVERIFY2(game.record().events.size() == events, qPrintable(token + QLatin1String(": a refusal changed the record")));
            QVERIFY2(game.phase() == phase && game.turn() == turn, qPrintable(token + QLatin1String(": a refusal changed the turn")));
        } else {
            QVERIFY2(st.ok(), qPrintable(token + QLatin1String(": refused: ") + why(st)));
        }
    }
}

// The row's game, played; the checks are in the script.
std::optional<Game> playRow()
{
    QFETCH(QString, rules);
    QFETCH(QString, hands);
    QFETCH(QString, draws);
    QFETCH(QString, flowers);
    QFETCH(QString, script);
    auto game = scenario(rules, hands, draws, flowers, script);
    if (!game) {
        QTest::qFail("the scenario could not be dealt", __FILE__, __LINE__);
        return std::nullopt;
    }
    runScript(*game, script);
    if (QTest::currentTestFailed())
        return std::nullopt;
    // Whatever happened, the payments balance.
    const auto& b = game->balance();
    if (std::accumulate(b.begin(), b.end(), 0) != 0)
        QTest::qFail("the game's payments do not sum to zero", __FILE__, __LINE__);
    return game;
}

void columns()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("hands");
    QTest::addColumn<QString>("draws");
    QTest::addColumn<QString>("flowers");
    QTest::addColumn<QString>("script");
}

void row(const char* name, const char* rules, const char* hands, const char* draws, const char* flowers, const char* script)
{
    QTest::newRow(name) << QString::fromUtf8(rules) << QString::fromUtf8(hands) << QString::fromUtf8(draws)
                        << QString::fromUtf8(flowers) << QString::fromUtf8(script);
}

// Waiting hands of 16 tiles (each names what completes it).
#define WA "234m 567m 345p 678p 789s 6s"        // tódas on 6s (the eye) or 9s
#define WB "234m 567m 789p 123p 45s 99s"        // tódas on 3s or 6s (a chow)
#define ESC "123m 456m 789m 345p 678p 6s"       // escaléra on 6s
#define SP "11m 33m 55m 77p 99p 22s 4s 789s"    // siete pares on 4s
#define INTL "11m 33m 55m 77p 99p 22s 4s 888s"  // international on 4s
#define FOURS "1111m 55m 77p 99p 22s 4s 789s"   // siete pares on 4s only with four as two pairs
// For the joker rows (the joker is 5p): no 5p in them.
#define WJ "234m 567m 789p 123p 789s 6s"        // tódas on 6s (the eye) or 9s
#define ESCJ "123m 456m 789m 234p 678p 6s"      // escaléra on 6s

// Plays a game to its end: draws, the first discard offered, every claim passed.
void playOutPassing(Game& game)
{
    for (int guard = 0; guard < 5000 && !game.over(); ++guard) {
        Action next;
        if (game.phase() == Phase::Claims) {
            next = Action{game.awaitingAnswers().front(), ActionType::Pass};
        } else {
            const auto legal = game.legalActions(game.turn());
            const auto it = std::find_if(legal.begin(), legal.end(), [](const Action& a) {
                return a.type == ActionType::Draw || a.type == ActionType::Discard;
            });
            QVERIFY(it != legal.end());
            next = *it;
        }
        const Status st = game.act(next);
        QVERIFY2(st.ok(), qPrintable(why(st)));
    }
    QVERIFY(game.over());
}

} // namespace

class TestGame : public QObject {
    Q_OBJECT

private slots:
    // ---- play: draws and flowers -----------------------------------------------------------
    void play_data()
    {
        columns();
        row("draw: the next seat takes the next tile of the draw wall", "filipino", "9m+ | | |", "3p", "",
            "legal0=discard; 0:discard:9m; phase=draw; turn=1; awaiting=-; legal1=draw; legal0=; 1:draw; "
            "phase=act; turn=1; count1=17; last1=3p; legal1=discard");
        row("a drawn flower is exposed and replaced from the flower wall", "filipino", "9m+ | | |", "1z", "3p",
            "0:discard:9m; 1:draw; flowers1=1z; last1=3p; count1=17; phase=act; turn=1");
        row("a replacement that is a flower is replaced again", "filipino", "9m+ | | |", "2f", "7z 3p",
            "0:discard:9m; 1:draw; flowers1=7z2f; last1=3p; count1=17; phase=act");
        row("a drawn season is a flower too", "filipino", "9m+ | | |", "8f", "3p",
            "0:discard:9m; 1:draw; flowers1=8f; last1=3p; count1=17");
        row("dealt flowers are replaced in the ritual, round by round from the máno", "filipino", "1z+ | 2z3f+ | |", "",
            "5z 4m 6z 5m 6m",
            "flowers0=15z; flowers1=26z3f; has0=5m; lacks0=4m; has1=4m; has1=6m; count0=17; count1=16; "
            "phase=act; turn=0; noflowers=2,3; balance=-2,-2,2,2");
        row("no flowers after the deal: a quarter for every seat with none", "filipino", "| | |", "", "",
            "noflowers=0,1,2,3; paid=no flowers for seat 0:3,-1,-1,-1; balance=0,0,0,0");
        row("thirteen flowers dealt: paid once", "filipino", "1234567z123456f 1m4m7m1p | | |", "",
            "2m3m5m6m8m9m2p3p4p6p7p8p9p",
            "nflowers0=13; count0=17; payments=thirteen flowers for seat 0; paid=thirteen flowers for seat 0:3,-1,-1,-1; "
            "noflowers=1,2,3; balance=0,0,0,0");
        row("thirteen flowers reached in play: paid once, not again for the fourteenth", "filipino",
            "9s+ | 1234567z12345f 1m4m7m+ | |", "6f", "2m3m5m6m8m9m2p3p4p6p7p8p 7f 1s",
            "nflowers1=12; payments=; 0:discard:9s; 1:draw; nflowers1=14; last1=1s; count1=17; "
            "payments=thirteen flowers for seat 1; noflowers=0,2,3; balance=0,0,0,0");
        row("no flowers at the end: again, for each seat still without", "filipino", "1s+ | " WA " | 1f+ |", "2z",
            "3p 6s",
            "noflowers=0,1,3; 0:discard:1s; 1:draw; 1:win; source=replacement; noflowers=0,1,3,0,3; "
            "paid=no flowers for seat 3:-1,-1,-1,3; balance=-5,23,-13,-5; end=tódas búnot (replacement)");
        row("the máno plays first and discards first", "filipino", "9m+ | | |", "", "",
            "phase=act; turn=0; count0=17; count1=16; count2=16; count3=16; legal1=; legal2=; legal3=");
    }
    void play() { playRow(); }

    // ---- the claim window --------------------------------------------------------------------
    void claims_data()
    {
        columns();
        row("every eligible seat is asked, the others not", "filipino", "6s+ | 45s+ | 66s 9m+ |", "", "",
            "0:discard:6s; phase=claims; turn=0; awaiting=1,2; legal1=chow:4s,pass; legal2=pung:6s,pass; legal3=; "
            "legal0=");
        row("pung beats a chow answered first; the claimer's right plays next", "filipino", "6s+ | 45s+ | 66s 9m+ |",
            "", "",
            "0:discard:6s; 1:chow:4s; awaiting=2; phase=claims; 2:pung:6s; phase=act; turn=2; exposed2=666s; discards0=; "
            "exposed1=; count2=14; legal2=discard; 2:discard:9m; phase=draw; turn=3");
        row("kang beats chow", "filipino", "6s+ | 45s+ | 666s+ |", "", "3p",
            "0:discard:6s; 1:chow:4s; 2:kang:6s; turn=2; exposed2=6666s; exposed1=; discards0=; last2=3p");
        row("pung answered first, the chow after: the pung takes it", "filipino", "6s+ | 45s+ | 66s 9m+ |", "", "",
            "0:discard:6s; 2:pung:6s; awaiting=1; 1:chow:4s; turn=2; exposed2=666s; exposed1=");
        row("pung by the opposite seat: the seat between loses its turn", "filipino", "6s+ | | 66s 9m+ |", "", "",
            "0:discard:6s; awaiting=2; legal2=pung:6s,pass; 2:pung:6s; turn=2; phase=act; 2:discard:9m; phase=draw; "
            "turn=3; count1=16");
        row("pung by the seat on the left: two seats lose their turn", "filipino", "6s+ | | | 66s 9m+", "", "",
            "0:discard:6s; awaiting=3; 3:pung:6s; turn=3; exposed3=666s; 3:discard:9m; phase=draw; turn=0");
        row("kang: a quarter from each and a gift from the flower wall", "filipino", "6s+ | | 666s 9m+ |", "", "3p",
            "0:discard:6s; legal2=pung:6s,kang:6s,pass; 2:kang:6s; exposed2=6666s; faces2=UUUU; last2=3p; count2=14; "
            "turn=2; phase=act; payments=kang for seat 2; paid=kang for seat 2:-1,-1,3,-1; balance=-1,-1,3,-1; "
            "2:discard:9m; phase=draw; turn=3");
        row("kang whose gift is a flower: the gift is replaced", "filipino", "6s+ | | 666s 9m+ |", "", "5z 3p",
            "0:discard:6s; 2:kang:6s; flowers2=5z; last2=3p; count2=14; balance=-1,-1,3,-1");
        row("kang by the right-hand neighbour", "filipino", "6s+ | 666s 9m+ | |", "", "3p",
            "0:discard:6s; awaiting=1; 1:kang:6s; exposed1=6666s; turn=1; count1=14; payments=kang for seat 1");
        row("chow only by the discarder's right-hand neighbour", "filipino", "6s+ | | 45s 66s+ |", "", "",
            "0:discard:6s; awaiting=2; legal2=pung:6s,pass; !2:chow:4s~right-hand neighbour; 2:pass; phase=draw; "
            "turn=1; exposed2=");
        row("a chow-shaped pair of tiles elsewhere is not asked", "filipino", "6s+ | | 45s+ | 78s+", "", "",
            "0:discard:6s; awaiting=-; phase=draw; turn=1");
        row("chow by the right-hand neighbour", "filipino", "6s+ | 45s 9m+ | |", "", "",
            "0:discard:6s; awaiting=1; legal1=chow:4s,pass; 1:chow:4s; exposed1=456s; faces1=UUU; count1=14; "
            "turn=1; phase=act; 1:discard:9m; phase=draw; turn=2");
        row("chow: every way the discard fits is offered", "filipino", "6s+ | 4578s+ | |", "", "",
            "0:discard:6s; legal1=chow:4s,chow:5s,chow:6s,pass; 1:chow:5s; exposed1=567s");
        row("a chow that wins is seized by any seat (claim_win)", "filipino", "6s+ | | " WB " |", "", "",
            "0:discard:6s; awaiting=2; legal2=claim_win,pass; 2:claim_win; phase=over; winner=2; source=discard; "
            "form=tódas; lines=tódas 4; pays=8,4,-16,4; balance=-8,-4,16,-4; noflowers=0,1,2,3,0,1,2,3; "
            "end=tódas off seat 0's discard");
        row("a single tile is seized only to win: no pung with one", "filipino", "6s+ | | 6s 9m+ | " WA, "", "",
            "0:discard:6s; awaiting=3; legal3=claim_win,pass; 3:claim_win; winner=3; pays=8,4,4,-16");
        row("win beats pung", "filipino", "6s+ | 66s+ | | " WA, "", "",
            "0:discard:6s; awaiting=1,3; legal1=pung:6s,pass; 1:pung:6s; 3:claim_win; winner=3; exposed1=; "
            "pays=8,4,4,-16");
        row("win beats chow", "filipino", "6s+ | 45s+ | | " WA, "", "",
            "0:discard:6s; awaiting=1,3; 1:chow:4s; 3:claim_win; winner=3; exposed1=");
        row("two winners: the first in turn order after the discarder", "filipino mano:2", "| " WA " | 6s+ | " WA, "",
            "", "2:discard:6s; awaiting=3,1; 1:claim_win; 3:claim_win; winner=3; pays=4,4,8,-16");
        row("two winners, answered the other way round", "filipino mano:2", "| " WA " | 6s+ | " WA, "", "",
            "2:discard:6s; 3:claim_win; 1:claim_win; winner=3; pays=4,4,8,-16");
        row("two winners on either side", "filipino", "6s+ | " WA " | | " WA, "", "",
            "0:discard:6s; awaiting=1,3; 3:claim_win; 1:claim_win; winner=1; pays=8,-16,4,4");
        row("speed rule: the first claim answered takes it", "filipino +speed", "6s+ | 45s+ | 66s+ |", "", "",
            "0:discard:6s; awaiting=1,2; 1:chow:4s; phase=act; turn=1; awaiting=-; exposed1=456s; exposed2=");
        row("speed rule: a pass, then the pung", "filipino +speed", "6s+ | 45s+ | 66s+ |", "", "",
            "0:discard:6s; 1:pass; awaiting=2; 2:pung:6s; turn=2; exposed2=666s");
        row("speed rule: a chow answered before a winning claim takes it", "filipino +speed", "6s+ | 45s+ | | " WA,
            "", "", "0:discard:6s; 1:chow:4s; winner=-; phase=act; turn=1; exposed1=456s");
        row("everyone passes: the next seat draws", "filipino", "6s+ | 45s+ | 66s+ |", "", "",
            "0:discard:6s; 1:pass; awaiting=2; phase=claims; 2:pass; phase=draw; turn=1; awaiting=-; discards0=6s; exposed1=; "
            "exposed2=; legal1=draw; 1:draw; phase=act; turn=1");
        row("nobody can seize the discard: the next seat draws at once", "filipino", "9m+ | | |", "", "",
            "0:discard:9m; phase=draw; turn=1; awaiting=-");
    }
    void claims() { playRow(); }

    // ---- secret and sagása -------------------------------------------------------------------
    void fours_data()
    {
        columns();
        row("secret in the dealt hand: a half, a gift, the outer tiles face down", "filipino", "5555m+ | | |", "", "3p",
            "legal0=secret:5m,discard; 0:secret:5m; exposed0=5555m; faces0=DUUD; last0=3p; count0=14; phase=act; "
            "turn=0; payments=secret for seat 0; paid=secret for seat 0:6,-2,-2,-2; balance=6,-2,-2,-2; legal0=discard");
        row("secret with the fourth drawn on a later turn", "filipino", "9m+ | 555m+ | |", "5m", "3p",
            "0:discard:9m; 1:draw; legal1=secret:5m,discard; 1:secret:5m; exposed1=5555m; faces1=DUUD; last1=3p; "
            "count1=14; payments=secret for seat 1; balance=-2,6,-2,-2");
        row("secret refused without four concealed", "filipino", "555m 9m+ | | |", "", "",
            "legal0=discard; !0:secret:5m~four; !0:secret:6m~four; payments=");
        row("sagása with the fourth drawn this turn: a half and a gift", "filipino", "6s+ | 66s 1p+ | |",
            "9p 9m 1m 6s", "3p",
            "0:discard:6s; 1:pung:6s; 1:discard:1p; 2:draw; 2:discard:9p; 3:draw; 3:discard:9m; 0:draw; 0:discard:1m; "
            "1:draw; legal1=sagasa:6s,discard; 1:sagasa:6s; exposed1=6666s; faces1=UUUU; last1=3p; count1=14; "
            "phase=act; turn=1; payments=sagása for seat 1; paid=sagása for seat 1:-2,6,-2,-2; balance=-2,6,-2,-2");
        row("sagása refused for a fourth held from before", "filipino", "6s+ | 666s 1p+ | |", "9p 9m 1m 2p", "",
            "0:discard:6s; legal1=pung:6s,kang:6s,pass; 1:pung:6s; exposed1=666s; has1=6s; legal1=discard; "
            "!1:sagasa:6s~sagása; 1:discard:1p; 2:draw; 2:discard:9p; 3:draw; 3:discard:9m; 0:draw; 0:discard:1m; "
            "1:draw; last1=2p; legal1=discard; !1:sagasa:6s~sagása; payments=");
        row("a discarded fourth never upgrades an exposed pung", "filipino", "66s+ | 66s 1p+ | |", "9p 9m 1m", "",
            "0:discard:6s; 1:pung:6s; 1:discard:1p; 2:draw; 2:discard:9p; 3:draw; 3:discard:9m; 0:draw; 0:discard:6s; "
            "awaiting=-; phase=draw; turn=1; exposed1=666s; payments=");
        row("sagása refused for a fourth drawn on an earlier turn and kept", "filipino", "6s+ | 66s 1p 2p+ | |",
            "9p 9m 1m 6s 3m 4m 5m 8p", "",
            "0:discard:6s; 1:pung:6s; 1:discard:1p; 2:draw; 2:discard:9p; 3:draw; 3:discard:9m; 0:draw; 0:discard:1m; "
            "1:draw; legal1=sagasa:6s,discard; 1:discard:2p; 2:draw; 2:discard:3m; 3:draw; 3:discard:4m; 0:draw; "
            "0:discard:5m; 1:draw; last1=8p; has1=6s; legal1=discard; !1:sagasa:6s~sagása; payments=");
    }
    void fours() { playRow(); }

    // ---- winning hands and their payouts ---------------------------------------------------------
    void winning_data()
    {
        columns();
        row("tódas off a discard: the discarder pays double", "filipino", "6s+ | | | " WA, "", "",
            "0:discard:6s; 3:claim_win; form=tódas; source=discard; lines=tódas 4; pays=8,4,4,-16; balance=-8,-4,-4,16");
        row("búnot from the wall: everyone pays double", "filipino", "1s+ | " WA " | |", "6s", "",
            "0:discard:1s; awaiting=-; 1:draw; legal1=win,discard; 1:win; phase=over; winner=1; source=wall; "
            "form=tódas; lines=tódas 4; pays=8,-24,8,8; balance=-8,24,-8,-8; end=tódas búnot (wall)");
        row("búnot with a replacement", "filipino", "1s+ | " WA " | |", "1z", "6s",
            "0:discard:1s; 1:draw; flowers1=1z; legal1=win,discard; 1:win; source=replacement; pays=8,-24,8,8; "
            "balance=-7,21,-7,-7");
        row("búnot with a kang's gift", "filipino", "6s+ | 666s 234m 567m 345p 678p 9s | |", "", "9s",
            "0:discard:6s; 1:kang:6s; legal1=win,discard; 1:win; source=gift; form=tódas; pays=8,-24,8,8; "
            "balance=-9,27,-9,-9");
        row("búnot with a secret's gift", "filipino", "5555m 234p 567p 345s 789s 9m | | |", "", "9m",
            "0:secret:5m; legal0=win,discard; 0:win; source=gift; pays=-24,8,8,8; balance=30,-10,-10,-10");
        row("a drawn winning tile may be discarded instead", "filipino", "1s+ | " WA " | |", "6s", "",
            "0:discard:1s; 1:draw; 1:discard:6s; phase=draw; winner=-; turn=2");
        row("escaléra: one more", "filipino", "1s+ | " ESC " | |", "6s", "",
            "0:discard:1s; 1:draw; 1:win; form=escaléra; lines=tódas 4,escaléra 4; pays=16,-48,16,16; "
            "balance=-16,48,-16,-16");
        row("escaléra off a discard", "filipino", "6s+ | | " ESC " |", "", "",
            "0:discard:6s; 2:claim_win; form=escaléra; pays=16,8,-32,8");
        row("siete pares: one more", "filipino", "1s+ | " SP " | |", "4s", "",
            "0:discard:1s; 1:draw; 1:win; form=siete pares; lines=tódas 4,siete pares 4; pays=16,-48,16,16");
        row("siete pares off a discard", "filipino", "4s+ | " SP " | |", "", "",
            "0:discard:4s; awaiting=1; legal1=claim_win,pass; 1:claim_win; form=siete pares; pays=16,-32,8,8");
        row("international: two more", "filipino", "1s+ | " INTL " | |", "4s", "",
            "0:discard:1s; 1:draw; 1:win; form=international; lines=tódas 4,international 8; pays=24,-72,24,24");
        row("international with an exposed pung", "filipino", "8s+ | 88s 11m 33m 55m 77p 99p 22s 4s 1p | |",
            "6m 3s 6p 4s", "",
            "0:discard:8s; 1:pung:8s; 1:discard:1p; 2:draw; 2:discard:6m; 3:draw; 3:discard:3s; 0:draw; 0:discard:6p; "
            "1:draw; legal1=win,discard; 1:win; form=international; lines=tódas 4,international 8; pays=24,-72,24,24");
        row("siete pares with an exposed chow", "filipino", "9s+ | 78s 11m 33m 55m 77p 99p 22s 4s 1p | |",
            "6m 3s 6p 4s", "",
            "0:discard:9s; 1:chow:7s; 1:discard:1p; 2:draw; 2:discard:6m; 3:draw; 3:discard:3s; 0:draw; 0:discard:6p; "
            "1:draw; legal1=win,discard; 1:win; form=siete pares; pays=16,-48,16,16");
        row("four alike are not two pairs (house default)", "filipino", "1s+ | " FOURS " | |", "4s", "",
            "0:discard:1s; 1:draw; legal1=secret:1m,discard; !1:win~winning hand");
        row("four alike as two pairs (house option)", "filipino +fours", "1s+ | " FOURS " | |", "4s", "",
            "0:discard:1s; 1:draw; legal1=win,secret:1m,discard; 1:win; form=siete pares; pays=16,-48,16,16");
        row("bisaklát with the other ambitions", "filipino +ambitions", "234m 567m 345p 678p 123s 99s | | |", "", "",
            "legal0=win,discard; 0:win; winner=0; source=wall; hasline=bisaklát 4; noline=before the 5th; "
            "lines=tódas 4,bisaklát 4,all chow 1,all up 1; pays=-60,20,20,20");
        row("no bisaklát without the other ambitions", "filipino", "234m 567m 345p 678p 123s 99s | | |", "", "",
            "legal0=win,discard; 0:win; noline=bisaklát; lines=tódas 4; pays=-24,8,8,8");
        row("before the 5th with the other ambitions", "filipino +ambitions", "1s+ | " WA " | |", "6s", "",
            "0:discard:1s; 1:draw; 1:win; hasline=before the 5th 4; noline=bisaklát; hasline=single 1");
        row("doubles: a doubles break roll doubles every payout", "filipino +doubles seed:doubles",
            "6s+ | | 666s 1s+ | 234m 567m 345p 678p 789s 1s", "", "3p",
            "breakdoubles=1; paid=no flowers for seat 0:6,-2,-2,-2; 0:discard:6s; 2:kang:6s; "
            "paid=kang for seat 2:-2,-2,6,-2; 2:discard:1s; awaiting=3; 3:claim_win; lines=tódas 4; "
            "pays=8,8,16,-32; balance=-10,-10,-10,30");
        row("doubles: búnot and a secret doubled", "filipino +doubles seed:doubles",
            "5555m 234p 567p 345s 789s 9m | | |", "", "9m",
            "breakdoubles=1; 0:secret:5m; paid=secret for seat 0:12,-4,-4,-4; 0:win; pays=-48,16,16,16; "
            "balance=60,-20,-20,-20");
        row("a doubles roll without the doubles rule doubles nothing", "filipino seed:doubles",
            "6s+ | | 666s 1s+ | 234m 567m 345p 678p 789s 1s", "", "3p",
            "breakdoubles=1; paid=no flowers for seat 0:3,-1,-1,-1; 0:discard:6s; 2:kang:6s; "
            "paid=kang for seat 2:-1,-1,3,-1; 2:discard:1s; 3:claim_win; pays=4,4,8,-16; balance=-5,-5,-5,15");
        row("the doubles rule without a doubles roll doubles nothing", "filipino +doubles seed:nodoubles",
            "6s+ | | 666s 1s+ | 234m 567m 345p 678p 789s 1s", "", "3p",
            "breakdoubles=0; paid=no flowers for seat 0:3,-1,-1,-1; 0:discard:6s; 2:kang:6s; "
            "paid=kang for seat 2:-1,-1,3,-1; 2:discard:1s; 3:claim_win; pays=4,4,8,-16; balance=-5,-5,-5,15");
    }
    void winning() { playRow(); }

    // ---- Visayan -------------------------------------------------------------------------------
    void visayan_data()
    {
        columns();
        row("winds and dragons stay in the hand", "visayan", "15z 9m+ | | |", "7z", "",
            "flowers0=; has0=1z; has0=5z; count0=17; 0:discard:9m; 1:draw; last1=7z; flowers1=; count1=17; "
            "noflowers=0,1,2,3");
        row("flowers and seasons are still flowers", "visayan", "| 1f+ | |", "", "3p",
            "flowers1=1f; has1=3p; count1=16; noflowers=0,2,3");
        row("eight flowers are no thirteen flowers", "visayan", "12345678f 9m1p2p3p4p5p6p7p8p | | |", "",
            "1s2s3s4s5s6s7s8s", "nflowers0=8; payments=; noflowers=1,2,3");
        row("beauty in the dealt hand: a half from each", "visayan", "567z 9m+ | | |", "", "",
            "legal0=beauty,discard; 0:beauty; exposed0=567z; count0=14; phase=act; turn=0; legal0=discard; "
            "payments=beauty for seat 0; paid=beauty for seat 0:6,-2,-2,-2; balance=6,-2,-2,-2; 0:discard:9m; "
            "phase=draw; turn=1");
        row("beauty with the missing dragon drawn on the first turn", "visayan", "9m+ | 56z+ | |", "7z", "",
            "0:discard:9m; 1:draw; legal1=beauty,discard; 1:beauty; exposed1=567z; payments=beauty for seat 1; "
            "balance=-2,6,-2,-2");
        row("beauty by seizing the missing dragon from the previous seat", "visayan", "7z+ | 56z 9p+ | |", "", "",
            "0:discard:7z; awaiting=1; legal1=claim_beauty,pass; 1:claim_beauty; phase=act; turn=1; exposed1=567z; "
            "count1=14; payments=beauty for seat 1; balance=-2,6,-2,-2; 1:discard:9p; phase=draw; turn=2");
        row("beauty is not seized from a seat that is not the previous one", "visayan", "7z+ | | 56z+ |", "", "",
            "0:discard:7z; awaiting=-; phase=draw; turn=1");
        row("beauty refused after one's first discard", "visayan", "7z 9m+ | 56z 9p+ | |", "2m 3m 4m 5m 7z", "",
            "0:discard:9m; 1:draw; legal1=discard; 1:discard:9p; 2:draw; 2:discard:3m; 3:draw; 3:discard:4m; "
            "0:draw; 0:discard:7z; awaiting=-; phase=draw; turn=1; 1:draw; last1=7z; legal1=discard; "
            "!1:beauty~first turn; payments=");
        row("NEWS in the dealt hand: a half and a gift", "visayan", "1234z 9m+ | | |", "", "3p",
            "legal0=news,discard; 0:news; exposed0=1234z; last0=3p; count0=14; phase=act; "
            "payments=NEWS for seat 0; paid=NEWS for seat 0:6,-2,-2,-2; balance=6,-2,-2,-2");
        row("NEWS by seizing the missing wind from the previous seat", "visayan", "4z+ | 123z 9p+ | |", "", "3p",
            "0:discard:4z; awaiting=1; legal1=claim_news,pass; 1:claim_news; exposed1=1234z; last1=3p; count1=14; "
            "turn=1; phase=act; payments=NEWS for seat 1; balance=-2,6,-2,-2");
        row("NEWS refused after one's first discard", "visayan", "9m+ | 123z 9p+ | |", "4z 3m 4m 5m 4z", "",
            "0:discard:9m; 1:draw; legal1=news,discard; 1:discard:9p; 2:draw; 2:discard:3m; 3:draw; 3:discard:4m; "
            "0:draw; 0:discard:5m; awaiting=-; 1:draw; last1=4z; legal1=discard; !1:news~first turn; payments=");
        row("a pung beats a beauty claim", "visayan", "7z+ | 56z+ | 77z+ |", "", "",
            "0:discard:7z; awaiting=1,2; 1:claim_beauty; 2:pung:7z; turn=2; exposed2=777z; exposed1=; payments=");
        row("a win with a seized beauty among the báhay", "visayan", "7z+ | 56z 234m 567m 345p 678p 6s 9p | |",
            "1m 9m 1s 6s", "",
            "0:discard:7z; 1:claim_beauty; 1:discard:9p; 2:draw; 2:discard:1m; 3:draw; 3:discard:9m; 0:draw; "
            "0:discard:1s; 1:draw; legal1=win,discard; 1:win; form=tódas; source=wall; pays=8,-24,8,8; "
            "balance=-10,30,-10,-10");
        // Found by the million-games run (docs/long-runs.md): the drawn dragon went into the
        // beauty, so the concealed tiles no longer held the winning tile and the win did not score.
        row("a win right after a beauty laid with the drawn dragon", "visayan", "9m+ | 56z 234m 567m 345p 678p 66s | |",
            "7z", "",
            "0:discard:9m; 1:draw; last1=7z; 1:beauty; exposed1=567z; legal1=win,discard; 1:win; form=tódas; "
            "source=wall; lines=tódas 4; pays=8,-24,8,8; balance=-10,30,-10,-10");
        row("a win with a seized NEWS among the báhay", "visayan", "4z+ | 123z 234m 567m 345p 678p 9p | |",
            "1m 9m 1s 6s", "6s",
            "0:discard:4z; 1:claim_news; last1=6s; 1:discard:9p; 2:draw; 2:discard:1m; 3:draw; 3:discard:9m; 0:draw; "
            "0:discard:1s; 1:draw; legal1=win,discard; 1:win; form=tódas; source=wall; pays=8,-24,8,8; "
            "balance=-10,30,-10,-10");
        row("a pung of dragons", "visayan", "7z+ | | 77z+ |", "", "",
            "0:discard:7z; awaiting=2; legal2=pung:7z,pass; 2:pung:7z; exposed2=777z");
        row("no flowers at the deal and again at the end", "visayan", "6s+ | | | " WA, "", "",
            "0:discard:6s; 3:claim_win; winner=3; noflowers=0,1,2,3,0,1,2,3; pays=8,4,4,-16; balance=-8,-4,-4,16");
    }
    void visayan() { playRow(); }

    // ---- the joker and seed 003's pot ------------------------------------------------------------
    void joker_data()
    {
        columns();
        row("the joker's other copies are wild in a winning hand", "joker-pot joker:5p",
            "1s+ | 234m 567m 789p 123p 67s 4s 5p | |", "4s", "",
            "jokerkind=5p; 0:discard:1s; awaiting=-; 1:draw; legal1=win,discard; 1:win; form=tódas; pot=0; "
            "jokereye=0; pays=8,-24,8,8");
        row("a discarded joker is seized only to win", "joker-pot joker:5p", "5p+ | 55p+ | 234m 567m 789p 123p 678s 4s |",
            "", "",
            "0:discard:5p; awaiting=2; legal2=claim_win,pass; 2:claim_win; winner=2; source=discard; pot=0; "
            "pays=8,4,-16,4");
        row("a discarded joker no one wins with goes by", "joker-pot joker:5p", "5p+ | 55p+ | |", "", "",
            "0:discard:5p; awaiting=-; phase=draw; turn=1");
        row("a joker does not make an exposed chow or pung", "joker-pot joker:5p", "6s+ | 6s5p+ | 6s5p+ |", "", "",
            "0:discard:6s; awaiting=-; phase=draw");
        row("a joker eye drawn claims the pot", "joker-pot joker:5p", "1s+ | 234m 567m 789p 123p 678s 4s | |", "5p", "",
            "0:discard:1s; 1:draw; legal1=win,discard; 1:win; source=wall; pot=1; jokereye=1");
        row("siete pares búnot claims the pot", "joker-pot joker:5p", "1s+ | " SP " | |", "4s", "",
            "0:discard:1s; 1:draw; 1:win; form=siete pares; pot=1");
        row("siete pares off a discard does not claim the pot", "joker-pot joker:5p", "4s+ | " SP " | |", "", "",
            "0:discard:4s; 1:claim_win; form=siete pares; pot=0");
        row("escaléra búnot claims the pot", "joker-pot joker:5p", "1s+ | " ESCJ " | |", "6s", "",
            "0:discard:1s; 1:draw; 1:win; form=escaléra; pot=1");
        row("escaléra off a discard does not claim the pot", "joker-pot joker:5p", "6s+ | | " ESCJ " |", "", "",
            "0:discard:6s; 2:claim_win; form=escaléra; pot=0");
        row("a plain tódas búnot does not claim the pot", "joker-pot joker:5p", "1s+ | " WJ " | |", "6s", "",
            "0:discard:1s; 1:draw; 1:win; form=tódas; pot=0");
    }
    void joker() { playRow(); }

    // ---- refusals ------------------------------------------------------------------------------
    void refusals_data()
    {
        columns();
        row("acting out of turn", "filipino", "9m+ | | |", "", "",
            "!1:draw~turn; !2:discard:9m~turn; !3:pass; !1:secret:5m; phase=act; turn=0");
        row("discarding a tile not in one's hand", "filipino", "9m+ | | |", "", "",
            "!0:discard:9p~not in; !0:discard:1z~not in; phase=act; turn=0; count0=17");
        row("drawing twice", "filipino", "9m+ | | |", "", "", "0:discard:9m; 1:draw; !1:draw~already");
        row("the máno draws before discarding", "filipino", "9m+ | | |", "", "", "!0:draw~already");
        row("drawing while the discard waits for answers", "filipino", "6s+ | | 66s+ |", "", "",
            "0:discard:6s; !1:draw~waiting; !2:draw~waiting; awaiting=2");
        row("answering when not asked", "filipino", "6s+ | | 66s+ |", "", "",
            "0:discard:6s; awaiting=2; !1:pass~no claim; !3:pung:6s; !0:pass~own; 2:pass; phase=draw; !2:pass");
        row("answering twice", "filipino", "6s+ | 45s+ | 66s+ |", "", "",
            "0:discard:6s; 1:pass; !1:pass; !1:chow:4s; awaiting=2");
        row("answering when there is no discard", "filipino", "9m+ | | |", "", "", "!1:pass; !0:pass~no discard");
        row("a pung without a pair, a kang without three", "filipino", "6s+ | 66s+ | 6s+ |", "", "",
            "0:discard:6s; awaiting=1; !2:pung:6s; !1:kang:6s~three; legal1=pung:6s,pass");
        row("acting after the game is over", "filipino", "6s+ | | | " WA, "", "",
            "0:discard:6s; 3:claim_win; phase=over; !1:draw~over; !3:discard:6s~over; legal1=; legal3=");
        row("declaring a win that is not complete", "filipino", "9m+ | | |", "", "", "!0:win~winning hand");
    }
    void refusals() { playRow(); }

    // ---- the no-winner end -----------------------------------------------------------------------
    void noWinner_data()
    {
        QTest::addColumn<QString>("rules");
        QTest::newRow("filipino") << QStringLiteral("filipino");
        QTest::newRow("visayan") << QStringLiteral("visayan");
    }
    void noWinner()
    {
        QFETCH(QString, rules);
        auto game = scenario(rules, QStringLiteral("5555m+ | | |"), {}, QStringLiteral("3p"));
        QVERIFY(game);
        runScript(*game, QStringLiteral("0:secret:5m; paid=secret for seat 0:6,-2,-2,-2"));
        if (QTest::currentTestFailed())
            return;
        playOutPassing(*game);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(!game->winner());
        QVERIFY(!game->win());
        const auto* end = std::get_if<GameEndEvent>(&game->record().events.back());
        QVERIFY(end);
        QCOMPARE(end->reason, std::string("the wall is used up"));
        QVERIFY(!end->winner);
        QVERIFY(game->table().nextLiveRing(WallEnd::Draw) < 0);
        // The instant payouts stand: the balance is every payment, the secret among them.
        PerSeat<int> sum(Ruleset::kSeats);
        int secrets = 0;
        std::vector<std::string> afterSecret;
        for (const Event& e : game->record().events)
            if (const auto* p = std::get_if<PaymentEvent>(&e)) {
                for (int s = 0; s < Ruleset::kSeats; ++s)
                    sum[static_cast<std::size_t>(s)] += p->seats[static_cast<std::size_t>(s)];
                if (p->reason == "secret for seat 0")
                    ++secrets;
                else if (secrets > 0)
                    afterSecret.push_back(p->reason);
            }
        QCOMPARE(secrets, 1);
        QCOMPARE(game->balance(), sum);
        // After the secret: thirteen flowers (Filipino) in play, then the end's no flowers,
        // each for a seat that indeed has none.
        for (const std::string& r : afterSecret) {
            if (r.rfind("no flowers for seat ", 0) == 0) {
                const int seat = r.back() - '0';
                QVERIFY2(game->table().flowers(Seat::of(seat)).empty(), r.c_str());
            } else {
                QVERIFY2(r.rfind("thirteen flowers for seat ", 0) == 0 && !game->rules().isVisayan(), r.c_str());
            }
        }
    }

    // ---- the match: pot, jai alái, the máno ------------------------------------------------------
    void matchPot()
    {
        Match match(3, Ruleset::jokerPot());
        QCOMPARE(match.pot(), 20);
        QCOMPARE(match.balances(), (PerSeat<int>{-5, -5, -5, -5}));
        // Game 1: a tódas off a discard does not claim the pot: each adds pot_add.
        auto g1 = scenario(QStringLiteral("joker-pot joker:5p"), QStringLiteral("6s+ | | | " WJ), {}, {},
                           QStringLiteral("0:discard:6s"));
        QVERIFY(g1);
        runScript(*g1, QStringLiteral("0:discard:6s; 3:claim_win; pot=0; balance=-8,-4,-4,16"));
        if (QTest::currentTestFailed())
            return;
        match.finishGame(*g1);
        QCOMPARE(match.pot(), 36);
        QCOMPARE(match.balances(), (PerSeat<int>{-17, -13, -13, 7}));
        // Game 2: unclaimed again.
        match.finishGame(*g1);
        QCOMPARE(match.pot(), 52);
        QCOMPARE(match.balances(), (PerSeat<int>{-29, -21, -21, 19}));
        // Game 3: a joker eye búnot by seat 1 takes the pot; it opens again.
        auto g3 = scenario(QStringLiteral("joker-pot joker:5p"), QStringLiteral("1s+ | 234m 567m 789p 123p 678s 4s | |"),
                           QStringLiteral("5p"), {}, QStringLiteral("0:discard:1s"));
        QVERIFY(g3);
        runScript(*g3, QStringLiteral("0:discard:1s; 1:draw; 1:win; pot=1; balance=-8,24,-8,-8"));
        if (QTest::currentTestFailed())
            return;
        match.finishGame(*g3);
        QCOMPARE(match.pot(), 20);
        QCOMPARE(match.balances(), (PerSeat<int>{-29 - 8 - 5, -21 + 24 + 52 - 5, -21 - 8 - 5, 19 - 8 - 5}));
        QCOMPARE(match.gamesPlayed(), 3);
        const PerSeat<int> total = match.balances();
        QCOMPARE(std::accumulate(total.begin(), total.end(), 0) + match.pot(), 0);
    }

    void matchJaiAlai()
    {
        Ruleset rules = Ruleset::filipino();
        rules.jaiAlai = true;
        Match match(5, rules);
        QCOMPARE(match.jaiAlaiPool(), 16);
        QCOMPARE(match.balances(), (PerSeat<int>{-4, -4, -4, -4}));
        auto offDiscard = scenario(QStringLiteral("filipino"), QStringLiteral("6s+ | | | " WA), {}, {},
                                   QStringLiteral("0:discard:6s"));
        auto bunot = scenario(QStringLiteral("filipino"), QStringLiteral("1s+ | | | " WA), QStringLiteral("9p 9m 6s"), {},
                              QStringLiteral("0:discard:1s; 1:discard:9p; 2:discard:9m"));
        QVERIFY(offDiscard && bunot);
        runScript(*offDiscard, QStringLiteral("0:discard:6s; 3:claim_win; winner=3; balance=-8,-4,-4,16"));
        runScript(*bunot, QStringLiteral("0:discard:1s; 1:draw; 1:discard:9p; 2:draw; 2:discard:9m; 3:draw; 3:win; "
                                         "source=wall; balance=-8,-8,-8,24"));
        if (QTest::currentTestFailed())
            return;
        match.finishGame(*offDiscard); // one marker
        QCOMPARE(match.markers(), (PerSeat<int>{0, 0, 0, 1}));
        match.finishGame(*bunot); // two for búnot
        QCOMPARE(match.markers(), (PerSeat<int>{0, 0, 0, 3}));
        QCOMPARE(match.jaiAlaiPool(), 16);
        match.finishGame(*bunot); // five: the pool is taken, a new one begins
        QCOMPARE(match.markers(), (PerSeat<int>{0, 0, 0, 0}));
        QCOMPARE(match.jaiAlaiPool(), 16);
        QCOMPARE(match.balances(), (PerSeat<int>{-4 - 8 - 8 - 8 - 4, -4 - 4 - 8 - 8 - 4, -4 - 4 - 8 - 8 - 4,
                                                        -4 + 16 + 24 + 24 + 16 - 4}));
    }

    void manoRotation_data()
    {
        QTest::addColumn<int>("mano");
        QTest::addColumn<int>("winner"); // -1: no winner
        QTest::addColumn<bool>("keepOnDraw");
        QTest::addColumn<int>("next");
        QTest::newRow("the máno wins: keeps the deal") << 0 << 0 << true << 0;
        QTest::newRow("the next seat wins: it deals") << 0 << 1 << true << 1;
        QTest::newRow("the opposite seat wins: the deal passes right, not to the winner") << 0 << 2 << true << 1;
        QTest::newRow("seat 3 deals, seat 1 wins: the deal passes to seat 0") << 3 << 1 << true << 0;
        QTest::newRow("no winner: the máno keeps the deal (house)") << 2 << -1 << true << 2;
        QTest::newRow("no winner, keep_mano_on_draw off: the deal passes") << 2 << -1 << false << 3;
    }
    void manoRotation()
    {
        QFETCH(int, mano);
        QFETCH(int, winner);
        QFETCH(bool, keepOnDraw);
        QFETCH(int, next);
        Ruleset rules = Ruleset::filipino();
        rules.keepManoOnDraw = keepOnDraw;
        Match match(11, rules);
        QVERIFY(!match.mano());
        const QString rulesText = QStringLiteral("filipino mano:%1").arg(mano);
        QStringList hands{QString(), QString(), QString(), QString()};
        QString script;
        if (winner == mano) {
            hands[mano] = QStringLiteral("234m 567m 345p 678p 123s 99s");
            script = QStringLiteral("%1:win").arg(mano);
        } else if (winner >= 0) {
            hands[mano] = QStringLiteral("6s+");
            hands[winner] = QStringLiteral(WA);
            script = QStringLiteral("%1:discard:6s; %2:claim_win").arg(mano).arg(winner);
        }
        auto game = scenario(rulesText, hands.join(QLatin1Char('|')), {}, {}, script);
        QVERIFY(game);
        runScript(*game, script);
        if (QTest::currentTestFailed())
            return;
        if (winner < 0)
            playOutPassing(*game);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(game->over());
        QCOMPARE(game->mano().index(), mano);
        QCOMPARE(game->winner() ? game->winner()->index() : -1, winner);
        match.finishGame(*game);
        QVERIFY(match.mano());
        QCOMPARE(match.mano()->index(), next);
        QCOMPARE(match.nextGame().mano->index(), next);
    }

    void thirteenFlowersIsNotVisayan()
    {
        QCOMPARE(instantQuarters(Ambition::ThirteenFlowers, Ruleset::visayan()), 0);
        QCOMPARE(instantQuarters(Ambition::ThirteenFlowers, Ruleset::filipino()), 1);
        QCOMPARE(instantQuarters(Ambition::Beauty, Ruleset::filipino()), 0);
    }

    // ---- the record's round trip ----------------------------------------------------------------
    void recordRoundTrip_data()
    {
        columns();
        row("kang, gift and búnot", "filipino", "6s+ | 666s 234m 567m 345p 678p 9s | |", "", "9s",
            "0:discard:6s; 1:kang:6s; 1:win");
        row("claims, pung and tódas", "filipino", "6s+ | 45s+ | 66s 9m+ | 234m 567m 345p 678p 789s 9m", "", "",
            "0:discard:6s; 1:chow:4s; 2:pung:6s; 2:discard:9m; 3:claim_win");
        row("Visayan beauty by claim", "visayan", "7z+ | 56z 9p+ | |", "3m", "", "0:discard:7z; 1:claim_beauty; 1:discard:9p; 2:draw");
        row("joker eye", "joker-pot joker:5p", "1s+ | 234m 567m 789p 123p 678s 4s | |", "5p", "", "0:discard:1s; 1:draw; 1:win");
    }
    void recordRoundTrip()
    {
        const auto game = playRow();
        if (!game)
            return;
        std::ostringstream out;
        writeRecord(out, game->record());
        std::istringstream in(out.str());
        const auto read = readRecord(in);
        QVERIFY2(read, qPrintable(why(read)));
        QVERIFY(read->record.header.stacked);
        QVERIFY(read->record.header.game);
        const auto replayed = replayGame(read->record, read->eventLines);
        QVERIFY2(replayed, qPrintable(why(replayed)));
        const auto& a = game->record().events;
        const auto& b = replayed->record().events;
        QCOMPARE(b.size(), a.size());
        for (std::size_t i = 0; i < a.size(); ++i)
            QVERIFY2(a[i] == b[i], qPrintable(QStringLiteral("event %1 differs").arg(i)));
        QCOMPARE(replayed->balance(), game->balance());
        QCOMPARE(replayed->phase(), game->phase());
        QCOMPARE(replayed->winner().has_value(), game->winner().has_value());
    }

    void tamperedRecord_data()
    {
        QTest::addColumn<QString>("edit");
        QTest::addColumn<QString>("reason");
        QTest::newRow("a discard's tile changed") << QStringLiteral("discard-tile") << QStringLiteral("the record has");
        QTest::newRow("a discard action's tile changed") << QStringLiteral("action-tile") << QStringLiteral("refused");
        QTest::newRow("a payment dropped") << QStringLiteral("drop-payment") << QStringLiteral("the record has");
        QTest::newRow("a payment's amounts changed") << QStringLiteral("payment-seats") << QStringLiteral("the record has");
        QTest::newRow("the end dropped") << QStringLiteral("drop-end") << QString();
    }
    void tamperedRecord()
    {
        QFETCH(QString, edit);
        QFETCH(QString, reason);
        const QString script = QStringLiteral("0:discard:6s; 1:kang:6s; 1:discard:9m; 2:draw; 2:discard:2p; 3:draw; 3:discard:3p; "
                                              "0:draw; 0:discard:1s; 1:draw; 1:win");
        auto game = scenario(QStringLiteral("filipino"), QStringLiteral("6s 1s+ | 666s 234m 567m 345p 678p 9m | |"),
                             QStringLiteral("2p 3p 4p 9s"), QStringLiteral("9s"), script);
        QVERIFY(game);
        runScript(*game, script + QStringLiteral("; winner=1; source=wall"));
        if (QTest::currentTestFailed())
            return;
        std::ostringstream out;
        writeRecord(out, game->record());
        std::vector<std::string> lines;
        {
            std::istringstream in(out.str());
            for (std::string line; std::getline(in, line);)
                lines.push_back(line);
        }
        // Find the line to edit (1-based file line numbers in the errors).
        int edited = -1;
        for (std::size_t i = 1; i < lines.size() && edited < 0; ++i) {
            nlohmann::json j = nlohmann::json::parse(lines[i]);
            const std::string ev = j.value("event", "");
            if (edit == QLatin1String("discard-tile") && ev == "discard") {
                j["tile"] = (j["tile"].get<int>() + 1) % 144;
                lines[i] = j.dump();
                edited = static_cast<int>(i);
            } else if (edit == QLatin1String("action-tile") && ev == "action" && j.value("action", "") == "discard") {
                // A tile of another seat's hand: seat 3's first tile.
                j["tile"] = game->table().hand(Seat::of(3)).front().value;
                lines[i] = j.dump();
                edited = static_cast<int>(i);
            } else if (edit == QLatin1String("drop-payment") && ev == "payment" &&
                       j.value("reason", "").rfind("kang", 0) == 0) {
                lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(i));
                edited = static_cast<int>(i);
            } else if (edit == QLatin1String("payment-seats") && ev == "payment" &&
                       j.value("reason", "").rfind("kang", 0) == 0) {
                j["seats"] = std::vector<int>{-2, 6, -2, -2};
                lines[i] = j.dump();
                edited = static_cast<int>(i);
            } else if (edit == QLatin1String("drop-end") && ev == "end") {
                lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(i));
                edited = static_cast<int>(i);
            }
        }
        QVERIFY(edited > 0);
        std::string text;
        for (const std::string& l : lines)
            text += l + "\n";
        std::istringstream in(text);
        const auto read = readRecord(in);
        QVERIFY2(read, qPrintable(why(read)));
        const auto replayed = replayGame(read->record, read->eventLines);
        QVERIFY2(!replayed, "a tampered record was replayed");
        const QString error = q(replayed.error());
        if (edit != QLatin1String("drop-end"))
            QVERIFY2(error.contains(QStringLiteral("line %1:").arg(edited + 1)), qPrintable(error));
        QVERIFY2(error.contains(reason), qPrintable(error));
    }
};

QTEST_APPLESS_MAIN(TestGame)
#include "tst_game.moc"
