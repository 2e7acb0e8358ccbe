// The American card beside the rack (app/american/card_helper_model.h) and the practice
// deal (app/american/card_practice.h): the lines nearest first with the matcher's distances,
// each missing tile marked available, joker-fillable or dead as tiles are seen, lines an
// exposed hand cannot use, the chosen line's rack tiles, bad cards, hands and seen tiles
// refused with where and why; and the practice wall: the same deal number, the same hand and
// draws.
#include "american/card_helper_model.h"
#include "american/card_practice.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace {

// The row whose line is printed so on the card; -1 when none is.
int rowOf(const CardHelperModel& model, const QString& handText)
{
    for (int row = 0; row < model.rowCount(); ++row)
        if (model.index(row).data(CardHelperModel::HandTextRole).toString() == handText)
            return row;
    return -1;
}

QVariant at(const CardHelperModel& model, int row, CardHelperModel::Role role) { return model.index(row).data(role); }

QStringList states(const CardHelperModel& model, int row)
{
    QStringList out;
    for (const QVariant& m : at(model, row, CardHelperModel::MissingRole).toList())
        out << m.toMap().value("tile").toString() + ":" + m.toMap().value("state").toString();
    return out;
}

QStringList usedFlags(const CardHelperModel& model)
{
    QStringList out;
    for (const QVariant& v : model.usedTiles())
        out << (v.toBool() ? "1" : "0");
    return out;
}

} // namespace

class TestCardHelper : public QObject {
    Q_OBJECT

private slots:
    void practiceCardLoads()
    {
        CardHelperModel model;
        QVERIFY2(model.cardError().isEmpty(), qPrintable(model.cardError()));
        QCOMPARE(model.cardTitle(), QString("Mahjongero practice card 2026"));
        QCOMPARE(model.rowCount(), 51);
        // No hand yet: card order, no distance, no error.
        QVERIFY(model.handError().isEmpty());
        QCOMPARE(at(model, 0, CardHelperModel::HandTextRole).toString(), QString("FF 2026a 2222b 6666c"));
        QCOMPARE(at(model, 0, CardHelperModel::DistanceRole).toInt(), -1);
        QCOMPARE(at(model, 0, CardHelperModel::ExposureRole).toString(), QString("X"));
        QCOMPARE(at(model, 0, CardHelperModel::ValueRole).toInt(), 25);
        QCOMPARE(at(model, 0, CardHelperModel::CategoryRole).toString(), QString("Year"));
        // The groups as the card draws them: the suit is a colour, not a letter.
        const QVariantList groups = at(model, 0, CardHelperModel::GroupsRole).toList();
        QCOMPARE(groups.size(), 4);
        QCOMPARE(groups[0].toMap().value("text").toString(), QString("FF"));
        QCOMPARE(groups[0].toMap().value("suit").toInt(), -1);
        QCOMPARE(groups[1].toMap().value("text").toString(), QString("2026"));
        QCOMPARE(groups[1].toMap().value("suit").toInt(), 0);
        QCOMPARE(groups[3].toMap().value("suit").toInt(), 2);
        const int alternatives = rowOf(model, "FFF NN EE WW SS RRR/GGG/000");
        QVERIFY(alternatives >= 0);
        QCOMPARE(at(model, alternatives, CardHelperModel::GroupsRole).toList().last().toMap().value("text").toString(),
                 QString("RRR/GGG/000"));
    }

    // A hand that is a line exactly comes first, as Mah Jongg, with nothing missing; the rest
    // follow nearest first, card order among equals, as the matcher ranks them.
    void sortedByDistance()
    {
        CardHelperModel model;
        QVERIFY2(model.setHandNotation("11122223334444z"), qPrintable(model.handError())); // NNNN EEE WWW SSSS
        QCOMPARE(at(model, 0, CardHelperModel::HandTextRole).toString(), QString("NNNN EEE WWW SSSS"));
        QCOMPARE(at(model, 0, CardHelperModel::DistanceRole).toInt(), 0);
        QVERIFY(at(model, 0, CardHelperModel::MahJonggRole).toBool());
        QVERIFY(at(model, 0, CardHelperModel::MissingRole).toList().isEmpty());
        for (int row = 1; row < model.rowCount(); ++row) {
            const int before = at(model, row - 1, CardHelperModel::DistanceRole).toInt();
            const int now = at(model, row, CardHelperModel::DistanceRole).toInt();
            QVERIFY2(now >= before, qPrintable(QString("row %1: %2 after %3").arg(row).arg(now).arg(before)));
            if (now == before)
                QVERIFY(at(model, row, CardHelperModel::CardIndexRole).toInt() >
                        at(model, row - 1, CardHelperModel::CardIndexRole).toInt());
            QVERIFY(!at(model, row, CardHelperModel::MahJonggRole).toBool());
        }
        // The same hand of 13 tiles is a tile away, not Mah Jongg.
        QVERIFY(model.setHandNotation("1112223334444z"));
        QCOMPARE(at(model, 0, CardHelperModel::DistanceRole).toInt(), 1);
        QVERIFY(!at(model, 0, CardHelperModel::MahJonggRole).toBool());
        QCOMPARE(model.missingText(0), QString("2z*"));
    }

