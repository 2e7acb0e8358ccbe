#include "server_benchmark.h"

#include "net/wire.h"
#include "table_host.h"
#include "table_server.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTimer>
#include <QUrl>
#include <QWebSocket>

#include <nlohmann/json.hpp>

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace {

struct Figures {
    long long messages = 0;
    int games = 0;
    int connected = 0;
    int failed = 0;
    std::vector<double> latenciesMs;
};

// One scripted player: ready at once, answers every question with its first action. Or a
// spectator (`watching`), who only receives.
class BenchPlayer : public QObject {
public:
    // `counter`: the one player of its table who counts the table's finished games.
    BenchPlayer(Figures& figures, int paceMs, const QElapsedTimer& clock, bool counter, bool watching = false)
        : m_figures(figures), m_paceMs(paceMs), m_clock(clock), m_counter(counter), m_watching(watching)
    {
        connect(&m_socket, &QWebSocket::textMessageReceived, this, [this](const QString& text) { onMessage(text); });
        connect(&m_socket, qOverload<QAbstractSocket::SocketError>(&QWebSocket::error), this,
                [this](QAbstractSocket::SocketError) { ++m_figures.failed; });
    }
    void join(const QUrl& server, const QString& table)
    {
        m_table = table;
        connect(&m_socket, &QWebSocket::connected, this, [this] {
            ++m_figures.connected;
            send(mj::net::Hello{mj::net::kProtocolVersion, "bench", m_table.toStdString(), {}, m_watching});
        });
        m_socket.open(server);
    }

private:
    void send(const mj::net::ClientMessage& m) { m_socket.sendTextMessage(QString::fromStdString(mj::net::writeClientMessage(m))); }
    void onMessage(const QString& text)
    {
        ++m_figures.messages;
        if (m_watching)
            return;
        if (m_answeredAt >= 0) {
            m_figures.latenciesMs.push_back(double(m_clock.nsecsElapsed() - m_answeredAt) / 1e6);
            m_answeredAt = -1;
        }
        const auto m = nlohmann::json::parse(text.toStdString(), nullptr, false);
        if (m.is_discarded())
            return;
        const std::string type = m.value("type", "");
        if (type == "welcome") {
            send(mj::net::Ready{"00"});
        } else if (type == "reveal") {
            m_figures.games += m_counter ? 1 : 0;
            send(mj::net::Ready{"01"}); // the next game
        } else if (type == "ask") {
            const int ask = m.value("ask", 0);
            const auto answer = [this, ask] {
                send(mj::net::Answer{ask, 0});
                m_answeredAt = m_clock.nsecsElapsed();
            };
            // A precise timer: the players asked at once (a claim) answer at once, so the
            // time to the next message is the server's, not a wait for a player whose coarse
            // timer (5% slack: up to 100 ms at 2 s) fired later.
            if (m_paceMs > 0)
                QTimer::singleShot(m_paceMs, Qt::PreciseTimer, this, answer);
            else
                answer();
        }
    }

    Figures& m_figures;
    int m_paceMs;
    const QElapsedTimer& m_clock;
    QWebSocket m_socket;
    QString m_table;
    qint64 m_answeredAt = -1;
    bool m_counter;
    bool m_watching;
};

struct Latency {
    double p50 = 0, p99 = 0, max = 0;
    std::size_t count = 0;
};

// The latencies from `from` on (an interval's, or all of them).
Latency latencyOf(const std::vector<double>& all, std::size_t from = 0)
{
    std::vector<double> v(all.begin() + static_cast<std::ptrdiff_t>(std::min(from, all.size())), all.end());
    if (v.empty())
        return {};
    std::sort(v.begin(), v.end());
    const auto at = [&v](double p) { return v[std::min(v.size() - 1, static_cast<std::size_t>(p * double(v.size())))]; };
    return {at(0.5), at(0.99), v.back(), v.size()};
}

double cpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

// This process's resident memory now (/proc/self/statm: pages).
double rssMib()
{
    std::ifstream statm("/proc/self/statm");
    long long size = 0, resident = 0;
    statm >> size >> resident;
    return double(resident) * double(sysconf(_SC_PAGESIZE)) / (1024.0 * 1024.0);
}

// This process's peak resident memory (Linux reports ru_maxrss in KiB, a little behind).
double peakMib()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return std::max(double(usage.ru_maxrss) / 1024.0, rssMib());
}

