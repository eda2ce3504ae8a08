#include "moverecords.h"

#include "../tree/exact.h"

#include <QCoreApplication>
#include <QFile>

namespace gt {

void MoveRecords::count(const QString &key, const QString &move)
{
    ++m_counts[key][move];
    ++m_total;
}

std::int64_t MoveRecords::times(const QString &key, const QString &move) const
{
    const auto at = m_counts.constFind(key);
    return at == m_counts.constEnd() ? 0 : at->value(move, 0);
}

std::int64_t MoveRecords::times(const QString &key) const
{
    std::int64_t n = 0;
    const auto at = m_counts.constFind(key);
    if (at != m_counts.constEnd())
        for (const std::int64_t c : *at)
            n += c;
    return n;
}

std::vector<double> MoveRecords::probabilities(const QString &key, const QStringList &moves,
                                               double smoothing) const
{
    const Rational k = exactNumber(smoothing);
    std::vector<Rational> shares;
    Rational total;
    for (const QString &m : moves) {
        shares.push_back(Rational(times(key, m)) + k);
        total += shares.back();
    }
    for (Rational &s : shares)
        s = total == 0 ? Rational(1, unsigned(moves.size())) : Rational(s / total);
    return probabilitiesSummingToOne(shares);
}

std::optional<MoveRecords> parseMoveRecords(const QString &text, const QString &name,
                                            const RecordReplay &replay, QString *error)
{
    MoveRecords records;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (qsizetype l = 0; l < lines.size(); ++l) {
        QString line = lines[l];
        if (const qsizetype hash = line.indexOf(QLatin1Char('#')); hash >= 0)
            line.truncate(hash);
        // The moves and the columns they start at, for the message about a bad one.
        QStringList moves;
        std::vector<qsizetype> columns;
        for (qsizetype i = 0; i < line.size();) {
            const auto separator = [&](qsizetype at) {
                return line[at].isSpace() || line[at] == QLatin1Char(',');
            };
            while (i < line.size() && separator(i))
                ++i;
            const qsizetype start = i;
            while (i < line.size() && !separator(i))
                ++i;
            if (i > start) {
                moves << line.mid(start, i - start);
                columns.push_back(start + 1);
            }
        }
        if (moves.isEmpty())
            continue;
        QString why;
        const int bad = replay(
            moves, [&](const QString &key, const QString &move) { records.count(key, move); },
            &why);
        if (bad >= 0) {
            if (error)
                *error = QStringLiteral("%1:%2:%3: %4")
                             .arg(name)
                             .arg(l + 1)
                             .arg(columns[std::size_t(bad)])
                             .arg(why);
            return std::nullopt;
        }
    }
    return records;
}

std::optional<MoveRecords> readMoveRecords(const QString &path, const RecordReplay &replay,
                                           QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QCoreApplication::translate("gt::Generator", "cannot read %1: %2")
                         .arg(path, file.errorString());
        return std::nullopt;
    }
    return parseMoveRecords(QString::fromUtf8(file.readAll()), path, replay, error);
}

} // namespace gt
