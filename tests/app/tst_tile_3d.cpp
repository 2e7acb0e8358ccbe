// The 3D tile: the shared mesh (three parts in one draw, coloured by their vertices over the
// art's background, outward winding, unit normals, the face's UVs over the art) and where tiles go in the scene (tile_pose3d.h): lying face down in
// the wall, face up among flowers, standing in hands facing their owner.
#include "record/game_log.h"
#include "startup/render_info.h"
#include "variants/filipino/ritual/ritual.h"
#include "media/card_colours.h"
#include "media/tile_face_images.h"
#include "table/concealed_face_texture.h"
#include "table/contact_shadows.h"
#include "table/die_geometry.h"
#include "table/tile_geometry.h"
#include "table/tile_pose3d.h"
#include "table/tile_sizes.h"

#include <QQuaternion>
#include <QtTest>

namespace {

struct Mesh {
    std::vector<QVector3D> positions, normals, colours;
    std::vector<QVector2D> uvs;
    std::vector<quint32> indices;
};

// The tile's vertices: position, normal, UV, colour (RGBA), 12 floats each.
Mesh readMesh(const TileGeometry& g)
{
    Mesh m;
    const QByteArray v = g.vertexData();
    const auto* f = reinterpret_cast<const float*>(v.constData());
    const int count = int(v.size() / (12 * sizeof(float)));
    for (int i = 0; i < count; ++i, f += 12) {
        m.positions.emplace_back(f[0], f[1], f[2]);
        m.normals.emplace_back(f[3], f[4], f[5]);
        m.uvs.emplace_back(f[6], f[7]);
        m.colours.emplace_back(f[8], f[9], f[10]);
    }
    const QByteArray ix = g.indexData();
    const auto* u = reinterpret_cast<const quint32*>(ix.constData());
    m.indices.assign(u, u + ix.size() / sizeof(quint32));
    return m;
}

float linear(double srgb) { return float(srgb <= 0.04045 ? srgb / 12.92 : std::pow((srgb + 0.055) / 1.055, 2.4)); }

// What a part of colour `c` shows once its vertex colour multiplies the art's background,
// back in sRGB 0..255.
QColor shown(const QVector3D& vertexColour)
{
    const QColor art = QColor::fromRgb(TileGeometry::kArtBackground);
    const auto toSrgb = [](float l) {
        const double s = l <= 0.0031308f ? 12.92 * l : 1.055 * std::pow(double(l), 1 / 2.4) - 0.055;
        return int(std::lround(std::clamp(s, 0.0, 1.0) * 255));
    };
    return QColor(toSrgb(vertexColour.x() * linear(art.redF())), toSrgb(vertexColour.y() * linear(art.greenF())),
                  toSrgb(vertexColour.z() * linear(art.blueF())));
}

QVector3D faceNormal(const mjui::Pose3D& p)
{
    return QQuaternion::fromEulerAngles(p.pitch, p.yaw, p.roll).rotatedVector(QVector3D(0, 0, 1));
}

} // namespace

class TestTile3D : public QObject {
    Q_OBJECT
private slots:
    // One draw a tile (no subsets): the face, the ivory and the back in that order cover
    // every index.
    void meshIsOneDrawOfThreeParts()
    {
        TileGeometry g;
        g.setTileWidth(27), g.setTileHeight(33), g.setTileDepth(20);
        QCOMPARE(g.subsetCount(), 0);
        const Mesh m = readMesh(g);
        QVERIFY(g.faceIndexCount() > 0 && g.ivoryIndexCount() > 0 && g.backIndexCount() > 0);
        QCOMPARE(std::size_t(g.faceIndexCount() + g.ivoryIndexCount() + g.backIndexCount()), m.indices.size());
        QCOMPARE(g.boundsMin(), QVector3D(-13.5f, -16.5f, -10));
        QCOMPARE(g.boundsMax(), QVector3D(13.5f, 16.5f, 10));
        for (const QVector3D& p : m.positions)
            QVERIFY(std::abs(p.x()) <= 13.5f + 1e-4 && std::abs(p.y()) <= 16.5f + 1e-4 && std::abs(p.z()) <= 10 + 1e-4);
    }

