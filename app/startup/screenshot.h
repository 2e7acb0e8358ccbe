// Saves a picture of a window once it has been drawn, then quits the application: the
// `--screenshot FILE` option, used for docs/screenshots and to look at the table on a
// machine without a screen (under xvfb-run).
#pragma once

#include <QString>

class QQuickWindow;

void saveScreenshotAndQuit(QQuickWindow* window, const QString& path);
