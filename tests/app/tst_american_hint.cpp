// The strong AI's hint at the American table (app/american/american_session_hint.cpp): on the
// person's move the session gives one sentence and the rack tiles it names; in the Charleston
// it names the tiles to pass (all on the rack, no joker) and passing them is accepted; on a
// discard it names one tile, which the page may discard; asked for (Hint, H) it is marked
// for this move only; off the person's move there is none; every reason the engine gives
// has its sentence, the tiles named as players name them.
#include "american/american_hint_words.h"
#include "american/american_session.h"

#include "session/session.h"
#include "variants/american/american_game.h"

#include <QElapsedTimer>
#include <QTest>

namespace {

bool offers(const AmericanSession& s, mj::ActionType type)
{
    const auto legal = s.legal();
    return std::any_of(legal.begin(), legal.end(), [type](const mj::Action& a) { return a.type == type; });
}

bool onRack(const AmericanSession& s, int tileId)
{
    for (const QVariant& v : s.rack())
        if (v.toMap().value("tileId").toInt() == tileId)
            return true;
    return false;
}

QString kindOnRack(const AmericanSession& s, int tileId)
{
    for (const QVariant& v : s.rack())
        if (v.toMap().value("tileId").toInt() == tileId)
            return v.toMap().value("kind").toString();
    return {};
}

// The person's move made by following the hint where it names tiles (passes, discards),
// else the first offered button (no second Charleston, no courtesy, let discards go).
bool followHint(AmericanSession& s)
{
    if (!s.yourMove())
        return false;
    const QVariantList tiles = s.hintTiles();
    if (s.pickCount() > 0 && offers(s, mj::ActionType::PassTile)) {
        for (const QVariant& t : tiles)
            s.tapTile(t.toInt());
        return s.passSelected();
    }
    if (offers(s, mj::ActionType::Discard) && tiles.size() == 1 && s.actions().isEmpty()) {
        s.tapTile(tiles[0].toInt());
        return s.discardSelected();
    }
    const auto actions = s.actions();
    for (const QVariant& v : actions) {
        const auto a = v.toMap();
        const QString type = a.value("type").toString();
        if (type == "vote" || type == "courtesy_offer" || type == "pass" || type == "draw")
            return s.choose(a.value("index").toInt());
    }
    if (offers(s, mj::ActionType::Discard) && !tiles.isEmpty()) {
        s.tapTile(tiles[0].toInt());
        return s.discardSelected();
    }
    return s.choose(actions.isEmpty() ? 0 : actions[0].toMap().value("index").toInt());
}

} // namespace

class TestAmericanHint : public QObject {
    Q_OBJECT

private slots:
    // The Charleston's first pass: "Pass North, Red and 9 Bam: ..." with those three tiles
    // outlined; passing them is what the page does, and it is accepted.
    void charlestonHint()
    {
        AmericanSession s;
        s.setPaceMs(0);
        s.setSeed(7);
        QVERIFY(s.start("strong"));
        QVERIFY(s.yourMove());
        QCOMPARE(s.charlestonStep(), QString("first right"));
        QElapsedTimer took;
        took.start();
        const QString hint = s.hint();
        qInfo("the first hint took %lld ms: %s", static_cast<long long>(took.elapsed()), qPrintable(hint));
        QVERIFY2(hint.startsWith("Pass "), qPrintable(hint));
        QVERIFY2(hint.contains("the lines you aim for (“"), qPrintable(hint));
        const QVariantList tiles = s.hintTiles();
        QCOMPARE(tiles.size(), 3); // the first pass is never blind
        for (const QVariant& t : tiles) {
            QVERIFY(onRack(s, t.toInt()));
            QVERIFY(!kindOnRack(s, t.toInt()).endsWith('j')); // no joker is passed
            // Each tile is named in the sentence, as players name it.
            const QString kind = kindOnRack(s, t.toInt());
            if (kind.endsWith('p'))
                QVERIFY2(hint.contains(kind.left(1) + " Dot"), qPrintable(hint));
        }
        // Asked for, it is marked for this move; the pass moves on and the mark goes.
        QVERIFY(!s.hintAsked());
        s.askHint();
        QVERIFY(s.hintAsked());
        QCOMPARE(s.hint(), hint); // the same state: the same words
        for (const QVariant& t : tiles)
            s.tapTile(t.toInt());
        QVERIFY(s.canPass());
        QVERIFY(s.passSelected());
        QVERIFY(!s.hintAsked());
        QVERIFY(s.yourMove());
        QCOMPARE(s.charlestonStep(), QString("first across"));
        QVERIFY(s.hint().startsWith("Pass "));
    }

