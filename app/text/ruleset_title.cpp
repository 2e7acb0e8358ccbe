#include "text/ruleset_title.h"

#include "text/title_table.h"

namespace {

constexpr Title kRulesetTitles[] = {
    {"filipino", QT_TRANSLATE_NOOP("Mahjongero", "Filipino")},
    {"visayan", QT_TRANSLATE_NOOP("Mahjongero", "Visayan")},
    {"joker-pot", QT_TRANSLATE_NOOP("Mahjongero", "Joker and pot")},
};

} // namespace

QString rulesetTitle(const QString& name) { return titleIn(kRulesetTitles, name); }
