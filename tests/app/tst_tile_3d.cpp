// The 3D tile: the shared mesh (three subsets, outward winding, unit normals, the face's
// UVs over the art) and where tiles go in the scene (tile_pose3d.h): lying face down in
// the wall, face up among flowers, standing in hands facing their owner.
#include "record/game_log.h"
#include "startup/render_info.h"
#include "variants/filipino/ritual/ritual.h"
#include "table/contact_shadows.h"
#include "table/die_geometry.h"
#include "table/tile_geometry.h"
#include "table/tile_pose3d.h"
#include "table/tile_sizes.h"

#include <QQuaternion>
#include <QtTest>

namespace {

struct Mesh {
    std::vector<QVector3D> positions, normals;
    std::vector<QVector2D> uvs;
    std::vector<quint32> indices;
};

Mesh readMesh(const TileGeometry& g)
{
    Mesh m;
    const QByteArray v = g.vertexData();
    const auto* f = reinterpret_cast<const float*>(v.constData());
    const int count = int(v.size() / (8 * sizeof(float)));
    for (int i = 0; i < count; ++i, f += 8) {
        m.positions.emplace_back(f[0], f[1], f[2]);
        m.normals.emplace_back(f[3], f[4], f[5]);
        m.uvs.emplace_back(f[6], f[7]);
    }
    const QByteArray ix = g.indexData();
    const auto* u = reinterpret_cast<const quint32*>(ix.constData());
    m.indices.assign(u, u + ix.size() / sizeof(quint32));
    return m;
}

QVector3D faceNormal(const mjui::Pose3D& p)
{
    return QQuaternion::fromEulerAngles(p.pitch, p.yaw, p.roll).rotatedVector(QVector3D(0, 0, 1));
}

} // namespace

class TestTile3D : public QObject {
    Q_OBJECT
private slots:
    void meshHasThreeSubsetsCoveringEveryTriangle()
    {
        TileGeometry g;
        g.setTileWidth(27), g.setTileHeight(33), g.setTileDepth(20);
        QCOMPARE(g.subsetCount(), 3);
        QCOMPARE(g.subsetName(0), QStringLiteral("face"));
        QCOMPARE(g.subsetName(1), QStringLiteral("ivory"));
        QCOMPARE(g.subsetName(2), QStringLiteral("back"));
        const Mesh m = readMesh(g);
        QCOMPARE(g.subsetOffset(0), 0);
        QCOMPARE(g.subsetOffset(1), g.subsetCount(0));
        QCOMPARE(g.subsetOffset(2), g.subsetOffset(1) + g.subsetCount(1));
        QCOMPARE(std::size_t(g.subsetOffset(2) + g.subsetCount(2)), m.indices.size());
        QCOMPARE(g.boundsMin(), QVector3D(-13.5f, -16.5f, -10));
        QCOMPARE(g.boundsMax(), QVector3D(13.5f, 16.5f, 10));
        for (const QVector3D& p : m.positions)
            QVERIFY(std::abs(p.x()) <= 13.5f + 1e-4 && std::abs(p.y()) <= 16.5f + 1e-4 && std::abs(p.z()) <= 10 + 1e-4);
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
        for (int i = 0; i < g.subsetCount(0); ++i) {
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