// The processor time of this process between two samples, as a share of one core.
class CpuMeter {
public:
    CpuMeter() { restart(); }
    void restart()
    {
        m_clock.start();
        m_cpu = cpuSeconds();
    }
    // Since the last restart; restarts when `restartAfter`.
    double percent(bool restartAfter = false)
    {
        const double wall = double(m_clock.nsecsElapsed()) / 1e9, cpu = cpuSeconds() - m_cpu;
        if (restartAfter)
            restart();
        return wall > 0 ? 100 * cpu / wall : 0;
    }
    double seconds() const { return double(m_clock.nsecsElapsed()) / 1e9; }

private:
    QElapsedTimer m_clock;
    double m_cpu = 0;
};

// "key=value key=value": the values by key.
std::map<std::string, std::string> fieldsOf(const std::string& line)
{
    std::map<std::string, std::string> fields;
    std::size_t at = 0;
    while (at < line.size()) {
        const std::size_t end = std::min(line.find(' ', at), line.size());
        const std::string token = line.substr(at, end - at);
        if (const std::size_t eq = token.find('='); eq != std::string::npos)
            fields[token.substr(0, eq)] = token.substr(eq + 1);
        at = end + 1;
    }
    return fields;
}

double number(const std::map<std::string, std::string>& fields, const std::string& key)
{
    const auto it = fields.find(key);
    return it == fields.end() ? 0 : std::atof(it->second.c_str());
}

QString paceWords(const ServerBenchmarkOptions& o)
{
    QString words = o.paceMs > 0 ? QStringLiteral("answer after %1 ms").arg(o.paceMs) : QStringLiteral("answer at once");
    if (o.rampMs > 0)
        words += QStringLiteral(", tables join over %1 ms").arg(o.rampMs);
    if (o.spectators > 0)
        words += QStringLiteral(", %1 spectators a table").arg(o.spectators);
    return words;
}

// The server half: N tables on loopback, guarded as the real server's (but with a rate
// limit no scripted player reaches) and logging nothing.
struct BenchServer {
    TableServer server{[](const QString&) {}};
    std::vector<QString> codes;

    bool open(const ServerBenchmarkOptions& o, quint16 port)
    {
        if (!server.listen(QHostAddress::LocalHost, port)) {
            std::fprintf(stderr, "mahjongero-server: cannot listen: %s\n", qPrintable(server.error()));
            return false;
        }
        TableServer::Limits limits;
        limits.messagesPerSecond = 1000; // the scripted players answer faster than people
        server.setLimits(limits);
        for (int t = 0; t < o.tables; ++t)
            codes.push_back(server.openTable(QStringLiteral("filipino"), QStringLiteral("normal"), quint64(t) + 1)->code());
        return true;
    }
    // What --players-only reads.
    std::string announcement() const
    {
        std::string text = "port " + std::to_string(server.port()) + "\n";
        for (const QString& code : codes)
            text += "table " + code.toStdString() + "\n";
        return text + "ready\n";
    }
};

// The players half: 4 a table, the tables joining spread over the ramp.
struct BenchPlayers {
    Figures figures;
    QElapsedTimer clock;
    std::vector<std::unique_ptr<BenchPlayer>> players;
    std::size_t intervalFrom = 0; // the first latency of the interval under way

    void start(const ServerBenchmarkOptions& o, const QUrl& server, const std::vector<QString>& codes)
    {
        clock.start();
        for (std::size_t t = 0; t < codes.size(); ++t) {
            const auto join = [this, &o, server, code = codes[t]] {
                for (int p = 0; p < 4; ++p) {
                    players.push_back(std::make_unique<BenchPlayer>(figures, o.paceMs, clock, p == 0));
                    players.back()->join(server, code);
                }
                for (int w = 0; w < o.spectators; ++w) {
                    players.push_back(std::make_unique<BenchPlayer>(figures, o.paceMs, clock, false, true));
                    players.back()->join(server, code);
                }
            };
            if (o.rampMs > 0)
                QTimer::singleShot(int(qint64(o.rampMs) * qint64(t) / qint64(codes.size())), qApp, join);
            else
                join();
        }
    }
    Latency interval()
    {
        const Latency l = latencyOf(figures.latenciesMs, intervalFrom);
        intervalFrom = figures.latenciesMs.size();
        return l;
    }
};

