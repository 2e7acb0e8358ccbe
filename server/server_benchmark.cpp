#include "server_benchmark.h"

#include "net/wire.h"
#include "table_host.h"
#include "table_server.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTimer>
#include <QWebSocket>

#include <nlohmann/json.hpp>

#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <vector>

namespace {

struct Figures {
    long long messages = 0;
    int games = 0;
    std::vector<double> latenciesMs;
};

// One scripted player: ready at once, answers every question with its first action.
class BenchPlayer : public QObject {
public:
    // `counter`: the one player of its table who counts the table's finished games.
    BenchPlayer(Figures& figures, int paceMs, const QElapsedTimer& clock, bool counter)
        : m_figures(figures), m_paceMs(paceMs), m_clock(clock), m_counter(counter)
    {
        connect(&m_socket, &QWebSocket::textMessageReceived, this, [this](const QString& text) { onMessage(text); });
    }
    void join(quint16 port, const QString& table)
    {
        m_table = table;
        connect(&m_socket, &QWebSocket::connected, this, [this] {
            send(mj::net::Hello{mj::net::kProtocolVersion, "bench", m_table.toStdString(), {}});
        });
        m_socket.open(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(port)));
    }

private:
    void send(const mj::net::ClientMessage& m) { m_socket.sendTextMessage(QString::fromStdString(mj::net::writeClientMessage(m))); }
    void onMessage(const QString& text)
    {
        ++m_figures.messages;
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
            if (m_paceMs > 0)
                QTimer::singleShot(m_paceMs, this, answer);
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
};

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<std::size_t>(p * double(v.size())))];
}

double cpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

// The peak resident memory (Linux reports ru_maxrss in KiB).
double peakMib()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0;
}

} // namespace

int runServerBenchmark(const ServerBenchmarkOptions& options)
{
    TableServer server([](const QString&) {});
    if (!server.listen(QHostAddress::LocalHost, 0)) {
        std::fprintf(stderr, "mahjongero-server: cannot listen: %s\n", qPrintable(server.error()));
        return 1;
    }
    TableServer::Limits limits;
    limits.messagesPerSecond = 1000; // the scripted players answer faster than people
    server.setLimits(limits);
    Figures figures;
    QElapsedTimer clock;
    clock.start();
    std::vector<std::unique_ptr<BenchPlayer>> players;
    for (int t = 0; t < options.tables; ++t) {
        TableHost* table = server.openTable(QStringLiteral("filipino"), QStringLiteral("normal"), quint64(t) + 1);
        for (int p = 0; p < 4; ++p) {
            players.push_back(std::make_unique<BenchPlayer>(figures, options.paceMs, clock, p == 0));
            players.back()->join(server.port(), table->code());
        }
    }
    const double cpuBefore = cpuSeconds();
    QTimer::singleShot(options.seconds * 1000, qApp, &QCoreApplication::quit);
    QCoreApplication::exec();
    const double elapsed = double(clock.nsecsElapsed()) / 1e9;
    const double cpu = cpuSeconds() - cpuBefore;
    std::printf("benchmark server: %d tables of 4 players on loopback (players answer %s), %d s\n", options.tables,
                options.paceMs > 0 ? qPrintable(QStringLiteral("after %1 ms").arg(options.paceMs)) : "at once",
                options.seconds);
    std::printf("games finished: %d; messages to players: %lld (%.0f a second)\n", figures.games, figures.messages,
                double(figures.messages) / elapsed);
    std::printf("answer to the player's next message: p50 %.2f ms, p99 %.2f ms (%zu answers)\n",
                percentile(figures.latenciesMs, 0.5), percentile(figures.latenciesMs, 0.99), figures.latenciesMs.size());
    std::printf("processor (server and players together): %.1f%% of one core, %.2f%% a table; peak memory %.1f MiB\n",
                100 * cpu / elapsed, 100 * cpu / elapsed / std::max(1, options.tables), peakMib());
    std::printf("summary: tables=%d games=%d msgs_per_s=%.0f p50_ms=%.2f p99_ms=%.2f cpu_pct=%.1f peak_mib=%.1f\n",
                options.tables, figures.games, double(figures.messages) / elapsed, percentile(figures.latenciesMs, 0.5),
                percentile(figures.latenciesMs, 0.99), 100 * cpu / elapsed, peakMib());
    return 0;
}
