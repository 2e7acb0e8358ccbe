#include "settings/app_settings.h"

#include "ritual/ritual_player.h"
#include "startup/render_info.h"
#include "table/table_model.h" // RitualPlayer holds a QPointer<TableModel>
#include "table/tile_sizes.h"

#include <QCoreApplication>
#include <QSettings>
#include <QVariantMap>

#include <algorithm>
#include <cmath>

namespace {

constexpr const char* kFelt = "appearance/felt";
constexpr const char* kBack = "appearance/backs";
constexpr const char* kNumerals = "appearance/numerals";
constexpr const char* kCardColours = "appearance/cardColours";
constexpr const char* kTileSize = "appearance/tileSize";
constexpr const char* kSpeed = "play/speed";
constexpr const char* kVolume = "sound/volume";
constexpr const char* kMuted = "sound/muted";
constexpr const char* kAutoDraw = "play/autoDraw";
constexpr const char* kGraphics = "appearance/graphics";
constexpr const char* kFullScreen = "appearance/fullScreen";
constexpr const char* kWindowSize = "window/size";

double clampSpeed(double speed)
{
    return std::clamp(speed, RitualPlayer::kMinimumSpeed, RitualPlayer::kMaximumSpeed);
}

bool knownTileSize(const QString& id) { return mjui::findTileSize(id.toStdString()) != nullptr; }

} // namespace

void AppSettings::nameApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Mahjongero"));
    QCoreApplication::setApplicationName(QStringLiteral("mahjongero"));
}

bool AppSettings::adoptUnnamedSettings()
{
    QSettings current;
    if (!current.allKeys().isEmpty())
        return false;
    // What QSettings() meant while no organisation was named.
    const QSettings earlier(QSettings::defaultFormat(), QSettings::UserScope, QStringLiteral("Unknown Organization"),
                            QCoreApplication::applicationName());
    const QStringList keys = earlier.allKeys();
    for (const QString& key : keys)
        current.setValue(key, earlier.value(key));
    return !keys.isEmpty();
}

AppSettings::AppSettings(QObject* parent)
    : QObject(parent), m_tileSize(QString::fromStdString(mjui::defaultTileSize().id))
{
}

void AppSettings::setPersistent(bool persistent)
{
    if (persistent == m_persistent)
        return;
    m_persistent = persistent;
    emit persistentChanged();
    if (persistent)
        load();
}

void AppSettings::load()
{
    const QSettings settings;
    // Each value only if it is there and valid; the setters would store it again, which is harmless.
    if (const QColor felt(settings.value(kFelt).toString()); felt.isValid())
        setFeltColour(felt);
    if (const QColor back(settings.value(kBack).toString()); back.isValid())
        setBackColour(back);
    if (settings.contains(kNumerals))
        setIndexNumerals(settings.value(kNumerals).toBool());
    if (const QString colours = settings.value(kCardColours).toString(); mjui::isCardColours(colours))
        setCardColours(colours);
    if (const QString size = settings.value(kTileSize).toString(); knownTileSize(size))
        setTileSize(size);
    bool ok = false;
    if (const double speed = settings.value(kSpeed).toDouble(&ok); ok && std::isfinite(speed))
        setSpeed(speed);
    if (const double volume = settings.value(kVolume).toDouble(&ok); ok && std::isfinite(volume))
        setVolume(volume);
    if (settings.contains(kMuted))
        setMuted(settings.value(kMuted).toBool());
    if (settings.contains(kAutoDraw))
        setAutoDraw(settings.value(kAutoDraw).toBool());
    if (const QString graphics = settings.value(kGraphics).toString(); RenderInfo::isQuality(graphics))
        setGraphics(graphics);
    if (settings.contains(kFullScreen))
        setFullScreen(settings.value(kFullScreen).toBool());
    if (const QVariant size = settings.value(kWindowSize); size.canConvert<QSize>())
        setWindowSize(size.toSize());
}

void AppSettings::store(const char* key, const QVariant& value) const
{
    if (m_persistent)
        QSettings().setValue(key, value);
}

void AppSettings::setFeltColour(const QColor& colour)
{
    if (!colour.isValid() || colour == m_felt)
        return;
    m_felt = colour;
    store(kFelt, colour.name());
    emit feltColourChanged();
}