    // A single or pair's tile is available while a copy is unseen, and dead once all four
    // are on the table; a kong's tile stays joker-fillable while a joker may still come.
    void missingTilesMarked()
    {
        CardHelperModel model;
        // NEWS RR GG 00 1122a with the N a 9s: the N is missing, and no joker may stand in NEWS.
        QVERIFY(model.setHandNotation("1122m9s123556677z"));
        const int news = rowOf(model, "NEWS RR GG 00 1122a");
        QVERIFY(news >= 0);
        QCOMPARE(at(model, news, CardHelperModel::DistanceRole).toInt(), 1);
        QCOMPARE(states(model, news), QStringList{"4z:available"});
        QVERIFY(!at(model, news, CardHelperModel::DeadRole).toBool());
        model.setSeenTiles({"4z", "4z", "4z"});
        QCOMPARE(states(model, news), QStringList{"4z:available"});
        model.setSeenTiles({"4z", "4z", "4z", "4z"});
        QVERIFY2(model.handError().isEmpty(), qPrintable(model.handError()));
        QCOMPARE(states(model, news), QStringList{"4z:dead"});
        QVERIFY(at(model, news, CardHelperModel::DeadRole).toBool());
        // Dead or not, the distance is the matcher's: still one tile.
        QCOMPARE(at(model, news, CardHelperModel::DistanceRole).toInt(), 1);

        // NNNN EEE WWW SSSS short of an S: a kong's tile, so a joker may fill it, dead
        // naturals or not; with every joker seen too, it is dead.
        model.setSeenTiles({});
        QVERIFY(model.setHandNotation("9m1112223334444z"));
        const int winds = rowOf(model, "NNNN EEE WWW SSSS");
        QCOMPARE(states(model, winds), QStringList{"2z:joker"});
        model.setSeenTiles({"2z"});
        QCOMPARE(states(model, winds), QStringList{"2z:joker"});
        QVERIFY(!at(model, winds, CardHelperModel::MissingRole).toList()[0].toMap().value("naturalLeft").toBool());
        model.setSeenTiles({"2z", "11111111j"});
        QCOMPARE(states(model, winds), QStringList{"2z:dead"});
    }

    // The flowers are one kind of eight (F is any flower): dead only when all eight are seen.
    void flowersCountAsOneKind()
    {
        CardHelperModel model;
        // FF 1111a 1111b 1111c with one flower: one F to get.
        QVERIFY(model.setHandNotation("1111m1111p11119s1f"));
        const int row = rowOf(model, "FF 1111a 1111b 1111c");
        QCOMPARE(at(model, row, CardHelperModel::DistanceRole).toInt(), 1);
        QCOMPARE(at(model, row, CardHelperModel::MissingRole).toList()[0].toMap().value("anyFlower").toBool(), true);
        QCOMPARE(states(model, row), QStringList{"1f:available"});
        model.setSeenTiles({"2345678f"});
        QCOMPARE(states(model, row), QStringList{"1f:dead"});
        // Two plum flowers are more than the set has.
        model.setSeenTiles({"1f"});
        QVERIFY(model.handError().contains("1f"));
    }

