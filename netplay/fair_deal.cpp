#include "fair_deal.h"

#include "record/record_json.h"

#include <QCryptographicHash>
#include <QRandomGenerator>

#include <sstream>

namespace fair {

QByteArray newSecret()
{
    QByteArray secret(32, '\0');
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32*>(secret.data()), 8);
    return secret;
}

QByteArray secretFrom(quint64 number)
{
    return QCryptographicHash::hash(QByteArray::number(number), QCryptographicHash::Sha256);
}

std::string commitmentOf(const QByteArray& secret)
{
    return QCryptographicHash::hash(secret, QCryptographicHash::Sha256).toHex().toStdString();
}

std::uint64_t seedFrom(const QByteArray& secret, const std::vector<std::string>& contributions)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(secret);
    for (const std::string& c : contributions)
        hash.addData(QByteArray::fromStdString(c));
    const QByteArray digest = hash.result();
    std::uint64_t seed = 0;
    for (int i = 0; i < 8; ++i)
        seed = seed << 8 | static_cast<unsigned char>(digest[i]);
    return seed;
}

mj::Status verifyDeal(const mj::Variant& variant, const std::string& commitment, const nlohmann::json& reveal,
                      int seat, const std::string& myContribution, const std::vector<nlohmann::json>& views)
{
    using nlohmann::json;
    try {
        const QByteArray secret = QByteArray::fromHex(QByteArray::fromStdString(reveal.at("secret").get<std::string>()));
        if (commitmentOf(secret) != commitment)
            return mj::failure("the revealed secret does not match the commitment sent before the game");
        const auto contributions = reveal.at("contributions").get<std::vector<std::string>>();
        // A spectator (seat -1) contributed nothing and was sent no view: the rest is checked.
        if (seat >= 0 && (seat >= static_cast<int>(contributions.size()) ||
                          contributions[static_cast<std::size_t>(seat)] != myContribution))
            return mj::failure("your contribution to the seed is not the one counted for your seat");
        std::istringstream text(reveal.at("record").get<std::string>());
        const auto read = mj::readRecord(text);
        if (!read)
            return mj::failure("the game's record does not read: " + read.error());
        if (read->record.header.seed != seedFrom(secret, contributions))
            return mj::failure("the game's seed is not the one the secret and the contributions make");
        auto game = variant.replay(read->record);
        if (!game)
            return mj::failure("the game's record does not replay under the rules: " + game.error());
        if (seat < 0)
            return mj::success();
        std::size_t v = 0;
        const auto& events = (*game)->record().events;
        for (std::size_t i = 0; i < events.size(); ++i) {
            const auto view = (*game)->viewOf(i, mj::Seat::of(seat));
            if (!view)
                continue;
            if (v >= views.size() || views[v].at("index").get<std::size_t>() != i ||
                views[v].at("event") != mj::eventToJson(view->event))
                return mj::failure("what you were sent of event " + std::to_string(i) + " is not what the record holds");
            ++v;
        }
        if (v != views.size())
            return mj::failure("you were sent views of events the record does not hold");
        return mj::success();
    } catch (const json::exception&) {
        return mj::failure("the reveal message is not whole");
    }
}

} // namespace fair
