// RecordLibrary: lists finished games' records newest first with what they say, lists a
// malformed, truncated or edited record as unreadable with the reader's message while the
// others still list, and loads a record onto the TableModel (a file path or a file URL).
// Issue 12: nothing is read before the list is asked for; the list shows names and dates at
// once and each summary as it is read; summaries are kept in a cache that a changed file,
// a damaged cache or a damaged entry never fools; a FIFO, a link to a device and an
// oversized file are listed as unreadable with the reason, without blocking or reading them.
#include "records/record_library.h"
#include "records/record_summarizer.h"
#include "records/record_summary_cache.h"
#include "table/table_model.h"
#include "text/event_title.h"

#include "core/bounded_input.h"
#include "variants/filipino/simulation/simulation.h"
#include "record/record_json.h"
#include "variants/filipino/ritual/ritual.h"
#include "variants/filipino/rules/ruleset.h"

#include <QDateTime>
#include <QTemporaryDir>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QUrl>
#include <QtTest>

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include <sys/stat.h>
#include <unistd.h>

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

// Lists the library's folder and waits until every summary is in.
bool listAll(RecordLibrary& library)
{
    library.refresh();
    return QTest::qWaitFor([&] { return library.pending() == 0; }, 20000);
}

} // namespace

class TestRecordLibrary : public QObject {
    Q_OBJECT

    QTemporaryDir m_data;
    QString m_records;
    std::vector<Played> m_games;
    QDateTime m_base; // game-00000N.jsonl was written at m_base + (N - 1) minutes

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
        m_base = base;
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
        QVERIFY(listAll(library));
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
            QCOMPARE(r.value("ruleset").toString(), QString("Filipino")); // as a player reads it
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
        QVERIFY(listAll(library));
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
        // The ruleset and deal number as Play names them, not the record's words.
        const QString title = QString("Replay: Filipino game 2, deal %1").arg(m_games[1].record.header.seed);
        QVERIFY2(library.loadedTitle().startsWith(title), qPrintable(library.loadedTitle()));
        QCOMPARE(model.caption(), library.loadedTitle());
        QCOMPARE(model.step(), 0);
        QCOMPARE(model.stepCount(), static_cast<int>(m_games[1].record.events.size()));
        QCOMPARE(model.seed(), QString::number(m_games[1].record.header.seed));
        QVERIFY(model.goToStep(model.stepCount()));
        QCOMPARE(model.error(), QString());
        QCOMPARE(model.eventName(), QString("end"));
        QCOMPARE(model.eventTitle(), QString("The end of the game")); // words, for the step line
        QVERIFY(model.stepBack());
        QCOMPARE(model.step(), model.stepCount() - 1);
        QCOMPARE(library.eventSummary(&model, model.stepCount()), QString("The end of the game"));
        QCOMPARE(library.eventSummary(&model, 1), QString("Washing the tiles"));
        QCOMPARE(library.eventSummary(&model, 0), QString());
        QCOMPARE(library.eventSummary(&model, model.stepCount() + 1), QString());
        QCOMPARE(library.eventSummary(nullptr, 1), QString());
        // A decision names its seat, what it does in words and its tile.
        bool discardSeen = false, drawSeen = false, decisionTold = false;
        for (int step = 1; step <= model.stepCount(); ++step) {
            const auto* a = std::get_if<mj::ActionEvent>(&model.record().events[static_cast<std::size_t>(step - 1)]);
            if (a && a->action.type == mj::ActionType::Discard && !discardSeen) {
                const QString kind = QString::fromStdString(
                    model.record().header.tileSet->kindOf(mj::TileId{static_cast<std::uint16_t>(a->action.tile)}).notation());
                QCOMPARE(library.eventSummary(&model, step), QString("Seat %1 discards %2").arg(a->action.seat.index()).arg(kind));
                discardSeen = true;
            }
            // The narrator tells a decision by the events after it (the first opens the play's
            // heading); a decision's own step is not left blank.
            if (a && model.narrationAt(step).isEmpty() && !decisionTold) {
                QVERIFY(model.goToStep(step));
                QCOMPARE(model.eventText(), library.eventSummary(&model, step) + ".");
                decisionTold = true;
            }
            if (a && a->action.type == mj::ActionType::Draw && !drawSeen) {
                QCOMPARE(library.eventSummary(&model, step), QString("Seat %1 draws").arg(a->action.seat.index()));
                drawSeen = true;
            }
        }
        QVERIFY(discardSeen && drawSeen && decisionTold);

