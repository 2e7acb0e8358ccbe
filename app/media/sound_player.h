// Plays the table's sounds (sound_synth.h) as the TableModel shows events (issue 5,
// "Sound": tile clacks, dice, the calls; "with volume and mute"). It listens to the model
// only: each event newly shown (a step forward, by play, watch, a game or the replay
// viewer) plays its sound: take, discard, move, meld, flowers, a set joined, a flip, a
// lift -> a clack; the wash and the build -> the slide; a roll -> the dice; a player's
// action chow/pung/kang/win (beauty and NEWS count as chow) -> the call. Stepping back, or
// jumping more than a few events, plays nothing (a jump is not a table sound).
//
// The WAV files are written once per run to a temporary folder and played with
// QSoundEffect, made the first time a sound is heard, so a muted player never opens the
// audio device. Whether there is an audio output is asked once, at the first sound heard;
// without one (Xvfb, a server) no effect is made and nothing is played: nothing crashes,
// waits or fills the log. `lastSound` and `cueCount` say what the table asked for, and
// `playedCount` what would be heard (not muted, volume above 0), with or without a
// speaker, so tests can check the mapping without one.
#pragma once

#include "media/sound_synth.h"

#include "table/event.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

#include <optional>

class QSoundEffect;
class TableModel;
Q_MOC_INCLUDE("table/table_model.h")

class SoundPlayer : public QObject {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(TableModel* model READ model WRITE setModel NOTIFY modelChanged)
    Q_PROPERTY(double volume READ volume WRITE setVolume NOTIFY volumeChanged) // 0..1
    Q_PROPERTY(bool muted READ muted WRITE setMuted NOTIFY mutedChanged)
    // The name of the last sound cued ("clack", "dice", "pung"...), empty before any.
    Q_PROPERTY(QString lastSound READ lastSound NOTIFY cued)
    // Sounds cued so far, and of them how many were sent to the speaker (not muted).
    Q_PROPERTY(int cueCount READ cueCount NOTIFY cued)
    Q_PROPERTY(int playedCount READ playedCount NOTIFY cued)
    // False once a sound was to be heard and the system has no audio output.
    Q_PROPERTY(bool audible READ audible NOTIFY cued)

public:
    // Forward jumps up to this many events still sound (their last event's sound).
    static constexpr int kMaxAudibleJump = 3;

    explicit SoundPlayer(QObject* parent = nullptr);
    ~SoundPlayer() override;

    TableModel* model() const { return m_model; }
    void setModel(TableModel* model);
    double volume() const { return m_volume; }
    void setVolume(double volume);
    bool muted() const { return m_muted; }
    void setMuted(bool muted);
    QString lastSound() const { return m_lastSound; }
    int cueCount() const { return m_cueCount; }
    int playedCount() const { return m_playedCount; }
    bool audible() const { return m_hasOutput.value_or(true); }

    // The sound an event makes on the table, if any.
    static std::optional<mjui::SoundKind> soundFor(const mj::Event& event);
    // Plays a sound now (the settings dialog's test button).
    Q_INVOKABLE void play(const QString& name);

signals:
    void modelChanged();
    void volumeChanged();
    void mutedChanged();
    void cued();

private:
    void onModelChanged();
    void cue(mjui::SoundKind kind);
    QSoundEffect* effect(mjui::SoundKind kind, int variant);

    QPointer<TableModel> m_model;
    int m_shownStep = 0;
    double m_volume = 0.6;
    bool m_muted = false;
    QString m_lastSound;
    int m_cueCount = 0;
    int m_playedCount = 0;
    int m_nextClack = 0;
    std::optional<bool> m_hasOutput; // asked at the first sound to be heard
    QHash<QString, QSoundEffect*> m_effects; // "clack-2" -> its effect, made on first use
};
