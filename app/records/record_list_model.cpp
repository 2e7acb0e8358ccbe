#include "records/record_list_model.h"

#include "text/ruleset_title.h"

int RecordListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant RecordListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() < 0 || index.row() >= rowCount())
        return {};
    const RecordRow& row = m_rows[static_cast<std::size_t>(index.row())];
    const bool readable = row.summary && row.summary->readable();
    switch (role) {
    case PathRole: return row.path;
    case FileNameRole: return row.fileName;
    case DateRole: return row.modified.toString(QStringLiteral("yyyy-MM-dd HH:mm"));
    case SummarizedRole: return row.summary.has_value();
    case ReadableRole: return readable;
    case ProblemRole: return row.summary ? row.summary->problem : QString();
    case RulesetRole: return readable ? rulesetTitle(row.summary->ruleset) : QString();
    case SeedRole: return readable ? QString::number(row.summary->seed) : QString();
    case GameRole: return recordGameNumber(row.fileName);
    case WinnerRole: return row.summary ? row.summary->winner : -2;
    case ResultRole:
        return !row.summary ? QString() : readable ? recordResultText(row.summary->winner) : QStringLiteral("Unreadable");
    case TurnsRole: return row.summary ? row.summary->turns : 0;
    case EventsRole: return row.summary ? row.summary->events : 0;
    default: return {};
    }
}

QHash<int, QByteArray> RecordListModel::roleNames() const
{
    return {
        {PathRole, "path"},         {FileNameRole, "fileName"}, {DateRole, "date"},
        {SummarizedRole, "summarized"}, {ReadableRole, "readable"}, {ProblemRole, "problem"},
        {RulesetRole, "ruleset"},   {SeedRole, "seed"},         {GameRole, "game"},
        {WinnerRole, "winner"},     {ResultRole, "result"},     {TurnsRole, "turns"},
        {EventsRole, "events"},
    };
}

void RecordListModel::setRows(std::vector<RecordRow> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    m_rowOf.clear();
    m_rowOf.reserve(static_cast<qsizetype>(m_rows.size()));
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        m_rowOf.insert(m_rows[i].path, static_cast<int>(i));
    endResetModel();
}

void RecordListModel::setSummary(int row, const RecordSummary& summary)
{
    if (row < 0 || row >= rowCount())
        return;
    m_rows[static_cast<std::size_t>(row)].summary = summary;
    const QModelIndex changed = index(row);
    emit dataChanged(changed, changed);
}

QVariantMap RecordListModel::rowMap(int row) const
{
    QVariantMap map;
    const QModelIndex at = index(row);
    const auto names = roleNames();
    for (auto it = names.cbegin(); it != names.cend(); ++it)
        map.insert(QString::fromLatin1(it.value()), data(at, it.key()));
    return map;
}
