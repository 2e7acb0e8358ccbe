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

// The rulesets whose full rules the app carries (app/CMakeLists.txt, "rules").
const QStringList& carriedRules()
{
    static const QStringList names{QStringLiteral("filipino"), QStringLiteral("visayan"), QStringLiteral("joker-pot")};
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
        // The pages live in docs/rules; the path is given from the project's root.
        const QString path = QDir::cleanPath(QStringLiteral("docs/rules/") + file);
        const QString plain = withoutBackticks(words);
        if (plain == path || plain == file || file.isEmpty())
            out += file.isEmpty() ? words : QStringLiteral("`%1`").arg(path);
        else
            out += QStringLiteral("%1 (`%2`)").arg(words, path);
    }
    out += markdown.mid(from);
    return out;
}

} // namespace built_in_pages
