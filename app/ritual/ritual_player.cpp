#include "ritual/ritual_player.h"

#include "ritual/ritual_speed.h"

#include "core/overloaded.h"
#include "table/table_model.h"

#include <QSettings>

#include <algorithm>
#include <cmath>

RitualPlayer::RitualPlayer(QObject* parent) : QObject(parent)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &RitualPlayer::advance);
    m_replayTimer.setSingleShot(true);
    connect(&m_replayTimer, &QTimer::timeout, this, [this] {
        setInstant(false);
        if (m_model)
            m_model->stepForward();
    });
}

void RitualPlayer::setModel(TableModel* model)
{
    if (model == m_model)
        return;
    pause();
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (m_model) {
        // A new seed or variant is a new ritual: stop playing the old one.
        connect(m_model, &TableModel::seedChanged, this, &RitualPlayer::pause);
        connect(m_model, &TableModel::variantChanged, this, &RitualPlayer::pause);
        connect(m_model, &TableModel::stateChanged, this, &RitualPlayer::paceChanged);
        connect(m_model, &QObject::destroyed, this, [this] { pause(); });
    }
    emit modelChanged();
    emit paceChanged();
}

void RitualPlayer::setSpeed(double speed)
{
    if (!std::isfinite(speed))
        return;
    speed = std::clamp(speed, kMinimumSpeed, kMaximumSpeed);
    if (speed == m_speed)
        return;
    m_speed = speed;
    emit speedChanged();
    emit paceChanged();
    rescheduleForPace();
}

void RitualPlayer::setTeaching(bool teaching)
{
    if (teaching == m_teaching)
        return;
    m_teaching = teaching;
    if (!m_settingsKey.isEmpty())
        QSettings().setValue(m_settingsKey, teaching);
    emit teachingChanged();
    emit paceChanged();
    rescheduleForPace();
}

void RitualPlayer::setSettingsKey(const QString& key)
{
    if (key == m_settingsKey)
        return;
    m_settingsKey = key;
    emit settingsKeyChanged();
    if (!key.isEmpty())
        setTeaching(QSettings().value(key, true).toBool());
}

// ---- pace ------------------------------------------------------------------------------

int RitualPlayer::nominalDelayMs(const mj::Event& event)
{
    return std::visit(mj::Overloaded{
                          [](const mj::WashEvent&) { return 3000; },
                          [](const mj::BuildEvent&) { return 800; },
                          [](const mj::RollEvent&) { return 1500; },
                          [](const mj::ManoEvent&) { return 1200; },
                          // The highlight counts T walls, then T stacks: 0.25 s a count each.
                          [](const mj::BreakEvent& e) { return 800 + 500 * e.count; },
                          [](const mj::LiftEvent&) { return 1200; },
                          [](const mj::DicePlacedEvent&) { return 900; },
                          [](const mj::TakeEvent& e) { return e.reason == mj::TakeReason::Deal ? 600 : 700; },
                          [](const mj::ExposeFlowersEvent&) { return 1000; },
                          [](const mj::MoveEvent&) { return 500; },
                          [](const mj::DiscardEvent&) { return 600; },
                          [](const mj::MeldEvent&) { return 900; },
                          [](const mj::AddToSetEvent&) { return 700; },
                          [](const mj::FlipEvent&) { return 900; },
                          // decisions, payments and the end move no tile
                          [](const mj::ActionEvent&) { return 0; },
                          [](const mj::PaymentEvent&) { return 400; },
                          [](const mj::GameEndEvent&) { return 1500; },
                      },
                      event);
}

int RitualPlayer::showNextEvent(TableModel& model, double speed)
{
    if (model.step() >= model.stepCount())
        return -1;
    model.stepForward();
    const mj::Event& shown = model.record().events[static_cast<std::size_t>(model.step() - 1)];
    return static_cast<int>(nominalDelayMs(shown) / speed);
}

int RitualPlayer::delayAfterStep(int step) const
{
    if (!m_model || step < 1 || step > m_model->stepCount())
        return 0;
    const mj::Event& event = m_model->record().events[static_cast<std::size_t>(step - 1)];
    double ms = nominalDelayMs(event);
    if (m_teaching)
        ms = std::max(ms, double(mjui::readingMs(m_model->narrationAt(step))));
    return static_cast<int>(std::lround(ms * durationScale()));
}

int RitualPlayer::currentDelayMs() const { return m_model ? delayAfterStep(m_model->step()) : 0; }

double RitualPlayer::durationScale() const { return (m_teaching ? 1.0 : kFastFactor) / m_speed; }

// ---- intents ---------------------------------------------------------------------------

bool RitualPlayer::atEnd() const { return !m_model || m_model->step() >= m_model->stepCount(); }

void RitualPlayer::play()
{
    if (m_playing || atEnd())
        return;
    m_replayTimer.stop();
    setInstant(false);
    setPlaying(true);
    // "Go on": the next event now, then its wait.
    schedule(0);
}

void RitualPlayer::pause()
{
    m_timer.stop();
    setPlaying(false);
}

void RitualPlayer::togglePlaying() { m_playing ? pause() : play(); }

void RitualPlayer::stepForward()
{
    pause();
    if (m_model)
        m_model->stepForward();
}

void RitualPlayer::stepBack()
{
    pause();
    if (m_model)
        m_model->stepBack();
}

void RitualPlayer::replayStep()
{
    pause();
    if (!m_model || m_model->step() == 0)
        return;
    // Jump back without animating, then show the event again a moment later, so the views
    // animate it from the table before it.
    if (!m_replayTimer.isActive()) {
        setInstant(true);
        m_model->stepBack();
    }
    m_replayTimer.start(kReplayGapMs);
}

void RitualPlayer::skipToEnd()
{
    pause();
    m_replayTimer.stop();
    if (!m_model)
        return;
    setInstant(true);
    m_model->performRitual();
    setInstant(false);
}

// ---- playback --------------------------------------------------------------------------

void RitualPlayer::advance()
{
    if (!m_playing || !m_model)
        return;
    m_model->stepForward();
    if (atEnd()) {
        setPlaying(false);
        emit finished();
        return;
    }
    schedule(currentDelayMs());
}

void RitualPlayer::schedule(int delay)
{
    m_waited.start();
    m_timer.start(std::max(0, delay));
}

void RitualPlayer::rescheduleForPace()
{
    if (!m_playing || !m_timer.isActive() || !m_waited.isValid())
        return;
    const qint64 left = std::max<qint64>(0, currentDelayMs() - m_waited.elapsed());
    m_timer.start(static_cast<int>(left));
}

void RitualPlayer::setPlaying(bool playing)
{
    if (playing == m_playing)
        return;
    m_playing = playing;
    emit playingChanged();
}

void RitualPlayer::setInstant(bool instant)
{
    if (instant == m_instant)
        return;
    m_instant = instant;
    emit instantChanged();
}
