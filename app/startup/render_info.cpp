#include "startup/render_info.h"

#include <QOpenGLContext>
#include <QOpenGLFunctions>

bool RenderInfo::isSoftwareRenderer(const QString& name)
{
    const QString n = name.toLower();
    return n.contains(QLatin1String("llvmpipe")) || n.contains(QLatin1String("softpipe")) ||
           n.contains(QLatin1String("swrast")) || n.contains(QLatin1String("software"));
}

bool RenderInfo::isQuality(const QString& quality)
{
    return quality == QLatin1String("auto") || quality == QLatin1String("high") || quality == QLatin1String("low");
}

bool RenderInfo::wantsHighQuality(const QString& quality, bool known, bool software)
{
    if (quality == QLatin1String("high"))
        return true;
    if (quality == QLatin1String("low"))
        return false;
    return known && !software;
}

void RenderInfo::setQuality(const QString& quality)
{
    if (quality == m_quality || !isQuality(quality))
        return;
    m_quality = quality;
    emit changed();
}

void RenderInfo::setWindow(QQuickWindow* window)
{
    if (window == m_window)
        return;
    disconnect(m_probe);
    m_window = window;
    emit windowChanged();
    if (!window)
        return;
    // Ask once, on the render thread, where the OpenGL context is current.
    m_probe = connect(
        window, &QQuickWindow::beforeRendering, this,
        [this] {
            QString name = QStringLiteral("unknown (not OpenGL)");
            if (QOpenGLContext* context = QOpenGLContext::currentContext())
                name = QString::fromLatin1(reinterpret_cast<const char*>(context->functions()->glGetString(GL_RENDERER)));
            QMetaObject::invokeMethod(this, [this, name] { learn(name); }, Qt::QueuedConnection);
        },
        static_cast<Qt::ConnectionType>(Qt::DirectConnection | Qt::SingleShotConnection));
    window->update();
}

void RenderInfo::learn(const QString& renderer)
{
    m_renderer = renderer;
    m_software = isSoftwareRenderer(renderer);
    m_known = true;
    emit changed();
}
