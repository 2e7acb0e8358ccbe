// Runs the tst_*.qml files of this folder with the Mahjongero QML module, which is a
// static module linked into this executable (hence Q_IMPORT_QML_PLUGIN and the import path).
#include <QQmlEngine>
#include <QTemporaryDir>
#include <QtQml/QQmlExtensionPlugin>
#include <QtQuickTest/quicktest.h>

Q_IMPORT_QML_PLUGIN(MahjongeroPlugin)

class Setup : public QObject {
    Q_OBJECT

public slots:
    // The app's data folder (saves, records, the records' summary cache) is a temporary one:
    // tests never read or write the user's.
    void applicationAvailable()
    {
        if (m_data.isValid() && qEnvironmentVariableIsEmpty("MAHJONGERO_DATA_DIR"))
            qputenv("MAHJONGERO_DATA_DIR", QFile::encodeName(m_data.path()));
        // The app's render loop (launch_modes.cpp, chooseRenderLoop: Qt 6.4's threaded one
        // crashed now and then with two 3D views in a window); chosen before the first window.
        if (qEnvironmentVariableIsEmpty("QSG_RENDER_LOOP"))
            qputenv("QSG_RENDER_LOOP", "basic");
    }
    void qmlEngineAvailable(QQmlEngine* engine) { engine->addImportPath(QStringLiteral("qrc:/qt/qml")); }

private:
    QTemporaryDir m_data;
};

QUICK_TEST_MAIN_WITH_SETUP(mahjongero_qml, Setup)

#include "tst_qml.moc"
