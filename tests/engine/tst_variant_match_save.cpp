// The save of a variant's match (saves/variant_match_save.h; docs/saves.md): an American
// match saved mid-game, and after finished games, reads back to the same match (the same
// records, ledger and games played) and plays on exactly as it would have; several people's
// seats round-trip (hot-seat); solitaire's one seat saves too. Each kind of damage is refused
// naming its place: a record line edited (in the deal, and in play), a wrong seed, a player
// no variant has, a seat too few, a truncated file, a finished game that had not ended, an
// unknown variant or ruleset, a record from another match.
#include "saves/variant_match_save.h"

#include "record/record_json.h"
#include "session/session.h"
#include "variants/american/american_match.h"
#include "variants/registry/builtin_variants.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <functional>

using namespace mj;
using nlohmann::json;

namespace {

constexpr std::uint64_t kSalt = 0x5a17ULL;
constexpr std::uint64_t kSeed = 20261127;

const Variant& variant(const char* name) { return **variantByName(name); }

Session::Players americanPlayers()
{
    Session::Players players(4);
    players[0] = SeatPlayer::human();
    for (std::size_t s = 1; s < 4; ++s)
        players[s] = SeatPlayer::agent("random");
    return players;
}

std::unique_ptr<Session> newSession(const char* name, const std::string& ruleset, const Session::Players& players)
{
    auto match = variant(name).newMatch(ruleset, kSeed);
    if (!match)
        qFatal("%s", match.error().c_str());
    auto session = std::make_unique<Session>(variant(name), std::move(match).value(), players, kSalt);
    session->startGame();
    session->advance();
    return session;
}

// The people make `moves` moves (or fewer, when the game ends first): each the legal action
// a fixed rule picks, so two sessions given the same moves play the same game. Hot-seat:
// whoever is handed the computer sits down first.
void play(Session& session, int moves)
{
    for (int i = 0; i < moves && !session.game().over(); ++i) {
        if (session.handOver())
            session.ready();
        const auto legal = session.legal();
        QVERIFY2(!legal.empty(), "a person must act while the game is not over");
        const Action action = legal[static_cast<std::size_t>(i * 7) % legal.size()];
        const Status done = session.act(action);
        QVERIFY2(done.ok(), done.ok() ? "" : done.error().c_str());
    }
}

void playToEnd(Session& session)
{
    for (int guard = 0; guard < 20 && !session.game().over(); ++guard)
        play(session, 100);
    QVERIFY(session.game().over());
}


VariantMatchSave saveOf(const Session& session, const char* name, const std::string& ruleset,
                        const std::vector<GameRecord>& finished)
{
    VariantMatchSave save;
    save.variant = name;
    save.ruleset = ruleset;
    save.seed = kSeed;
    save.players = session.players().list();
    save.savedAt = "2026-11-27T16:20:00Z";
    save.finished = finished;
    save.current = session.game().record();
    return save;
}

std::string eventsText(const GameRecord& record)
{
    std::string out = headerToJson(record.header).dump();
    for (const Event& e : record.events)
        out += '\n' + eventToJson(e).dump();
    return out;
}

// The save's text read, changed by `edit`, written again.
std::string edited(const std::string& text, const std::function<void(json&)>& edit)
{
    json root = json::parse(text);
    edit(root);
    return root.dump();
}

// The error of loading `text`, parse and rebuild; empty if it loads.
std::string errorOf(const std::string& text)
{
    auto save = parseVariantMatchSave(text, "save.json");
    if (!save)
        return save.error();
    auto rebuilt = rebuildVariantMatch(std::move(save).value(), "save.json");
    return rebuilt ? std::string() : rebuilt.error();
}

// The index in a record's array of its first action at or after the deal.
std::size_t firstAction(const json& lines)
{
    for (std::size_t i = 1; i < lines.size(); ++i)
        if (lines[i].value("event", "") == "action")
            return i;
    return 0;
}

} // namespace

class TestVariantMatchSave : public QObject {
    Q_OBJECT

    std::string m_text; // a save mid-game of an American match, for the damage below

private slots:
    void initTestCase()
    {
        auto session = newSession("american", "american", americanPlayers());
        play(*session, 12);
        m_text = variantMatchSaveText(saveOf(*session, "american", "american", {}));
        QVERIFY(errorOf(m_text).empty());
    }

