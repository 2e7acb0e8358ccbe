// The American match saved and resumed (app/american/american_session_save.cpp; docs/saves.md):
// a match played a game and some moves is saved after every move; a new AmericanSession
// resumes it with the same table, rack, match balances and legal moves, and play goes on
// exactly as in the original (the AI players caught up). Save and quit keeps the save and
// offers it; End the match deletes it; a new match keeps an older save aside as .old; a save
// that cannot be read is refused naming the file and the place, and kept aside as .bad,
// never overwritten.
#include "american/american_session.h"
#include "american_moves.h"

#include "startup/data_dir.h"

#include "session/session.h"
#include "variants/american/american_game.h"
#include "variants/american/american_match.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

// One move for the person (american_moves.h). Returns false when the person has nothing to do.
bool playOne(AmericanSession& s)
{
    switch (playPersonMove(s)) {
    case PersonMove::ClaimWithoutCountdown: return s.act(mj::Action{mj::Seat::of(0), mj::ActionType::Pass});
    case PersonMove::None:
    case PersonMove::Refused: return false;
    default: return true;
    }
}

int play(AmericanSession& s, int moves)
{
    int made = 0;
    while (made < moves && !s.overShown() && playOne(s))
        ++made;
    return made;
}

const mj::american::AmericanMatch& matchOf(const AmericanSession& s)
{
    return *dynamic_cast<const mj::american::AmericanMatch*>(s.session()->match());
}

QByteArray fileText(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

} // namespace

