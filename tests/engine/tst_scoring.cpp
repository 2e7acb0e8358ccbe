// What a finished hand pays (engine/variants/filipino/scoring/win_score.h; docs/scoring.md), one scenario for
// every payout line of RULINGS.md "Payouts (Filipino)": tódas off a discard (the discarder
// pays double) and búnot from the wall, a replacement or a gift (everyone pays double);
// escaléra, siete pares, international; the four-as-two-pairs house option; the doubles
// rule; each other ambition on and off, with the reading the winning tile makes (single,
// back to back, paníngit) and the best of several readings; jokers, the joker eye and seed
// 003's pot; hands refused with their reason; the instant payouts; altered payout values.
// Rows are written in the tile notation:
//   rules    "filipino" | "visayan" | "joker-pot", then switches: +ambitions +fours +doubles +pot
//   hand     "CONCEALED [EXPOSED...]" as hand_parse.h reads it, winning tile included
//   context  "wall" | "replacement" | "gift" | "discard:SEAT", "winner:S", "mano:S", "before:N"
//            (discards before the win; default 20), "opening", "rolled-doubles", "secret:I"
//            (the I-th exposed word, from 1, is a secret), "laid" (WinContext::winningLaid)
//   lines    "tódas 4, escaléra 4": reason and quarters, in order
//   pays     the quarters seats 0..3 pay (the winner's is minus the total)
#include "hand/hand_parse.h"
#include "qtest_printers.h"
#include "variants/filipino/rules/ruleset.h"
#include "variants/filipino/scoring/win_score.h"

#include "core/notation.h"

#include <QtTest>

using namespace mj;

namespace {

Ruleset rulesFrom(const QString& spec)
{
    const QStringList words = spec.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    Ruleset r = words.value(0) == QLatin1String("visayan")     ? Ruleset::visayan()
                : words.value(0) == QLatin1String("joker-pot") ? Ruleset::jokerPot()
                                                                : Ruleset::filipino();
    for (const QString& w : words.mid(1)) {
        if (w == QLatin1String("+ambitions"))
            r.otherAmbitions = true;
        else if (w == QLatin1String("+fours"))
            r.fourAsTwoPairs = true;
        else if (w == QLatin1String("+doubles"))
            r.doubles = true;
        else if (w == QLatin1String("+pot"))
            r.pot = true;
        else
            qFatal("bad rules switch %s", qPrintable(w));
    }
    return r;
}

WinContext contextFrom(const QString& hand, const QString& win, const QString& context, const Ruleset& rules)
{
    WinContext c;
    const auto parsed = parseHand(hand.toStdString(), rules.handTiles());
    if (!parsed)
        qFatal("bad hand %s: %s", qPrintable(hand), parsed.error().c_str());
    c.hand = *parsed;
    const auto tile = parseKinds(win.toStdString(), TileSet::chineseWithJokers());
    if (!tile || tile->size() != 1)
        qFatal("bad winning tile %s", qPrintable(win));
    c.winningIsJoker = tile->front().suit() == Suit::Jokers;
    if (!c.winningIsJoker)
        c.winningKind = static_cast<std::uint8_t>(tile->front().index());
    c.discardsBefore = 20;
    for (const QString& w : context.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString key = w.section(QLatin1Char(':'), 0, 0);
        const int n = w.section(QLatin1Char(':'), 1, 1).toInt();
        if (key == QLatin1String("wall"))
            c.source = WinSource::Wall;
        else if (key == QLatin1String("replacement"))
            c.source = WinSource::Replacement;
        else if (key == QLatin1String("gift"))
            c.source = WinSource::Gift;
        else if (key == QLatin1String("discard")) {
            c.source = WinSource::Discard;
            c.discarder = Seat::of(n);
        } else if (key == QLatin1String("winner"))
            c.winner = Seat::of(n);
        else if (key == QLatin1String("mano"))
            c.mano = Seat::of(n);
        else if (key == QLatin1String("before"))
            c.discardsBefore = n;
        else if (key == QLatin1String("opening")) {
            c.openingHand = true;
            c.discardsBefore = 0;
        } else if (key == QLatin1String("rolled-doubles"))
            c.breakDoubles = true;
        else if (key == QLatin1String("laid"))
            c.winningLaid = true;
        else if (key == QLatin1String("secret"))
            c.secret[static_cast<std::size_t>(n - 1)] = true;
        else
            qFatal("bad context word %s", qPrintable(w));
    }
    return c;
}

QString linesText(const WinScore& s)
{
    QStringList out;
    for (const PayLine& l : s.lines)
        out << QString::fromStdString(l.reason) + QLatin1Char(' ') + QString::number(l.quarters);
    return out.join(QLatin1String(", "));
}

QString paysText(const WinScore& s)
{
    QStringList out;
    for (int q : s.pays)
        out << QString::number(q);
    return out.join(QLatin1Char(' '));
}

} // namespace