    // The face's vertices are white (the art shows as drawn); the ivory's and the back's
    // sample the art's corner and, times its background, show their colours; a new back
    // colour changes the back's vertices only.
    void partsAreColouredByTheirVertices()
    {
        TileGeometry g;
        g.setBodyColour(QColor("#f1ead6"));
        g.setBackColour(QColor("#2f62a8"));
        Mesh m = readMesh(g);
        const auto partOf = [&](std::size_t index) {
            return int(index) < g.faceIndexCount() ? 0 : int(index) < g.faceIndexCount() + g.ivoryIndexCount() ? 1 : 2;
        };
        const auto near = [](const QColor& a, const QColor& b) {
            return std::abs(a.red() - b.red()) <= 1 && std::abs(a.green() - b.green()) <= 1 && std::abs(a.blue() - b.blue()) <= 1;
        };
        for (std::size_t i = 0; i < m.indices.size(); ++i) {
            const quint32 v = m.indices[i];
            switch (partOf(i)) {
            case 0:
                QCOMPARE(m.colours[v], QVector3D(1, 1, 1));
                break;
            case 1:
                QCOMPARE(m.uvs[v], QVector2D(TileGeometry::kPlainU, TileGeometry::kPlainV));
                QVERIFY2(near(shown(m.colours[v]), QColor("#f1ead6")), qPrintable(shown(m.colours[v]).name()));
                break;
            default:
                QCOMPARE(m.uvs[v], QVector2D(TileGeometry::kPlainU, TileGeometry::kPlainV));
                QVERIFY2(near(shown(m.colours[v]), QColor("#2f62a8")), qPrintable(shown(m.colours[v]).name()));
            }
        }
        g.setBackColour(QColor("#a83232"));
        m = readMesh(g);
        for (std::size_t i = 0; i < m.indices.size(); ++i) {
            const QColor expected = partOf(i) == 0 ? QColor(Qt::white) : partOf(i) == 1 ? QColor("#f1ead6") : QColor("#a83232");
            QVERIFY(near(partOf(i) == 0 ? QColor::fromRgbF(m.colours[m.indices[i]].x(), m.colours[m.indices[i]].y(),
                                                           m.colours[m.indices[i]].z())
                                        : shown(m.colours[m.indices[i]]),
                         expected));
        }
    }

    // The body samples the art at kPlainU/V: every face of every kind (and the concealed
    // face) holds the art's background there, at all four corners, whichever way the
    // texture is turned; the concealed face is the back's colour inside.
    void everyFaceHasTheArtBackgroundAtItsCorners()
    {
        const QRgb art = TileGeometry::kArtBackground;
        const int kinds = int(tileFaceKinds().size());
        QVERIFY(kinds >= 134);
        for (const QString& kind : tileFaceKinds())
            for (const bool indexed : {false, true}) {
                const QImage face = renderTileFace(kind, indexed, 256, mjui::kFourCardColours).convertToFormat(QImage::Format_RGB32);
                QVERIFY2(!face.isNull(), qPrintable(kind));
                const int w = face.width(), h = face.height();
                for (const QPoint corner : {QPoint(1, 1), QPoint(w - 2, 1), QPoint(1, h - 2), QPoint(w - 2, h - 2)})
                    QVERIFY2(face.pixel(corner) == art, qPrintable(QStringLiteral("%1 at %2,%3: %4")
                                                                       .arg(kind)
                                                                       .arg(corner.x())
                                                                       .arg(corner.y())
                                                                       .arg(QColor(face.pixel(corner)).name())));
                // kPlainU/V fall within a pixel or two of the corner on a 256-px face.
                QVERIFY(TileGeometry::kPlainU * w < 2 && TileGeometry::kPlainV * h < 2);
            }
        const QByteArray concealed = ConcealedFaceTexture::draw(QColor("#2f62a8"));
        const auto at = [&](int x, int y) {
            const auto* p = reinterpret_cast<const uchar*>(concealed.constData()) + 4 * (y * ConcealedFaceTexture::kSize + x);
            return qRgb(p[0], p[1], p[2]);
        };
        const int last = ConcealedFaceTexture::kSize - 1;
        QCOMPARE(at(0, 0), art);
        QCOMPARE(at(last, 0), art);
        QCOMPARE(at(0, last), art);
        QCOMPARE(at(last, last), art);
        QCOMPARE(at(32, 32), QColor("#2f62a8").rgb());
        QVERIFY(TileGeometry::kPlainU * ConcealedFaceTexture::kSize < ConcealedFaceTexture::kCorner);
    }

