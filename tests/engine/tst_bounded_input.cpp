// Reading untrusted input within limits (core/bounded_input.h), quoting it safely
// (core/excerpt.h) and refusing duplicated JSON keys (core/json_strict.h): the pieces every
// reader of files and streams is built on (issue 12).
#include "core/bounded_input.h"
#include "core/excerpt.h"
#include "core/json_strict.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <sstream>

#include <sys/stat.h>
#include <unistd.h>

class TestBoundedInput : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    std::string path(const char* name) const { return m_dir.filePath(QString::fromLatin1(name)).toStdString(); }

    void write(const std::string& file, const std::string& text)
    {
        std::ofstream out(file, std::ios::binary);
        out << text;
    }

private slots:
    void readsARegularFileWhole()
    {
        write(path("a.txt"), "line 1\nline 2\n");
        const auto text = mj::readRegularFile(path("a.txt"), 100);
        QVERIFY(text.ok());
        QCOMPARE(*text, std::string("line 1\nline 2\n"));
    }

    void refusesAFileOverTheLimit()
    {
        write(path("big.txt"), std::string(101, 'x'));
        const auto text = mj::readRegularFile(path("big.txt"), 100);
        QVERIFY(!text.ok());
        QCOMPARE(text.error(), std::string("is 101 bytes; the limit is 100"));
        QVERIFY(mj::readRegularFile(path("big.txt"), 101).ok());
    }

    void refusesAFifoWithoutBlocking()
    {
        QCOMPARE(::mkfifo(path("fifo").c_str(), 0600), 0);
        const auto text = mj::readRegularFile(path("fifo"), 100);
        QVERIFY(!text.ok());
        QCOMPARE(text.error(), std::string("is a FIFO (named pipe), not a regular file"));
    }

    void refusesALinkToADevice()
    {
        QCOMPARE(::symlink("/dev/zero", path("zero").c_str()), 0);
        const auto text = mj::readRegularFile(path("zero"), 1 << 20);
        QVERIFY(!text.ok());
        QCOMPARE(text.error(), std::string("is a character device, not a regular file"));
    }

    void refusesAFolderAndAMissingFile()
    {
        const auto folder = mj::readRegularFile(m_dir.path().toStdString(), 100);
        QVERIFY(!folder.ok());
        QCOMPARE(folder.error(), std::string("is a folder, not a regular file"));
        const auto missing = mj::readRegularFile(path("none"), 100);
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error(), std::string("cannot be opened (No such file or directory)"));
    }

    void readsAStreamWithinItsLimit()
    {
        std::istringstream small("abc");
        QCOMPARE(*mj::readStream(small, 3), std::string("abc"));
        std::istringstream large(std::string(200000, 'z'));
        const auto text = mj::readStream(large, 100000);
        QVERIFY(!text.ok());
        QCOMPARE(text.error(), std::string("holds more than 100,000 bytes; the limit is 100,000"));
    }

    void readsLinesWithinTheirLimit()
    {
        std::istringstream in("12345\r\n123456\n\nlast");
        std::string line;
        QCOMPARE(mj::readBoundedLine(in, line, 5), mj::LineResult::Line);
        QCOMPARE(line, std::string("12345"));
        QCOMPARE(mj::readBoundedLine(in, line, 5), mj::LineResult::TooLong);
    }

    void readsTheLastLineAndTheEnd()
    {
        std::istringstream in("a\n\nlast");
        std::string line;
        QCOMPARE(mj::readBoundedLine(in, line, 5), mj::LineResult::Line);
        QCOMPARE(mj::readBoundedLine(in, line, 5), mj::LineResult::Line);
        QCOMPARE(line, std::string());
        QCOMPARE(mj::readBoundedLine(in, line, 5), mj::LineResult::Line);
        QCOMPARE(line, std::string("last"));
        QCOMPARE(mj::readBoundedLine(in, line, 5), mj::LineResult::End);
    }

    // A last line without a line break is held to the limit like the others (it was taken
    // whole when it was one byte over: the byte kept for a "\r").
    void aLastLineOneByteOverIsTooLong()
    {
        std::istringstream in("123456");
        std::string line;
        QCOMPARE(mj::readBoundedLine(in, line, 5), mj::LineResult::TooLong);
        std::istringstream crlf("12345\r");
        QCOMPARE(mj::readBoundedLine(crlf, line, 5), mj::LineResult::Line);
        QCOMPARE(line, std::string("12345"));
    }

    void aLineWithoutEndStopsAtTheLimit()
    {
        std::istringstream in(std::string(1 << 20, '\0'));
        std::string line;
        QCOMPARE(mj::readBoundedLine(in, line, 4096), mj::LineResult::TooLong);
        QVERIFY(line.size() <= 4097);
    }

    void excerptsAreShortAndValidUtf8()
    {
        QCOMPARE(mj::excerpt("1m2m"), std::string("1m2m"));
        QCOMPARE(mj::excerpt("\xff\xfe" "1m"), std::string("\\xff\\xfe1m"));
        QCOMPARE(mj::excerpt("m\xc3\xa1no"), std::string("m\xc3\xa1no")); // máno stays as it is
        QCOMPARE(mj::excerpt("a\nb\x7f"), std::string("a\\x0ab\\x7f"));
        const std::string huge(50 * 1000 * 1000, 'e');
        const std::string cut = mj::excerpt(huge, 10);
        QCOMPARE(cut, std::string("eeeeeeeeee… (50,000,000 bytes)"));
        QVERIFY(mj::isValidUtf8(mj::excerpt("\xe0\x80\x80\xed\xa0\x80\xf4\x90\x80\x80\xc3")));
        QVERIFY(!mj::isValidUtf8("\xed\xa0\x80")); // a surrogate
        QVERIFY(!mj::isValidUtf8("\xc0\xaf"));     // overlong
        QVERIFY(mj::isValidUtf8("\xf0\x9f\x80\x84")); // 🀄
    }

    void duplicateKeysAreRefusedWithTheirPath()
    {
        QCOMPARE(mj::parseJsonRefusingDuplicates(R"({"a":1,"b":{"a":2}})").at("b").at("a").get<int>(), 2);
        try {
            mj::parseJsonRefusingDuplicates(R"({"save":"A","save":"B"})");
            QFAIL("a duplicated key was accepted");
        } catch (const mj::DuplicateJsonKey& e) {
            QCOMPARE(std::string(e.what()), std::string("key \"save\" appears twice in the same object"));
        }
        try {
            mj::parseJsonRefusingDuplicates(R"({"ruleset":{"payouts":{"kang":1,"kang":2}}})");
            QFAIL("a duplicated nested key was accepted");
        } catch (const mj::DuplicateJsonKey& e) {
            QCOMPARE(std::string(e.what()), std::string("key \"kang\" appears twice in \"ruleset.payouts\""));
        }
        // The same key in two objects of an array is no duplicate.
        QVERIFY(mj::parseJsonRefusingDuplicates(R"([{"a":1},{"a":2}])").is_array());
        QVERIFY_THROWS_EXCEPTION(nlohmann::json::parse_error, mj::parseJsonRefusingDuplicates("{\"a\":"));
    }
};

QTEST_GUILESS_MAIN(TestBoundedInput)
#include "tst_bounded_input.moc"
