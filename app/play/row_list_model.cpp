#include "play/row_list_model.h"

RowListModel::RowListModel(QByteArrayList roles, QObject* parent) : QAbstractListModel(parent), m_roles(std::move(roles))
{
}

int RowListModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : count(); }

QVariant RowListModel::data(const QModelIndex& index, int role) const
{
    const int column = role - (Qt::UserRole + 1);
    if (!index.isValid() || index.parent().isValid() || index.row() >= count() || column < 0 || column >= m_roles.size())
        return {};
    return m_rows[index.row()].value(QString::fromLatin1(m_roles[column]));
}

QHash<int, QByteArray> RowListModel::roleNames() const
{
    QHash<int, QByteArray> names;
    for (int i = 0; i < m_roles.size(); ++i)
        names.insert(Qt::UserRole + 1 + i, m_roles[i]);
    return names;
}

QVariantMap RowListModel::get(int row) const { return row >= 0 && row < count() ? m_rows[row] : QVariantMap{}; }

QVariantList RowListModel::toList() const
{
    QVariantList out;
    for (const QVariantMap& row : m_rows)
        out.append(row);
    return out;
}

void RowListModel::setRows(QList<QVariantMap> rows)
{
    const int before = count();
    const int after = static_cast<int>(rows.size());
    // Rows both lists have: changed ones in place, so their delegates update and stay.
    for (int i = 0; i < std::min(before, after); ++i)
        if (m_rows[i] != rows[i]) {
            m_rows[i] = rows[i];
            emit dataChanged(index(i), index(i));
        }
    if (after > before) {
        beginInsertRows({}, before, after - 1);
        m_rows.append(rows.mid(before));
        endInsertRows();
    } else if (after < before) {
        beginRemoveRows({}, after, before - 1);
        m_rows.resize(after);
        endRemoveRows();
    }
    if (after != before)
        emit countChanged();
}
