// The table's sounds: each synthesised sound is a valid WAV (RIFF header, PCM mono 16-bit),
// of a sensible length, not silent, the same on every run, and the variants and calls differ;
// SoundPlayer cues the right sound for each event the model newly shows (checked by its
// lastSound and counters, not by a speaker: tests run without an audio device).
// With MAHJONGERO_SOUND_DUMP=/some/folder it also writes every sound there as a WAV file
// and prints its duration and peak, for a listening check.
#include "media/sound_player.h"
#include "media/sound_synth.h"
#include "table/table_model.h"

#include "variants/filipino/simulation/simulation.h"

#include <QDir>
#include <QFile>
#include <QAudioDevice>
#include <QMediaDevices>
#include <QtEndian>
#include <QtTest>

#include <cmath>

using mjui::SoundKind;

Q_DECLARE_METATYPE(SoundKind)

namespace {

quint32 u32At(const QByteArray& b, int at) { return qFromLittleEndian<quint32>(b.constData() + at); }
quint16 u16At(const QByteArray& b, int at) { return qFromLittleEndian<quint16>(b.constData() + at); }

int peakOf(const std::vector<std::int16_t>& s)
{
    int peak = 0;
    for (auto v : s)
        peak = std::max(peak, std::abs(static_cast<int>(v)));
    return peak;
}

double rmsOf(const std::vector<std::int16_t>& s)
{
    double sum = 0;
    for (auto v : s)
        sum += static_cast<double>(v) * v;
    return s.empty() ? 0 : std::sqrt(sum / static_cast<double>(s.size()));
}

// A finished game with at least one pung (and, when `withWinner`, a winner), from a seeded match.
mj::GameRecord gameWith(bool withWinner)
{
    mj::GameRecord found;
    mj::SimulationOptions options;
    options.seed = 5;
    options.games = 12;
    options.onGame = [&](const mj::Game& game, int) {
        if (!found.events.empty() || (withWinner && !game.winner()))
            return;
        for (const mj::Event& e : game.record().events)
            if (const auto* a = std::get_if<mj::ActionEvent>(&e); a && a->action.type == mj::ActionType::Pung) {
                found = game.record();
                return;
            }
    };
    mj::simulate(options);
    return found;
}

int firstIndexWhere(const mj::GameRecord& record, const std::function<bool(const mj::Event&)>& test)
{
    for (std::size_t i = 0; i < record.events.size(); ++i)
        if (test(record.events[i]))
            return static_cast<int>(i);
    return -1;
}

bool isAction(const mj::Event& e, mj::ActionType type)
{
    const auto* a = std::get_if<mj::ActionEvent>(&e);
    return a && a->action.type == type;
}

} // namespace

