// RecordLibrary: lists finished games' records newest first with what they say, lists a
// malformed, truncated or edited record as unreadable with the reader's message while the
// others still list, and loads a record onto the TableModel (a file path or a file URL).
#include "record_library.h"
#include "table_model.h"

#include "game/simulation.h"
#include "record/record_json.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QUrl>
#include <QtTest>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

namespace {

struct Played {
    mj::GameRecord record;
    int winner = -1;
    int turns = 0;
};

// Three games of a seeded match, played by the bots as the CLI's simulate plays them.
std::vector<Played> playMatch()
{
    std::vector<Played> games;
    mj::SimulationOptions options;
    options.seed = 77;
    options.games = 3;
    options.onGame = [&](const mj::Game& game, int) {
        games.push_back({game.record(), game.winner() ? game.winner()->index() : -1, game.turnsPlayed()});
    };
    mj::simulate(options);
    return games;
}

std::string recordText(const mj::GameRecord& record)
{
    std::ostringstream out;
    mj::writeRecord(out, record);
    return out.str();
}

void writeFile(const QString& path, const std::string& text, const QDateTime& modified)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text.data(), static_cast<qint64>(text.size()));
    file.close();
    QVERIFY(file.open(QIODevice::ReadWrite));
    QVERIFY(file.setFileTime(modified, QFileDevice::FileModificationTime));
}

QVariantMap byName(const QVariantList& records, const QString& name)
{
    for (const QVariant& r : records)
        if (r.toMap().value("fileName").toString() == name)
            return r.toMap();
    return {};
}

} // namespace

class TestRecordLibrary : public QObject {
    Q_OBJECT

    QTemporaryDir m_data;
    QString m_records;
    std::vector<Played> m_games;

private slots:
    void initTestCase()
    {
        QVERIFY(m_data.isValid());
        qputenv("MAHJONGERO_DATA_DIR", m_data.path().toUtf8());
        m_records = m_data.path() + "/records";
        QVERIFY(QDir().mkpath(m_records));
        m_games = playMatch();
        QCOMPARE(m_games.size(), std::size_t(3));
        const QDateTime base = QDateTime::currentDateTime().addDays(-1);
        for (int i = 0; i < 3; ++i)
            writeFile(QString("%1/game-%2.jsonl").arg(m_records).arg(i + 1, 6, 10, QChar('0')),
                      recordText(m_games[static_cast<std::size_t>(i)].record), base.addSecs(60 * i));
        // A truncated copy of game 1 (cut in the middle of a line), a line of rubbish in game 2,
        // and game 3 with a payment edited: each must be refused with its line.
        const std::string first = recordText(m_games[0].record);
        writeFile(m_records + "/truncated.jsonl", first.substr(0, first.find('\n', first.size() / 2) + 10), base.addSecs(600));
        std::string second = recordText(m_games[1].record);
        second.insert(second.find('\n') + 1, "{\"event\":\"roll\",\"seat\":9}\n");
        writeFile(m_records + "/malformed.jsonl", second, base.addSecs(660));
        std::string third = recordText(m_games[2].record);
        // The first payment's amounts turned round (they still sum to zero, so only the
        // replay can tell).
        const auto payment = third.find("{\"event\":\"payment\"");
        QVERIFY(payment != std::string::npos);
        const auto lineEnd = third.find('\n', payment);
        auto line = nlohmann::json::parse(third.substr(payment, lineEnd - payment));
        for (auto& amount : line["seats"])
            amount = -amount.get<int>();
        third.replace(payment, lineEnd - payment, line.dump());
        writeFile(m_records + "/edited.jsonl", third, base.addSecs(720));
        // Not a record at all: another extension, never listed.
        writeFile(m_records + "/notes.txt", "hello", base);
    }

