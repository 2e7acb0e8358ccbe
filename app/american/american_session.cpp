#include "american/american_session.h"

#include "saves/variant_match_save.h"
#include "session/session.h"
#include "variants/american/american_game.h"
#include "variants/american/american_match.h"
#include "variants/american/variant/american_variant.h"

#include <QDateTime>

#include <algorithm>

namespace {

constexpr int kClockMs = 100;

const mj::american::AmericanGame* americanGame(const mj::Session& session)
{
    return session.hasGame() ? mj::american::AmericanGame::of(session.game()) : nullptr;
}

// How long the table dwells on the next event, from the pace: a decision that moves no tile
// (an action, a payment) and the Charleston's many face-down moves go quickly, so a pass of
// four players takes a moment, not half a minute.
int dwellMs(const mj::Event& next, bool charleston, int paceMs)
{
    if (std::holds_alternative<mj::ActionEvent>(next) || std::holds_alternative<mj::PaymentEvent>(next))
        return paceMs / 8;
    if (charleston)
        return paceMs / 5;
    return paceMs;
}

// The dwell on the event the table shows next.
int nextDwell(const TableModel& tiles, bool charleston, int paceMs)
{
    const auto& events = tiles.record().events;
    const auto next = static_cast<std::size_t>(tiles.step());
    return next < events.size() ? dwellMs(events[next], charleston, paceMs) : paceMs;
}

} // namespace

AmericanSession::AmericanSession(QObject* parent)
    : QObject(parent), m_tiles(new TableModel(this)), m_helper(new CardHelperModel(this))
{
    m_pace.setSingleShot(true);
    connect(&m_pace, &QTimer::timeout, this, &AmericanSession::showNext);
    m_clock.setInterval(kClockMs);
    connect(&m_clock, &QTimer::timeout, this, [this] { passTime(kClockMs); });
}

AmericanSession::~AmericanSession() = default;

QStringList AmericanSession::levels() const
{
    QStringList out;
    for (const auto& level : mj::americanVariant().agentLevels())
        out << QString::fromStdString(level);
    return out;
}

void AmericanSession::setLevel(const QString& level)
{
    if (level == m_level || !levels().contains(level))
        return;
    m_level = level;
    emit levelChanged();
}

void AmericanSession::setSeed(int seed)
{
    if (seed == m_seed)
        return;
    m_seed = seed;
    emit levelChanged();
}

void AmericanSession::setPaceMs(int ms)
{
    ms = std::max(0, ms);
    if (ms == m_paceMs)
        return;
    m_paceMs = ms;
    emit paceChanged();
}

bool AmericanSession::start(const QString& level)
{
    if (!level.isEmpty())
        setLevel(level);
    const mj::Variant& variant = mj::americanVariant();
    // The seed is the only chance the app brings; every roll and wash comes from the
    // engine's generator seeded with it, so the match replays.
    const std::uint64_t seed = m_seed != 0 ? static_cast<std::uint64_t>(m_seed) : static_cast<std::uint64_t>(QDateTime::currentMSecsSinceEpoch());
    auto match = variant.newMatch("american", seed);
    if (!match) {
        m_refusal = QString::fromStdString(match.error());
        emit stateChanged();
        return false;
    }
    // The person at seat 0, or with friends (startWithFriends) the persons at seats 0.. in turn.
    mj::Session::Players players(variant.seats());
    for (int s = 0; s < variant.seats(); ++s)
        players[static_cast<std::size_t>(s)] = s < m_persons ? mj::SeatPlayer::human() : mj::SeatPlayer::agent(m_level.toStdString());
    const bool wasActive = active();
    setAsideOlderSave();
    m_matchSeed = seed;
    m_finished.clear();
    std::unique_ptr<mj::VariantMatch> owned = std::move(match.value());
    m_session = std::make_unique<mj::Session>(variant, std::move(owned), players, kBotSalt);
    m_session->startGame();
    showGame();
    if (!wasActive)
        emit activeChanged();
    return true;
}