    // Following the hints into play: on a discard the hint names one tile of the rack in a
    // sentence ("Discard the 7 Dot: ..." or "Don't discard ..."), and discarding it is accepted.
    void discardHint()
    {
        AmericanSession s;
        s.setPaceMs(0);
        s.setSeed(11);
        QVERIFY(s.start("strong"));
        int discards = 0, moves = 0;
        QStringList seen;
        while (discards < 4 && moves < 200 && !s.overShown()) {
            QVERIFY(s.yourMove());
            const QString hint = s.hint();
            QVERIFY2(!hint.isEmpty(), qPrintable(QString("no hint at move %1 (%2)").arg(moves).arg(s.phase())));
            seen << hint;
            if (offers(s, mj::ActionType::Discard) && s.charlestonStep().isEmpty()) {
                QVERIFY2(hint.startsWith("Discard ") || hint.startsWith("Don't discard ") || hint.startsWith("Declare") ||
                             hint.startsWith("Swap") || hint.startsWith("Call"),
                         qPrintable(hint));
                if (hint.startsWith("Discard ") || hint.startsWith("Don't discard ")) {
                    QCOMPARE(s.hintTiles().size(), 1);
                    QVERIFY(onRack(s, s.hintTiles()[0].toInt()));
                    ++discards;
                }
            }
            QVERIFY(followHint(s));
            ++moves;
        }
        QVERIFY2(discards >= 1 || s.overShown(), qPrintable(seen.join('\n')));
        qInfo("%s", qPrintable(seen.mid(0, 12).join('\n')));
    }

    // Every reason the engine gives is said in a sentence naming its tiles and lines.
    void everyReasonInWords()
    {
        AmericanSession s;
        s.setPaceMs(0);
        QVERIFY(s.start("strong"));
        const auto& card = mj::american::AmericanGame::of(s.session()->game())->rules().card->card();
        using W = mj::american::HintWhy;
        const auto seat = [](int i) { return QStringList{"You", "Right", "Across", "Left"}.value(i); };
        QCOMPARE(mjui::americanTileName(15), QString("7 Dot"));
        QCOMPARE(mjui::americanTileName(22), QString("5 Bam"));
        QCOMPARE(mjui::americanTileName(4), QString("5 Crak"));
        QCOMPARE(mjui::americanTileName(30), QString("North"));
        QCOMPARE(mjui::americanTileName(33), QString("Red"));
        QCOMPARE(mjui::americanTileName(31), QString("Soap"));
        for (int w = static_cast<int>(W::Draw); w <= static_cast<int>(W::Offer); ++w) {
            mj::american::AmericanHint h;
            h.why = static_cast<W>(w);
            h.kinds = {15, 30, 33};
            h.lines = {0, 1, 2};
            h.line = 0;
            h.seat = 1;
            h.avoided = 20;
            h.count = 2;
            const QString text = mjui::americanHintSentence(h, card, seat);
            QVERIFY2(!text.isEmpty() && text.endsWith('.'), qPrintable(QString("reason %1: '%2'").arg(w).arg(text)));
            if (h.why != W::Draw && h.why != W::CallDead && h.why != W::MahJongg)
                QVERIFY2(text.contains("7 Dot"), qPrintable(text));
            if (h.why == W::DiscardSafe)
                QCOMPARE(text, QString("Don't discard the 3 Bam: Right's exposures show a line that needs it. Discard the 7 Dot instead."));
        }
        mj::american::AmericanHint pass;
        pass.why = W::PassUnused;
        pass.kinds = {30, 33, 26};
        pass.lines = {0};
        QVERIFY(mjui::americanHintSentence(pass, card, seat).startsWith("Pass North, Red and 9 Bam: the lines you aim for (“"));
        pass.kinds = {30};
        pass.blind = 2;
        QVERIFY(mjui::americanHintSentence(pass, card, seat).startsWith("Pass North, and 2 more blind"));
    }

    // No hint when it is not the person's move, nor before a match.
    void noHintOffMove()
    {
        AmericanSession s;
        QVERIFY(s.hint().isEmpty());
        QVERIFY(s.hintTiles().isEmpty());
        s.askHint(); // nothing to ask about: no crash, nothing marked
        QVERIFY(!s.hintAsked());
        s.setSeed(3);
        s.setPaceMs(350); // the table still shows the deal: not yet the person's move
        QVERIFY(s.start("strong"));
        if (!s.yourMove())
            QVERIFY(s.hint().isEmpty());
        s.showAll();
        QVERIFY(s.yourMove());
        QVERIFY(!s.hint().isEmpty());
    }
};

QTEST_MAIN(TestAmericanHint)
#include "tst_american_hint.moc"
