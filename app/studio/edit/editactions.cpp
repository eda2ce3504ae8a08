#include "editactions.h"

#include "inlineeditor.h"
#include "transformdialog.h"
#include "treeeditor.h"

#include "app/studio/canvas/canvascontroller.h"

#include "views/scene/nodeitem.h"
#include "views/scene/treescene.h"
#include "views/scene/treeview.h"
#include "views/session/searchsession.h"

#include "core/io/numbertext.h"
#include "core/trace/annotations.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QGraphicsLineItem>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QPen>
#include <QRegularExpression>
#include <QUndoStack>

#include <cmath>
#include <limits>
#include <optional>

namespace gt {

namespace {

bool isNumberKey(const QString &text)
{
    return text.size() == 1 &&
           (text[0].isDigit() || text[0] == QLatin1Char('-') || text[0] == QLatin1Char('.'));
}

} // namespace

EditActions::EditActions(TreeEditor *editor, CanvasController *canvas, QObject *parent)
    : QObject(parent)
    , m_editor(editor)
    , m_canvas(canvas)
    , m_watchedView(canvas->view())
    , m_watchedScene(canvas->scene())
    , m_inline(new InlineEditor(canvas->view()))
{
    m_undo = editor->undoStack()->createUndoAction(this, tr("&Undo"));
    m_undo->setObjectName(QStringLiteral("undoAction"));
    m_undo->setShortcuts(QKeySequence::Undo);
    m_redo = editor->undoStack()->createRedoAction(this, tr("&Redo"));
    m_redo->setObjectName(QStringLiteral("redoAction"));
    m_redo->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});

    m_addChild = makeAction(tr("Add &Child"), QStringLiteral("addChildAction"),
                            {QKeySequence(Qt::Key_Tab), QKeySequence(Qt::Key_Insert)}, nullptr);
    connect(m_addChild, &QAction::triggered, m_editor, &TreeEditor::addChild);
    m_addSibling = makeAction(tr("Add &Sibling"), QStringLiteral("addSiblingAction"),
                              {QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)}, nullptr);
    connect(m_addSibling, &QAction::triggered, m_editor, &TreeEditor::addSibling);
    m_delete = makeAction(tr("&Delete Subtree"), QStringLiteral("deleteAction"),
                          {QKeySequence(Qt::Key_Delete), QKeySequence(Qt::Key_Backspace)}, nullptr);
    connect(m_delete, &QAction::triggered, m_editor, &TreeEditor::removeSelected);
    m_duplicate = makeAction(tr("D&uplicate Subtree"), QStringLiteral("duplicateAction"),
                             {QKeySequence(Qt::CTRL | Qt::Key_D)}, nullptr);
    connect(m_duplicate, &QAction::triggered, m_editor, &TreeEditor::duplicateSelected);
    m_moveLeft = makeAction(tr("Move &Left"), QStringLiteral("moveLeftAction"),
                            {QKeySequence(Qt::ALT | Qt::Key_Left)}, nullptr);
    connect(m_moveLeft, &QAction::triggered, m_editor, [this] { m_editor->moveSelected(-1); });
    m_moveRight = makeAction(tr("Move &Right"), QStringLiteral("moveRightAction"),
                             {QKeySequence(Qt::ALT | Qt::Key_Right)}, nullptr);
    connect(m_moveRight, &QAction::triggered, m_editor, [this] { m_editor->moveSelected(1); });

    const QString kindTexts[4] = {tr("Make &Max Node"), tr("Make M&in Node"),
                                  tr("Make C&hance Node"), tr("Make &Leaf")};
    for (int k = 0; k < 4; ++k) {
        const auto kind = NodeKind(k);
        m_kind[k] = makeAction(kindTexts[k], QStringLiteral("kind_") + kindName(kind),
                               {QKeySequence(Qt::CTRL | (Qt::Key_1 + k))}, nullptr);
        connect(m_kind[k], &QAction::triggered, m_editor,
                [this, kind] { m_editor->setKind(m_editor->selected(), kind); });
    }

    m_editValue = makeAction(tr("Edit &Value"), QStringLiteral("editValueAction"),
                             {QKeySequence(Qt::Key_F2)}, nullptr);
    connect(m_editValue, &QAction::triggered, this, [this] { editValue(); });
    m_rename = makeAction(tr("Re&name"), QStringLiteral("renameAction"),
                          {QKeySequence(Qt::SHIFT | Qt::Key_F2)}, &EditActions::editName);
    m_editLabel = makeAction(tr("Edit Move &Label"), QStringLiteral("editLabelAction"),
                             {QKeySequence(Qt::CTRL | Qt::Key_L)}, &EditActions::editLabel);
    m_editProbability =
        makeAction(tr("Edit &Probability"), QStringLiteral("editProbabilityAction"),
                   {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)}, &EditActions::editProbability);
    m_normalise =
        makeAction(tr("N&ormalise Probabilities"), QStringLiteral("normaliseAction"), {}, nullptr);
    connect(m_normalise, &QAction::triggered, m_editor, [this] {
        // On a chance node or one of its children.
        const GameTree &t = m_editor->tree();
        NodeId n = m_editor->selected();
        if (n != NoNode && t.kind(n) != NodeKind::Chance && t.parent(n) != NoNode)
            n = t.parent(n);
        m_editor->normalise(n);
    });

    m_cut = makeAction(tr("Cu&t Subtree"), QStringLiteral("cutAction"),
                       {QKeySequence(QKeySequence::Cut)}, &EditActions::cut);
    m_copy = makeAction(tr("&Copy Subtree"), QStringLiteral("copyAction"),
                        {QKeySequence(QKeySequence::Copy)}, &EditActions::copy);
    m_paste = makeAction(tr("&Paste (Replace Subtree)"), QStringLiteral("pasteAction"),
                         {QKeySequence(QKeySequence::Paste)}, nullptr);
    connect(m_paste, &QAction::triggered, this, [this] { paste(false); });
    m_pasteChild = makeAction(tr("Paste as C&hild"), QStringLiteral("pasteChildAction"),
                              {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V)}, nullptr);
    connect(m_pasteChild, &QAction::triggered, this, [this] { paste(true); });
    m_editText = makeAction(tr("Edit Subtree as &Text…"), QStringLiteral("editTextAction"),
                            {QKeySequence(Qt::CTRL | Qt::Key_T)}, &EditActions::editAsText);
    m_collapse =
        makeAction(tr("C&ollapse / Expand Subtree"), QStringLiteral("collapseAction"),
                   {QKeySequence(Qt::CTRL | Qt::Key_BracketLeft)}, &EditActions::toggleCollapsed);
    // Not a canvas key: the whole tree, from the menu only.
    m_transform = new QAction(tr("&Transform Leaf Values…"), this);
    m_transform->setObjectName(QStringLiteral("transformValuesAction"));
    connect(m_transform, &QAction::triggered, this, &EditActions::openTransformDialog);

    TreeView *view = m_canvas->view();
    view->installEventFilter(this);
    m_canvas->scene()->installEventFilter(this);
    connect(m_canvas->scene(), &TreeScene::nodeDoubleClicked, this, &EditActions::onDoubleClick);
    connect(m_canvas, &CanvasController::nodeMenuAboutToShow, this, &EditActions::addToNodeMenu);
    connect(m_editor, &TreeEditor::selectionChanged, this, &EditActions::updateActions);
    connect(m_editor, &TreeEditor::treeEdited, this, &EditActions::updateActions);
    connect(m_editor->session(), &SearchSession::treeChanged, this, &EditActions::updateActions);
    // A structure change moves nodes: a field left open would hover over the wrong one.
    // The scene deletes every item when it rebuilds: the marker with them.
    for (auto signal : {&CanvasController::layoutApplied, &CanvasController::refreshed})
        connect(m_canvas, signal, this, [this] { m_dropMarker = nullptr; });
    connect(m_canvas, &CanvasController::layoutApplied, m_inline, [this] {
        if (m_inline->isOpen() && !m_inline->hasFocus())
            m_inline->cancel();
    });
    updateActions();
}