    // An exposure fits only X lines that have its group: a C line, or one without it, cannot
    // use the hand and goes last.
    void exposedHandUsableLines()
    {
        CardHelperModel model;
        QVERIFY2(model.setHandNotation("9m2223334444z 1z1j1z"), qPrintable(model.handError()));
        const int winds = rowOf(model, "NNNN EEE WWW SSSS");
        QCOMPARE(at(model, winds, CardHelperModel::DistanceRole).toInt(), 1);
        QVERIFY(at(model, winds, CardHelperModel::UsableRole).toBool());
        const int concealed = rowOf(model, "NNNN/SSSS EEEE WWW RRR");
        QVERIFY(!at(model, concealed, CardHelperModel::UsableRole).toBool());
        QCOMPARE(at(model, concealed, CardHelperModel::DistanceRole).toInt(), -1);
        // Every unusable line after every usable one.
        bool unusableSeen = false;
        for (int row = 0; row < model.rowCount(); ++row) {
            const bool usable = at(model, row, CardHelperModel::UsableRole).toBool();
            QVERIFY(!(usable && unusableSeen));
            unusableSeen = unusableSeen || !usable;
        }
        model.setChosenLine(at(model, concealed, CardHelperModel::CardIndexRole).toInt());
        QVERIFY(model.chosenSummary().contains("concealed"));
        QCOMPARE(usedFlags(model), QStringList(11, "0"));
    }

    // Choosing a line marks the rack tiles it uses (a joker it stands in too), and the line
    // stays chosen as the list re-sorts.
    void chosenLineUsesRackTiles()
    {
        CardHelperModel model;
        // NEWS RR GG 00 1122a: the 9s and one extra 6z are not in it.
        model.setConcealedTiles({"1m", "1m", "2m", "2m", "9s", "1z", "2z", "3z", "5z", "5z", "6z", "6z", "6z", "7z"});
        QVERIFY2(model.handError().isEmpty(), qPrintable(model.handError()));
        const int row = rowOf(model, "NEWS RR GG 00 1122a");
        const int line = at(model, row, CardHelperModel::CardIndexRole).toInt();
        QSignalSpy chosen(&model, &CardHelperModel::chosenChanged);
        model.chooseRow(row);
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(model.chosenLine(), line);
        QCOMPARE(model.chosenRow(), row);
        QVERIFY(at(model, row, CardHelperModel::ChosenRole).toBool());
        QCOMPARE(usedFlags(model).join(""), QString("11110111111101")); // the 9s, the third 6z
        QVERIFY2(model.chosenSummary().startsWith("Uses 12 of your rack's tiles; 2 more to get"),
                 qPrintable(model.chosenSummary()));
        // The 4z and the 7z's pair partner seen: the list may move, the choice stays.
        model.setSeenTiles({"4z", "4z", "4z", "4z"});
        QCOMPARE(model.chosenLine(), line);
        QCOMPARE(at(model, model.chosenRow(), CardHelperModel::CardIndexRole).toInt(), line);
        QVERIFY(model.chosenSummary().contains("can no longer come"));

        // A joker standing in a kong is used; a spare one is not.
        model.setSeenTiles({});
        model.setConcealedTiles({"1j", "1z", "1z", "1z", "2z", "2z", "2z", "3z", "3z", "3z", "4z", "4z", "4z", "9m"});
        model.chooseRow(rowOf(model, "NNNN EEE WWW SSSS"));
        QCOMPARE(usedFlags(model).join(""), QString("11111111111110"));
        QVERIFY(model.chosenSummary().contains("13 of your"));
        model.chooseRow(-1);
        QCOMPARE(model.chosenLine(), -1);
        QCOMPARE(usedFlags(model).join(""), QString("00000000000000"));
    }

    void badHandsRefusedWithWhy()
    {
        CardHelperModel model;
        QVERIFY(!model.setHandNotation("1122m"));
        QVERIFY2(model.handError().contains("has 4 tiles"), qPrintable(model.handError()));
        QCOMPARE(model.rowCount(), 51); // the card, in card order, without distances
        QCOMPARE(at(model, 0, CardHelperModel::DistanceRole).toInt(), -1);
        model.setConcealedTiles({"1m", "8z"});
        QVERIFY2(model.handError().startsWith("rack tile 2, \"8z\""), qPrintable(model.handError()));
        model.setConcealedTiles({"1m", "12m"});
        QVERIFY2(model.handError().contains("not one tile"), qPrintable(model.handError()));
        QVERIFY(!model.setHandNotation("11112222333344m 5p1j"));
        QVERIFY2(model.handError().contains("pair"), qPrintable(model.handError()));
        QVERIFY(model.setHandNotation("1112223334444z"));
        model.setSeenTiles({"1m", "x"});
        QVERIFY2(model.handError().startsWith("seen tile 2, \"x\""), qPrintable(model.handError()));
        model.setSeenTiles({"4z"});
        QVERIFY2(model.handError().contains("5 copies of 4z"), qPrintable(model.handError()));
    }

