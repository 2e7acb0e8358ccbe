#include "text/ruleset_title.h"

#include <QCoreApplication>

QString rulesetTitle(const QString& name)
{
    if (name == QLatin1String("filipino"))
        return QCoreApplication::translate("Mahjongero", "Filipino");
    if (name == QLatin1String("visayan"))
        return QCoreApplication::translate("Mahjongero", "Visayan");
    if (name == QLatin1String("joker-pot"))
        return QCoreApplication::translate("Mahjongero", "Joker and pot");
    return name;
}