QAction *EditActions::makeAction(const QString &text, const QString &name,
                                 const QList<QKeySequence> &keys, void (EditActions::*slot)())
{
    auto *a = new QAction(text, this);
    a->setObjectName(name);
    a->setShortcuts(keys);
    // The editing keys belong to the canvas: Delete in the tree field or the inspector must
    // delete a character, not a subtree.
    a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_canvas->view()->addAction(a);
    if (slot)
        connect(a, &QAction::triggered, this, slot);
    return a;
}

void EditActions::fillMenu(QMenu *menu) const
{
    menu->addActions({m_undo, m_redo});
    menu->addSeparator();
    menu->addActions({m_cut, m_copy, m_paste, m_pasteChild});
    menu->addSeparator();
    menu->addActions({m_addChild, m_addSibling, m_duplicate, m_delete});
    menu->addSeparator();
    menu->addActions(
        {m_editValue, m_rename, m_editLabel, m_editProbability, m_normalise, m_editText});
    menu->addAction(m_transform);
    QMenu *kinds = menu->addMenu(tr("Change &Kind"));
    kinds->addActions({m_kind[0], m_kind[1], m_kind[2], m_kind[3]});
    menu->addSeparator();
    menu->addActions({m_moveLeft, m_moveRight, m_collapse});
}

