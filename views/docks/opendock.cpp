#include "opendock.h"

#include "compacttable.h"

#include "views/models/openlistmodel.h"
#include "views/session/searchsession.h"
#include "views/widgets/plaintext.h"

#include "core/search/algorithm.h"
#include "core/trace/annotations.h"
#include "core/trace/eventquery.h"
#include "core/trace/narration.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace gt {

OpenDock::OpenDock(SearchSession *session, QWidget *parent)
    : QDockWidget(tr("OPEN list (SSS*)"), parent)
    , m_session(session)
    , m_model(new OpenListModel(session, this))
{
    setObjectName(QStringLiteral("openDock"));
    auto *body = new QWidget(this);
    m_caption = plainLabel(body);
    m_caption->setObjectName(QStringLiteral("openCaption"));
    m_caption->setWordWrap(true);
    m_view = new QTableView(body);
    m_view->setObjectName(QStringLiteral("openView"));
    m_view->setModel(m_model);
    makeCompactTable(m_view);
    m_queues = new QWidget(body);
    auto *lists = new QHBoxLayout(m_queues);
    lists->setContentsMargins(0, 0, 0, 0);
    auto addList = [&](QListWidget *&list, const QString &name, const QString &heading) {
        auto *box = new QVBoxLayout;
        QLabel *title = plainLabel(m_queues);
        title->setText(heading);
        list = new QListWidget(m_queues);
        list->setObjectName(name);
        list->setSelectionMode(QAbstractItemView::NoSelection);
        list->setFocusPolicy(Qt::NoFocus);
        box->addWidget(title);
        box->addWidget(list, 1);
        lists->addLayout(box);
    };
    addList(m_queue, QStringLiteral("openQueue"), tr("OPEN (front first)"));
    addList(m_closed, QStringLiteral("closedList"), tr("CLOSED (in order)"));
    auto *column = new QVBoxLayout(body);
    column->setContentsMargins(4, 4, 4, 4);
    column->addWidget(m_caption);
    column->addWidget(m_view, 1);
    column->addWidget(m_queues, 1);
    setWidget(body);
    connect(m_model, &QAbstractItemModel::modelReset, this, &OpenDock::refresh);
    refresh();
}

QString OpenDock::caption() const
{
    return m_caption->text();
}

bool OpenDock::isApplicable() const
{
    return m_applicable;
}

// Breadth-first generation: OPEN front first and CLOSED in its order, as the deck writes them.
void OpenDock::fillQueues()
{
    const Frame &f = m_session->frame();
    m_queue->clear();
    m_closed->clear();
    for (std::size_t i = 0; i < f.queued.size(); ++i)
        (int(i) < f.closedCount ? m_closed : m_queue)
            ->addItem(nodeLabel(m_session->tree(), f.queued[i]));
}

void OpenDock::refresh()
{
    const TraceFeatures features = m_session->features();
    const bool applicable =
        features.testFlag(TraceFeature::OpenList) || features.testFlag(TraceFeature::OpenClosed);
    widget()->setEnabled(applicable);
    const bool queues = features.testFlag(TraceFeature::OpenClosed);
    m_view->setVisible(!queues);
    m_queues->setVisible(queues);
    const Algorithm *algorithm = findAlgorithm(m_session->algorithm());
    const QString name = algorithm ? algorithm->displayName() : QString();
    if (!applicable || name.isEmpty())
        setWindowTitle(tr("OPEN list"));
    else
        setWindowTitle(queues ? tr("OPEN and CLOSED (%1)").arg(name)
                              : tr("OPEN list (%1)").arg(name));
    if (queues) {
        fillQueues();
        m_caption->setText(tr("OPEN: the nodes generated and not yet looked at; CLOSED: the "
                              "nodes looked at, whose values are backed up from its end."));
    } else if (!applicable) {
        m_caption->setText(tr("Only SSS*, DUAL* and two-phase minimax keep an OPEN list. Choose "
                              "one in the Algorithm menu to see it here."));
    } else if (const auto &taken = m_model->taken()) {
        const OpenState &s = taken->state;
        const QString state = tr("(%1, %2, %3)")
                                  .arg(nodeLabel(m_session->tree(), s.node),
                                       OpenListModel::statusText(s.status), formatValue(s.merit));
        m_caption->setText(taken->gammaCase > 0
                               ? tr("Taken: %1 — case Γ%2").arg(state).arg(taken->gammaCase)
                               : tr("Taken: %1 — the root is solved").arg(state));
    } else if (const Trace *trace = m_session->trace()) {
        const bool lowest = takesLowestMerit(*trace); // DUAL*: merits are lower bounds
        m_caption->setText(
            m_session->step() == 0
                ? (lowest ? tr("OPEN is empty: the first step puts the root on it, LIVE, with "
                               "merit −∞; the lowest merit is taken first.")
                          : tr("OPEN is empty: the first step puts the root on it, LIVE, with "
                               "merit +∞."))
                : QString());
    } else {
        m_caption->clear();
    }
    if (applicable != m_applicable) {
        m_applicable = applicable;
        emit applicableChanged(applicable);
    }
}

} // namespace gt
