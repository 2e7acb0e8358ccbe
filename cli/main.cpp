// mahjongero-cli: the headless front end (see --help). It only parses arguments and
// prints; the ritual, records, replay, narration and hand analysis all live in the engine.
#include "options.h"
#include "analyze_command.h"
#include "american_hand_command.h"
#include "card_command.h"
#include "solitaire_command.h"
#include "variant_play_command.h"
#include "game_state_output.h"
#include "exit_codes.h"

#include "bot_bench.h"
#include "game_bench.h"
#include "hand_bench.h"

#include "variants/filipino/game/game_replay.h"
#include "core/bounded_input.h"
#include "record/game_log.h"
#include "record/record_json.h"
#include "record/summary.h"
#include "variants/filipino/ritual/narrator.h"
#include "variants/filipino/ritual/ritual.h"
#include "variants/filipino/ritual/ritual_replay.h"

#include <cstdio>
#include <iostream>
#include <sstream>

namespace {

using mj::cli::kBadArgument;
using mj::cli::kBadInput;

void printLines(const std::vector<std::string>& lines)
{
    for (const auto& line : lines)
        std::cout << line << '\n';
}

int ritual(const mj::cli::Options& options)
{
    const mj::GameRecord record = mj::performRitual(options.seed, options.rules);
    if (!options.json) {
        std::cout << "Mahjongero setup ritual: " << mj::variantName(options.rules.variant) << " rules, seed "
                  << options.seed << "\n\n";
        printLines(mj::narrateRecord(record));
        return 0;
    }
    mj::writeRecord(std::cout, record);
    const auto table = mj::replay(record);
    std::cout << nlohmann::json{{"summary", mj::summarize(*table)}}.dump() << '\n';
    return 0;
}

// A game record: replayed through the rules, then its end told (or printed as JSON).
int replayGame(const mj::ReadRecord& read, const std::string& name, bool json)
{
    const auto game = mj::replayGame(read.record, read.eventLines);
    if (!game) {
        std::cerr << "mahjongero-cli: " << name << ": " << game.error() << '\n';
        return kBadInput;
    }
    const nlohmann::json state = mj::cli::finalState(*game);
    if (json) {
        std::cout << nlohmann::json{{"summary", state}}.dump() << '\n';
        return 0;
    }
    std::cout << "Replay of " << name << ": " << read.record.events.size() << " events, " << game->rules().name
              << " rules, seed " << read.record.header.seed << ": every action legal, every event as the rules make it\n\n";
    printLines(mj::cli::describeFinalState(*game));
    return 0;
}

int replay(const mj::cli::Options& options)
{
    // Within mj::limits::record, per file and per line; a FIFO, a device or a folder is
    // refused before a byte is read (issue 12, defects 2 and 3). Standard input is read line
    // by line, so a stream without end (/dev/zero) is refused at its first long line.
    const bool fromStdin = options.file == "-";
    const std::string name = fromStdin ? "standard input" : options.file;
    std::istringstream fileText;
    if (!fromStdin) {
        auto text = mj::readRegularFile(options.file, mj::limits::record.maxBytes);
        if (!text) {
            std::cerr << "mahjongero-cli: " << name << ": " << text.error() << '\n';
            return kBadInput;
        }
        fileText.str(std::move(*text));
    }
    std::istream& in = fromStdin ? std::cin : fileText;
    const auto read = mj::readRecord(in, mj::limits::record);
    if (!read) {
        std::cerr << "mahjongero-cli: " << name << ": " << read.error() << '\n';
        return kBadInput;
    }
    if (!mj::isFilipinoFamily(read->record.header)) // another variant's record: its own rules replay it
        return mj::cli::replayVariantRecord(*read, name, options.json);
    // How strictly is the record's kind: a game through the rules, a ritual against the
    // ritual its header makes, a free table by the table alone (every move possible).
    const mj::RecordKind kind = mj::recordKind(read->record.header);
    if (kind == mj::RecordKind::Game)
        return replayGame(*read, name, options.json);
    const auto table = kind == mj::RecordKind::Ritual ? mj::replayRitual(read->record, read->eventLines)
                                                      : mj::replay(read->record, read->eventLines);
    if (!table) {
        std::cerr << "mahjongero-cli: " << name << ": " << table.error() << '\n';
        return kBadInput;
    }
    const nlohmann::json summary = mj::summarize(*table);
    if (read->summary && *read->summary != summary) {
        std::cerr << "mahjongero-cli: " << name << ": line " << read->summaryLine
                  << ": the summary does not match the table the events rebuild, which is:\n"
                  << summary.dump() << '\n';
        return kBadInput;
    }
    if (options.json) {
        std::cout << nlohmann::json{{"summary", summary}}.dump() << '\n';
        return 0;
    }
    std::cout << "Replay of " << name << ": " << read->record.events.size() << " events, "
              << mj::variantName(read->record.header.rules.variant) << " rules, seed " << read->record.header.seed
              << "\n\n";
    printLines(mj::narrateRecord(read->record));
    return 0;
}

int bench(const mj::cli::Options& options)
{
    std::printf("mahjongero-cli bench: %llu hands, seed %llu, one thread\n",
                static_cast<unsigned long long>(options.hands), static_cast<unsigned long long>(options.seed));
    mj::bench::printHandBench(stdout, static_cast<std::size_t>(options.hands), options.seed);
    mj::bench::printGameBench(stdout, options.seed);
    mj::bench::printBotBench(stdout, options.seed);
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc > 1 && std::string(argv[1]) == "solitaire") // seed 001's patience: its own options
        return mj::cli::runSolitaireCommand(std::vector<std::string>(argv + 1, argv + argc));
    if (argc > 1 && std::string(argv[1]) == "card") // the American card of hands: its own actions
        return mj::cli::runCardCommand(std::vector<std::string>(argv + 1, argv + argc));
    if (argc > 1 && (std::string(argv[1]) == "arena" || std::string(argv[1]) == "simulate"))
        if (const mj::Variant* other = mj::cli::otherVariantAsked(std::vector<std::string>(argv + 1, argv + argc)))
            return mj::cli::runVariantPlayCommand(std::vector<std::string>(argv + 1, argv + argc), *other);
    if (argc > 1 && (std::string(argv[1]) == "analyze" || std::string(argv[1]) == "score") &&
        mj::cli::asksForAmerican(std::vector<std::string>(argv + 1, argv + argc))) // a hand against a card
        return mj::cli::runAmericanHandCommand(std::vector<std::string>(argv + 1, argv + argc));
    const auto options = mj::cli::parseOptions(std::vector<std::string>(argv + 1, argv + argc));
    if (!options) {
        std::cerr << "mahjongero-cli: " << options.error() << '\n';
        return kBadArgument;
    }
    switch (options->command) {
    case mj::cli::Command::Help: std::cout << mj::cli::helpText(); return 0;
    case mj::cli::Command::Version: std::cout << "mahjongero-cli " MAHJONGERO_VERSION "\n"; return 0;
    case mj::cli::Command::Ritual: return ritual(*options);
    case mj::cli::Command::Replay: return replay(*options);
    case mj::cli::Command::Analyze: return mj::cli::runAnalyze(*options);
    case mj::cli::Command::Bench: return bench(*options);
    case mj::cli::Command::Score: return mj::cli::runScore(options->score);
    case mj::cli::Command::Simulate: return mj::cli::runSimulate(options->simulate);
    case mj::cli::Command::Arena: return mj::cli::runArenaCommand(options->arena);
    case mj::cli::Command::Tiles: return mj::cli::runTiles(options->tiles);
    case mj::cli::Command::Variants: return mj::cli::runVariants(options->variants);
    }
    return 0;
}
