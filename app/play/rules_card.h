// The rules card: every option of a ruleset in words a player reads at the table ("A discard
// several players want: the higher claim takes it (a win, then pung or kang, then chow)"),
// not the ruleset file's keys, so a new player can see what is in force before the first
// move. Payouts read as the table says them (½, 1¼), each paid by every other player.
// Shown by the new-game dialogue and the play bar's Rules button.
#pragma once

#include "variants/filipino/rules/ruleset.h"

#include <QString>

QString rulesCardText(const mj::Ruleset& rules);
