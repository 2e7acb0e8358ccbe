#include "media/sound_player.h"

#include "table/table_model.h"

#include "core/overloaded.h"

#include <QDir>
#include <QFile>
#include <QAudioDevice>
#include <QMediaDevices>
#include <QSoundEffect>
#include <QTemporaryDir>
#include <QUrl>

#include <algorithm>

namespace {

// The sounds as WAV files, written once per run (QSoundEffect plays files or resources).
QString soundFile(mjui::SoundKind kind, int variant)
{
    static QTemporaryDir folder(QDir::tempPath() + QStringLiteral("/mahjongero-sounds-XXXXXX"));
    const QString path =
        folder.path() + QStringLiteral("/%1-%2.wav").arg(mjui::soundName(kind)).arg(variant);
    if (!QFile::exists(path)) {
        QFile file(path);
        if (!folder.isValid() || !file.open(QIODevice::WriteOnly))
            return {};
        file.write(mjui::wavBytes(mjui::synthesise(kind, variant)));
    }
    return path;
}

} // namespace

SoundPlayer::SoundPlayer(QObject* parent) : QObject(parent) {}

SoundPlayer::~SoundPlayer() = default;

void SoundPlayer::setModel(TableModel* model)
{
    if (model == m_model)
        return;
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    m_shownStep = model ? model->step() : 0;
    if (model)
        connect(model, &TableModel::stateChanged, this, &SoundPlayer::onModelChanged);
    emit modelChanged();
}

void SoundPlayer::setVolume(double volume)
{
    volume = std::clamp(volume, 0.0, 1.0);
    if (volume == m_volume)
        return;
    m_volume = volume;
    for (QSoundEffect* e : std::as_const(m_effects))
        e->setVolume(static_cast<float>(volume));
    emit volumeChanged();
}

void SoundPlayer::setMuted(bool muted)
{
    if (muted == m_muted)
        return;
    m_muted = muted;
    for (QSoundEffect* e : std::as_const(m_effects))
        if (muted)
            e->stop();
    emit mutedChanged();
}

std::optional<mjui::SoundKind> SoundPlayer::soundFor(const mj::Event& event)
{
    using mjui::SoundKind;
    return std::visit(
        mj::Overloaded{
            [](const mj::WashEvent&) -> std::optional<SoundKind> { return SoundKind::Slide; },
            [](const mj::BuildEvent&) -> std::optional<SoundKind> { return SoundKind::Slide; },
            [](const mj::RollEvent&) -> std::optional<SoundKind> { return SoundKind::Dice; },
            [](const mj::ActionEvent& e) -> std::optional<SoundKind> {
                switch (e.action.type) {
                case mj::ActionType::Chow:
                case mj::ActionType::Beauty:
                case mj::ActionType::News:
                case mj::ActionType::ClaimBeauty:
                case mj::ActionType::ClaimNews: return SoundKind::Chow;
                case mj::ActionType::Pung: return SoundKind::Pung;
                case mj::ActionType::Kang:
                case mj::ActionType::Secret: return SoundKind::Kang;
                case mj::ActionType::Win:
                case mj::ActionType::ClaimWin: return SoundKind::Todas;
                default: return std::nullopt; // draw, discard, pass: their tiles' events clack
                }
            },
            [](const mj::TakeEvent&) -> std::optional<SoundKind> { return SoundKind::Clack; },
            [](const mj::DiscardEvent&) -> std::optional<SoundKind> { return SoundKind::Clack; },
            [](const mj::MoveEvent&) -> std::optional<SoundKind> { return SoundKind::Clack; },
            [](const mj::MeldEvent&) -> std::optional<SoundKind> { return SoundKind::Clack; },
            [](const mj::ExposeFlowersEvent&) -> std::optional<SoundKind> { return SoundKind::Clack; },
            [](const mj::AddToSetEvent&) -> std::optional<SoundKind> { return SoundKind::Clack; },
            [](const mj::FlipEvent&) -> std::optional<SoundKind> { return SoundKind::Clack; },
            [](const mj::LiftEvent&) -> std::optional<SoundKind> { return SoundKind::Clack; },
            [](const auto&) -> std::optional<SoundKind> { return std::nullopt; },
        },
        event);
}

void SoundPlayer::onModelChanged()
{
    const int step = m_model->step();
    const int from = m_shownStep;
    m_shownStep = step;
    if (step <= from || step - from > kMaxAudibleJump)
        return;
    // The newest sounding event among those just shown (a call outranks its tiles' clack,
    // since the call is the action event and its tiles follow it).
    const auto& events = m_model->record().events;
    std::optional<mjui::SoundKind> sound;
    for (int i = from; i < step && i < static_cast<int>(events.size()); ++i) {
        const auto s = soundFor(events[static_cast<std::size_t>(i)]);
        if (s && !(sound && *sound >= mjui::SoundKind::Pung && *s == mjui::SoundKind::Clack))
            sound = s;
    }
    if (sound)
        cue(*sound);
}

void SoundPlayer::play(const QString& name)
{
    for (mjui::SoundKind kind : mjui::kAllSounds)
        if (mjui::soundName(kind) == name)
            cue(kind);
}

void SoundPlayer::cue(mjui::SoundKind kind)
{
    m_lastSound = mjui::soundName(kind);
    ++m_cueCount;
    if (!m_muted && m_volume > 0) {
        ++m_playedCount;
        if (!m_hasOutput)
            m_hasOutput = !QMediaDevices::audioOutputs().isEmpty();
        const int variant = kind == mjui::SoundKind::Clack ? m_nextClack++ % mjui::soundVariants(kind) : 0;
        if (*m_hasOutput)
            if (QSoundEffect* e = effect(kind, variant))
                e->play();
    }
    emit cued();
}

QSoundEffect* SoundPlayer::effect(mjui::SoundKind kind, int variant)
{
    const QString key = QStringLiteral("%1-%2").arg(mjui::soundName(kind)).arg(variant);
    if (QSoundEffect* existing = m_effects.value(key))
        return existing;
    const QString path = soundFile(kind, variant);
    if (path.isEmpty())
        return nullptr;
    auto* e = new QSoundEffect(this);
    e->setSource(QUrl::fromLocalFile(path));
    e->setVolume(static_cast<float>(m_volume));
    m_effects.insert(key, e);
    return e;
}