    void listsNewestFirstWithWhatTheRecordsSay()
    {
        RecordLibrary library;
        QCOMPARE(library.count(), 6);
        const QVariantList records = library.records();
        QStringList order;
        for (const QVariant& r : records)
            order << r.toMap().value("fileName").toString();
        QCOMPARE(order, QStringList({"edited.jsonl", "malformed.jsonl", "truncated.jsonl", "game-000003.jsonl",
                                     "game-000002.jsonl", "game-000001.jsonl"}));
        for (int i = 0; i < 3; ++i) {
            const QVariantMap r = byName(records, QString("game-%1.jsonl").arg(i + 1, 6, 10, QChar('0')));
            const Played& played = m_games[static_cast<std::size_t>(i)];
            QVERIFY(r.value("readable").toBool());
            QCOMPARE(r.value("problem").toString(), QString());
            QCOMPARE(r.value("game").toInt(), i + 1);
            QCOMPARE(r.value("ruleset").toString(), QString("filipino"));
            QCOMPARE(r.value("seed").toString(), QString::number(played.record.header.seed));
            QCOMPARE(r.value("winner").toInt(), played.winner);
            QCOMPARE(r.value("turns").toInt(), played.turns);
            QVERIFY(played.turns > 0);
            QCOMPARE(r.value("events").toInt(), static_cast<int>(played.record.events.size()));
            QCOMPARE(r.value("result").toString(),
                     played.winner >= 0 ? QString("Seat %1 won").arg(played.winner) : QString("No winner"));
            QVERIFY(!r.value("date").toString().isEmpty());
        }
    }

    void listsBadRecordsAsUnreadableWithTheirLine()
    {
        RecordLibrary library;
        const QVariantMap malformed = byName(library.records(), "malformed.jsonl");
        QVERIFY(!malformed.value("readable").toBool());
        QCOMPARE(malformed.value("result").toString(), QString("Unreadable"));
        QVERIFY2(malformed.value("problem").toString().startsWith("malformed.jsonl: line 2"),
                 qPrintable(malformed.value("problem").toString()));
        const QVariantMap truncated = byName(library.records(), "truncated.jsonl");
        QVERIFY(!truncated.value("readable").toBool());
        QVERIFY2(truncated.value("problem").toString().contains("truncated.jsonl: line "),
                 qPrintable(truncated.value("problem").toString()));
        const QVariantMap edited = byName(library.records(), "edited.jsonl");
        QVERIFY(!edited.value("readable").toBool());
        QVERIFY2(edited.value("problem").toString().contains("edited.jsonl: line "),
                 qPrintable(edited.value("problem").toString()));
        QVERIFY(edited.value("problem").toString().contains("payment"));
    }

    void loadsARecordOntoTheTable()
    {
        RecordLibrary library;
        TableModel model;
        const QString path = m_records + "/game-000002.jsonl";
        QVERIFY2(library.load(path, &model), qPrintable(library.error()));
        QCOMPARE(library.error(), QString());
        QCOMPARE(library.loadedPath(), QFileInfo(path).absoluteFilePath());
        QVERIFY(library.loadedTitle().contains("game 2"));
        QCOMPARE(model.caption(), library.loadedTitle());
        QCOMPARE(model.step(), 0);
        QCOMPARE(model.stepCount(), static_cast<int>(m_games[1].record.events.size()));
        QCOMPARE(model.seed(), QString::number(m_games[1].record.header.seed));
        QVERIFY(model.goToStep(model.stepCount()));
        QCOMPARE(model.error(), QString());
        QCOMPARE(model.eventName(), QString("end"));
        QVERIFY(model.stepBack());
        QCOMPARE(model.step(), model.stepCount() - 1);
        QCOMPARE(library.eventSummary(&model, model.stepCount()), QString("end"));
        QCOMPARE(library.eventSummary(&model, 1), QString("wash"));
        QCOMPARE(library.eventSummary(&model, 0), QString());
        QCOMPARE(library.eventSummary(&model, model.stepCount() + 1), QString());
        QCOMPARE(library.eventSummary(nullptr, 1), QString());
        // A decision names its seat, what it is and its tile.
        for (int step = 1; step <= model.stepCount(); ++step) {
            const auto* a = std::get_if<mj::ActionEvent>(&model.record().events[static_cast<std::size_t>(step - 1)]);
            if (!a || a->action.type != mj::ActionType::Discard)
                continue;
            const QString kind = QString::fromStdString(
                model.record().header.tileSet->kindOf(mj::TileId{static_cast<std::uint16_t>(a->action.tile)}).notation());
            QCOMPARE(library.eventSummary(&model, step), QString("Seat %1: discard %2").arg(a->action.seat.index()).arg(kind));
            break;
        }

        // The same through a file URL, as a file dialog gives it.
        TableModel other;
        QVERIFY(library.load(QUrl::fromLocalFile(m_records + "/game-000001.jsonl").toString(), &other));
        QCOMPARE(other.stepCount(), static_cast<int>(m_games[0].record.events.size()));
    }

