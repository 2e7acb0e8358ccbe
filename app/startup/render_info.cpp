#include "startup/render_info.h"

#include <QOpenGLContext>
#include <QOpenGLFunctions>

bool RenderInfo::isSoftwareRenderer(const QString& name)
{
    const QString n = name.toLower();
    return n.contains(QLatin1String("llvmpipe")) || n.contains(QLatin1String("softpipe")) ||
           n.contains(QLatin1String("swrast")) || n.contains(QLatin1String("software"));
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