// --players-only: the port and codes from stdin ("port P", "table CODE", "ready"), the
// interim and final figures on stdout as key=value lines.
int runPlayersOnly(const ServerBenchmarkOptions& o)
{
    std::vector<QString> codes;
    int port = 0;
    for (std::string line; std::getline(std::cin, line) && line != "ready";) {
        if (line.rfind("port ", 0) == 0)
            port = std::atoi(line.c_str() + 5);
        else if (line.rfind("table ", 0) == 0)
            codes.push_back(QString::fromStdString(line.substr(6)));
    }
    const QUrl server = o.connect.isEmpty() ? QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(port)) : QUrl(o.connect);
    if (codes.empty() || !server.isValid() || server.port() <= 0) {
        std::fprintf(stderr, "mahjongero-server: --players-only wants \"port P\" (or --connect) and \"table CODE\" lines on stdin\n");
        return 2;
    }
    BenchPlayers players;
    CpuMeter cpu;
    players.start(o, server, codes);
    QTimer report;
    if (o.reportEvery > 0) {
        QObject::connect(&report, &QTimer::timeout, qApp, [&] {
            const Latency l = players.interval();
            std::printf("players t_s=%.0f answers=%zu p50_ms=%.2f p99_ms=%.2f max_ms=%.2f messages=%lld games=%d cpu_pct=%.1f\n",
                        cpu.seconds(), l.count, l.p50, l.p99, l.max, players.figures.messages, players.figures.games,
                        cpu.percent());
            std::fflush(stdout);
        });
        report.start(o.reportEvery * 1000);
    }
    QTimer::singleShot(o.seconds * 1000, qApp, &QCoreApplication::quit);
    QCoreApplication::exec();
    const Latency l = latencyOf(players.figures.latenciesMs);
    const Figures& f = players.figures;
    std::printf("players-summary elapsed_s=%.3f tables=%zu players=%zu connected=%d failed=%d games=%d messages=%lld "
                "answers=%zu p50_ms=%.3f p99_ms=%.3f max_ms=%.3f cpu_pct=%.1f peak_mib=%.1f\n",
                cpu.seconds(), codes.size(), players.players.size(), f.connected, f.failed, f.games, f.messages, l.count,
                l.p50, l.p99, l.max, cpu.percent(), peakMib());
    std::fflush(stdout);
    return 0;
}

// --serve-only: the port and codes on stdout, interim and final figures on stderr.
int runServeOnly(const ServerBenchmarkOptions& o)
{
    BenchServer server;
    if (!server.open(o, quint16(o.port)))
        return 1;
    std::fputs(server.announcement().c_str(), stdout);
    std::fflush(stdout);
    CpuMeter whole, interval;
    QTimer report;
    if (o.reportEvery > 0) {
        QObject::connect(&report, &QTimer::timeout, qApp, [&] {
            std::fprintf(stderr, "t=%.0f s: server RSS %.1f MiB (peak %.1f), %.1f%% of a core\n", whole.seconds(), rssMib(),
                         peakMib(), interval.percent(true));
        });
        report.start(o.reportEvery * 1000);
    }
    QTimer::singleShot(o.seconds * 1000, qApp, &QCoreApplication::quit);
    QCoreApplication::exec();
    std::fprintf(stderr, "server: %d tables, %.0f s: %.1f%% of a core; memory now %.1f MiB, peak %.1f MiB\n", o.tables,
                 whole.seconds(), whole.percent(), rssMib(), peakMib());
    return 0;
}

// The server and its players in this one process and thread: the processor time and the
// memory are both halves' together.
int runPlayersInProcess(const ServerBenchmarkOptions& o)
{
    BenchServer server;
    if (!server.open(o, 0))
        return 1;
    BenchPlayers players;
    CpuMeter cpu;
    players.start(o, QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(server.server.port())), server.codes);
    QTimer::singleShot(o.seconds * 1000, qApp, &QCoreApplication::quit);
    QCoreApplication::exec();
    const double elapsed = cpu.seconds(), percent = cpu.percent();
    const Figures& f = players.figures;
    const Latency l = latencyOf(f.latenciesMs);
    std::printf("benchmark server: %d tables of 4 players on loopback, the players in the server's process and thread "
                "(%s), %d s\n",
                o.tables, qPrintable(paceWords(o)), o.seconds);
    std::printf("games finished: %d; messages to players: %lld (%.0f a second)\n", f.games, f.messages,
                double(f.messages) / elapsed);
    std::printf("answer to the player's next message: p50 %.2f ms, p99 %.2f ms, largest %.2f ms (%zu answers)\n", l.p50,
                l.p99, l.max, l.count);
    std::printf("processor (server and players together): %.1f%% of one core, %.2f%% a table; peak memory %.1f MiB\n",
                percent, percent / std::max(1, o.tables), peakMib());
    std::printf("summary: tables=%d games=%d msgs_per_s=%.0f p50_ms=%.2f p99_ms=%.2f cpu_pct=%.1f peak_mib=%.1f\n", o.tables,
                f.games, double(f.messages) / elapsed, l.p50, l.p99, percent, peakMib());
    return 0;
}

