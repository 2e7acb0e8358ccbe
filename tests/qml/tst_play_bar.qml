// The play bar's hint line on its own, with a stand-in for the game session (xcb under
// Xvfb): the hint names tiles in notation and shows them as pictures, which are wider than
// the notation and make a line taller; it must still show whole, on one line when there is
// room and on two when there is not, beside its useful tiles, and the bar keeps its height
// whatever the hint says (the table above does not jump).
import QtQuick
import QtTest
import Mahjongero

Item {
    id: root
    width: 1280
    height: 400

    Component {
        id: barComponent
        PlayBar {
            width: root.width
            session: QtObject {
                property string prompt: "Seat 3 discards 5s: claim it or pass."
                property string paymentNote: ""
                property string hint: ""
                property string hintTilesTitle: "Useful:"
                property var hintTiles: ["2m", "3m", "5m", "8m", "9p", "1s", "9s"].map(k => ({ kind: k, left: 3 }))
                property string rulesCard: ""
                property int claimSeconds: 12
                property int claimSecondsLeft: 12
                property bool countdownPaused: false
                property bool overShown: false
                property ListModel actions: ListModel {
                    ListElement { label: "Chow 345s"; actionIndex: 0 }
                    ListElement { label: "Pass"; actionIndex: 1 }
                }
                function act(index) {}
                function nextGame() {}
            }
        }
    }

    TestCase {
        name: "PlayBar"
        when: windowShown

        // Hints as the session words them (app/play/game_words.cpp).
        readonly property var hints: [
            "",
            "The strong AI would claim it: Chow 345s. 3 from ready.",
            "3 from ready. Suggestion: discard 9m: safe against seat 2, who looks ready on a ball flush; "
                + "you stay 3 from ready, and 22 tiles bring you nearer.",
            "Ready: waiting on 3p 6p 9p. Suggestion: discard 7z: safe against seat 1, who looks ready; "
                + "you stay ready on 3p 6p 9p, and 11 tiles are left of them."
        ]

        function test_hintShowsWhole_data() {
            return [{ tag: "1280 wide", width: 1280, lines: 1 }, { tag: "1024 wide", width: 1024, lines: 2 }]
        }
        function test_hintShowsWhole(data) {
            root.width = data.width
            const bar = createTemporaryObject(barComponent, root)
            verify(bar)
            const hint = findChild(bar, "hint")
            let height = -1
            let mostLines = 0
            for (const words of hints) {
                bar.session.hint = words
                waitForRendering(bar)
                verify(!hint.truncated, "cut off at " + data.width + " px: " + words)
                if (words.indexOf(" 345s") > 0) {
                    verify(hint.text.indexOf("<img") > 0)
                    compare(hint.lineCount, 1) // a claim's hint fits on one line, pictures and all
                }
                mostLines = Math.max(mostLines, hint.lineCount)
                // The useful tiles follow the words, clear of them.
                const tiles = findChild(bar, "hintTiles")
                const first = tiles.itemAt(0).mapToItem(bar, 0, 0)
                verify(first.x >= hint.mapToItem(bar, 0, 0).x + hint.width, "a tile over the hint's words")
                // The same height whatever the hint says.
                if (height < 0)
                    height = bar.implicitHeight
                compare(bar.implicitHeight, height)
            }
            verify(mostLines >= data.lines, "the longest hint takes " + mostLines + " line(s) at " + data.width + " px")
            root.width = 1280
        }
    }
}
