#include "american/card_helper_model.h"

#include "core/notation.h"
#include "core/tile_set.h"
#include "variants/american/card_kinds.h"
#include "variants/american/card_parse.h"

#include <QFile>
#include <QFileInfo>
#include <QVariantMap>

#include <algorithm>

using namespace mj;
using namespace mj::american;

namespace {

// The practice card, built into the app (app/CMakeLists.txt).
const QString kPracticeCard = QStringLiteral(":/cards/practice.card");
// More errors than this are counted, not listed: a wrong file can have thousands.
constexpr int kErrorsListed = 8;

const TileSet& americanSet() { return **TileSet::byName("american-152"); }

QString fromStd(const std::string& text) { return QString::fromStdString(text); }

// A form as the printed card shows it: its suit is its colour, so the letter goes.
QString formText(const CardForm& form)
{
    std::string text = form.text();
    if (form.suit >= 0 && !text.empty())
        text.pop_back();
    return fromStd(text);
}

} // namespace

CardHelperModel::CardHelperModel(QObject* parent) : QAbstractListModel(parent)
{
    loadCard();
    rebuild();
}

CardHelperModel::~CardHelperModel() = default;

int CardHelperModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QHash<int, QByteArray> CardHelperModel::roleNames() const
{
    return {{CardIndexRole, "cardIndex"}, {LineNumberRole, "lineNumber"}, {HandTextRole, "handText"},
            {GroupsRole, "groups"},       {CategoryRole, "category"},     {ValueRole, "value"},
            {ExposureRole, "exposure"},   {NoteRole, "note"},             {DistanceRole, "distance"},
            {UsableRole, "usable"},       {MahJonggRole, "mahJongg"},     {MissingRole, "missing"},
            {DeadRole, "dead"},           {ChosenRole, "chosen"}};
}

QVariant CardHelperModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || !m_matcher)
        return {};
    const Row& row = m_rows[static_cast<std::size_t>(index.row())];
    const CardLine& line = m_matcher->card().lines[static_cast<std::size_t>(row.line.line)];
    const bool reachable = row.known && row.line.distance != kUnreachable;
    switch (role) {
    case CardIndexRole: return row.line.line;
    case LineNumberRole: return line.lineNumber;
    case HandTextRole: return fromStd(line.handText());
    case GroupsRole: {
        QVariantList groups;
        for (const CardGroup& group : line.groups) {
            QStringList forms;
            for (const CardForm& form : group.forms)
                forms << formText(form);
            groups.append(QVariantMap{{"text", forms.join(QLatin1Char('/'))}, {"suit", group.forms.front().suit}});
        }
        return groups;
    }
    case CategoryRole: return fromStd(std::string(categoryTitle(line.category)));
    case ValueRole: return line.value;
    case ExposureRole: return line.concealed ? QStringLiteral("C") : QStringLiteral("X");
    case NoteRole: return fromStd(line.note);
    case DistanceRole: return reachable ? row.line.distance : -1;
    case UsableRole: return !row.known || row.line.distance != kUnreachable;
    case MahJonggRole: return reachable && row.line.distance == 0 && m_handTiles == 14;
    case MissingRole: return row.missing;
    case DeadRole: return row.dead;
    case ChosenRole: return row.line.line == m_chosenLine;
    }
    return {};
}

void CardHelperModel::setCardFile(const QString& file)
{
    if (file == m_cardFile)
        return;
    m_cardFile = file;
    loadCard();
    emit cardChanged();
    rebuild();
}

QString CardHelperModel::cardTitle() const { return m_matcher ? fromStd(m_matcher->card().title) : QString(); }

void CardHelperModel::loadCard()
{
    m_matcher.reset();
    m_cardError.clear();
    const QString path = m_cardFile.isEmpty() ? kPracticeCard : m_cardFile;
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_cardError = tr("%1: the card file could not be opened (%2)").arg(path, file.errorString());
        return;
    }
    if (file.size() > static_cast<qint64>(kCardFileMaxBytes)) {
        m_cardError = tr("%1: %2 bytes is too large for a card file (at most %3)")
                          .arg(name)
                          .arg(file.size())
                          .arg(static_cast<qint64>(kCardFileMaxBytes));
        return;
    }
    const QByteArray text = file.readAll();
    CardReading reading = parseCard(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    if (reading.ok() && reading.card.lines.empty())
        reading.errors.push_back({0, 0, "the card has no lines"});
    if (!reading.ok()) {
        QStringList lines;
        for (std::size_t i = 0; i < reading.errors.size() && i < kErrorsListed; ++i)
            lines << fromStd(formatCardError(name.toStdString(), reading.errors[i]));
        if (reading.errors.size() > kErrorsListed)
            lines << tr("… and %1 more errors").arg(reading.errors.size() - kErrorsListed);
        m_cardError = lines.join(QLatin1Char('\n'));
        return;
    }
    m_matcher = std::make_unique<CardMatcher>(std::move(reading.card));
}

