// The command line of the desktop app (`mahjongero --help`): which seed and variant to
// start with, how far into the setup ritual, and an optional screenshot to save before
// quitting (for docs and for looking at the table on a machine without a screen).
#pragma once

#include <QString>
#include <QStringList>
#include <optional>

class QCoreApplication;
class TableModel;

struct LaunchOptions {
    std::optional<QString> seed;
    std::optional<QString> variant;
    std::optional<int> steps; // stop after this many ritual events
    std::optional<QString> ritualStep; // or after this named step (ritual_phases.h)
    // --benchmark ritual: frame figures; --benchmark startup: the time to the first frame
    // (frame_benchmark.h); --benchmark save: save and resume figures (save_benchmark.h, run
    // before the window is made); empty: no benchmark.
    QString benchmark;
    int width = 1280, height = 800;
    bool sizeGiven = false; // --width or --height given (keepsWindow)
    // The 3D tables' shadows and MSAA for this launch ("auto", "high", "low": RenderInfo's
    // quality); empty: the Graphics setting's.
    QString graphics;
    bool ritual = false;      // perform the whole ritual at start
    QString screenshot;       // save a PNG of the window here, then quit
    // Watch mode: bots play a match of `games` games (watch_director.h).
    bool watch = false;
    // Play mode: start a game at the table against the bots (game_session.h).
    bool play = false;
    // Free table: start it on the table the other options show (free_table.h).
    bool freeTable = false;
    bool solitaire = false; // seed 001's solitaire: --seed is the deal's number
    // With it: the set and layout to start on ("": the Chinese set, on the ritual), and a
    // deal made at once (wash, build the layout, deal `freeDealCount` to `freeDealSeats`;
    // a count of 0 only builds).
    QString freeSet;
    QString freeLayout;
    int freeDealSeats = 0;
    int freeDealCount = 0;
    int games = 1;
    bool quitWhenDone = false;
    QString ruleset = QStringLiteral("filipino"); // a built-in name or a ruleset file
    std::optional<double> speed; // watch and play: the pace (watch: 4 when not given)
    // Play mode: who holds each seat ("human", "easy", "normal"; seat `seat` is yours) and
    // how each game's ritual is shown ("full", "fast", "skip").
    int seat = 0;
    QStringList players{QStringLiteral("human"), QStringLiteral("normal"), QStringLiteral("normal"),
                        QStringLiteral("normal")};
    QString ritualSpeed = QStringLiteral("fast");
    // Saves (docs/saves.md): resume the saved match without asking; then print the
    // resumed state and quit (tests); the data folder (sets MAHJONGERO_DATA_DIR).
    bool resume = false;
    bool printState = false;
    QString dataDir;
    // Play or resume: an AI player makes the human seats' moves (auto_player.h); at a
    // networked table, this seat's (net_auto_player.h).
    bool autoplay = false;
    // A table over the network (docs/network.md): host one here as `hostName` on `port`, or
    // join the one at `joinAddress` with its code as `joinName`.
    QString hostName;
    int port = 7077;
    QString joinAddress;
    QString joinCode;
    QString joinName = QStringLiteral("Player");
    // With --autoplay at a networked table: say ready once this many sit at it (0: the
    // autoplayer's default).
    int readyAt = 0;

    // A launch that asks for a size, a screenshot or a benchmark gets a window of that size
    // (1280x800 unless given), not full screen nor the size the window last had.
    bool keepsWindow() const { return sizeGiven || !screenshot.isEmpty() || !benchmark.isEmpty(); }
};

// Whether the arguments ask for --help, --help-all or --version, which need no display.
bool wantsHelpOrVersion(int argc, char* argv[]);
// Whether they ask for --benchmark save, which needs no display either.
bool wantsSaveBenchmark(int argc, char* argv[]);

// Parses the application's arguments; on bad input prints a reason and exits(1), on
// --help/--version prints and exits(0), as QCommandLineParser does.
LaunchOptions parseLaunchOptions(const QCoreApplication& app);

// Applies the options to the table; returns false, with a message on stderr, if the
// model refused any of them.
bool applyLaunchOptions(const LaunchOptions& options, TableModel& model);
