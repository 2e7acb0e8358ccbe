// The provable wall (issue 15; docs/network.md, "The provable wall"). Before a game the
// server draws a secret of 32 bytes from the system's entropy and sends every player its
// commitment, SHA-256(secret); each player may send, with "ready", a contribution of their
// own randomness. The game's seed is the first 8 bytes (big-endian) of
// SHA-256(secret || contribution of seat 0 || ... ), the contributions as their hex text in
// seat order: the server cannot choose the wall after seeing the contributions (it
// committed first), and no player can without the secret. After the game the server reveals
// the secret, the contributions and the game's record; verifyDeal() is a player's check.
#pragma once

#include "core/expected.h"
#include "variants/variant.h"

#include <QByteArray>
#include <QString>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace fair {

// 32 bytes from the system's entropy.
QByteArray newSecret();
// A secret made from a number (tests: a known deal).
QByteArray secretFrom(quint64 number);
// SHA-256 of the secret, as lowercase hex.
std::string commitmentOf(const QByteArray& secret);
std::uint64_t seedFrom(const QByteArray& secret, const std::vector<std::string>& contributions);

// A player's check of a revealed deal: the secret matches the commitment sent before the
// game; their own contribution is the one counted for their seat; the record's seed is the
// one the secret and the contributions make; the record replays under the rules of
// `variant`; and every view they were sent (`views`: the "view" messages, in order) is
// their seat's view of the record's event. The reason when any of it fails. A spectator
// (`seat` -1) checks all but the contribution and the views (it has neither).
mj::Status verifyDeal(const mj::Variant& variant, const std::string& commitment, const nlohmann::json& reveal,
                      int seat, const std::string& myContribution, const std::vector<nlohmann::json>& views);

} // namespace fair
