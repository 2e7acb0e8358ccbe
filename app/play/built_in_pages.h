// The pages built into the app (app/CMakeLists.txt: "howto", "rules"): a game's player's guide
// and a ruleset's full rules, both Markdown from docs/. The full rules were written for the
// project's docs and link to pages the app does not carry; those links are turned into the
// file they name, so that nothing in the app looks clickable and leads nowhere.
#pragma once

#include <QString>
#include <QStringList>

namespace built_in_pages {

// docs/howto/<game>.md, or empty when the app has no guide for that game.
QString guide(const QString& game);

// docs/rules/<ruleset>.md with its links made fit for the app, or empty when there is none.
QString fullRules(const QString& ruleset);

// A page's links kept where they lead to another page of `carried` (docs/rules/<name>.md,
// with or without "#section"); every other link becomes its words with the file's path from the
// project's root in code font ("record format (`docs/record-format.md`)"), or the path alone
// where the words were the path.
QString keepOnlyLinksWithin(const QString& markdown, const QStringList& carried);

} // namespace built_in_pages
