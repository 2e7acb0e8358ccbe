// Long run "kill and resume" (issue 12; docs/long-runs.md): the real app plays a match by
// itself (`mahjongero --play --autoplay`, a strong, an easy and a normal AI player against
// the auto-played human seat) and is killed with SIGKILL at N moments chosen by a seeded
// random generator, then relaunched. After every kill:
//   - the save must be there and load whole (JSON, fields, every game replayed): never lost,
//     never corrupted, also when the kill came while it was being written;
//   - it must hold everything the previous round's save held (the same finished games, the
//     game in progress at least as far);
//   - `mahjongero --resume --print-state` must show exactly the save: the same record lines,
//     shown to the end, the table the engine's own replay of the record makes, the legal
//     actions the engine gives the human seat, the same match seed and games finished; and
//     it must leave the save's bytes and time as they were (it only reads);
//   - no save may have been refused (no current-match.json.bad* appears).
// Then `mahjongero --resume --autoplay` goes on with the match until the next kill, so the
// kills fall in later games too. The moments: a random time after launch; as the save is
// being written (the app holds the unnamed temporary file open); while the app waits for the human;
// while the AI players are to move; in the ritual of a new game (soon after a game starts).
// Prints one line a kill and a summary; exit status 0 only when every kill resumed exactly.
#include "play/match_save.h"

#include "core/rng.h"
#include "variants/filipino/game/game_replay.h"
#include "record/record_json.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>

#include <cstdio>
#include <functional>
#include <map>
#include <optional>