    // Every triangle faces out: its winding's normal agrees with its vertices' normals.
    void trianglesFaceOutwardWithUnitNormals()
    {
        TileGeometry g;
        const Mesh m = readMesh(g);
        for (const QVector3D& n : m.normals)
            QVERIFY(qAbs(n.length() - 1) < 1e-3);
        for (std::size_t t = 0; t < m.indices.size(); t += 3) {
            const QVector3D a = m.positions[m.indices[t]], b = m.positions[m.indices[t + 1]],
                            c = m.positions[m.indices[t + 2]];
            const QVector3D winding = QVector3D::crossProduct(b - a, c - a);
            if (winding.length() < 1e-6)
                continue; // degenerate slivers at the rounded corners carry no area
            const QVector3D vertexNormal = m.normals[m.indices[t]] + m.normals[m.indices[t + 1]] + m.normals[m.indices[t + 2]];
            QVERIFY2(QVector3D::dotProduct(winding, vertexNormal) > 0, qPrintable(QString("triangle %1").arg(t / 3)));
        }
    }

    // The face lies at +Z with the art's top-left (u, v) = (0, 0) at -X, +Y.
    void faceUvsCoverTheArt()
    {
        TileGeometry g;
        const Mesh m = readMesh(g);
        for (int i = 0; i < g.faceIndexCount(); ++i) {
            const quint32 v = m.indices[std::size_t(i)];
            QVERIFY(qFuzzyCompare(m.positions[v].z(), g.tileDepth() / 2));
            const QVector2D uv = m.uvs[v];
            QVERIFY(uv.x() >= 0 && uv.x() <= 1 && uv.y() >= 0 && uv.y() <= 1);
            const float expectU = (m.positions[v].x() + g.tileWidth() / 2) / g.tileWidth();
            const float expectV = (g.tileHeight() / 2 - m.positions[v].y()) / g.tileHeight();
            QVERIFY(qAbs(uv.x() - expectU) < 1e-4 && qAbs(uv.y() - expectV) < 1e-4);
        }
    }

    void softwareRenderersAreRecognised()
    {
        QVERIFY(RenderInfo::isSoftwareRenderer(QStringLiteral("llvmpipe (LLVM 15.0.6, 256 bits)")));
        QVERIFY(RenderInfo::isSoftwareRenderer(QStringLiteral("softpipe")));
        QVERIFY(!RenderInfo::isSoftwareRenderer(QStringLiteral("NVIDIA H100/PCIe/SSE2")));
        QVERIFY(!RenderInfo::isSoftwareRenderer(QStringLiteral("AMD Radeon RX 7900 (radeonsi)")));
    }

    // Shadows and MSAA: "auto" only once a GPU is known; "high" and "low" whatever draws.
    void graphicsQualityDecidesShadows()
    {
        for (const bool known : {false, true})
            for (const bool software : {false, true}) {
                QCOMPARE(RenderInfo::wantsHighQuality("auto", known, software), known && !software);
                QCOMPARE(RenderInfo::wantsHighQuality("high", known, software), true);
                QCOMPARE(RenderInfo::wantsHighQuality("low", known, software), false);
            }
        RenderInfo info;
        QCOMPARE(info.quality(), QString("auto"));
        QVERIFY(!info.highQuality()); // nothing known yet
        QSignalSpy changed(&info, &RenderInfo::changed);
        info.setQuality("high");
        QVERIFY(info.highQuality());
        info.setQuality("best"); // refused
        QCOMPARE(info.quality(), QString("high"));
        QCOMPARE(changed.count(), 1);
        QVERIFY(RenderInfo::isQuality("low"));
        QVERIFY(!RenderInfo::isQuality("Low"));
    }