void AmericanSession::stop()
{
    if (!m_session)
        return;
    m_pace.stop();
    m_clock.stop();
    m_session.reset();
    m_selected.clear();
    m_rack.clear();
    m_names.clear();
    m_persons = 1;
    emit rackChanged();
    m_refusal.clear();
    m_status.clear();
    emit activeChanged();
    emit stateChanged();
}

bool AmericanSession::nextGame()
{
    if (!m_session || !m_session->gamePosted()) {
        m_refusal = tr("The game is not over yet.");
        emit stateChanged();
        return false;
    }
    keepFinished();
    m_session->startGame();
    showGame();
    return true;
}

// The table shows the new game from its setup (the wash, the walls, the rolls, the deal:
// beginSetup), at the setup's speed, then the Charleston.
void AmericanSession::showGame()
{
    m_selected.clear();
    m_refusal.clear();
    m_tiles->loadRecord(m_session->game().record());
    m_tiles->setHandSeat(handShown() ? you() : -1);
    beginSetup();
    m_session->advance();
    settle();
}

bool AmericanSession::caughtUp() const
{
    return m_session && m_tiles->step() >= static_cast<int>(m_session->game().record().events.size());
}

// After any move: the table is given the new events and shows them one by one.
void AmericanSession::settle()
{
    if (!m_session)
        return;
    if (passForAbsent())
        return; // act() settled again, and saved
    saveIfChanged();
    m_tiles->extendRecord(m_session->game().record());
    if (m_paceMs == 0) {
        m_tiles->goToStep(m_tiles->stepCount());
        if (m_tiles->step() > 0)
            m_status = eventSentence(static_cast<std::size_t>(m_tiles->step() - 1));
    } else if (!caughtUp() && !m_pace.isActive()) {
        m_pace.start(dwellMs());
    }
    // A discard you could only let go by is let go at once: the claim window waits for you
    // only when you may call it. Likewise the draw when it is all you may do (the wall's
    // next tile is yours; nothing to choose).
    if (caughtUp()) {
        const auto moves = legal();
        const bool onlyPass = moves.size() == 1 && moves.front().type == mj::ActionType::Pass && claimSecondsLeft() >= 0;
        const bool onlyDraw = moves.size() == 1 && moves.front().type == mj::ActionType::Draw;
        if (onlyPass || onlyDraw) {
            act(moves.front());
            return;
        }
    }
    if (caughtUp() && claimSecondsLeft() >= 0)
        m_clock.start();
    else
        m_clock.stop();
    refreshShown();
}

int AmericanSession::dwellMs() const
{
    const int shown = m_tiles->step();
    if (shown < m_setupEnd || (shown == m_setupEnd && shown > 0 && m_setupSpeed != QLatin1String("skip")))
        return shown == 0 ? m_paceMs : setupDwellMs(static_cast<std::size_t>(shown - 1));
    return nextDwell(*m_tiles, isCharleston(), m_paceMs);
}

void AmericanSession::showNext()
{
    if (!m_session)
        return;
    if (m_tiles->stepForward())
        m_status = eventSentence(static_cast<std::size_t>(m_tiles->step() - 1));
    if (!caughtUp())
        m_pace.start(dwellMs());
    settle();
}

void AmericanSession::showAll()
{
    if (!m_session)
        return;
    m_pace.stop();
    m_tiles->goToStep(m_tiles->stepCount());
    if (m_tiles->step() > 0)
        m_status = eventSentence(static_cast<std::size_t>(m_tiles->step() - 1));
    settle();
}

