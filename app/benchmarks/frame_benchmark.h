// `mahjongero --benchmark ritual`: plays the setup ritual on the 3D table for a fixed
// time while the window renders continuously, and prints frame figures: frames per
// second (median), frame-time p95 and p99 for the wash and for the rest of the ritual,
// the time to the first frame and the peak memory (VmHWM); the last line sums them up.
// `mahjongero --benchmark startup [--data-dir DIR]`: a plain start (a save found is
// offered), timed to the first frame the window shows, with the number of records in the
// data folder (and the processor time it took, steadier on a busy machine), then quits; issue 12, "Start-up grows with the records": the first frame
// must not wait for the finished games' records (target: under 0.6 s with 10,000).
// Figures, not a test (ARCHITECTURE.md, convention 8): targets live in the README.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <vector>

class QQuickWindow;
class RenderInfo;
class TableModel;

class FrameBenchmark : public QObject {
    Q_OBJECT
public:
    enum class Kind { Ritual, Startup };
    // `sinceStart` has run since the process began, for the time to the first frame.
    FrameBenchmark(Kind kind, QQuickWindow* window, TableModel* model, const QElapsedTimer& sinceStart);
    void start();

private:
    enum class Phase { Waiting, Wash, Rest, Done };
    void onFrame();
    void advance();
    void finish();
    void reportStartup();

    Kind m_kind;
    QQuickWindow* m_window;
    RenderInfo* m_renderInfo;
    TableModel* m_model;
    QElapsedTimer m_sinceStart;
    QElapsedTimer m_clock;
    QTimer m_stepper;
    Phase m_phase = Phase::Waiting;
    qint64 m_firstFrameMs = -1;
    double m_firstFrameCpuMs = 0;
    qint64 m_lastFrameNs = -1;
    qint64 m_phaseStartMs = 0;
    std::vector<double> m_washFrames, m_restFrames; // frame times, ms
};
