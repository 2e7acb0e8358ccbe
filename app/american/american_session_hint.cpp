// The strong AI's hint for the person at the screen (issue 17, "Hints from the strong AI with a
// sentence"): an advisor for their seat (variants/american/ai/american_hint.h), a strong agent
// sent only that seat's views of the game, gives the action the strong AI would choose and
// why; american_hint_words.h says it in a sentence, and the tiles it lays or exposes are
// outlined on the rack. Each state of the game is worked out once (the record only grows,
// so its length and the seat name it); the strong agent decides in about a millisecond, so
// this runs when the page asks, on the GUI thread.
#include "american/american_hint_words.h"
#include "american/american_session.h"

#include "session/session.h"
#include "variants/american/american_game.h"
#include "variants/american/american_match.h"

#include <map>
#include <tuple>

namespace {

// The advisor's own seed, apart from the players' (it breaks the hint's ties only).
constexpr std::uint64_t kHintSalt = 0x68696e74ULL; // "hint"

// The state hinted: the game, the games played, the seat at the screen, the record's length.
using HintKey = std::tuple<const mj::VariantGame*, int, int, std::size_t>;

// The state a hint is for, when it is the person's move: none otherwise.
std::optional<HintKey> hintKey(const mj::Session& session, int gamesPlayed, int seat)
{
    if (!session.hasGame() || session.game().over() || session.legal().empty())
        return std::nullopt;
    return HintKey{&session.game(), gamesPlayed, seat, session.game().record().events.size()};
}

} // namespace

struct AmericanSession::HintCache {
    const mj::VariantGame* game = nullptr;
    int gamesPlayed = -1;
    std::map<int, mj::american::HintAdvisor> advisors; // by seat, for the game in play
    std::optional<HintKey> hinted;
    QString text;
    QVariantList tiles;
    std::optional<HintKey> asked; // the state askHint() was called in
    int computed = 0;
};

AmericanSession::HintCache& AmericanSession::hints() const
{
    if (!m_hints)
        m_hints = std::make_shared<HintCache>();
    return *m_hints;
}

QString AmericanSession::hint() const
{
    if (!m_session || !yourMove())
        return {};
    HintCache& cache = hints();
    const int seat = m_session->atScreen().index();
    const auto key = hintKey(*m_session, gamesPlayed(), seat);
    if (!key)
        return {};
    if (cache.hinted == key)
        return cache.text;
    mj::VariantGame& game = m_session->game();
    const auto* american = mj::american::AmericanGame::of(game);
    if (!american)
        return {};
    // A new game: new advisors (the views start again).
    if (cache.game != &game || cache.gamesPlayed != gamesPlayed()) {
        cache.advisors.clear();
        cache.game = &game;
        cache.gamesPlayed = gamesPlayed();
    }
    auto at = cache.advisors.find(seat);
    if (at == cache.advisors.end())
        at = cache.advisors
                 .emplace(seat, mj::american::HintAdvisor(*american, mj::Seat::of(seat),
                                                          game.record().header.seed ^ (kHintSalt + static_cast<std::uint64_t>(seat))))
                 .first;
    at->second.catchUp(game);
    const mj::american::AmericanHint h = at->second.hint(m_session->legal(), std::max(1, pickCount()));
    cache.hinted = key;
    cache.text = mjui::americanHintSentence(h, american->rules().card->card(), [this](int s) { return seatName(s); });
    cache.tiles.clear();
    for (int id : h.tiles)
        cache.tiles << id;
    ++cache.computed;
    return cache.text;
}

QVariantList AmericanSession::hintTiles() const
{
    if (hint().isEmpty())
        return {};
    return hints().tiles;
}

bool AmericanSession::hintAsked() const
{
    if (!m_session || !yourMove())
        return false;
    const auto key = hintKey(*m_session, gamesPlayed(), m_session->atScreen().index());
    return key && hints().asked == key;
}

void AmericanSession::askHint()
{
    if (!m_session || !yourMove())
        return;
    hints().asked = hintKey(*m_session, gamesPlayed(), m_session->atScreen().index());
    emit stateChanged();
}
