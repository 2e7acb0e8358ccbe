// mahjongero-server --benchmark (issue 15, "Performance"; docs/network.md "Benchmark"): N
// tables on loopback through real WebSockets, each with four scripted players who answer
// every question with its first action, at once or after a human-like pause. The players
// run in a second process (the same binary, started with --players-only), so the server's
// processor time and memory are its own; the latency from a player's answer to their next
// message is measured at the players. Prints the games finished, messages a second, the
// latency (p50, p99, the largest), the server's processor time and memory (now and peak)
// and the players' processor time; with --report-every, the same every so many seconds
// (a soak: memory growth shows).
//
// The two halves also run on their own: --serve-only opens the tables and prints
// "port P", one "table CODE" a table and "ready" on stdout (its reports go to stderr);
// --players-only reads those lines from stdin and plays. --players-in-process keeps the
// players in the server's own process and thread (the first version of this benchmark).
#pragma once

#include <QString>

struct ServerBenchmarkOptions {
    enum class Mode {
        Both,             // the server here, the players in a child process
        ServeOnly,        // only the server: prints its port and table codes
        PlayersOnly,      // only the players: the port and codes from stdin
        PlayersInProcess, // the server and players in one process and thread
    };
    Mode mode = Mode::Both;
    int tables = 10;
    int seconds = 10;
    int paceMs = 0;      // how long a player waits before answering (0: at once)
    int rampMs = 0;      // the tables' players join spread over this long (0: all at once)
    int spectators = 0;  // spectators watching each table (they are sent each game once it ends)
    int reportEvery = 0; // seconds between interim reports (0: none)
    int port = 0;        // --serve-only: the port (0: any free one)
    QString connect;     // --players-only: the server's ws:// address (default: the port read)
};

// Runs the benchmark in the running event loop's thread and returns the exit code.
int runServerBenchmark(const ServerBenchmarkOptions& options);