void EditActions::updateActions()
{
    const GameTree &t = m_editor->tree();
    const NodeId n = m_editor->selected();
    const bool has = n != NoNode;
    const NodeId parent = has ? t.parent(n) : NoNode;
    m_addSibling->setEnabled(parent != NoNode || t.isEmpty());
    m_delete->setEnabled(has);
    m_cut->setEnabled(has);
    m_copy->setEnabled(has);
    m_duplicate->setEnabled(parent != NoNode);
    m_moveLeft->setEnabled(parent != NoNode && t.childIndex(n) > 0);
    m_moveRight->setEnabled(parent != NoNode && t.childIndex(n) + 1 < t.childCount(parent));
    for (int k = 0; k < 4; ++k)
        m_kind[k]->setEnabled(has && t.kind(n) != NodeKind(k));
    m_editValue->setEnabled(has);
    m_rename->setEnabled(has);
    m_editLabel->setEnabled(parent != NoNode);
    m_editProbability->setEnabled(parent != NoNode && t.kind(parent) == NodeKind::Chance);
    const NodeId chance = has && t.kind(n) == NodeKind::Chance ? n : parent;
    m_normalise->setEnabled(chance != NoNode && t.kind(chance) == NodeKind::Chance &&
                            !probabilitySum(t, chance).ok);
    m_editText->setEnabled(has || t.isEmpty());
    m_collapse->setEnabled(has && !t.isLeaf(n));
    m_transform->setEnabled(!t.isEmpty());
}

void EditActions::openTransformDialog()
{
    auto *dialog = new TransformDialog(m_editor->tree(), m_canvas->view()->window());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, m_editor, [editor = m_editor, dialog] {
        if (const auto map = dialog->map())
            editor->transformValues(*map);
    });
    dialog->open();
}

void EditActions::editValue(const QString &typed)
{
    const GameTree &t = m_editor->tree();
    const NodeId n = m_editor->selected();
    if (n == NoNode)
        return;
    const bool leaf = t.kind(n) == NodeKind::Leaf;
    const QString current = t.hasValue(n) ? formatNumber(t.value(n)) : QString();
    const QString what = leaf ? tr("value of %1").arg(t.describe(n))
                              : tr("heuristic value of %1 (empty: none)").arg(t.describe(n));
    m_inline->open(n, what, typed.isEmpty() ? current : typed, m_canvas->scene()->nodeRect(n),
                   typed.isEmpty(), [this, n, leaf](const QString &text, QString *error) {
                       const QString s = text.trimmed();
                       if (!leaf && s.isEmpty()) {
                           m_editor->setValue(n, std::numeric_limits<double>::quiet_NaN());
                           return true;
                       }
                       QString why;
                       const auto v = parseNumber(s, &why);
                       if (!v) {
                           *error = tr("“%1” %2").arg(s, why);
                           return false;
                       }
                       m_editor->setValue(n, *v);
                       return true;
                   });
}