// The server here, the players in a child process (this program with --players-only).
int runBoth(const ServerBenchmarkOptions& o)
{
    BenchServer server;
    if (!server.open(o, 0))
        return 1;
    QProcess players;
    players.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    QStringList arguments{QStringLiteral("--benchmark"), QStringLiteral("--players-only"),
                          QStringLiteral("--tables"), QString::number(o.tables),
                          QStringLiteral("--seconds"), QString::number(o.seconds),
                          QStringLiteral("--pace"), QString::number(o.paceMs),
                          QStringLiteral("--ramp"), QString::number(o.rampMs),
                          QStringLiteral("--spectators"), QString::number(o.spectators),
                          QStringLiteral("--report-every"), QString::number(o.reportEvery)};
    CpuMeter whole, interval;
    std::map<std::string, std::string> summary;
    double serverPercent = 0, serverRss = 0;
    QObject::connect(&players, &QProcess::started, qApp, [&] {
        whole.restart();
        interval.restart();
        players.write(QByteArray::fromStdString(server.announcement()));
        players.closeWriteChannel();
    });
    QObject::connect(&players, &QProcess::readyReadStandardOutput, qApp, [&] {
        while (players.canReadLine()) {
            const std::string line = players.readLine().trimmed().toStdString();
            const auto fields = fieldsOf(line);
            if (line.rfind("players t_s=", 0) == 0) {
                std::printf("t=%.0f s: server RSS %.1f MiB (peak %.1f), server %.1f%% of a core; players' answers p50 "
                            "%.2f ms, p99 %.2f ms, largest %.2f ms (%.0f in the interval)\n",
                            number(fields, "t_s"), rssMib(), peakMib(), interval.percent(true), number(fields, "p50_ms"),
                            number(fields, "p99_ms"), number(fields, "max_ms"), number(fields, "answers"));
                std::fflush(stdout);
            } else if (line.rfind("players-summary ", 0) == 0) {
                // Sampled now, before the players' sockets close.
                serverPercent = whole.percent();
                serverRss = rssMib();
                summary = fields;
            }
        }
    });
    QObject::connect(&players, &QProcess::finished, qApp, &QCoreApplication::quit);
    QObject::connect(&players, &QProcess::errorOccurred, qApp, [&](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            QCoreApplication::quit();
    });
    QTimer::singleShot((o.seconds + 60) * 1000, qApp, [&] {
        std::fprintf(stderr, "mahjongero-server: the players' process did not finish; stopped\n");
        players.kill();
    });
    players.start(QCoreApplication::applicationFilePath(), arguments);
    QCoreApplication::exec();
    if (summary.empty()) {
        std::fprintf(stderr, "mahjongero-server: the players' process gave no figures (%s)\n",
                     qPrintable(players.errorString()));
        return 1;
    }
    const double elapsed = std::max(1e-3, number(summary, "elapsed_s"));
    const double messages = number(summary, "messages");
    std::printf("benchmark server: %d tables of 4 players on loopback, the players in another process (%s), %d s\n",
                o.tables, qPrintable(paceWords(o)), o.seconds);
    std::printf("games finished: %.0f; messages to players: %.0f (%.0f a second)\n", number(summary, "games"), messages,
                messages / elapsed);
    std::printf("answer to the player's next message (at the players): p50 %.2f ms, p99 %.2f ms, largest %.2f ms "
                "(%.0f answers)\n",
                number(summary, "p50_ms"), number(summary, "p99_ms"), number(summary, "max_ms"),
                number(summary, "answers"));
    const double serverPeak = std::max(serverRss, peakMib());
    std::printf("server process: %.1f%% of one core (%.3f%% a table); memory now %.1f MiB, peak %.1f MiB\n", serverPercent,
                serverPercent / std::max(1, o.tables), serverRss, serverPeak);
    std::printf("players' process: %.1f%% of one core, peak %.1f MiB; %.0f of %.0f players connected\n",
                number(summary, "cpu_pct"), number(summary, "peak_mib"), number(summary, "connected"),
                number(summary, "players"));
    std::printf("summary: tables=%d games=%.0f msgs_per_s=%.0f p50_ms=%.2f p99_ms=%.2f server_cpu_pct=%.1f "
                "server_rss_mib=%.1f server_peak_mib=%.1f players_cpu_pct=%.1f\n",
                o.tables, number(summary, "games"), messages / elapsed, number(summary, "p50_ms"),
                number(summary, "p99_ms"), serverPercent, serverRss, serverPeak, number(summary, "cpu_pct"));
    return 0;
}

} // namespace

int runServerBenchmark(const ServerBenchmarkOptions& options)
{
    switch (options.mode) {
    case ServerBenchmarkOptions::Mode::ServeOnly:
        return runServeOnly(options);
    case ServerBenchmarkOptions::Mode::PlayersOnly:
        return runPlayersOnly(options);
    case ServerBenchmarkOptions::Mode::PlayersInProcess:
        return runPlayersInProcess(options);
    case ServerBenchmarkOptions::Mode::Both:
        break;
    }
    return runBoth(options);
}