class TestAmericanSave : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("MAHJONGERO_DATA_DIR", m_dir.path().toLocal8Bit());
    }

    void cleanup()
    {
        // Each test starts with an empty data folder.
        for (const QString& name : QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System))
            QFile::remove(m_dir.filePath(name));
    }

    void savedResumedAndPlayedOn()
    {
        AmericanSession a;
        a.setPaceMs(0);
        a.setSeed(23);
        a.setAutosave(true);
        QVERIFY(a.start("easy"));
        const QString path = mjui::americanSavePath();
        QVERIFY2(QFile::exists(path), "saved as soon as the game is dealt");
        // A whole game, then the next and some moves into it.
        for (int guard = 0; guard < 4000 && !a.overShown(); ++guard)
            if (!playOne(a))
                break;
        QVERIFY(a.overShown());
        QVERIFY(a.nextGame());
        QCOMPARE(play(a, 8), 8);
        QVERIFY(!a.session()->game().over());
        QCOMPARE(a.finishedGames().size(), std::size_t{1});
        QVERIFY(fileText(path).contains("\"players\": [\"human\",\"easy\",\"easy\",\"easy\"]"));

        AmericanSession b;
        b.setPaceMs(0);
        b.setAutosave(true);
        QVERIFY2(b.checkSave(), qPrintable(b.saveError()));
        QVERIFY2(b.savedMatch().startsWith("Game 2 of the match (seed 23), you against easy AI players;"),
                 qPrintable(b.savedMatch()));
        const QByteArray before = fileText(path);
        QVERIFY(b.resumeSaved());
        QVERIFY(b.active());
        QCOMPARE(fileText(path), before); // resuming writes nothing until the game moves on
        QCOMPARE(b.level(), QString("easy"));
        QCOMPARE(b.matchSeed(), a.matchSeed());
        QCOMPARE(b.gamesPlayed(), 1);
        QVERIFY(b.session()->caughtUp().ok());
        QCOMPARE(b.session()->caughtUp().value(), 0);
        // The same table, rack, balances, moves.
        QCOMPARE(QString::fromStdString(b.tiles()->table().dump()), QString::fromStdString(a.tiles()->table().dump()));
        QCOMPARE(b.rack(), a.rack());
        QVERIFY(matchOf(b).ledger() == matchOf(a).ledger());
        QCOMPARE(b.east(), a.east());
        QCOMPARE(b.phase(), a.phase());
        QCOMPARE(b.legal().size(), a.legal().size());
        QCOMPARE(b.actions(), a.actions());

        // Play goes on in both alike: the AI players answer as they would have.
        a.setAutosave(false);
        const int made = play(a, 40);
        QCOMPARE(play(b, 40), made);
        QVERIFY(made > 0);
        QCOMPARE(QString::fromStdString(b.tiles()->table().dump()), QString::fromStdString(a.tiles()->table().dump()));
        QCOMPARE(b.session()->game().record().events.size(), a.session()->game().record().events.size());
        // And b's save follows its moves.
        QVERIFY(fileText(path).count("\"event\":\"action\"") > 0);
        AmericanSession c;
        QVERIFY(c.checkSave());
        QVERIFY(c.resumeSaved());
        QCOMPARE(QString::fromStdString(c.tiles()->table().dump()), QString::fromStdString(b.tiles()->table().dump()));
    }

    // Friends at this computer: the save keeps who is a person; the match resumes in hot-seat,
    // behind the hand-over to the person whose move it is, and their rack is theirs.
    void friendsMatchResumesBehindAHandOver()
    {
        AmericanSession a;
        a.setPaceMs(0);
        a.setSeed(41);
        a.setAutosave(true);
        QVERIFY(a.startWithFriends({QStringLiteral("Ana"), QStringLiteral("Ben")}, QStringLiteral("easy")));
        QVERIFY(a.hotSeat());
        QVERIFY(a.handOverSeat() >= 0);
        QVERIFY(fileText(mjui::americanSavePath()).contains("\"players\": [\"human\",\"human\",\"easy\",\"easy\"]"));

        AmericanSession b;
        b.setPaceMs(0);
        QVERIFY2(b.checkSave(), qPrintable(b.saveError()));
        QVERIFY2(b.savedMatch().contains("2 players at this computer"), qPrintable(b.savedMatch()));
        QVERIFY(b.resumeSaved());
        QVERIFY(b.hotSeat());
        QCOMPARE(b.seatNames(), (QStringList{"Player 1", "Player 2", "AI 1", "AI 2"}));
        QCOMPARE(b.handOverSeat(), a.handOverSeat());
        QVERIFY(!b.handShown());
        QVERIFY(b.rack().isEmpty());
        a.ready();
        b.ready();
        QVERIFY(b.handShown());
        QVERIFY(!b.rack().isEmpty());
        QCOMPARE(b.rack(), a.rack());
        QCOMPARE(b.actions(), a.actions());
    }

    // A game saved once it had ended comes back ended: its payments and the match's balances
    // shown, posted once, and Next game deals the next.
    void endedGameResumed()
    {
        const QString path = mjui::americanSavePath();
        AmericanSession a;
        a.setPaceMs(0);
        a.setSeed(9);
        a.setAutosave(true);
        QVERIFY(a.start("random"));
        for (int guard = 0; guard < 4000 && !a.overShown(); ++guard)
            if (!playOne(a))
                break;
        QVERIFY(a.overShown());
        const QVariantList balances = a.balances();
        QCOMPARE(balances.size(), 4);
        a.saveAndLeave();
        const QByteArray saved = fileText(path);
        QVERIFY2(a.savedMatch().contains("the game has ended"), qPrintable(a.savedMatch()));

        AmericanSession b;
        b.setPaceMs(0);
        b.setAutosave(true);
        QVERIFY(b.resumeSaved());
        QVERIFY(b.overShown());
        QCOMPARE(b.gamesPlayed(), 1);
        QCOMPARE(b.balances(), balances);
        QCOMPARE(fileText(path), saved);
        const int east = b.east();
        QVERIFY(b.nextGame());
        QCOMPARE(b.east(), (east + 1) % 4);
        QCOMPARE(b.finishedGames().size(), std::size_t{1});
        QVERIFY(fileText(path).contains("\"finished\": [\n["));
    }

    void saveAndQuitThenEndTheMatch()
    {
        const QString path = mjui::americanSavePath();
        AmericanSession s;
        s.setPaceMs(0);
        s.setSeed(5);
        s.setAutosave(true);
        QVERIFY(s.start("random"));
        QCOMPARE(play(s, 3), 3);
        QSignalSpy saved(&s, &AmericanSession::matchSaved);
        s.saveAndLeave();
        QCOMPARE(saved.count(), 1);
        QVERIFY(!s.active());
        QVERIFY(QFile::exists(path));
        QVERIFY2(s.savedMatch().startsWith("Game 1 of the match (seed 5)"), qPrintable(s.savedMatch()));

        QVERIFY(s.resumeSaved());
        QVERIFY(s.active());
        QVERIFY(s.savedMatch().isEmpty());
        s.endMatch();
        QVERIFY(!s.active());
        QVERIFY2(!QFile::exists(path), "the match ended by the player leaves nothing to continue");
        QVERIFY(!s.checkSave());
        QVERIFY(s.saveError().isEmpty());
    }

    void newMatchKeepsTheOlderAside()
    {
        const QString path = mjui::americanSavePath();
        AmericanSession s;
        s.setPaceMs(0);
        s.setSeed(6);
        s.setAutosave(true);
        QVERIFY(s.start("random"));
        play(s, 2);
        s.saveAndLeave();
        const QByteArray older = fileText(path);
        QVERIFY(!older.isEmpty());
        // A new match instead of Continue: the older one is kept, not overwritten.
        s.setSeed(7);
        QVERIFY(s.start("random"));
        QCOMPARE(fileText(path + ".old"), older);
        QVERIFY(fileText(path).contains("\"seed\": 7,"));
        QVERIFY(s.savedMatch().isEmpty());
    }

    void badSaveRefusedAndKeptAside()
    {
        const QString path = mjui::americanSavePath();
        // A save cut short (a full disk, an editor): refused naming the file and where.
        AmericanSession s;
        s.setPaceMs(0);
        s.setSeed(8);
        s.setAutosave(true);
        QVERIFY(s.start("random"));
        play(s, 4);
        s.stop();
        const QByteArray whole = fileText(path);
        const QByteArray cut = whole.left(whole.size() / 2);
        writeFile(path, cut);
        QVERIFY(!s.checkSave());
        QVERIFY(s.savedMatch().isEmpty());
        QVERIFY2(s.saveError().startsWith("The saved American match cannot be resumed: " + path + ": line "),
                 qPrintable(s.saveError()));
        QVERIFY2(s.saveError().contains("the file ends too soon"), qPrintable(s.saveError()));
        QVERIFY2(s.saveError().contains("kept aside as " + path + ".bad"), qPrintable(s.saveError()));
        QVERIFY(!QFile::exists(path));
        QCOMPARE(fileText(path + ".bad"), cut);

        // A record line edited: refused naming the line; kept as .bad.2, the first untouched.
        QByteArray edited = whole;
        const qsizetype at = edited.indexOf("{\"event\":\"wash\",\"order\":[");
        QVERIFY(at > 0);
        const qsizetype digit = at + qsizetype(strlen("{\"event\":\"wash\",\"order\":["));
        edited.insert(digit, "1"); // the first tile's number changed
        writeFile(path, edited);
        QVERIFY(!s.checkSave());
        QVERIFY2(s.saveError().contains(path + ": field \"current\": line 2: "), qPrintable(s.saveError()));
        QVERIFY2(s.saveError().contains("kept aside as " + path + ".bad.2"), qPrintable(s.saveError()));
        QCOMPARE(fileText(path + ".bad"), cut);
        QCOMPARE(fileText(path + ".bad.2"), edited);

        // A new match then saves afresh, the kept files untouched.
        QVERIFY(s.start("random"));
        QVERIFY(QFile::exists(path));
        QCOMPARE(fileText(path + ".bad"), cut);

        // Without autosave (tests, a look only) the folder is only read.
        AmericanSession look;
        writeFile(path, "{}");
        QVERIFY(!look.checkSave());
        QVERIFY2(look.saveError().contains("field \"save\": missing") || look.saveError().contains("missing"),
                 qPrintable(look.saveError()));
        QVERIFY(look.saveError().contains("The file was left where it is."));
        QCOMPARE(fileText(path), QByteArray("{}"));
    }
};

QTEST_MAIN(TestAmericanSave)
#include "tst_american_save.moc"
