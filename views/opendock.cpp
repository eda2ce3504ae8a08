#include "opendock.h"

#include "openlistmodel.h"
#include "plaintext.h"
#include "searchsession.h"

#include "core/trace/annotations.h"
#include "core/trace/narration.h"

#include <QHeaderView>
#include <QLabel>
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
    m_view->setSelectionMode(QAbstractItemView::NoSelection);
    m_view->setFocusPolicy(Qt::NoFocus);
    // Compact rows: a dock beside the canvas has little room.
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(true);
    auto *column = new QVBoxLayout(body);
    column->setContentsMargins(4, 4, 4, 4);
    column->addWidget(m_caption);
    column->addWidget(m_view, 1);
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
QString OpenDock::queueText() const
{
    const Frame &f = m_session->frame();
    QStringList open, closed;
    for (std::size_t i = 0; i < f.queued.size(); ++i)
        (int(i) < f.closedCount ? closed : open) << nodeLabel(m_session->tree(), f.queued[i]);
    return tr("OPEN: (%1)\nCLOSED: (%2)")
        .arg(open.join(QStringLiteral(", ")), closed.join(QStringLiteral(", ")));
}

void OpenDock::refresh()
{
    const TraceFeatures features = m_session->features();
    const bool applicable =
        features.testFlag(TraceFeature::OpenList) || features.testFlag(TraceFeature::OpenClosed);
    widget()->setEnabled(applicable);
    if (features.testFlag(TraceFeature::OpenClosed)) {
        m_caption->setText(queueText());
    } else if (!applicable) {
        m_caption->setText(tr("Only SSS* keeps an OPEN list. Choose SSS* in the Algorithm menu "
                              "to see it here."));
    } else if (const auto &taken = m_model->taken()) {
        const OpenState &s = taken->state;
        const QString state = tr("(%1, %2, %3)")
                                  .arg(nodeLabel(m_session->tree(), s.node),
                                       OpenListModel::statusText(s.status), formatValue(s.merit));
        m_caption->setText(taken->gammaCase > 0
                               ? tr("Taken: %1 — case Γ%2").arg(state).arg(taken->gammaCase)
                               : tr("Taken: %1 — the root is solved").arg(state));
    } else if (m_session->trace()) {
        m_caption->setText(
            m_session->step() == 0
                ? tr("OPEN is empty: the first step puts the root on it, LIVE, with merit +∞.")
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