class TestScoring : public QObject {
    Q_OBJECT

private slots:
    void scores_data()
    {
        QTest::addColumn<QString>("rules");
        QTest::addColumn<QString>("hand");
        QTest::addColumn<QString>("win");
        QTest::addColumn<QString>("context");
        QTest::addColumn<QString>("form");
        QTest::addColumn<QString>("lines");
        QTest::addColumn<QString>("pays");
        QTest::addColumn<QString>("flags"); // "pot", "joker-eye", "doubled"; what is absent must be false
        auto row = [](const char* name, const char* rules, const char* hand, const char* win, const char* context,
                      const char* form, const char* lines, const char* pays, const char* flags = "") {
            QTest::newRow(name) << QString::fromUtf8(rules) << QString::fromUtf8(hand) << QString::fromUtf8(win)
                                << QString::fromUtf8(context) << QString::fromUtf8(form) << QString::fromUtf8(lines)
                                << QString::fromUtf8(pays) << QString::fromUtf8(flags);
        };
        // Tódas and where the winning tile came from (RULINGS.md, "Payouts": the discarder pays
        // double the final payout, the others single; búnot: everyone pays double).
        const char* plain = "234m567m345p678p11s 789s";
        row("tódas off a discard", "filipino", plain, "5m", "discard:2", "tódas", "tódas 4", "-16 4 8 4");
        row("tódas off a discard, winner 2", "filipino", plain, "5m", "discard:1 winner:2", "tódas", "tódas 4",
            "4 8 -16 4");
        row("búnot from the wall", "filipino", plain, "5m", "wall", "tódas", "tódas 4", "-24 8 8 8");
        row("búnot from a replacement", "filipino", plain, "5m", "replacement", "tódas", "tódas 4", "-24 8 8 8");
        row("búnot from a gift", "filipino", plain, "5m", "gift winner:3", "tódas", "tódas 4", "8 8 8 -24");

        // The forms.
        row("escaléra", "filipino", "123456789m234p11s 567s", "4m", "wall", "escaléra", "tódas 4, escaléra 4",
            "-48 16 16 16");
        row("escaléra with an exposed chow", "filipino", "123456m234p567s11s 789m", "4m", "discard:3", "escaléra",
            "tódas 4, escaléra 4", "-32 8 8 16");
        row("siete pares", "filipino", "11225588m114499p123s", "2s", "wall", "siete pares", "tódas 4, siete pares 4",
            "-48 16 16 16");
        row("siete pares, exposed báhay", "filipino", "11225588m114499p 123s", "9p", "discard:1", "siete pares",
            "tódas 4, siete pares 4", "-32 16 8 8");
        row("international", "filipino", "11225588m114499p777s", "1m", "discard:3", "international",
            "tódas 4, international 8", "-48 12 12 24");
        row("international, exposed pung", "filipino", "11225588m114499p 777s", "5m", "wall", "international",
            "tódas 4, international 8", "-72 24 24 24");
        row("siete pares pays more than the standard reading", "filipino", "112233m445566p77s789s", "7s", "wall",
            "siete pares", "tódas 4, siete pares 4", "-48 16 16 16");
        row("four alike as two pairs (house option on)", "filipino +fours", "1111m5599m22p88p55s789s", "9m", "wall",
            "siete pares", "tódas 4, siete pares 4", "-48 16 16 16");
        row("visayan: honours in the hand", "visayan", "123m456p789s11z 555z 234s", "1z", "wall", "tódas", "tódas 4",
            "-24 8 8 8");

        // The doubles rule: a doubles break roll doubles everything, only when the rule is on.
        row("doubles rule, doubles rolled", "filipino +doubles", plain, "5m", "discard:2 rolled-doubles", "tódas",
            "tódas 4", "-32 8 16 8", "doubled");
        row("doubles rule, búnot", "filipino +doubles", plain, "5m", "wall rolled-doubles", "tódas", "tódas 4",
            "-48 16 16 16", "doubled");
        row("doubles rule, no doubles rolled", "filipino +doubles", plain, "5m", "wall", "tódas", "tódas 4",
            "-24 8 8 8");
        row("doubles rolled, rule off", "filipino", plain, "5m", "wall rolled-doubles", "tódas", "tódas 4",
            "-24 8 8 8");

        // The other ambitions (seed 000), each with the switch on and off.
        const char* allChow = "123456m789p234567s11p";
        row("bisaklát", "filipino +ambitions", allChow, "7s", "opening", "tódas",
            "tódas 4, bisaklát 4, all chow 1, all up 1", "-60 20 20 20");
        row("bisaklát, ambitions off", "filipino", allChow, "7s", "opening", "tódas", "tódas 4", "-24 8 8 8");
        row("before the 5th: off the 4th discard", "filipino +ambitions", allChow, "7s", "discard:3 before:3", "tódas",
            "tódas 4, before the 5th 4, all chow 1, all up 1", "-40 10 10 20");
        row("before the 5th: búnot after 4 discards", "filipino +ambitions", allChow, "7s", "wall before:4", "tódas",
            "tódas 4, before the 5th 4, all chow 1, all up 1", "-60 20 20 20");
        row("not before the 5th: off the 5th discard", "filipino +ambitions", allChow, "7s", "discard:3 before:4",
            "tódas", "tódas 4, all chow 1, all up 1", "-24 6 6 12");
        row("before the 5th, ambitions off", "filipino", allChow, "7s", "discard:3 before:3", "tódas", "tódas 4",
            "-16 4 4 8");
        row("all chow and single", "filipino +ambitions", allChow, "1p", "wall", "tódas",
            "tódas 4, all chow 1, all up 1, single 1", "-42 14 14 14");
        row("all chow and single, ambitions off", "filipino", allChow, "1p", "wall", "tódas", "tódas 4",
            "-24 8 8 8");
        const char* flush = "123m345m567m999m22m 789m";
        row("all flush and paníngit", "filipino +ambitions", flush, "4m", "wall", "tódas",
            "tódas 4, all flush 2, paníngit 1", "-42 14 14 14");
        row("all flush, ambitions off", "filipino", flush, "4m", "wall", "tódas", "tódas 4", "-24 8 8 8");
        const char* allPung = "111m555p999s22s 777m 333p";
        row("all pung and single", "filipino +ambitions", allPung, "2s", "discard:1", "tódas",
            "tódas 4, all pung 1, single 1", "-24 12 6 6");
        row("all pung and back to back", "filipino +ambitions", allPung, "1m", "wall", "tódas",
            "tódas 4, all pung 1, back to back 1", "-36 12 12 12");
        row("all pung, ambitions off", "filipino", allPung, "1m", "wall", "tódas", "tódas 4", "-24 8 8 8");
        row("all pung with a secret", "filipino +ambitions", "111m555p22s 777m 333p 9999s", "5p", "gift secret:3",
            "tódas", "tódas 4, all pung 1, back to back 1", "-36 12 12 12");
        const char* allDown = "22s 123m 456p 789s 333p 5555m";
        row("all down (a secret counts as declared)", "filipino +ambitions", allDown, "2s", "gift secret:5", "tódas",
            "tódas 4, all down 1, single 1", "-36 12 12 12");
        row("all down, ambitions off", "filipino", allDown, "2s", "gift secret:5", "tódas", "tódas 4", "-24 8 8 8");
        row("all up: siete pares", "filipino +ambitions", "11225588m114499p123s", "1m", "wall", "siete pares",
            "tódas 4, siete pares 4, all up 1, single 1", "-60 20 20 20");
        row("not all up: an exposed báhay", "filipino +ambitions", "11225588m114499p 123s", "2m", "wall",
            "siete pares", "tódas 4, siete pares 4, single 1", "-54 18 18 18");
        row("international: back to back, not all pung", "filipino +ambitions", "11225588m114499p777s", "7s", "wall",
            "international", "tódas 4, international 8, all up 1, back to back 1", "-84 28 28 28");
        // The winning tile's best place: 3m completes the eye 33m (single) rather than 123m (edge).
        row("single rather than an edge", "filipino +ambitions", "123m33m456p789p234s 678s", "3m", "wall", "tódas",
            "tódas 4, all chow 1, single 1", "-36 12 12 12");
        // A two-sided wait pays nothing more.
        row("side wait", "filipino +ambitions", "123m33m456p789p234s 678s", "6p", "wall", "tódas",
            "tódas 4, all chow 1", "-30 10 10 10");
        // 5s completes 456s as its middle (paníngit) or the eye 55s (single): equal, the set first.
        row("paníngit or single: equal, the first", "filipino +ambitions", "123m456m789p45556s 555p", "5s", "wall",
            "tódas", "tódas 4, paníngit 1", "-30 10 10 10");

        // Jokers (the joker rule; seed 003).
        row("a joker completes a set", "filipino", "123m456m789p24s11s1j 567p", "4s", "wall", "tódas", "tódas 4",
            "-24 8 8 8");
        row("a drawn joker completes a chow: no joker eye", "joker-pot +ambitions", "123m456m789p24s11s1j 567p", "1j",
            "wall", "tódas", "tódas 4, all chow 1, paníngit 1", "-36 12 12 12");
        row("joker eye claims the pot", "joker-pot", "123m456m789p234s1s1j 567p", "1j", "wall", "tódas", "tódas 4",
            "-24 8 8 8", "pot joker-eye");
        row("joker eye without the pot rule", "filipino", "123m456m789p234s1s1j 567p", "1j", "replacement", "tódas",
            "tódas 4", "-24 8 8 8", "joker-eye");
        row("a discarded joker completing the eye is no joker eye", "joker-pot", "123m456m789p234s1s1j 567p", "1j",
            "discard:1", "tódas", "tódas 4", "-16 8 4 4");
        row("jokers in siete pares", "joker-pot", "11225588m11449p1j 123s", "9p", "discard:2", "siete pares",
            "tódas 4, siete pares 4", "-32 8 16 8");

        // Seed 003's pot: siete pares búnot, escaléra búnot, or a joker eye.
        row("pot: siete pares búnot", "joker-pot", "11225588m114499p123s", "2s", "wall", "siete pares",
            "tódas 4, siete pares 4", "-48 16 16 16", "pot");
        row("pot: international búnot", "joker-pot", "11225588m114499p777s", "7s", "gift", "international",
            "tódas 4, international 8", "-72 24 24 24", "pot");
        row("pot: siete pares off a discard does not claim it", "joker-pot", "11225588m114499p123s", "2s", "discard:1",
            "siete pares", "tódas 4, siete pares 4", "-32 16 8 8");
        row("pot: escaléra búnot", "joker-pot", "123456789m234p11s 567s", "4m", "replacement", "escaléra",
            "tódas 4, escaléra 4", "-48 16 16 16", "pot");
        row("pot: escaléra off a discard does not claim it", "joker-pot", "123456789m234p11s 567s", "4m", "discard:2",
            "escaléra", "tódas 4, escaléra 4", "-32 8 16 8");
        row("pot: tódas búnot does not claim it", "joker-pot", plain, "5m", "wall", "tódas", "tódas 4", "-24 8 8 8");
        row("pot off: siete pares búnot", "filipino", "11225588m114499p123s", "2s", "wall", "siete pares",
            "tódas 4, siete pares 4", "-48 16 16 16");
        row("pot switched on in the filipino rules", "filipino +pot", "11225588m114499p123s", "2s", "wall",
            "siete pares", "tódas 4, siete pares 4", "-48 16 16 16", "pot");
    }
    void scores()
    {
        QFETCH(QString, rules);
        QFETCH(QString, hand);
        QFETCH(QString, win);
        QFETCH(QString, context);
        QFETCH(QString, form);
        QFETCH(QString, lines);
        QFETCH(QString, pays);
        QFETCH(QString, flags);
        const Ruleset r = rulesFrom(rules);
        const WinContext c = contextFrom(hand, win, context, r);
        const auto s = scoreWin(c, r);
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().c_str());
        QCOMPARE(QString::fromStdString(winFormName(s->form)), form);
        QCOMPARE(linesText(*s), lines);
        QCOMPARE(paysText(*s), pays);
        int base = 0;
        for (const PayLine& l : s->lines)
            base += l.quarters;
        QCOMPARE(s->base, base);
        int sum = 0;
        for (int q : s->pays)
            sum += q;
        QCOMPARE(sum, 0);
        QCOMPARE(s->claimsPot, flags.contains(QLatin1String("pot")));
        QCOMPARE(s->jokerEye, flags.contains(QLatin1String("joker-eye")));
        // The multipliers name what was applied.
        const bool discard = c.source == WinSource::Discard;
        QCOMPARE(s->multipliers.front(), std::string(discard ? "discarder pays double" : "búnot: all pay double"));
        const bool doubled = flags.contains(QLatin1String("doubled"));
        QCOMPARE(s->multipliers.size(), std::size_t(doubled ? 2 : 1));
        if (doubled)
            QCOMPARE(s->multipliers.back(), std::string("doubles: ×2"));
        QVERIFY(!s->readingText.empty());
        QVERIFY(!s->winningGroup.empty());
    }

    // Where the winning tile sits and what the reading says.
    void reading()
    {
        const Ruleset r = Ruleset::filipino();
        auto score = [&](const char* hand, const char* win, const char* context, const Ruleset& rules) {
            const auto s = scoreWin(contextFrom(QString::fromUtf8(hand), QString::fromUtf8(win),
                                                QString::fromUtf8(context), rules),
                                    rules);
            if (!s)
                qFatal("%s", s.error().c_str());
            return *s;
        };
        WinScore s = score("123456789m234p11s 567s", "4m", "wall", r);
        QCOMPARE(s.readingText, std::string("123m 456m 789m 234p 11s | 567s"));
        QCOMPARE(s.winningGroup, std::string("456m"));
        QCOMPARE(s.wait, WaitShape::Side);
        QVERIFY(s.reading.escalera);
        s = score("22s 123m 456p 789s 333p 5555m", "2s", "gift secret:5", r);
        QCOMPARE(s.readingText, std::string("22s | 123m 456p 789s 333p 5555m!"));
        QCOMPARE(s.wait, WaitShape::Eye);
        s = score("123m456m789p24s11s1j 567p", "1j", "wall", r);
        QCOMPARE(s.readingText, std::string("123m 456m 789p 234s 11s | 567p (jokers as 3s)"));
        QCOMPARE(s.winningGroup, std::string("234s"));
        QCOMPARE(handKind(s.winningAs).notation(), std::string("3s"));
        QCOMPARE(s.wait, WaitShape::Middle);
        s = score("123m456m789p234s11s 789s", "3m", "wall", r);
        QCOMPARE(s.wait, WaitShape::Edge);
        s = score("11225588m114499p777s", "7s", "wall", r);
        QCOMPARE(s.readingText, std::string("777s 11m 22m 55m 88m 11p 44p 99p"));
        QCOMPARE(s.wait, WaitShape::Pung);
        // The drawn dragon laid in a beauty, then the win: it sits in the exposed báhay.
        // The hand notation has no beauty; the game reads one as a run of honours (game.cpp).
        WinContext laid = contextFrom(QStringLiteral("234m567m345p678p66s"), QStringLiteral("7z"),
                                      QStringLiteral("wall laid"), Ruleset::visayan());
        laid.hand.addExposed(Meld{SetType::Chow, static_cast<std::uint8_t>(laid.winningKind - 2)});
        const auto laidScore = scoreWin(laid, Ruleset::visayan());
        QVERIFY2(laidScore, laidScore ? "" : laidScore.error().c_str());
        s = *laidScore;
        QCOMPARE(s.winningGroup, std::string("567z"));
        QCOMPARE(s.wait, WaitShape::Laid);
        QCOMPARE(waitShapeName(s.wait), std::string("laid"));
    }

    // A hand that is no win, or a context that cannot be, is refused with the reason.
    void refused_data()
    {
        QTest::addColumn<QString>("rules");
        QTest::addColumn<QString>("hand");
        QTest::addColumn<QString>("win");
        QTest::addColumn<QString>("context");
        QTest::addColumn<QString>("reason");
        auto row = [](const char* name, const char* rules, const char* hand, const char* win, const char* context,
                      const char* reason) {
            QTest::newRow(name) << QString::fromUtf8(rules) << QString::fromUtf8(hand) << QString::fromUtf8(win)
                                << QString::fromUtf8(context) << QString::fromUtf8(reason);
        };
        row("not complete: ready", "filipino", "123m456m789p234s12s 567p", "2s", "wall",
            "not a winning hand: shanten 0 (standard 0");
        row("not complete: far", "filipino", "1357m2468p135799s 567p", "1m", "wall", "not a winning hand: shanten");
        row("four alike as two pairs (house option off)", "filipino", "1111m5599m22p88p55s789s", "9m", "wall",
            "not a winning hand: shanten 1");
        row("sixteen tiles", "filipino", "123m456m789p234s1s 567p", "1s", "wall",
            "this one has 16: the concealed tiles must include the winning tile");
        row("fourteen tiles", "filipino", "123m456m789p23411s", "1s", "wall", "a winning hand has 17 tiles");
        row("winning tile not held", "filipino", "234m567m345p678p11s 789s", "9m", "wall",
            "the winning tile 9m is not among the concealed tiles");
        row("winning tile said laid, but in no exposed set", "visayan", "234m567m345p678p66s 789s", "7z", "wall laid",
            "the winning tile 7z is said to be laid in a báhay this turn, but no exposed set holds it");
        row("winning joker not held", "filipino", "234m567m345p678p11s 789s", "1j", "wall",
            "the winning tile is a joker, but the concealed tiles hold none");
        row("own discard", "filipino", "234m567m345p678p11s 789s", "5m", "discard:0",
            "cannot win off their own discard");
        row("secret that is a chow", "filipino", "234m567m345p678p11s 789s", "5m", "wall secret:1",
            "exposed set 1 is marked secret, but a secret is four alike");
        row("bisaklát not the máno", "filipino", "123456m789p234567s11p", "7s", "opening winner:1 mano:0",
            "bisaklát is the máno's opening hand, but the winner (seat 1) is not the máno (seat 0)");
        row("bisaklát off a discard", "filipino", "123456m789p234567s11p", "7s", "opening discard:1",
            "it cannot be won off a discard");
        row("honours in a Filipino hand", "visayan", "123m456p789s11z 555z 234s", "1z", "wall", "");
    }
    void refused()
    {
        QFETCH(QString, rules);
        QFETCH(QString, hand);
        QFETCH(QString, win);
        QFETCH(QString, context);
        QFETCH(QString, reason);
        Ruleset r = rulesFrom(rules);
        const WinContext c = contextFrom(hand, win, context, r);
        if (reason.isEmpty()) { // parsed as Visayan, scored as Filipino
            r = Ruleset::filipino();
            reason = QStringLiteral("1z (East wind) is a flower in the Filipino game");
        }
        const auto s = scoreWin(c, r);
        QVERIFY(!s.ok());
        QVERIFY2(QString::fromStdString(s.error()).contains(reason), s.error().c_str());
    }

    // Instant payouts (RULINGS.md, "Payouts (Filipino)" and "Visayan"), each paid by every other seat.
    void instantPayouts_data()
    {
        QTest::addColumn<int>("ambition");
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("filipino");
        QTest::addColumn<int>("visayan");
        QTest::newRow("kang") << int(Ambition::Kang) << "kang" << 1 << 1;
        QTest::newRow("secret") << int(Ambition::Secret) << "secret" << 2 << 2;
        QTest::newRow("sagása") << int(Ambition::Sagasa) << QString::fromUtf8("sagása") << 2 << 2;
        QTest::newRow("thirteen flowers") << int(Ambition::ThirteenFlowers) << "thirteen flowers" << 1 << 0;
        QTest::newRow("no flowers") << int(Ambition::NoFlowers) << "no flowers" << 1 << 1;
        QTest::newRow("beauty") << int(Ambition::Beauty) << "beauty" << 0 << 2;
        QTest::newRow("NEWS") << int(Ambition::News) << "NEWS" << 0 << 2;
    }
    void instantPayouts()
    {
        QFETCH(int, ambition);
        QFETCH(QString, name);
        QFETCH(int, filipino);
        QFETCH(int, visayan);
        const auto a = static_cast<Ambition>(ambition);
        QCOMPARE(QString::fromStdString(ambitionName(a)), name);
        QCOMPARE(instantQuarters(a, Ruleset::filipino()), filipino);
        QCOMPARE(instantQuarters(a, Ruleset::visayan()), visayan);
        QCOMPARE(instantQuarters(a, Ruleset::jokerPot()), filipino);
        // The amounts come from the ruleset's payouts.
        Ruleset custom = Ruleset::visayan();
        custom.payouts.sagasa = 3;
        custom.payouts.secret = 5;
        custom.payouts.kang = 7;
        custom.payouts.thirteenFlowers = 9;
        custom.payouts.noFlowers = 11;
        custom.payouts.beauty = 13;
        custom.payouts.news = 15;
        const int altered[] = {7, 5, 3, 0, 11, 13, 15}; // kang, secret, sagása, 13 flowers (not Visayan), ...
        QCOMPARE(instantQuarters(a, custom), altered[ambition]);
    }

    // Every final line takes its amount from the ruleset's payouts.
    void alteredPayouts()
    {
        Ruleset r = Ruleset::filipino();
        r.otherAmbitions = true;
        r.payouts.todas = 8;
        r.payouts.escalera = 12;
        r.payouts.allChow = 3;
        r.payouts.allUp = 2;
        r.payouts.single = 5;
        r.payouts.beforeFifth = 6;
        auto s = scoreWin(contextFrom(QStringLiteral("123456789m234p11s567s"), QStringLiteral("1s"),
                                      QStringLiteral("discard:1 before:2"), r),
                          r);
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().c_str());
        QCOMPARE(linesText(*s), QString::fromUtf8("tódas 8, escaléra 12, before the 5th 6, all chow 3, all up 2, single 5"));
        QCOMPARE(paysText(*s), QStringLiteral("-144 72 36 36"));

        r.payouts.sietePares = 10;
        r.payouts.international = 20;
        r.payouts.backToBack = 7;
        s = scoreWin(contextFrom(QStringLiteral("11225588m114499p 777s"), QStringLiteral("1m"), QStringLiteral("wall"), r),
                     r);
        QVERIFY(s.ok());
        QCOMPARE(linesText(*s), QString::fromUtf8("tódas 8, international 20, single 5"));
        QCOMPARE(paysText(*s), QStringLiteral("-198 66 66 66"));
        s = scoreWin(contextFrom(QStringLiteral("11225588m114499p 123s"), QStringLiteral("1m"), QStringLiteral("wall"), r),
                     r);
        QVERIFY(s.ok());
        QCOMPARE(linesText(*s), QString::fromUtf8("tódas 8, siete pares 10, single 5"));

        r.payouts.bisaklat = 16;
        r.payouts.allFlush = 9;
        r.payouts.paningit = 4;
        s = scoreWin(contextFrom(QStringLiteral("123m345m567m999m22m 789m"), QStringLiteral("4m"), QStringLiteral("wall"), r),
                     r);
        QVERIFY(s.ok());
        QCOMPARE(linesText(*s), QString::fromUtf8("tódas 8, all flush 9, paníngit 4"));
        s = scoreWin(contextFrom(QStringLiteral("123456m789p234567s11p"), QStringLiteral("7s"), QStringLiteral("opening"), r),
                     r);
        QVERIFY(s.ok());
        QCOMPARE(linesText(*s), QString::fromUtf8("tódas 8, bisaklát 16, all chow 3, all up 2"));
        r.payouts.allPung = 6;
        r.payouts.allDown = 11;
        s = scoreWin(contextFrom(QStringLiteral("22s 111m 456p 789s 333p 5555m"), QStringLiteral("2s"),
                                 QStringLiteral("gift"), r),
                     r);
        QVERIFY(s.ok());
        QCOMPARE(linesText(*s), QString::fromUtf8("tódas 8, all down 11, single 5"));
        s = scoreWin(contextFrom(QStringLiteral("22s 111m 444p 999s 333p 5555m"), QStringLiteral("2s"),
                                 QStringLiteral("gift"), r),
                     r);
        QVERIFY(s.ok());
        QCOMPARE(linesText(*s), QString::fromUtf8("tódas 8, all pung 6, all down 11, single 5"));
    }

    void names()
    {
        QCOMPARE(winFormName(WinForm::Todas), std::string("tódas"));
        QCOMPARE(winFormName(WinForm::Escalera), std::string("escaléra"));
        QCOMPARE(winFormName(WinForm::SietePares), std::string("siete pares"));
        QCOMPARE(winFormName(WinForm::International), std::string("international"));
        for (WinSource s : {WinSource::Wall, WinSource::Replacement, WinSource::Gift, WinSource::Discard}) {
            const auto back = parseWinSource(winSourceName(s));
            QVERIFY(back.ok());
            QCOMPARE(*back, s);
        }
        QCOMPARE(winSourceName(WinSource::Gift), std::string("gift"));
        QVERIFY(!parseWinSource("self-drawn").ok());
        QVERIFY(parseWinSource("ron").error().find("\"ron\"") != std::string::npos);
        QCOMPARE(waitShapeName(WaitShape::Eye), std::string("eye"));
        QCOMPARE(waitShapeName(WaitShape::Pung), std::string("pung"));
        QCOMPARE(waitShapeName(WaitShape::Middle), std::string("middle"));
        QCOMPARE(waitShapeName(WaitShape::Side), std::string("side"));
        QCOMPARE(waitShapeName(WaitShape::Edge), std::string("edge"));
    }
};

QTEST_GUILESS_MAIN(TestScoring)
#include "tst_scoring.moc"
