#include "message_text.h"

#include <QCoreApplication>

namespace {

QString argText(const mj::MessageArg& arg)
{
    switch (arg.kind) {
    case mj::MessageArg::Kind::Number: return QString::number(arg.number);
    case mj::MessageArg::Kind::Literal: return QString::fromStdString(arg.literal);
    case mj::MessageArg::Kind::Nested: return arg.nested.empty() ? QString() : messageText(arg.nested.front());
    }
    return {};
}

} // namespace

QString messageText(const mj::Message& message)
{
    // Placeholders are replaced in one pass, as the English renderer does, so an argument that
    // itself holds "%2" (a tile's text never does, a translation might) is left alone.
    const QString text = QCoreApplication::translate("Mahjongero", mj::messageTemplate(message.id));
    QString out;
    out.reserve(text.size() + 16);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == QLatin1Char('%') && i + 1 < text.size() && text[i + 1] >= QLatin1Char('1') &&
            text[i + 1] <= QLatin1Char('9')) {
            const auto n = static_cast<std::size_t>(text[i + 1].unicode() - u'1');
            if (n < message.args.size()) {
                out += argText(message.args[n]);
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}
