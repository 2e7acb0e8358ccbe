#include "startup/data_dir.h"

#include <QDir>
#include <QStandardPaths>

namespace mjui {

QString dataDir()
{
    QString dir = qEnvironmentVariable("MAHJONGERO_DATA_DIR");
    if (dir.isEmpty())
        // ~/.local/share/mahjongero, whatever organisation the app names for QSettings.
        dir = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QStringLiteral("/mahjongero");
    QDir().mkpath(dir);
    return dir;
}

QString currentSavePath() { return dataDir() + QStringLiteral("/current-match.json"); }

QString americanSavePath() { return dataDir() + QStringLiteral("/current-american-match.json"); }

QString recordsDir()
{
    const QString dir = dataDir() + QStringLiteral("/records");
    QDir().mkpath(dir);
    return dir;
}

QString cacheDir()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + QStringLiteral("/mahjongero");
    QDir().mkpath(dir);
    return dir;
}

} // namespace mjui
