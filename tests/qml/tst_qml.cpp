// Runs the tst_*.qml files of this folder with the Mahjongero QML module, which is a
// static module linked into this executable (hence Q_IMPORT_QML_PLUGIN and the import path).
#include <QQmlEngine>
#include <QtQml/QQmlExtensionPlugin>
#include <QtQuickTest/quicktest.h>

Q_IMPORT_QML_PLUGIN(MahjongeroPlugin)

class Setup : public QObject {
    Q_OBJECT

public slots:
    void qmlEngineAvailable(QQmlEngine* engine) { engine->addImportPath(QStringLiteral("qrc:/qt/qml")); }
};

QUICK_TEST_MAIN_WITH_SETUP(mahjongero_qml, Setup)

#include "tst_qml.moc"
