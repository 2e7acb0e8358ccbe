#include "play/kept_files.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryFile>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace mjui {

namespace {

// Far more kept files of one kind than anyone keeps; a bound so a full folder ends the search.
constexpr int kMaxNumber = 10000;

// Gives the file at `from` the name `to`, unless `to` exists; 0, or the errno why not
// (EEXIST: the name is taken).
int placeExclusively(const QString& from, const QString& to)
{
    const QByteArray source = QFile::encodeName(from);
    const QByteArray target = QFile::encodeName(to);
#ifdef RENAME_NOREPLACE
    if (::renameat2(AT_FDCWD, source.constData(), AT_FDCWD, target.constData(), RENAME_NOREPLACE) == 0)
        return 0;
    // A file system without the flag says EINVAL (or the kernel ENOSYS): link instead.
    if (errno != EINVAL && errno != ENOSYS && errno != ENOTSUP)
        return errno;
#endif
    // link() fails with EEXIST rather than replace, and links a symbolic link itself.
    if (::link(source.constData(), target.constData()) != 0)
        return errno;
    if (::unlink(source.constData()) != 0) {
        const int error = errno;
        ::unlink(target.constData()); // the file stays under its first name
        return error;
    }
    return 0;
}

} // namespace

QString numberedName(const QString& base, int n)
{
    return n <= 1 ? base : base + QLatin1Char('.') + QString::number(n);
}

mj::Expected<QString> keepAside(const QString& path, const QString& asideBase)
{
    struct stat info {};
    if (::lstat(QFile::encodeName(path).constData(), &info) != 0)
        return mj::failure(path.toStdString() + ": nothing to keep aside (" + std::strerror(errno) + ")");
    for (int n = 1; n <= kMaxNumber; ++n) {
        const QString aside = numberedName(asideBase, n);
        const int error = placeExclusively(path, aside);
        if (error == 0)
            return aside;
        if (error != EEXIST)
            return mj::failure(path.toStdString() + ": could not be moved to " + aside.toStdString() + " (" +
                               std::strerror(error) + ")");
    }
    return mj::failure(path.toStdString() + ": could not be kept aside: " + numberedName(asideBase, kMaxNumber).toStdString() +
                       " and every name before it are taken");
}

mj::Expected<QString> writeNewFile(const std::function<QString(int)>& nameFor, const QByteArray& bytes)
{
    const QString first = nameFor(1);
    // Hidden, and not named *.jsonl, so no list of records or free tables shows it.
    QTemporaryFile temp(QFileInfo(first).absolutePath() + QStringLiteral("/.writing-XXXXXX.part"));
    const auto cannot = [&](const QString& why) {
        return mj::failure(first.toStdString() + ": cannot be written: " + why.toStdString());
    };
    if (!temp.open())
        return cannot(temp.errorString());
    if (temp.write(bytes) != bytes.size() || !temp.flush())
        return cannot(temp.errorString());
    if (::fsync(temp.handle()) != 0)
        return cannot(QString::fromLocal8Bit(std::strerror(errno)));
    // As a file written the usual way reads (QTemporaryFile makes it the owner's only).
    temp.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);
    for (int n = 1; n <= kMaxNumber; ++n) {
        const QString name = nameFor(n);
        const int error = placeExclusively(temp.fileName(), name);
        if (error == 0) {
            temp.setAutoRemove(false); // it is `name` now
            return name;
        }
        if (error != EEXIST)
            return mj::failure(name.toStdString() + ": cannot be written: " + std::strerror(error));
    }
    return cannot(QStringLiteral("it and every numbered name up to %1 are taken").arg(kMaxNumber));
}

} // namespace mjui
