// RitualPlayer (app/ritual/ritual_player.h): plays the setup ritual on a TableModel in time, with
// pause, step, step back, replay, speed and skip; the delay after each event follows its
// kind and the pace. Also the TableModel properties the animations read (roll seat, the
// break's counting path, the step's heading). Runs fast: high speed, fast pace.
#include "record/game_log.h"
#include "ritual/break_point.h"
#include "ritual/ritual_player.h"
#include "table/table_model.h"

#include <QSignalSpy>
#include <QTest>
#include <QVector3D>

namespace {

// The step at which the record's first event of this kind is shown (1-based), or -1.
template <class E>
int firstStepOf(const TableModel& model, int from = 1)
{
    const auto& events = model.record().events;
    for (int s = from; s <= static_cast<int>(events.size()); ++s)
        if (std::holds_alternative<E>(events[static_cast<std::size_t>(s - 1)]))
            return s;
    return -1;
}

} // namespace

class TestRitualPlayer : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        m_model = std::make_unique<TableModel>();
        QVERIFY(m_model->setSeed(QStringLiteral("6")));
        m_player = std::make_unique<RitualPlayer>();
        m_player->setModel(m_model.get());
    }
    void cleanup()
    {
        m_player.reset();
        m_model.reset();
    }

    void defaults()
    {
        QCOMPARE(m_player->teaching(), true);
        QCOMPARE(m_player->speed(), 1.0);
        QCOMPARE(m_player->playing(), false);
        QCOMPARE(m_player->instant(), false);
        QCOMPARE(m_player->currentDelayMs(), 0); // nothing shown yet
        QCOMPARE(m_player->durationScale(), 1.0);
    }

    void playAdvancesStepsInOrder()
    {
        m_player->setTeaching(false);
        m_player->setSpeed(4);
        QList<int> seen;
        connect(m_model.get(), &TableModel::stateChanged, this, [&] { seen << m_model->step(); });
        m_player->play();
        QVERIFY(m_player->playing());
        QTRY_VERIFY_WITH_TIMEOUT(m_model->step() >= 6, 5000);
        m_player->pause();
        for (int i = 0; i < seen.size(); ++i)
            QCOMPARE(seen[i], i + 1); // one event at a time, forward
    }

    void playReachesTheEndAndStops()
    {
        m_player->setTeaching(false);
        m_player->setSpeed(4);
        QSignalSpy finished(m_player.get(), &RitualPlayer::finished);
        QSignalSpy playing(m_player.get(), &RitualPlayer::playingChanged);
        m_player->play();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 10000);
        QCOMPARE(m_model->step(), m_model->stepCount());
        QCOMPARE(m_player->playing(), false);
        QCOMPARE(playing.count(), 2);
        m_player->play(); // at the end: nothing to play
        QCOMPARE(m_player->playing(), false);
    }

    void pauseStops()
    {
        m_player->setTeaching(false);
        m_player->setSpeed(4);
        m_player->play();
        QTRY_VERIFY_WITH_TIMEOUT(m_model->step() >= 2, 5000);
        m_player->pause();
        QVERIFY(!m_player->playing());
        const int step = m_model->step();
        QTest::qWait(400);
        QCOMPARE(m_model->step(), step);
        m_player->togglePlaying();
        QVERIFY(m_player->playing());
        QTRY_VERIFY_WITH_TIMEOUT(m_model->step() > step, 5000);
        m_player->togglePlaying();
        QVERIFY(!m_player->playing());
    }

    void stepAndStepBackPause()
    {
        m_player->stepForward();
        m_player->stepForward();
        QCOMPARE(m_model->step(), 2);
        m_player->setTeaching(false);
        m_player->setSpeed(4);
        m_player->play();
        QTRY_VERIFY_WITH_TIMEOUT(m_model->step() >= 3, 5000);
        m_player->stepBack();
        QVERIFY(!m_player->playing());
        const int step = m_model->step();
        QTest::qWait(300);
        QCOMPARE(m_model->step(), step);
        m_player->stepForward();
        QCOMPARE(m_model->step(), step + 1);
        m_player->stepBack();
        m_player->stepBack();
        QCOMPARE(m_model->step(), step - 1);
    }

    void replayRewindsAtOnceThenShowsTheStepAgain()
    {
        QVERIFY(m_model->goToStep(5));
        QSignalSpy instant(m_player.get(), &RitualPlayer::instantChanged);
        QList<int> seen;
        connect(m_model.get(), &TableModel::stateChanged, this, [&] { seen << m_model->step(); });
        m_player->replayStep();
        QCOMPARE(m_model->step(), 4);
        QVERIFY(m_player->instant()); // the rewind: views jump
        QTRY_COMPARE(m_model->step(), 5);
        QVERIFY(!m_player->instant()); // the replay: views animate
        QCOMPARE(instant.count(), 2);
        QCOMPARE(seen, (QList<int>{4, 5}));
        QVERIFY(!m_player->playing());

        // At the start there is nothing to replay.
        m_model->reset();
        m_player->replayStep();
        QCOMPARE(m_model->step(), 0);
        QVERIFY(!m_player->instant());
    }

    void skipToEndJumps()
    {
        m_player->play();
        QSignalSpy instant(m_player.get(), &RitualPlayer::instantChanged);
        m_player->skipToEnd();
        QCOMPARE(m_model->step(), m_model->stepCount());
        QVERIFY(!m_player->playing());
        QVERIFY(!m_player->instant());
        QCOMPARE(instant.count(), 2); // on for the jump, off again
    }

    void speedScalesTheDelay()
    {
        QVERIFY(m_model->goToStep(1)); // the wash
        m_player->setTeaching(false);
        const int fast = m_player->currentDelayMs();
        QCOMPARE(fast, qRound(3000 * RitualPlayer::kFastFactor));
        QSignalSpy pace(m_player.get(), &RitualPlayer::paceChanged);
        m_player->setSpeed(2);
        QCOMPARE(pace.count(), 1);
        QCOMPARE(m_player->currentDelayMs(), qRound(fast / 2.0));
        QCOMPARE(m_player->durationScale(), RitualPlayer::kFastFactor / 2);
        m_player->setSpeed(100);
        QCOMPARE(m_player->speed(), RitualPlayer::kMaximumSpeed);
        m_player->setSpeed(0);
        QCOMPARE(m_player->speed(), RitualPlayer::kMinimumSpeed);
        m_player->setSpeed(std::numeric_limits<double>::quiet_NaN());
        QCOMPARE(m_player->speed(), RitualPlayer::kMinimumSpeed);

        // Teaching: at least the 1x animation time, and time to read the narration.
        m_player->setSpeed(1);
        m_player->setTeaching(true);
        QVERIFY(m_player->currentDelayMs() >= 3000);
        m_player->setSpeed(0.5);
        QVERIFY(m_player->currentDelayMs() >= 6000);
    }

    void delaysFollowTheEventKind()
    {
        const int wash = firstStepOf<mj::WashEvent>(*m_model);
        const int build = firstStepOf<mj::BuildEvent>(*m_model);
        const int roll = firstStepOf<mj::RollEvent>(*m_model);
        const int brk = firstStepOf<mj::BreakEvent>(*m_model);
        const int take = firstStepOf<mj::TakeEvent>(*m_model);
        QVERIFY(wash > 0 && build > 0 && roll > 0 && brk > 0 && take > 0);
        m_player->setTeaching(false); // no reading time: the animation times alone
        const auto delay = [&](int step) { return m_player->delayAfterStep(step); };
        QVERIFY(delay(wash) > delay(roll));
        QVERIFY(delay(roll) > delay(build));
        QVERIFY(delay(build) > delay(take));
        // The counting highlight: longer for a larger count.
        const auto& breakEvent = std::get<mj::BreakEvent>(m_model->record().events[brk - 1]);
        QCOMPARE(RitualPlayer::nominalDelayMs(breakEvent), 800 + 500 * breakEvent.count);
        QCOMPARE(delay(0), 0);
        QCOMPARE(delay(m_model->stepCount() + 1), 0);
    }

    void paceBoundsTheWholeRitual()
    {
        const auto total = [&] {
            int ms = 0;
            for (int s = 1; s <= m_model->stepCount(); ++s)
                ms += m_player->delayAfterStep(s);
            return ms;
        };
        m_player->setTeaching(false);
        const int fast = total();
        QVERIFY2(fast < 8000, qPrintable(QString::number(fast))); // a game starts within seconds
        m_player->setTeaching(true);
        const int teaching = total();
        QVERIFY2(teaching > 30000, qPrintable(QString::number(teaching)));
        // Deterministic: another player on another model of the same seed agrees.
        TableModel other;
        QVERIFY(other.setSeed(QStringLiteral("6")));
        RitualPlayer second;
        second.setModel(&other);
        int again = 0;
        for (int s = 1; s <= other.stepCount(); ++s)
            again += second.delayAfterStep(s);
        QCOMPARE(again, teaching);
    }

    void aNewSeedPauses()
    {
        m_player->setTeaching(false);
        m_player->play();
        QVERIFY(m_player->playing());
        QVERIFY(m_model->setSeed(QStringLiteral("7")));
        QVERIFY(!m_player->playing());
        QCOMPARE(m_model->step(), 0);
    }

    void withoutAModelNothingHappens()
    {
        RitualPlayer lone;
        lone.play();
        lone.stepForward();
        lone.stepBack();
        lone.replayStep();
        lone.skipToEnd();
        QVERIFY(!lone.playing());
        QCOMPARE(lone.currentDelayMs(), 0);
    }

    // ---- the model's properties for the animations ----------------------------------

    void rollSeatAndThrowStart()
    {
        QCOMPARE(m_model->rollSeat(), -1);
        const int roll = firstStepOf<mj::RollEvent>(*m_model);
        QVERIFY(m_model->goToStep(roll));
        const auto& event = std::get<mj::RollEvent>(m_model->record().events[roll - 1]);
        QCOMPARE(m_model->rollSeat(), event.seat.index());
        QCOMPARE(m_model->die1(), event.dice[0]);
        QCOMPARE(m_model->die2(), event.dice[1]);
        // The throw starts above the table, further out than where the dice land.
        const QVector3D from = m_model->diceThrowFrom3d();
        const QVector3D rest = m_model->dicePosition3d();
        QVERIFY(from.y() > rest.y());
        QVERIFY(QVector2D(from.x(), from.z()).length() > QVector2D(rest.x(), rest.z()).length());
        QVERIFY(m_model->stepForward());
        if (m_model->eventName() != QLatin1String("roll"))
            QCOMPARE(m_model->rollSeat(), -1);
    }

    void breakCountPath()
    {
        const int brk = firstStepOf<mj::BreakEvent>(*m_model);
        QVERIFY(m_model->goToStep(brk - 1));
        QVERIFY(m_model->breakCountWalls().isEmpty());
        QVERIFY(m_model->goToStep(brk));
        const auto& breakEvent = std::get<mj::BreakEvent>(m_model->record().events[brk - 1]);
        const mj::Seat mano = mj::Seat::of(m_model->mano());
        const QVariantList walls = m_model->breakCountWalls();
        const QVariantList stacks = m_model->breakCountStacks();
        QCOMPARE(stacks.size(), breakEvent.count);
        const mj::BreakPoint bp = mj::chooseBreak(mano, breakEvent.count, mj::Ruleset::filipino(),
                                                  m_model->table().geometry());
        QCOMPARE(walls.size(), bp.total);
        // Wall 1 is on the máno's right: its centre lies nearest that seat's wall tiles.
        const auto pos = [](const QVariant& v) { return v.toMap().value(QStringLiteral("position")).value<QVector3D>(); };
        const auto centreOfWall = [&](int seat) {
            QVector3D sum;
            int n = 0;
            for (int row = 0; row < m_model->rowCount(); ++row) {
                const QModelIndex i = m_model->index(row);
                if (i.data(TableModel::ZoneRole).toString() == QLatin1String("wall") && i.data(TableModel::SeatRole).toInt() == seat) {
                    sum += i.data(TableModel::Position3DRole).value<QVector3D>();
                    ++n;
                }
            }
            return sum / float(n);
        };
        const QVector3D first = pos(walls.first());
        const QVector3D right = centreOfWall(mano.right(mj::Ruleset::kSeats).index());
        QVERIFY2(QVector2D(first.x() - right.x(), first.z() - right.z()).length() < 1.0f,
                 qPrintable(QStringLiteral("wall 1 at %1,%2; the right wall at %3,%4").arg(first.x()).arg(first.z()).arg(right.x()).arg(right.z())));
        // The last wall counted is where T lands.
        const QVector3D landed = centreOfWall(bp.landedOn.index());
        QVERIFY(QVector2D(pos(walls.last()).x() - landed.x(), pos(walls.last()).z() - landed.z()).length() < 1.0f);
        // The last stack counted is stack T: the one the next event lifts.
        const mj::Table& t = m_model->table();
        const mj::TileId top = t.stack(bp.lifted).back();
        const QVector3D lifted = m_model->data(m_model->index(top.value), TableModel::Position3DRole).value<QVector3D>();
        const QVector3D last = pos(stacks.last());
        QVERIFY(QVector2D(last.x() - lifted.x(), last.z() - lifted.z()).length() < 0.01f);
        QVERIFY(last.y() > lifted.y());
        // Stack 1 is at the counting end: one stack's width per count from it.
        const float width = float(m_model->tileWidthMm());
        QCOMPARE(qRound((pos(stacks.last()) - pos(stacks.first())).length()), qRound(width * float(breakEvent.count - 1)));
    }

    void phaseTextKeepsTheStepsHeading()
    {
        QCOMPARE(m_model->phaseText(), QString());
        const int build = firstStepOf<mj::BuildEvent>(*m_model);
        QVERIFY(m_model->goToStep(build + 2)); // a later build of the same step
        QVERIFY(m_model->phaseText().startsWith(QStringLiteral("2. ")));
        QVERIFY(!m_model->eventText().startsWith(QStringLiteral("2. ")));
        QCOMPARE(m_model->narrationAt(m_model->step()), m_model->eventText());
        QCOMPARE(m_model->narrationAt(0), QString());
    }

private:
    std::unique_ptr<TableModel> m_model;
    std::unique_ptr<RitualPlayer> m_player;
};

QTEST_GUILESS_MAIN(TestRitualPlayer)
#include "tst_ritual_player.moc"
