#include "variants/filipino/ritual/reason_messages.h"

#include "core/seat.h"
#include "text/english.h"

#include <initializer_list>
#include <unordered_map>

namespace mj {

namespace {

using Id = MessageId;

// Every reason the family writes, by its English: the names alone (a score's lines, a
// win's form), each payment for each seat, each way to win, the match's own entries.
std::unordered_map<std::string, Message> makeReasons()
{
    std::unordered_map<std::string, Message> out;
    auto add = [&out](const Message& m) { out.emplace(english(m), m); };
    const std::initializer_list<Id> forms = {Id::WinFormTodas, Id::WinFormEscalera, Id::WinFormSietePares,
                                             Id::WinFormInternational};
    const std::initializer_list<Id> sources = {Id::SourceWall, Id::SourceReplacement, Id::SourceGift};
    const std::initializer_list<Id> ambitions = {Id::AmbitionKang,           Id::AmbitionSecret,    Id::AmbitionSagasa,
                                                 Id::AmbitionThirteenFlowers, Id::AmbitionNoFlowers, Id::AmbitionBeauty,
                                                 Id::AmbitionNews};
    for (Id id : {Id::WallUsedUp, Id::LineBisaklat, Id::LineBeforeFifth, Id::LineAllFlush, Id::LineAllChow,
                  Id::LineAllPung, Id::LineAllUp, Id::LineAllDown, Id::LineSingle, Id::LineBackToBack,
                  Id::LinePaningit, Id::DoubleDiscarderPays, Id::DoubleBunotAllPay, Id::DoubleBreak, Id::PotOpens,
                  Id::PotOpensAgain, Id::PotNotClaimed, Id::JaiAlaiShares, Id::JaiAlaiNewPool})
        add(Message{id});
    for (Id id : forms)
        add(Message{id});
    for (Id id : ambitions)
        add(Message{id});
    for (int seat = 0; seat < Seat::max; ++seat) {
        const Message who = seatNameLower(seat);
        add({Id::PotTo, {who}});
        add({Id::JaiAlaiPoolTo, {who}});
        for (Id ambition : ambitions)
            add({Id::PaidFor, {Message{ambition}, who}});
        for (Id form : forms) {
            std::vector<Message> wins;
            for (int from = 0; from < Seat::max; ++from)
                wins.push_back({Id::WinOffDiscard, {Message{form}, seatNameLower(from)}});
            for (Id source : sources)
                wins.push_back({Id::WinBunot, {Message{form}, Message{source}}});
            for (const Message& how : wins) {
                if (seat == 0)
                    add(how); // a game's end says how it was won
                add({Id::PaidFor, {how, who}});
            }
        }
    }
    return out;
}

} // namespace

Message reasonMessage(const std::string& recorded)
{
    static const std::unordered_map<std::string, Message> reasons = makeReasons();
    if (const auto found = reasons.find(recorded); found != reasons.end())
        return found->second;
    return {Id::Verbatim, {recorded}};
}

} // namespace mj
