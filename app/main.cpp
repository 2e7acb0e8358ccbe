// The desktop app: a QGuiApplication that loads the Mahjongero QML module's Main.qml
// (ARCHITECTURE.md, Tokodon anchor: all C++ and QML live in one static library that is
// also the QML module; main.cpp only wires them up).
#include "settings/app_settings.h"
#include "play/auto_player.h"
#include "benchmarks/frame_benchmark.h"
#include "startup/launch_options.h"
#include "startup/screenshot.h"
#include "startup/data_dir.h"
#include "play/game_session.h"
#include "table/table_model.h"
#include "play/watch_director.h"
#include "freetable/free_table.h"
#include "benchmarks/save_benchmark.h"
#include "text/translations.h"

#include "variants/filipino/bots/bot_level.h"
#include "variants/filipino/rules/ruleset_json.h"

#include <QElapsedTimer>
#include <cstdio>
#include <memory>
#include <QGuiApplication>
#include <QLocale>
#include <QIcon>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTimer>
#include <QtQml/QQmlExtensionPlugin>

Q_IMPORT_QML_PLUGIN(MahjongeroPlugin)

int main(int argc, char* argv[])
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    // QSettings: ~/.config/Mahjongero/mahjongero.conf (AppSettings.h).
    AppSettings::nameApplication();
    QCoreApplication::setApplicationVersion(QStringLiteral(MAHJONGERO_VERSION));
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
    // The benchmark times frames on the GUI thread, so it uses the basic render loop.
    for (int i = 1; i < argc; ++i)
        if (qstrcmp(argv[i], "--benchmark") == 0 || qstrncmp(argv[i], "--benchmark=", 12) == 0)
            qputenv("QSG_RENDER_LOOP", "basic");
    QGuiApplication app(argc, argv);
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Mahjongero"));
    QGuiApplication::setDesktopFileName(QStringLiteral("mahjongero"));
    QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/mahjongero-256.png")));
    const LaunchOptions options = parseLaunchOptions(app);
    AppSettings::adoptUnnamedSettings();
    if (!options.dataDir.isEmpty())
        qputenv("MAHJONGERO_DATA_DIR", options.dataDir.toLocal8Bit());
    mjui::installTranslation(app, mjui::translationFolders(), QLocale::system());

    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Mahjongero/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return 1;
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
    auto* model = window ? window->property("tableModel").value<TableModel*>() : nullptr;
    if (!model || !applyLaunchOptions(options, *model))
        return 1;
    window->resize(options.width, options.height);
    // The app saves the match you play after every move (docs/saves.md).
    auto* session = window->property("gameSession").value<GameSession*>();
    if (!session)
        return 1;
    session->setAutosave(true);
    if (options.watch) {
        const auto rules = mj::loadRuleset(options.ruleset.toStdString());
        if (!rules) {
            std::fprintf(stderr, "mahjongero: %s\n", rules.error().c_str());
            return 1;
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
            return 1;
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
            return 0;
        }
        if (options.autoplay && resumed)
            new AutoPlayer(session, session->game()->record().header.seed ^ 0xA070ULL, window);
        if (!options.screenshot.isEmpty())
            saveScreenshotAndQuit(window, options.screenshot);
    } else if (options.freeTable) {
        auto* freeTable = window->property("freeTable").value<FreeTable*>();
        if (!freeTable)
            return 1;
        if (options.freeSet.isEmpty() ? !freeTable->start(model->step())
                                      : !freeTable->startWith(options.freeSet, options.freeLayout)) {
            std::fprintf(stderr, "%s\n", qPrintable(freeTable->message()));
            return 1;
        }
        if (options.freeDealSeats > 0 &&
            !(freeTable->wash() && (freeTable->layoutCapacity() == 0 || freeTable->buildLayout()) &&
              (options.freeDealCount == 0 || freeTable->deal(options.freeDealSeats, options.freeDealCount)))) {
            std::fprintf(stderr, "%s\n", qPrintable(freeTable->message()));
            return 1;
        }
        if (!options.screenshot.isEmpty())
            saveScreenshotAndQuit(window, options.screenshot);
    } else if (options.benchmark == QLatin1String("startup")) {
        // A plain start, as below, timed to its first frame.
        session->checkSave();
        (new FrameBenchmark(FrameBenchmark::Kind::Startup, window, model, sinceStart))->start();
    } else if (!options.benchmark.isEmpty()) {
        (new FrameBenchmark(FrameBenchmark::Kind::Ritual, window, model, sinceStart))->start();
    } else {
        // A plain start: a save found is offered (ResumeDialog.qml).
        session->checkSave();
        if (!options.screenshot.isEmpty())
            saveScreenshotAndQuit(window, options.screenshot);
    }
    return app.exec();
}