class TestSound : public QObject {
    Q_OBJECT

private slots:
    void wavIsValidAndSounds_data()
    {
        QTest::addColumn<SoundKind>("kind");
        QTest::addColumn<int>("variant");
        QTest::addColumn<double>("minSeconds");
        QTest::addColumn<double>("maxSeconds");
        for (int v = 0; v < 4; ++v)
            QTest::addRow("clack %d", v) << SoundKind::Clack << v << 0.04 << 0.15;
        QTest::newRow("slide") << SoundKind::Slide << 0 << 0.5 << 1.5;
        QTest::newRow("dice") << SoundKind::Dice << 0 << 0.4 << 1.0;
        QTest::newRow("pung") << SoundKind::Pung << 0 << 0.3 << 0.8;
        QTest::newRow("kang") << SoundKind::Kang << 0 << 0.3 << 0.8;
        QTest::newRow("chow") << SoundKind::Chow << 0 << 0.3 << 0.8;
        QTest::newRow("todas") << SoundKind::Todas << 0 << 0.3 << 0.8;
    }
    void wavIsValidAndSounds()
    {
        QFETCH(SoundKind, kind);
        QFETCH(int, variant);
        QFETCH(double, minSeconds);
        QFETCH(double, maxSeconds);
        const auto samples = mjui::synthesise(kind, variant);
        const double seconds = static_cast<double>(samples.size()) / mjui::kSoundSampleRate;
        QVERIFY2(seconds >= minSeconds && seconds <= maxSeconds, qPrintable(QString::number(seconds)));
        QVERIFY(peakOf(samples) > 16000);   // loud enough to hear
        QVERIFY(peakOf(samples) <= 32767);
        QVERIFY(rmsOf(samples) > 300);      // more than a single click
        QCOMPARE(samples, mjui::synthesise(kind, variant)); // deterministic
        // Starts and ends quietly (no click at either end) for the longer sounds.
        if (kind != SoundKind::Clack) {
            QVERIFY(std::abs(samples.front()) < 500);
            QVERIFY(std::abs(samples.back()) < 500);
        }

        const QByteArray wav = mjui::wavBytes(samples);
        QCOMPARE(wav.size(), 44 + static_cast<int>(samples.size()) * 2);
        QCOMPARE(wav.left(4), QByteArray("RIFF"));
        QCOMPARE(u32At(wav, 4), quint32(wav.size() - 8));
        QCOMPARE(wav.mid(8, 8), QByteArray("WAVEfmt "));
        QCOMPARE(u32At(wav, 16), 16u);
        QCOMPARE(u16At(wav, 20), quint16(1));  // PCM
        QCOMPARE(u16At(wav, 22), quint16(1));  // mono
        QCOMPARE(u32At(wav, 24), quint32(mjui::kSoundSampleRate));
        QCOMPARE(u32At(wav, 28), quint32(mjui::kSoundSampleRate * 2));
        QCOMPARE(u16At(wav, 32), quint16(2));
        QCOMPARE(u16At(wav, 34), quint16(16));
        QCOMPARE(wav.mid(36, 4), QByteArray("data"));
        QCOMPARE(u32At(wav, 40), quint32(samples.size() * 2));
        QCOMPARE(static_cast<std::int16_t>(u16At(wav, 44 + 200)), samples[100]);

        const QString dump = qEnvironmentVariable("MAHJONGERO_SOUND_DUMP");
        if (!dump.isEmpty()) {
            QDir().mkpath(dump);
            QFile file(QString("%1/%2-%3.wav").arg(dump, mjui::soundName(kind)).arg(variant));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(wav);
            qInfo("%s-%d: %.3f s, peak %d (%.1f dBFS), rms %.0f", qPrintable(mjui::soundName(kind)), variant, seconds,
                  peakOf(samples), 20 * std::log10(peakOf(samples) / 32767.0), rmsOf(samples));
        }
    }

    void variantsAndCallsDiffer()
    {
        for (int v = 1; v < 4; ++v)
            QVERIFY(mjui::synthesise(SoundKind::Clack, v) != mjui::synthesise(SoundKind::Clack, 0));
        QCOMPARE(mjui::synthesise(SoundKind::Clack, 5), mjui::synthesise(SoundKind::Clack, 1)); // wraps
        const SoundKind calls[] = {SoundKind::Pung, SoundKind::Kang, SoundKind::Chow, SoundKind::Todas};
        for (SoundKind a : calls)
            for (SoundKind b : calls)
                if (a != b)
                    QVERIFY(mjui::synthesise(a) != mjui::synthesise(b));
        QCOMPARE(mjui::soundName(SoundKind::Todas), QString("todas"));
    }

    void eachEventKindMapsToItsSound()
    {
        const mj::GameRecord record = gameWith(true);
        QVERIFY(!record.events.empty());
        for (const mj::Event& e : record.events) {
            const auto sound = SoundPlayer::soundFor(e);
            const std::string name = mj::eventName(e);
            if (name == "wash" || name == "build")
                QCOMPARE(sound, std::optional(SoundKind::Slide));
            else if (name == "roll")
                QCOMPARE(sound, std::optional(SoundKind::Dice));
            else if (name == "take" || name == "discard" || name == "meld" || name == "flowers" || name == "lift" ||
                     name == "add_to_set" || name == "flip")
                QCOMPARE(sound, std::optional(SoundKind::Clack));
            else if (isAction(e, mj::ActionType::Pung))
                QCOMPARE(sound, std::optional(SoundKind::Pung));
            else if (isAction(e, mj::ActionType::Chow))
                QCOMPARE(sound, std::optional(SoundKind::Chow));
            else if (isAction(e, mj::ActionType::Kang))
                QCOMPARE(sound, std::optional(SoundKind::Kang));
            else if (isAction(e, mj::ActionType::Win) || isAction(e, mj::ActionType::ClaimWin))
                QCOMPARE(sound, std::optional(SoundKind::Todas));
            else if (isAction(e, mj::ActionType::Draw) || isAction(e, mj::ActionType::Discard) ||
                     isAction(e, mj::ActionType::Pass) || name == "payment" || name == "end" || name == "mano" ||
                     name == "dice")
                QCOMPARE(sound, std::nullopt);
        }
    }

