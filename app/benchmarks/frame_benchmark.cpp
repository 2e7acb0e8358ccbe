#include "benchmarks/frame_benchmark.h"

#include "play/auto_player.h"
#include "play/game_session.h"
#include "startup/data_dir.h"
#include "startup/render_info.h"
#include "table/table_model.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSGTextureProvider>
#include <QSGRendererInterface>
#include <algorithm>
#include <cstdio>
#include <sys/resource.h>

namespace {

// How long each part runs: the wash (until its swirl ends, at most this long), then one
// ritual event per interval.
constexpr int kWashMs = 4000;
constexpr int kStepMs = 300;
// Play: how long play is measured (the game may end sooner).
constexpr int kPlayMs = 20000;

double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const auto i = static_cast<std::size_t>(p * double(values.size() - 1) + 0.5);
    return values[std::min(i, values.size() - 1)];
}

double peakMemoryMiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toDouble() / 1024.0;
    return 0;
}

// The processor time the process has used so far (every thread, user and system): on a
// busy machine it varies less than the wall-clock time.
double cpuMs()
{
    rusage usage{};
    if (getrusage(RUSAGE_SELF, &usage) != 0)
        return 0;
    const auto ms = [](const timeval& t) { return double(t.tv_sec) * 1e3 + double(t.tv_usec) / 1e3; };
    return ms(usage.ru_utime) + ms(usage.ru_stime);
}

// The View3Ds among `item` and the items under it.
void collectViews(QQuickItem* item, std::vector<QQuickItem*>& views)
{
    if (item->inherits("QQuick3DViewport"))
        views.push_back(item);
    for (QQuickItem* child : item->childItems())
        collectViews(child, views);
}

const char* apiName(QSGRendererInterface::GraphicsApi api)
{
    switch (api) {
    case QSGRendererInterface::OpenGL: return "OpenGL";
    case QSGRendererInterface::Vulkan: return "Vulkan";
    case QSGRendererInterface::Software: return "software (no 3D)";
    default: return "other";
    }
}

void report(const char* name, const std::vector<double>& frames)
{
    const double p50 = percentile(frames, 0.5);
    std::printf("%-5s: %5zu frames, %6.1f fps (p50), frame time p95 %6.1f ms, p99 %6.1f ms\n", name,
                frames.size(), p50 > 0 ? 1000.0 / p50 : 0.0, percentile(frames, 0.95), percentile(frames, 0.99));
}

} // namespace

FrameBenchmark::FrameBenchmark(Kind kind, QQuickWindow* window, TableModel* model, const QElapsedTimer& sinceStart,
                               GameSession* session)
    : QObject(window), m_kind(kind), m_window(window), m_renderInfo(new RenderInfo(this)), m_model(model),
      m_session(session), m_sinceStart(sinceStart)
{
    m_renderInfo->setWindow(window);
    m_stepper.setInterval(kStepMs);
    connect(&m_stepper, &QTimer::timeout, this, &FrameBenchmark::advance);
    // Every frame asks for the next, so the figures measure rendering, not idle time.
    connect(window, &QQuickWindow::frameSwapped, this, &FrameBenchmark::onFrame);
    connect(window, &QQuickWindow::beforeSynchronizing, this, &FrameBenchmark::watchViews, Qt::DirectConnection);
}

// On the render thread while the GUI thread waits for the scene's sync, so the items hold
// still. A View3D that draws into a texture (View3D.Offscreen, as on a GPU) draws its scene
// only when it changed, and says so with its texture provider's textureChanged: those
// frames count. A view drawn with the window's other items (View3D.Inline, as on software
// rendering: Table3D.qml) draws its whole scene in every frame the window draws, so every
// frame counts. (A provider is there from an offscreen view's second frame. With a render
// thread, as on a GPU, the frame's flag may be read a frame late.) The screen's items are
// walked only until a view is found, or when the views found are gone: the walk took 1.3
// to 1.7 ms, inside every frame measured. So the views watched are those shown when the
// measuring starts, which is all the benchmarks show.
void FrameBenchmark::watchViews()
{
    std::erase_if(m_views, [](const QPointer<QQuickItem>& v) { return v.isNull(); });
    if (m_views.empty()) {
        std::vector<QQuickItem*> views;
        collectViews(m_window->contentItem(), views);
        m_views.assign(views.begin(), views.end());
    }
    bool direct = false;
    for (const QPointer<QQuickItem>& view : m_views) {
        // QQuick3DViewport::RenderMode: 0 is Offscreen; the others draw into the window.
        if (view->property("renderMode").toInt() != 0) {
            direct = direct || view->isVisible();
            continue;
        }
        QSGTextureProvider* provider = view->textureProvider();
        if (!provider || std::find(m_providers.begin(), m_providers.end(), provider) != m_providers.end())
            continue;
        m_providers.emplace_back(provider);
        connect(provider, &QSGTextureProvider::textureChanged, this, [this] { m_drew3d = true; }, Qt::DirectConnection);
    }
    m_directView = direct;
}

