// What draws the window: the OpenGL renderer's name and whether it is a software
// rasteriser (Mesa's llvmpipe, softpipe or swrast, as under Xvfb). The 3D table turns
// shadows and MSAA on only for real GPUs: on software rendering they halve the frame
// rate (ARCHITECTURE.md, "Qt 6.4 notes"). `quality` (the Graphics setting, or
// `--graphics`) overrides that choice: "auto" as said, "high" always, "low" never;
// `highQuality` is the outcome.
#pragma once

#include <QObject>
#include <QPointer>
#include <QQuickWindow>
#include <QtQml/qqmlregistration.h>

class RenderInfo : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QQuickWindow* window READ window WRITE setWindow NOTIFY windowChanged)
    Q_PROPERTY(bool known READ known NOTIFY changed)
    Q_PROPERTY(QString renderer READ renderer NOTIFY changed)
    Q_PROPERTY(bool software READ software NOTIFY changed)
    Q_PROPERTY(QString quality READ quality WRITE setQuality NOTIFY changed)
    Q_PROPERTY(bool highQuality READ highQuality NOTIFY changed)

public:
    explicit RenderInfo(QObject* parent = nullptr) : QObject(parent) {}

    QQuickWindow* window() const { return m_window; }
    void setWindow(QQuickWindow* window);
    bool known() const { return m_known; }
    QString renderer() const { return m_renderer; }
    bool software() const { return m_software; }
    QString quality() const { return m_quality; }
    void setQuality(const QString& quality); // an unknown quality is refused
    bool highQuality() const { return wantsHighQuality(m_quality, m_known, m_software); }

    // Whether a renderer name is a software rasteriser's.
    static bool isSoftwareRenderer(const QString& name);
    // The qualities there are: "auto", "high", "low".
    static bool isQuality(const QString& quality);
    // Shadows and MSAA under `quality`, with the renderer known (or not yet) and software or not.
    static bool wantsHighQuality(const QString& quality, bool known, bool software);

signals:
    void windowChanged();
    void changed();

private:
    void learn(const QString& renderer);

    QPointer<QQuickWindow> m_window;
    QMetaObject::Connection m_probe;
    bool m_known = false;
    bool m_software = false;
    QString m_renderer;
    QString m_quality = QStringLiteral("auto");
};