void AmericanSession::refreshShown()
{
    const mj::Table& table = m_tiles->table();
    const mj::TileSet& set = table.tileSet();
    // The table's own hand (its order, the tile drawn apart) follows the person at the screen.
    m_tiles->setHandSeat(handShown() ? you() : -1);
    // Tiles chosen that left the hand (passed, discarded) are chosen no more; with friends,
    // nothing stays chosen once the person leaves the screen.
    const auto& hand = table.hand(mj::Seat::of(you()));
    if (!handShown())
        m_selected.clear();
    std::erase_if(m_selected, [&](int id) {
        return std::none_of(hand.begin(), hand.end(), [id](mj::TileId t) { return t.value == id; });
    });
    if (QVariantList now = rackOfTable(); now != m_rack) {
        m_rack = std::move(now);
        emit rackChanged();
    }
    QStringList concealed, exposed, seen;
    for (const QVariant& tile : m_rack)
        concealed << tile.toMap().value(QStringLiteral("kind")).toString();
    exposed = exposures();
    for (int s = 0; s < table.seatCount(); ++s) {
        const mj::Seat seat = mj::Seat::of(s);
        for (mj::TileId t : table.discards(seat))
            seen << QString::fromStdString(set.kindOf(t).notation());
        if (!(handShown() && s == you()))
            for (const auto& group : table.exposed(seat))
                for (mj::TileId t : group)
                    seen << QString::fromStdString(set.kindOf(t).notation());
    }
    if (concealed != m_helper->concealedTiles())
        m_helper->setConcealedTiles(concealed);
    if (exposed != m_helper->exposedGroups())
        m_helper->setExposedGroups(exposed);
    if (seen != m_helper->seenTiles())
        m_helper->setSeenTiles(seen);
    emit stateChanged();
}

std::vector<mj::Action> AmericanSession::legal() const
{
    if (!m_session || !m_session->hasGame() || m_session->game().over())
        return {};
    return m_session->legal();
}

bool AmericanSession::yourMove() const { return caughtUp() && !legal().empty(); }

std::vector<mj::Action> AmericanSession::legalOf(int type) const
{
    std::vector<mj::Action> out;
    for (const mj::Action& a : legal())
        if (static_cast<int>(a.type) == type)
            out.push_back(a);
    return out;
}

bool AmericanSession::act(const mj::Action& action)
{
    if (!m_session)
        return false;
    const mj::Status done = m_session->act(action);
    if (!done) {
        m_refusal = QString::fromStdString(done.error());
        emit stateChanged();
        return false;
    }
    m_refusal.clear();
    settle();
    return true;
}

QVariantList AmericanSession::actions() const
{
    QVariantList out;
    if (!caughtUp())
        return out;
    const auto moves = legal();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const mj::Action& a = moves[i];
        // Tiles laid or discarded are chosen on the rack; blind counts go with the pass button.
        if (a.type == mj::ActionType::Discard || a.type == mj::ActionType::PassTile ||
            a.type == mj::ActionType::PassBlind)
            continue;
        out.append(QVariantMap{{QStringLiteral("index"), static_cast<int>(i)},
                               {QStringLiteral("label"), actionLabel(a)},
                               {QStringLiteral("type"), QString::fromStdString(mj::actionTypeName(a.type))}});
    }
    return out;
}

bool AmericanSession::choose(int index)
{
    const auto moves = legal();
    if (!caughtUp() || index < 0 || index >= static_cast<int>(moves.size())) {
        m_refusal = tr("That choice is not offered now.");
        emit stateChanged();
        return false;
    }
    return act(moves[static_cast<std::size_t>(index)]);
}

QVariantList AmericanSession::selectedTiles() const
{
    QVariantList out;
    for (int id : m_selected)
        out << id;
    return out;
}

QVariantList AmericanSession::rackOfTable() const
{
    QVariantList out;
    if (!m_session || showingSetup()) // the rack is filled once the deal is shown
        return out;
    if (!handShown())
        return out; // hot-seat: hidden until the person at the screen is ready
    const mj::Table& table = m_tiles->table();
    std::vector<mj::TileId> hand = table.hand(mj::Seat::of(you()));
    const int drawn = m_tiles->drawnTile();
    std::sort(hand.begin(), hand.end(), [&](mj::TileId a, mj::TileId b) {
        const auto ka = table.tileSet().kindOf(a).index(), kb = table.tileSet().kindOf(b).index();
        return ka != kb ? ka < kb : a.value < b.value;
    });
    for (mj::TileId t : hand)
        out.append(QVariantMap{
            {QStringLiteral("tileId"), static_cast<int>(t.value)},
            {QStringLiteral("kind"), QString::fromStdString(table.tileSet().kindOf(t).notation())},
            {QStringLiteral("drawn"), static_cast<int>(t.value) == drawn}});
    return out;
}

