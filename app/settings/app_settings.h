// The user's settings that outlive a launch (issue 5, "Settings persist: tile back and felt
// colours, numerals, tile size, speed, sound"; issue 13: the card colours): one object the panel and the settings
// dialog read and write, kept in QSettings (the application's name as main.cpp sets it,
// group "appearance" and "sound") when `persistent` is on.
//
// `persistent` is off by default, so tests and any second instance never read or write
// the user's settings (the app's TableScreen turns it on with rememberChoices). Turning it
// on reads the stored values (missing ones keep their defaults); after that every change
// is written at once, so quitting or a crash loses nothing. Stored values that are not
// valid (a colour that does not parse, a volume outside 0..1) are ignored, never trusted.
#pragma once

#include "media/card_colours.h"

#include <QColor>
#include <QObject>
#include <QSize>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class AppSettings : public QObject {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(bool persistent READ persistent WRITE setPersistent NOTIFY persistentChanged)
    Q_PROPERTY(QColor feltColour READ feltColour WRITE setFeltColour NOTIFY feltColourChanged)
    Q_PROPERTY(QColor backColour READ backColour WRITE setBackColour NOTIFY backColourChanged)
    Q_PROPERTY(bool indexNumerals READ indexNumerals WRITE setIndexNumerals NOTIFY indexNumeralsChanged)
    // How the card faces are inked (card_colours.h): "four" (default), "swapped", "two";
    // unknown ids are refused.
    Q_PROPERTY(QString cardColours READ cardColours WRITE setCardColours NOTIFY cardColoursChanged)
    // A TableModel tile size preset id ("mini" ... "champion"); unknown ids are refused.
    Q_PROPERTY(QString tileSize READ tileSize WRITE setTileSize NOTIFY tileSizeChanged)
    // The ritual's and the game's pace, RitualPlayer's speed (0.25x .. 4x, clamped).
    Q_PROPERTY(double speed READ speed WRITE setSpeed NOTIFY speedChanged)
    // Sound volume 0..1 (clamped) and mute.
    Q_PROPERTY(double volume READ volume WRITE setVolume NOTIFY volumeChanged)
    Q_PROPERTY(bool muted READ muted WRITE setMuted NOTIFY mutedChanged)
    // In a game: your draw from the wall is made for you when it is the only thing you may
    // do (issue 14, found when tried, 11); on to begin with.
    Q_PROPERTY(bool autoDraw READ autoDraw WRITE setAutoDraw NOTIFY autoDrawChanged)
    // The 3D tables' shadows and MSAA (RenderInfo.quality): "auto" (default: on a GPU, off
    // on software rendering), "high" (always) or "low" (never); unknown ids are refused.
    Q_PROPERTY(QString graphics READ graphics WRITE setGraphics NOTIFY graphicsChanged)
    // The window fills the screen (F11 toggles it); off to begin with. A launch that asks
    // for a size, a screenshot or a benchmark keeps its window (Main.qml's keepWindowed).
    Q_PROPERTY(bool fullScreen READ fullScreen WRITE setFullScreen NOTIFY fullScreenChanged)
    // The window's size when it was last closed as a window (Main.qml); invalid until then.
    // Sizes outside 320x240 .. 16384x16384 are refused.
    Q_PROPERTY(QSize windowSize READ windowSize WRITE setWindowSize NOTIFY windowSizeChanged)
    // The colours offered for the felt and the tile backs: {text, value} maps, for combos.
    Q_PROPERTY(QVariantList feltChoices READ feltChoices CONSTANT)
    Q_PROPERTY(QVariantList backChoices READ backChoices CONSTANT)
    Q_PROPERTY(QVariantList cardColourChoices READ cardColourChoices CONSTANT)
    Q_PROPERTY(QVariantList graphicsChoices READ graphicsChoices CONSTANT)

public:
    static constexpr const char* kDefaultFelt = "#1d6b3c";
    static constexpr const char* kDefaultBack = "#2f62a8";
    static constexpr double kDefaultVolume = 0.6;

    explicit AppSettings(QObject* parent = nullptr);

    bool persistent() const { return m_persistent; }
    void setPersistent(bool persistent);
    QColor feltColour() const { return m_felt; }
    void setFeltColour(const QColor& colour);
    QColor backColour() const { return m_back; }
    void setBackColour(const QColor& colour);
    bool indexNumerals() const { return m_numerals; }
    void setIndexNumerals(bool on);
    QString cardColours() const { return m_cardColours; }
    void setCardColours(const QString& id);
    QString tileSize() const { return m_tileSize; }
    void setTileSize(const QString& id);
    double speed() const { return m_speed; }
    void setSpeed(double speed);
    double volume() const { return m_volume; }
    void setVolume(double volume);
    bool muted() const { return m_muted; }
    void setMuted(bool muted);
    bool autoDraw() const { return m_autoDraw; }
    void setAutoDraw(bool autoDraw);
    QString graphics() const { return m_graphics; }
    void setGraphics(const QString& quality);
    bool fullScreen() const { return m_fullScreen; }
    void setFullScreen(bool on);
    QSize windowSize() const { return m_windowSize; }
    void setWindowSize(const QSize& size);

    static QVariantList feltChoices();
    static QVariantList backChoices();
    static QVariantList cardColourChoices();
    static QVariantList graphicsChoices();

    // Names the application for QSettings and the data folder: organisation "Mahjongero",
    // application "mahjongero", so the settings are ~/.config/Mahjongero/mahjongero.conf
    // (main.cpp calls it first thing; tests name themselves instead).
    static void nameApplication();
    // Earlier versions had no organisation name and kept their settings under "Unknown
    // Organization": when the settings of this name are empty, those are copied over once.
    // True when something was copied.
    static bool adoptUnnamedSettings();

    // Back to the defaults (and stored so, when persistent).
    Q_INVOKABLE void restoreDefaults();

signals:
    void persistentChanged();
    void feltColourChanged();
    void backColourChanged();
    void indexNumeralsChanged();
    void cardColoursChanged();
    void tileSizeChanged();
    void speedChanged();
    void volumeChanged();
    void mutedChanged();
    void autoDrawChanged();
    void graphicsChanged();
    void fullScreenChanged();
    void windowSizeChanged();

private:
    void load();
    void store(const char* key, const QVariant& value) const;

    bool m_persistent = false;
    QColor m_felt{kDefaultFelt};
    QColor m_back{kDefaultBack};
    bool m_numerals = false;
    QString m_cardColours = mjui::kFourCardColours;
    QString m_tileSize;
    double m_speed = 1.0;
    double m_volume = kDefaultVolume;
    bool m_muted = false;
    bool m_autoDraw = true;
    QString m_graphics = QStringLiteral("auto");
    bool m_fullScreen = false;
    QSize m_windowSize;
};