    void playerCuesWhatTheModelShows()
    {
        TableModel model;
        SoundPlayer player;
        player.setMuted(true);
        player.setModel(&model);
        QCOMPARE(player.cueCount(), 0);

        QVERIFY(model.stepForward()); // the wash
        QCOMPARE(player.lastSound(), QString("slide"));
        QCOMPARE(player.cueCount(), 1);
        QCOMPARE(player.playedCount(), 0); // muted: nothing sent to the speaker

        const int roll = firstIndexWhere(model.record(), [](const mj::Event& e) { return mj::eventName(e) == "roll"; });
        QVERIFY(roll > 0);
        QVERIFY(model.goToStep(roll)); // a jump: silent
        QCOMPARE(player.cueCount(), 1);
        QVERIFY(model.stepForward());
        QCOMPARE(player.lastSound(), QString("dice"));
        QCOMPARE(player.cueCount(), 2);
        QVERIFY(model.stepBack()); // back: silent
        QCOMPARE(player.cueCount(), 2);

        // A game: the pung is called, the win is "Tódas!".
        const mj::GameRecord game = gameWith(true);
        model.loadRecord(game);
        QCOMPARE(player.cueCount(), 2); // loading shows step 0: nothing
        const int pung = firstIndexWhere(game, [](const mj::Event& e) { return isAction(e, mj::ActionType::Pung); });
        QVERIFY(model.goToStep(pung));
        QVERIFY(model.stepForward());
        QCOMPARE(player.lastSound(), QString("pung"));
        // The pung's meld clacks after it.
        QVERIFY(model.stepForward());
        QCOMPARE(player.lastSound(), QString("clack"));
        // Two events at once (the call and its tiles): the call is heard.
        QVERIFY(model.goToStep(pung));
        QVERIFY(model.goToStep(pung + 2));
        QCOMPARE(player.lastSound(), QString("pung"));
        const int win = firstIndexWhere(game, [](const mj::Event& e) {
            return isAction(e, mj::ActionType::Win) || isAction(e, mj::ActionType::ClaimWin);
        });
        QVERIFY(win > 0);
        QVERIFY(model.goToStep(win));
        QVERIFY(model.stepForward());
        QCOMPARE(player.lastSound(), QString("todas"));
    }

    void unmutedPlaysWithoutAnAudioDevice()
    {
        TableModel model;
        SoundPlayer player;
        player.setModel(&model);
        player.setVolume(0.3);
        QCOMPARE(player.volume(), 0.3);
        QVERIFY(model.stepForward());
        QCOMPARE(player.playedCount(), 1); // to be heard; without a device it is simply not
        QCOMPARE(player.audible(), !QMediaDevices::audioOutputs().isEmpty());
        player.play("kang");
        QCOMPARE(player.lastSound(), QString("kang"));
        QCOMPARE(player.playedCount(), 2);
        player.play("no such sound");
        QCOMPARE(player.cueCount(), 2);
        player.setVolume(0);
        QVERIFY(model.stepForward());
        QCOMPARE(player.cueCount(), 3);
        QCOMPARE(player.playedCount(), 2); // volume 0: not sent
        QTest::qWait(100); // let any audio backend messages arrive; nothing may crash
    }
};

QTEST_MAIN(TestSound)
#include "tst_sound.moc"
