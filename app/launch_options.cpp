#include "launch_options.h"

#include "table_model.h"

#include <QCommandLineParser>
#include <QCoreApplication>
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

LaunchOptions parseLaunchOptions(const QCoreApplication& app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Mahjongero, a mahjong tabletop simulator. Shows the table of the Filipino setup ritual "
        "(wash, build, roll for the máno, break the wall, deal, replace flowers); step through it "
        "event by event or perform it at once."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption seed(QStringLiteral("seed"),
                                  QStringLiteral("Seed of the game's random numbers (0 to 2^64-1)."),
                                  QStringLiteral("N"));
    const QCommandLineOption variant(QStringLiteral("variant"),
                                     QStringLiteral("Ruleset: filipino (default) or visayan."),
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
    parser.addOptions({seed, variant, ritual, steps, screenshot});
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
    options.screenshot = parser.value(screenshot);
    options.ritual = parser.isSet(ritual) || (!options.screenshot.isEmpty() && !options.steps);
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
    else if (options.ritual)
        model.performRitual();
    return ok;
}
