#include "epoll_dispatcher.h"

#include <QCoreApplication>
#include <QSocketNotifier>

#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <utility>
#include <vector>

namespace {

qint64 nowNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

constexpr qint64 kNsPerMs = 1'000'000;

} // namespace

EpollEventDispatcher::EpollEventDispatcher(QObject* parent)
    : QAbstractEventDispatcher(parent), m_epoll(epoll_create1(EPOLL_CLOEXEC)), m_wake(eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC))
{
    if (!isValid())
        return;
    epoll_event wake{};
    wake.events = EPOLLIN;
    wake.data.fd = m_wake;
    if (epoll_ctl(m_epoll, EPOLL_CTL_ADD, m_wake, &wake) != 0) {
        ::close(m_wake);
        m_wake = -1;
    }
}

EpollEventDispatcher::~EpollEventDispatcher()
{
    if (m_wake >= 0)
        ::close(m_wake);
    if (m_epoll >= 0)
        ::close(m_epoll);
}

void EpollEventDispatcher::registerSocketNotifier(QSocketNotifier* notifier)
{
    const int fd = static_cast<int>(notifier->socket());
    Watched& w = m_watched[fd];
    switch (notifier->type()) {
    case QSocketNotifier::Read:
        w.read = notifier;
        break;
    case QSocketNotifier::Write:
        w.write = notifier;
        break;
    case QSocketNotifier::Exception:
        w.exception = notifier;
        break;
    }
    watch(fd);
}

void EpollEventDispatcher::unregisterSocketNotifier(QSocketNotifier* notifier)
{
    const auto it = m_watched.find(static_cast<int>(notifier->socket()));
    if (it == m_watched.end())
        return;
    for (QSocketNotifier* Watched::*which : {&Watched::read, &Watched::write, &Watched::exception})
        if (it->second.*which == notifier)
            it->second.*which = nullptr;
    watch(it->first);
}

// The epoll is told what `fd`'s notifiers now want (and forgets an fd that wants nothing).
void EpollEventDispatcher::watch(int fd)
{
    const auto it = m_watched.find(fd);
    if (it == m_watched.end())
        return;
    Watched& w = it->second;
    const std::uint32_t wanted = (w.read ? EPOLLIN : 0u) | (w.write ? EPOLLOUT : 0u) | (w.exception ? EPOLLPRI : 0u);
    if (wanted == 0) {
        if (w.events)
            epoll_ctl(m_epoll, EPOLL_CTL_DEL, fd, nullptr); // fails harmlessly if the fd was closed
        m_watched.erase(it);
        return;
    }
    if (wanted == w.events)
        return;
    epoll_event e{};
    e.events = wanted;
    e.data.fd = fd;
    // An fd closed and opened again while registered has left the epoll: added afresh.
    if (epoll_ctl(m_epoll, w.events ? EPOLL_CTL_MOD : EPOLL_CTL_ADD, fd, &e) != 0) {
        const int op = errno == ENOENT ? EPOLL_CTL_ADD : errno == EEXIST ? EPOLL_CTL_MOD : -1;
        if (op < 0 || epoll_ctl(m_epoll, op, fd, &e) != 0)
            qWarning("EpollEventDispatcher: cannot watch socket %d (errno %d)", fd, errno);
    }
    w.events = wanted;
}

bool EpollEventDispatcher::activate(int fd, QSocketNotifier* Watched::*which)
{
    // Looked up again for each: the previous activation may have closed or replaced it.
    const auto it = m_watched.find(fd);
    if (it == m_watched.end() || !(it->second.*which))
        return false;
    QEvent event(QEvent::SockAct);
    QCoreApplication::sendEvent(it->second.*which, &event);
    return true;
}

void EpollEventDispatcher::schedule(int id, Timer& t)
{
    t.dueNs = t.nominalNs;
    // A coarse timer waits for the next multiple of 5% of its interval: the 100 ms clocks
    // of many tables then fire at one turn, not each at its own.
    if (const qint64 slack = t.intervalMs * kNsPerMs / 20; t.type != Qt::PreciseTimer && t.intervalMs >= 20)
        t.dueNs = (t.nominalNs + slack - 1) / slack * slack;
    m_due.emplace(t.dueNs, id);
}

void EpollEventDispatcher::registerTimer(int timerId, qint64 interval, Qt::TimerType timerType, QObject* object)
{
    unregisterTimer(timerId);
    Timer& t = m_timers[timerId] = Timer{interval, timerType, object, nowNs() + interval * kNsPerMs, 0, false};
    schedule(timerId, t);
}

