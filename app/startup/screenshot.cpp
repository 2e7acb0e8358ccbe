#include "startup/screenshot.h"

#include <QGuiApplication>
#include <QImage>
#include <QQuickWindow>
#include <QTimer>
#include <cstdio>

void saveScreenshotAndQuit(QQuickWindow* window, const QString& path)
{
    // After the first frame, give layouts and text a moment to settle, then grab.
    QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [window, path] {
            QTimer::singleShot(400, window, [window, path] {
                const QImage image = window->grabWindow();
                const bool saved = !image.isNull() && image.save(path);
                if (saved)
                    std::printf("saved %s (%dx%d)\n", qPrintable(path), image.width(), image.height());
                else
                    std::fprintf(stderr, "mahjongero: could not save the screenshot to %s\n", qPrintable(path));
                QCoreApplication::exit(saved ? 0 : 1);
            });
        },
        Qt::SingleShotConnection);
    window->update();
}