void CardHelperModel::setConcealedTiles(const QStringList& tiles)
{
    if (tiles == m_concealed)
        return;
    m_concealed = tiles;
    rebuild();
}

void CardHelperModel::setExposedGroups(const QStringList& groups)
{
    if (groups == m_exposed)
        return;
    m_exposed = groups;
    rebuild();
}

void CardHelperModel::setSeenTiles(const QStringList& tiles)
{
    if (tiles == m_seen)
        return;
    m_seen = tiles;
    rebuild();
}

bool CardHelperModel::setHandNotation(const QString& words)
{
    QStringList parts = words.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (parts.isEmpty()) {
        m_concealed.clear();
        m_exposed.clear();
        rebuild();
        return false;
    }
    const std::string first = parts.takeFirst().toStdString();
    const auto kinds = parseKinds(first, americanSet());
    QStringList rack;
    if (kinds)
        for (TileKind kind : *kinds)
            rack << fromStd(kind.notation());
    else
        rack << QString::fromStdString(first); // refused below, with the notation's reason
    m_concealed = rack;
    m_exposed = parts;
    rebuild();
    return m_handError.isEmpty();
}

std::optional<CardHand> CardHelperModel::readHand(std::vector<int>& rackKinds, QString& why) const
{
    rackKinds.clear();
    if (m_concealed.isEmpty() && m_exposed.isEmpty())
        return std::nullopt;
    std::vector<TileKind> concealed;
    for (int i = 0; i < m_concealed.size(); ++i) {
        const auto kinds = parseKinds(m_concealed[i].toStdString(), americanSet());
        if (!kinds || kinds->size() != 1) {
            why = tr("rack tile %1, \"%2\": %3")
                      .arg(i + 1)
                      .arg(m_concealed[i].left(20), kinds ? tr("not one tile") : fromStd(kinds.error()));
            return std::nullopt;
        }
        concealed.push_back(kinds->front());
        rackKinds.push_back(cardKindOf(kinds->front()));
    }
    std::vector<std::vector<TileKind>> exposed;
    for (int i = 0; i < m_exposed.size(); ++i) {
        const auto kinds = parseKinds(m_exposed[i].toStdString(), americanSet());
        if (!kinds) {
            why = tr("exposure %1, \"%2\": %3").arg(i + 1).arg(m_exposed[i].left(20), fromStd(kinds.error()));
            return std::nullopt;
        }
        exposed.push_back(*kinds);
    }
    auto hand = makeCardHand(concealed, exposed);
    if (!hand) {
        why = fromStd(hand.error());
        return std::nullopt;
    }
    return *hand;
}

std::optional<CardHelperModel::KindCounts> CardHelperModel::countUnseen(const CardHand& hand, QString& why) const
{
    KindCounts unseen{};
    for (int k = 0; k < kCardKinds; ++k)
        unseen[static_cast<std::size_t>(k)] = naturalCopies(k) - hand.concealed[static_cast<std::size_t>(k)];
    for (const CardExposure& e : hand.exposures) {
        for (std::uint8_t k : e.naturals)
            --unseen[k];
        unseen[kJokerKind] -= e.jokers;
    }
    // Each kind's copies, so that two plum flowers are refused though flowers count as one.
    std::array<int, TileKind::count> copies{};
    auto count = [&](const QString& word) { return parseKinds(word.toStdString(), americanSet()); };
    // The rack and the exposures read already (readHand).
    for (const QStringList* words : {&m_concealed, &m_exposed})
        for (const QString& word : *words)
            if (const auto kinds = count(word))
                for (TileKind kind : *kinds)
                    ++copies[static_cast<std::size_t>(kind.index())];
    for (int i = 0; i < m_seen.size(); ++i) {
        const auto kinds = count(m_seen[i]);
        if (!kinds) {
            why = tr("seen tile %1, \"%2\": %3").arg(i + 1).arg(m_seen[i].left(20), fromStd(kinds.error()));
            return std::nullopt;
        }
        for (TileKind kind : *kinds) {
            const int held = ++copies[static_cast<std::size_t>(kind.index())];
            if (held > americanSet().copiesOf(kind)) {
                why = tr("seen tiles: %1 copies of %2 with your own, but the set has %3")
                          .arg(held)
                          .arg(fromStd(kind.notation()))
                          .arg(americanSet().copiesOf(kind));
                return std::nullopt;
            }
            --unseen[static_cast<std::size_t>(cardKindOf(kind))];
        }
    }
    return unseen;
}