namespace {

const QString kSave = QStringLiteral("current-match.json");
const QStringList kPlayers{QStringLiteral("human"), QStringLiteral("strong"), QStringLiteral("easy"),
                           QStringLiteral("normal")};

enum class Moment { RandomTime, DuringWrite, WaitingForHuman, BotsToMove, NewGameRitual, Count };

const char* momentName(Moment m)
{
    switch (m) {
    case Moment::RandomTime: return "a random time";
    case Moment::DuringWrite: return "during a write";
    case Moment::WaitingForHuman: return "waiting for the human";
    case Moment::BotsToMove: return "the AI players to move";
    case Moment::NewGameRitual: return "the ritual of a new game";
    case Moment::Count: break;
    }
    return "?";
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The lines of --print-state's output after the line `first` up to the line `next`.
QStringList section(const QStringList& lines, const QString& first, const QString& next)
{
    const auto from = lines.indexOf(first);
    const auto to = lines.indexOf(next, from + 1);
    return from < 0 || to < 0 ? QStringList() : lines.mid(from + 1, to - from - 1);
}

QStringList recordLines(const mj::GameRecord& record)
{
    QStringList out{QString::fromStdString(mj::headerToJson(record.header).dump())};
    for (const mj::Event& e : record.events)
        out << QString::fromStdString(mj::eventToJson(e).dump());
    return out;
}

int actionsIn(const mj::GameRecord& record)
{
    int n = 0;
    for (const mj::Event& e : record.events)
        n += std::holds_alternative<mj::ActionEvent>(e) ? 1 : 0;
    return n;
}

// What the save says at a glance (parsed only; replayed for who is to act).
struct Glance {
    std::size_t finished = 0;
    std::uint64_t gameSeed = 0;
    int actions = 0;
    bool over = false;
    bool humanToAct = false;
};

std::optional<Glance> glance(const QString& path)
{
    const auto save = mjui::parseMatchSave(readAll(path), path);
    if (!save)
        return std::nullopt;
    Glance g{save->finished.size(), save->current.header.seed, actionsIn(save->current), false, false};
    const auto game = mj::replayGame(save->current);
    if (!game)
        return std::nullopt;
    g.over = game->over();
    g.humanToAct = !g.over && save->players.value(game->seatToAct().index()) == QLatin1String("human");
    return g;
}

class Run {
public:
    Run(QString app, QString dir, double speed) : m_app(std::move(app)), m_dir(std::move(dir)), m_speed(speed) {}

    QString savePath() const { return QDir(m_dir).filePath(kSave); }

    // The app's standard output is dropped unless `keepOutput`; its errors pass through.
    QProcess* launch(const QStringList& arguments, bool keepOutput = false)
    {
        auto* p = new QProcess;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        if (!env.contains(QStringLiteral("QT_QPA_PLATFORM")))
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.remove(QStringLiteral("MAHJONGERO_DATA_DIR"));
        p->setProcessEnvironment(env);
        if (!keepOutput) {
            p->setProcessChannelMode(QProcess::ForwardedErrorChannel);
            p->setStandardOutputFile(QProcess::nullDevice());
        }
        p->start(m_app, arguments + QStringList{QStringLiteral("--data-dir"), m_dir});
        return p;
    }

    QProcess* play(std::uint64_t seed)
    {
        return launch({QStringLiteral("--play"), QStringLiteral("--seed"), QString::number(seed), QStringLiteral("--players"),
                       kPlayers.join(QLatin1Char(',')), QStringLiteral("--autoplay"), QStringLiteral("--speed"),
                       QString::number(m_speed)});
    }

    QProcess* resume()
    {
        return launch({QStringLiteral("--resume"), QStringLiteral("--autoplay"), QStringLiteral("--speed"),
                       QString::number(m_speed)});
    }

    // A write of the save is under way: the app holds a file in the data folder open that
    // has no name yet (QSaveFile writes to an O_TMPFILE on Linux, shown in /proc as
    // "<dir>/#<inode> (deleted)") or a temporary beside the save.
    bool writing(qint64 pid) const
    {
        const QString fds = QStringLiteral("/proc/%1/fd").arg(pid);
        const QString prefix = QDir(m_dir).canonicalPath() + QLatin1Char('/');
        for (const QString& fd : QDir(fds).entryList(QDir::Files | QDir::System)) {
            const QString target = QFile::symLinkTarget(fds + QLatin1Char('/') + fd);
            if (!target.startsWith(prefix))
                continue;
            const QString name = target.mid(prefix.size());
            if (name.startsWith(QLatin1Char('#')) || name.endsWith(QLatin1String(" (deleted)")) ||
                (name.startsWith(kSave + QLatin1Char('.')) && !name.contains(QLatin1String(".bad")) &&
                 !name.contains(QLatin1String(".old"))))
                return true;
        }
        return false;
    }

    // Temporaries that kills during a write left behind (QSaveFile removes its own otherwise).
    void noteLeftovers()
    {
        for (const QString& n : QDir(m_dir).entryList(QDir::Files | QDir::Hidden | QDir::System))
            if (n.startsWith(kSave + QLatin1Char('.')) && !n.startsWith(kSave + QStringLiteral(".bad")) &&
                !n.startsWith(kSave + QStringLiteral(".old")) && !m_leftovers.contains(n))
                m_leftovers << n;
    }
    int leftovers() const { return static_cast<int>(m_leftovers.size()); }

    QStringList badSaves() const
    {
        return QDir(m_dir).entryList({kSave + QStringLiteral(".bad*")}, QDir::AllEntries | QDir::Hidden | QDir::System);
    }

    QString m_app;
    QString m_dir;
    double m_speed;
    QStringList m_leftovers;
};

// Whether the app still runs (waitForFinished notices its end without an event loop).
bool running(QProcess* app) { return !app->waitForFinished(0) && app->state() == QProcess::Running; }

// Polls `until` every `pauseMs` while the app runs, up to `ms`; whether it held.
bool waitFor(QProcess* app, int ms, const std::function<bool()>& until, int pauseMs = 3)
{
    QDeadlineTimer deadline(ms);
    while (!deadline.hasExpired() && running(app)) {
        if (until())
            return true;
        if (pauseMs > 0)
            QThread::msleep(static_cast<unsigned long>(pauseMs));
    }
    return false;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Kills the app (SIGKILL) at N seeded random moments of a match it plays by itself, relaunches it, "
        "and checks each time that the save is whole and that --resume --print-state shows exactly the "
        "save. docs/long-runs.md, \"Kill and resume\"."));
    parser.addHelpOption();
    const QCommandLineOption appOption(QStringLiteral("app"), QStringLiteral("The app (default: the build's)."),
                                       QStringLiteral("PATH"), QStringLiteral(MJ_APP_BINARY));
    const QCommandLineOption killsOption(QStringLiteral("kills"), QStringLiteral("How many kills (default 100)."),
                                         QStringLiteral("N"), QStringLiteral("100"));
    const QCommandLineOption seedOption(QStringLiteral("seed"),
                                        QStringLiteral("Seed of the moments and of the match (default 1)."),
                                        QStringLiteral("S"), QStringLiteral("1"));
    const QCommandLineOption speedOption(QStringLiteral("speed"), QStringLiteral("The table's pace (default 20)."),
                                         QStringLiteral("X"), QStringLiteral("20"));
    const QCommandLineOption waitOption(QStringLiteral("max-wait"),
                                        QStringLiteral("The longest a kill waits after launch, in ms (default 6000)."),
                                        QStringLiteral("MS"), QStringLiteral("6000"));
    const QCommandLineOption dirOption(QStringLiteral("dir"),
                                       QStringLiteral("The data folder (default: a new temporary one, removed after)."),
                                       QStringLiteral("DIR"));
    parser.addOptions({appOption, killsOption, seedOption, speedOption, waitOption, dirOption});
    parser.process(app);
    const int kills = parser.value(killsOption).toInt();
    const std::uint64_t seed = parser.value(seedOption).toULongLong();
    const int maxWait = std::max(100, parser.value(waitOption).toInt());
    QTemporaryDir temporary;
    const QString dir = parser.isSet(dirOption) ? parser.value(dirOption) : temporary.path();
    if (!QDir().mkpath(dir) || QFileInfo::exists(QDir(dir).filePath(kSave))) {
        std::fprintf(stderr, "kill-resume: %s must be a folder without a save\n", qPrintable(dir));
        return 2;
    }
    Run run(parser.value(appOption), dir, parser.value(speedOption).toDouble());
    mj::Rng rng(seed);
    QElapsedTimer clock;
    clock.start();
    std::printf("kill and resume: %d kills, seed %llu, %s, data in %s\n", kills, static_cast<unsigned long long>(seed),
                qPrintable(run.m_app), qPrintable(dir));

