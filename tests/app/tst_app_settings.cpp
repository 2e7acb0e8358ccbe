// AppSettings: values survive a restart when persistent (set, destroy, recreate, read
// back), nothing is read or written when not, and bad values (stored or set) are refused.
// QSettings is pointed at a temporary folder, never at the user's settings.
#include "settings/app_settings.h"

#include <QCoreApplication>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

#include <limits>
#include <memory>

class TestAppSettings : public QObject {
    Q_OBJECT

    QTemporaryDir m_config;

private slots:
    void initTestCase()
    {
        QVERIFY(m_config.isValid());
        QCoreApplication::setApplicationName("mahjongero-test-settings");
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_config.path());
    }
    void init() { QSettings().clear(); }

    // The app's settings live under its own organisation's name; the ones an earlier version
    // kept under "Unknown Organization" are copied over once, and never over newer ones.
    void adoptsUnnamedSettings()
    {
        const QString org = QCoreApplication::organizationName();
        QSettings(QSettings::IniFormat, QSettings::UserScope, "Unknown Organization", QCoreApplication::applicationName())
            .setValue("appearance/felt", "#123456");
        QCoreApplication::setOrganizationName("Mahjongero");
        QVERIFY(QSettings().fileName().contains("/Mahjongero/"));
        QSettings().clear();
        QVERIFY(AppSettings::adoptUnnamedSettings());
        QCOMPARE(QSettings().value("appearance/felt").toString(), QString("#123456"));
        QSettings().setValue("appearance/felt", "#654321");
        QVERIFY(!AppSettings::adoptUnnamedSettings()); // not over settings already there
        QCOMPARE(QSettings().value("appearance/felt").toString(), QString("#654321"));
        QSettings().clear();
        QCoreApplication::setOrganizationName(org);
    }

    void defaults()
    {
        AppSettings settings;
        QVERIFY(!settings.persistent());
        QCOMPARE(settings.feltColour(), QColor(AppSettings::kDefaultFelt));
        QCOMPARE(settings.backColour(), QColor(AppSettings::kDefaultBack));
        QCOMPARE(settings.indexNumerals(), false);
        QCOMPARE(settings.cardColours(), QString("four"));
        QCOMPARE(settings.tileSize(), QString("standard"));
        QCOMPARE(settings.speed(), 1.0);
        QCOMPARE(settings.volume(), AppSettings::kDefaultVolume);
        QCOMPARE(settings.muted(), false);
        QCOMPARE(settings.graphics(), QString("auto"));
        QCOMPARE(settings.fullScreen(), false);
        QVERIFY(!settings.windowSize().isValid()); // the window's own default
    }

    void restartRestoresEveryValue()
    {
        {
            auto settings = std::make_unique<AppSettings>();
            settings->setPersistent(true);
            settings->setFeltColour(QColor("#7a2430"));
            settings->setBackColour(QColor("#d9a520"));
            settings->setIndexNumerals(true);
            settings->setCardColours("swapped");
            settings->setTileSize("champion");
            settings->setSpeed(2.0);
            settings->setVolume(0.25);
            settings->setMuted(true);
            settings->setGraphics("low");
            settings->setFullScreen(true);
            settings->setWindowSize(QSize(1100, 700));
        } // destroyed: the app quits
        AppSettings again;
        QCOMPARE(again.feltColour(), QColor(AppSettings::kDefaultFelt)); // not persistent: not read
        QSignalSpy felt(&again, &AppSettings::feltColourChanged);
        again.setPersistent(true);
        QCOMPARE(felt.count(), 1);
        QCOMPARE(again.feltColour(), QColor("#7a2430"));
        QCOMPARE(again.backColour(), QColor("#d9a520"));
        QCOMPARE(again.indexNumerals(), true);
        QCOMPARE(again.cardColours(), QString("swapped"));
        QCOMPARE(again.tileSize(), QString("champion"));
        QCOMPARE(again.speed(), 2.0);
        QCOMPARE(again.volume(), 0.25);
        QCOMPARE(again.muted(), true);
        QCOMPARE(again.graphics(), QString("low"));
        QCOMPARE(again.fullScreen(), true);
        QCOMPARE(again.windowSize(), QSize(1100, 700));

        again.restoreDefaults();
        AppSettings third;
        third.setPersistent(true);
        QCOMPARE(third.feltColour(), QColor(AppSettings::kDefaultFelt));
        QCOMPARE(third.tileSize(), QString("standard"));
        QCOMPARE(third.cardColours(), QString("four"));
        QCOMPARE(third.muted(), false);
        QCOMPARE(third.graphics(), QString("auto"));
        QCOMPARE(third.fullScreen(), false);
    }

    // Graphics: the three qualities survive a restart; the choices offered are those three,
    // "auto" first.
    void graphicsRoundTrip()
    {
        for (const QString& quality : {QStringLiteral("high"), QStringLiteral("low"), QStringLiteral("auto")}) {
            {
                AppSettings settings;
                settings.setPersistent(true);
                QSignalSpy changed(&settings, &AppSettings::graphicsChanged);
                settings.setGraphics(quality);
                settings.setGraphics(quality);
                QCOMPARE(changed.count(), 1);
            }
            AppSettings again;
            again.setPersistent(true);
            QCOMPARE(again.graphics(), quality);
            QCOMPARE(QSettings().value("appearance/graphics").toString(), quality);
        }
        const QVariantList choices = AppSettings::graphicsChoices();
        QCOMPARE(choices.size(), 3);
        QCOMPARE(choices[0].toMap().value("value").toString(), QString("auto"));
        QCOMPARE(choices[1].toMap().value("value").toString(), QString("high"));
        QCOMPARE(choices[2].toMap().value("value").toString(), QString("low"));
    }

    // The card colours: each of the three ids survives a restart, and is signalled once.
    void cardColoursRoundTrip()
    {
        for (const QString& id : {QStringLiteral("two"), QStringLiteral("swapped"), QStringLiteral("four")}) {
            {
                AppSettings settings;
                settings.setPersistent(true);
                QSignalSpy changed(&settings, &AppSettings::cardColoursChanged);
                settings.setCardColours(id);
                settings.setCardColours(id);
                QCOMPARE(changed.count(), 1); // each id differs from the one stored before it
            }
            AppSettings again;
            again.setPersistent(true);
            QCOMPARE(again.cardColours(), id);
            QCOMPARE(QSettings().value("appearance/cardColours").toString(), id);
        }
        // The choices offered are the three ids, default first.
        const QVariantList choices = AppSettings::cardColourChoices();
        QCOMPARE(choices.size(), 3);
        QCOMPARE(choices[0].toMap().value("value").toString(), QString("four"));
        QCOMPARE(choices[1].toMap().value("value").toString(), QString("swapped"));
        QCOMPARE(choices[2].toMap().value("value").toString(), QString("two"));
    }

    void notPersistentWritesNothing()
    {
        AppSettings settings;
        settings.setFeltColour(QColor("#4a4f55"));
        settings.setVolume(0.1);
        QVERIFY(QSettings().allKeys().isEmpty());
        AppSettings later;
        later.setPersistent(true);
        QCOMPARE(later.feltColour(), QColor(AppSettings::kDefaultFelt));
        QCOMPARE(later.volume(), AppSettings::kDefaultVolume);
    }

    void badStoredValuesAreIgnored()
    {
        {
            QSettings stored;
            stored.setValue("appearance/felt", "not a colour");
            stored.setValue("appearance/tileSize", "gigantic");
            stored.setValue("appearance/cardColours", "purple");
            stored.setValue("play/speed", "fast");
            stored.setValue("sound/volume", 7.5);
            stored.setValue("appearance/graphics", "ultra");
            stored.setValue("window/size", QSize(-5, 100000));
        }
        AppSettings settings;
        settings.setPersistent(true);
        QCOMPARE(settings.feltColour(), QColor(AppSettings::kDefaultFelt));
        QCOMPARE(settings.tileSize(), QString("standard"));
        QCOMPARE(settings.cardColours(), QString("four"));
        QCOMPARE(settings.speed(), 1.0);
        QCOMPARE(settings.volume(), 1.0); // clamped into 0..1
        QCOMPARE(settings.graphics(), QString("auto"));
        QVERIFY(!settings.windowSize().isValid());
    }

    void badValuesSetAreRefusedOrClamped()
    {
        AppSettings settings;
        settings.setFeltColour(QColor());
        QCOMPARE(settings.feltColour(), QColor(AppSettings::kDefaultFelt));
        settings.setTileSize("gigantic");
        QCOMPARE(settings.tileSize(), QString("standard"));
        QSignalSpy colours(&settings, &AppSettings::cardColoursChanged);
        for (const char* bad : {"", "Four", "three", "swapped "})
            settings.setCardColours(bad);
        QCOMPARE(settings.cardColours(), QString("four"));
        QCOMPARE(colours.count(), 0);
        settings.setSpeed(100);
        QCOMPARE(settings.speed(), 4.0);
        settings.setSpeed(std::numeric_limits<double>::quiet_NaN());
        QCOMPARE(settings.speed(), 4.0);
        settings.setVolume(-1);
        QCOMPARE(settings.volume(), 0.0);
        QSignalSpy graphics(&settings, &AppSettings::graphicsChanged);
        for (const char* bad : {"", "High", "medium", "low "})
            settings.setGraphics(bad);
        QCOMPARE(settings.graphics(), QString("auto"));
        QCOMPARE(graphics.count(), 0);
        for (const QSize bad : {QSize(), QSize(100, 700), QSize(1100, 20000)})
            settings.setWindowSize(bad);
        QVERIFY(!settings.windowSize().isValid());
    }
};

QTEST_MAIN(TestAppSettings)
#include "tst_app_settings.moc"