    void badCardFilesRefusedWithWhere()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("mine.card");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("title Mine\n[2468]\nFF 2222a 4444b 6666c  X 25\n2222a 444q  X 25\n");
        file.close();
        CardHelperModel model;
        QSignalSpy changed(&model, &CardHelperModel::cardChanged);
        model.setCardFile(path);
        QCOMPARE(changed.count(), 1);
        QVERIFY2(model.cardError().startsWith("mine.card:4:"), qPrintable(model.cardError()));
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.setHandNotation("1112223334444z") || model.rowCount() == 0);
        QCOMPARE(model.rowCount(), 0);

        model.setCardFile(dir.filePath("none.card"));
        QVERIFY2(model.cardError().contains("could not be opened"), qPrintable(model.cardError()));

        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("title Empty\n");
        file.close();
        model.setCardFile(path);
        QVERIFY2(model.cardError().contains("no lines"), qPrintable(model.cardError()));

        // A good card of the user's own is read, and the hand is ranked against it.
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("title Mine\n[winds-dragons]\nNNNN EEE WWW SSSS  X 25\n");
        file.close();
        model.setCardFile(QString());
        model.setCardFile(path);
        QVERIFY2(model.cardError().isEmpty(), qPrintable(model.cardError()));
        QCOMPARE(model.cardTitle(), QString("Mine"));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(at(model, 0, CardHelperModel::DistanceRole).toInt(), 1);
    }

    // The same deal number, the same hand and the same draws; the rack sorted; discards kept.
    void practiceDealsReplay()
    {
        CardPractice a, b;
        QVERIFY(a.deal("42"));
        QVERIFY(b.deal(" 42 "));
        QCOMPARE(a.dealNumber(), 42);
        QCOMPARE(a.rack().size(), 14);
        QCOMPARE(a.rack(), b.rack());
        QCOMPARE(a.wallLeft(), 152 - 14);
        QCOMPARE(a.drawnIndex(), -1);
        CardHelperModel model;
        model.setConcealedTiles(a.rack());
        QVERIFY2(model.handError().isEmpty(), qPrintable(model.handError()));

        const QString thrown = a.rack().at(3);
        QVERIFY(a.discardAndDraw(3));
        QVERIFY(b.discardAndDraw(3));
        QCOMPARE(a.rack(), b.rack());
        QCOMPARE(a.rack().size(), 14);
        QCOMPARE(a.discards(), QStringList{thrown});
        QCOMPARE(a.wallLeft(), 152 - 15);
        QVERIFY(a.drawnIndex() >= 0 && a.drawnIndex() < 14);
        QStringList sorted = a.rack();
        QCOMPARE(a.rack().size(), sorted.size());
        model.setConcealedTiles(a.rack());
        model.setSeenTiles(a.discards());
        QVERIFY2(model.handError().isEmpty(), qPrintable(model.handError()));

        QVERIFY(b.deal("43"));
        QVERIFY(a.rack() != b.rack());

        QVERIFY(!a.deal("0"));
        QVERIFY(a.message().contains("not a deal number"));
        QVERIFY(!a.deal("abc"));
        QCOMPARE(a.dealNumber(), 42); // a refused number leaves the deal as it was
        QVERIFY(!a.discardAndDraw(14));
        QVERIFY(a.message().contains("no tile 15"));
        // The whole wall drawn, the next draw is refused.
        int draws = 0;
        while (a.discardAndDraw(0))
            ++draws;
        QCOMPARE(draws, 152 - 15);
        QCOMPARE(a.wallLeft(), 0);
        QVERIFY(a.message().contains("wall is empty"));
        model.setConcealedTiles(a.rack());
        model.setSeenTiles(a.discards());
        QVERIFY2(model.handError().isEmpty(), qPrintable(model.handError()));

        a.newHand();
        QVERIFY(a.dealNumber() >= 1 && a.dealNumber() <= CardPractice::kLastDeal);
        QCOMPARE(a.discards().size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestCardHelper)
#include "tst_card_helper.moc"
