// A teacher's account of the setup ritual, one event at a time (the CLI's `ritual`
// command prints it in English; the app's teaching mode renders the same messages through
// Qt's translations: text/message.h). It says who rolled what,
// which wall was broken and why, which stack was lifted, what each seat was dealt and
// which flowers were replaced by what. Numbered headings mark each step of RULINGS.md's
// "Filipino setup ritual". Stack numbers are counted as the máno counts them: 1 is the
// stack at the end the count starts from.
#pragma once

#include "record/game_record.h"
#include "variants/filipino/rules/ruleset.h"
#include "table/table.h"
#include "text/message.h"

#include <optional>
#include <string>
#include <vector>

namespace mj {

class Narrator {
public:
    explicit Narrator(const Ruleset& rules) : m_rules(rules) {}

    // The lines for `event`, given the table just before it, as messages (an Empty message
    // is a blank line between steps) and in English.
    std::vector<Message> tellMessages(const Event& event, const Table& before);
    std::vector<std::string> tell(const Event& event, const Table& before);

private:
    enum class Step { None, Wash, Build, Mano, Break, Joker, Deal, Flowers, Play };
    void enter(Step step, std::vector<Message>& out);
    Message seatName(Seat seat, const Table& table) const; // "Seat 2 (máno)"

    Ruleset m_rules;
    Step m_step = Step::None;
    int m_stepNumber = 0;
    std::vector<std::pair<Seat, int>> m_manoRound; // rolls of the current round for the máno
    int m_flowerRound = 0;
    bool m_replacing = false;
    bool m_revealingJoker = false; // tiles turned up now show the joker, until a suited one
    std::optional<TileId> m_jokerIndicator; // once shown: its kind's other tiles are jokers
};

// The whole ritual told, followed by the table it leaves.
std::vector<std::string> narrateRecord(const GameRecord& record);

// The end state: each seat's hand and flowers, and the tiles left in the walls.
std::vector<Message> describeOutcomeMessages(const Table& table);
std::vector<std::string> describeOutcome(const Table& table);

} // namespace mj
