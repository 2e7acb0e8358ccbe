// Plays the setup ritual (RULINGS.md, "The Filipino setup ritual") on a TableModel in
// time, one recorded event after another, so the 3D table can animate each and a teaching
// panel can explain it. It only steps the model through its record (convention 3: the
// model's GameLog stays the one door for changes); what each step looks like is the
// views' business (convention 6), driven by the model's changes.
//
// Pacing: after an event the player waits a time that depends on the event's kind, long
// enough for its animation at 1x (wash 3 s for the swirl, a segment's build 0.8 s, a roll
// 1.5 s for the tumble, the break 0.8 s plus 0.5 s per count for the counting highlight,
// a deal of four stacks 0.6 s, flowers 1 s...), divided by `speed`. In teaching mode it
// also waits for the narration to be read (about 0.15 s a word). Outside teaching mode the
// pace is fast (about an eighth), so the whole ritual takes a few seconds.
// `durationScale` tells views how to scale their 1x animation durations to the pace.
//
// Deviation from a media player: a manual step, step back or replay pauses playback.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include "table/event.h"

class TableModel;
Q_MOC_INCLUDE("table/table_model.h")

class RitualPlayer : public QObject {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(TableModel* model READ model WRITE setModel NOTIFY modelChanged)
    Q_PROPERTY(bool playing READ playing NOTIFY playingChanged)
    // 0.25x .. 4x; values outside are clamped.
    Q_PROPERTY(double speed READ speed WRITE setSpeed NOTIFY speedChanged)
    Q_PROPERTY(double minimumSpeed READ minimumSpeed CONSTANT)
    Q_PROPERTY(double maximumSpeed READ maximumSpeed CONSTANT)
    // Teaching pace: the 1x durations, waiting for the narration. On by default.
    Q_PROPERTY(bool teaching READ teaching WRITE setTeaching NOTIFY teachingChanged)
    // The wait after the event now shown, at the current pace, in ms (0 at step 0).
    Q_PROPERTY(int currentDelayMs READ currentDelayMs NOTIFY paceChanged)
    // Factor for a view's 1x animation durations: 1/speed teaching, less when fast.
    Q_PROPERTY(double durationScale READ durationScale NOTIFY paceChanged)
    // True while the player jumps the model (replay's rewind, skip to end): views should
    // move tiles at once instead of animating.
    Q_PROPERTY(bool instant READ instant NOTIFY instantChanged)
    // When set (e.g. "ritual/teaching"), `teaching` is read from and saved to QSettings
    // under this key, so the choice made at first launch is remembered. Empty: not saved.
    Q_PROPERTY(QString settingsKey READ settingsKey WRITE setSettingsKey NOTIFY settingsKeyChanged)

public:
    static constexpr double kMinimumSpeed = 0.25;
    static constexpr double kMaximumSpeed = 4.0;
    static constexpr double kFastFactor = 0.12; // the pace outside teaching mode
    static constexpr int kReplayGapMs = 80;     // between a replay's rewind and its replay

    explicit RitualPlayer(QObject* parent = nullptr);

    TableModel* model() const { return m_model; }
    void setModel(TableModel* model);
    bool playing() const { return m_playing; }
    double speed() const { return m_speed; }
    void setSpeed(double speed);
    double minimumSpeed() const { return kMinimumSpeed; }
    double maximumSpeed() const { return kMaximumSpeed; }
    bool teaching() const { return m_teaching; }
    void setTeaching(bool teaching);
    bool instant() const { return m_instant; }
    QString settingsKey() const { return m_settingsKey; }
    void setSettingsKey(const QString& key);

    int currentDelayMs() const;
    double durationScale() const;
    // The wait after event number `step` (1-based) at the current pace; 0 outside.
    int delayAfterStep(int step) const;
    // The 1x wait for an event: the time its animation needs.
    static int nominalDelayMs(const mj::Event& event);
    // Shows the model's next event and returns how long to wait before the one after, at
    // `speed` times the 1x pace; -1 when every event is already shown (watch and play).
    static int showNextEvent(TableModel& model, double speed);

    // Intents.
    Q_INVOKABLE void play();
    Q_INVOKABLE void pause();
    Q_INVOKABLE void togglePlaying();
    Q_INVOKABLE void stepForward();
    Q_INVOKABLE void stepBack();
    Q_INVOKABLE void replayStep(); // back one event at once, then play it again
    Q_INVOKABLE void skipToEnd();  // the whole ritual at once

signals:
    void modelChanged();
    void playingChanged();
    void speedChanged();
    void teachingChanged();
    void paceChanged();
    void instantChanged();
    void settingsKeyChanged();
    void finished(); // playback reached the ritual's end

private:
    void advance();           // the timer's tick: one event forward, then wait
    void schedule(int delay); // (re)start the wait
    void rescheduleForPace(); // keep the time already waited when the pace changes
    void setPlaying(bool playing);
    void setInstant(bool instant);
    bool atEnd() const;

    QPointer<TableModel> m_model;
    QTimer m_timer;        // the wait after an event
    QTimer m_replayTimer;  // the gap in a replay
    QElapsedTimer m_waited; // since the wait began
    double m_speed = 1.0;
    bool m_teaching = true;
    bool m_playing = false;
    bool m_instant = false;
    QString m_settingsKey;
};
