#include "text/translations.h"

#include "startup/data_dir.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QTranslator>

namespace mjui {

QStringList translationFolders()
{
    return {QCoreApplication::applicationDirPath() + QStringLiteral("/translations"),
            dataDir() + QStringLiteral("/translations")};
}

QString installTranslation(QCoreApplication& app, const QStringList& folders, const QLocale& locale)
{
    for (const QString& folder : folders) {
        if (!QFileInfo(folder).isDir())
            continue;
        auto* translator = new QTranslator(&app);
        // Tries mahjongero_fil_PH.qm, mahjongero_fil.qm, ... for each of the user's languages.
        if (translator->load(locale, QStringLiteral("mahjongero"), QStringLiteral("_"), folder)) {
            QCoreApplication::installTranslator(translator);
            return translator->filePath();
        }
        delete translator;
    }
    return {};
}

} // namespace mjui