        // The same through a file URL, as a file dialog gives it.
        TableModel other;
        QVERIFY(library.load(QUrl::fromLocalFile(m_records + "/game-000001.jsonl").toString(), &other));
        QCOMPARE(other.stepCount(), static_cast<int>(m_games[0].record.events.size()));
    }

    // A decision in words, with its tile or kind in notation (drawn as a picture on screen),
    // except a tile passed face down in the Charleston; a name the table lacks stays as is.
    void decisionsAndEventsInWords()
    {
        const mj::TileSet& set = mj::TileSet::chinese();
        mj::Action pung{mj::Seat::of(1), mj::ActionType::Pung};
        pung.kind = mj::TileKind::make(mj::Suit::Balls, 5)->index(); // 5p
        QCOMPARE(decisionText(pung, set), QString("Seat 1 claims a pung of 5p"));
        const mj::Action pass{mj::Seat::of(3), mj::ActionType::PassTile, 12};
        QCOMPARE(decisionText(pass, set), QString("Seat 3 passes a tile"));
        QCOMPARE(decisionText(mj::Action{mj::Seat::of(0), mj::ActionType::Pass}, set), QString("Seat 0 lets the discard go"));
        QCOMPARE(eventTitle("lift"), QString("Lifting the break stack"));
        QCOMPARE(eventTitle("no_such_event"), QString("no_such_event"));
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
        QTRY_COMPARE(library.pending(), 0);
        QCOMPARE(library.records()[0].toMap().value("game").toInt(), 3); // not the seed's 77
        QCOMPARE(library.records()[1].toMap().value("game").toInt(), 0);
        TableModel model;
        QVERIFY(library.load(folder.path() + "/my-favourite.jsonl", &model));
        QVERIFY(!library.loadedTitle().contains(" game "));

        // A file that changes is read again (the list keeps what it read of unchanged ones).
        writeFile(folder.path() + "/my-favourite.jsonl", "{\"record\":\"mahjongero\"}\nnot json\n",
                  QDateTime::currentDateTime().addSecs(-5));
        QVERIFY(listAll(library));
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

    // Issue 12, defect 6: a ritual record is checked against the ritual its header makes, as
    // mahjongero-cli replay checks it; one with its máno edited (a possible table, but not this
    // ritual) is listed as unreadable, naming the line, while the true one is listed.
    void listsATamperedRitualRecordAsUnreadable()
    {
        QTemporaryDir folder;
        const std::string ritual = recordText(mj::performRitual(42, mj::Ruleset::filipino()));
        const auto manoAt = ritual.find("{\"event\":\"mano\"");
        QVERIFY(manoAt != std::string::npos);
        const auto manoEnd = ritual.find('\n', manoAt);
        auto mano = nlohmann::json::parse(ritual.substr(manoAt, manoEnd - manoAt));
        mano["seat"] = (mano["seat"].get<int>() + 1) % 4;
        std::string tampered = ritual;
        tampered.replace(manoAt, manoEnd - manoAt, mano.dump());
        const QDateTime now = QDateTime::currentDateTime();
        writeFile(folder.path() + "/ritual.jsonl", ritual, now);
        writeFile(folder.path() + "/ritual-mano-edited.jsonl", tampered, now.addSecs(60));
        RecordLibrary library;
        library.setFolder(folder.path());
        QVERIFY(QTest::qWaitFor([&] { return library.pending() == 0; }, 20000));
        QVERIFY(byName(library.records(), "ritual.jsonl").value("readable").toBool());
        const QVariantMap edited = byName(library.records(), "ritual-mano-edited.jsonl");
        QVERIFY(!edited.value("readable").toBool());
        QVERIFY2(edited.value("problem").toString().contains("where the ritual of seed 42 makes"),
                 qPrintable(edited.value("problem").toString()));
    }

    // Issue 12: the viewer is made hidden at start-up, and the first frame waited for every
    // record to be read and replayed. Made, the library has read nothing.
    void readsNothingUntilAsked()
    {
        QFile::remove(RecordLibrary::summaryCachePath());
        RecordLibrary library;
        QCOMPARE(library.count(), 0);
        QCOMPARE(library.pending(), 0);
        QVERIFY(library.records().isEmpty());
        QTest::qWait(50);
        QCOMPARE(library.count(), 0);
        QVERIFY(!QFile::exists(RecordLibrary::summaryCachePath()));
    }

    // Listing gives every file's name and date at once; the summaries follow, row by row.
    void listsNamesAtOnceAndSummariesAsTheyAreRead()
    {
        QFile::remove(RecordLibrary::summaryCachePath());
        RecordLibrary library;
        library.refresh();
        QCOMPARE(library.count(), 6);
        QCOMPARE(library.pending(), 6); // nothing read yet: results come through the event loop
        const QVariantList listed = library.records();
        QCOMPARE(listed[0].toMap().value("fileName").toString(), QString("edited.jsonl"));
        for (const QVariant& r : listed) {
            QVERIFY(!r.toMap().value("summarized").toBool());
            QVERIFY(!r.toMap().value("readable").toBool());
            QVERIFY(!r.toMap().value("date").toString().isEmpty());
            QCOMPARE(r.toMap().value("result").toString(), QString());
        }
        QSignalSpy rowChanged(library.rows(), &QAbstractItemModel::dataChanged);
        QSignalSpy reset(library.rows(), &QAbstractItemModel::modelReset);
        QSignalSpy recordsChanged(&library, &RecordLibrary::recordsChanged);
        QTRY_COMPARE(library.pending(), 0);
        QCOMPARE(rowChanged.count(), 6); // each row alone, not the whole list again
        QCOMPARE(reset.count(), 0);
        QCOMPARE(recordsChanged.count(), 1); // once, when the last came in
        const QVariantMap game = byName(library.records(), "game-000001.jsonl");
        QVERIFY(game.value("summarized").toBool());
        QVERIFY(game.value("readable").toBool());
        QCOMPARE(game.value("turns").toInt(), m_games[0].turns);
        const QModelIndex first = library.rows()->index(library.rows()->rowOf(m_records + "/game-000001.jsonl"));
        QCOMPARE(first.data(RecordListModel::TurnsRole).toInt(), m_games[0].turns);
        QCOMPARE(first.data(RecordListModel::ReadableRole).toBool(), true);
    }

    // Once read, the summaries are kept (the data folder's record-summaries.json) and a new
    // listing reads no unchanged file again; a changed file is read again.
    void keepsSummariesInACache()
    {
        QFile::remove(RecordLibrary::summaryCachePath());
        QVariantList expected;
        {
            RecordLibrary library;
            QVERIFY(listAll(library));
            expected = library.records();
        }
        QVERIFY(QFile::exists(RecordLibrary::summaryCachePath()));
        {
            RecordLibrary library;
            library.refresh();
            QCOMPARE(library.pending(), 0);
            QCOMPARE(library.records(), expected);
        }
        // A file written again (another time, another size) is read again.
        const QString path = m_records + "/game-000002.jsonl";
        QFile::copy(path, m_data.path() + "/game-2.keep");
        writeFile(path, "{\"record\":\"mahjongero\"}\n", m_base.addSecs(60));
        {
            RecordLibrary library;
            library.refresh();
            QCOMPARE(library.pending(), 1);
            QTRY_COMPARE(library.pending(), 0);
            QVERIFY(!byName(library.records(), "game-000002.jsonl").value("readable").toBool());
        }
        QFile::remove(path);
        QVERIFY(QFile::rename(m_data.path() + "/game-2.keep", path));
        QFile restored(path);
        QVERIFY(restored.open(QIODevice::ReadWrite));
        QVERIFY(restored.setFileTime(m_base.addSecs(60), QFileDevice::FileModificationTime));
        restored.close();
        RecordLibrary library;
        QVERIFY(listAll(library));
        QCOMPARE(library.records(), expected);
    }

    // A damaged cache is ignored and written anew; a damaged entry is skipped and its record
    // read again; a cache never makes a file that changed look unchanged.
    void neverTrustsADamagedCache()
    {
        QFile::remove(RecordLibrary::summaryCachePath());
        QVariantList expected;
        {
            RecordLibrary library;
            QVERIFY(listAll(library));
            expected = library.records();
        }
        const auto writeCache = [](const QByteArray& text) {
            QFile file(RecordLibrary::summaryCachePath());
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(text);
        };
        QFile file(RecordLibrary::summaryCachePath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray good = file.readAll();
        file.close();

        for (const QByteArray& damaged : {good.left(good.size() / 2), QByteArray("\xff\xfe not json"), QByteArray("[]"),
                                          QByteArray("{\"format\":\"mahjongero-record-summaries\",\"version\":2,\"records\":[]}"),
                                          QByteArray("{\"format\":\"other\",\"version\":1,\"records\":[]}")}) {
            writeCache(damaged);
            QString warning;
            QVERIFY(readSummaryCache(RecordLibrary::summaryCachePath(), &warning).isEmpty());
            QVERIFY2(warning.contains("record-summaries.json"), qPrintable(warning));
            {
                QTest::ignoreMessage(QtWarningMsg, QRegularExpression("record-summaries.json: .*read again"));
                RecordLibrary library;
                library.refresh();
                QCOMPARE(library.pending(), 6);
                QTRY_COMPARE(library.pending(), 0);
                QCOMPARE(library.records(), expected);
            }
            // Written anew, whole.
            QString again;
            QCOMPARE(readSummaryCache(RecordLibrary::summaryCachePath(), &again).size(), 6);
            QCOMPARE(again, QString());
        }

        // One entry with a field of the wrong type, one out of range: those two are read again.
        QJsonObject root = QJsonDocument::fromJson(good).object();
        QJsonArray entries = root.value("records").toArray();
        QCOMPARE(entries.size(), 6);
        for (int i = 0; i < entries.size(); ++i) {
            QJsonObject entry = entries[i].toObject();
            if (entry.value("file") == "game-000001.jsonl")
                entry.insert("turns", "many");
            if (entry.value("file") == "game-000003.jsonl")
                entry.insert("winner", 99);
            entries[i] = entry;
        }
        root.insert("records", entries);
        writeCache(QJsonDocument(root).toJson());
        {
            QTest::ignoreMessage(QtWarningMsg, QRegularExpression("2 damaged entries skipped"));
            RecordLibrary library;
            library.refresh();
            QCOMPARE(library.pending(), 2);
            QTRY_COMPARE(library.pending(), 0);
            QCOMPARE(library.records(), expected);
        }

        // An entry whose size or time is not the file's is not used.
        root = QJsonDocument::fromJson(good).object();
        entries = root.value("records").toArray();
        for (int i = 0; i < entries.size(); ++i) {
            QJsonObject entry = entries[i].toObject();
            if (entry.value("file") == "edited.jsonl") {
                // Claims the edited record reads well: but it was listed at another size.
                entry.remove("problem");
                entry.insert("ruleset", "filipino");
                entry.insert("seed", "1");
                entry.insert("winner", 0);
                entry.insert("turns", 1);
                entry.insert("events", 1);
                entry.insert("size", entry.value("size").toInteger() + 1);
            }
            entries[i] = entry;
        }
        root.insert("records", entries);
        writeCache(QJsonDocument(root).toJson());
        RecordLibrary library;
        library.refresh();
        QCOMPARE(library.pending(), 1);
        QTRY_COMPARE(library.pending(), 0);
        QVERIFY(!byName(library.records(), "edited.jsonl").value("readable").toBool());
        QCOMPARE(library.records(), expected);
    }

    // Issue 12, defects 2 and 3: a FIFO or a link to a device among the records is listed as
    // unreadable with the reason, at once and without reading from it (a FIFO with no writer
    // would block a reader forever; /dev/zero would fill the memory); so is a record beyond
    // mj::limits::record, refused before it is read. Loading one refuses it the same way.
    void listsFifosDevicesAndHugeFilesAsUnreadable()
    {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        writeFile(folder.path() + "/game-000001.jsonl", recordText(m_games[0].record), QDateTime::currentDateTime().addSecs(-60));
        QCOMPARE(::mkfifo(QFile::encodeName(folder.path() + "/fifo.jsonl").constData(), 0600), 0);
        QCOMPARE(::symlink("/dev/zero", QFile::encodeName(folder.path() + "/zero.jsonl").constData()), 0);
        QCOMPARE(::symlink("/nowhere/at/all", QFile::encodeName(folder.path() + "/dangling.jsonl").constData()), 0);
        {
            QFile huge(folder.path() + "/huge.jsonl");
            QVERIFY(huge.open(QIODevice::WriteOnly));
            QVERIFY(huge.resize(qint64(mj::limits::record.maxBytes) + 1)); // sparse: nothing written
        }
        QElapsedTimer clock;
        clock.start();
        RecordLibrary library;
        library.setFolder(folder.path());
        QCOMPARE(library.count(), 5);
        QTRY_COMPARE(library.pending(), 0);
        QVERIFY2(clock.elapsed() < 10000, "listing waited on a FIFO or a device");
        const QVariantList records = library.records();
        QVERIFY(byName(records, "game-000001.jsonl").value("readable").toBool());
        const QVariantMap fifo = byName(records, "fifo.jsonl");
        QVERIFY(!fifo.value("readable").toBool());
        QCOMPARE(fifo.value("problem").toString(), QString("fifo.jsonl: is a FIFO (named pipe), not a regular file"));
        const QVariantMap zero = byName(records, "zero.jsonl");
        QVERIFY(!zero.value("readable").toBool());
        QCOMPARE(zero.value("problem").toString(), QString("zero.jsonl: is a character device, not a regular file"));
        const QVariantMap dangling = byName(records, "dangling.jsonl");
        QVERIFY(!dangling.value("readable").toBool());
        QVERIFY2(dangling.value("problem").toString().startsWith("dangling.jsonl: cannot be opened"),
                 qPrintable(dangling.value("problem").toString()));
        const QVariantMap huge = byName(records, "huge.jsonl");
        QVERIFY(!huge.value("readable").toBool());
        QCOMPARE(huge.value("problem").toString(), QString("huge.jsonl: is 67,108,865 bytes; the limit is 67,108,864"));

        TableModel model;
        QVERIFY(!library.load(folder.path() + "/fifo.jsonl", &model));
        QCOMPARE(library.error(), fifo.value("problem").toString());
        QVERIFY(!library.load(folder.path() + "/zero.jsonl", &model));
        QCOMPARE(library.error(), zero.value("problem").toString());
        QVERIFY(!library.load(folder.path(), &model));
        QVERIFY2(library.error().endsWith(": is a folder, not a regular file"), qPrintable(library.error()));
        QVERIFY(library.load(folder.path() + "/game-000001.jsonl", &model));
    }

    // The background reader: every job comes back once, with the size and time it was
    // listed with; jobs replaced before they are read are dropped; a file asked for first
    // is read; the reader stops with its object.
    void summarizerReadsEveryJobOnce()
    {
        RecordSummarizer summarizer;
        QMap<QString, int> seen;
        connect(&summarizer, &RecordSummarizer::summarized, this, [&](const QList<RecordSummarizer::Result>& results) {
            for (const auto& r : results) {
                ++seen[r.job.path];
                QCOMPARE(r.job.size, QFileInfo(r.job.path).size());
                QCOMPARE(r.summary.readable(), !r.job.path.endsWith("malformed.jsonl"));
            }
        });
        QList<RecordSummarizer::Job> jobs;
        for (const char* name : {"game-000001.jsonl", "game-000002.jsonl", "game-000003.jsonl", "malformed.jsonl"}) {
            const QFileInfo file(m_records + "/" + QString::fromLatin1(name));
            jobs.append({file.absoluteFilePath(), file.size(), file.lastModified()});
        }
        summarizer.setJobs(jobs);
        summarizer.prefer(jobs.last().path);
        summarizer.prefer("/not/a/job.jsonl");
        QTRY_COMPARE(seen.size(), 4);
        QTest::qWait(100);
        for (auto it = seen.cbegin(); it != seen.cend(); ++it)
            QCOMPARE(it.value(), 1);
        // Many jobs, then replaced by nothing at once: what was being read may come back, not
        // the rest. A thousand small files, so that a loaded machine pausing this thread
        // between the two calls does not leave the reader time to finish them all (with four
        // jobs it once did, under a load of 9 on 2 cores).
        QTemporaryDir many;
        QVERIFY(many.isValid());
        QList<RecordSummarizer::Job> thousand;
        for (int i = 0; i < 1000; ++i) {
            const QString path = many.filePath(QStringLiteral("%1-malformed.jsonl").arg(i));
            QVERIFY(QFile::copy(jobs.last().path, path));
            const QFileInfo file(path);
            thousand.append({file.absoluteFilePath(), file.size(), file.lastModified()});
        }
        seen.clear();
        summarizer.setJobs(thousand);
        summarizer.setJobs({});
        QTest::qWait(200);
        QVERIFY2(seen.size() < thousand.size(), qPrintable(QString::number(seen.size())));
    }
};

QTEST_MAIN(TestRecordLibrary)
#include "tst_record_library.moc"