// Whether the table's wash has swirled and stopped (its WashSwirl's phase back at 0), so
// that the wash's figures are those of the swirl; without a WashSwirl, kWashMs decides.
bool FrameBenchmark::washSwirled()
{
    // The table's View3D holds it; the view is found through the items, where the
    // window's QObject children do not lead.
    if (!m_washSwirl) {
        std::vector<QQuickItem*> views;
        collectViews(m_window->contentItem(), views);
        for (QQuickItem* view : views)
            if (!m_washSwirl)
                m_washSwirl = view->findChild<QObject*>(QStringLiteral("washSwirl"));
    }
    if (!m_washSwirl)
        return false;
    const bool swirling = m_washSwirl->property("phase").toDouble() > 0;
    m_swirlSeen = m_swirlSeen || swirling;
    return m_swirlSeen && !swirling;
}

bool FrameBenchmark::frameDrew3d() { return m_drew3d.exchange(false) || m_directView; }

void FrameBenchmark::start()
{
    // The start-up benchmark times the table as a plain start shows it.
    if (m_kind == Kind::Ritual)
        m_model->reset();
    m_clock.start();
    m_window->update();
}

void FrameBenchmark::onFrame()
{
    const qint64 now = m_clock.nsecsElapsed();
    const bool drew3d = frameDrew3d();
    if (m_firstFrameMs < 0) {
        m_firstFrameMs = m_sinceStart.elapsed();
        m_firstFrameCpuMs = cpuMs();
        if (m_kind == Kind::Startup) {
            reportStartup();
            return;
        }
        // Start the wash on the next turn of the event loop, with the table shown.
        QTimer::singleShot(0, this, [this] {
            m_phase = Phase::Wash;
            m_phaseStartMs = m_clock.elapsed();
            if (m_kind == Kind::Play)
                startGame();
            else
                m_model->stepForward();
        });
    } else if (m_kind == Kind::Play && m_phase != Phase::Waiting && m_phase != Phase::Done) {
        // The ritual until the first move is shown, then play.
        if (m_phase == Phase::Wash && !ritualShown()) {
            m_phase = Phase::Rest;
            m_phaseStartMs = m_clock.elapsed();
        }
        if (m_lastFrameNs >= 0 && drew3d)
            (m_phase == Phase::Wash ? m_washFrames : m_restFrames).push_back(double(now - m_lastFrameNs) / 1e6);
        if (m_phase == Phase::Rest && (m_clock.elapsed() - m_phaseStartMs >= kPlayMs || m_session->overShown()))
            QTimer::singleShot(0, this, &FrameBenchmark::finish);
    } else if (m_lastFrameNs >= 0 && drew3d && m_phase != Phase::Waiting && m_phase != Phase::Done) {
        const double ms = double(now - m_lastFrameNs) / 1e6;
        (m_phase == Phase::Wash ? m_washFrames : m_restFrames).push_back(ms);
    }
    m_lastFrameNs = now;
    if (m_kind == Kind::Ritual && m_phase == Phase::Wash && (washSwirled() || m_clock.elapsed() - m_phaseStartMs >= kWashMs)) {
        m_phase = Phase::Rest;
        m_stepper.start();
        advance();
    }
    if (m_phase != Phase::Done)
        m_window->update();
}

void FrameBenchmark::advance()
{
    m_model->stepForward();
    if (m_model->step() >= m_model->stepCount() && m_stepper.isActive()) {
        m_stepper.stop();
        QTimer::singleShot(1000, this, &FrameBenchmark::finish); // let the last moves play out
    }
}

