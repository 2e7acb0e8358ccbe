#include "startup/launch_modes.h"
#include "american/american_session.h"

#include "benchmarks/frame_benchmark.h"
#include "benchmarks/save_benchmark.h"
#include "freetable/free_table.h"
#include "netplay/net_auto_player.h"
#include "netplay/net_session.h"
#include "play/auto_player.h"
#include "play/game_session.h"
#include "play/watch_director.h"
#include "startup/data_dir.h"
#include "startup/launch_solitaire.h"
#include "startup/screenshot.h"
#include "table/table_model.h"

#include "variants/filipino/bots/bot_level.h"
#include "variants/filipino/rules/ruleset_json.h"

#include <QCoreApplication>
#include <QQuickWindow>
#include <QTimer>

#include <cstdio>
#include <memory>

std::optional<int> runWithoutWindow(int argc, char* argv[])
{
    if (wantsHelpOrVersion(argc, argv)) {
        // Answer without a display: only the parser is needed.
        QCoreApplication app(argc, argv);
        parseLaunchOptions(app);
        return 0;
    }
    if (wantsSaveBenchmark(argc, argv)) {
        // No window: the save and its resume are timed in a temporary folder.
        QCoreApplication app(argc, argv);
        const LaunchOptions options = parseLaunchOptions(app);
        bool ok = true;
        const std::uint64_t seed = options.seed ? options.seed->toULongLong(&ok) : 3;
        if (!ok) {
            std::fprintf(stderr, "mahjongero: --seed wants a whole number from 0 to 18446744073709551615\n");
            return 1;
        }
        return runSaveBenchmark(seed);
    }
    return std::nullopt;
}

void chooseRenderLoop(int argc, char* argv[])
{
    (void)argc;
    (void)argv;
    // Always the basic loop (rendering on the GUI thread), unless the environment asks for
    // another: Qt 6.4's threaded loop crashed now and then in Quick 3D's render thread
    // (QSSGMaterialShaderGenerator::setRhiMaterialProperties) while the GUI thread took a 3D
    // view's objects down or resized them, with two views in the window (the table and the
    // solitaire's): tst_solitaire.qml crashed in 1 run of 2 to 1 of 8, never with the basic
    // loop (16 runs). The frame benchmark always timed frames on this loop, so its figures
    // are the app's.
    if (qEnvironmentVariableIsEmpty("QSG_RENDER_LOOP"))
        qputenv("QSG_RENDER_LOOP", "basic");
}

// --host or --join: the table over the network, its lobby, with --autoplay its games played
// by this seat's AI player, and --screenshot taken in the lobby (or, with --autoplay, at
// the first game's end); --games N --quit-when-done quits after N games have ended.
static void startNetworkedTable(const LaunchOptions& options, QQuickWindow& windowRef)
{
    auto* window = &windowRef;
    auto* net = window->property("netSession").value<NetSession*>();
    if (!net)
        return;
    if (options.speed)
        net->setSpeed(*options.speed);
    if (!options.hostName.isEmpty()) {
        if (!net->host(options.ruleset, QStringLiteral("normal"), options.hostName, options.port))
            std::fprintf(stderr, "mahjongero: %s\n", qPrintable(net->problem()));
    } else {
        net->join(options.joinAddress, options.joinCode, options.joinName);
    }
    window->setProperty("atHome", false);
    if (options.autoplay)
        (new NetAutoPlayer(net, 0xA070ULL, window))->setReadyAt(options.readyAt); // its own choices, not the game's chance
    // Every step is told on the terminal too (the host's code, the games' ends, a refusal).
    auto said = std::make_shared<QString>();
    auto ended = std::make_shared<int>(0);
    auto quitting = std::make_shared<bool>(false);
    QObject::connect(net, &NetSession::changed, window, [net, window, said, ended, quitting, &options] {
        QString line;
        if (net->status() == QLatin1String("lobby") && net->hosting())
            line = QStringLiteral("table %1 open at %2").arg(net->tableCode(), net->addresses().join(QStringLiteral(", ")));
        else if (net->status() == QLatin1String("closed"))
            line = QStringLiteral("the table has ended: %1").arg(net->problem());
        else if (net->overShown())
            line = QStringLiteral("game %1: %2").arg(net->client().gamesStarted()).arg(net->endSummary().value(QStringLiteral("title")).toString()) +
                   QStringLiteral(" (%1)").arg(net->fairness());
        if (!line.isEmpty() && line != *said) {
            *said = line;
            std::printf("mahjongero: %s\n", qPrintable(line));
            std::fflush(stdout);
            if (net->overShown() && net->fairnessChecked())
                ++*ended;
        }
        if (net->status() == QLatin1String("closed") && options.quitWhenDone)
            QCoreApplication::exit(1);
        if (options.quitWhenDone && *ended >= options.games && net->overShown() && !*quitting) {
            *quitting = true;
            QTimer::singleShot(500, window, [] { QCoreApplication::quit(); });
        }
    });
    if (!options.screenshot.isEmpty()) {
        auto shot = std::make_shared<QMetaObject::Connection>();
        *shot = QObject::connect(net, &NetSession::changed, window, [net, window, shot, &options] {
            const bool ready = options.autoplay ? net->overShown() && net->fairnessChecked()
                                                : net->status() == QLatin1String("lobby") && !net->seats().isEmpty();
            if (!ready)
                return;
            QObject::disconnect(*shot);
            QTimer::singleShot(2500, window, [window, &options] { saveScreenshotAndQuit(window, options.screenshot); });
        });
    }
}