    void sizesChangeTheMesh()
    {
        TileGeometry g;
        QSignalSpy changed(&g, &TileGeometry::shapeChanged);
        const auto& mini = *mjui::findTileSize("mini");
        g.setTileWidth(mini.width);
        g.setTileHeight(mini.height);
        g.setTileDepth(mini.depth);
        QCOMPARE(changed.count(), 3);
        QCOMPARE(g.boundsMax(), QVector3D(7, 10, 5.5f));
        g.setTileWidth(-3); // refused: sizes are positive
        QCOMPARE(g.tileWidth(), 14.f);
        QCOMPARE(mjui::tileSizes().size(), std::size_t(8));
        QVERIFY(!mjui::findTileSize("huge"));
        QCOMPARE(mjui::defaultTileSize().height, 33.f);
    }

    // After the ritual: wall tiles lie face down on their level, flowers face up, and each
    // hand's tiles face their owner: seat 0 at +Z, 1 at +X, 2 at -Z, 3 at -X.
    void posesFollowTheTable()
    {
        const auto table = mj::replay(mj::performRitual(6, mj::Ruleset{}));
        QVERIFY(table.ok());
        const mjui::TileSize& size = mjui::defaultTileSize();
        const QVector3D towards[4] = {{0, 0, 1}, {1, 0, 0}, {0, 0, -1}, {-1, 0, 0}};
        int hands = 0, walls = 0, flowers = 0;
        for (int i = 0; i < 144; ++i) {
            const mj::TileId id{std::uint16_t(i)};
            const mj::Place place = table->placeOf(id);
            const mjui::Pose3D pose = mjui::tilePose3D(*table, id, size);
            const QVector3D n = faceNormal(pose);
            switch (place.zone) {
            case mj::Zone::Wall:
                ++walls;
                QVERIFY(n.y() < -0.99f);
                QCOMPARE(pose.y, place.position * size.depth + size.depth / 2);
                break;
            case mj::Zone::Flowers:
                ++flowers;
                QVERIFY(n.y() > 0.99f);
                break;
            case mj::Zone::Hand: {
                ++hands;
                const QVector3D flat = QVector3D(n.x(), 0, n.z()).normalized();
                QVERIFY2(QVector3D::dotProduct(flat, towards[place.owner]) > 0.99f, qPrintable(QString::number(i)));
                QVERIFY(n.y() > 0.1f); // tipped back towards the owner's eyes
                // It stands: taller than it is deep above the felt.
                QVERIFY(pose.y > size.height / 3);
                const float outwards = QVector3D::dotProduct(QVector3D(pose.x, 0, pose.z), towards[place.owner]);
                QVERIFY(outwards > 9 * size.width); // outside the wall, at its owner's edge
                break;
            }
            default: break;
            }
        }
        QCOMPARE(hands, 65);
        QVERIFY(walls > 0 && flowers > 0);
    }

    // The dice's pips (die_geometry.h): each value's cell of the atlas has its pips where
    // the standard layout puts them (the centre pip on the odd values only, red on the one),
    // and opposite faces of the mesh sum to seven.
    void dieFacesShowTheirPips()
    {
        const QImage atlas = DieFacesTexture::draw();
        const int cell = DieFacesTexture::kCell;
        QCOMPARE(atlas.size(), QSize(6 * cell, cell));
        const auto at = [&](int value, double x, double y) {
            return atlas.pixelColor(int((value - 1) * cell + cell / 2.0 + x * cell / 2.0 * 0.95), int(cell / 2.0 + y * cell / 2.0 * 0.95));
        };
        const auto dark = [](const QColor& c) { return c.lightness() < 100; };
        for (int value = 1; value <= 6; ++value) {
            const QColor centre = at(value, 0, 0);
            if (value == 1)
                QVERIFY(centre.red() > 150 && centre.green() < 80);
            else
                QCOMPARE(dark(centre), value % 2 == 1);
            // The corner pips: on 2 and 3 one diagonal, on 4, 5 and 6 all four.
            QCOMPARE(dark(at(value, 0.5, 0.5)), value >= 2);
            QCOMPARE(dark(at(value, -0.5, 0.5)), value >= 4);
        }
        for (int axis = 0; axis < 3; ++axis)
            QCOMPARE(DieGeometry::valueOnFace(axis, 1) + DieGeometry::valueOnFace(axis, -1), 7);
        DieGeometry die;
        QCOMPARE(die.vertexData().size(), qsizetype(24 * 8 * sizeof(float)));
        QCOMPARE(die.indexData().size(), qsizetype(36 * sizeof(quint32)));
    }

