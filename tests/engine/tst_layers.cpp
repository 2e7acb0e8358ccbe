// The engine's layers read straight down (issue 13, item 5; docs/architecture.md): every
// folder of engine/ (and each folder of a variant under engine/variants/<name>/) has a
// place in the order below, and a file may include only files of
// its own folder or of folders below it, so no two folders include each other. A new
// folder must be given its place here, which is where its design is decided. The engine
// has no Qt (ARCHITECTURE.md): no engine file includes a Qt header.
#include <QtTest>

#include <QDir>
#include <QDirIterator>
#include <QRegularExpression>
#include <QSet>

namespace {

// Bottom to top. A folder sees those before it. The Filipino family's folders interleave
// with the shared ones: its rulesets sit below the record (a record's header carries its
// ruleset). The session drives any variant through the interface, so it sits below every
// variant; the family's simulation and the arena drive the family through it.
const QStringList kLayers = {
    QStringLiteral("core"),                      // tile kinds and sets, notation, seats, the RNG
    QStringLiteral("text"),                      // text for people as data: the message catalogue, English
    QStringLiteral("table"),                     // places, the table's tiles, events, the wall
    QStringLiteral("hand"),                      // hand analysis: shanten, decompositions, waits (no rules)
    QStringLiteral("variants/filipino/rules"),   // the family's rulesets and their files
    QStringLiteral("record"),                    // the game log and the record format
    QStringLiteral("views"),                     // what one seat may see of one event
    QStringLiteral("variants"),                  // the variant interface every variant implements
    QStringLiteral("session"),                   // drives any variant's game or match: turns, agents, people
    QStringLiteral("net"),                       // the network referee and its messages, through the session
    QStringLiteral("variants/filipino/ritual"),  // the setup ritual and its narration
    QStringLiteral("variants/filipino/scoring"), // winning hands and payouts
    QStringLiteral("variants/filipino/game"),    // one game and a match: legality, claims, seat views
    QStringLiteral("variants/filipino/views"),   // the seat's view folded from its event views
    QStringLiteral("variants/filipino/bots"),    // the AI players, deciding from a seat's view
    QStringLiteral("variants/filipino/advice"),  // hints for a learner: asks the strong bot
    QStringLiteral("variants/filipino"),         // the family as a variant (variant.h)
    QStringLiteral("variants/filipino/simulation"), // headless matches of the family through the session
    QStringLiteral("arena"),                     // bots against bots, duplicate schedules
    QStringLiteral("variants/solitaire"),        // the patience for one (seed 001): its model and solver
    QStringLiteral("variants/american"),         // American mahjong (seed 002): the card, its matcher, the game
    QStringLiteral("variants/american/ai"),      // its AI levels, deciding from what a seat was sent
    QStringLiteral("variants/american/variant"), // the game and its AI levels as a variant (variant.h)
    QStringLiteral("variants/registry"),         // every built-in variant by name
    QStringLiteral("saves"),                     // a variant's match saved and resumed: finds the variant by name
};

// Includes upwards that exist today and are being removed (issue 13). Each entry is
// "including file -> included folder". The test fails when one of them is gone, so the list
// only shrinks; it never grows. (The simulation, which drove bots from inside game/, moved
// up to session/, and the hints to advice/.)
const QStringList kKnownUpward = {};

QString engineDir() { return QDir::cleanPath(QStringLiteral(MJ_TEST_DATA_DIR "/../../engine")); }

struct Include {
    QString file;   // engine-relative path of the including file
    int line = 0;
    QString target; // as written between the quotes, e.g. "variants/filipino/game/seat_view.h"
};

QList<Include> includesOf(const QString& path, const QString& relative)
{
    QList<Include> out;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return out;
    // A plain string, not a raw one: Qt 6.4's moc misreads a raw string holding "#include"
    // and quotes, finds no test class, and the test does not link.
    static const QRegularExpression quoted(QStringLiteral("^\\s*#\\s*include\\s*[<\"]([^>\"]+)[>\"]"));
    int line = 0;
    while (!f.atEnd()) {
        ++line;
        const auto m = quoted.match(QString::fromUtf8(f.readLine()));
        if (m.hasMatch())
            out.append({relative, line, m.captured(1)});
    }
    return out;
}

QList<Include> engineIncludes()
{
    QList<Include> all;
    const QDir root(engineDir());
    QDirIterator it(root.path(), {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        all += includesOf(path, root.relativeFilePath(path));
    }
    return all;
}

// The layer of a file: its top folder, or under variants/ the variant's folder and its
// sub-folder ("variants/filipino/game"), the variant's own files ("variants/filipino") or
// the interface's ("variants").
QString folderOf(const QString& relative)
{
    const QStringList parts = relative.split(QLatin1Char('/'));
    if (parts.size() > 1 && parts[0] == QLatin1String("variants"))
        return parts.mid(0, std::min<qsizetype>(3, parts.size() - 1)).join(QLatin1Char('/'));
    return parts[0];
}

// Every folder that must have a layer: engine's top folders, and under variants/ each
// variant's folder and its sub-folders.
QStringList engineFolders()
{
    QStringList out;
    const QDir root(engineDir());
    for (const QString& top : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        out << top;
        if (top != QLatin1String("variants"))
            continue;
        const QDir variants(root.filePath(top));
        for (const QString& v : variants.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            out << top + QLatin1Char('/') + v;
            for (const QString& sub : QDir(variants.filePath(v)).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
                if (sub != QLatin1String("rulesets")) // data, no code
                    out << top + QLatin1Char('/') + v + QLatin1Char('/') + sub;
        }
    }
    return out;
}

} // namespace

class TestLayers : public QObject {
    Q_OBJECT

private slots:
    void everyFolderHasAPlace()
    {
        const QStringList folders = engineFolders();
        QVERIFY2(folders.contains(QStringLiteral("core")), qPrintable(engineDir()));
        QVERIFY(folders.contains(QStringLiteral("variants/filipino/game")));
        for (const QString& folder : folders)
            QVERIFY2(kLayers.contains(folder),
                     qPrintable(QStringLiteral("engine/%1 has no place in the layer order (tst_layers.cpp)").arg(folder)));
    }

    void includesReadDown()
    {
        const QList<Include> includes = engineIncludes();
        QVERIFY(includes.size() > 100);
        QStringList wrong;
        QSet<QString> knownSeen;
        for (const Include& inc : includes) {
            const int from = kLayers.indexOf(folderOf(inc.file));
            if (from < 0 || !inc.target.contains(QLatin1Char('/')))
                continue; // a folder without a place fails above; <vector> and the like
            const int to = kLayers.indexOf(folderOf(inc.target));
            const QString known = inc.file + QStringLiteral(" -> ") + folderOf(inc.target);
            if (to > from && kKnownUpward.contains(known))
                knownSeen.insert(known);
            else if (to > from)
                wrong << QStringLiteral("engine/%1:%2 includes %3 (%4 is above %5)")
                             .arg(inc.file)
                             .arg(inc.line)
                             .arg(inc.target, folderOf(inc.target), folderOf(inc.file));
        }
        for (const QString& known : kKnownUpward)
            if (!knownSeen.contains(known))
                wrong << QStringLiteral("%1 no longer holds: remove it from kKnownUpward").arg(known);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    }

    void noQtInTheEngine()
    {
        QStringList wrong;
        static const QRegularExpression qt(QStringLiteral("^Q[A-Za-z]|^qt[a-z]*/|^Qt[A-Za-z]*/"));
        for (const Include& inc : engineIncludes())
            if (qt.match(inc.target).hasMatch())
                wrong << QStringLiteral("engine/%1:%2 includes %3").arg(inc.file).arg(inc.line).arg(inc.target);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    }

    // The check itself: an include upwards is found (so the test above can fail).
    void findsAnUpwardInclude()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile f(dir.filePath(QStringLiteral("x.h")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("#pragma once\n#include \"variants/filipino/bots/bot.h\"\n  #  include <vector>\n");
        f.close();
        const QList<Include> found = includesOf(f.fileName(), QStringLiteral("hand/x.h"));
        QCOMPARE(found.size(), 2);
        QCOMPARE(found[0].line, 2);
        QCOMPARE(found[0].target, QStringLiteral("variants/filipino/bots/bot.h"));
        QVERIFY(kLayers.indexOf(folderOf(found[0].target)) > kLayers.indexOf(folderOf(found[0].file)));
    }
};

QTEST_GUILESS_MAIN(TestLayers)
#include "tst_layers.moc"
