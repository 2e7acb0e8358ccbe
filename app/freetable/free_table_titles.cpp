#include "freetable/free_table_titles.h"

#include "core/tile_set.h"
#include "text/title_table.h"

#include <QCoreApplication>

namespace {

QString tr(const char* text) { return QCoreApplication::translate("Mahjongero", text); }

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

} // namespace

QString tileSetTitle(const QString& name)
{
    const auto set = mj::TileSet::byName(name.toStdString());
    if (!set)
        return name;
    return tr("%1: %2").arg(titleIn(kSetTitles, name)).arg((*set)->size());
}

QString layoutTitle(const QString& name) { return titleIn(kLayoutTitles, name); }
