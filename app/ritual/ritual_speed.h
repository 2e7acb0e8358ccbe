// How fast a game's setup ritual is shown before its first move, shared by every table that
// shows one (the Filipino match, GameSession; the American match, AmericanSession): "full"
// at the teaching pace, each step animated at 1x and left up long enough to read its
// narration; "fast", a few seconds for the whole setup; "skip", straight to the first move.
// The pace of one event (RitualPlayer::nominalDelayMs, the time its animation needs) is the
// ritual player's; this adds the reader's time and the names the player chooses among.
#pragma once

#include <QString>
#include <QStringList>
#include <QVariantList>

namespace mjui {

// full, fast, skip: the order a chooser lists them in.
QStringList ritualSpeeds();
// [{speed, label}] for a chooser, in that order.
QVariantList ritualSpeedChoices();

// A reader's time for a narration, about 400 words a minute (0 for none).
int readingMs(const QString& narration);

// The animation scale of a ritual shown at `speed` (Table3D.pace): 1 at full, an eighth fast.
double ritualAnimationScale(const QString& speed);

} // namespace mjui