void AppSettings::setBackColour(const QColor& colour)
{
    if (!colour.isValid() || colour == m_back)
        return;
    m_back = colour;
    store(kBack, colour.name());
    emit backColourChanged();
}

void AppSettings::setIndexNumerals(bool on)
{
    if (on == m_numerals)
        return;
    m_numerals = on;
    store(kNumerals, on);
    emit indexNumeralsChanged();
}

void AppSettings::setCardColours(const QString& id)
{
    if (id == m_cardColours || !mjui::isCardColours(id))
        return;
    m_cardColours = id;
    store(kCardColours, id);
    emit cardColoursChanged();
}

void AppSettings::setTileSize(const QString& id)
{
    if (id == m_tileSize || !knownTileSize(id))
        return;
    m_tileSize = id;
    store(kTileSize, id);
    emit tileSizeChanged();
}

void AppSettings::setSpeed(double speed)
{
    if (!std::isfinite(speed))
        return;
    speed = clampSpeed(speed);
    if (speed == m_speed)
        return;
    m_speed = speed;
    store(kSpeed, speed);
    emit speedChanged();
}

void AppSettings::setVolume(double volume)
{
    if (!std::isfinite(volume))
        return;
    volume = std::clamp(volume, 0.0, 1.0);
    if (volume == m_volume)
        return;
    m_volume = volume;
    store(kVolume, volume);
    emit volumeChanged();
}

void AppSettings::setMuted(bool muted)
{
    if (muted == m_muted)
        return;
    m_muted = muted;
    store(kMuted, muted);
    emit mutedChanged();
}

void AppSettings::setAutoDraw(bool autoDraw)
{
    if (autoDraw == m_autoDraw)
        return;
    m_autoDraw = autoDraw;
    store(kAutoDraw, autoDraw);
    emit autoDrawChanged();
}

void AppSettings::setGraphics(const QString& quality)
{
    if (quality == m_graphics || !RenderInfo::isQuality(quality))
        return;
    m_graphics = quality;
    store(kGraphics, quality);
    emit graphicsChanged();
}

void AppSettings::setFullScreen(bool on)
{
    if (on == m_fullScreen)
        return;
    m_fullScreen = on;
    store(kFullScreen, on);
    emit fullScreenChanged();
}

void AppSettings::setWindowSize(const QSize& size)
{
    const bool sensible = size.width() >= 320 && size.height() >= 240 && size.width() <= 16384 && size.height() <= 16384;
    if (!sensible || size == m_windowSize)
        return;
    m_windowSize = size;
    store(kWindowSize, size);
    emit windowSizeChanged();
}

namespace {
QVariantList choices(std::initializer_list<std::pair<const char*, const char*>> list)
{
    QVariantList out;
    for (const auto& [text, value] : list)
        out.append(QVariantMap{{QStringLiteral("text"), QString::fromUtf8(text)}, {QStringLiteral("value"), QString::fromLatin1(value)}});
    return out;
}
} // namespace

QVariantList AppSettings::feltChoices()
{
    return choices({{"Green", kDefaultFelt}, {"Blue", "#1f4f7a"}, {"Red", "#7a2430"}, {"Mossy brown", "#5a5233"},
                    {"Grey", "#4a4f55"}});
}

QVariantList AppSettings::backChoices()
{
    return choices({{"Blue", kDefaultBack}, {"Green", "#2e7d4f"}, {"Yellow", "#d9a520"}, {"Pink", "#d66a8f"},
                    {"Orange", "#d9692a"}});
}

QVariantList AppSettings::cardColourChoices() { return mjui::cardColourChoices(); }

QVariantList AppSettings::graphicsChoices()
{
    return choices({{"Automatic (best for this computer)", "auto"},
                    {"Shadows and smooth edges", "high"},
                    {"Fast: no shadows", "low"}});
}

void AppSettings::restoreDefaults()
{
    setFeltColour(QColor(kDefaultFelt));
    setBackColour(QColor(kDefaultBack));
    setIndexNumerals(false);
    setCardColours(mjui::kFourCardColours);
    setTileSize(QString::fromStdString(mjui::defaultTileSize().id));
    setSpeed(1.0);
    setVolume(kDefaultVolume);
    setMuted(false);
    setAutoDraw(true);
    setGraphics(QStringLiteral("auto"));
    setFullScreen(false);
}
