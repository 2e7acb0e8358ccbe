// The name a player reads for a ruleset: "Joker and pot" for the built-in "joker-pot",
// "Filipino" for "filipino". A ruleset that is not built in (a house ruleset file) keeps the
// name its file gives it. Menus, the records' list and the replay's title all say it so.
#pragma once

#include <QString>

QString rulesetTitle(const QString& name);