    void roundTripMidGame()
    {
        auto session = newSession("american", "american", americanPlayers());
        play(*session, 12);
        QVERIFY(!session->game().over());
        const VariantMatchSave save = saveOf(*session, "american", "american", {});
        const std::string text = variantMatchSaveText(save);

        auto parsed = parseVariantMatchSave(text, "save.json");
        QVERIFY2(parsed.ok(), parsed.ok() ? "" : parsed.error().c_str());
        QCOMPARE(variantMatchSaveText(parsed.value()), text); // written again, the same text
        auto rebuilt = rebuildVariantMatch(std::move(parsed).value(), "save.json");
        QVERIFY2(rebuilt.ok(), rebuilt.ok() ? "" : rebuilt.error().c_str());
        ResumedVariantMatch resumed = std::move(rebuilt).value();
        QCOMPARE(resumed.variant->name(), std::string("american"));
        QCOMPARE(resumed.match->gamesPlayed(), 0);
        QCOMPARE(eventsText(resumed.current->record()), eventsText(session->game().record()));

        // Resumed in a session, its agents catch up and play on as the original's do.
        Session again(*resumed.variant, std::move(resumed.match), std::move(resumed.current),
                      seatPlayers(save), kSalt);
        QVERIFY(again.caughtUp().ok());
        QCOMPARE(again.caughtUp().value(), 0);
        again.advance();
        QCOMPARE(again.legal().size(), session->legal().size());
        play(*session, 30);
        play(again, 30);
        QCOMPARE(eventsText(again.game().record()), eventsText(session->game().record()));
    }

    void roundTripAfterFinishedGames()
    {
        auto session = newSession("american", "american", americanPlayers());
        std::vector<GameRecord> finished;
        for (int g = 0; g < 2; ++g) {
            playToEnd(*session);
            QVERIFY(session->gamePosted());
            finished.push_back(session->game().record());
            session->startGame();
            session->advance();
        }
        play(*session, 5);
        const auto* original = dynamic_cast<const american::AmericanMatch*>(session->match());
        QVERIFY(original);

        auto rebuilt = rebuildVariantMatch(
            parseVariantMatchSave(variantMatchSaveText(saveOf(*session, "american", "american", finished)), "save.json").value(),
            "save.json");
        QVERIFY2(rebuilt.ok(), rebuilt.ok() ? "" : rebuilt.error().c_str());
        const auto* match = dynamic_cast<const american::AmericanMatch*>(rebuilt.value().match.get());
        QVERIFY(match);
        QCOMPARE(match->gamesPlayed(), 2);
        QVERIFY(match->ledger() == original->ledger());
        QVERIFY(match->nextEast() == original->nextEast());
        QCOMPARE(rebuilt.value().save.finished.size(), std::size_t{2});
        QCOMPARE(eventsText(rebuilt.value().save.finished[1]), eventsText(finished[1]));
        QCOMPARE(eventsText(rebuilt.value().current->record()), eventsText(session->game().record()));

        // A game that had ended when saved comes back ended, not yet posted: the session
        // posts it (as when it ended), so the ledger counts it once.
        playToEnd(*session);
        auto ended = rebuildVariantMatch(
            parseVariantMatchSave(variantMatchSaveText(saveOf(*session, "american", "american", finished)), "save.json").value(),
            "save.json");
        QVERIFY2(ended.ok(), ended.ok() ? "" : ended.error().c_str());
        QVERIFY(ended.value().current->over());
        ResumedVariantMatch resumed = std::move(ended).value();
        Session again(*resumed.variant, std::move(resumed.match), std::move(resumed.current), americanPlayers(), kSalt);
        again.advance();
        QVERIFY(again.gamePosted());
        QCOMPARE(again.match()->gamesPlayed(), 3);
        QVERIFY(dynamic_cast<const american::AmericanMatch*>(again.match())->ledger() == original->ledger());
    }

    // Several people at one computer: each person's seat comes back a person's.
    void hotSeatPlayersRoundTrip()
    {
        Session::Players players = americanPlayers();
        players[2] = SeatPlayer::human();
        auto session = newSession("american", "american", players);
        play(*session, 6);
        const std::string text = variantMatchSaveText(saveOf(*session, "american", "american", {}));
        QVERIFY(text.find("\"players\": [\"human\",\"random\",\"human\",\"random\"]") != std::string::npos);
        auto rebuilt = rebuildVariantMatch(parseVariantMatchSave(text, "save.json").value(), "save.json");
        QVERIFY2(rebuilt.ok(), rebuilt.ok() ? "" : rebuilt.error().c_str());
        QVERIFY(rebuilt.value().save.players == players.list());
    }

    // One seat, another tile set: nothing assumes four.
    void solitaireRoundTrip()
    {
        const Variant& solitaire = variant("solitaire");
        const std::string ruleset = solitaire.rulesets().front();
        Session::Players players(1);
        players[0] = SeatPlayer::human();
        auto session = newSession("solitaire", ruleset, players);
        play(*session, 4);
        const std::string text = variantMatchSaveText(saveOf(*session, "solitaire", ruleset, {}));
        auto rebuilt = rebuildVariantMatch(parseVariantMatchSave(text, "save.json").value(), "save.json");
        QVERIFY2(rebuilt.ok(), rebuilt.ok() ? "" : rebuilt.error().c_str());
        QCOMPARE(eventsText(rebuilt.value().current->record()), eventsText(session->game().record()));
        const std::string four = edited(text, [](json& r) { r["players"] = {"human", "human"}; });
        const std::string error = errorOf(four);
        QVERIFY2(error.find("field \"players\": expected 1 player,") != std::string::npos, error.c_str());
    }

