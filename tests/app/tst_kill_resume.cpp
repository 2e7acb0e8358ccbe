// Never lose a game, with the real app: `mahjongero --play` is killed (SIGKILL) while it
// waits for your move, after it saved; `mahjongero --resume --print-state` then shows the
// table exactly as the save's record has it (the same record lines, the table the engine's
// own replay makes, your same legal actions), and as a session resumed in this process
// shows it, and only reads: the save's bytes and time stay as they were. A malformed save
// is refused with a message naming it, kept aside as .bad (a second one as .bad.2, never
// over the first), and the app starts all the same; so does a save that is a FIFO, a link
// to /dev/zero or larger than any save, refused at once without reading it (issue 12).
// --autoplay (for the long run) plays your moves, when playing and when resumed.
#include "startup/data_dir.h"
#include "play/game_session.h"
#include "play/match_save.h"
#include "table/table_model.h"

#include "variants/filipino/bots/bot_level.h"
#include "variants/filipino/game/game_replay.h"
#include "variants/filipino/game/seat_view.h"
#include "record/record_json.h"
#include "variants/filipino/rules/ruleset_json.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <functional>

#include <sys/resource.h>
#include <sys/stat.h>

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

void writeAll(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    if (f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        f.write(bytes);
}

// What lies at `path` itself (a link is not followed): 'l', 'p' (FIFO), 'f', or 0 for nothing.
char entryAt(const QString& path)
{
    struct stat info {};
    if (::lstat(QFile::encodeName(path).constData(), &info) != 0)
        return 0;
    return S_ISLNK(info.st_mode) ? 'l' : S_ISFIFO(info.st_mode) ? 'p' : S_ISREG(info.st_mode) ? 'f' : '?';
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

    static constexpr rlim_t kAddressSpaceLimit = rlim_t(6) << 30; // the app needs about 2 GiB
    QTemporaryDir m_dir;

    QProcess* start(const QStringList& arguments)
    {
        auto* app = new QProcess(this);
        // Should reading a save ever grow without bound again (a link to /dev/zero), the app
        // fails at this much address space instead of taking the machine's memory.
        // Not under AddressSanitizer (tools/sanitize.sh), which reserves terabytes of address
        // space for its shadow memory at start; it reports unbounded growth itself.
#if !defined(__SANITIZE_ADDRESS__)
        app->setChildProcessModifier([] {
            const rlimit limit{kAddressSpaceLimit, kAddressSpaceLimit};
            ::setrlimit(RLIMIT_AS, &limit);
        });
#endif
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.remove(QStringLiteral("MAHJONGERO_DATA_DIR"));
        app->setProcessEnvironment(env);
        app->start(QStringLiteral(MJ_APP_BINARY), arguments + QStringList{QStringLiteral("--data-dir"), m_dir.path()});
        return app;
    }

    QString savePath() const { return m_dir.filePath(QStringLiteral("current-match.json")); }

    // Runs the app to its end; it must end within `ms` (then it is killed and the test fails).
    struct Run {
        int exitCode = -1;
        QString out, err;
    };
    Run runToEnd(const QStringList& arguments, int ms = 60000)
    {
        QProcess* app = start(arguments);
        Run run;
        if (!app->waitForFinished(ms)) {
            app->kill();
            app->waitForFinished(10000);
            run.err = QStringLiteral("did not end within %1 ms: ").arg(ms);
        } else if (app->exitStatus() == QProcess::NormalExit) {
            run.exitCode = app->exitCode();
        }
        run.out = QString::fromUtf8(app->readAllStandardOutput());
        run.err += QString::fromUtf8(app->readAllStandardError());
        return run;
    }

    // Starts the app with `arguments` and waits until `done` holds, then checks it still runs
    // (it started as usual) and kills it; its standard error.
    QString runUntil(const QStringList& arguments, const std::function<bool()>& done)
    {
        QProcess* app = start(arguments);
        if (!app->waitForStarted(10000))
            return QStringLiteral("did not start");
        QDeadlineTimer deadline(60000);
        while (!done() && !deadline.hasExpired() && !app->waitForFinished(0))
            QThread::msleep(50);
        QTest::qWait(300);
        const bool running = app->state() == QProcess::Running;
        app->kill();
        app->waitForFinished(10000);
        const QString err = QString::fromUtf8(app->readAllStandardError());
        if (!done() || !running)
            return QStringLiteral("FAILED (%1): %2").arg(running ? QStringLiteral("timed out") : QStringLiteral("it ended"), err);
        return err;
    }

    // A save of game 1 of seed 8, written as the app writes it, dated long ago: the bots
    // play until it is seat 0's move; with `botsTurn` seat 0 then moves (its first legal
    // action each time) until it is the bots' turn, and the save is written there.
    mjui::MatchSave writeSave(bool botsTurn)
    {
        const auto rules = mj::loadRuleset("filipino");
        mj::Match match(8, *rules);
        mj::Game game(match.nextGame());
        const auto bot = mj::makeBot(mj::BotLevel::Normal, 8);
        const auto yours = [&] { return game.seatToAct() == mj::Seat::of(0); };
        while (!game.over() && !yours())
            (void)game.act(bot->choose(mj::viewFor(game, game.seatToAct()), game.rules()));
        for (int m = 0; botsTurn && m < 10 && !game.over() && yours(); ++m)
            (void)game.act(game.legalActions(mj::Seat::of(0)).front());
        mjui::MatchSave save;
        save.rules = *rules;
        save.seed = 8;
        save.players = {QStringLiteral("human"), QStringLiteral("normal"), QStringLiteral("normal"), QStringLiteral("normal")};
        save.savedAt = QDateTime(QDate(2024, 5, 1), QTime(12, 3), Qt::UTC);
        save.current = game.record();
        if (!mjui::writeMatchSave(savePath(), save).ok())
            qWarning("cannot write %s", qPrintable(savePath()));
        QFile file(savePath());
        if (!file.open(QIODevice::ReadWrite) || !file.setFileTime(save.savedAt, QFileDevice::FileModificationTime))
            qWarning("cannot date %s", qPrintable(savePath()));
        return save;
    }

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

    // --autoplay (the long run "kill and resume", docs/long-runs.md): an AI player makes the
    // human seat's moves through the session, so the match goes on with no one at the table,
    // saved after every move; and a match resumed with --autoplay goes on alike.
    void autoplayPlaysYourMoves()
    {
        QFile::remove(savePath());
        const auto yourDiscards = [&] {
            const auto parsed = mjui::parseMatchSave(readAll(savePath()), savePath());
            int n = 0;
            for (const mj::Event& e : parsed.ok() ? parsed->current.events : std::vector<mj::Event>{})
                if (const auto* a = std::get_if<mj::ActionEvent>(&e))
                    n += a->action.seat == mj::Seat::of(0) && a->action.type == mj::ActionType::Discard ? 1 : 0;
            return n;
        };
        const QString played = runUntil({QStringLiteral("--play"), QStringLiteral("--seed"), QStringLiteral("8"),
                                         QStringLiteral("--autoplay"), QStringLiteral("--speed"), QStringLiteral("20")},
                                        [&] { return yourDiscards() >= 2; });
        QVERIFY2(!played.startsWith(QLatin1String("FAILED")), qPrintable(played));
        const int before = yourDiscards();
        const QString resumed = runUntil({QStringLiteral("--resume"), QStringLiteral("--autoplay"), QStringLiteral("--speed"),
                                          QStringLiteral("20")},
                                         [&] { return yourDiscards() >= before + 2; });
        QVERIFY2(!resumed.startsWith(QLatin1String("FAILED")), qPrintable(resumed));
        QVERIFY(mjui::loadMatchSave(savePath()).ok());
        QFile::remove(savePath());
    }

    void malformedSaveIsKeptAside()
    {
        const QByteArray cut = "{\n\"save\": \"mahjongero-match\",\n\"version\": 1,\n\"saved_at\": \"2024-";
        writeAll(savePath(), cut);
        // --print-state says why, and only reads: the file stays where it is.
        const Run looked = runToEnd({QStringLiteral("--resume"), QStringLiteral("--print-state")});
        QVERIFY2(looked.exitCode == 0, qPrintable(looked.err));
        QVERIFY2(looked.err.contains(savePath() + QStringLiteral(": line 4, column")), qPrintable(looked.err));
        QVERIFY2(looked.err.contains(QLatin1String("ends too soon")), qPrintable(looked.err));
        QVERIFY2(looked.err.contains(QLatin1String("left where it is")), qPrintable(looked.err));
        QCOMPARE(readAll(savePath()), cut);
        QCOMPARE(entryAt(savePath() + QStringLiteral(".bad")), char(0));

        // --resume: refused, kept aside, and the app runs on.
        const QString err = runUntil({QStringLiteral("--resume")},
                                     [&] { return entryAt(savePath() + QStringLiteral(".bad")) != 0; });
        QVERIFY2(err.contains(QStringLiteral("kept aside as %1.bad.").arg(savePath())), qPrintable(err));
        QVERIFY(!QFile::exists(savePath()));
        QCOMPARE(readAll(savePath() + QStringLiteral(".bad")), cut);

        // A plain start with a bad save: refused, kept aside, and the app runs on.
        writeAll(savePath(), "not a save at all");
        QFile::remove(savePath() + QStringLiteral(".bad"));
        const QString plain = runUntil({}, [&] { return entryAt(savePath() + QStringLiteral(".bad")) != 0; });
        QVERIFY2(!plain.startsWith(QLatin1String("FAILED")), qPrintable(plain));
        QCOMPARE(readAll(savePath() + QStringLiteral(".bad")), QByteArray("not a save at all"));
        QFile::remove(savePath() + QStringLiteral(".bad"));
    }

    // Issue 12, "a file is lost": a second unreadable save used to replace the first one's
    // .bad. Each is kept under its own name, and the message says which.
    void everyBadSaveIsKept()
    {
        const QList<QByteArray> saves{"{\"save\":\"A\"", "{\"save\":\"B\"", "{\"save\":\"C\""};
        const QStringList kept{savePath() + QStringLiteral(".bad"), savePath() + QStringLiteral(".bad.2"),
                               savePath() + QStringLiteral(".bad.3")};
        for (int i = 0; i < saves.size(); ++i) {
            writeAll(savePath(), saves[i]);
            // --resume twice, then a plain start (the resume dialog).
            const QStringList arguments = i < 2 ? QStringList{QStringLiteral("--resume")} : QStringList{};
            const QString err = runUntil(arguments, [&] { return entryAt(kept[i]) != 0; });
            QVERIFY2(!err.startsWith(QLatin1String("FAILED")), qPrintable(err));
            if (i < 2)
                QVERIFY2(err.contains(QStringLiteral("kept aside as %1.").arg(kept[i])), qPrintable(err));
        }
        for (int i = 0; i < saves.size(); ++i)
            QCOMPARE(readAll(kept[i]), saves[i]);
        for (const QString& path : kept)
            QFile::remove(path);
    }

    // Issue 12, defect 7: --resume --print-state only reads. The save's bytes and time stay
    // as they were, nothing else appears in the folder, and at the bots' turn the bots do
    // not move: what is printed is the save exactly.
    void printStateOnlyReads_data()
    {
        QTest::addColumn<bool>("botsTurn");
        QTest::newRow("your move") << false;
        QTest::newRow("the bots' turn") << true;
    }

    void printStateOnlyReads()
    {
        QFETCH(bool, botsTurn);
        const mjui::MatchSave save = writeSave(botsTurn);
        const QByteArray bytes = readAll(savePath());
        const QDateTime modified = QFileInfo(savePath()).lastModified();
        QCOMPARE(modified, save.savedAt);
        const QStringList before = QDir(m_dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::System);
        const auto game = mj::replayGame(save.current);
        QVERIFY(game.ok());
        QCOMPARE(game->seatToAct() != mj::Seat::of(0), botsTurn);

        const Run run = runToEnd({QStringLiteral("--resume"), QStringLiteral("--print-state")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(readAll(savePath()), bytes);
        QCOMPARE(QFileInfo(savePath()).lastModified(), modified);
        QCOMPARE(QDir(m_dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::System), before);

        const QStringList lines = run.out.split(QLatin1Char('\n'));
        QStringList savedLines{QString::fromStdString(mj::headerToJson(save.current.header).dump())};
        for (const mj::Event& e : save.current.events)
            savedLines << QString::fromStdString(mj::eventToJson(e).dump());
        QCOMPARE(section(lines, QStringLiteral("record:"), QStringLiteral("table:")), savedLines);
        QCOMPARE(section(lines, QStringLiteral("table:"), QStringLiteral("legal for seat 0:")).join(QLatin1Char('\n')),
                 QString::fromStdString(game->table().dump()).trimmed());
        QCOMPARE(section(lines, QStringLiteral("legal for seat 0:"), QStringLiteral("end")).size(),
                 botsTurn ? 0 : static_cast<qsizetype>(game->legalActions(mj::Seat::of(0)).size()));
        QFile::remove(savePath());
    }

    // Issue 12, "unbounded reads" and "a FIFO": a save that is a FIFO used to block the app
    // for ever, one linked to /dev/zero to grow it to gigabytes. Each is refused at once with
    // what it is, --print-state leaves it where it is, and a plain start moves the entry
    // itself aside (a FIFO or a link holds nothing to copy) and runs on.
    void saveThatIsNotAFile_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<char>("entry");
        QTest::newRow("FIFO") << "fifo" << "is a FIFO (named pipe), not a regular file" << 'p';
        QTest::newRow("link to /dev/zero") << "zero"
                                           << "is a character device, not a regular file (it is a link to /dev/zero)"
                                           << 'l';
        QTest::newRow("larger than any save") << "big" << "is 209,715,200 bytes; the limit is 67,108,864" << 'f';
    }

    void saveThatIsNotAFile()
    {
        QFETCH(QString, kind);
        QFETCH(QString, reason);
        QFETCH(char, entry);
        QFile::remove(savePath()); // whatever an earlier test left
        const auto make = [&] {
            if (kind == QLatin1String("fifo"))
                return ::mkfifo(QFile::encodeName(savePath()).constData(), 0600) == 0;
            if (kind == QLatin1String("zero"))
                return QFile::link(QStringLiteral("/dev/zero"), savePath());
            QFile big(savePath());
            return big.open(QIODevice::WriteOnly) && big.resize(qint64(200) << 20); // sparse
        };
        QVERIFY(make());
        QCOMPARE(entryAt(savePath()), entry);

        const Run looked = runToEnd({QStringLiteral("--resume"), QStringLiteral("--print-state")}, 30000);
        QVERIFY2(looked.exitCode == 0, qPrintable(looked.err));
        QVERIFY2(looked.err.contains(savePath() + QStringLiteral(": ") + reason), qPrintable(looked.err));
        QVERIFY2(looked.out.startsWith(QLatin1String("no match")), qPrintable(looked.out));
        QCOMPARE(entryAt(savePath()), entry);

        const QString bad = savePath() + QStringLiteral(".bad");
        const QString err = runUntil({QStringLiteral("--resume")}, [&] { return entryAt(bad) != 0; });
        QVERIFY2(!err.startsWith(QLatin1String("FAILED")), qPrintable(err));
        QVERIFY2(err.contains(reason) && err.contains(QStringLiteral("kept aside as %1.").arg(bad)), qPrintable(err));
        QCOMPARE(entryAt(bad), entry);
        QCOMPARE(entryAt(savePath()), char(0));

        // A plain start (the resume dialog) alike.
        QVERIFY(make());
        const QString plain = runUntil({}, [&] { return entryAt(bad + QStringLiteral(".2")) != 0; });
        QVERIFY2(!plain.startsWith(QLatin1String("FAILED")), qPrintable(plain));
        QCOMPARE(entryAt(bad + QStringLiteral(".2")), entry);
        QFile::remove(bad);
        QFile::remove(bad + QStringLiteral(".2"));
    }
};

QTEST_GUILESS_MAIN(TestKillResume)
#include "tst_kill_resume.moc"
