#include "algorithmpicker.h"

#include "views/session/paintgate.h"
#include "views/session/searchsession.h"
#include "views/widgets/plaintext.h"

#include "core/search/algorithm.h"
#include "core/session/algorithmchoice.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QMenu>
#include <QSignalBlocker>
#include <QStandardItemModel>

namespace gt {

AlgorithmPicker::AlgorithmPicker(SearchSession *session, QWidget *parentWidget)
    : QObject(parentWidget)
    , m_session(session)
    , m_combo(new QComboBox(parentWidget))
    , m_group(new QActionGroup(this))
    , m_preferred(session->algorithm())
{
    m_combo->setObjectName(QStringLiteral("algorithmBox"));
    m_combo->setToolTip(tr("The search algorithm"));
    m_combo->setFocusPolicy(Qt::NoFocus); // arrow keys step the search, not the combo
    m_group->setExclusive(true);
    for (const Algorithm *a : algorithms()) {
        m_combo->addItem(a->displayName(), a->id());
        QAction *action = m_group->addAction(a->displayName());
        action->setCheckable(true);
        action->setData(a->id());
        action->setObjectName(QStringLiteral("algorithm_") + a->id());
    }

    connect(m_combo, &QComboBox::activated, this,
            [this](int index) { pick(m_combo->itemData(index).toString()); });
    connect(m_group, &QActionGroup::triggered, this,
            [this](QAction *action) { pick(action->data().toString()); });
    connect(m_session, &SearchSession::treeChanged, this, &AlgorithmPicker::updateAvailability);
    connect(m_session, &SearchSession::traceChanged, this, &AlgorithmPicker::syncToSession);
    updateAvailability();
    syncToSession();
}

void AlgorithmPicker::fillMenu(QMenu *menu) const
{
    menu->setToolTipsVisible(true); // the refusal of a disabled entry is its tooltip
    menu->addActions(m_group->actions());
}

QString AlgorithmPicker::refusal(const QString &id) const
{
    const Algorithm *a = findAlgorithm(id);
    if (!a)
        return tr("unknown algorithm");
    if (m_session->tree().isEmpty())
        return {};
    return a->refusal(m_session->tree()).value_or(QString());
}

QString AlgorithmPicker::choiceFor(const GameTree &tree) const
{
    auto accepts = [&tree](const QString &id) {
        const Algorithm *a = findAlgorithm(id);
        return a && (tree.isEmpty() || !a->refusal(tree));
    };
    if (accepts(m_preferred))
        return m_preferred;
    if (const Algorithm *suggested = suggestedAlgorithm(tree);
        suggested && accepts(suggested->id()))
        return suggested->id();
    for (const Algorithm *a : algorithms()) {
        if (accepts(a->id()))
            return a->id();
    }
    return m_preferred;
}

QString AlgorithmPicker::choiceAfterEdit(const GameTree &tree) const
{
    const Algorithm *current = findAlgorithm(m_session->algorithm());
    return current && (tree.isEmpty() || !current->refusal(tree)) ? m_session->algorithm()
                                                                  : choiceFor(tree);
}

void AlgorithmPicker::prefer(const QString &id)
{
    if (!findAlgorithm(id))
        return;
    m_preferred = id;
    if (refusal(id).isEmpty())
        switchTo(id);
    syncToSession();
}

void AlgorithmPicker::pick(const QString &id)
{
    m_preferred = id;
    switchTo(id);
    syncToSession(); // setAlgorithm emits nothing when the choice did not change
    emit picked(id);
}

void AlgorithmPicker::switchTo(const QString &id)
{
    m_session->choice()->choose(id);
}

void AlgorithmPicker::updateAvailability()
{
    // Asking every algorithm about a million nodes: after the tree is on screen.
    PaintGate::instance()->whenPainted(this, [this] { showAvailability(); });
}

void AlgorithmPicker::showAvailability()
{
    auto *model = qobject_cast<QStandardItemModel *>(m_combo->model());
    const auto actions = m_group->actions();
    for (int i = 0; i < m_combo->count(); ++i) {
        const QString id = m_combo->itemData(i).toString();
        const QString why = refusal(id);
        const Algorithm *a = findAlgorithm(id);
        const QString tip = why.isEmpty()
                                ? a->displayName()
                                : tr("%1 cannot search this tree: %2").arg(a->displayName(), why);
        if (model) {
            model->item(i)->setEnabled(why.isEmpty());
            model->item(i)->setToolTip(toolTipText(tip));
        }
        actions[i]->setEnabled(why.isEmpty());
        actions[i]->setToolTip(toolTipText(tip)); // the reason names nodes of the file
        actions[i]->setStatusTip(tip);            // the status bar shows plain text
    }
}

void AlgorithmPicker::syncToSession()
{
    const QString id = m_session->algorithm();
    {
        const QSignalBlocker block(m_combo);
        m_combo->setCurrentIndex(m_combo->findData(id));
    }
    for (QAction *action : m_group->actions())
        action->setChecked(action->data().toString() == id);
}

} // namespace gt
