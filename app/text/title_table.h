// A table of words for names in code (a registry's "square-18", an engine event's "lift"):
// the words are marked for translation where the table is written (QT_TRANSLATE_NOOP in the
// "Mahjongero" context) and translated where they are looked up. A name the table lacks is
// read as it is, so a new name shows, in code, rather than nothing.
#pragma once

#include <QCoreApplication>
#include <QString>

#include <cstddef>
#include <utility>

// A name in code and its words.
using Title = std::pair<const char*, const char*>;

// The words for `name` in `titles`; the name itself when it has none.
template <std::size_t N>
QString titleIn(const Title (&titles)[N], const QString& name)
{
    for (const auto& [key, words] : titles)
        if (name == QLatin1String(key))
            return QCoreApplication::translate("Mahjongero", words);
    return name;
}