QStringList AmericanSession::exposures() const
{
    QStringList out;
    if (!m_session || !handShown())
        return out;
    const mj::Table& table = m_tiles->table();
    for (const auto& group : table.exposed(mj::Seat::of(you()))) {
        QString word;
        for (mj::TileId t : group)
            word += QString::fromStdString(table.tileSet().kindOf(t).notation());
        out << word;
    }
    return out;
}

bool AmericanSession::isCharleston() const
{
    const auto* game = m_session ? americanGame(*m_session) : nullptr;
    return game && game->playPhase() == mj::american::AmericanPhase::Charleston;
}

bool AmericanSession::isCourtesyPass() const
{
    const auto* game = m_session ? americanGame(*m_session) : nullptr;
    return game && game->charleston() && game->charleston()->phase() == mj::american::CharlestonPhase::Courtesy;
}

int AmericanSession::pickCount() const
{
    if (!caughtUp())
        return 0;
    if (!legalOf(static_cast<int>(mj::ActionType::PassTile)).empty()) {
        if (!isCourtesyPass())
            return 3;
        // The courtesy pass: the number the pair agreed (the engine's last word on it).
        const auto* game = americanGame(*m_session);
        int agreed = 0;
        for (const auto& e : game->charleston()->events())
            if (e.kind == mj::american::CharlestonEventKind::CourtesyAgreed &&
                (e.seat.index() == you() || (e.from && e.from->index() == you())))
                agreed = e.count;
        return std::max(1, agreed);
    }
    return legalOf(static_cast<int>(mj::ActionType::Discard)).empty() ? 0 : 1;
}

bool AmericanSession::canPass() const
{
    if (pickCount() == 0 || legalOf(static_cast<int>(mj::ActionType::PassTile)).empty())
        return false;
    const int chosen = selectedCount();
    if (chosen == pickCount())
        return true;
    const auto blind = legalOf(static_cast<int>(mj::ActionType::PassBlind));
    return chosen < pickCount() &&
           std::any_of(blind.begin(), blind.end(), [&](const mj::Action& a) { return a.count == pickCount() - chosen; });
}

bool AmericanSession::passSelected()
{
    if (!canPass()) {
        m_refusal = selectedCount() > pickCount() ? tr("Choose only %1 tiles.").arg(pickCount())
                                                  : tr("Choose %1 tiles from your rack first.").arg(pickCount());
        emit stateChanged();
        return false;
    }
    const int blind = pickCount() - selectedCount();
    const std::vector<int> chosen = m_selected;
    m_selected.clear();
    for (int id : chosen) {
        mj::Action lay{mj::Seat::of(you()), mj::ActionType::PassTile, id};
        if (!act(lay))
            return false;
    }
    if (blind > 0) {
        mj::Action rest{mj::Seat::of(you()), mj::ActionType::PassBlind};
        rest.count = static_cast<std::int8_t>(blind);
        return act(rest);
    }
    return true;
}

bool AmericanSession::canDiscard() const
{
    if (m_selected.size() != 1 || isCharleston())
        return false;
    const auto discards = legalOf(static_cast<int>(mj::ActionType::Discard));
    return std::any_of(discards.begin(), discards.end(), [&](const mj::Action& a) { return a.tile == m_selected[0]; });
}

bool AmericanSession::discardSelected()
{
    if (m_selected.size() != 1) {
        m_refusal = tr("Choose the tile to discard on your rack.");
        emit stateChanged();
        return false;
    }
    return act(mj::Action{mj::Seat::of(you()), mj::ActionType::Discard, m_selected[0]});
}

void AmericanSession::tapTile(int tileId)
{
    if (!m_session || !handShown())
        return;
    const auto at = std::find(m_selected.begin(), m_selected.end(), tileId);
    if (isCharleston()) {
        if (at != m_selected.end())
            m_selected.erase(at);
        else
            m_selected.push_back(tileId);
        m_refusal.clear();
        emit stateChanged();
        return;
    }
    // In play: the first tap chooses the tile (for a discard or a joker exchange); a second
    // tap on the same tile discards it.
    if (at != m_selected.end() && m_selected.size() == 1 && yourMove() &&
        !legalOf(static_cast<int>(mj::ActionType::Discard)).empty()) {
        discardSelected();
        return;
    }
    m_selected = {tileId};
    m_refusal.clear();
    emit stateChanged();
}

