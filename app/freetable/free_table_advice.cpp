// "Check this hand" on the free table (free_table.h): a seat's hand read under a ruleset as
// advice only (variants/filipino/scoring/hand_check.h), and the choices its dialog offers: the rulesets, the
// seat's tiles in the order received, whether a ruleset has jokers and the kinds one may be.
#include "freetable/free_table.h"

#include "freetable/free_tile_math.h"

#include "hand/hand_counts.h"
#include "text/ruleset_title.h"
#include "variants/filipino/rules/ruleset_json.h"

#include <QVariantMap>

using namespace mjui::freetile;

QStringList FreeTable::rulesets() const
{
    QStringList out;
    for (const std::string& name : mj::builtinRulesetNames())
        out << QString::fromStdString(name);
    return out;
}

QStringList FreeTable::rulesetTitles() const
{
    QStringList out;
    for (const QString& name : rulesets())
        out << rulesetTitle(name);
    return out;
}
// ---- advice ------------------------------------------------------------------------------

bool FreeTable::checkHand(int seat, const QString& ruleset, const QString& source, int lastTileId, int jokerKind,
                          int discarder)
{
    if (!seatOk(seat))
        return false;
    if (!m_history)
        return refuse(QStringLiteral("Start the free table first."));
    if (&table().tileSet() != &mj::TileSet::chinese())
        return refuse(QStringLiteral("A hand is checked under the Filipino rulesets, with the Chinese set, not %1.")
                          .arg(setName()));
    const auto rules = mj::loadRuleset(ruleset.trimmed().toStdString());
    if (!rules)
        return refuse(QString::fromStdString(rules.error()));
    mj::HandCheckOptions options;
    // The loaded ruleset's own name in words: a house ruleset file is named as the file
    // names itself, not by its path.
    options.rulesTitle = rulesetTitle(QString::fromStdString(rules->name)).toStdString();
    if (source == QStringLiteral("discard"))
        options.source = mj::WinSource::Discard;
    else if (source != QStringLiteral("wall"))
        return refuse(QStringLiteral("A hand is completed from the wall (\"wall\") or off a discard (\"discard\"), "
                                     "not \"%1\".").arg(source));
    if (discarder >= 0) {
        if (!seatOk(discarder))
            return false;
        options.discarder = mj::Seat::of(discarder);
    }
    if (lastTileId >= 0) {
        if (!tileOk(lastTileId))
            return false;
        options.lastTile = idOf(lastTileId);
    }
    if (jokerKind >= mj::kHandKinds)
        return refuse(QStringLiteral("There is no joker kind %1 (kinds are 0 to %2).").arg(jokerKind).arg(mj::kHandKinds - 1));
    if (jokerKind >= 0)
        options.chosenJokerKind = jokerKind;
    const mj::JokerChoice joker = mj::jokerFor(table(), record().events, *rules, options.chosenJokerKind);
    m_check = mj::checkTableHand(table(), mj::Seat::of(seat), *rules, joker, options);
    m_message.clear();
    emit checked();
    emit changed();
    return true;
}

QStringList FreeTable::checkLines() const
{
    QStringList out;
    for (const std::string& line : m_check.lines)
        out << QString::fromStdString(line);
    return out;
}

QString FreeTable::jokerIndicator() const
{
    if (!active())
        return {};
    const auto tile = mj::revealedJokerIndicator(table(), record().events);
    if (!tile)
        return {};
    return QStringLiteral("%1, tile %2")
        .arg(QString::fromStdString(table().tileSet().kindOf(*tile).notation()))
        .arg(tile->value);
}

QVariantList FreeTable::handTiles(int seat) const
{
    QVariantList out;
    if (!active() || !mj::Seat::valid(seat))
        return out;
    for (mj::TileId tile : table().hand(mj::Seat::of(seat)))
        out << QVariantMap{{QStringLiteral("tileId"), int(tile.value)},
                           {QStringLiteral("text"), QStringLiteral("%1 (%2)")
                                                        .arg(QString::fromStdString(table().tileSet().kindOf(tile).notation()))
                                                        .arg(tile.value)}};
    return out;
}

bool FreeTable::rulesetHasJokers(const QString& ruleset) const
{
    const auto rules = mj::loadRuleset(ruleset.trimmed().toStdString());
    return rules && rules->joker != mj::JokerRule::None;
}

QVariantList FreeTable::jokerKinds(const QString& ruleset) const
{
    QVariantList out;
    const auto rules = mj::loadRuleset(ruleset.trimmed().toStdString());
    if (!rules || rules->joker == mj::JokerRule::None)
        return out;
    for (int k = 0; k < mj::kHandKinds; ++k) {
        const mj::TileKind kind = mj::TileKind::fromIndex(k);
        if (!rules->isFlower(kind))
            out << QVariantMap{{QStringLiteral("kind"), k}, {QStringLiteral("text"), QString::fromStdString(kind.notation())}};
    }
    return out;
}

