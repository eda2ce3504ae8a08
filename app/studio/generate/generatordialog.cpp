#include "generatordialog.h"

#include "boardeditor.h"

#include "views/widgets/optionform.h"
#include "views/widgets/plaintext.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSettings>
#include <QStyle>
#include <QtConcurrent/QtConcurrentRun>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace gt {

namespace {

// Where the dialog keeps its choices: generate/generator, generate/<id>/<option>,
// generate/<id>/seed, each as a person types it.
const QString Group = QStringLiteral("generate");

} // namespace

GeneratorDialog::GeneratorDialog(QWidget *parent, Scope scope)
    : QDialog(parent)
    , m_list(new QListWidget(this))
    , m_description(plainLabel(this))
    , m_form(new OptionForm(this))
    , m_seedLabel(new QLabel(tr("Seed:"), this))
    , m_seed(new QLineEdit(this))
    , m_newSeed(new QPushButton(tr("New Seed"), this))
    , m_boardSlot(new QVBoxLayout)
    , m_preview(plainLabel(this))
    , m_working(new QWidget(this))
    , m_stop(new QPushButton(tr("Stop"), this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
    , m_updateTimer(new QTimer(this))
    , m_busyDelay(new QTimer(this))
{
    const bool games = scope == Scope::GamesOnly;
    setObjectName(games ? QStringLiteral("gameDialog") : QStringLiteral("generatorDialog"));
    setWindowTitle(games ? tr("New from Game") : tr("New from Generator"));
    m_remembered = Group + (games ? QStringLiteral("/game") : QStringLiteral("/generator"));
    m_list->setObjectName(QStringLiteral("generatorList"));
    m_description->setObjectName(QStringLiteral("generatorDescription"));
    m_form->setObjectName(QStringLiteral("generatorOptions"));
    m_seed->setObjectName(QStringLiteral("seed"));
    m_newSeed->setObjectName(QStringLiteral("newSeed"));
    m_preview->setObjectName(QStringLiteral("generatorPreview"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Create"));

    for (const Generator *g : generators()) {
        if (games && !g->isGame())
            continue;
        auto *item = new QListWidgetItem(g->displayName(), m_list);
        item->setData(Qt::UserRole, g->id());
        item->setToolTip(toolTipText(g->description()));
    }
    m_list->setMaximumWidth(160);
    m_description->setWordWrap(true);
    m_seed->setToolTip(
        toolTipText(tr("The same seed makes the same tree, on every computer and with "
                       "`gametree generate`.")));
    m_preview->setWordWrap(true);
    m_working->setObjectName(QStringLiteral("generatorWorking"));
    m_stop->setObjectName(QStringLiteral("stopGenerating"));
    m_stop->setToolTip(toolTipText(tr("Stop making this tree; the options stay as they are.")));
    auto *busy = new QProgressBar(m_working);
    busy->setObjectName(QStringLiteral("generatorProgress"));
    busy->setRange(0, 0); // how far a generator has got is not known: a busy bar
    busy->setTextVisible(false);
    auto *workingRow = new QHBoxLayout(m_working);
    workingRow->setContentsMargins(0, 0, 0, 0);
    workingRow->addWidget(busy, 1);
    workingRow->addWidget(m_stop);
    m_working->hide();
    connect(m_stop, &QPushButton::clicked, this, &GeneratorDialog::stop);
    // Most trees are made in a blink: the bar shows only for one that takes a while, so the
    // dialog does not flicker with every digit typed.
    m_busyDelay->setSingleShot(true);
    m_busyDelay->setInterval(150);
    connect(m_busyDelay, &QTimer::timeout, this, [this] {
        if (!isMaking())
            return;
        m_preview->setStyleSheet(QString());
        m_preview->setText(tr("Making the tree…"));
        m_working->show();
        fitContents(false);
    });

    auto *options = new QGroupBox(tr("Options"), this);
    auto *optionsLayout = new QVBoxLayout(options);
    optionsLayout->addWidget(m_form);
    optionsLayout->addLayout(m_boardSlot);
    auto *seedRow = new QHBoxLayout;
    seedRow->addWidget(m_seedLabel);
    seedRow->addWidget(m_seed, 1);
    seedRow->addWidget(m_newSeed);
    optionsLayout->addLayout(seedRow);

    auto *right = new QVBoxLayout;
    right->addWidget(m_description);
    right->addWidget(options);
    right->addWidget(m_preview);
    right->addWidget(m_working);
    right->addStretch(1);
    auto *columns = new QHBoxLayout;
    columns->addWidget(m_list);
    columns->addLayout(right, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(m_buttons);

    m_updateTimer->setSingleShot(true);
    m_updateTimer->setInterval(250);
    connect(m_updateTimer, &QTimer::timeout, this, &GeneratorDialog::update);
    connect(m_form, &OptionForm::valuesChanged, this, &GeneratorDialog::scheduleUpdate);
    connect(m_seed, &QLineEdit::textChanged, this, &GeneratorDialog::scheduleUpdate);
    connect(m_newSeed, &QPushButton::clicked, this, [this] {
        // Small numbers, easy to say aloud and to type again.
        m_seed->setText(QString::number(QRandomGenerator::global()->bounded(1, 100000)));
    });
    connect(m_list, &QListWidget::currentRowChanged, this, &GeneratorDialog::showGenerator);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &GeneratorDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    QSettings settings;
    setGenerator(settings.value(m_remembered).toString());
    if (!generator())
        m_list->setCurrentRow(0);
    m_list->setFocus();
    fitContents(true);
}

const Generator *GeneratorDialog::generator() const
{
    const QListWidgetItem *item = m_list->currentItem();
    return item ? findGenerator(item->data(Qt::UserRole).toString()) : nullptr;
}

void GeneratorDialog::setGenerator(const QString &id)
{
    for (int i = 0; i < m_list->count(); ++i) {
        if (m_list->item(i)->data(Qt::UserRole).toString() == id)
            m_list->setCurrentRow(i);
    }
}

OptionValues GeneratorDialog::values() const
{
    return m_form->values();
}

std::uint64_t GeneratorDialog::seed() const
{
    return m_seed->text().trimmed().toULongLong();
}

void GeneratorDialog::showGenerator()
{
    const Generator *g = generator();
    if (!g)
        return;
    m_description->setText(g->description());
    m_form->setSpecs(g->options());
    for (QWidget *w : {static_cast<QWidget *>(m_seedLabel), static_cast<QWidget *>(m_seed),
                       static_cast<QWidget *>(m_newSeed)})
        w->setVisible(g->usesSeed());
    // The form's rows are made after the seed and the buttons: put them between, in order.
    QWidget *previous = m_list;
    for (const OptionSpec &spec : g->options()) {
        if (auto *editor = m_form->findChild<QWidget *>(QStringLiteral("option-") + spec.name)) {
            setTabOrder(previous, editor);
            previous = editor;
        }
    }
    setTabOrder(previous, m_seed);
    delete m_board;
    m_board = nullptr;
    auto *position =
        m_form->findChild<QLineEdit *>(QStringLiteral("option-") + BoardEditor::positionOption());
    if (const auto shape = BoardEditor::shapeFor(*g); shape && position) {
        m_board = new BoardEditor(position, *shape, this);
        m_boardSlot->addWidget(m_board);
        m_board->show(); // now, not when the layout would: fitContents counts it
    }
    // A game that fits its opponent to recorded games (--opponent-from) takes a file: its field
    // gets a button that picks one, as typing a path does.
    if (auto *records = m_form->findChild<QLineEdit *>(QStringLiteral("option-opponent-from"))) {
        QAction *browse = records->addAction(style()->standardIcon(QStyle::SP_DialogOpenButton),
                                             QLineEdit::TrailingPosition);
        browse->setObjectName(QStringLiteral("browseRecords"));
        browse->setToolTip(tr("Choose the file of recorded games…"));
        connect(browse, &QAction::triggered, records, [this, records] {
            const QString path =
                QFileDialog::getOpenFileName(this, tr("Recorded Games"), records->text(),
                                             tr("Recorded games (*.txt);;All files (*)"));
            if (!path.isEmpty())
                records->setText(path);
        });
    }
    restoreChoices();
    update();
    fitContents(true);
}

void GeneratorDialog::scheduleUpdate()
{
    m_tree.reset();
    m_problem.clear();
    m_job = 0; // a tree being made for the old choices is not wanted
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(false); // until the tree is made
    m_updateTimer->start();
}

void GeneratorDialog::update()
{
    m_updateTimer->stop();
    m_tree.reset();
    m_problem.clear();
    m_job = 0;
    const Generator *g = generator();
    bool seedOk = true;
    m_seed->text().trimmed().toULongLong(&seedOk);
    if (!g)
        m_problem = tr("Choose a generator.");
    else if (!m_form->problem().isEmpty())
        m_problem = m_form->problem();
    else if (g->usesSeed() && !seedOk)
        m_problem = tr("The seed is a whole number from 0 to %1.")
                        .arg(std::numeric_limits<std::uint64_t>::max());
    if (!m_problem.isEmpty() || !g) {
        showPreview();
        return;
    }
    // Made on a worker thread: the generator is a pure function of these copies.
    const quint64 job = m_job = ++m_jobs;
    m_making = QtConcurrent::run([g, values = values(), seed = seed()] {
        auto result = std::make_shared<Made>();
        result->tree = g->generate(values, seed, &result->problem);
        return result;
    });
    auto *watcher = new QFutureWatcher<std::shared_ptr<Made>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, job] {
        made(job, watcher->result());
        watcher->deleteLater();
    });
    watcher->setFuture(m_making);
    showPreview();
}

void GeneratorDialog::made(quint64 job, const std::shared_ptr<Made> &result)
{
    if (job != m_job)
        return; // stopped, or made for choices since changed
    m_job = 0;
    m_tree = std::move(result->tree);
    m_problem = m_tree ? QString() : m_form->inWords(result->problem);
    showPreview();
}

void GeneratorDialog::stop()
{
    if (!isMaking())
        return;
    m_job = 0; // the worker finishes on its own; its tree is dropped
    m_problem = tr("Stopped: no tree was made. Change an option to make one.");
    showPreview();
}

bool GeneratorDialog::isMaking() const
{
    return m_job != 0;
}

void GeneratorDialog::showPreview()
{
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_tree.has_value());
    if (isMaking()) { // the busy bar after a moment; till then the last preview stays
        m_busyDelay->start();
        return;
    }
    m_busyDelay->stop();
    m_working->hide();
    m_preview->setStyleSheet(m_tree ? QString() : QStringLiteral("color: #d62728;"));
    if (m_tree)
        m_preview->setText(tr("%Ln nodes: ", nullptr, m_tree->size()) +
                           tr("%Ln leaves, ", nullptr, m_tree->leafCount()) +
                           tr("depth %1.").arg(m_tree->height()));
    else
        m_preview->setText(m_problem);
    fitContents(false);
}

void GeneratorDialog::fitContents(bool shrink)
{
    // Word-wrapped texts (the description, a problem of three lines) need a height for the
    // dialog's width that the layout's minimum size does not know: grow to it (and, for a
    // newly chosen generator, fit its form), so that nothing is clipped.
    if (!layout())
        return;
    layout()->activate();
    const QSize least(620, 400);
    const int w = shrink ? std::max(least.width(), sizeHint().width()) : width();
    const int needed = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(w)
                                                     : layout()->totalSizeHint().height();
    const int h = std::max({least.height(), needed, shrink ? 0 : height()});
    if (QSize(w, h) != size())
        resize(w, h);
}

std::optional<GameTree> GeneratorDialog::tree()
{
    if (m_updateTimer->isActive())
        update();
    if (isMaking()) {
        const quint64 job = m_job;
        m_making.waitForFinished();
        made(job, m_making.result());
    }
    return m_tree;
}

QString GeneratorDialog::problem()
{
    tree();
    return m_problem;
}

QString GeneratorDialog::previewText() const
{
    return m_preview->text();
}

void GeneratorDialog::accept()
{
    if (!tree())
        return; // the preview says why
    saveChoices();
    QDialog::accept();
}

void GeneratorDialog::restoreChoices()
{
    const Generator *g = generator();
    QSettings settings;
    settings.beginGroup(Group + QLatin1Char('/') + g->id());
    OptionValues values;
    for (const OptionSpec &spec : g->options()) {
        const QString text = settings.value(spec.name).toString();
        // A value an older version kept that this one refuses is forgotten, not shown.
        if (const auto value =
                text.isEmpty() ? std::nullopt : parseOptionValue(spec, text, nullptr))
            values.set(spec.name, *value);
    }
    m_form->setValues(values);
    m_seed->setText(settings.value(QStringLiteral("seed"), QStringLiteral("1")).toString());
}

void GeneratorDialog::saveChoices() const
{
    const Generator *g = generator();
    QSettings settings;
    settings.setValue(m_remembered, g->id());
    settings.beginGroup(Group + QLatin1Char('/') + g->id());
    settings.remove(QString()); // what is back at its default is not kept
    const OptionValues chosen = values();
    for (const OptionSpec &spec : g->options()) {
        if (chosen.isSet(spec.name))
            settings.setValue(spec.name, optionValueText(spec, chosen.value(spec.name)));
    }
    if (g->usesSeed())
        settings.setValue(QStringLiteral("seed"), QString::number(seed()));
}

} // namespace gt
