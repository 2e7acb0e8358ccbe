#include "freetable/free_table_titles.h"

#include "core/tile_set.h"

#include <QCoreApplication>

namespace {

QString tr(const char* text) { return QCoreApplication::translate("Mahjongero", text); }

} // namespace

QString tileSetTitle(const QString& name)
{
    const auto set = mj::TileSet::byName(name.toStdString());
    if (!set)
        return name;
    QString title = name;
    if (name == QLatin1String("chinese-144"))
        title = tr("Chinese tiles");
    else if (name == QLatin1String("american-152"))
        title = tr("American tiles");
    else if (name == QLatin1String("poker-tiles"))
        title = tr("Poker tiles");
    else if (name == QLatin1String("card-deck-193"))
        title = tr("Card deck");
    else if (name == QLatin1String("solitaire-39"))
        title = tr("Solitaire tiles");
    return tr("%1: %2").arg(title).arg((*set)->size());
}

QString layoutTitle(const QString& name)
{
    if (name == QLatin1String("square-18"))
        return tr("Square wall of 18 stacks");
    if (name == QLatin1String("square-19"))
        return tr("Square wall of 19 stacks");
    if (name == QLatin1String("square-14"))
        return tr("Square wall of 14 stacks");
    if (name == QLatin1String("l-13"))
        return tr("L of 13 stacks");
    if (name == QLatin1String("c-8x16"))
        return tr("C of 8 piles of 16");
    if (name == QLatin1String("c-16x8"))
        return tr("C of 16 piles of 8");
    if (name == QLatin1String("solitaire-grid"))
        return tr("Solitaire grid");
    if (name == QLatin1String("pool"))
        return tr("None: a pool");
    return name;
}
