// gt-rendericon IN.svg OUT.png SIZE: draws the scalable icon at one of the hicolor theme's
// PNG sizes. Run at build time, so that every PNG comes from the one SVG and cannot drift.
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char *argv[])
{
    // No application object: the icon has no text, so no fonts, and builds have no display.
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    bool isNumber = false;
    const int size = args.size() == 4 ? args[3].toInt(&isNumber) : 0;
    if (!isNumber || size < 1 || size > 4096) {
        std::fputs("usage: gt-rendericon IN.svg OUT.png SIZE\n", stderr);
        return 2;
    }
    QSvgRenderer svg(args[1]);
    if (!svg.isValid()) {
        std::fprintf(stderr, "gt-rendericon: %s: not a readable SVG\n", qPrintable(args[1]));
        return 1;
    }
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    svg.render(&painter);
    painter.end();
    if (!image.save(args[2], "PNG")) {
        std::fprintf(stderr, "gt-rendericon: cannot write %s\n", qPrintable(args[2]));
        return 1;
    }
    return 0;
}
