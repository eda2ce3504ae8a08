#include "errornotice.h"

#include "views/session/searchsession.h"
#include "views/widgets/plaintext.h"

#include <QLabel>
#include <QStatusBar>

namespace gt {

ErrorNotice::ErrorNotice(QStatusBar *bar, SearchSession *session, QObject *parent)
    : QObject(parent)
    , m_label(plainLabel(bar))
{
    m_label->setObjectName(QStringLiteral("errorLabel"));
    m_label->setStyleSheet(QStringLiteral("color: #d62728;"));
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    bar->addWidget(m_label, 1);
    // A temporary message hides the label only while it shows: without this the old error
    // came back when "Saved lecture.tree" timed out.
    connect(bar, &QStatusBar::messageChanged, this, [this](const QString &message) {
        if (!message.isEmpty())
            clear();
    });
    for (auto signal :
         {&SearchSession::treeChanged, &SearchSession::treeRefreshed, &SearchSession::traceChanged})
        connect(session, signal, this, &ErrorNotice::clear);
    connect(session, &SearchSession::stepChanged, this, &ErrorNotice::clear);
}

QString ErrorNotice::text() const
{
    return m_label->text();
}

void ErrorNotice::show(const QString &error)
{
    m_label->setText(error);
}

void ErrorNotice::clear()
{
    m_label->clear();
}

} // namespace gt