void EditActions::editName()
{
    const NodeId n = m_editor->selected();
    if (n == NoNode)
        return;
    m_inline->open(n, tr("name of node %1").arg(n), m_editor->tree().name(n),
                   m_canvas->scene()->nodeRect(n), true, [this, n](const QString &text, QString *) {
                       m_editor->setName(n, text);
                       return true;
                   });
}

void EditActions::editLabel()
{
    const NodeId n = m_editor->selected();
    if (n == NoNode || m_editor->tree().parent(n) == NoNode)
        return;
    // Over the middle of the edge, where the label is drawn.
    const QRectF child = m_canvas->scene()->nodeRect(n);
    const QRectF parent = m_canvas->scene()->nodeRect(m_editor->tree().parent(n));
    const QRectF at(QPointF((child.center().x() + parent.center().x()) / 2 - 10,
                            (child.top() + parent.bottom()) / 2 - 10),
                    QSizeF(20, 20));
    m_inline->open(n, tr("move into %1").arg(m_editor->tree().describe(n)),
                   m_editor->tree().label(n), at, true,
                   [this, n](const QString &text, QString *error) {
                       if (text.contains(QRegularExpression(QStringLiteral("[(),:=]")))) {
                           *error = tr("a move label cannot contain ( ) , : or =");
                           return false;
                       }
                       m_editor->setLabel(n, text);
                       return true;
                   });
}

void EditActions::editProbability()
{
    const GameTree &t = m_editor->tree();
    const NodeId n = m_editor->selected();
    if (n == NoNode || t.parent(n) == NoNode || t.kind(t.parent(n)) != NodeKind::Chance)
        return;
    const NodeId parent = t.parent(n);
    const double shown = t.childProbability(parent, t.childIndex(n));
    m_inline->open(n, tr("probability of %1 (0.25 or 1/4; empty: uniform)").arg(t.describe(n)),
                   formatNumber(shown), m_canvas->scene()->nodeRect(n), true,
                   [this, n](const QString &text, QString *error) {
                       QString why;
                       const auto p = parseProbability(text, &why);
                       if (!p || (!std::isnan(*p) && *p < 0)) {
                           *error = p ? tr("a probability cannot be negative")
                                      : tr("“%1” %2").arg(text.trimmed(), why);
                           return false;
                       }
                       m_editor->setProbability(n, *p);
                       return true;
                   });
}

void EditActions::editAsText()
{
    const GameTree &t = m_editor->tree();
    const NodeId n = m_editor->selected();
    if (n == NoNode && !t.isEmpty())
        return;
    const QRectF at =
        n == NoNode
            ? m_canvas->view()->mapToScene(m_canvas->view()->viewport()->rect()).boundingRect()
            : m_canvas->scene()->nodeRect(n);
    m_inline->open(
        n, tr("the subtree in the notation, e.g. max(3, min(4, 5))"), m_editor->subtreeText(n), at,
        true,
        [this, n](const QString &text, QString *error) {
            return m_editor->pasteText(text, n, false, error);
        },
        420);
}

void EditActions::copy()
{
    const NodeId n = m_editor->selected();
    if (n == NoNode)
        return;
    QApplication::clipboard()->setText(m_editor->subtreeText(n));
    emit message(
        tr("Copied %1 as %2").arg(m_editor->tree().describe(n), m_editor->subtreeText(n).left(80)));
}

void EditActions::cut()
{
    const NodeId n = m_editor->selected();
    if (n == NoNode)
        return;
    QApplication::clipboard()->setText(m_editor->subtreeText(n));
    m_editor->perform(tr("Cut Subtree"), removeSubtree(m_editor->tree(), n));
}

