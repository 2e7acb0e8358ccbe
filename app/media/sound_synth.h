// The table's sounds, made by the project itself (issue 5, "Sound": "produced by the
// project (synthesised or recorded by it, no downloads)"): 16-bit mono PCM computed from
// formulas, the same samples on every run and platform (noise comes from the engine's
// mj::Rng with a fixed seed per sound and variant, convention 5).
//
//  - clack: a tile set down on another: a click of noise a few ms long that excites three
//    damped resonances (the tile's body); four variants with shifted resonances, so a
//    run of discards does not sound like a machine gun.
//  - slide: the wash, tiles swirled on the felt: band-limited noise that swells and fades,
//    with soft knocks of tiles meeting.
//  - dice: two dice thrown on the table: bouncing clicks that come faster and softer.
//  - the calls "Pung!", "Kang!", "Chow!", "Tódas!": a small formant voice (a glottal pulse
//    train through three vocal-tract resonators, with noise for the consonants) saying
//    each word, so every call is heard as itself and not as a beep.
//
// wavBytes wraps samples in a RIFF/WAVE file, for QSoundEffect (sound_player.h).
#pragma once

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <vector>

namespace mjui {

enum class SoundKind { Clack, Slide, Dice, Pung, Kang, Chow, Todas };

inline constexpr int kSoundSampleRate = 22050;
inline constexpr SoundKind kAllSounds[] = {SoundKind::Clack, SoundKind::Slide, SoundKind::Dice, SoundKind::Pung,
                                           SoundKind::Kang,  SoundKind::Chow,  SoundKind::Todas};

// "clack", "slide", "dice", "pung", "kang", "chow", "todas".
QString soundName(SoundKind kind);
// How many variants a sound has (clack 4, the others 1).
int soundVariants(SoundKind kind);
// The sound's samples at kSoundSampleRate; `variant` wraps into 0..soundVariants-1.
std::vector<std::int16_t> synthesise(SoundKind kind, int variant = 0);
// A RIFF/WAVE file (PCM, mono, 16-bit little-endian) holding the samples.
QByteArray wavBytes(const std::vector<std::int16_t>& samples, int sampleRate = kSoundSampleRate);

} // namespace mjui
