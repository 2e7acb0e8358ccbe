// DeferredPopup (the table screen's dialogues): not made while the window has not shown a
// frame since, made after the next frame, and made at once when asked to open sooner.
import QtQuick
import QtQuick.Controls
import QtTest
import Mahjongero

Item {
    id: root
    width: 640
    height: 480

    Component {
        id: deferredComponent
        DeferredPopup {
            sourceComponent: Popup {
                objectName: "deferredDialog"
                width: 200
                height: 100
            }
        }
    }

    TestCase {
        name: "DeferredPopup"
        when: windowShown

        function test_madeAfterTheNextFrame() {
            const deferred = createTemporaryObject(deferredComponent, root)
            verify(!deferred.active, "made before a frame was shown")
            compare(deferred.item, null)
            verify(!deferred.shown)
            waitForRendering(root)
            tryVerify(() => deferred.item !== null, 5000, "not made after a frame")
            compare(deferred.item.objectName, "deferredDialog")
            verify(!deferred.item.visible, "made open")
            verify(!deferred.shown)
        }

        function test_openedBeforeAFrame() {
            const deferred = createTemporaryObject(deferredComponent, root)
            verify(!deferred.active)
            deferred.open()
            verify(deferred.item !== null, "open() did not make the dialogue")
            tryVerify(() => deferred.item.opened)
            verify(deferred.shown)
            deferred.close()
            tryVerify(() => !deferred.shown)
        }
    }
}