void EditActions::paste(bool asChild)
{
    const QString text = QApplication::clipboard()->text();
    if (text.trimmed().isEmpty()) {
        emit message(tr("The clipboard holds no text to paste as a tree."));
        return;
    }
    // With nothing selected a paste would replace the whole tree: only an empty one.
    if (m_editor->selected() == NoNode && !m_editor->tree().isEmpty()) {
        emit message(tr("Select the node to paste onto (or the one to paste under), or start a "
                        "new tree to paste a whole one."));
        return;
    }
    m_editor->pasteText(text, m_editor->selected(), asChild);
}

void EditActions::toggleCollapsed()
{
    const NodeId n = m_editor->selected();
    if (n != NoNode)
        m_editor->setCollapsed(n, !m_editor->isCollapsed(n));
}

void EditActions::onDoubleClick(NodeId node)
{
    m_editor->select(node);
    if (m_editor->isCollapsed(node)) {
        m_editor->setCollapsed(node, false);
        return;
    }
    if (m_editor->tree().kind(node) == NodeKind::Leaf)
        editValue();
    else
        editName();
}

void EditActions::addToNodeMenu(QMenu *menu, NodeId node)
{
    m_editor->select(node);
    menu->addSeparator();
    menu->addActions({m_addChild, m_addSibling, m_duplicate, m_delete});
    menu->addSeparator();
    menu->addActions({m_editValue, m_rename, m_editLabel, m_editProbability, m_editText});
    QMenu *kinds = menu->addMenu(tr("Change &Kind"));
    kinds->addActions({m_kind[0], m_kind[1], m_kind[2], m_kind[3]});
    menu->addActions({m_cut, m_copy, m_paste, m_collapse});
}

bool EditActions::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_watchedView)
        return viewKey(event);
    if (watched == m_watchedScene)
        return sceneMouse(event);
    return QObject::eventFilter(watched, event);
}

bool EditActions::viewKey(QEvent *event)
{
    if (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress)
        return false;
    if (m_inline->isOpen())
        return false;
    auto *key = static_cast<QKeyEvent *>(event);
    const NodeId n = m_editor->selected();
    const Qt::KeyboardModifiers mods = key->modifiers() & (Qt::ControlModifier | Qt::AltModifier |
                                                           Qt::ShiftModifier | Qt::MetaModifier);
    const bool vertical = key->key() == Qt::Key_Up || key->key() == Qt::Key_Down;
    const bool sideways = key->key() == Qt::Key_Left || key->key() == Qt::Key_Right;
    const bool leaf = n != NoNode && m_editor->tree().kind(n) == NodeKind::Leaf;
    // ↑ ↓ and Shift+← → move the selection, Escape drops it. ← → themselves always step the
    // search (the window's step actions), selection or not: the narration says "Press → to
    // take the first step", and a click on a node must not change what → does.
    const bool ours = (mods == Qt::NoModifier && vertical) ||
                      (mods == Qt::ShiftModifier && sideways && n != NoNode) ||
                      (key->key() == Qt::Key_Escape && n != NoNode) ||
                      (isNumberKey(key->text()) && n != NoNode &&
                       !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier)));
    if (!ours || m_editor->tree().isEmpty())
        return false;
    if (event->type() == QEvent::ShortcutOverride) {
        event->accept(); // keep it from the window's step shortcuts: it comes back as a key press
        return true;
    }
    switch (key->key()) {
    case Qt::Key_Up: m_editor->selectParent(); break;
    case Qt::Key_Down: m_editor->selectFirstChild(); break;
    case Qt::Key_Left: m_editor->selectSibling(-1); break;
    case Qt::Key_Right: m_editor->selectSibling(1); break;
    case Qt::Key_Escape: m_editor->select(NoNode); break;
    default:
        if (leaf)
            editValue(key->text());
        else // a number typed on an inner node is a slip, not a heuristic value: say so
            emit message(tr("Values go on leaves: select a leaf (↓ goes down), or press F2 to "
                            "give %1 a heuristic value.")
                             .arg(m_editor->tree().describe(n)));
        break;
    }
    return true;
}

