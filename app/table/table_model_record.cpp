// The record the table model shows and how far (table_model.h): the seed and variant of the
// ritual, a game's record loaded or extended as it grows, its narration told once, and the
// step moved forward or back through the engine's GameLog.
#include "table/table_model.h"

#include "text/message_text.h"
#include "text/ruleset_title.h"

#include "variants/filipino/ritual/narrator.h"
#include "variants/filipino/ritual/ritual.h"
#include "variants/filipino/rules/ruleset_json.h"

#include <QRegularExpression>

#include <algorithm>

// ---- intents ---------------------------------------------------------------------------

bool TableModel::setSeed(const QString& text)
{
    static const QRegularExpression digits(QStringLiteral("^[0-9]{1,20}$"));
    const QString trimmed = text.trimmed();
    bool ok = digits.match(trimmed).hasMatch();
    const qulonglong value = ok ? trimmed.toULongLong(&ok) : 0;
    if (!ok) {
        setError(QStringLiteral("A deal number is a whole number from 0 to 18446744073709551615, not \"%1\"").arg(text));
        return false;
    }
    setError({});
    if (value != m_seed) {
        m_seed = value;
        emit seedChanged();
        regenerate();
    }
    return true;
}

bool TableModel::setVariant(const QString& text)
{
    const QString name = text.trimmed();
    if (!variants().contains(name)) {
        setError(QStringLiteral("unknown variant \"%1\" (expected %2)").arg(name.left(40), variants().join(QStringLiteral(", "))));
        return false;
    }
    setError({});
    if (name != variant()) {
        m_rules = *mj::loadRuleset(name.toStdString()); // a built-in: never fails
        setCaption(ritualCaption());
        emit variantChanged();
        regenerate();
    }
    return true;
}


void TableModel::performRitual() { goToStep(stepCount()); }

bool TableModel::stepForward() { return m_step < stepCount() && goToStep(m_step + 1); }

bool TableModel::stepBack() { return m_step > 0 && goToStep(m_step - 1); }

void TableModel::reset() { goToStep(0); }

bool TableModel::goToStep(int target)
{
    if (target < 0 || target > stepCount()) {
        setError(QStringLiteral("Step %1 is outside the ritual's 0..%2").arg(target).arg(stepCount()));
        return false;
    }
    if (target < m_step) {
        m_log = std::make_unique<mj::GameLog>(m_record.header);
        m_step = 0;
    }
    while (m_step < target) {
        const mj::Status applied = m_log->append(m_record.events[static_cast<std::size_t>(m_step)]);
        if (!applied) {
            // The engine made this record itself, so this is a bug; show it, do not crash.
            setError(QString::fromStdString(applied.error()));
            break;
        }
        ++m_step;
    }
    refresh();
    return m_step == target;
}

void TableModel::regenerate() { loadRecord(mj::performRitual(m_seed, m_rules)); }

// "Filipino setup ritual", "Joker and pot setup ritual": the caption Learn shows.
QString TableModel::ritualCaption() const { return tr("%1 setup ritual").arg(rulesetTitle(variant())); }

void TableModel::showRitual()
{
    // A built-in ruleset's ritual as it is (joker and pot's joker too); another's as its variant's
    // with its wall count.
    m_rules = variant() == QString::fromStdString(m_rules.name)
        ? *mj::loadRuleset(m_rules.name)
        : mj::ritualRules(m_rules.variant, m_rules.wallCount, m_rules.oppositeEnd);
    setCaption(ritualCaption());
    regenerate();
}

void TableModel::loadRecord(mj::GameRecord record)
{
    m_record = std::move(record);
    if (m_seed != m_record.header.seed) {
        m_seed = m_record.header.seed;
        emit seedChanged();
    }
    if (m_rules != m_record.header.rules) {
        m_rules = m_record.header.rules;
        emit variantChanged();
    }
    retell();
    m_hand.clear(); // tile ids mean other tiles in another game
    for (std::size_t i = 0; i < m_rowTile.size(); ++i) // each row its own tile again
        m_rowTile[i] = static_cast<std::uint16_t>(i);
    computeBreakCount();
    refresh();
}

// The engine's teacher words each event; told once here, shown as the user steps. The
// table goes back to before the first event.
void TableModel::retell()
{
    m_narration.clear();
    m_narrator = std::make_unique<mj::Narrator>(m_rules);
    m_narrated = std::make_unique<mj::GameLog>(m_record.header);
    narrateFrom(0);
    m_log = std::make_unique<mj::GameLog>(m_record.header);
    m_step = 0;
}

void TableModel::narrateFrom(std::size_t first)
{
    for (std::size_t i = first; i < m_record.events.size(); ++i) {
        const mj::Event& event = m_record.events[i];
        QStringList lines;
        for (const mj::Message& line : m_narrator->tellMessages(event, m_narrated->table()))
            if (line.id != mj::MessageId::Empty)
                lines << messageText(line);
        m_narration.push_back(lines.join(QLatin1Char('\n')));
        m_narrated->appendOrThrow(event);
    }
}

bool TableModel::extendRecord(const mj::GameRecord& record)
{
    const std::size_t known = m_record.events.size();
    if (record.events.size() < known || !std::equal(m_record.events.begin(), m_record.events.end(), record.events.begin())) {
        loadRecord(record);
        return false;
    }
    m_record.events.insert(m_record.events.end(), record.events.begin() + static_cast<long>(known), record.events.end());
    narrateFrom(known);
    emit stateChanged();
    return true;
}

std::vector<std::uint16_t> TableModel::relabellingOf(const std::vector<std::pair<mj::TileId, mj::TileId>>& swaps, int tiles)
{
    std::vector<std::uint16_t> newId(static_cast<std::size_t>(tiles));
    for (std::size_t t = 0; t < newId.size(); ++t)
        newId[t] = static_cast<std::uint16_t>(t);
    for (const auto& [a, b] : swaps)
        for (std::uint16_t& id : newId)
            id = id == a.value ? b.value : id == b.value ? a.value : id;
    return newId;
}

bool TableModel::relabelRecord(const mj::GameRecord& record, const std::vector<std::uint16_t>& newId)
{
    std::vector<bool> hit(m_rowTile.size(), false);
    bool bijection = newId.size() == m_rowTile.size() && record.events.size() >= m_record.events.size();
    for (std::size_t t = 0; bijection && t < newId.size(); ++t) {
        bijection = newId[t] < hit.size() && !hit[newId[t]];
        if (bijection)
            hit[newId[t]] = true;
    }
    if (!bijection)
        return loadRecord(record), false;
    for (std::uint16_t& tile : m_rowTile)
        tile = newId[tile];
    // The history told and shown again with the new identities, to the same step.
    const int step = m_step;
    m_record = record;
    retell();
    goToStep(step);
    return true;
}

void TableModel::setError(const QString& error)
{
    if (error == m_error)
        return;
    m_error = error;
    emit errorChanged();
}