    int exact = 0;
    std::map<std::string, int> byMoment, byState;
    std::optional<mjui::MatchSave> previous; // the save after the last kill
    bool started = false;
    std::size_t lastGames = 0;
    for (int k = 1; k <= kills; ++k) {
        QProcess* proc = started ? run.resume() : run.play(seed);
        if (!proc->waitForStarted(10000)) {
            std::printf("kill %d: the app did not start\n", k);
            return 2;
        }
        // The first round waits for the match's first save, so every kill has one to keep.
        if (!started && !waitFor(proc, 60000, [&] { return QFileInfo::exists(run.savePath()); })) {
            std::printf("kill %d: the match was never saved\n", k);
            return 2;
        }
        const auto moment = static_cast<Moment>(rng.below(static_cast<std::uint64_t>(Moment::Count)));
        const auto launchGlance = glance(run.savePath());
        const int randomMs = static_cast<int>(rng.below(static_cast<std::uint64_t>(maxWait)));
        const int extraMs = static_cast<int>(rng.below(300));
        bool found = true;
        switch (moment) {
        case Moment::RandomTime:
            waitFor(proc, randomMs, [] { return false; });
            break;
        case Moment::DuringWrite:
            found = waitFor(proc, maxWait, [&] { return run.writing(proc->processId()); }, 0);
            break;
        case Moment::WaitingForHuman:
            found = waitFor(proc, maxWait, [&] {
                const auto g = glance(run.savePath());
                return g && g->humanToAct && (!launchGlance || g->actions != launchGlance->actions);
            });
            if (found)
                waitFor(proc, extraMs, [] { return false; });
            break;
        case Moment::BotsToMove:
            found = waitFor(proc, maxWait, [&] {
                const auto g = glance(run.savePath());
                return g && !g->humanToAct && !g->over;
            });
            break;
        case Moment::NewGameRitual:
            // The next game's first save, then within the time its fast ritual is shown.
            found = waitFor(proc, 8 * maxWait, [&] {
                const auto g = glance(run.savePath());
                return g && launchGlance && g->gameSeed != launchGlance->gameSeed;
            });
            if (found)
                waitFor(proc, extraMs * 3, [] { return false; });
            break;
        case Moment::Count: break;
        }
        const bool wasRunning = running(proc);
        proc->kill(); // SIGKILL
        proc->waitForFinished(10000);
        delete proc;
        run.noteLeftovers();

        QStringList problems;
        if (!wasRunning)
            problems << QStringLiteral("the app had ended before the kill");
        const QByteArray bytes = readAll(run.savePath());
        const QDateTime modified = QFileInfo(run.savePath()).lastModified();
        const auto loaded = mjui::loadMatchSave(run.savePath());
        if (!loaded)
            problems << QStringLiteral("the save does not load: %1").arg(QString::fromStdString(loaded.error()));
        const auto parsed = mjui::parseMatchSave(bytes, run.savePath());
        if (parsed && previous) {
            // Nothing saved before is lost: the same finished games, the game at least as far.
            bool kept = parsed->finished.size() >= previous->finished.size();
            for (std::size_t i = 0; kept && i < previous->finished.size(); ++i)
                kept = parsed->finished[i].events == previous->finished[i].events;
            if (kept && parsed->finished.size() == previous->finished.size()) {
                const auto& before = previous->current.events;
                const auto& now = parsed->current.events;
                kept = now.size() >= before.size() && std::equal(before.begin(), before.end(), now.begin());
            }
            if (!kept)
                problems << QStringLiteral("the save lost what the previous one held");
        }

        // The check: --resume --print-state shows exactly the save, and only reads.
        QProcess* look = run.launch({QStringLiteral("--resume"), QStringLiteral("--print-state")}, true);
        QString printed;
        if (!look->waitForFinished(60000)) {
            look->kill();
            look->waitForFinished(10000);
            problems << QStringLiteral("--print-state did not end");
        } else if (look->exitStatus() != QProcess::NormalExit || look->exitCode() != 0) {
            problems << QStringLiteral("--print-state failed: %1").arg(QString::fromUtf8(look->readAllStandardError()));
        }
        printed = QString::fromUtf8(look->readAllStandardOutput());
        delete look;
        if (readAll(run.savePath()) != bytes || QFileInfo(run.savePath()).lastModified() != modified)
            problems << QStringLiteral("--print-state changed the save");
        std::string state = "?";
        if (loaded) {
            const mjui::ResumedMatch& save = *loaded;
            const QStringList lines = printed.split(QLatin1Char('\n'));
            const auto& record = save.save.current;
            if (section(lines, QStringLiteral("record:"), QStringLiteral("table:")) != recordLines(record))
                problems << QStringLiteral("the record printed is not the save's");
            if (!lines.contains(QStringLiteral("shown: %1 of %1").arg(record.events.size())))
                problems << QStringLiteral("the table is not shown to the record's end");
            // A game that has ended counts as finished once resumed, as it did when it ended.
            const std::size_t finished = save.save.finished.size() + (save.current.over() ? 1 : 0);
            if (!lines.contains(QStringLiteral("match seed: %1").arg(save.save.seed)) ||
                !lines.contains(QStringLiteral("games finished: %1").arg(finished)))
                problems << QStringLiteral("the match printed is not the save's");
            const auto replayed = mj::replayGame(record);
            const int human = static_cast<int>(save.save.players.indexOf(QStringLiteral("human")));
            const QString legalHeading = QStringLiteral("legal for seat %1:").arg(human);
            if (!replayed) {
                problems << QStringLiteral("the record does not replay");
            } else {
                if (section(lines, QStringLiteral("table:"), legalHeading).join(QLatin1Char('\n')) !=
                    QString::fromStdString(replayed->table().dump()).trimmed())
                    problems << QStringLiteral("the table printed is not the replay's");
                const bool yours = !replayed->over() && replayed->seatToAct() == mj::Seat::of(human);
                const auto legal = yours ? replayed->legalActions(mj::Seat::of(human)) : std::vector<mj::Action>{};
                if (section(lines, legalHeading, QStringLiteral("end")).size() != static_cast<qsizetype>(legal.size()))
                    problems << QStringLiteral("the legal actions printed are not the replay's");
                state = replayed->over() ? "the game over" : actionsIn(record) == 0 ? "the ritual done, no move yet"
                                                         : yours                    ? "the human to move"
                                                                                    : "an AI player to move";
            }
            lastGames = save.save.finished.size() + 1;
        }
        if (!run.badSaves().isEmpty())
            problems << QStringLiteral("a save was refused: %1").arg(run.badSaves().join(QLatin1String(", ")));

        const bool ok = problems.isEmpty();
        exact += ok ? 1 : 0;
        ++byMoment[std::string(momentName(moment)) + (found ? "" : " (not seen in time; killed anyway)")];
        ++byState[state];
        std::printf("kill %3d at %-26s%s -> game %zu, %3d actions, %s, %lld KB: %s\n", k, momentName(moment),
                    found ? "" : " (not seen in time)",
                    loaded ? loaded->save.finished.size() + 1 : 0, loaded ? actionsIn(loaded->save.current) : -1,
                    state.c_str(), static_cast<long long>(bytes.size() / 1024),
                    ok ? "resumed exactly" : qPrintable(problems.join(QLatin1String("; "))));
        std::fflush(stdout);
        if (parsed)
            previous = *parsed;
        started = true;
    }
    const double seconds = static_cast<double>(clock.elapsed()) / 1000;
    std::printf("\n%d of %d kills resumed exactly; the match reached game %zu; %.0f s in all (%.1f s a kill)\n", exact,
                kills, lastGames, seconds, seconds / std::max(1, kills));
    std::printf("kills by the moment aimed at:\n");
    for (const auto& [name, n] : byMoment)
        std::printf("  %3d  %s\n", n, name.c_str());
    std::printf("kills by what the save held:\n");
    for (const auto& [name, n] : byState)
        std::printf("  %3d  %s\n", n, name.c_str());
    std::printf("temporary files left beside the save by kills during a write: %d\n", run.leftovers());
    return exact == kills ? 0 : 1;
}
