// Running the real mahjongero-cli (MJ_CLI_PATH, which tests/cli/CMakeLists.txt sets to the
// built binary) as a user would, for the CLI tests: its exit code, what it wrote, and whether
// it crashed or ran past its time (then it is killed, and counts as crashed).
#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

#include <optional>

struct CliResult {
    int code = -1;
    bool crashed = false;
    QByteArray out;
    QByteArray err;
    QString outText() const { return QString::fromUtf8(out); }
    QString errText() const { return QString::fromUtf8(err); }
};

// `input`, when given, is written to its standard input; otherwise that is closed at once.
inline CliResult runCli(const QStringList& args, const std::optional<QByteArray>& input = {}, int seconds = 120)
{
    QProcess p;
    p.start(QStringLiteral(MJ_CLI_PATH), args);
    CliResult r;
    if (!p.waitForStarted(30000)) {
        r.err = "could not start " MJ_CLI_PATH;
        return r;
    }
    if (input)
        p.write(*input);
    p.closeWriteChannel();
    if (!p.waitForFinished(seconds * 1000)) {
        p.kill();
        p.waitForFinished();
        r.crashed = true;
    }
    r.crashed = r.crashed || p.exitStatus() != QProcess::NormalExit;
    r.code = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}
