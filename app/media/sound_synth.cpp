#include "media/sound_synth.h"

#include "core/rng.h"

#include <QtEndian>

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

namespace mjui {

namespace {

constexpr double kRate = kSoundSampleRate;
constexpr double kPi = std::numbers::pi;

// White noise in -1..1 from the engine's seeded generator.
class Noise {
public:
    explicit Noise(std::uint64_t seed) : m_rng(seed) {}
    double operator()() { return static_cast<double>(m_rng.below(1u << 20)) / (1u << 19) - 1.0; }

private:
    mj::Rng m_rng;
};

// A two-pole resonator (Klatt's formant filter): centre `frequency`, `bandwidth` in Hz,
// unit gain at 0 Hz. The coefficients may be changed between samples (gliding formants).
class Resonator {
public:
    void tune(double frequency, double bandwidth)
    {
        const double r = std::exp(-kPi * bandwidth / kRate);
        m_c = -r * r;
        m_b = 2 * r * std::cos(2 * kPi * frequency / kRate);
        m_a = 1 - m_b - m_c;
    }
    double operator()(double x)
    {
        const double y = m_a * x + m_b * m_y1 + m_c * m_y2;
        m_y2 = m_y1;
        m_y1 = y;
        return y;
    }

private:
    double m_a = 1, m_b = 0, m_c = 0, m_y1 = 0, m_y2 = 0;
};

// A damped sine: how a struck body rings.
double ring(double t, double frequency, double decay) { return std::sin(2 * kPi * frequency * t) * std::exp(-t / decay); }

// Scales to `peak` of full scale and converts; silence stays silence.
std::vector<std::int16_t> toPcm(const std::vector<double>& signal, double peak)
{
    double max = 0;
    for (double v : signal)
        max = std::max(max, std::abs(v));
    const double gain = max > 0 ? peak * 32767.0 / max : 0;
    std::vector<std::int16_t> out;
    out.reserve(signal.size());
    for (double v : signal)
        out.push_back(static_cast<std::int16_t>(std::lround(std::clamp(v * gain, -32767.0, 32767.0))));
    return out;
}

std::vector<double> silence(double seconds) { return std::vector<double>(static_cast<std::size_t>(seconds * kRate), 0.0); }

// One knock of tile on tile at `start` seconds: a noise click into three body resonances.
void addKnock(std::vector<double>& out, double start, double amplitude, const std::array<double, 3>& modes,
              Noise& noise, double decay = 0.012)
{
    const auto first = static_cast<std::size_t>(start * kRate);
    const std::size_t length = std::min(out.size() - std::min(out.size(), first), static_cast<std::size_t>(0.09 * kRate));
    for (std::size_t i = 0; i < length; ++i) {
        const double t = static_cast<double>(i) / kRate;
        const double click = noise() * std::exp(-t / 0.0015);
        const double body = 0.55 * ring(t, modes[0], decay) + 0.3 * ring(t, modes[1], decay * 0.7) +
                            0.15 * ring(t, modes[2], decay * 0.5);
        out[first + i] += amplitude * (0.6 * click + body);
    }
}

std::vector<std::int16_t> clack(int variant)
{
    // Shifted resonances per variant: a tile set down on a different spot of the pile.
    static constexpr std::array<std::array<double, 3>, 4> kModes{{
        {2150, 3420, 5230}, {2380, 3710, 5600}, {1980, 3180, 4870}, {2520, 3950, 6010}}};
    Noise noise(0xC1AC0 + static_cast<std::uint64_t>(variant));
    std::vector<double> out = silence(0.085);
    addKnock(out, 0.0, 1.0, kModes[static_cast<std::size_t>(variant)], noise);
    return toPcm(out, 0.85);
}

std::vector<std::int16_t> slide()
{
    Noise noise(0x511DE);
    std::vector<double> out = silence(0.9);
    Resonator band;
    band.tune(1400, 1800);
    for (std::size_t i = 0; i < out.size(); ++i) {
        const double t = static_cast<double>(i) / kRate;
        // Swells in 0.15 s, fades to nothing at the end, with the swirl's slow wobble.
        const double envelope = std::min(1.0, t / 0.15) * std::pow(1 - t / 0.9, 1.5) * (0.8 + 0.2 * std::sin(2 * kPi * 5.5 * t));
        out[i] = 0.5 * band(noise()) * envelope;
    }
    // Soft knocks of tiles meeting as they are pushed about.
    Noise knocks(0x511DF);
    mj::Rng when(0x511E0);
    for (int k = 0; k < 9; ++k) {
        const double start = 0.05 + static_cast<double>(when.below(700)) / 1000.0;
        addKnock(out, start, 0.12 + 0.05 * static_cast<double>(when.below(4)), {1800, 2900, 4400}, knocks, 0.008);
    }
    return toPcm(out, 0.6);
}

std::vector<std::int16_t> dice()
{
    Noise noise(0xD1CE);
    std::vector<double> out = silence(0.75);
    // Each die bounces: hits come faster and softer (a bouncing ball's halving gaps).
    for (int die = 0; die < 2; ++die) {
        double t = 0.01 + 0.025 * die;
        double gap = 0.13 - 0.02 * die;
        double amplitude = 1.0 - 0.15 * die;
        const std::array<double, 3> modes = die == 0 ? std::array<double, 3>{3900, 6100, 8300}
                                                     : std::array<double, 3>{4300, 6700, 8900};
        while (t < 0.68 && amplitude > 0.05) {
            addKnock(out, t, amplitude, modes, noise, 0.006);
            t += gap;
            gap *= 0.72;
            amplitude *= 0.74;
        }
    }
    return toPcm(out, 0.8);
}

// ---- the calls: a small formant voice ----------------------------------------------------

// One stretch of speech: formants glide from `from` to `to`; `voice` is the pulse train's
// level, `hiss` the noise's level through a resonator at `hissAt` (consonants).
struct Segment {
    double seconds;
    std::array<double, 3> from, to; // F1, F2, F3 in Hz
    double voice, hiss, hissAt = 4000;
};

std::vector<std::int16_t> speak(const std::vector<Segment>& word, double pitchFrom, double pitchTo, std::uint64_t seed)
{
    Noise noise(seed);
    double total = 0;
    for (const Segment& s : word)
        total += s.seconds;
    std::vector<double> out;
    std::array<Resonator, 3> tract;
    Resonator hissBand;
    double phase = 0, previousPulse = 0, voiceLevel = 0, hissLevel = 0, elapsed = 0;
    constexpr std::array<double, 3> kBandwidths{90, 110, 170};
    for (const Segment& s : word) {
        const auto count = static_cast<std::size_t>(s.seconds * kRate);
        hissBand.tune(s.hissAt, s.hissAt * 0.5);
        for (std::size_t i = 0; i < count; ++i, elapsed += 1 / kRate) {
            const double k = static_cast<double>(i) / static_cast<double>(count);
            for (std::size_t f = 0; f < 3; ++f)
                tract[f].tune(s.from[f] + (s.to[f] - s.from[f]) * k, kBandwidths[f]);
            // Levels ease towards the segment's, so nothing clicks at a boundary.
            voiceLevel += (s.voice - voiceLevel) * 0.004;
            hissLevel += (s.hiss - hissLevel) * 0.02;
            // A falling pitch (a call is exclaimed), a Rosenberg-like glottal pulse,
            // differentiated for the lips' radiation.
            const double pitch = pitchFrom + (pitchTo - pitchFrom) * (elapsed / total);
            phase += pitch / kRate;
            phase -= std::floor(phase);
            const double pulse = phase < 0.4 ? 0.5 * (1 - std::cos(kPi * phase / 0.4))
                                             : (phase < 0.56 ? std::cos(kPi * (phase - 0.4) / 0.32) : 0.0);
            const double source = (pulse - previousPulse) * 40;
            previousPulse = pulse;
            double voiced = source * voiceLevel;
            for (Resonator& r : tract)
                voiced = r(voiced);
            out.push_back(voiced + hissBand(noise()) * hissLevel);
        }
    }
    // A short fade at both ends.
    const std::size_t fade = std::min<std::size_t>(out.size() / 2, static_cast<std::size_t>(0.01 * kRate));
    for (std::size_t i = 0; i < fade; ++i) {
        const double g = static_cast<double>(i) / static_cast<double>(fade);
        out[i] *= g;
        out[out.size() - 1 - i] *= g;
    }
    return toPcm(out, 0.8);
}

// Formants (F1, F2, F3) of the sounds used: a male voice's averages.
constexpr std::array<double, 3> kU{320, 870, 2250};   // "u" as in "pung" (Tagalog u)
constexpr std::array<double, 3> kA{730, 1190, 2440};  // "a"
constexpr std::array<double, 3> kO{520, 900, 2400};   // "o"
constexpr std::array<double, 3> kNg{280, 1900, 2600}; // "ng": a nasal hum
constexpr std::array<double, 3> kClosed{250, 1200, 2400};

std::vector<std::int16_t> call(SoundKind kind)
{
    switch (kind) {
    case SoundKind::Pung: // p-u-ng: a lip burst, a round vowel, the nasal hum
        return speak({{0.025, kClosed, kClosed, 0, 0.0}, {0.02, kClosed, kU, 0.2, 0.5, 900},
                      {0.17, kU, kU, 1, 0}, {0.16, kU, kNg, 0.45, 0}, {0.05, kNg, kNg, 0, 0}},
                     170, 120, 0xCA11);
    case SoundKind::Kang: // k-a-ng: a velar burst, an open vowel, the nasal hum
        return speak({{0.02, kClosed, kClosed, 0, 0.0}, {0.035, kClosed, kA, 0.1, 0.7, 1900},
                      {0.19, kA, kA, 1, 0}, {0.16, kA, kNg, 0.45, 0}, {0.05, kNg, kNg, 0, 0}},
                     175, 120, 0xCA12);
    case SoundKind::Chow: // ch-a-u: a hiss, then a gliding diphthong
        return speak({{0.12, kClosed, kClosed, 0, 0.9, 3200}, {0.02, kClosed, kA, 0.3, 0.2, 3200},
                      {0.14, kA, kA, 1, 0}, {0.16, kA, kU, 0.9, 0}, {0.06, kU, kU, 0, 0}},
                     180, 125, 0xCA13);
    case SoundKind::Todas: // t-o-d-a-s: two syllables, the stress on the first
        return speak({{0.02, kClosed, kClosed, 0, 0.0}, {0.02, kClosed, kO, 0.2, 0.7, 4200},
                      {0.15, kO, kO, 1, 0}, {0.05, kO, kClosed, 0.35, 0.05, 3000},
                      {0.03, kClosed, kA, 0.5, 0.1, 3000}, {0.14, kA, kA, 0.75, 0},
                      {0.13, kA, kA, 0, 0.8, 5500}},
                     185, 115, 0xCA14);
    default:
        return {};
    }
}

} // namespace

QString soundName(SoundKind kind)
{
    switch (kind) {
    case SoundKind::Clack: return QStringLiteral("clack");
    case SoundKind::Slide: return QStringLiteral("slide");
    case SoundKind::Dice: return QStringLiteral("dice");
    case SoundKind::Pung: return QStringLiteral("pung");
    case SoundKind::Kang: return QStringLiteral("kang");
    case SoundKind::Chow: return QStringLiteral("chow");
    case SoundKind::Todas: return QStringLiteral("todas");
    }
    return {};
}

int soundVariants(SoundKind kind) { return kind == SoundKind::Clack ? 4 : 1; }

std::vector<std::int16_t> synthesise(SoundKind kind, int variant)
{
    const int variants = soundVariants(kind);
    variant = ((variant % variants) + variants) % variants;
    switch (kind) {
    case SoundKind::Clack: return clack(variant);
    case SoundKind::Slide: return slide();
    case SoundKind::Dice: return dice();
    default: return call(kind);
    }
}

QByteArray wavBytes(const std::vector<std::int16_t>& samples, int sampleRate)
{
    const auto dataBytes = static_cast<quint32>(samples.size() * 2);
    QByteArray wav;
    wav.reserve(static_cast<qsizetype>(44 + dataBytes));
    const auto u32 = [&wav](quint32 v) {
        char b[4];
        qToLittleEndian(v, b);
        wav.append(b, 4);
    };
    const auto u16 = [&wav](quint16 v) {
        char b[2];
        qToLittleEndian(v, b);
        wav.append(b, 2);
    };
    wav.append("RIFF", 4);
    u32(36 + dataBytes);
    wav.append("WAVE", 4);
    wav.append("fmt ", 4);
    u32(16);                                   // the format chunk's size
    u16(1);                                    // PCM
    u16(1);                                    // mono
    u32(static_cast<quint32>(sampleRate));
    u32(static_cast<quint32>(sampleRate) * 2); // bytes a second
    u16(2);                                    // bytes a frame
    u16(16);                                   // bits a sample
    wav.append("data", 4);
    u32(dataBytes);
    for (std::int16_t s : samples)
        u16(static_cast<quint16>(s));
    return wav;
}

} // namespace mjui
