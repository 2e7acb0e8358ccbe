// The pair of dice where the engine says they lie, showing the faces it rolled (the
// model's dice pose and faces; no physics decides anything). `land` moves them there:
// a "throw" tumbles them from the roller's hand along an arc with two bounces, spinning
// several whole turns that unwind to nothing as they stop, so they settle on the rolled
// faces (RULINGS.md, ritual steps 3 and 4; the roll is a chance event in the record);
// a "place" carries them in a small arc (onto the flower wall's head); a "jump" puts
// them there at once.
import QtQuick
import QtQuick3D

Node {
    id: dice

    property real size: 15
    property int first: 1
    property int second: 1
    // How long a throw takes; 0 jumps.
    property int rollDuration: 1300

    // Where the dice come to rest, and the throw in progress.
    property vector3d restPosition
    property vector3d restRotation
    property vector3d from
    property bool thrown: false
    property real flight: 1 // 0 leaving the hand, 1 at rest
    readonly property real eased: 1 - Math.pow(1 - flight, 2.4)

    function land(rest, rotation, how, throwFrom) {
        restPosition = rest
        restRotation = rotation
        if (how === "jump" || rollDuration <= 0) {
            flightAnimation.stop()
            flight = 1
            return
        }
        from = how === "throw" ? throwFrom : position
        thrown = how === "throw"
        flightAnimation.duration = thrown ? rollDuration : rollDuration * 0.6
        flight = 0
        flightAnimation.restart()
    }

    // Height above the resting place: a throw falls from the hand and bounces twice; a
    // placing is one small arc.
    function heightAt(p) {
        if (!thrown)
            return (1 - eased) * (from.y - restPosition.y) + 4 * 2.5 * size * p * (1 - p)
        const h0 = from.y - restPosition.y
        if (p < 0.42)
            return h0 * (1 - (p / 0.42) * (p / 0.42))
        if (p < 0.72) {
            const u = (p - 0.42) / 0.30
            return 0.28 * h0 * 4 * u * (1 - u)
        }
        if (p < 0.88) {
            const u = (p - 0.72) / 0.16
            return 0.07 * h0 * 4 * u * (1 - u)
        }
        return 0
    }

    position: flight >= 1 ? restPosition
                          : Qt.vector3d(from.x + (restPosition.x - from.x) * eased,
                                        restPosition.y + heightAt(flight) + 0.22 * size * unwind,
                                        from.z + (restPosition.z - from.z) * eased)
    eulerRotation: restRotation.plus(Qt.vector3d(0, thrown ? 200 * (1 - eased) : 0, 0))

    NumberAnimation {
        id: flightAnimation
        target: dice
        property: "flight"
        from: 0
        to: 1
    }

    // Several whole turns on each axis, unwinding to none: the rolled face ends on top.
    readonly property real unwind: thrown ? 1 - eased : 0

    Die3D {
        objectName: "die1"
        size: dice.size
        value: dice.first
        x: -0.65 * dice.size
        spin: Qt.vector3d(720, 540, 360).times(dice.unwind)
    }
    Die3D {
        objectName: "die2"
        size: dice.size
        value: dice.second
        x: 0.65 * dice.size
        eulerRotation.y: 17
        spin: Qt.vector3d(-540, 720, 360).times(dice.unwind)
    }
}