bool EpollEventDispatcher::unregisterTimer(int timerId)
{
    const auto it = m_timers.find(timerId);
    if (it == m_timers.end())
        return false;
    if (!it->second.firing)
        m_due.erase({it->second.dueNs, timerId});
    m_timers.erase(it);
    return true;
}

bool EpollEventDispatcher::unregisterTimers(QObject* object)
{
    std::vector<int> ids;
    for (const auto& [id, t] : m_timers)
        if (t.object == object)
            ids.push_back(id);
    for (const int id : ids)
        unregisterTimer(id);
    return !ids.empty();
}

QList<QAbstractEventDispatcher::TimerInfo> EpollEventDispatcher::registeredTimers(QObject* object) const
{
    QList<TimerInfo> timers;
    for (const auto& [id, t] : m_timers)
        if (t.object == object)
            timers.append(TimerInfo(id, static_cast<int>(t.intervalMs), t.type));
    return timers;
}

int EpollEventDispatcher::remainingTime(int timerId)
{
    const auto it = m_timers.find(timerId);
    if (it == m_timers.end())
        return -1;
    return static_cast<int>(std::max<qint64>(0, (it->second.dueNs - nowNs() + kNsPerMs - 1) / kNsPerMs));
}

int EpollEventDispatcher::msToNextTimer() const
{
    if (m_due.empty())
        return -1;
    const qint64 left = m_due.begin()->first - nowNs();
    return left <= 0 ? 0 : static_cast<int>(std::min<qint64>((left + kNsPerMs - 1) / kNsPerMs, 24 * 3600 * 1000));
}

// Each timer due now fires once (those it starts wait for the next turn).
int EpollEventDispatcher::activateTimers()
{
    const qint64 now = nowNs();
    std::vector<int> due; // the earliest first
    for (auto it = m_due.begin(); it != m_due.end() && it->first <= now; ++it)
        due.push_back(it->second);
    for (const int id : due) {
        const auto it = m_timers.find(id);
        if (it == m_timers.end() || it->second.firing || it->second.dueNs > now)
            continue; // stopped, or stopped and started again with its id, by an earlier one
        Timer& t = it->second;
        m_due.erase({t.dueNs, id});
        t.nominalNs += t.intervalMs * kNsPerMs;
        if (t.nominalNs < now)
            t.nominalNs = now + t.intervalMs * kNsPerMs;
        t.firing = true;
        QTimerEvent event(id);
        QCoreApplication::sendEvent(t.object, &event);
        // The handler may have stopped it (or stopped it and started another with its id:
        // that one is scheduled already).
        if (const auto after = m_timers.find(id); after != m_timers.end() && after->second.firing) {
            after->second.firing = false;
            schedule(id, after->second);
        }
    }
    return static_cast<int>(due.size());
}

bool EpollEventDispatcher::processEvents(QEventLoop::ProcessEventsFlags flags)
{
    m_interrupt.store(false);
    emit awake();
    QCoreApplication::sendPostedEvents(); // an event posted meanwhile wakes the wait below
    const bool canWait = (flags & QEventLoop::WaitForMoreEvents) && !m_interrupt.load();
    int timeout = 0;
    if (canWait) {
        timeout = (flags & QEventLoop::X11ExcludeTimers) ? -1 : msToNextTimer();
        emit aboutToBlock();
    }
    epoll_event events[256];
    const int ready = epoll_wait(m_epoll, events, 256, timeout); // -1 (EINTR): nothing ready
    int handled = 0;
    for (int i = 0; i < ready; ++i) {
        const int fd = events[i].data.fd;
        if (fd == m_wake) {
            eventfd_t count = 0;
            eventfd_read(m_wake, &count);
            continue;
        }
        if (flags & QEventLoop::ExcludeSocketNotifiers)
            continue;
        const std::uint32_t e = events[i].events;
        if (e & (EPOLLIN | EPOLLHUP | EPOLLERR))
            handled += activate(fd, &Watched::read) ? 1 : 0;
        if (e & (EPOLLOUT | EPOLLERR))
            handled += activate(fd, &Watched::write) ? 1 : 0;
        if (e & EPOLLPRI)
            handled += activate(fd, &Watched::exception) ? 1 : 0;
    }
    if (!(flags & QEventLoop::X11ExcludeTimers))
        handled += activateTimers();
    return handled > 0;
}

void EpollEventDispatcher::wakeUp()
{
    eventfd_write(m_wake, 1);
}

void EpollEventDispatcher::interrupt()
{
    m_interrupt.store(true);
    wakeUp();
}
