// The engine's messages (text/message.h) rendered for people in the app's language: each
// template goes through QCoreApplication::translate in the "Mahjongero" context, the
// context the catalogue (engine/text/messages.def) marks its texts with for lupdate, so a
// translation file (docs/translating.md) changes what the table says without any engine
// change. With no translation installed the text is the CLI's English, word for word.
#pragma once

#include "text/message.h"

#include <QString>

QString messageText(const mj::Message& message);
