#include "ritual/ritual_speed.h"

#include "ritual/ritual_player.h"
#include "table/table_model.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace mjui {

namespace {
constexpr int kMsPerWord = 150;
} // namespace

QStringList ritualSpeeds()
{
    return {QStringLiteral("full"), QStringLiteral("fast"), QStringLiteral("skip")};
}

QVariantList ritualSpeedChoices()
{
    // Translated in the context they were first written in (the Filipino match's session).
    const QStringList labels{QCoreApplication::translate("GameSession", "Full (teaching pace)"),
                             QCoreApplication::translate("GameSession", "Fast"),
                             QCoreApplication::translate("GameSession", "Skip to the first move")};
    QVariantList out;
    const QStringList speeds = ritualSpeeds();
    for (qsizetype i = 0; i < speeds.size(); ++i)
        out.append(QVariantMap{{QStringLiteral("speed"), speeds[i]}, {QStringLiteral("label"), labels[i]}});
    return out;
}

int readingMs(const QString& narration)
{
    static const QRegularExpression space(QStringLiteral("\\s+"));
    return kMsPerWord * static_cast<int>(narration.split(space, Qt::SkipEmptyParts).size());
}

double ritualAnimationScale(const QString& speed)
{
    return speed == QLatin1String("full") ? 1.0 : RitualPlayer::kFastFactor;
}

} // namespace mjui
