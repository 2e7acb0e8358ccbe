// The American setup shown on the table (issue 17: "animated and narrated in teaching mode
// like the Filipino ritual"; seed 002, "Starting The Game" B-E). The setup is the first part
// of each game's record (american_setup.h: the wash, the four walls, the rolls for East,
// East's roll and the break, the deal); the table shows it event by event at the speed the
// player chose (mjui::ritualSpeeds, shared with the Filipino ritual): "full" waits as long as
// each event's animation takes at 1x (RitualPlayer::nominalDelayMs) or as long as reading its
// sentence takes, whichever is longer; "fast" at the Filipino ritual's fast pace; "skip"
// starts the table at the Charleston. The rack and the card helper fill once the deal is
// shown. A pace of 0 (tests) shows everything at once, as for every other event.
#include "american/american_session.h"

#include "ritual/ritual_player.h"
#include "ritual/ritual_speed.h"
#include "session/session.h"

#include <algorithm>

namespace {

// The setup ends with the deal's last tile: nothing after it is a deal.
int setupEventCount(const mj::GameRecord& record)
{
    int end = 0;
    for (std::size_t i = 0; i < record.events.size(); ++i)
        if (const auto* take = std::get_if<mj::TakeEvent>(&record.events[i]); take && take->reason == mj::TakeReason::Deal)
            end = static_cast<int>(i + 1);
    return end;
}

bool isSkip(const QString& speed) { return speed == QLatin1String("skip"); }

} // namespace

void AmericanSession::setSetupSpeed(const QString& speed)
{
    if (speed == m_setupSpeed || !mjui::ritualSpeeds().contains(speed))
        return;
    m_setupSpeed = speed;
    emit paceChanged();
    // Skipped while it is shown: the table goes straight to the Charleston.
    if (isSkip(speed) && showingSetup()) {
        m_pace.stop();
        m_tiles->goToStep(m_setupEnd);
        m_status = eventSentence(static_cast<std::size_t>(m_setupEnd - 1));
        settle();
        return;
    }
    emit stateChanged();
}

QVariantList AmericanSession::setupSpeedChoices() { return mjui::ritualSpeedChoices(); }

bool AmericanSession::showingSetup() const { return m_session && m_tiles->step() < m_setupEnd; }

double AmericanSession::tablePace() const
{
    // The setup's last event (the deal's last tile) still moves at the setup's pace.
    if (m_session && m_tiles->step() <= m_setupEnd && !isSkip(m_setupSpeed))
        return mjui::ritualAnimationScale(m_setupSpeed);
    return std::max(0.2, m_paceMs / 400.0);
}

// A new game's record is on the table at step 0: where to start showing it.
void AmericanSession::beginSetup()
{
    m_setupEnd = setupEventCount(m_session->game().record());
    if (isSkip(m_setupSpeed) || m_paceMs == 0) {
        m_tiles->goToStep(m_setupEnd);
        m_status = tr("Game %1: East is %2. The Charleston begins.").arg(gamesPlayed() + 1).arg(seatName(east()));
        return;
    }
    m_tiles->goToStep(0);
    m_status = tr("Game %1: the tiles are set up for play.").arg(gamesPlayed() + 1);
}

void AmericanSession::resumeAfterSetup()
{
    m_setupEnd = setupEventCount(m_session->game().record());
    m_tiles->goToStep(m_tiles->stepCount());
}

int AmericanSession::setupDwellMs(std::size_t index) const
{
    const auto& events = m_tiles->record().events;
    if (index >= events.size())
        return m_paceMs;
    const int animation = RitualPlayer::nominalDelayMs(events[index]);
    if (m_setupSpeed != QLatin1String("full"))
        return static_cast<int>(animation * RitualPlayer::kFastFactor);
    // A step's first event also leaves its explanation (the teaching line) to be read.
    const int shown = static_cast<int>(index) + 1;
    const QString explained = setupTeaching(shown);
    const bool newStep = shown == 1 || explained != setupTeaching(shown - 1);
    return std::max(animation, mjui::readingMs(setupSentence(index)) + (newStep ? mjui::readingMs(explained) : 0));
}
