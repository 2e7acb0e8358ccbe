// Words with the tiles they name in notation ("takes 4m48s2347z7f", "Pung 5p") drawn as small
// tile pictures in the line (issue 14, found when tried, 9); the rest of the words as they
// are. A group that is not a tile (no art for it) stays as it was written. `words` is the
// plain text (what tests and screen readers read); the label shows the pictures.
import QtQuick
import QtQuick.Controls
import Mahjongero

Label {
    id: line

    property string words: ""
    // Arabic numerals in the tiles' corner (the pictures follow the setting).
    property bool indexNumerals: false
    // A picture's height, in lines of this label's font, and in pixels.
    property real pictureLines: 1.9
    readonly property int pictureHeight: Math.round(fontMetrics.height * pictureLines)
    // Qt's styled text lays a picture over a run of spaces and always adds one space after
    // it, so a picture as wide as those spaces would stand a whole space off the word or
    // stop after it ("[4m] ."). A picture two pixels narrower than a whole number of spaces
    // is centred in them instead: half a space either side, and pictures in a row stand two
    // pixels apart, as tiles in a hand. (Qt draws it at its height's aspect: set both.)
    readonly property real spaceWidth: Math.max(1, fontMetrics.advanceWidth(" "))
    readonly property int pictureWidth: {
        const spaces = Math.max(1, Math.round(pictureHeight * 0.75 / spaceWidth))
        return Math.ceil(spaces * spaceWidth) - 2
    }

    function withPictures(text) {
        const escaped = text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
        return escaped.replace(/(^|[\s(:,])((?:[1-9]+[mpszf])+)(?=[\s.,;:)!?]|$)/g, (all, before, group) => {
            let pictures = ""
            for (const part of group.match(/[1-9]+[mpszf]/g)) {
                const suit = part[part.length - 1]
                for (const digit of part.slice(0, -1)) {
                    const url = String(TileFaceFiles.url(digit + suit, line.indexNumerals, "four"))
                    if (url === "")
                        return all
                    pictures += "<img src=\"" + url + "\" width=\"" + line.pictureWidth + "\" height=\""
                                + Math.round(line.pictureWidth / 0.75) + "\" align=\"middle\">"
                }
            }
            return before + pictures
        }).replace(/\n/g, "<br>") // styled text reads a newline as a space
    }
    FontMetrics { id: fontMetrics; font: line.font }

    text: withPictures(words)
    textFormat: Text.StyledText
}
