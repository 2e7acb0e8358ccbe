// The app renders the engine's messages through Qt's translations (app/text/message_text.h,
// issue 13 item 8): with no translation it says exactly what the CLI says; with one
// installed, the narration, the refusals and the hints change language with no engine
// change. The translator here is a small QTranslator that knows a few Filipino lines.
#include "text/message_text.h"
#include "text/translations.h"

#include "variants/filipino/game/game.h"
#include "record/game_log.h"
#include "variants/filipino/ritual/narrator.h"
#include "variants/filipino/ritual/reason_messages.h"
#include "variants/filipino/ritual/ritual.h"
#include "text/english.h"

#include <QCoreApplication>
#include <QTranslator>
#include <QtTest>

namespace {

class FilipinoLines : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char* context, const char* source, const char*, int) const override
    {
        if (QByteArray(context) != "Mahjongero")
            return {};
        const QByteArray s(source);
        if (s == "Seat %1")
            return QStringLiteral("Upuan %1");
        if (s == "%1 discards %2.")
            return QStringLiteral("Nagtapon ang %1 ng %2.");
        if (s == "%1. Wash")
            return QStringLiteral("%1. Paghuhugas");
        if (s == "it is %1's turn to draw, not %2's")
            return QStringLiteral("turno ng %1 ang bumunot, hindi ng %2");
        if (s == "seat %1")
            return QStringLiteral("upuan %1");
        if (s == "%1 for %2")
            return QStringLiteral("%1 para sa %2");
        if (s == "no flowers")
            return QStringLiteral("walang bulaklak");
        if (s == "the wall is used up")
            return QStringLiteral("ubos na ang pader");
        return {};
    }
};

} // namespace

class TestMessageText : public QObject {
    Q_OBJECT

private slots:
    // Untranslated, every line of a ritual and of a played game reads as the CLI's English.
    void withoutTranslationItIsTheEnglish()
    {
        const mj::GameRecord record = mj::performRitual(11, mj::Ruleset::visayan());
        mj::Narrator narrator(record.header.rules);
        mj::GameLog log(record.header);
        int lines = 0;
        for (const mj::Event& event : record.events) {
            for (const mj::Message& m : narrator.tellMessages(event, log.table())) {
                QCOMPARE(messageText(m), QString::fromStdString(mj::english(m)));
                ++lines;
            }
            log.appendOrThrow(event);
        }
        QVERIFY(lines > 20);
        QCOMPARE(messageText({mj::MessageId::Discards, {mj::seatName(2), "5p"}}), QStringLiteral("Seat 2 discards 5p."));
    }

    void aTranslationChangesTheWords()
    {
        FilipinoLines filipino;
        QVERIFY(QCoreApplication::installTranslator(&filipino));
        // Nested messages are translated too, and arguments are filled once.
        QCOMPARE(messageText({mj::MessageId::Discards, {mj::seatName(2), "5p"}}),
                 QStringLiteral("Nagtapon ang Upuan 2 ng 5p."));
        QCOMPARE(messageText({mj::MessageId::StepWash, {1}}), QStringLiteral("1. Paghuhugas"));
        // A refusal from the rules, in the player's language.
        mj::GameSetup setup;
        setup.seed = 3;
        setup.rules = mj::Ruleset::filipino();
        mj::Game game(setup);
        const mj::Seat other = game.seatToAct().next(1, mj::Ruleset::kSeats);
        const mj::Message refusal = game.refusalMessage({other, mj::ActionType::Draw});
        if (refusal.id == mj::MessageId::RefusedNotTurnToDraw)
            QCOMPARE(messageText(refusal), QStringLiteral("turno ng upuan %1 ang bumunot, hindi ng upuan %2")
                                               .arg(game.seatToAct().index())
                                               .arg(other.index()));
        QVERIFY(messageText(refusal) != QString::fromStdString(mj::english(refusal)));
        // A payment's and a game end's reason, as a record holds them (in English), shown in
        // the player's language; text no message makes stays as it is.
        QCOMPARE(messageText(mj::reasonMessage("no flowers for seat 2")), QStringLiteral("walang bulaklak para sa upuan 2"));
        QCOMPARE(messageText({mj::MessageId::EndsWithoutWinner, {mj::reasonMessage("the wall is used up")}}),
                 QString::fromStdString(mj::english({mj::MessageId::EndsWithoutWinner, {"ubos na ang pader"}})));
        QCOMPARE(messageText(mj::reasonMessage("kang for seat 7")), QStringLiteral("kang for seat 7"));
        // A line the translation lacks stays English.
        QCOMPARE(messageText({mj::MessageId::DicePlaced}),
                 QStringLiteral("The dice are placed on the flower wall's head to mark it."));
        QVERIFY(QCoreApplication::removeTranslator(&filipino));
        QCOMPARE(messageText({mj::MessageId::StepWash, {1}}), QStringLiteral("1. Wash"));
    }

    // The way a translator's work reaches players: a .qm made by lrelease from a .ts of the
    // catalogue, found in a translations folder for the user's language.
    void aTranslationFileIsFound()
    {
        const QString folder = QStringLiteral(MJ_TEST_DATA_DIR "/translations");
        auto& app = *QCoreApplication::instance();
        // A damaged file is passed over, not fatal: German stays English.
        QCOMPARE(mjui::installTranslation(app, {folder}, QLocale(QLocale::German)), QString());
        QCOMPARE(messageText({mj::MessageId::StepWash, {1}}), QStringLiteral("1. Wash"));
        QCOMPARE(mjui::installTranslation(app, {QStringLiteral("/nonexistent"), folder}, QLocale(QLocale::Filipino)),
                 folder + QStringLiteral("/mahjongero_fil.qm"));
        QCOMPARE(messageText({mj::MessageId::StepWash, {4}}), QStringLiteral("4. Paghuhugas"));
        QCOMPARE(messageText({mj::MessageId::Discards, {mj::seatName(1), "7s"}}),
                 QStringLiteral("Nagtapon ang Upuan 1 ng 7s."));
    }
};

QTEST_GUILESS_MAIN(TestMessageText)
#include "tst_message_text.moc"