    // Contact shadows (contact_shadows.h): a patch under every tile on the felt, covering
    // its footprint with the margin round it, none under a tile lying on another; and the
    // blob is dark in the middle and clear at its edges.
    void contactShadowPatchesCoverFootprints()
    {
        const mjui::TileSize& size = mjui::defaultTileSize();
        const QVector3D dims(size.width, size.height, size.depth);
        const float margin = 5;
        const auto extent = [](const ShadowPatch& p) {
            QVector3D lo(1e9f, 1e9f, 1e9f), hi(-1e9f, -1e9f, -1e9f);
            for (const QVector3D& c : p.corners) {
                lo = QVector3D(std::min(lo.x(), c.x()), std::min(lo.y(), c.y()), std::min(lo.z(), c.z()));
                hi = QVector3D(std::max(hi.x(), c.x()), std::max(hi.y(), c.y()), std::max(hi.z(), c.z()));
            }
            return std::pair{lo, hi};
        };
        const auto near = [](float a, float b) { return std::abs(a - b) < 0.01f; };
        // Face down at level 0 in seat 0's wall (no yaw): width along X, height along Z.
        const auto wall = contactShadowPatch({10, size.depth / 2, 50}, {90, 0, 0}, dims, margin);
        QVERIFY(wall);
        auto [lo, hi] = extent(*wall);
        QVERIFY(near(hi.x() - lo.x(), size.width + 2 * margin));
        QVERIFY(near(hi.z() - lo.z(), size.height + 2 * margin));
        QVERIFY(near((hi.x() + lo.x()) / 2, 10) && near((hi.z() + lo.z()) / 2, 50));
        QVERIFY(lo.y() > 0 && hi.y() < 1); // just over the felt
        // The same tile turned a quarter (seat 1's wall): the spans swap.
        const auto turned = contactShadowPatch({0, size.depth / 2, 0}, {90, -90, 0}, dims, margin);
        QVERIFY(turned);
        std::tie(lo, hi) = extent(*turned);
        QVERIFY(near(hi.x() - lo.x(), size.height + 2 * margin));
        QVERIFY(near(hi.z() - lo.z(), size.width + 2 * margin));
        // On top of another tile: none.
        QVERIFY(!contactShadowPatch({0, size.depth * 1.5f, 0}, {90, 0, 0}, dims, margin));
        // A tile lifted in a move: none.
        QVERIFY(!contactShadowPatch({0, size.height, 0}, {90, 0, 0}, dims, margin));
        // Standing in a hand, tipped back: its bottom edge on the felt, width along X and
        // about its depth along Z.
        const mj::Table table = *mj::replay(mj::performRitual(6, mj::Ruleset{}));
        for (int i = 0; i < 144; ++i) {
            const mj::TileId id{std::uint16_t(i)};
            const mjui::Pose3D pose = mjui::tilePose3D(table, id, size);
            const auto patch = contactShadowPatch({pose.x, pose.y, pose.z}, {pose.pitch, pose.yaw, pose.roll}, dims, margin);
            const mj::Place place = table.placeOf(id);
            const bool onFelt = place.zone == mj::Zone::Hand || pose.y < size.depth;
            QCOMPARE(bool(patch), onFelt);
            if (place.zone == mj::Zone::Hand && place.owner == 0) {
                std::tie(lo, hi) = extent(*patch);
                QVERIFY(near(hi.x() - lo.x(), size.width + 2 * margin));
                QVERIFY(hi.z() - lo.z() > size.depth && hi.z() - lo.z() < size.depth + 2 * margin + 1);
            }
        }
        QVERIFY(ContactShadowTexture::alphaAt(0.5f, 0.5f) > 0.99f);
        QVERIFY(ContactShadowTexture::alphaAt(0.5f, 0.02f) < 0.05f);
        QVERIFY(ContactShadowTexture::alphaAt(0.01f, 0.99f) < 0.01f);
        QVERIFY(ContactShadowTexture::alphaAt(0.5f, 0.1f) > ContactShadowTexture::alphaAt(0.5f, 0.05f));
    }
};

QTEST_MAIN(TestTile3D)
#include "tst_tile_3d.moc"
