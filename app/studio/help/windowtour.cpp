#include "windowtour.h"

#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace gt {

namespace {

constexpr int FrameWidth = 4;
constexpr int NoteWidth = 340;
constexpr int Gap = 10; // between the framed part and the note

// An orange frame drawn over a part of the window; clicks go through it to the part.
class TourHighlight : public QWidget {
public:
    explicit TourHighlight(QWidget *parent)
        : QWidget(parent)
    {
        setObjectName(QStringLiteral("tourHighlight"));
        setAttribute(Qt::WA_TransparentForMouseEvents);
        setAttribute(Qt::WA_NoSystemBackground);
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(QColor(0xff, 0x7f, 0x0e), FrameWidth));
        painter.drawRoundedRect(QRectF(rect()).adjusted(FrameWidth / 2.0, FrameWidth / 2.0,
                                                        -FrameWidth / 2.0, -FrameWidth / 2.0),
                                6, 6);
    }
};

} // namespace

WindowTour::WindowTour(QWidget *window, std::vector<Stop> stops)
    : QObject(window)
    , m_window(window)
    , m_stops(std::move(stops))
    , m_highlight(new TourHighlight(window))
    , m_note(new QFrame(window))
    , m_title(new QLabel(m_note))
    , m_text(new QLabel(m_note))
    , m_counter(new QLabel(m_note))
    , m_back(new QPushButton(tr("Back"), m_note))
    , m_next(new QPushButton(tr("Next"), m_note))
{
    m_highlight->hide();
    m_note->setObjectName(QStringLiteral("tourNote"));
    m_note->setFrameShape(QFrame::StyledPanel);
    m_note->setAutoFillBackground(true);
    QPalette pale = m_note->palette(); // a note, not a panel: pale yellow
    pale.setColor(QPalette::Window, QColor(0xff, 0xf4, 0xd6));
    pale.setColor(QPalette::WindowText, QColor(0x33, 0x2a, 0x10));
    m_note->setPalette(pale);
    m_note->setFixedWidth(NoteWidth);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    for (QLabel *label : {m_title, m_text, m_counter}) {
        label->setTextFormat(Qt::PlainText);
        label->setWordWrap(true);
    }
    m_title->setObjectName(QStringLiteral("tourTitle"));
    m_text->setObjectName(QStringLiteral("tourText"));
    m_back->setObjectName(QStringLiteral("tourBack"));
    m_next->setObjectName(QStringLiteral("tourNext"));
    auto *close = new QPushButton(tr("Close"), m_note);
    close->setObjectName(QStringLiteral("tourClose"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_counter, 1);
    buttons->addWidget(m_back);
    buttons->addWidget(m_next);
    buttons->addWidget(close);
    auto *column = new QVBoxLayout(m_note);
    column->addWidget(m_title);
    column->addWidget(m_text);
    column->addLayout(buttons);
    m_note->hide();
    connect(m_back, &QPushButton::clicked, this, &WindowTour::back);
    connect(m_next, &QPushButton::clicked, this, &WindowTour::next);
    connect(close, &QPushButton::clicked, this, &WindowTour::end);
    m_window->installEventFilter(this);
}

WindowTour::~WindowTour() = default;

QWidget *WindowTour::highlight() const
{
    return m_highlight;
}

QWidget *WindowTour::currentTarget() const
{
    return m_index >= 0 ? m_stops[std::size_t(m_index)].target.data() : nullptr;
}

bool WindowTour::isShown(const Stop &stop) const
{
    if (!stop.target || !stop.target->isVisible())
        return false;
    if (!stop.menu)
        return true;
    const auto *bar = qobject_cast<const QMenuBar *>(stop.target.data());
    return bar && stop.menu->isVisible() && !bar->actionGeometry(stop.menu).isEmpty();
}

int WindowTour::shownFrom(int index, int direction) const
{
    for (int i = index; i >= 0 && i < count(); i += direction) {
        if (isShown(m_stops[std::size_t(i)]))
            return i;
    }
    return -1;
}

QRect WindowTour::currentPart() const
{
    if (m_index < 0)
        return {};
    const Stop &stop = m_stops[std::size_t(m_index)];
    if (!stop.target)
        return {};
    const auto *bar = qobject_cast<const QMenuBar *>(stop.target.data());
    const QRect local = bar && stop.menu ? bar->actionGeometry(stop.menu) : stop.target->rect();
    return {stop.target->mapTo(m_window, local.topLeft()), local.size()};
}

void WindowTour::start()
{
    show(shownFrom(0, 1));
}

void WindowTour::next()
{
    if (m_index >= 0)
        show(shownFrom(m_index + 1, 1));
}

void WindowTour::back()
{
    const int before = m_index > 0 ? shownFrom(m_index - 1, -1) : -1;
    if (before >= 0)
        show(before);
}

void WindowTour::end()
{
    show(-1);
}

void WindowTour::show(int index)
{
    const bool wasRunning = m_index >= 0;
    m_index = index;
    if (index < 0) {
        m_highlight->hide();
        m_note->hide();
        if (wasRunning)
            emit ended();
        return;
    }
    const Stop &stop = m_stops[std::size_t(index)];
    m_title->setText(stop.title);
    m_text->setText(stop.text);
    // "3 of 9" counts every stop, shown or not: the numbers stay the same from one tour to
    // the next.
    m_counter->setText(tr("%1 of %2").arg(index + 1).arg(count()));
    m_back->setEnabled(index > 0 && shownFrom(index - 1, -1) >= 0);
    m_next->setText(shownFrom(index + 1, 1) >= 0 ? tr("Next") : tr("Finish"));
    place();
    m_highlight->show();
    m_highlight->raise();
    m_note->show();
    m_note->raise();
    m_next->setFocus();
}

void WindowTour::place()
{
    const QRect part = currentPart();
    if (part.isNull())
        return;
    m_highlight->setGeometry(part.adjusted(-FrameWidth, -FrameWidth, FrameWidth, FrameWidth));
    m_note->adjustSize();
    const QSize note = m_note->size();
    const QRect room = m_window->rect();
    // Beside the part where there is room: right, left, below, above; else over its middle.
    const QRect tries[] = {
        QRect(QPoint(part.right() + Gap, part.top()), note),
        QRect(QPoint(part.left() - Gap - note.width(), part.top()), note),
        QRect(QPoint(part.left(), part.bottom() + Gap), note),
        QRect(QPoint(part.left(), part.top() - Gap - note.height()), note),
    };
    QRect where(part.center() - QPoint(note.width() / 2, note.height() / 2), note);
    for (const QRect &r : tries) {
        const QRect slid =
            r.translated(std::clamp(r.left(), 0, std::max(0, room.width() - r.width())) - r.left(),
                         std::clamp(r.top(), 0, std::max(0, room.height() - r.height())) - r.top());
        if (!slid.intersects(part)) {
            where = slid;
            break;
        }
    }
    m_note->move(where.topLeft());
}

bool WindowTour::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && m_index >= 0 &&
        (event->type() == QEvent::Resize || event->type() == QEvent::LayoutRequest))
        place();
    return QObject::eventFilter(watched, event);
}

} // namespace gt
