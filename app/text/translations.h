// The app's translation (docs/translating.md): mahjongero_<language>.qm, made with Qt's
// lupdate and lrelease from the engine's message catalogue and the app's tr() texts, is
// looked for in <app folder>/translations and <data folder>/translations for the user's
// languages (QLocale's uiLanguages, best first). None is shipped yet; with none found the
// app speaks English, the engine's own text.
#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

class QCoreApplication;

namespace mjui {

QStringList translationFolders();

// Installs the best translation found for `locale` in `folders` (first folder first) and
// returns its file's path, or an empty string when there is none. A file that is not a
// valid translation is passed over (QTranslator refuses it) and the search goes on.
QString installTranslation(QCoreApplication& app, const QStringList& folders, const QLocale& locale);

} // namespace mjui
