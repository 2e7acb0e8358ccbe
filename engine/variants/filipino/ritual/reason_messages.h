// What the Filipino family pays for and why its games end, as messages (issue 13, item 8;
// docs/translating.md). A game writes each payment's and its end's reason into its record as
// English text, the match its ledger's, and a win's score names its lines and doubles so:
// "kang for seat 2", "tódas off seat 1's discard", "the wall is used up", "all chow",
// "the pot opens again". Records and saves keep that text as they always have (it is their
// format, docs/record-format.md); reasonMessage() reads any of it back as the message that
// renders it, so the narration and the app show it in the player's language.
#pragma once

#include "text/message.h"

#include <string>

namespace mj {

// The message whose English is exactly `recorded`; text no message of the family makes (a
// record from elsewhere, a hand-edited one) comes back as MessageId::Verbatim with the text
// as its literal argument, shown as it is.
Message reasonMessage(const std::string& recorded);

} // namespace mj
