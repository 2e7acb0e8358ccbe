// mahjongero-server --benchmark (issue 15, "Performance"): N tables on loopback through real
// WebSockets, each with four scripted players who answer every question with its first
// action, at once or after a human-like pause. Prints the tables, games finished, messages
// per second, the latency from a player's answer to their next message (p50, p99), the
// processor time per table and the peak memory. The players run in the same process and
// thread as the server, so the processor time is the server's and its clients' together.
#pragma once

struct ServerBenchmarkOptions {
    int tables = 10;
    int seconds = 10;
    int paceMs = 0; // how long a player waits before answering (0: at once)
};

// Runs the benchmark in the running event loop's thread and returns the exit code.
int runServerBenchmark(const ServerBenchmarkOptions& options);