    void refused_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("expected");
        QTest::newRow("deal line edited") << "wash" << "save.json: field \"current\": line 2: ";
        QTest::newRow("action line edited") << "action" << "save.json: field \"current\": line ";
        QTest::newRow("wrong seed") << "seed" << "save.json: field \"current\": line 1: field \"seed\" is ";
        QTest::newRow("bad player") << "player" << "save.json: field \"players\": seat 2: expected \"human\" or one of american's AI levels";
        QTest::newRow("seat too few") << "three" << "save.json: field \"players\": expected 4 players, one a seat";
        QTest::newRow("no person") << "bots" << "save.json: field \"players\": no seat is a human's";
        QTest::newRow("truncated") << "truncated" << "save.json: line ";
        QTest::newRow("empty") << "empty" << "save.json: the file is empty";
        QTest::newRow("unknown variant") << "variant" << "save.json: field \"variant\": ";
        QTest::newRow("unknown ruleset") << "ruleset" << "save.json: field \"ruleset\": expected one of american's rulesets";
        QTest::newRow("unfinished game finished") << "unfinished" << "save.json: field \"finished\", game 1: the game has not ended";
        QTest::newRow("other match's game") << "other" << "save.json: field \"finished\", game 1: line 1: field \"seed\"";
        QTest::newRow("unknown field") << "field" << "save.json: field \"colour\": not a field of a save";
        QTest::newRow("missing field") << "missing" << "save.json: field \"current\": missing";
        QTest::newRow("other format") << "format" << "save.json: field \"save\": expected \"mahjongero-variant-match\"";
        QTest::newRow("record line not an object") << "line" << "save.json: field \"current\": line 3: expected a JSON object";
        QTest::newRow("bad time") << "time" << "save.json: field \"saved_at\": expected a time like";
    }

    void refused()
    {
        QFETCH(QString, change);
        QFETCH(QString, expected);
        std::string text;
        if (change == "wash")
            text = edited(m_text, [](json& r) {
                json& wash = r["current"][1];
                QVERIFY(wash["event"] == "wash");
                std::swap(wash["order"][0], wash["order"][1]);
            });
        else if (change == "action")
            text = edited(m_text, [](json& r) {
                json& lines = r["current"];
                const std::size_t at = firstAction(lines);
                QVERIFY(at > 0);
                lines[at]["seat"] = (lines[at]["seat"].get<int>() + 1) % 4;
            });
        else if (change == "seed")
            text = edited(m_text, [](json& r) { r["seed"] = kSeed + 1; });
        else if (change == "player")
            text = edited(m_text, [](json& r) { r["players"][2] = "grandmaster"; });
        else if (change == "three")
            text = edited(m_text, [](json& r) { r["players"].erase(3); });
        else if (change == "bots")
            text = edited(m_text, [](json& r) { r["players"][0] = "random"; });
        else if (change == "truncated")
            text = m_text.substr(0, m_text.size() / 2);
        else if (change == "empty")
            text = "  \n";
        else if (change == "variant")
            text = edited(m_text, [](json& r) { r["variant"] = "klondike"; });
        else if (change == "ruleset")
            text = edited(m_text, [](json& r) { r["ruleset"] = "/etc/passwd"; });
        else if (change == "unfinished")
            text = edited(m_text, [](json& r) { r["finished"] = json::array({r["current"]}); });
        else if (change == "other")
            text = edited(m_text, [](json& r) {
                // The game of another match's seed, posted as this match's first.
                r["finished"] = json::array({r["current"]});
                r["seed"] = kSeed - 5;
            });
        else if (change == "field")
            text = edited(m_text, [](json& r) { r["colour"] = "red"; });
        else if (change == "missing")
            text = edited(m_text, [](json& r) { r.erase("current"); });
        else if (change == "format")
            text = edited(m_text, [](json& r) { r["save"] = "mahjongero-match"; });
        else if (change == "line")
            text = edited(m_text, [](json& r) { r["current"][2] = 7; });
        else if (change == "time")
            text = edited(m_text, [](json& r) { r["saved_at"] = "yesterday"; });
        const std::string error = errorOf(text);
        QVERIFY2(!error.empty(), "refused");
        QVERIFY2(error.rfind(expected.toStdString(), 0) == 0, error.c_str());
    }

    void fileOnDisk()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("american-match.json").toStdString();
        {
            QFile f(QString::fromStdString(path));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(m_text.data(), static_cast<qint64>(m_text.size()));
        }
        QVERIFY(loadVariantMatchSave(path).ok());
        const auto none = loadVariantMatchSave(dir.filePath("nothing.json").toStdString());
        QVERIFY(!none.ok());
        QVERIFY2(none.error().find("nothing.json: cannot be opened") != std::string::npos, none.error().c_str());
        const auto folder = loadVariantMatchSave(dir.path().toStdString());
        QVERIFY(!folder.ok());
        QVERIFY2(folder.error().find("not a regular file") != std::string::npos, folder.error().c_str());
    }
};

QTEST_APPLESS_MAIN(TestVariantMatchSave)
#include "tst_variant_match_save.moc"
