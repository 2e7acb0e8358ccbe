// What the app does once its window is up, by the command line (launch_options.h): watch a
// match of bots, play one (optionally played by an AI player), resume the saved match (or
// only print it), open the free table (optionally dealt at once), time frames, or a plain
// start that offers a save found; each with its screenshot taken at the right moment. And
// the two things it does with no window at all (--help or --version, --benchmark save).
// main.cpp only wires these up.
#pragma once

#include "startup/launch_options.h"

#include <QElapsedTimer>

#include <optional>

class QQuickWindow;

// --help, --help-all, --version (no display needed) and --benchmark save (no window): runs
// them and gives the exit code; nothing (the app goes on to make its window) otherwise.
std::optional<int> runWithoutWindow(int argc, char* argv[]);

// The basic render loop (the GUI thread renders), unless QSG_RENDER_LOOP says otherwise:
// launch_modes.cpp says why. Call before the QGuiApplication is made.
void chooseRenderLoop(int argc, char* argv[]);

// Starts the mode the options ask for on the loaded window (Main.qml, with its tableModel,
// gameSession and freeTable); false, with the reason on stderr, when it cannot. `options`
// must outlive the event loop (the screenshot waits for it). --print-state prints and asks
// to quit with `exitCode` set.
bool startLaunchMode(const LaunchOptions& options, QQuickWindow& window, const QElapsedTimer& sinceStart,
                     std::optional<int>* exitCode);
