#include "narrationdock.h"

#include "plaintext.h"
#include "searchsession.h"

#include "core/search/algorithm.h"
#include "core/trace/narration.h"

#include <QLabel>
#include <QVBoxLayout>

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

QString NarrationDock::introduction(const SearchSession &session)
{
    const GameTree &tree = session.tree();
    const Algorithm *algorithm = findAlgorithm(session.algorithm());
    const QString name = algorithm ? algorithm->displayName() : session.algorithm();
    const QString id = session.algorithm();
    QString how;
    if (id == QLatin1String("minimax"))
        how = tr("It visits every node and backs values up from the leaves: MAX takes the "
                 "largest, MIN the smallest.");
    else if (id == QLatin1String("alphabeta"))
        how = tr("It searches like minimax with a window α…β and skips children that cannot "
                 "change the result.");
    else if (id == QLatin1String("expectimax"))
        how = tr("It reads every MIN node as a chance node with equal probabilities and backs "
                 "up weighted averages.");
    else if (id == QLatin1String("expectiminimax"))
        how = tr("MAX takes the largest value, MIN the smallest and a chance node the "
                 "probability-weighted sum.");
    else if (id == QLatin1String("sss"))
        how = tr("It keeps a list OPEN of states, always takes the one with the highest merit "
                 "and applies one case of the Γ operator to it.");
    return tr("%1 will search this tree of %2 nodes and %3 leaves from the root %4. %5 "
              "Press → to take the first step.")
        .arg(name)
        .arg(tree.size())
        .arg(tree.leafCount())
        .arg(nodeLabel(tree, tree.root()), how)
        .simplified();
}

QString NarrationDock::asSentence(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

void NarrationDock::refresh()
{
    const Trace *trace = m_session->trace();
    const int step = m_session->step();
    if (!trace) {
        const Algorithm *algorithm = findAlgorithm(m_session->algorithm());
        m_sentence->setText(m_session->tree().isEmpty() || !algorithm
                                ? m_session->refusal()
                                : tr("%1 cannot search this tree: %2.")
                                      .arg(algorithm->displayName(), m_session->refusal()));
        m_position->clear();
        return;
    }
    m_sentence->setText(step == 0 ? introduction(*m_session)
                                  : asSentence(narrate(m_session->tree(), *trace, step - 1)));
    m_position->setText(tr("Step %1 of %2").arg(step).arg(m_session->stepCount()));
}

} // namespace gt
