// The desktop app: a QGuiApplication that loads the Mahjongero QML module's Main.qml
// (ARCHITECTURE.md, Tokodon anchor: all C++ and QML live in one static library that is
// also the QML module; main.cpp only wires them up). The command line is parsed by
// startup/launch_options.h; what each mode does once the window is up is
// startup/launch_modes.h.
#include "settings/app_settings.h"
#include "startup/launch_modes.h"
#include "startup/launch_options.h"
#include "text/translations.h"

#include <QElapsedTimer>
#include <QGuiApplication>
#include <QIcon>
#include <QLocale>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QtQml/QQmlExtensionPlugin>

Q_IMPORT_QML_PLUGIN(MahjongeroPlugin)

int main(int argc, char* argv[])
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    // QSettings: ~/.config/Mahjongero/mahjongero.conf (AppSettings.h).
    AppSettings::nameApplication();
    QCoreApplication::setApplicationVersion(QStringLiteral(MAHJONGERO_VERSION));
    if (const std::optional<int> done = runWithoutWindow(argc, argv))
        return *done;
    chooseRenderLoop(argc, argv);
    QGuiApplication app(argc, argv);
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Mahjongero"));
    QGuiApplication::setDesktopFileName(QStringLiteral("mahjongero"));
    QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/mahjongero-256.png")));
    const LaunchOptions options = parseLaunchOptions(app);
    AppSettings::adoptUnnamedSettings();
    if (!options.dataDir.isEmpty())
        qputenv("MAHJONGERO_DATA_DIR", options.dataDir.toLocal8Bit());
    mjui::installTranslation(app, mjui::translationFolders(), QLocale::system());

    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    // A size, a screenshot or a benchmark asked for: a window of that size, not full screen.
    engine.setInitialProperties({{QStringLiteral("keepWindowed"), options.keepsWindow()}});
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Mahjongero/Main.qml")));
    auto* window = engine.rootObjects().isEmpty() ? nullptr : qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
    std::optional<int> exitCode;
    if (!window || !startLaunchMode(options, *window, sinceStart, &exitCode))
        return 1;
    return exitCode ? *exitCode : app.exec();
}
