// The American card beside the rack (issue 17, "In the app"): every line of a card of hands
// for the hand on the rack, nearest first (card order among equals), as a list model QML
// shows. The engine's matcher (variants/american/card_match.h) decides every distance, every
// missing tile and whether a joker may fill it; this adds only what the table shows: which
// missing tiles are dead (every copy is on the rack or seen on the table: discards, other
// players' exposures), and, for the line the player chooses, which rack tiles it uses.
// QML computes nothing (convention 6).
//
// The hand is the rack's tiles, one notation each ("5p", "1j"), and each exposure as one
// word ("666s1j"); setHandNotation() takes a whole hand as the CLI writes it
// ("12f44p 2222m1j"). The card is the project's practice card unless cardFile names
// another; a card file with errors leaves the model empty and says where they are.
#pragma once

#include "variants/american/card_match.h"

#include <QAbstractListModel>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <memory>
#include <optional>
#include <vector>

class CardHelperModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    // A card file to read; empty: the practice card built into the app.
    Q_PROPERTY(QString cardFile READ cardFile WRITE setCardFile NOTIFY cardChanged)
    Q_PROPERTY(QString cardTitle READ cardTitle NOTIFY cardChanged)
    // Why the card could not be read ("mine.card:12:7: why", one a line); empty when it was.
    Q_PROPERTY(QString cardError READ cardError NOTIFY cardChanged)
    // The rack's tiles, one notation each, in the rack's order.
    Q_PROPERTY(QStringList concealedTiles READ concealedTiles WRITE setConcealedTiles NOTIFY handChanged)
    // The hand's exposures, one word each ("666s1j").
    Q_PROPERTY(QStringList exposedGroups READ exposedGroups WRITE setExposedGroups NOTIFY handChanged)
    // The tiles seen on the table: discards and other players' exposures (a word may hold several).
    Q_PROPERTY(QStringList seenTiles READ seenTiles WRITE setSeenTiles NOTIFY handChanged)
    // Why the hand or the seen tiles cannot be read; empty when they can. Without a hand
    // the lines are listed in card order with no distance.
    Q_PROPERTY(QString handError READ handError NOTIFY handChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    // The chosen line, as its index on the card (it stays chosen as the list re-sorts); -1 none.
    Q_PROPERTY(int chosenLine READ chosenLine WRITE setChosenLine NOTIFY chosenChanged)
    // Its row in the list now; -1 none.
    Q_PROPERTY(int chosenRow READ chosenRow NOTIFY chosenChanged)
    // For each rack tile (concealedTiles' order), whether the chosen line uses it.
    Q_PROPERTY(QVariantList usedTiles READ usedTiles NOTIFY chosenChanged)
    // The chosen line in words for the rack: "uses 9 of your tiles; 5 to go".
    Q_PROPERTY(QString chosenSummary READ chosenSummary NOTIFY chosenChanged)

public:
    enum Role {
        CardIndexRole = Qt::UserRole + 1, // the line's index on the card
        LineNumberRole,                   // its line in the card file
        HandTextRole,                     // as printed: "FF 2222a 4444b 6666c"
        GroupsRole,                       // [{text: "2222", suit: 0}] (suit -1: no suit letter)
        CategoryRole,                     // "Consecutive runs"
        ValueRole,                        // what it pays
        ExposureRole,                     // "X" (may be exposed) or "C" (concealed)
        NoteRole,                         // the card's small print, may be empty
        DistanceRole,                     // tiles missing; -1 unknown or unreachable
        UsableRole,                       // the hand's exposures fit it (a C line: none)
        MahJonggRole,                     // the 14 tiles are this line
        MissingRole,                      // [{tile: "5p", state: "available" | "joker" | "dead"}]
        DeadRole,                         // a tile of its nearest form can no longer come
        ChosenRole,
    };
    Q_ENUM(Role)

    explicit CardHelperModel(QObject* parent = nullptr);
    ~CardHelperModel() override;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    QString cardFile() const { return m_cardFile; }
    void setCardFile(const QString& file);
    QString cardTitle() const;
    QString cardError() const { return m_cardError; }
    QStringList concealedTiles() const { return m_concealed; }
    void setConcealedTiles(const QStringList& tiles);
    QStringList exposedGroups() const { return m_exposed; }
    void setExposedGroups(const QStringList& groups);
    QStringList seenTiles() const { return m_seen; }
    void setSeenTiles(const QStringList& tiles);
    QString handError() const { return m_handError; }
    int chosenLine() const { return m_chosenLine; }
    void setChosenLine(int line);
    int chosenRow() const;
    QVariantList usedTiles() const;
    QString chosenSummary() const;

    // A whole hand in the CLI's words: the concealed tiles, then each exposure as a word of
    // its own. False (and handError says why) when it is not a hand.
    Q_INVOKABLE bool setHandNotation(const QString& words);
    // Chooses the line in that row (-1: none).
    Q_INVOKABLE void chooseRow(int row);
    // The row's missing tiles in the CLI's words ("5p 6p* 1f", * a joker may fill).
    Q_INVOKABLE QString missingText(int row) const;

signals:
    void cardChanged();
    void handChanged();
    void countChanged();
    void chosenChanged();

private:
    struct Row {
        mj::american::LineDistance line;
        QVariantList missing;
        bool dead = false;
        bool known = false; // a distance was measured (there is a hand)
    };
    void loadCard();
    void rebuild();
    using KindCounts = std::array<int, mj::american::kCardKinds>;
    // The hand from the rack and the exposures (each rack tile's kind into rackKinds), or
    // nullopt with why (empty when there are no tiles at all).
    std::optional<mj::american::CardHand> readHand(std::vector<int>& rackKinds, QString& why) const;
    // The copies of each card kind not on the rack, in the exposures or seen; nullopt with
    // why when the seen tiles cannot be read or are more than the set holds.
    std::optional<KindCounts> countUnseen(const mj::american::CardHand& hand, QString& why) const;
    // Each missing tile with its state; `dead` set when one can no longer come.
    QVariantList markMissing(const mj::american::LineDistance& line, const KindCounts& unseen, bool& dead) const;

    QString m_cardFile;
    QString m_cardError;
    std::unique_ptr<mj::american::CardMatcher> m_matcher;
    QStringList m_concealed, m_exposed, m_seen;
    QString m_handError;
    std::vector<Row> m_rows;
    std::vector<int> m_rackKinds; // each rack tile's card kind, when the hand reads
    int m_handTiles = 0;
    int m_chosenLine = -1;
};