void AmericanSession::tapTableTile(int tileId)
{
    if (!m_session)
        return;
    const mj::Table& table = m_tiles->table();
    const auto& hand = table.hand(mj::Seat::of(you()));
    if (std::any_of(hand.begin(), hand.end(), [tileId](mj::TileId t) { return t.value == tileId; })) {
        tapTile(tileId);
        return;
    }
    if (m_selected.size() == 1)
        exchangeJoker(m_selected[0], tileId);
}

bool AmericanSession::exchangeJoker(int naturalId, int jokerId)
{
    if (!m_session)
        return false;
    const mj::Table& table = m_tiles->table();
    for (int s = 0; s < table.seatCount(); ++s) {
        const auto& groups = table.exposed(mj::Seat::of(s));
        for (std::size_t g = 0; g < groups.size(); ++g)
            if (std::any_of(groups[g].begin(), groups[g].end(), [jokerId](mj::TileId t) { return t.value == jokerId; })) {
                mj::Action swap{mj::Seat::of(you()), mj::ActionType::JokerExchange, naturalId};
                swap.from = static_cast<std::int8_t>(s);
                swap.to = static_cast<std::int8_t>(g);
                return act(swap);
            }
    }
    m_refusal = tr("Drop your tile on a joker in an exposure to exchange it.");
    emit stateChanged();
    return false;
}

void AmericanSession::passTime(int ms)
{
    if (!m_session || !caughtUp())
        return;
    if (m_session->passTime(ms))
        settle();
    else
        emit stateChanged();
}

int AmericanSession::claimSecondsLeft() const
{
    if (!m_session || !m_session->claimDeadline().running())
        return -1;
    return static_cast<int>(m_session->claimDeadline().secondsLeft());
}

QString AmericanSession::phase() const
{
    return m_session && m_session->hasGame() ? QString::fromStdString(m_session->game().phase()) : QString();
}

QString AmericanSession::charlestonStep() const
{
    const auto* game = m_session ? americanGame(*m_session) : nullptr;
    if (!game || !game->charleston() || !isCharleston() || showingSetup())
        return {};
    return QString::fromStdString(mj::american::phaseName(game->charleston()->phase()));
}

bool AmericanSession::overShown() const
{
    return m_session && m_session->hasGame() && m_session->game().over() && caughtUp();
}

int AmericanSession::winner() const
{
    if (!overShown())
        return -1;
    const auto w = m_session->game().winner();
    return w ? w->index() : -1;
}

int AmericanSession::gamesPlayed() const
{
    return m_session && m_session->match() ? m_session->match()->gamesPlayed() : 0;
}

int AmericanSession::east() const
{
    const auto* game = m_session ? americanGame(*m_session) : nullptr;
    return game ? game->east().index() : -1;
}

QVariantList AmericanSession::balances() const
{
    QVariantList out;
    if (!overShown())
        return out;
    const auto* match = dynamic_cast<const mj::american::AmericanMatch*>(m_session->match());
    const mj::PerSeat<int> game = m_session->game().balance();
    for (int s = 0; s < game.count(); ++s)
        out.append(QVariantMap{{QStringLiteral("seat"), s},
                               {QStringLiteral("name"), seatName(s)},
                               {QStringLiteral("game"), game[static_cast<std::size_t>(s)]},
                               {QStringLiteral("match"), match ? match->ledger()[static_cast<std::size_t>(s)] : 0}});
    return out;
}

QVariantList AmericanSession::concealedSeats() const
{
    QVariantList out;
    for (int s = 0; m_session && s < m_session->seatCount(); ++s)
        if (!(handShown() && s == you()) && !openSeats().contains(s))
            out << s;
    return out;
}

QVariantList AmericanSession::openSeats() const
{
    QVariantList out;
    if (winner() >= 0)
        out << winner();
    return out;
}
