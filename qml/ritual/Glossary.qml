// The Filipino table words a learner meets, each with an English gloss (seed 000,
// "Mahjong, as we play it"; RULINGS.md). `found(text)` lists the terms that occur in a
// narration, so the teaching panel can explain the words as they come up; `terms` is the
// whole list for the glossary popup. Text only: nothing here decides anything.
import QtQuick

QtObject {
    readonly property var terms: [
        { term: "máno", gloss: qsTr("the dealer: rolls to break the wall, deals, discards first"), pattern: /m[áa]no/i },
        { term: "wash", gloss: qsTr("all tiles face down, shuffled on the felt"), pattern: /\bwash/i },
        { term: "break", gloss: qsTr("the máno's roll T picks a wall and stack T on it; the wall opens there"), pattern: /\bbreak|\bbroken/i },
        { term: "flower wall", gloss: qsTr("the end of the wall behind the break, marked by the dice: replacements and gifts come from it"), pattern: /flower wall/i },
        { term: "draw wall", gloss: qsTr("the end of the wall after the break: the deal and every draw come from it"), pattern: /draw wall/i },
        { term: "flower", gloss: qsTr("in the Filipino game every non-suited tile (winds, dragons, flowers, seasons): laid face up and replaced"), pattern: /\bflowers?\b(?! wall)/i },
        { term: "báhay", gloss: qsTr("a set: chow, pung, kang or secret; a winning hand has five and an eye"), pattern: /b[áa]hay/i },
        { term: "chow", gloss: qsTr("three in a row of one suit (3-4-5 sticks); a discard can be seized for one only by the next player"), pattern: /\bchows?\b/i },
        { term: "pung", gloss: qsTr("three of a kind; anyone may seize a discard for one, even out of turn"), pattern: /\bpungs?\b/i },
        { term: "kang", gloss: qsTr("four of a kind laid out; it takes a gift from the flower wall"), pattern: /\bkangs?\b/i },
        { term: "eye", gloss: qsTr("the pair of a winning hand"), pattern: /\beye\b/i },
        { term: "gift", gloss: qsTr("the extra tile from the flower wall that a kang, secret or sagása takes"), pattern: /\bgift/i },
        { term: "sagása", gloss: qsTr("adding the fourth tile you drew to your exposed pung; take a gift"), pattern: /sag[áa]sa/i },
        { term: "secret", gloss: qsTr("four of a kind held concealed, declared with the outer tiles face down"), pattern: /\bsecret/i },
        { term: "tódas", gloss: qsTr("a win: five báhay and one eye; winning on a discard"), pattern: /t[óo]das/i },
        { term: "búnot", gloss: qsTr("winning on a tile you drew yourself: pays double"), pattern: /b[úu]not/i },
        { term: "siete pares", gloss: qsTr("seven pairs and one báhay"), pattern: /siete pares/i },
        { term: "joker", gloss: qsTr("the three other tiles of the kind turned up at the reveal (its indicator): each stands for any suited tile in a concealed set, the eye or the winning hand"), pattern: /\bjokers?\b/i },
        { term: "escaléra", gloss: qsTr("three chows of one suit making 1 to 9"), pattern: /escal[ée]ra/i }
    ]

    // The terms that occur in `text`, in the glossary's order.
    function found(text) {
        return terms.filter(t => t.pattern.test(text || ""))
    }
}