bool startLaunchMode(const LaunchOptions& options, QQuickWindow& windowRef, const QElapsedTimer& sinceStart,
                     std::optional<int>* exitCode)
{
    auto* window = &windowRef;
    auto* model = window->property("tableModel").value<TableModel*>();
    if (!model || !applyLaunchOptions(options, *model))
        return false;
    // Otherwise the window keeps the size it had when last closed (Main.qml).
    if (options.keepsWindow())
        window->resize(options.width, options.height);
    if (!options.graphics.isEmpty())
        window->setProperty("graphicsOverride", options.graphics);
    // The start screen, unless the command line asks for the ritual itself (watching bots,
    // a seed, a variant, a step of the ritual, its frame benchmark): then Learn's explorer.
    // A game, a resume and the free table leave it by themselves. (A plain start's
    // screenshot performs the ritual behind the start screen.)
    const bool showsRitual = options.watch || options.seed || options.variant || options.steps || options.ritualStep ||
                             options.benchmark == QLatin1String("ritual");
    if (showsRitual && !options.play)
        window->setProperty("atHome", false);
    // The app saves the match you play after every move (docs/saves.md).
    auto* session = window->property("gameSession").value<GameSession*>();
    if (!session)
        return false;
    session->setAutosave(true);
    // The American match too (its own file; docs/saves.md).
    auto* american = window->property("american").value<AmericanSession*>();
    if (american)
        american->setAutosave(true);
    // And the records of the games played over the network.
    if (auto* net = window->property("netSession").value<NetSession*>())
        net->setKeepRecords(true);
    if (options.watch) {
        window->setProperty("watching", true);
        const auto rules = mj::loadRuleset(options.ruleset.toStdString());
        if (!rules) {
            std::fprintf(stderr, "mahjongero: %s\n", rules.error().c_str());
            return false;
        }
        auto* director = new WatchDirector(model, model->seed().toULongLong(), *rules, options.games, window);
        director->setSpeed(options.speed.value_or(4.0));
        mj::PerSeat<mj::BotLevel> levels(rules->seats());
        for (int s = 0; s < rules->seats(); ++s) {
            // launch_options has checked each name already
            const auto level = mj::parseBotLevel(options.players.value(s).toStdString());
            levels[static_cast<std::size_t>(s)] = level ? *level : mj::BotLevel::Normal;
        }
        director->setLevels(levels);
        QObject::connect(director, &WatchDirector::finished, window, [&options, window] {
            if (!options.screenshot.isEmpty())
                saveScreenshotAndQuit(window, options.screenshot);
            else if (options.quitWhenDone)
                QCoreApplication::quit();
        });
        director->start();
    } else if (options.play) {
        if (options.speed)
            session->setSpeed(*options.speed);
        session->setRitualSpeed(options.ritualSpeed);
        if (!session->newMatch(options.ruleset, options.players)) {
            std::fprintf(stderr, "mahjongero: %s\n", qPrintable(session->prompt()));
            return false;
        }
        if (options.autoplay)
            new AutoPlayer(session, model->seed().toULongLong() ^ 0xA070ULL, window);
        if (!options.screenshot.isEmpty()) {
            auto shot = std::make_shared<QMetaObject::Connection>();
            *shot = QObject::connect(session, &GameSession::changed, window, [session, window, shot, &options] {
                if (!session->yourMove() && session->handOverSeat() < 0)
                    return;
                QObject::disconnect(*shot);
                // The tiles may still be sliding into place (a skipped ritual jumps, and the
                // table animates the jump): the picture waits for them to land.
                QTimer::singleShot(2500, window, [window, &options] { saveScreenshotAndQuit(window, options.screenshot); });
            });
        }
    } else if (options.resume) {
        // --print-state only reads: nothing in the data folder is written, moved or removed,
        // and the AI players do not move, so what it prints is the save as it stands.
        if (options.speed)
            session->setSpeed(*options.speed);
        const bool resumed = options.printState ? session->inspectSaved() : session->resumeSaved();
        if (!resumed) {
            // The app still starts; the dialog shows why (and where the bad file went).
            std::fprintf(stderr, "mahjongero: %s\n",
                         qPrintable(session->saveError().isEmpty()
                                        ? QStringLiteral("there is no saved match to resume (%1)").arg(mjui::currentSavePath())
                                        : session->saveError()));
        }
        if (options.printState) {
            std::fputs(qPrintable(session->stateText()), stdout);
            *exitCode = 0;
            return true;
        }
        if (options.autoplay && resumed)
            new AutoPlayer(session, session->game()->record().header.seed ^ 0xA070ULL, window);
        if (!options.screenshot.isEmpty())
            saveScreenshotAndQuit(window, options.screenshot);
    } else if (!options.hostName.isEmpty() || !options.joinAddress.isEmpty()) {
        startNetworkedTable(options, *window);
    } else if (options.solitaire) {
        return startSolitaire(options, *window, exitCode);
    } else if (options.freeTable) {
        auto* freeTable = window->property("freeTable").value<FreeTable*>();
        if (!freeTable)
            return false;
        if (options.freeSet.isEmpty() ? !freeTable->start(model->step())
                                      : !freeTable->startWith(options.freeSet, options.freeLayout)) {
            std::fprintf(stderr, "%s\n", qPrintable(freeTable->message()));
            return false;
        }
        if (options.freeDealSeats > 0 &&
            !(freeTable->wash() && (freeTable->layoutCapacity() == 0 || freeTable->buildLayout()) &&
              (options.freeDealCount == 0 || freeTable->deal(options.freeDealSeats, options.freeDealCount)))) {
            std::fprintf(stderr, "%s\n", qPrintable(freeTable->message()));
            return false;
        }
        if (!options.screenshot.isEmpty())
            saveScreenshotAndQuit(window, options.screenshot);
    } else if (options.benchmark == QLatin1String("startup")) {
        // A plain start, as below, timed to its first frame.
        session->checkSave();
        (new FrameBenchmark(FrameBenchmark::Kind::Startup, window, model, sinceStart))->start();
    } else if (options.benchmark == QLatin1String("play")) {
        (new FrameBenchmark(FrameBenchmark::Kind::Play, window, model, sinceStart, session))->start();
    } else if (!options.benchmark.isEmpty()) {
        (new FrameBenchmark(FrameBenchmark::Kind::Ritual, window, model, sinceStart))->start();
    } else {
        // A plain start: a save found is offered (the start screen's Continue), the American
        // match's by a Continue of its own.
        session->checkSave();
        if (american)
            american->checkSave();
        if (!options.screenshot.isEmpty())
            saveScreenshotAndQuit(window, options.screenshot);
    }
    return true;
}
