// mahjongero-server: the headless network server (issue 15; docs/network.md). It opens
// N tables of one ruleset, prints each table's code (what players type to join), and
// serves them until stopped, logging one line per table event of interest.
#include "epoll_dispatcher.h"
#include "server_benchmark.h"
#include "table_server.h"
#include "table_host.h"
#include "variants/registry/builtin_variants.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>

#include <cstdio>

int main(int argc, char* argv[])
{
    // The main thread waits with epoll, not poll(): a turn of the event loop then costs what
    // is ready, not every socket open (epoll_dispatcher.h; docs/network.md "Benchmark").
    if (qEnvironmentVariableIsEmpty("MAHJONGERO_POLL")) {
        auto* dispatcher = new EpollEventDispatcher;
        if (dispatcher->isValid())
            QCoreApplication::setEventDispatcher(dispatcher);
        else
            delete dispatcher;
    }
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("mahjongero-server"));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Mahjongero's network server: serves tables that friends join from the app with the server's address "
        "and a table's code. Only the server holds the wall and the seed; each player is sent only what their "
        "seat may see. Bots fill the seats nobody takes. The game starts when everyone who joined is ready."));
    parser.addHelpOption();
    const QCommandLineOption portOption(QStringLiteral("port"), QStringLiteral("The port to listen on (0: any free port; default 7077)."),
                                        QStringLiteral("P"), QStringLiteral("7077"));
    const QCommandLineOption tablesOption(QStringLiteral("tables"), QStringLiteral("How many tables to open, 1 to 100 (default 1; --benchmark: up to 2000)."),
                                          QStringLiteral("N"), QStringLiteral("1"));
    const QCommandLineOption rulesetOption(QStringLiteral("ruleset"),
                                           QStringLiteral("The tables' ruleset: filipino (default), visayan or joker-pot."),
                                           QStringLiteral("R"), QStringLiteral("filipino"));
    const QCommandLineOption graceOption(QStringLiteral("grace"),
                                         QStringLiteral("Seconds a dropped player's seat waits before a bot plays it, 0 to 600 "
                                                        "(default 20); the bot hands it back when they return."),
                                         QStringLiteral("S"), QStringLiteral("20"));
    const QCommandLineOption localOption(QStringLiteral("local"),
                                         QStringLiteral("Listen on this computer only (127.0.0.1), not on the network."));
    const QCommandLineOption benchmarkOption(
        QStringLiteral("benchmark"),
        QStringLiteral("Instead of serving: play --tables tables (default 1) of four scripted players on loopback (127.0.0.1) "
                       "through real sockets for --seconds, the players in a second process (this program with "
                       "--players-only), and print the games, messages a second, the answer-to-next-message latency "
                       "measured at the players, the server's processor time and memory (now and peak) and the players' "
                       "processor time."));
    const QCommandLineOption secondsOption(QStringLiteral("seconds"), QStringLiteral("--benchmark: how long, 1 to 3600 (default 10)."),
                                           QStringLiteral("S"), QStringLiteral("10"));
    const QCommandLineOption paceOption(QStringLiteral("pace"),
                                        QStringLiteral("--benchmark: milliseconds a player waits before answering, 0 to 60000 (default 0)."),
                                        QStringLiteral("MS"), QStringLiteral("0"));
    const QCommandLineOption rampOption(QStringLiteral("ramp"),
                                        QStringLiteral("--benchmark: the tables' players join spread over this many milliseconds, "
                                                       "0 to 600000 (default 0: all at once), as people arrive at their tables."),
                                        QStringLiteral("MS"), QStringLiteral("0"));
    const QCommandLineOption spectatorsOption(QStringLiteral("spectators"),
                                              QStringLiteral("--benchmark: spectators watching each table, 0 to 16 (default 0)."),
                                              QStringLiteral("N"), QStringLiteral("0"));
    const QCommandLineOption reportOption(QStringLiteral("report-every"),
                                          QStringLiteral("--benchmark: every S seconds also print the server's memory and "
                                                         "processor time and the latency over those seconds (a soak), "
                                                         "0 to 3600 (default 0: only at the end)."),
                                          QStringLiteral("S"), QStringLiteral("0"));
    const QCommandLineOption serveOnlyOption(QStringLiteral("serve-only"),
                                             QStringLiteral("--benchmark: only the server, on 127.0.0.1 (--port; default any free "
                                                            "port): prints \"port P\", \"table CODE\" for each table and "
                                                            "\"ready\" on stdout, serves --seconds and reports on stderr."));
    const QCommandLineOption playersOnlyOption(QStringLiteral("players-only"),
                                               QStringLiteral("--benchmark: only the players: reads the lines --serve-only "
                                                              "prints from stdin and plays those tables for --seconds, printing "
                                                              "key=value figures on stdout."));
    const QCommandLineOption connectOption(QStringLiteral("connect"),
                                           QStringLiteral("--players-only: the server's address (default ws://127.0.0.1:P, "
                                                          "P from stdin)."),
                                           QStringLiteral("URL"));
    const QCommandLineOption inProcessOption(QStringLiteral("players-in-process"),
                                             QStringLiteral("--benchmark: the players in the server's own process and thread "
                                                            "(its figures are then both halves' together)."));
    parser.addOptions({portOption, tablesOption, rulesetOption, graceOption, localOption, benchmarkOption, secondsOption, paceOption,
                       rampOption, spectatorsOption, reportOption, serveOnlyOption, playersOnlyOption, connectOption, inProcessOption});
    parser.process(app);

    const auto fail = [](const QString& why) {
        std::fprintf(stderr, "mahjongero-server: %s\n", qPrintable(why));
        return 2;
    };
    bool ok = false;
    const uint port = parser.value(portOption).toUInt(&ok);
    if (!ok || port > 65535)
        return fail(QStringLiteral("--port wants a number from 0 to 65535, not \"%1\"").arg(parser.value(portOption)));
    const int maxTables = parser.isSet(benchmarkOption) ? 2000 : 100;
    const int tables = parser.value(tablesOption).toInt(&ok);
    if (!ok || tables < 1 || tables > maxTables)
        return fail(QStringLiteral("--tables wants a number from 1 to %1, not \"%2\"").arg(maxTables).arg(parser.value(tablesOption)));
    if (parser.isSet(benchmarkOption)) {
        const int seconds = parser.value(secondsOption).toInt(&ok);
        if (!ok || seconds < 1 || seconds > 3600)
            return fail(QStringLiteral("--seconds wants a number from 1 to 3600, not \"%1\"").arg(parser.value(secondsOption)));
        const int pace = parser.value(paceOption).toInt(&ok);
        if (!ok || pace < 0 || pace > 60000)
            return fail(QStringLiteral("--pace wants milliseconds from 0 to 60000, not \"%1\"").arg(parser.value(paceOption)));
        const int ramp = parser.value(rampOption).toInt(&ok);
        if (!ok || ramp < 0 || ramp > 600000)
            return fail(QStringLiteral("--ramp wants milliseconds from 0 to 600000, not \"%1\"").arg(parser.value(rampOption)));
        const int spectators = parser.value(spectatorsOption).toInt(&ok);
        if (!ok || spectators < 0 || spectators > 16)
            return fail(QStringLiteral("--spectators wants a number from 0 to 16, not \"%1\"").arg(parser.value(spectatorsOption)));
        const int every = parser.value(reportOption).toInt(&ok);
        if (!ok || every < 0 || every > 3600)
            return fail(QStringLiteral("--report-every wants seconds from 0 to 3600, not \"%1\"").arg(parser.value(reportOption)));
        ServerBenchmarkOptions options;
        options.tables = tables;
        options.seconds = seconds;
        options.paceMs = pace;
        options.rampMs = ramp;
        options.spectators = spectators;
        options.reportEvery = every;
        options.port = parser.isSet(portOption) ? int(port) : 0;
        options.connect = parser.value(connectOption);
        if (int(parser.isSet(serveOnlyOption)) + int(parser.isSet(playersOnlyOption)) + int(parser.isSet(inProcessOption)) > 1)
            return fail(QStringLiteral("--serve-only, --players-only and --players-in-process exclude each other"));
        options.mode = parser.isSet(serveOnlyOption)     ? ServerBenchmarkOptions::Mode::ServeOnly
                       : parser.isSet(playersOnlyOption) ? ServerBenchmarkOptions::Mode::PlayersOnly
                       : parser.isSet(inProcessOption)   ? ServerBenchmarkOptions::Mode::PlayersInProcess
                                                         : ServerBenchmarkOptions::Mode::Both;
        return runServerBenchmark(options);
    }
    const int grace = parser.value(graceOption).toInt(&ok);
    if (!ok || grace < 0 || grace > 600)
        return fail(QStringLiteral("--grace wants a number of seconds from 0 to 600, not \"%1\"").arg(parser.value(graceOption)));
    const QString ruleset = parser.value(rulesetOption);
    bool known = false;
    for (const mj::Variant* v : mj::builtinVariants())
        for (const std::string& r : v->rulesets())
            known = known || (QString::fromStdString(r) == ruleset && v->seats() > 1); // a game for one is not served
    if (!known)
        return fail(QStringLiteral("--ruleset: no built-in ruleset of a game for several players is called \"%1\"").arg(ruleset));

    const auto log = [](const QString& line) {
        std::printf("%s %s\n", qPrintable(QDateTime::currentDateTimeUtc().toString(Qt::ISODate)), qPrintable(line));
        std::fflush(stdout);
    };
    TableServer server(log);
    const QHostAddress address = parser.isSet(localOption) ? QHostAddress(QHostAddress::LocalHost) : QHostAddress(QHostAddress::Any);
    if (!server.listen(address, static_cast<quint16>(port)))
        return fail(QStringLiteral("cannot listen on port %1: %2").arg(port).arg(server.error()));
    log(QStringLiteral("listening on port %1").arg(server.port()));
    for (int t = 0; t < tables; ++t)
        server.openTable(ruleset)->setGraceMs(grace * 1000);
    return app.exec();
}
