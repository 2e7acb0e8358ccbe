// The base of the small lists GameSession shows QML (the actions you may take, the match
// ledger, your hand): a QAbstractListModel whose rows are maps from role names to values,
// the roles fixed by each subclass. Replacing the rows reports only what changed (rows
// added or removed at the end, rows whose values differ), so a view's delegates stay put
// while their values update. `count`, get() and toList() let QML and tests read it whole.
#pragma once

#include <QAbstractListModel>
#include <QByteArrayList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class RowListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ANONYMOUS
    Q_PROPERTY(int count READ count NOTIFY countChanged)
public:
    // The roles, in order, by the names delegates give their required properties.
    explicit RowListModel(QByteArrayList roles, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int count() const { return static_cast<int>(m_rows.size()); }
    // Row `row` as {role name: value}; empty outside 0..count-1.
    Q_INVOKABLE QVariantMap get(int row) const;
    // Every row, as get() gives it.
    Q_INVOKABLE QVariantList toList() const;

    // Replaces the rows (each keyed by role names; a missing role reads as undefined).
    void setRows(QList<QVariantMap> rows);

signals:
    void countChanged();

private:
    QByteArrayList m_roles;
    QList<QVariantMap> m_rows;
};