// A match on deal 1, the ritual shown fast, your moves made by an AI player.
void FrameBenchmark::startGame()
{
    // A benchmark leaves the player's saved match and records alone.
    m_session->setAutosave(false);
    m_session->setRitualSpeed(QStringLiteral("fast"));
    m_session->setSpeed(4);
    if (!m_session->newMatch(QStringLiteral("filipino"), GameSession::defaultPlayers(4))) {
        std::fprintf(stderr, "mahjongero: %s\n", qPrintable(m_session->prompt()));
        QCoreApplication::exit(1);
        return;
    }
    new AutoPlayer(m_session, 1, this);
    const auto& events = m_session->game()->record().events;
    for (std::size_t i = 0; i < events.size() && m_firstMove < 0; ++i)
        if (std::holds_alternative<mj::ActionEvent>(events[i]))
            m_firstMove = static_cast<int>(i);
}

bool FrameBenchmark::ritualShown() const { return m_firstMove < 0 || m_model->step() <= m_firstMove; }

void FrameBenchmark::reportStartup()
{
    m_phase = Phase::Done;
    // Counted after the first frame, so the count costs the figure nothing.
    const auto records = QDir(mjui::recordsDir()).entryList({QStringLiteral("*.jsonl")}, QDir::Files | QDir::System).size();
    std::printf("benchmark startup: %dx%d, %s, %lld records in %s\n", m_window->width(), m_window->height(),
                apiName(m_window->rendererInterface()->graphicsApi()), static_cast<long long>(records),
                qPrintable(mjui::recordsDir()));
    std::printf("first frame: %lld ms after start (%.0f ms of processor time)\n", static_cast<long long>(m_firstFrameMs),
                m_firstFrameCpuMs);
    std::printf("peak memory: %.1f MiB\n", peakMemoryMiB());
    std::printf("summary: records=%lld first_frame_ms=%lld first_frame_cpu_ms=%.0f peak_mib=%.1f\n",
                static_cast<long long>(records), static_cast<long long>(m_firstFrameMs), m_firstFrameCpuMs,
                peakMemoryMiB());
    std::fflush(stdout);
    QCoreApplication::exit(0);
}

void FrameBenchmark::finish()
{
    if (m_phase == Phase::Done)
        return;
    m_phase = Phase::Done;
    std::vector<double> all = m_washFrames;
    all.insert(all.end(), m_restFrames.begin(), m_restFrames.end());
    const bool play = m_kind == Kind::Play;
    // As the tables chose (the Graphics setting, or --graphics).
    m_renderInfo->setQuality(m_window->property("graphics").toString());
    std::printf("benchmark %s: %dx%d, %s (%s: shadows and MSAA %s), %d events\n", play ? "play" : "ritual",
                m_window->width(), m_window->height(), apiName(m_window->rendererInterface()->graphicsApi()),
                qPrintable(m_renderInfo->renderer()), m_renderInfo->highQuality() ? "on" : "off", m_model->stepCount());
    report(play ? "ritual" : "wash", m_washFrames);
    report(play ? "play" : "rest", m_restFrames);
    report("all", all);
    std::printf("first frame: %lld ms after start (%.0f ms of processor time)\n", static_cast<long long>(m_firstFrameMs),
                m_firstFrameCpuMs);
    std::printf("peak memory: %.1f MiB\n", peakMemoryMiB());
    const double washP50 = percentile(m_washFrames, 0.5);
    const double restP50 = percentile(m_restFrames, 0.5);
    if (play)
        std::printf("summary: ritual_fps_p50=%.1f ritual_p95_ms=%.1f play_fps_p50=%.1f play_p95_ms=%.1f "
                    "all_p99_ms=%.1f first_frame_ms=%lld peak_mib=%.1f\n",
                    washP50 > 0 ? 1000.0 / washP50 : 0.0, percentile(m_washFrames, 0.95),
                    restP50 > 0 ? 1000.0 / restP50 : 0.0, percentile(m_restFrames, 0.95), percentile(all, 0.99),
                    static_cast<long long>(m_firstFrameMs), peakMemoryMiB());
    else
        std::printf("summary: wash_fps_p50=%.1f wash_p95_ms=%.1f all_p95_ms=%.1f all_p99_ms=%.1f first_frame_ms=%lld "
                    "peak_mib=%.1f\n",
                    washP50 > 0 ? 1000.0 / washP50 : 0.0, percentile(m_washFrames, 0.95), percentile(all, 0.95),
                    percentile(all, 0.99), static_cast<long long>(m_firstFrameMs), peakMemoryMiB());
    std::fflush(stdout);
    QCoreApplication::exit(0);
}
