// The headless server's event dispatcher (issue 15, "Performance"; docs/network.md
// "Benchmark"): Qt's own dispatchers wait with poll(), which hands the kernel every socket at
// every turn of the event loop. With 2,000 players that was most of the server's time (the
// benchmark at 500 tables: 73% of its processor in ppoll, about 1.5 ms a turn on the build
// machine). This one waits with Linux's epoll, so a turn costs what is ready, not what is
// open. It serves the main thread of mahjongero-server only (main.cpp installs it before
// the application is made); other threads keep Qt's.
//
// What it keeps of Qt's behaviour: posted events are sent at each turn; a socket notifier
// is activated as poll() would (read on input, hang-up or error; write on output or error);
// a timer fires once its interval has passed, never while its own event is being handled,
// and its next time is counted from the last (or from now, when the last is past); a
// coarse (or very coarse) timer may fire up to 5% of its interval late, so that many fire
// at one turn (Qt moves them as much, either way); a precise one is kept to the millisecond.
#pragma once

#include <QAbstractEventDispatcher>

#include <atomic>
#include <cstdint>
#include <set>
#include <unordered_map>

class EpollEventDispatcher : public QAbstractEventDispatcher {
public:
    explicit EpollEventDispatcher(QObject* parent = nullptr);
    ~EpollEventDispatcher() override;
    // False when the kernel refused an epoll or eventfd (then Qt's own is used).
    bool isValid() const { return m_epoll >= 0 && m_wake >= 0; }

    bool processEvents(QEventLoop::ProcessEventsFlags flags) override;
    void registerSocketNotifier(QSocketNotifier* notifier) override;
    void unregisterSocketNotifier(QSocketNotifier* notifier) override;
    void registerTimer(int timerId, qint64 interval, Qt::TimerType timerType, QObject* object) override;
    bool unregisterTimer(int timerId) override;
    bool unregisterTimers(QObject* object) override;
    QList<TimerInfo> registeredTimers(QObject* object) const override;
    int remainingTime(int timerId) override;
    void wakeUp() override;
    void interrupt() override;

private:
    struct Watched {
        QSocketNotifier* read = nullptr;
        QSocketNotifier* write = nullptr;
        QSocketNotifier* exception = nullptr;
        std::uint32_t events = 0; // as registered with the epoll (0: not registered)
    };
    struct Timer {
        qint64 intervalMs = 0;
        Qt::TimerType type = Qt::CoarseTimer;
        QObject* object = nullptr;
        qint64 nominalNs = 0; // when its interval has passed
        qint64 dueNs = 0;     // when it fires: a coarse timer's is moved to a boundary
        bool firing = false;  // its event is being handled (it is not in m_due meanwhile)
    };
    // Sets `t`'s next time from its nominal one (and keeps m_due in step).
    void schedule(int id, Timer& t);
    void watch(int fd);
    bool activate(int fd, QSocketNotifier* Watched::*which);
    int activateTimers();
    // Milliseconds to wait for the next timer (-1: none).
    int msToNextTimer() const;

    int m_epoll = -1;
    int m_wake = -1; // an eventfd: wakeUp() writes it
    std::unordered_map<int, Watched> m_watched;
    std::unordered_map<int, Timer> m_timers;
    std::set<std::pair<qint64, int>> m_due; // (due time, id) of the timers not firing: the next first
    std::atomic<bool> m_interrupt{false};
};
