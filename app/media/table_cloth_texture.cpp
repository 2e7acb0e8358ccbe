#include "media/table_cloth_texture.h"

#include <QSize>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

namespace {

// A small fixed-seed generator for the pattern only.
struct PatternNoise {
    std::uint32_t state = 0x9E3779B9u;
    double next()
    {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        return double(state) / 4294967296.0;
    }
};

// Value noise on a `cells` x `cells` lattice that wraps, so the pattern tiles seamlessly.
std::vector<double> lattice(int cells, PatternNoise& noise)
{
    std::vector<double> v(static_cast<std::size_t>(cells * cells));
    for (double& x : v)
        x = noise.next();
    return v;
}

double smoothNoise(const std::vector<double>& v, int cells, double x, double y)
{
    const int x0 = static_cast<int>(std::floor(x)), y0 = static_cast<int>(std::floor(y));
    const double fx = x - x0, fy = y - y0;
    const auto at = [&](int i, int j) {
        return v[static_cast<std::size_t>(((j % cells + cells) % cells) * cells + (i % cells + cells) % cells)];
    };
    const double sx = fx * fx * (3 - 2 * fx), sy = fy * fy * (3 - 2 * fy);
    const double top = at(x0, y0) + (at(x0 + 1, y0) - at(x0, y0)) * sx;
    const double bottom = at(x0, y0 + 1) + (at(x0 + 1, y0 + 1) - at(x0, y0 + 1)) * sx;
    return top + (bottom - top) * sy;
}

} // namespace

TableClothTexture::TableClothTexture(QQuick3DObject* parent) : QQuick3DTextureData(parent)
{
    setSize(QSize(kSize, kSize));
    setFormat(QQuick3DTextureData::RGBA8);
    setHasTransparency(false);
    setTextureData(draw(m_pattern));
}

void TableClothTexture::setPattern(const QString& pattern)
{
    if (pattern == m_pattern)
        return;
    m_pattern = pattern;
    setTextureData(draw(m_pattern));
    emit patternChanged();
}

QByteArray TableClothTexture::draw(const QString& pattern)
{
    QByteArray pixels(kSize * kSize * 4, char(255));
    const bool felt = pattern == QLatin1String("felt");
    const bool wood = pattern == QLatin1String("wood");
    if (!felt && !wood)
        return pixels;
    PatternNoise noise;
    const int coarse = 8, fine = 64;
    const std::vector<double> mottle = lattice(coarse, noise);
    const std::vector<double> grain = lattice(fine, noise);
    for (int y = 0; y < kSize; ++y) {
        for (int x = 0; x < kSize; ++x) {
            const double u = double(x) / kSize, v = double(y) / kSize;
            double shade;
            if (felt) {
                // Fibres (fine noise and a little per-pixel speckle) over a soft mottle.
                shade = 0.86 + 0.07 * smoothNoise(mottle, coarse, u * coarse, v * coarse) +
                        0.05 * smoothNoise(grain, fine, u * fine, v * fine) + 0.03 * noise.next();
            } else {
                // Grain along x: rings warped by noise, streaks across.
                const double warp = smoothNoise(mottle, coarse, u * coarse, v * coarse * 0.5) * 3.0;
                const double rings = 0.5 + 0.5 * std::sin((v * 9.0 + warp) * 2 * M_PI);
                shade = 0.72 + 0.16 * rings + 0.08 * smoothNoise(grain, fine, u * 4, v * fine);
            }
            const auto c = static_cast<char>(std::clamp(static_cast<int>(shade * 255), 0, 255));
            char* p = pixels.data() + (y * kSize + x) * 4;
            p[0] = p[1] = p[2] = c;
            p[3] = char(255);
        }
    }
    return pixels;
}