bool EditActions::sceneMouse(QEvent *event)
{
    switch (event->type()) {
    case QEvent::GraphicsSceneMousePress: {
        auto *e = static_cast<QGraphicsSceneMouseEvent *>(event);
        m_pressed =
            e->button() == Qt::LeftButton ? m_canvas->scene()->nodeAt(e->scenePos()) : NoNode;
        m_pressPos = e->scenePos();
        m_dragging = false;
        if (m_pressed == NoNode && e->button() == Qt::LeftButton)
            m_editor->select(NoNode); // a click on empty canvas drops the selection
        return false;
    }
    case QEvent::GraphicsSceneMouseMove: {
        auto *e = static_cast<QGraphicsSceneMouseEvent *>(event);
        if (m_pressed == NoNode || !(e->buttons() & Qt::LeftButton) ||
            m_editor->tree().parent(m_pressed) == NoNode)
            return false;
        const QPointF d = m_canvas->view()->mapFromScene(e->scenePos()) -
                          m_canvas->view()->mapFromScene(m_pressPos);
        if (!m_dragging && d.manhattanLength() >= QApplication::startDragDistance()) {
            m_dragging = true;
            m_canvas->view()->viewport()->setCursor(Qt::SizeHorCursor);
            emit message(tr("Drop %1 beside its siblings to reorder them.")
                             .arg(m_editor->tree().describe(m_pressed)));
        }
        if (m_dragging)
            showDropMarker(m_pressed, dropIndex(m_pressed, e->scenePos()));
        return m_dragging;
    }
    case QEvent::GraphicsSceneMouseRelease: {
        auto *e = static_cast<QGraphicsSceneMouseEvent *>(event);
        const NodeId dragged = m_pressed;
        const bool dragging = m_dragging;
        m_pressed = NoNode;
        m_dragging = false;
        if (!dragging)
            return false;
        m_canvas->view()->viewport()->unsetCursor();
        showDropMarker(dragged, -1);
        const int index = dropIndex(dragged, e->scenePos());
        if (index < 0) {
            emit message(tr("Not moved: drop a node in its own row, beside its siblings."));
        } else if (index != m_editor->tree().childIndex(dragged)) {
            m_editor->select(dragged);
            m_editor->moveSelectedTo(index);
        }
        return true;
    }
    default: return false;
    }
}

void EditActions::showDropMarker(NodeId dragged, int index)
{
    if (index < 0) {
        delete m_dropMarker;
        m_dropMarker = nullptr;
        return;
    }
    // A vertical bar between the siblings the node would land between.
    const GameTree &t = m_editor->tree();
    std::vector<QRectF> others;
    for (NodeId s : t.children(t.parent(dragged))) {
        if (s != dragged)
            others.push_back(m_canvas->scene()->nodeRect(s));
    }
    const QRectF own = m_canvas->scene()->nodeRect(dragged);
    double x = own.center().x();
    if (!others.empty()) {
        if (index == 0)
            x = others.front().left() - 8;
        else if (index >= int(others.size()))
            x = others.back().right() + 8;
        else
            x = (others[std::size_t(index - 1)].right() + others[std::size_t(index)].left()) / 2;
    }
    if (!m_dropMarker) {
        m_dropMarker = new QGraphicsLineItem;
        m_dropMarker->setPen(QPen(QColor(0x1f, 0x77, 0xb4), 3, Qt::SolidLine, Qt::RoundCap));
        m_dropMarker->setZValue(10);
        m_canvas->scene()->addItem(m_dropMarker);
    }
    m_dropMarker->setLine(x, own.top() - 6, x, own.bottom() + 6);
}

int EditActions::dropIndex(NodeId dragged, const QPointF &scenePos) const
{
    const GameTree &t = m_editor->tree();
    const NodeId parent = t.parent(dragged);
    const QRectF own = m_canvas->scene()->nodeRect(dragged);
    if (parent == NoNode || std::abs(scenePos.y() - own.center().y()) > 1.5 * own.height() + 10)
        return -1;
    // The new place: after every sibling whose centre is left of the drop point.
    int index = 0;
    for (NodeId s : t.children(parent)) {
        if (s != dragged && m_canvas->scene()->nodeRect(s).center().x() < scenePos.x())
            ++index;
    }
    return index;
}

} // namespace gt
