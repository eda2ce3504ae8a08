#include "searchoptionsdock.h"

#include "views/session/searchsession.h"
#include "views/widgets/optionform.h"

#include "core/search/algorithm.h"
#include "core/search/commonoptions.h"
#include "core/session/algorithmchoice.h"

#include <QAction>
#include <QLabel>
#include <QVBoxLayout>

namespace gt {

namespace {

OptionSpecs optionsOf(const QString &algorithmId)
{
    const Algorithm *a = findAlgorithm(algorithmId);
    return a ? a->options() : OptionSpecs();
}

} // namespace

SearchOptionsDock::SearchOptionsDock(SearchSession *session, QWidget *parent)
    : QDockWidget(tr("Search Options"), parent)
    , m_session(session)
{
    setObjectName(QStringLiteral("searchOptionsDock"));
    auto *body = new QWidget(this);
    m_heading = new QLabel(body);
    m_heading->setObjectName(QStringLiteral("searchOptionsHeading"));
    m_heading->setTextFormat(Qt::PlainText);
    m_heading->setWordWrap(true);
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    m_form = new OptionForm(body);
    m_form->setObjectName(QStringLiteral("searchOptionsForm"));
    m_problem = new QLabel(body);
    m_problem->setObjectName(QStringLiteral("searchOptionsProblem"));
    m_problem->setTextFormat(Qt::PlainText);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #d62728;"));
    m_problem->hide();
    auto *column = new QVBoxLayout(body);
    column->setContentsMargins(8, 4, 8, 4);
    column->addWidget(m_heading);
    column->addWidget(m_form);
    column->addWidget(m_problem);
    column->addStretch(1);
    setWidget(body);

    m_resample = new QAction(tr("Re-sample (new seed)"), this);
    m_resample->setObjectName(QStringLiteral("resampleAction"));
    m_resample->setToolTip(tr("Draw the chance outcomes again, from the next seed"));
    connect(m_resample, &QAction::triggered, this, &SearchOptionsDock::resample);

    connect(m_form, &OptionForm::valuesChanged, this, &SearchOptionsDock::takeFormValues);
    connect(m_session, &SearchSession::traceChanged, this, &SearchOptionsDock::sync);
    sync();
}

void SearchOptionsDock::resample()
{
    if (!m_resample->isEnabled())
        return;
    AlgorithmChoice *choice = m_session->choice();
    SearchOptions next = choice->options();
    const OptionSpec seed = seedOption();
    const int now = next.integer(seed.name, seed.defaultValue.toInt());
    next.set(seed.name, now >= int(seed.max) ? 0 : now + 1);
    choice->setOptions(next);
}

void SearchOptionsDock::sync()
{
    const OptionSpecs specs = optionsOf(m_session->algorithm());
    m_resample->setEnabled(findOption(specs, seedOption().name) &&
                           samples(m_session->options()) > 0);
    const QString id = m_session->algorithm();
    if (id != m_shown) {
        m_shown = id;
        const Algorithm *a = findAlgorithm(id);
        m_form->setSpecs(optionsOf(id), m_session->options());
        m_heading->setText(!a                  ? QString()
                           : m_form->isEmpty() ? tr("%1 has no options.").arg(a->displayName())
                                               : tr("Options of %1").arg(a->displayName()));
        m_problem->hide();
        return;
    }
    if (!(m_form->values() == m_session->options()))
        m_form->setValues(m_session->options());
}

void SearchOptionsDock::takeFormValues()
{
    const QString problem = m_form->problem();
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    if (!problem.isEmpty())
        return;
    m_session->choice()->setOptions(m_shown, m_form->values());
}

} // namespace gt
