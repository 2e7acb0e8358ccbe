#include "text/message_text.h"

#include "text/english.h"

#include <QCoreApplication>

QString messageText(const mj::Message& message)
{
    const QString text = QCoreApplication::translate("Mahjongero", mj::messageTemplate(message.id));
    return QString::fromStdString(mj::fillPlaceholders(
        text.toStdString(), message, [](const mj::Message& nested) { return messageText(nested).toStdString(); }));
}
