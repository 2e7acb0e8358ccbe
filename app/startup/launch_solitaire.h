// `mahjongero --solitaire [--seed N] [--autoplay] [--print-state] [--screenshot FILE]`: the
// app opens on seed 001's solitaire (deal N, or a random one). --autoplay lets the solver
// play it to a win at a watchable pace (a demonstration; the README's picture of a won
// game); --print-state prints the deal and quits; --screenshot takes the picture once the
// deal is on the table, or with --autoplay once the win has been celebrated.
#pragma once

#include "startup/launch_options.h"

#include <optional>

class QQuickWindow;

bool startSolitaire(const LaunchOptions& options, QQuickWindow& window, std::optional<int>* exitCode);
