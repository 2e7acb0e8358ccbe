#include "play/built_in_pages.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>

namespace built_in_pages {
namespace {

QString page(const QString& folder, const QString& name)
{
    QFile file(QStringLiteral(":/%1/%2.md").arg(folder, name));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// The rulesets whose full rules the app carries: the pages under :/rules (app/CMakeLists.txt).
QStringList carriedRules()
{
    QStringList names = QDir(QStringLiteral(":/rules")).entryList({QStringLiteral("*.md")}, QDir::Files);
    for (QString& name : names)
        name.chop(3);
    return names;
}

QString withoutBackticks(QString s) { return s.remove(QLatin1Char('`')); }

} // namespace

QString guide(const QString& game) { return page(QStringLiteral("howto"), game); }

QString fullRules(const QString& ruleset)
{
    const QString markdown = page(QStringLiteral("rules"), ruleset);
    return markdown.isEmpty() ? markdown : keepOnlyLinksWithin(markdown, carriedRules());
}

QString keepOnlyLinksWithin(const QString& markdown, const QStringList& carried)
{
    static const QRegularExpression link(QStringLiteral(R"(\[([^\]]*)\]\(([^)\s]*)\))"));
    QString out;
    qsizetype from = 0;
    for (auto it = link.globalMatch(markdown); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += markdown.mid(from, m.capturedStart() - from);
        from = m.capturedEnd();
        const QString words = m.captured(1);
        const QString target = m.captured(2);
        const QString file = target.section(QLatin1Char('#'), 0, 0);
        if (file.endsWith(QLatin1String(".md")) && !file.contains(QLatin1Char('/'))
            && carried.contains(file.chopped(3))) {
            out += m.captured(0);
            continue;
        }
        if (file.isEmpty()) { // a section of this page: not followed in the app
            out += words;
            continue;
        }
        // The pages live in docs/rules; the path is given from the project's root.
        const QString path = QDir::cleanPath(QStringLiteral("docs/rules/") + file);
        const QString plain = withoutBackticks(words);
        out += plain == path || plain == file ? QStringLiteral("`%1`").arg(path)
                                              : QStringLiteral("%1 (`%2`)").arg(words, path);
    }
    out += markdown.mid(from);
    return out;
}

} // namespace built_in_pages
