#include "american/american_hint_words.h"

#include "variants/american/card_kinds.h"

#include <QCoreApplication>
#include <QStringList>

using namespace mj::american;

namespace mjui {

namespace {

QString tr(const char* text, int n = -1) { return QCoreApplication::translate("AmericanSession", text, nullptr, n); }

// Lines named in a sentence: more than two make it too long to read at a glance.
constexpr std::size_t kLinesSaid = 2;

QString theTile(int kind)
{
    return tr("the %1").arg(americanTileName(kind));
}

// "North", "North and Red", "North, Red and 9 Bam".
QString tileList(const std::vector<int>& kinds)
{
    QStringList names;
    for (int k : kinds)
        names << americanTileName(k);
    if (names.size() <= 1)
        return names.value(0);
    const QString last = names.takeLast();
    return tr("%1 and %2").arg(names.join(QStringLiteral(", ")), last);
}

// “FF 2222 4444 6666”, “NEWS 555 …”, … (the lines in quotes, at most two, then an ellipsis).
QString lineList(const std::vector<int>& lines, const Card& card)
{
    QStringList out;
    for (std::size_t i = 0; i < lines.size() && i < kLinesSaid; ++i)
        if (lines[i] >= 0 && lines[i] < static_cast<int>(card.lines.size()))
            out << QStringLiteral("“%1”").arg(americanLineWords(card.lines[static_cast<std::size_t>(lines[i])]));
    if (lines.size() > kLinesSaid)
        out << QStringLiteral("…");
    return out.join(QStringLiteral(", "));
}

QString setName(int size)
{
    switch (size) {
    case 3: return tr("pung");
    case 4: return tr("kong");
    case 5: return tr("quint");
    case 6: return tr("sextet");
    default: return tr("set");
    }
}

// The group as the set is: its numbers moved by `shift` ("333" with shift 2 is "555").
QString groupWords(const Card& card, int line, int group, int shift)
{
    if (line < 0 || line >= static_cast<int>(card.lines.size()))
        return {};
    const CardLine& l = card.lines[static_cast<std::size_t>(line)];
    if (group < 0 || group >= static_cast<int>(l.groups.size()))
        return {};
    CardLine one;
    one.groups = {l.groups[static_cast<std::size_t>(group)]};
    for (CardForm& form : one.groups.front().forms)
        for (CardElement& e : form.elements)
            if (e.type == CardElement::Type::Number && e.value + shift >= 1 && e.value + shift <= 9)
                e.letter = static_cast<char>('0' + e.value + shift);
    return americanLineWords(one);
}

QString passSentence(const AmericanHint& h, const Card& card)
{
    const QString lines = lineList(h.lines, card);
    if (h.kinds.empty())
        return tr("Pass all three blind: every tile you hold helps the lines you aim for (%1).").arg(lines);
    const QString verb = h.courtesy ? tr("Give %1 across") : tr("Pass %1");
    QString what = verb.arg(tileList(h.kinds));
    if (h.blind > 0)
        what = tr("%1, and %n more blind (tiles passed to you, handed on unseen)", h.blind).arg(what);
    if (h.why == HintWhy::PassUnused)
        return tr("%1: the lines you aim for (%2) need none of them.").arg(what, lines);
    return h.kinds.size() == 1 ? tr("%1: it helps the lines you aim for (%2) least.").arg(what, lines)
                               : tr("%1: they help the lines you aim for (%2) least.").arg(what, lines);
}

} // namespace

QString americanTileName(int kind)
{
    if (kind >= 0 && kind < 27) {
        static const char* const suits[] = {QT_TRANSLATE_NOOP("AmericanSession", "%1 Crak"),
                                            QT_TRANSLATE_NOOP("AmericanSession", "%1 Dot"),
                                            QT_TRANSLATE_NOOP("AmericanSession", "%1 Bam")};
        return tr(suits[kind / 9]).arg(kind % 9 + 1);
    }
    switch (kind) {
    case 27: return tr("East");
    case 28: return tr("South");
    case 29: return tr("West");
    case 30: return tr("North");
    case kSoapKind: return tr("Soap");
    case kGreenKind: return tr("Green");
    case kRedKind: return tr("Red");
    case kFlowerKind: return tr("Flower");
    case kJokerKind: return tr("Joker");
    default: return {};
    }
}

QString americanLineWords(const CardLine& line)
{
    QStringList groups;
    for (const CardGroup& g : line.groups) {
        QStringList forms;
        for (const CardForm& f : g.forms) {
            QString text;
            for (const CardElement& e : f.elements)
                text += QLatin1Char(e.letter);
            forms << text;
        }
        groups << forms.join(QLatin1Char('/'));
    }
    return groups.join(QLatin1Char(' '));
}

QString americanHintSentence(const AmericanHint& h, const Card& card, const std::function<QString(int)>& seatName)
{
    const int kind = h.kinds.empty() ? -1 : h.kinds.front();
    const QString lines = lineList(h.lines, card);
    const QString line = lineList({h.line}, card);
    switch (h.why) {
    case HintWhy::Draw: return tr("Draw a tile.");
    case HintWhy::MahJongg:
        return kind >= 0 ? tr("Call Mah Jongg on %1: it completes %2.").arg(theTile(kind), line)
                         : tr("Declare Mah Jongg: your tiles make %1.").arg(line);
    case HintWhy::CallDead:
        return tr("Call %1's hand dead: its exposures fit no line that can still be made.").arg(seatName(h.seat));
    case HintWhy::JokerExchange:
        return tr("Swap your %1 for the joker in %2's exposure: a joker can stand in any pung or kong of your lines (%3).")
            .arg(americanTileName(kind), seatName(h.seat), lines);
    case HintWhy::Call: {
        const QString group = groupWords(card, h.line, h.group, h.shift);
        return group.isEmpty() ? tr("Call %1 for a %2: your line %3 needs it.").arg(theTile(kind), setName(h.count), line)
                               : tr("Call %1: it makes the %2 %3 of %4.").arg(theTile(kind), setName(h.count), group, line);
    }
    case HintWhy::LetGoNoHelp:
        return kind >= 0 ? tr("Let %1 go: calling it brings none of your lines (%2) nearer.").arg(theTile(kind), lines)
                         : tr("Let the discard go: calling it brings none of your lines (%1) nearer.").arg(lines);
    case HintWhy::LetGoTooLittle:
        return tr("Let %1 go: calling it would help your lines (%2) only a little, and an exposure shows the table your line.")
            .arg(theTile(kind), lines);
    case HintWhy::DiscardUnused:
        return tr("Discard %1: none of your nearest lines (%2) needs it.").arg(theTile(kind), lines);
    case HintWhy::DiscardLeast:
        return tr("Discard %1: of your tiles, your lines (%2) lose least without it.").arg(theTile(kind), lines);
    case HintWhy::DiscardSafe:
        return tr("Don't discard %1: %2's exposures show a line that needs it. Discard %3 instead.")
            .arg(theTile(h.avoided), seatName(h.seat), theTile(kind));
    case HintWhy::DiscardNoLine:
        return tr("Discard %1: no line on the card can still be made from your hand.").arg(theTile(kind));
    case HintWhy::PassUnused:
    case HintWhy::PassLeast: return passSentence(h, card);
    case HintWhy::VoteYes:
        return tr("Vote yes: you can spare three more tiles (%1) without hurting your lines (%2).").arg(tileList(h.kinds), lines);
    case HintWhy::VoteNo:
        return h.kinds.empty() ? tr("Vote no: every tile you hold helps your lines (%1).").arg(lines)
                               : tr("Vote no: only %1 can go without hurting your lines (%2).").arg(tileList(h.kinds), lines);
    case HintWhy::Offer:
        return h.count == 0 ? tr("Offer none across: every tile you hold helps your lines (%1).").arg(lines)
                            : tr("Offer %1 across: %2 can go without hurting your lines (%3).")
                                  .arg(h.count).arg(tileList(h.kinds), lines);
    case HintWhy::Other: break;
    }
    return {};
}

} // namespace mjui
