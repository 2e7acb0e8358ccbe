#include "startup/launch_solitaire.h"

#include "solitaire/solitaire_session.h"
#include "startup/screenshot.h"

#include <QQuickWindow>
#include <QTimer>

#include <cstdio>

namespace {
// The demonstration's pace: a move every so often, slow enough to follow.
constexpr int kAutoplayMs = 450;
// The win's swirl and wave (SolitaireTable3D) last 4 s; the card comes after.
constexpr int kAfterWinMs = 4600;
// A deal's tiles slide to their places first.
constexpr int kSettleMs = 1200;
} // namespace

bool startSolitaire(const LaunchOptions& options, QQuickWindow& windowRef, std::optional<int>* exitCode)
{
    auto* window = &windowRef;
    auto* session = window->property("solitaire").value<SolitaireSession*>();
    if (!session)
        return false;
    // The solver's demonstration is not the player's game: it is not counted.
    if (options.autoplay)
        session->setPersistent(false);
    session->open(options.seed.value_or(QString()));
    if (!session->message().isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(session->message()));
        return false;
    }
    if (options.printState) {
        std::printf("deal %s\n%s", qPrintable(session->deal()), qPrintable(session->positionText()));
        *exitCode = 0;
        return true;
    }
    if (options.autoplay) {
        auto* pace = new QTimer(window);
        pace->setInterval(kAutoplayMs);
        QObject::connect(pace, &QTimer::timeout, session, [session, pace] {
            if (session->won()) {
                pace->stop();
                return;
            }
            const QString verdict = session->verdict();
            if (verdict == QLatin1String("unwinnable") || verdict == QLatin1String("undecided")) {
                std::fprintf(stderr, "deal %s: %s, nothing to play\n", qPrintable(session->deal()), qPrintable(verdict));
                pace->stop();
                return;
            }
            session->playHint(); // nothing yet while the solver is still thinking
        });
        pace->start();
        if (!options.screenshot.isEmpty())
            QObject::connect(session, &SolitaireSession::wonDeal, window, [window, &options] {
                QTimer::singleShot(kAfterWinMs, window, [window, &options] { saveScreenshotAndQuit(window, options.screenshot); });
            });
        return true;
    }
    if (!options.screenshot.isEmpty()) // once the tiles have come to rest
        QTimer::singleShot(kSettleMs, window, [window, &options] { saveScreenshotAndQuit(window, options.screenshot); });
    return true;
}