    void refusesABadRecordAndKeepsTheTable()
    {
        RecordLibrary library;
        TableModel model;
        QVERIFY(library.load(m_records + "/game-000003.jsonl", &model));
        const int shown = model.stepCount();
        const QString caption = model.caption();
        QVERIFY(!library.load(m_records + "/malformed.jsonl", &model));
        QVERIFY2(library.error().startsWith("malformed.jsonl: line 2"), qPrintable(library.error()));
        QCOMPARE(model.stepCount(), shown);
        QCOMPARE(model.caption(), caption);
        QVERIFY(!library.load(m_records + "/missing.jsonl", &model));
        QVERIFY(library.error().contains("missing.jsonl: no such file"));
        QVERIFY(!library.load(m_records + "/edited.jsonl", &model));
        QVERIFY(library.error().contains("payment"));
        QVERIFY(!library.load(QString(), &model));
        QVERIFY(!library.error().isEmpty());
        QVERIFY(!library.load(m_records + "/game-000001.jsonl", nullptr));
        // A good load clears the error.
        QVERIFY(library.load(m_records + "/game-000001.jsonl", &model));
        QCOMPARE(library.error(), QString());
    }

    void readsTheGameNumberFromTheAppsFileNames()
    {
        QTemporaryDir folder;
        const std::string text = recordText(m_games[2].record);
        writeFile(folder.path() + "/20261121-154300-filipino-seed77-game3.jsonl", text, QDateTime::currentDateTime());
        writeFile(folder.path() + "/my-favourite.jsonl", text, QDateTime::currentDateTime().addSecs(-5));
        RecordLibrary library;
        library.setFolder(folder.path());
        QCOMPARE(library.count(), 2);
        QCOMPARE(library.records()[0].toMap().value("game").toInt(), 3); // not the seed's 77
        QCOMPARE(library.records()[1].toMap().value("game").toInt(), 0);
        TableModel model;
        QVERIFY(library.load(folder.path() + "/my-favourite.jsonl", &model));
        QVERIFY(!library.loadedTitle().contains(" game "));

        // A file that changes is read again (the list keeps what it read of unchanged ones).
        writeFile(folder.path() + "/my-favourite.jsonl", "{\"record\":\"mahjongero\"}\nnot json\n",
                  QDateTime::currentDateTime().addSecs(-5));
        library.refresh();
        QCOMPARE(library.count(), 2);
        QVERIFY(!library.records()[1].toMap().value("readable").toBool());
        QVERIFY(library.records()[0].toMap().value("readable").toBool());
    }

    void listsAnotherFolderAndAnEmptyOne()
    {
        QTemporaryDir empty;
        RecordLibrary library;
        QSignalSpy changed(&library, &RecordLibrary::recordsChanged);
        library.setFolder(empty.path());
        QCOMPARE(changed.count(), 1);
        QCOMPARE(library.count(), 0);
        library.setFolder(QUrl::fromLocalFile(m_records).toString());
        QCOMPARE(library.count(), 6);
    }
};

QTEST_MAIN(TestRecordLibrary)
#include "tst_record_library.moc"
