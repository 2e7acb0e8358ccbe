#include "freetable/free_table_titles.h"

#include "core/tile_set.h"

#include <QCoreApplication>

#include <utility>

namespace {

QString tr(const char* text) { return QCoreApplication::translate("Mahjongero", text); }

// A registry name and its words; QT_TRANSLATE_NOOP marks the words for lupdate.
using Title = std::pair<const char*, const char*>;

constexpr Title kSetTitles[] = {
    {"chinese-144", QT_TRANSLATE_NOOP("Mahjongero", "Chinese tiles")},
    {"american-152", QT_TRANSLATE_NOOP("Mahjongero", "American tiles")},
    {"poker-tiles", QT_TRANSLATE_NOOP("Mahjongero", "Poker tiles")},
    {"card-deck-193", QT_TRANSLATE_NOOP("Mahjongero", "Card deck")},
    {"solitaire-39", QT_TRANSLATE_NOOP("Mahjongero", "Solitaire tiles")},
};

constexpr Title kLayoutTitles[] = {
    {"square-18", QT_TRANSLATE_NOOP("Mahjongero", "Square wall of 18 stacks")},
    {"square-19", QT_TRANSLATE_NOOP("Mahjongero", "Square wall of 19 stacks")},
    {"square-14", QT_TRANSLATE_NOOP("Mahjongero", "Square wall of 14 stacks")},
    {"l-13", QT_TRANSLATE_NOOP("Mahjongero", "L of 13 stacks")},
    {"c-8x16", QT_TRANSLATE_NOOP("Mahjongero", "C of 8 piles of 16")},
    {"c-16x8", QT_TRANSLATE_NOOP("Mahjongero", "C of 16 piles of 8")},
    {"solitaire-grid", QT_TRANSLATE_NOOP("Mahjongero", "Solitaire grid")},
    {"pool", QT_TRANSLATE_NOOP("Mahjongero", "None: a pool")},
};

// The words for `name` in `titles`; the name itself when it has none.
template <std::size_t N>
QString titleIn(const Title (&titles)[N], const QString& name)
{
    for (const auto& [key, words] : titles)
        if (name == QLatin1String(key))
            return tr(words);
    return name;
}

} // namespace

QString tileSetTitle(const QString& name)
{
    const auto set = mj::TileSet::byName(name.toStdString());
    if (!set)
        return name;
    return tr("%1: %2").arg(titleIn(kSetTitles, name)).arg((*set)->size());
}

QString layoutTitle(const QString& name) { return titleIn(kLayoutTitles, name); }
