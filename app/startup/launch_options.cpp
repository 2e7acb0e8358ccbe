#include "startup/launch_options.h"

#include "core/seat.h"
#include "core/tile_set.h"
#include "table/layout.h"
#include "variants/filipino/bots/bot_level.h"

#include "play/game_session.h"
#include "ritual/ritual_phases.h"
#include "startup/render_info.h"
#include "table/table_model.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string_view>

bool wantsHelpOrVersion(int argc, char* argv[])
{
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "-h" || arg == "--help" || arg == "-?" || arg == "--help-all" || arg == "-v" || arg == "--version")
            return true;
    }
    return false;
}

bool wantsSaveBenchmark(int argc, char* argv[])
{
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--benchmark=save" || (arg == "--benchmark" && i + 1 < argc && std::string_view(argv[i + 1]) == "save"))
            return true;
    }
    return false;
}

LaunchOptions parseLaunchOptions(const QCoreApplication& app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Mahjongero, a mahjong tabletop simulator. Shows the table of the Filipino setup ritual "
        "(wash, build, roll for the máno, break the wall, deal, replace flowers); step through it "
        "event by event or perform it at once. --play starts a match against AI players or friends "
        "at this computer; --watch lets four AI players play; --free-table takes any move, with no "
        "rules; --resume goes on with the match saved after the last move; --solitaire deals the "
        "mahjong solitaire for one."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption seed(QStringLiteral("seed"),
                                  QStringLiteral("Seed of the game's random numbers (0 to 2^64-1)."),
                                  QStringLiteral("N"));
    const QCommandLineOption variant(QStringLiteral("variant"),
                                     QStringLiteral("Ruleset of the ritual shown: filipino (default), visayan or joker-pot."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption ritual(QStringLiteral("ritual"),
                                    QStringLiteral("Perform the whole setup ritual at start."));
    const QCommandLineOption steps(QStringLiteral("steps"),
                                   QStringLiteral("Start after the first N events of the ritual."),
                                   QStringLiteral("N"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QStringLiteral("Save a PNG of the window to FILE and quit. Implies --ritual unless --steps is given."),
        QStringLiteral("FILE"));
    const QCommandLineOption ritualStep(
        QStringLiteral("ritual-step"),
        QStringLiteral("Start with the ritual done up to STEP: %1.")
            .arg(QString::fromStdString(mjui::ritualPhaseNames())),
        QStringLiteral("STEP"));
    const QCommandLineOption benchmark(
        QStringLiteral("benchmark"),
        QStringLiteral("Print figures, then quit. NAME: ritual (run the ritual's animation: frame rate (p50), "
                       "frame-time p95 and p99 of the frames that draw the 3D table anew, for the wash and the "
                       "rest, time to first frame, peak memory), startup "
                       "(a plain start: the time to the first frame, with the records in the data folder), play (a game "
                       "on the play screen, its ritual fast and an AI making your moves: the same frame figures for "
                       "the ritual and for play) or save "
                       "(how long the save of a match takes late in an 11-game match, and its resume; --seed "
                       "picks the match)."),
        QStringLiteral("NAME"));
    const QCommandLineOption width(QStringLiteral("width"), QStringLiteral("Window width in pixels (default 1280)."),
                                   QStringLiteral("W"));
    const QCommandLineOption height(QStringLiteral("height"),
                                    QStringLiteral("Window height in pixels (default 800)."), QStringLiteral("H"));
    const QCommandLineOption graphics(
        QStringLiteral("graphics"),
        QStringLiteral("The 3D table's shadows and smooth edges (MSAA) for this launch: auto (on with a graphics "
                       "card, off on software rendering), high (always) or low (never). Default: the Graphics "
                       "setting."),
        QStringLiteral("QUALITY"));
    const QCommandLineOption watch(
        QStringLiteral("watch"),
        QStringLiteral("Watch four AI players play a match (normal level, or --players). With "
                       "--screenshot the picture is taken at the end of the last game."));
    const QCommandLineOption play(
        QStringLiteral("play"),
        QStringLiteral("Start a game at once: you hold seat 0 (or --seat) against three AI players (or "
                       "--players). With --screenshot the picture is taken when it is first your move."));
    const QCommandLineOption seat(QStringLiteral("seat"),
                                  QStringLiteral("Play: your seat, 0 to 3 (default 0)."), QStringLiteral("N"));
    const QCommandLineOption players(
        QStringLiteral("players"),
        QStringLiteral("Play: who holds seats 0 to 3, comma-separated: human, or an AI level: easy, normal "
                       "or strong, e.g. human,strong,easy,normal. Several humans share the computer (a privacy screen between "
                       "their turns). Default: you, then normal AI players. With --watch: four AI levels, e.g. "
                       "strong,normal,easy,normal."),
        QStringLiteral("LIST"));
    const QCommandLineOption ritualSpeed(
        QStringLiteral("ritual-speed"),
        QStringLiteral("Play: how each game's setup ritual is shown: full (the teaching pace), fast "
                       "(default) or skip (the table starts at the first move)."),
        QStringLiteral("S"));
    const QCommandLineOption freeTable(
        QStringLiteral("free-table"),
        QStringLiteral("Start the free table (no rules: drag any tile anywhere) on the table that --steps, "
                       "--ritual-step or --ritual show; without them, on a fresh table."));
    const QCommandLineOption solitaire(
        QStringLiteral("solitaire"),
        QStringLiteral("Start the mahjong solitaire for one (seed 001): deal number --seed (friends who play "
                       "the same number get the same deal), or a random deal. With --autoplay the solver plays "
                       "it to a win; with --print-state the deal is printed."));
    const QCommandLineOption freeSet(
        QStringLiteral("free-set"),
        QStringLiteral("Free table: start on this tile set (%1), every tile in the middle.")
            .arg(QString::fromStdString(mj::TileSet::knownNames())),
        QStringLiteral("SET"));
    const QCommandLineOption freeLayout(
        QStringLiteral("free-layout"),
        QStringLiteral("Free table, with --free-set: the layout (%1); default: the one that goes with the set.")
            .arg(QString::fromStdString(mj::Layout::knownNames())),
        QStringLiteral("LAYOUT"));
    const QCommandLineOption freeDeal(
        QStringLiteral("free-deal"),
        QStringLiteral("Free table, with --free-set: wash, build the layout and deal COUNT tiles to each of SEATS "
                       "seats (1-%1), e.g. 4x13 (1x0: build only).")
            .arg(mj::Seat::max),
        QStringLiteral("SEATSxCOUNT"));
    const QCommandLineOption games(QStringLiteral("games"),
                                   QStringLiteral("Watch mode: how many games the match has (default 1); at a networked table, "
                                                  "how many games to play before --quit-when-done."),
                                   QStringLiteral("N"));
    const QCommandLineOption quitWhenDone(QStringLiteral("quit-when-done"),
                                          QStringLiteral("Watch mode, or a networked table with --autoplay: quit after the last game."));
    const QCommandLineOption ruleset(
        QStringLiteral("ruleset"),
        QStringLiteral("Watch and play: filipino (default), visayan, joker-pot, or a ruleset file."),
        QStringLiteral("R"));
    const QCommandLineOption speed(QStringLiteral("speed"),
                                   QStringLiteral("Watch, play and resume: pace, 0.25 to 20 times the teaching pace "
                                                  "(watch: default 4; play: the table's own pace)."),
                                   QStringLiteral("X"));
    const QCommandLineOption resume(
        QStringLiteral("resume"),
        QStringLiteral("Resume the saved match without asking (by default the app asks when it finds one)."));
    const QCommandLineOption printState(
        QStringLiteral("print-state"),
        QStringLiteral("With --resume: print the resumed match, the game's record, the table and your legal "
                       "actions, then quit."));
    const QCommandLineOption autoplay(
        QStringLiteral("autoplay"),
        QStringLiteral("With --play or --resume: an AI player (normal) makes your moves and starts each next "
                       "game, so the match plays itself, saved after every move (long runs, demonstrations)."));
    const QCommandLineOption dataDir(
        QStringLiteral("data-dir"),
        QStringLiteral("Keep the save and the finished games' records in DIR (default: the platform's "
                       "application-data folder, or $MAHJONGERO_DATA_DIR)."),
        QStringLiteral("DIR"));
    const QCommandLineOption host(
        QStringLiteral("host"),
        QStringLiteral("Host a table over the network and sit at it as NAME (with --ruleset and --port); the lobby "
                       "shows the table's code and this computer's addresses for the others to join."),
        QStringLiteral("NAME"));
    const QCommandLineOption port(QStringLiteral("port"),
                                  QStringLiteral("With --host: the port to serve the table on (default 7077; the next "
                                                 "free one when it is taken)."),
                                  QStringLiteral("P"));
    const QCommandLineOption join(QStringLiteral("join"),
                                  QStringLiteral("Join the table at ADDRESS (host or host:port) over the network, "
                                                 "with --code and --your-name."),
                                  QStringLiteral("ADDRESS"));
    const QCommandLineOption code(QStringLiteral("code"), QStringLiteral("With --join: the table's code."),
                                  QStringLiteral("CODE"));
    // Not --name: Qt's X11 platform takes -name for itself before the app sees it.
    const QCommandLineOption name(QStringLiteral("your-name"), QStringLiteral("With --join: your name at the table."),
                                  QStringLiteral("NAME"));
    const QCommandLineOption readyAt(QStringLiteral("ready-at"),
                                     QStringLiteral("With --autoplay at a networked table: say ready once N people sit at "
                                                    "it, this seat included (default: 2 for the host, 1 for a guest). "
                                                    "Players meeting at a headless server use it to wait for each other."),
                                     QStringLiteral("N"));
    parser.addOptions({seed, variant, ritual, steps, ritualStep, screenshot, benchmark, width, height, graphics, watch, play,
                       freeTable, solitaire, freeSet, freeLayout, freeDeal, games, quitWhenDone, ruleset, speed, seat, players, ritualSpeed, resume,
                       printState, autoplay, dataDir, host, port, join, code, name, readyAt});
    parser.process(app);

    LaunchOptions options;
    if (parser.isSet(seed))
        options.seed = parser.value(seed);
    if (parser.isSet(variant))
        options.variant = parser.value(variant);
    if (parser.isSet(steps)) {
        bool ok = false;
        options.steps = parser.value(steps).toInt(&ok);
        if (!ok || *options.steps < 0) {
            std::fprintf(stderr, "--steps wants a whole number of events, not \"%s\"\n",
                         qPrintable(parser.value(steps)));
            std::exit(1);
        }
    }
    const auto fail = [](const QString& message) {
        std::fprintf(stderr, "mahjongero: %s\n", qPrintable(message));
        std::exit(1);
    };
    if (parser.isSet(ritualStep)) {
        if (!mjui::parseRitualPhase(parser.value(ritualStep).toStdString()))
            fail(QStringLiteral("--ritual-step wants one of %1, not \"%2\"")
                     .arg(QString::fromStdString(mjui::ritualPhaseNames()), parser.value(ritualStep)));
        if (options.steps)
            fail(QStringLiteral("give --steps or --ritual-step, not both"));
        options.ritualStep = parser.value(ritualStep);
    }
    if (parser.isSet(benchmark)) {
        const QString name = parser.value(benchmark);
        if (name != QLatin1String("ritual") && name != QLatin1String("startup") && name != QLatin1String("save") &&
            name != QLatin1String("play"))
            fail(QStringLiteral("--benchmark knows \"ritual\", \"startup\", \"play\" and \"save\", not \"%1\"").arg(name));
        options.benchmark = name;
    }
    for (const auto& [option, target] : {std::pair{&width, &options.width}, std::pair{&height, &options.height}}) {
        if (!parser.isSet(*option))
            continue;
        options.sizeGiven = true;
        bool ok = false;
        *target = parser.value(*option).toInt(&ok);
        if (!ok || *target < 320 || *target > 8192)
            fail(QStringLiteral("--%1 wants a size from 320 to 8192 pixels, not \"%2\"")
                     .arg(option->names().first(), parser.value(*option)));
    }
    if (parser.isSet(graphics)) {
        if (!RenderInfo::isQuality(parser.value(graphics)))
            fail(QStringLiteral("--graphics wants auto, high or low, not \"%1\"").arg(parser.value(graphics)));
        options.graphics = parser.value(graphics);
    }
    options.watch = parser.isSet(watch);
    options.play = parser.isSet(play);
    if (options.play && options.watch)
        fail(QStringLiteral("give --play or --watch, not both"));
    if (parser.isSet(games)) {
        bool ok = false;
        options.games = parser.value(games).toInt(&ok);
        if (!ok || options.games < 1 || options.games > 10000)
            fail(QStringLiteral("--games wants a number of games from 1 to 10000, not \"%1\"").arg(parser.value(games)));
    }
    if (parser.isSet(speed)) {
        bool ok = false;
        options.speed = parser.value(speed).toDouble(&ok);
        if (!ok || *options.speed < 0.25 || *options.speed > 20)
            fail(QStringLiteral("--speed wants a pace from 0.25 to 20, not \"%1\"").arg(parser.value(speed)));
    }
    options.quitWhenDone = parser.isSet(quitWhenDone);
    if (parser.isSet(ruleset))
        options.ruleset = parser.value(ruleset);
    // A table over the network: hosted here, or joined.
    options.hostName = parser.value(host).trimmed();
    options.joinAddress = parser.value(join).trimmed();
    const bool networked = parser.isSet(host) || parser.isSet(join);
    if (parser.isSet(host) && parser.isSet(join))
        fail(QStringLiteral("give --host or --join, not both"));
    if (parser.isSet(host) && (options.hostName.isEmpty() || options.hostName.size() > 24))
        fail(QStringLiteral("--host wants your name at the table (1 to 24 characters)"));
    if (networked && (options.watch || options.play || parser.isSet(resume) || parser.isSet(freeTable) ||
                      !options.benchmark.isEmpty()))
        fail(QStringLiteral("--host and --join do not go with --watch, --play, --resume, --free-table or --benchmark"));
    if (parser.isSet(port)) {
        if (!parser.isSet(host))
            fail(QStringLiteral("--port goes with --host"));
        bool ok = false;
        options.port = parser.value(port).toInt(&ok);
        if (!ok || options.port < 0 || options.port > 65535)
            fail(QStringLiteral("--port wants a port from 0 to 65535, not \"%1\"").arg(parser.value(port)));
    }
    if ((parser.isSet(code) || parser.isSet(name)) && !parser.isSet(join))
        fail(QStringLiteral("--code and --your-name go with --join"));
    if (parser.isSet(join) && (options.joinAddress.isEmpty() || parser.value(code).trimmed().isEmpty()))
        fail(QStringLiteral("--join wants the table's address, and --code its code"));
    options.joinCode = parser.value(code).trimmed();
    if (parser.isSet(readyAt)) {
        if (!networked || !parser.isSet(autoplay))
            fail(QStringLiteral("--ready-at goes with --autoplay and --host or --join"));
        bool ok = false;
        options.readyAt = parser.value(readyAt).toInt(&ok);
        if (!ok || options.readyAt < 1 || options.readyAt > 8)
            fail(QStringLiteral("--ready-at wants a number of people from 1 to 8, not \"%1\"").arg(parser.value(readyAt)));
    }
    if (parser.isSet(name))
        options.joinName = parser.value(name).trimmed();
    if (!options.watch && !networked && (parser.isSet(games) || options.quitWhenDone))
        fail(QStringLiteral("--games and --quit-when-done go with --watch, --host or --join"));
    if (networked && parser.isSet(join) && parser.isSet(ruleset))
        fail(QStringLiteral("--ruleset goes with --host: the host chooses the table's ruleset"));
    if (!options.watch && !options.play && !parser.isSet(host) && parser.isSet(ruleset))
        fail(QStringLiteral("--ruleset goes with --watch, --play or --host"));
    if (!options.watch && !options.play && !parser.isSet(resume) && !parser.isSet(host) && !parser.isSet(join) &&
        parser.isSet(speed))
        fail(QStringLiteral("--speed goes with --watch, --play, --resume, --host or --join"));
    if ((options.watch || options.play) && (!options.benchmark.isEmpty() || options.steps || options.ritualStep || parser.isSet(ritual)))
        fail(QStringLiteral("--watch and --play play whole games; they do not go with --ritual, --steps, "
                            "--ritual-step or --benchmark"));
    const bool playOptions = parser.isSet(seat) || parser.isSet(ritualSpeed);
    if (playOptions && !options.play)
        fail(QStringLiteral("--seat and --ritual-speed go with --play"));
    if (parser.isSet(players) && !options.play && !options.watch)
        fail(QStringLiteral("--players goes with --play or --watch"));
    if (parser.isSet(seat)) {
        bool ok = false;
        options.seat = parser.value(seat).toInt(&ok);
        if (!ok || options.seat < 0 || options.seat > 3)
            fail(QStringLiteral("--seat wants a seat from 0 to 3, not \"%1\"").arg(parser.value(seat)));
    }
    QStringList named = parser.value(players).split(QLatin1Char(','));
    for (QString& p : named)
        p = p.trimmed();
    if (options.watch) {
        // Watch mode: four AI players, each of any level.
        options.players = parser.isSet(players) ? named : QStringList(4, QStringLiteral("normal"));
        if (options.players.size() != 4)
            fail(QStringLiteral("--players \"%1\": name four AI levels, one a seat").arg(parser.value(players)));
        for (const QString& p : options.players)
            if (const auto level = mj::parseBotLevel(p.toStdString()); !level)
                fail(QStringLiteral("--players \"%1\": watch mode wants AI levels: %2")
                         .arg(parser.value(players), QString::fromStdString(level.error())));
    } else if (parser.isSet(players)) {
        options.players = named;
        if (const QString problem = GameSession::playersProblem(options.players); !problem.isEmpty())
            fail(QStringLiteral("--players \"%1\": %2").arg(parser.value(players), problem));
        if (parser.isSet(seat) && options.players[options.seat] != QLatin1String("human"))
            fail(QStringLiteral("--seat %1 is yours, so --players must name it human, not \"%2\"")
                     .arg(options.seat)
                     .arg(options.players[options.seat]));
    } else if (options.seat != 0) {
        options.players.swapItemsAt(0, options.seat);
    }
    if (parser.isSet(ritualSpeed)) {
        options.ritualSpeed = parser.value(ritualSpeed);
        if (!GameSession::ritualSpeeds().contains(options.ritualSpeed))
            fail(QStringLiteral("--ritual-speed wants one of %1, not \"%2\"")
                     .arg(GameSession::ritualSpeeds().join(QStringLiteral(", ")), options.ritualSpeed));
    }
    options.resume = parser.isSet(resume);
    options.printState = parser.isSet(printState);
    if (options.resume && (options.watch || options.play || !options.benchmark.isEmpty() || options.steps || options.ritualStep ||
                           parser.isSet(ritual) || parser.isSet(seed) || parser.isSet(variant)))
        fail(QStringLiteral("--resume goes on with the saved match; it does not go with --play, --watch, --seed, "
                            "--variant, --ritual, --steps, --ritual-step or --benchmark"));
    options.solitaire = parser.isSet(solitaire);
    if (options.solitaire && (options.watch || options.play || options.resume || parser.isSet(freeTable) ||
                              !options.benchmark.isEmpty() || networked || options.variant || options.steps ||
                              options.ritualStep || parser.isSet(ritual)))
        fail(QStringLiteral("--solitaire goes with --seed, --autoplay, --print-state, --screenshot and the window's "
                            "size only"));
    if (options.printState && !options.resume && !options.solitaire)
        fail(QStringLiteral("--print-state goes with --resume or --solitaire"));
    options.autoplay = parser.isSet(autoplay);
    if (options.autoplay && (!(options.play || options.resume || networked || options.solitaire) || options.printState))
        fail(QStringLiteral("--autoplay goes with --play, --resume, --host or --join (and not with --print-state, "
                            "which only looks)"));
    if (parser.isSet(dataDir)) {
        options.dataDir = parser.value(dataDir);
        if (options.dataDir.isEmpty() || !QDir().mkpath(options.dataDir))
            fail(QStringLiteral("--data-dir: cannot use \"%1\" as a folder").arg(options.dataDir));
    }
    options.freeTable = parser.isSet(freeTable);
    if (options.freeTable && (options.watch || options.play || !options.benchmark.isEmpty() || options.resume))
        fail(QStringLiteral("--free-table does not go with --watch, --play, --resume or --benchmark"));
    options.freeSet = parser.value(freeSet);
    options.freeLayout = parser.value(freeLayout);
    if ((parser.isSet(freeSet) || parser.isSet(freeLayout) || parser.isSet(freeDeal)) && !options.freeTable)
        fail(QStringLiteral("--free-set, --free-layout and --free-deal go with --free-table"));
    if ((parser.isSet(freeLayout) || parser.isSet(freeDeal)) && options.freeSet.isEmpty())
        fail(QStringLiteral("--free-layout and --free-deal go with --free-set"));
    if (parser.isSet(freeDeal)) {
        const QStringList parts = parser.value(freeDeal).split(QLatin1Char('x'));
        bool seatsOk = false, countOk = false;
        if (parts.size() == 2) {
            options.freeDealSeats = parts[0].toInt(&seatsOk);
            options.freeDealCount = parts[1].toInt(&countOk);
        }
        if (!seatsOk || !countOk || options.freeDealSeats < 1 || options.freeDealSeats > mj::Seat::max ||
            options.freeDealCount < 0)
            fail(QStringLiteral("--free-deal: expected SEATSxCOUNT with 1-%1 seats and 0 or more tiles, e.g. 4x13, "
                                "not \"%2\"")
                     .arg(mj::Seat::max)
                     .arg(parser.value(freeDeal)));
    }
    options.screenshot = parser.value(screenshot);
    options.ritual = parser.isSet(ritual) ||
                     (!options.screenshot.isEmpty() && !options.steps && !options.ritualStep && !options.watch &&
                      !options.play && !options.resume && !options.freeTable && !options.solitaire && !networked);
    return options;
}

bool applyLaunchOptions(const LaunchOptions& options, TableModel& model)
{
    bool ok = true;
    const auto check = [&](bool accepted) {
        if (!accepted) {
            std::fprintf(stderr, "mahjongero: %s\n", qPrintable(model.error()));
            ok = false;
        }
    };
    if (options.seed)
        check(model.setSeed(*options.seed));
    if (options.variant)
        check(model.setVariant(*options.variant));
    if (options.steps)
        check(model.goToStep(std::min(*options.steps, model.stepCount())));
    else if (options.ritualStep) {
        const auto phase = *mjui::parseRitualPhase(options.ritualStep->toStdString());
        const int step = mjui::stepAfterPhase(model.record(), phase, model.rules(), model.table().tileSet());
        if (phase == mjui::RitualPhase::Joker && step == 0) {
            std::fprintf(stderr, "mahjongero: --ritual-step joker: this ruleset turns up no joker (try --variant joker-pot)\n");
            ok = false;
        } else {
            check(model.goToStep(step));
        }
    }
    else if (options.ritual)
        model.performRitual();
    return ok;
}