QVariantList CardHelperModel::markMissing(const LineDistance& line, const KindCounts& unseen, bool& dead) const
{
    // The missing tiles of a kind come naturals first (card_match.cpp), so the copies still
    // to come go to the singles and pairs before the sets, which a joker can fill instead.
    KindCounts taken{};
    const int jokersLeft = unseen[kJokerKind];
    QVariantList out;
    for (const MissingTile& m : line.missing) {
        const auto k = static_cast<std::size_t>(cardKindOf(m.tile));
        const bool naturalLeft = ++taken[k] <= unseen[k];
        const bool jokerLeft = m.jokerMayFill && jokersLeft > 0;
        const QString state = jokerLeft ? QStringLiteral("joker") : naturalLeft ? QStringLiteral("available")
                                                                                : QStringLiteral("dead");
        dead = dead || (!naturalLeft && !jokerLeft);
        out.append(QVariantMap{{"tile", fromStd(m.tile.notation())},
                               {"state", state},
                               {"jokerMayFill", m.jokerMayFill},
                               {"naturalLeft", naturalLeft},
                               {"anyFlower", static_cast<int>(k) == kFlowerKind}});
    }
    return out;
}

void CardHelperModel::rebuild()
{
    const int before = rowCount();
    beginResetModel();
    m_rows.clear();
    m_handError.clear();
    m_handTiles = 0;
    if (m_matcher) {
        QString why;
        const auto hand = readHand(m_rackKinds, why);
        std::optional<KindCounts> unseen;
        if (hand)
            unseen = countUnseen(*hand, why);
        m_handError = why;
        if (hand && unseen) {
            m_handTiles = hand->tiles;
            for (LineDistance& line : m_matcher->rank(*hand)) {
                Row row;
                row.known = true;
                row.missing = markMissing(line, *unseen, row.dead);
                row.line = std::move(line);
                m_rows.push_back(std::move(row));
            }
        } else {
            m_rackKinds.clear();
            for (int i = 0; i < m_matcher->lineCount(); ++i) {
                Row row;
                row.line.line = i;
                m_rows.push_back(std::move(row));
            }
        }
    }
    if (m_chosenLine >= static_cast<int>(m_rows.size()))
        m_chosenLine = -1;
    endResetModel();
    if (before != rowCount())
        emit countChanged();
    emit handChanged();
    emit chosenChanged();
}

void CardHelperModel::setChosenLine(int line)
{
    if (line < -1 || line >= rowCount())
        line = -1;
    if (line == m_chosenLine)
        return;
    const int oldRow = chosenRow();
    m_chosenLine = line;
    const int newRow = chosenRow();
    for (int row : {oldRow, newRow})
        if (row >= 0)
            emit dataChanged(index(row), index(row), {ChosenRole});
    emit chosenChanged();
}

int CardHelperModel::chosenRow() const
{
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].line.line == m_chosenLine)
            return static_cast<int>(i);
    return -1;
}

void CardHelperModel::chooseRow(int row)
{
    setChosenLine(row >= 0 && row < rowCount() ? m_rows[static_cast<std::size_t>(row)].line.line : -1);
}

QVariantList CardHelperModel::usedTiles() const
{
    QVariantList out;
    const int row = chosenRow();
    const bool known = row >= 0 && m_rows[static_cast<std::size_t>(row)].known;
    auto used = known ? m_rows[static_cast<std::size_t>(row)].line.used : decltype(LineDistance::used){};
    for (int k : m_rackKinds) {
        const bool uses = k >= 0 && used[static_cast<std::size_t>(k)] > 0;
        if (uses)
            --used[static_cast<std::size_t>(k)];
        out.append(uses);
    }
    return out;
}

QString CardHelperModel::chosenSummary() const
{
    const int row = chosenRow();
    if (row < 0 || !m_rows[static_cast<std::size_t>(row)].known)
        return {};
    const Row& r = m_rows[static_cast<std::size_t>(row)];
    if (r.line.distance == kUnreachable)
        return m_matcher->card().lines[static_cast<std::size_t>(r.line.line)].concealed
                   ? tr("A concealed line (C): a hand with exposures cannot make it.")
                   : tr("Your exposures do not fit this line.");
    if (r.line.distance == 0 && m_handTiles == 14)
        return tr("Mah Jongg: your 14 tiles are this line.");
    int uses = 0;
    for (std::uint8_t n : r.line.used)
        uses += n;
    QString text = tr("Uses %n of your rack's tiles", nullptr, uses);
    if (!m_exposed.isEmpty())
        text += tr(" and your exposures");
    text += tr("; %n more to get", nullptr, r.line.distance);
    if (r.dead)
        text += tr(", but a tile it needs as shown can no longer come (another choice of its suits or numbers may)");
    return text + QLatin1Char('.');
}

QString CardHelperModel::missingText(int row) const
{
    if (row < 0 || row >= rowCount())
        return {};
    QStringList words;
    for (const MissingTile& m : m_rows[static_cast<std::size_t>(row)].line.missing)
        words << fromStd(m.tile.notation()) + (m.jokerMayFill ? QStringLiteral("*") : QString());
    return words.join(QLatin1Char(' '));
}
