// Never lose a game, with the real app: `mahjongero --play` is killed (SIGKILL) while it
// waits for your move, after it saved; `mahjongero --resume --print-state` then shows the
// table exactly as the save's record has it (the same record lines, the table the engine's
// own replay makes, your same legal actions), and as a session resumed in this process
// shows it. A malformed save is refused with a message naming it, kept aside as .bad, and
// the app starts all the same.
#include "data_dir.h"
#include "game_session.h"
#include "match_save.h"
#include "table_model.h"

#include "game/game_replay.h"
#include "record/record_json.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

namespace {

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

int actionsIn(const mj::GameRecord& record)
{
    int n = 0;
    for (const mj::Event& e : record.events)
        n += std::holds_alternative<mj::ActionEvent>(e) ? 1 : 0;
    return n;
}

// Whether the record's game waits for seat 0 (the human) to act.
bool waitsForSeat0(const mj::GameRecord& record)
{
    const auto game = mj::replayGame(record);
    return game.ok() && !game->legalActions(mj::Seat::of(0)).empty();
}

// The lines of --print-state's output from `first` (exclusive) to the next line that
// ends a section.
QStringList section(const QStringList& lines, const QString& first, const QString& next)
{
    const auto from = lines.indexOf(first);
    const auto to = lines.indexOf(next, from + 1);
    return from < 0 || to < 0 ? QStringList() : lines.mid(from + 1, to - from - 1);
}

} // namespace

class TestKillResume : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QProcess* start(const QStringList& arguments)
    {
        auto* app = new QProcess(this);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.remove(QStringLiteral("MAHJONGERO_DATA_DIR"));
        app->setProcessEnvironment(env);
        app->start(QStringLiteral(MJ_APP_BINARY), arguments + QStringList{QStringLiteral("--data-dir"), m_dir.path()});
        return app;
    }

    QString savePath() const { return m_dir.filePath(QStringLiteral("current-match.json")); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // For the in-process session only.
        qputenv("MAHJONGERO_DATA_DIR", m_dir.path().toLocal8Bit());
    }

    void resumesWhereItWasKilled()
    {
        QProcess* app = start({QStringLiteral("--play"), QStringLiteral("--seed"), QStringLiteral("8"),
                               QStringLiteral("--speed"), QStringLiteral("20")});
        QVERIFY(app->waitForStarted(10000));
        // The bots play until it is your move, and the match is saved: then kill it.
        QDeadlineTimer deadline(60000);
        while (!deadline.hasExpired()) {
            const auto parsed = mjui::parseMatchSave(readAll(savePath()), savePath());
            if (parsed.ok() && actionsIn(parsed->current) > 0 && waitsForSeat0(parsed->current))
                break;
            QVERIFY2(app->state() == QProcess::Running, app->readAllStandardError().constData());
            QThread::msleep(50);
        }
        QVERIFY(!deadline.hasExpired());
        app->kill(); // SIGKILL: no chance to clean up
        QVERIFY(app->waitForFinished(10000));
        QCOMPARE(app->exitStatus(), QProcess::CrashExit);
        // The save as it stands after the kill is what a resume finds: the app may have
        // written once more between the poll above and the kill.
        const QByteArray saved = readAll(savePath());
        const auto save = mjui::parseMatchSave(saved, savePath());
        QVERIFY(save.ok());
        QCOMPARE(save->seed, std::uint64_t(8));
        QVERIFY(QFile::exists(m_dir.filePath(QStringLiteral("current-match.json"))));

        QProcess* resumed = start({QStringLiteral("--resume"), QStringLiteral("--print-state")});
        QVERIFY(resumed->waitForFinished(60000));
        QCOMPARE(resumed->exitStatus(), QProcess::NormalExit);
        QVERIFY2(resumed->exitCode() == 0, resumed->readAllStandardError().constData());
        const QString printed = QString::fromUtf8(resumed->readAllStandardOutput());
        const QStringList lines = printed.split(QLatin1Char('\n'));

        // The record the table shows is the save's, line for line, and shown to its end.
        QStringList savedLines{QString::fromStdString(mj::headerToJson(save->current.header).dump())};
        for (const mj::Event& e : save->current.events)
            savedLines << QString::fromStdString(mj::eventToJson(e).dump());
        QCOMPARE(section(lines, QStringLiteral("record:"), QStringLiteral("table:")), savedLines);
        QVERIFY2(lines.contains(QStringLiteral("shown: %1 of %1").arg(save->current.events.size())), qPrintable(printed));
        QVERIFY(lines.contains(QStringLiteral("match seed: 8")));
        QVERIFY(lines.contains(QStringLiteral("games finished: 0")));

        // The table is the engine's own replay of the record; your legal actions are its.
        const auto replayed = mj::replayGame(save->current);
        QVERIFY(replayed.ok());
        QCOMPARE(section(lines, QStringLiteral("table:"), QStringLiteral("legal for seat 0:")).join(QLatin1Char('\n')),
                 QString::fromStdString(replayed->table().dump()).trimmed());
        const QStringList legal = section(lines, QStringLiteral("legal for seat 0:"), QStringLiteral("end"));
        QVERIFY(!legal.isEmpty()); // it was killed waiting for you
        QCOMPARE(legal.size(), static_cast<qsizetype>(replayed->legalActions(mj::Seat::of(0)).size()));

        // A session resumed in this process from the same save prints the same.
        {
            QFile f(savePath());
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(saved);
        }
        TableModel model;
        GameSession session;
        session.setModel(&model);
        QVERIFY(session.resumeSaved());
        QCOMPARE(session.stateText(), printed);
    }

    void malformedSaveIsKeptAside()
    {
        const QByteArray cut = "{\n\"save\": \"mahjongero-match\",\n\"version\": 1,\n\"saved_at\": \"2024-";
        {
            QFile f(savePath());
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(cut);
        }
        QProcess* app = start({QStringLiteral("--resume"), QStringLiteral("--print-state")});
        QVERIFY(app->waitForFinished(60000));
        QCOMPARE(app->exitStatus(), QProcess::NormalExit);
        QCOMPARE(app->exitCode(), 0);
        const QString error = QString::fromUtf8(app->readAllStandardError());
        QVERIFY2(error.contains(savePath() + QStringLiteral(": line 4, column")), qPrintable(error));
        QVERIFY2(error.contains(QLatin1String("ends too soon")), qPrintable(error));
        QVERIFY(!QFile::exists(savePath()));
        QCOMPARE(readAll(savePath() + QStringLiteral(".bad")), cut);

        // A plain start with a bad save: refused, kept aside, and the app runs on.
        {
            QFile f(savePath());
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write("not a save at all");
        }
        QFile::remove(savePath() + QStringLiteral(".bad"));
        QProcess* plain = start({});
        QVERIFY(plain->waitForStarted(10000));
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(savePath() + QStringLiteral(".bad")), 60000);
        QTest::qWait(500);
        QCOMPARE(plain->state(), QProcess::Running);
        plain->kill();
        plain->waitForFinished(10000);
        QCOMPARE(readAll(savePath() + QStringLiteral(".bad")), QByteArray("not a save at all"));
    }
};

QTEST_GUILESS_MAIN(TestKillResume)
#include "tst_kill_resume.moc"
