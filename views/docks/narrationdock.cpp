#include "narrationdock.h"

#include "views/session/searchsession.h"
#include "views/widgets/plaintext.h"

#include "core/search/algorithm.h"
#include "core/trace/narration.h"

#include <QEvent>
#include <QLabel>
#include <QMainWindow>
#include <QResizeEvent>
#include <QVBoxLayout>

#include <algorithm>

namespace gt {

NarrationDock::NarrationDock(SearchSession *session, QWidget *parent)
    : QDockWidget(tr("Narration"), parent)
    , m_session(session)
{
    setObjectName(QStringLiteral("narrationDock"));
    auto *body = new QWidget(this);
    m_sentence = plainLabel(body);
    m_sentence->setObjectName(QStringLiteral("narrationText"));
    m_sentence->setWordWrap(true);
    m_sentence->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_sentence->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_position = new QLabel(body);
    m_position->setObjectName(QStringLiteral("narrationStep"));
    // The text colour, not the disabled grey: the caption must carry to the back of a lecture
    // hall. It stays quieter by its smaller size.
    m_position->setForegroundRole(QPalette::WindowText);
    auto *column = new QVBoxLayout(body);
    column->setContentsMargins(8, 4, 8, 4);
    column->addWidget(m_sentence, 1);
    column->addWidget(m_position);
    setWidget(body);
    body->installEventFilter(this); // its width decides how many lines the sentence takes
    connect(m_session, &SearchSession::stepChanged, this, &NarrationDock::refresh);
    connect(m_session, &SearchSession::traceChanged, this, &NarrationDock::refresh);
    setTextScale(1);
}

QString NarrationDock::text() const
{
    return m_sentence->text();
}

void NarrationDock::setTextScale(double scale)
{
    m_scale = scale;
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 1.25 * scale);
    m_sentence->setFont(f);
    QFont caption = font();
    caption.setPointSizeF(caption.pointSizeF() * scale);
    m_position->setFont(caption);
    refresh();
}

void NarrationDock::setGrowsToText(bool grow)
{
    m_grow = grow;
    m_grownWidth = -1;
    m_grownHeight = 0;
    if (grow)
        growToText();
    else
        widget()->setMinimumHeight(0);
}

void NarrationDock::growToText()
{
    QWidget *body = widget();
    const int width = body->width();
    if (width != m_grownWidth) {
        m_grownWidth = width;
        m_grownHeight = 0;
    }
    const int needed = body->layout()->totalHeightForWidth(width);
    if (needed <= m_grownHeight)
        return;
    m_grownHeight = needed;
    body->setMinimumHeight(needed);
}

void NarrationDock::askForTextHeight()
{
    // Issue 29: at 1280×720 the dock kept one line and cut every opening sentence. A minimum
    // height (presentation's way) made the whole window 936 px tall, because the panels beside
    // the canvas keep theirs; so here the dock asks its window for the height, as a person
    // dragging the separator would, and the window gives what the other panels leave. It
    // never shrinks back while stepping: a dock that jumps with every step would move the tree.
    auto *window = qobject_cast<QMainWindow *>(parentWidget());
    QWidget *body = widget();
    if (!window || isFloating() || !isVisible() || body->width() <= 0)
        return;
    const int needed = body->layout()->totalHeightForWidth(body->width());
    if (needed > body->height())
        window->resizeDocks({this}, {height() - body->height() + needed}, Qt::Vertical);
}

bool NarrationDock::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == widget() && event->type() == QEvent::Resize) {
        if (m_grow)
            growToText();
        else if (static_cast<QResizeEvent *>(event)->oldSize().width() != widget()->width())
            askForTextHeight();
    }
    return QDockWidget::eventFilter(watched, event);
}

QString NarrationDock::introduction(const SearchSession &session)
{
    const GameTree &tree = session.tree();
    const Algorithm *algorithm = findAlgorithm(session.algorithm());
    const QString name = algorithm ? algorithm->displayName() : session.algorithm();
    const QString how = algorithm ? algorithm->introduction() : QString();
    // The two counts each take their plural: "%n nodes" is "1 node" in English.
    return tr("%1 will search this tree of %2 and %3 from the root %4. %5 "
              "Press → to take the first step.")
        .arg(name, tr("%n nodes", nullptr, tree.size()), tr("%n leaves", nullptr, tree.leafCount()),
             nodeLabel(tree, tree.root()), how)
        .simplified();
}

QString NarrationDock::asSentence(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

QString NarrationDock::sentence(const SearchSession &session)
{
    const Trace *trace = session.trace();
    if (!trace) {
        const Algorithm *algorithm = findAlgorithm(session.algorithm());
        return session.tree().isEmpty() || !algorithm
                   ? session.refusal()
                   : tr("%1 cannot search this tree: %2.")
                         .arg(algorithm->displayName(), session.refusal());
    }
    const int step = session.step();
    return step == 0 ? introduction(session)
                     : asSentence(narrate(session.tree(), *trace, step - 1));
}

void NarrationDock::refresh()
{
    m_sentence->setText(sentence(*m_session));
    if (m_session->trace())
        m_position->setText(tr("Step %1 of %2").arg(m_session->step()).arg(m_session->stepCount()));
    else
        m_position->clear();
    if (m_grow)
        growToText();
    else
        askForTextHeight();
}

} // namespace gt
