// `mahjongero --benchmark ritual`: plays the setup ritual on the 3D table for a fixed
// time while the window renders continuously, and prints frame figures: frames per
// second (median), frame-time p95 and p99 for the wash and for the rest of the ritual,
// counting only the frames that drew the 3D table anew (m_drew3d below),
// the time to the first frame and the peak memory (VmHWM); the last line sums them up.
// `mahjongero --benchmark startup [--data-dir DIR]`: a plain start (a save found is
// offered), timed to the first frame the window shows, with the number of records in the
// data folder (and the processor time it took, steadier on a busy machine), then quits; issue 12, "Start-up grows with the records": the first frame
// must not wait for the finished games' records (target: under 0.6 s with 10,000).
// `mahjongero --benchmark play`: a game as you play it (the play page: the plates, your
// rack, the bar), its ritual shown fast, an AI player making your moves, the others at 4x:
// the same figures for the ritual (from the wash to the first move) and for play (20 s of
// it, or to the game's end), again only the frames that drew the table anew; issue 14,
// "Speed".
// Figures, not a test (ARCHITECTURE.md, convention 8): targets live in the README.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QQuickItem>
#include <QSGTextureProvider>
#include <QTimer>
#include <atomic>
#include <vector>

class GameSession;
class QQuickWindow;
class RenderInfo;
class TableModel;

class FrameBenchmark : public QObject {
    Q_OBJECT
public:
    enum class Kind { Ritual, Startup, Play };
    // `sinceStart` has run since the process began, for the time to the first frame.
    // `session` plays the game of Kind::Play.
    FrameBenchmark(Kind kind, QQuickWindow* window, TableModel* model, const QElapsedTimer& sinceStart,
                   GameSession* session = nullptr);
    void start();

private:
    enum class Phase { Waiting, Wash, Rest, Done };
    void onFrame();
    void advance();
    void finish();
    void reportStartup();
    void startGame();
    // Play: which part a frame belongs to, once the game has started.
    bool ritualShown() const;
    // Whether the frame just shown drew a 3D view anew (see m_drew3d).
    bool frameDrew3d();
    bool washSwirled();
    void watchViews();

    Kind m_kind;
    QQuickWindow* m_window;
    RenderInfo* m_renderInfo;
    TableModel* m_model;
    GameSession* m_session;
    int m_firstMove = -1; // Play: the record's first move (its step)
    QElapsedTimer m_sinceStart;
    QElapsedTimer m_clock;
    QTimer m_stepper;
    Phase m_phase = Phase::Waiting;
    qint64 m_firstFrameMs = -1;
    double m_firstFrameCpuMs = 0;
    qint64 m_lastFrameNs = -1;
    qint64 m_phaseStartMs = 0;
    std::vector<double> m_washFrames, m_restFrames; // frame times, ms
    QPointer<QObject> m_washSwirl; // Ritual: the table's WashSwirl, once found
    bool m_swirlSeen = false;
    // Qt Quick 3D draws an offscreen View3D only when its scene changed; the other frames
    // show the last picture again at a fraction of the cost. The window is asked for frame
    // after frame, so those cheap frames would fill the figures (a wash of 2.8 s measured
    // over 4 s, play between moves) and hide the frames a player sees move: only the
    // frames in which a View3D drew count. Set on the render thread, read on this one.
    std::atomic<bool> m_drew3d{false};
    // A shown view is drawn with the window's items (View3D.Inline): it draws in every frame.
    std::atomic<bool> m_directView{false};
    std::vector<QPointer<QQuickItem>> m_views;                     // the View3Ds found (render thread)
    std::vector<QPointer<QSGTextureProvider>> m_providers; // the offscreen ones' watched (render thread)
};
