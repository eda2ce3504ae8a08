<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>gt::Algorithm</name>
    <message>
        <source>It searches like minimax with a window α…β and skips children that cannot change the result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It runs fail-soft alpha-beta with a narrow window around a guess; if the value lands outside the window, a second pass searches again on that side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every node carries an interval [pess, opt]. It expands one node at a time, backs the bounds up to the root, and stops when one root child&apos;s pessimistic bound reaches every other child&apos;s optimistic one: that move is proven best.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It reads every MIN node as a chance node with equal probabilities and backs up weighted averages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MAX takes the largest value, MIN the smallest and a chance node the probability-weighted sum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It runs alpha-beta to depth 1, 2, 3, … reading the nodes at each pass&apos;s horizon by their heuristic value, and tries the moves the earlier passes found good first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It visits every node and backs values up from the leaves: MAX takes the largest, MIN the smallest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It first generates the tree level by level, moving nodes from the queue OPEN to the list CLOSED, then walks CLOSED backwards and backs the values up from the bottom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It asks a series of yes/no questions about the root&apos;s value, starting at a guess (&quot;is it ≥ g?&quot;), each answered by a null-window alpha-beta pass that remembers bounds in a transposition table, until the bounds meet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It asks &quot;is the value ≥ g?&quot; starting above every value, each time with the upper bound the last pass found; a null-window alpha-beta with a transposition table answers, reading SSS*&apos;s leaves in SSS*&apos;s order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It asks &quot;is the value &gt; g?&quot; starting below every value, each time with the lower bound the last pass found; a null-window alpha-beta with a transposition table answers, reading DUAL*&apos;s leaves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is alpha-beta written for one player: every node maximises the value seen by the side to move, and a value changes sign where the side to move changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It searches the first child with the full window and tests every other child with a null window first; only a child that passes its test is searched again to find its value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It searches with the full window until a child improves the bound, then only tests each later child with a zero window, and searches a child again in full when it passes the test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is SSS* with MAX and MIN exchanged: it keeps a list OPEN of states, always takes the one with the lowest merit and applies one case of the Γ operator to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It keeps a list OPEN of states, always takes the one with the highest merit and applies one case of the Γ operator to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alpha-beta that also prunes at chance nodes: since every leaf lies in [L, U], a chance node&apos;s value is bounded before all its children are searched, and it stops once that bound leaves its window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Star1 that first probes: below a chance node whose children are all MAX (or all MIN) nodes it searches one grandchild per child, whose values bound the children and may settle the chance node before the full search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alpha-beta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aspiration search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no interval; B* needs an interval [pess, opt] on every inner node (as in interval=2:7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has the value %2, outside the leaf bounds [%3, %4]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is at the depth limit %2 but has no heuristic value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every child of %1 has a probability below --min-prob %2: nothing would be searched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expectimax</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expectiminimax</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Iterative deepening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no heuristic value, and iterative deepening reads it at the horizon of pass %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimax</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimax (two phases)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Negamax</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NegaScout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Principal variation search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a %2 node; %3 searches only %4 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two algorithms declare --%1 differently</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown algorithm &apos;%1&apos; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>internal error: %1 computed a value for %2 that is not a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Star1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Star2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has the probability 0; *-minimax divides by each child&apos;s probability</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::AlgorithmPicker</name>
    <message>
        <source>The search algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot search this tree: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::CallStackDock</name>
    <message>
        <source>Call stack</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::CallStackModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>α</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>β</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Child</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::CanvasController</name>
    <message>
        <source>&amp;Fit to Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the &amp;Current Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scroll the canvas so that the node the search is at stays in view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tidy Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graphviz &amp;dot Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark Palette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Node &amp;Ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write each node&apos;s preorder id (#5) beside it, as the panels and the narration name nodes; on by default for trees without names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Negamax Values from the &amp;Side to Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For negamax, show each value as the side to move at the node sees it (MIN&apos;s negated), with a − on the edges where the side changes; otherwise every value is MAX&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay the tree out with Graphviz dot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dot is offered for trees of up to %1 nodes: this one has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This tree has %1 nodes: dot is offered up to %2, so it is laid out tidily.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laying the tree out with dot…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dot could not lay out the tree: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laid out with dot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Break When the Search Reaches %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go to Where the Search Reaches It</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::DocumentController</name>
    <message>
        <source>That file has changed on disk since: it stays as it is, and Save asks where the recovered tree goes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That file is no longer there: Save asks where the recovered tree goes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether that file is still the same cannot be told: it stays as it is, and Save asks where the recovered tree goes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New from &amp;Generator…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New from Ga&amp;me…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;vert to Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the Tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameTree document (*.gtree);;GameTree document as JSON (*.json);;Tree notation (*.tree);;Graphviz DOT (*.dot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ Autosave failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: %1. Until the tree is saved, a crash would lose the changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tree “%1” has changes that are not saved. Save them first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New tree: press Tab (or Insert) to add the root and its first child.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1. A .%2 file cannot keep the %3: save as .json to keep them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This tree has no file to revert to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw away the changes and reload %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not reverted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Revert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reverted to the saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an untitled tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameTree Studio stopped with unsaved changes to %1 (autosaved %2). Recover them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosave cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovered the unsaved changes to an untitled tree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovered the unsaved changes to %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::DocumentTextCommand</name>
    <message>
        <source>Change Title and Notes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::Dot</name>
    <message>
        <source>internal error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the graph is undirected; a game tree is a digraph whose edges (-&gt;) point from parent to child</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the graph has no nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the graph has more than %1 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> has an edge to itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> has two edges from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> has two parents, %1 and %2; in a tree every node but the root has one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> has more than %1 children</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the graph has no root (a node without a parent): the edges %1 form a cycle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> is not connected to any other node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the graph has two roots, %1 and %2%3; a tree has one node without a parent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> cannot be reached from the root %1: the edges %2 form a cycle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: the %1 is longer than %2 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: interval &quot;%1&quot; is not two numbers pessimistic:optimistic, as in &quot;2:7&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interval bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: unknown kind &quot;%1&quot;; expected max, min, chance or leaf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: the name is longer than %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: the name contains %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prob on the edge into it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: the probability on its edge (%1) and on the node (%2) differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: the label on the edge into it is longer than %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: the label on the edge into it contains %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> in line %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::EditActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Child</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Sibling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete Subtree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;uplicate Subtree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move &amp;Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move &amp;Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make &amp;Max Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make M&amp;in Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make C&amp;hance Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make &amp;Leaf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit &amp;Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Move &amp;Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit &amp;Probability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N&amp;ormalise Probabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cu&amp;t Subtree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Subtree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste (Replace Subtree)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste as C&amp;hild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Subtree as &amp;Text…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ollapse / Expand Subtree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Transform Leaf Values…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change &amp;Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heuristic value of %1 (empty: none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name of node %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move into %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a move label cannot contain ( ) , : or =</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>probability of %1 (0.25 or 1/4; empty: uniform)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a probability cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the subtree in the notation, e.g. max(3, min(4, 5))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied %1 as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut Subtree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clipboard holds no text to paste as a tree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the node to paste onto (or the one to paste under), or start a new tree to paste a whole one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values go on leaves: select a leaf (↓ goes down), or press F2 to give %1 a heuristic value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop %1 beside its siblings to reorder them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not moved: drop a node in its own row, beside its siblings.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::ExamplesMenu</name>
    <message>
        <source>Classic: minimax 10, expectimax 54.5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AIMA&apos;s three-ply tree (figure 5.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance nodes with odds 0.7 / 0.3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Perfectly ordered tree (Knuth–Moore)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSS* reads fewer leaves than alpha-beta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No examples built in</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::Export</name>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No steps selected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the search: no node is reached yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the picture is too large for a PNG (%1%2 × %3 pixels; the limit is %4 million a side and %5 million in all): use SVG or PDF, or fewer pixels per point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no tree to export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a deck shows the steps of a search: choose an algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no step of the search (0 to %1) is in the chosen range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an HTML player of %1 steps over %2 nodes would take at least %3 MB (the limit is %4 MB): %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose fewer steps (--from/--to, --key-steps) or a PDF deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tree this large needs a PDF deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an SVG of %1 nodes would need about %2 GB of memory (the limit is %3 nodes): use PDF, TikZ or DOT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown export format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>en</source>
        <comment>the code of this language for HTML&apos;s lang attribute, e.g. de</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::ExportActions</name>
    <message>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as &amp;Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as S&amp;VG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the current step, or the search as slides, in any format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the current step as a picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the current step as SVG, for vector drawing programs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The picture is too large for an image: copy it as SVG instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied a %1 × %2 picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the picture as SVG</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::ExportDialog</name>
    <message>
        <source>SVG picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TikZ for LaTeX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotated DOT (Graphviz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF deck, a page per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beamer slides, an overlay per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTML player for a course page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backed-up &amp;values and bounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>α/β &amp;windows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance &amp;formulas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node &amp;ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Narration as caption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>greyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark palette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values from the &amp;side to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Negamax: each value as the side to move sees it, with − on the edges where it changes sign, as in View ▸ Negamax Values from the Side to Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pruned subtrees:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pixels per point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DPI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Transparent background</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bare tikzpicture, to paste into a document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps of a deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Every step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Key steps: leaves read, cut-offs, values at the root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Step:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A deck shows the steps of a search: choose an algorithm first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No step is in the chosen range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 pt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 pixels at %3 DPI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 page of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pages of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One slide with %1 overlays, a page each; compile with pdflatex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 steps in one self-contained file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tikzpicture; the document needs \usepackage{tikz}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A standalone document; compile with pdflatex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned positions: neato -n2 -Tsvg draws this picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::GameTree</name>
    <message>
        <source>the tree is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the root index is out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draft node %1 is reached twice: the graph is not a tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draft node %1 has a child index out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::Generator</name>
    <message>
        <source>Dice game: Pig</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dice game Pig for expectiminimax: roll a die as often as you dare (a 1 loses the turn total) or hold to bank it; first to the goal wins (+100 for MAX, -100 for MIN), and after D decisions the score difference estimates the rest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gomoku</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gomoku on 15x15 from a position (x is MAX): at every node the W best moves by a threat-counting score, D plies deep, a static evaluation of the lines at the horizon, and five in a row ends the game (+-1,000,000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grundy&apos;s game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grundy&apos;s game from a pile of n tokens: a move splits one pile into two unequal piles and the player who cannot move loses (+1: MAX wins, -1: MIN wins), with MAX moving first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L-game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>De Bono&apos;s L-game from a position: every move to the depth, with the exact value of the retrograde analysis at the horizon (100 minus the plies to the end for a win of the player to move at the root, the negative for a loss, 0 for a draw).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A uniform tree of max and min levels (chance levels between them if asked) with random whole-number leaf values, the same for the same seed everywhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tic-tac-toe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game tree of tic-tac-toe from a position, x as MAX: the whole game, or depth-limited with Nilsson&apos;s f(p) (lines open for x minus lines open for o) at the horizon; optionally an opponent who plays its best reply with probability p.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write S-T +R P: MAX&apos;s score, MIN&apos;s score, the turn total and max or min to move, e.g. 12-7 +4 max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a score already reaches the goal %1: the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a turn total of 1 cannot happen (a 1 ends the turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pig to depth %1 with a %2-sided die has more than 5,000,000 nodes; try a smaller --depth or --die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the board has %1 rows; write 15 rows of 15 cells (x, o or .) from top to bottom, joined by /</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1 from the top has %2 cells, not 15</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1 from the top has &quot;%2&quot;; cells are x, o or .</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x has %1 stones and o %2; players alternate, so the counts differ by at most one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a token here; after the board come x or o (the side to move) and @h8 (the last move), each once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a stone more, so it is not %1&apos;s move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has five in a row but it is %1&apos;s move: the game ended before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last move %1 is not a stone of %2, who moved last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gomoku with width %1 and depth %2 may have more than 1,000,000 nodes; try a smaller --width or --depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--position &quot;%1&quot;: &quot;%2&quot; is not a pile; write the piles as whole numbers of at least 1 joined by +, e.g. 4+2+1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--position &quot;%1&quot; has more than %2 tokens in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grundy&apos;s game from %1 has more than 5,000,000 nodes%2; try a smaller --pile or a --depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> to depth %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player A&apos;s L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player B&apos;s L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the neutral pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; on the board, not %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the four &apos;%1&apos; do not form an L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of . x # *</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an L-game position is 4 rows of 4 joined by &apos;/&apos;, e.g. x##./.#*./.#*./.**x A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an L-game board has 4 rows joined by &apos;/&apos;, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; after the board: the side to move is A or B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than 4 lines: lgame.in holds the board only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1 has %2 characters; each of the 4 lines has 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the board ends after line %1; lgame.in has 4 lines of 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tree from this position to --depth %1 has more than 1,000,000 nodes: lower --depth%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or use --neutral best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--values takes whole numbers LO:HI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--moves %1 is fewer letters than the %2 children of a node: each child needs a letter of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tree with branching %1 and depth %2 has more than 5,000,000 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a board is 3 rows joined by &apos;/&apos;, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1 of the board has %2 cells, not 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1 of the board holds &apos;%2&apos;: cells are x, o or .</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the board has %1 x and %2 o: the counts of a game differ by at most one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be to move with %2 x and %3 o on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a last move: @ and a square a1 … c3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a token of a position: x or o (the side to move) or @ and a square (the last move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both x and o have three in a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has three in a row and is to move: the game ended when %1 made the line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::GeneratorDialog</name>
    <message>
        <source>Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New from Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New from Generator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed makes the same tree, on every computer and with `gametree generate`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a generator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed is a whole number from 0 to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln nodes: </source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln leaves, </source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>depth %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::HistoryChart</name>
    <message>
        <source>No credits yet: a node that finishes credits its best move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H[MAX][move]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H[MIN][move]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::InspectorDock</name>
    <message>
        <source>Key: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interval: [%1, %2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Value:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the move into this node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uniform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Probability:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N&amp;ormalise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Collapsed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subtree:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Document&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shown in the title bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>notes for the lecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No&amp;tes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normalise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tree: press Tab on the canvas to start one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a node to inspect and edit it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · depth %2 · %3 children</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Heuristic:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(too large to show)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ The probabilities under %1 sum to %2, not 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> (and %n more)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gt::IntervalBand</name>
    <message>
        <source>B*: the root is expanded first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B*: the root&apos;s children are generated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: work below %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::JsonDocument</name>
    <message>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the JSON is nested more than 1024 levels deep, which is Qt&apos;s limit; write deep trees in the flat &quot;nodes&quot; form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON syntax error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a JSON object at the top, found an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the document has both &quot;tree&quot; and &quot;nodes&quot;; give the tree once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes: missing; a document holds its tree in &quot;nodes&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>internal error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected -1 or more, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format: missing; a GameTree Studio document has &quot;format&quot;: &quot;gametree-studio&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this file is version %1 of the format, written by a newer GameTree Studio; this one reads version %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a version of the format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 or more, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list of two numbers [low, high]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1, the node&apos;s position in &quot;nodes&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ids belong to the flat &quot;nodes&quot; form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown kind &quot;%1&quot;; expected max, min, chance or leaf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array of two numbers [pessimistic, optimistic]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object {&quot;game&quot;: …, &quot;text&quot;: …}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a node object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tree has more than %1 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tree is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a node index from 0 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes[0] is the root and cannot be a child</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a child of both nodes[%1] and nodes[%2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reachable from the root, nodes[0]: no node lists it as a child</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reachable from the root, nodes[0]: its parents form a cycle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contains %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;gametree-studio&quot;, found &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version: missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::LanguageMenu</name>
    <message>
        <source>GameTree Studio speaks the new language after a restart. Unsaved work is asked about first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::Layout</name>
    <message>
        <source>dot layout failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graphviz could not create its context</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::LeafTransform</name>
    <message>
        <source>&apos;%1&apos;: write the affine map as affine:A:B (a·x + b)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a = 0 maps every value to b, which is not monotone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown map &apos;%1&apos;: use square, signed-square, exp2, affine:A:B or rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tree is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a and b must be finite numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a = 0 maps every value to b, which is not monotone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has the value %2: x² is monotone only on values ≥ 0 (it would put %2 above smaller positive values); use x·|x| (signed-square), or shift the values first with an affine map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 for the value %3 is beyond the largest value a tree may hold (±%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: 2^x for the value %2 is too small to tell from 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a &lt; 0 reverses the order of the values: every max node now prefers what it avoided, so minimax&apos;s decision may change too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot compare: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s value goes from %2 to %3 (the root has no move to choose).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s decision changes from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s decision is unchanged (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> After the map, %1 ties with another move at %2: the first of the tied moves is taken.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::Legend</name>
    <message>
        <source>not generated yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on OPEN (tag OPEN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on CLOSED, value not backed up (C n)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bar at a chance node: its value lies in [low, high]; cut off once it leaves α–β</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(α, β) on an edge: the window the child gets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≥ W / ≤ W: a probe bound on the child</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≈ v: an estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact v: the exact value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped P=p: a child below the threshold, not searched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≥ a, ≤ b: bounds despite skipped children</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>×k: drawn k times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[pess, opt]: B* bounds on the node value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MAX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaf read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>visited in an earlier pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>current</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pruned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped by the table, not pruned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cut-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LIVE on OPEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SOLVED on OPEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the table answered (the value it gave)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaf read again in a later pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best move of the previous pass, tried first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>killer move 1 of its ply, tried early</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>killer move 2 of its ply, tried early</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history score, tried early for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>horizon: the pass sees nothing below it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heuristic value, read at the horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>negamax negates the value here (side to move)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::MainWindow</name>
    <message>
        <source>Undo History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole tree, with the part the canvas shows; click or drag to move there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Algorithm: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Tree: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stepper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not finished yet, so it cannot be searched: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot search this tree; showing %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a Tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game trees (*.gtree *.json *.tree *.txt *.dot *.gv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type Tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typed tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameTree Studio[*]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — GameTree Studio</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::Narration</name>
    <message>
        <source>CHANCE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The leaf %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(leaf %1, node %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(leaves %1, nodes %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1 (leaf %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take %1 off OPEN. Γ1: %2 is a leaf, so read its value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take %1 off OPEN. Γ2: %2 is %3, so only its first child goes onto OPEN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take %1 off OPEN. Γ3: %2 is %3, so every child goes onto OPEN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take %1 off OPEN. Γ4: %2 is solved under %3 node %4, which is therefore solved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take %1 off OPEN. Γ5: %2 is the last child of %3 node %4, so %4 is solved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take %1 off OPEN. Γ6: %2 is solved, so its next sibling is searched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take %1 off OPEN: the root is solved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pass is over: %1 is worth %2 in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 returns %2 to %3 (probability %4): enough to settle %3 without the rest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 returns to %2, which adds %3 · %4 = %5 to its expected value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 returns %2 to %3, which adds %4 · %2 = %5 to its expected value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 returns to %2 (%3), whose best so far is %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 returns %2 to %3 (%4), whose best so far is %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Only a bound is known for %1: the table&apos;s, which is enough here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Only a bound is known for %1: its cut-off made the rest irrelevant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1, probe %2 through its first child %3 with the window %4: %2 is worth at least what %3 is, and at or above B = %5 that proves %1 at least β.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1, probe %2 through its first child %3 with the window %4: %2 is worth at most what %3 is, and at or below A = %5 that proves %1 at most α.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1, search %2 with the window %3: a value at or below A = %4 would prove %1 at most α, one at or above B = %5 at least β.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1, even if every child not yet searched were worth the most it can be, the weighted sum could not rise above α = %2: %1 returns α.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1, even if every child not yet searched were worth the least it can be, the weighted sum could not fall below β = %2: %1 returns β.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> The children %1 are pruned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase 2 begins: OPEN is empty, so CLOSED is walked from its end and the values rise from the bottom. Backing up level %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase 2, backing up level %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass %1 begins at the root: %2 Every node starts afresh; what earlier passes visited is drawn faded until this pass visits it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1, %2 is tried first: it was %1&apos;s best move in the previous pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1, %2 is tried in place %3: it is killer %4 of this ply, a move that caused a cut-off at a sibling position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1, %2 is tried in place %3: its history score %4 is higher than those of the children it overtakes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expand %1 (%2): generate its %3 children with their intervals (expansion %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back up to %1 (%2): [%3, %4], the %5 of its children&apos;s pessimistic and optimistic bounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: work below %2, a rival of the best, to raise its pessimistic bound.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: work below %2, a rival of the best, to lower its optimistic bound.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: every rival is expanded to its leaves, so work below %2, the best root child.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: work below %2, the best root child, to lower its optimistic bound.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: work below %2, the best root child, to raise its pessimistic bound.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1 (MAX), descend to %2: the highest optimistic bound, %3, among the children that can still be expanded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1 (MIN), descend to %2: the lowest pessimistic bound, %3, among the children that can still be expanded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search is over: %1 is the best move, and the root&apos;s value is at most %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search is over: %1 is the best move, and the root&apos;s value is at least %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the only root child: it is best, nothing to separate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Separation test: best %1, alt %2; %3 %4 %5: separated, %1 is proven best.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Separation test: best %1, alt %2; %3 %4 %5: not separated yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter %1 (%2) with the null window %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter %1 (%2) with the window α = %3, β = %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter %1 (%2) and search its %3 children.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the leaf %1: its value is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is at the depth limit: its heuristic value is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1, α rises to %2: MAX can already get at least %2 here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1, β falls to %2: MIN can already hold MAX to at most %2 here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is pruned, and so is every child after it in the order tried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the remaining children %1 are pruned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the remaining child %1 is pruned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1, the best so far is above β = %2 (a strict cut-off: a tie would be searched on): %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1, the best so far is below α = %2 (a strict cut-off: a tie would be searched on): %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1, β = %2 ≤ α = %3: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1, α = %2 ≥ β = %3: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every leaf value lies in [%1, %2], so a chance node is bounded before all its children are searched: each child not yet searched is worth at least %1 and at most %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The probe %1, the first child of %2, returns %3: %2 is worth %4, whatever its other children are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put %1 on OPEN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No state below %1 is left on OPEN to purge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purge %1 state(s) below %2 from OPEN: none of them can beat %2&apos;s solution. All were SOLVED, so nothing is pruned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purge %1 state(s) below %2 from OPEN: none of them can beat %2&apos;s solution, so %3 subtree(s) never reached are pruned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search is over: the value of %1 is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase 1, level 0: put the root %1 onto OPEN; CLOSED is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase 1, generating level %1: put %2, a child of %3, onto the back of OPEN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2 is pruned as well: it comes later in the order tried.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase 1, level %1: take %2 off the front of OPEN and put it at the end of CLOSED (place %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The transposition table holds [%1, %2] for %3, so it is not read again: it returns %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The transposition table holds [%1, %2] for %3, which settles it without a search: it returns %4, and what lies below it is skipped by the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not searched: its probability %2 is below the threshold, so %3 averages its other children, their probabilities renormalised.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1, %2 of the %3 draws fell on %4 (probability %5): it is searched once and counts %2/%3 in the estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the leaf %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whatever the skipped children of %1 are worth within the leaf bounds, its value lies in [%2, %3].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is worth %2 by the approximation, which here is exact.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is worth about %2 by the approximation; its exact value is %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::NarrationDock</name>
    <message>
        <source>Narration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 will search this tree of %2 nodes and %3 leaves from the root %4. %5 Press → to take the first step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot search this tree: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::OpenDock</name>
    <message>
        <source>OPEN list (SSS*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OPEN (front first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CLOSED (in order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OPEN list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OPEN and CLOSED (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OPEN list (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OPEN: the nodes generated and not yet looked at; CLOSED: the nodes looked at, whose values are backed up from its end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only SSS*, DUAL* and two-phase minimax keep an OPEN list. Choose one in the Algorithm menu to see it here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1, %2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken: %1 — case Γ%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken: %1 — the root is solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OPEN is empty: the first step puts the root on it, LIVE, with merit −∞; the lowest merit is taken first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OPEN is empty: the first step puts the root on it, LIVE, with merit +∞.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::OpenListModel</name>
    <message>
        <source>LIVE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SOLVED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DUAL* takes this state next: it has the lowest merit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSS* takes this state next: it has the highest merit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Just put onto OPEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merit h</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::Option</name>
    <message>
        <source>The score that wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decisions (roll or hold) deep; below, the horizon estimates the value from the scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faces of the die, 1 to K (a smaller die makes a smaller tree)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from MAX&apos;s score S, MIN&apos;s score T, the turn total R, P = max or min to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from this position: 15 rows of 15 cells (x, o, .) from the top joined by /, then optionally x or o to move and @h8 for the last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x on h8, o to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves per node (MaxW): the W best by the threat-counting score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plies deep (MaxD); below, the static evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from one pile of N tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from these piles instead, e.g. 4+2+1 (at most 40 tokens in all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one pile of --pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop D moves deep; a position there is a leaf with its solved value (Sprague-Grundy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the whole game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The AND/OR view: MAX nodes are named OR, MIN nodes AND, and leaves are 1 where MAX wins (solved) and 0 where MIN wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The position: 4 rows of . x # * joined by &apos;/&apos;, then A or B to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plies of moves below the position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves of a neutral piece: all; for each place of the L only the best by the analysis (a small tree, the same minimax value); or none (the neutrals stay; minimax may then differ)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Children per inner node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth of the leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a chance level below every max and min level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf values are whole numbers in LO:HI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give every inner node a heuristic value: its true value plus a whole number drawn uniformly from [-A, A]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give every inner node an interval [v-a, v+b] around its true value v (for B*), a and b whole numbers drawn uniformly from [0, W]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label each node&apos;s moves with distinct letters from the first K of a, b, c, ..., so that moves recur across the tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make each inner node, with chance P, a copy of an earlier subtree at the same depth with the same side to move; both get the same key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The position to start from: 3 rows top to bottom joined by /, cells x o . (e.g. x.o/.x./..o), then x or o if that side is to move against the counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the empty board, x to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop after D moves and give the positions there f(p) = lines open for x - lines open for o</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A won game is worth +W for x and -W for o, more than any f(p) (at most 8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make o&apos;s moves chance nodes: its best reply (by minimax) with probability P, each other move with an equal share of 1 - P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>o minimises</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When to prune: default on α ≥ β; strict (UC Berkeley CS188) only on v &gt; β (MIN: v &lt; α), fail-soft, so ties are searched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half the first window&apos;s width: (G − D, G + D); greater than 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which root child to work on: the best (provebest), its closest rival (disproverest), or each in turn (alternate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search to depth D; nodes there are read by their heuristic value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to the leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return the best value found even outside the window (fail-soft) instead of clamping it to the window (fail-hard); both read the same leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep a transposition table of [lower, upper] per position; it never changes the value and never reads more leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first guess of the root&apos;s value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the root&apos;s heuristic value, else 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every leaf value lies in [L, U]; chance nodes use these bounds to cut off or to bound skipped branches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the smallest and largest leaf value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not search a chance child whose probability is below P; the value becomes approximate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw k outcomes at each chance node and average them instead of every child&apos;s value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the SplitMix64 stream that --samples draws from; the same seed gives the same draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move ordering: the previous pass&apos;s best child first (pv), then the ply&apos;s killer moves (killer) or the history table (history); none keeps the tree&apos;s order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 is not an option of %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its options: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>greater than 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 takes %2, and %3 is too large for one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 takes LO:HI, two numbers%2 with LO ≤ HI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 takes at most %2 characters, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 takes one line of text; character %2 is a control character (U+%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 is on or off, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list of two numbers [low, high]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::OptionForm</name>
    <message>
        <source>Alternate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>And or</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Branching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cutoff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disproverest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fail soft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heuristics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intervals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min prob</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provebest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transpositions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::OrderingDock</name>
    <message>
        <source>Killers and history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only iterative deepening with --order killer or history keeps killer moves or a history table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Killer moves of each ply in this pass: a cut-off makes its move k1, the old k1 moves to k2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History table: each finished node credits its best move with 2^(pass depth − its depth); kept across passes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::Pass</name>
    <message>
        <source>Pass %1 of %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>horizon d = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>phase 1 · frontier at level %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>phase 2 · backing up level %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is the value ≥ %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is the value &gt; %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>window %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no depth limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · window %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null-window test %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null-window test %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>re-search %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · depth %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inside: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fail low: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fail high: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped P=%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::PassBand</name>
    <message>
        <source>Passes: none begun yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · guess %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::PresentationMode</name>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave Presentation Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen with only the canvas and the narration, in large type (Escape leaves)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::Pseudocode</name>
    <message>
        <source>function ALPHABETA(n, α, β):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  if n is a leaf: return value(n)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  if n is MAX:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    v ← −∞</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    for each child c of n, left to right:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>      v ← max(v, ALPHABETA(c, α, β))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>      α ← max(α, v)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>      if α ≥ β: prune the remaining children   ▷ β cut-off (strict: v &gt; β, before line 7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  else (n is MIN):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    v ← +∞</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>      v ← min(v, ALPHABETA(c, α, β))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>      β ← min(β, v)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>      if α ≥ β: prune the remaining children   ▷ α cut-off (strict: v &lt; α, before line 13)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  return v   ▷ fail-hard: clamped to the window n was given (fail-soft, strict: as found)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with --tt, ALPHABETA(n, α, β) first asks the table, [lower, upper] per key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  if lower ≥ β: return lower;  if upper ≤ α: return upper;  if lower = upper: return it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  α ← max(α, lower);  β ← min(β, upper)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  and stores v before returning it: v ≤ α sets upper, v ≥ β lower, else both (a leaf: both)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>function ASPIRATION(root, g, δ):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  v ← ALPHABETA(root, g − δ, g + δ)   ▷ pass 1: a window around the guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  if v ≤ g − δ: v ← ALPHABETA(root, −∞, v⁺)   ▷ failed low: the value is at most v</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  else if v ≥ g + δ: v ← ALPHABETA(root, v⁻, +∞)   ▷ failed high: at least v</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  return v</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>function ALPHABETA(n, α, β):   ▷ fail-soft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>      if α ≥ β: prune the remaining children   ▷ β cut-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>      if α ≥ β: prune the remaining children   ▷ α cut-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  return v   ▷ the best found, even outside (α, β)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expand(root)   ▷ generate its children, each with its interval [pess, opt]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loop: best ← the root child with the highest opt (MIN root: lowest pess); alt ← the same among the others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  if pess(best) ≥ opt(alt) (MIN root: opt(best) ≤ pess(alt)): separated, stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  n ← best (PROVEBEST) or the other child with the best bound (DISPROVEREST)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  while n is expanded: n ← its child with the highest opt (MAX) or the lowest pess (MIN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  expand(n)   ▷ generate its children with their intervals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  for n and each ancestor: pess, opt ← max (MAX) or min (MIN) of its children&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>return best, with pess(root) (MIN root: opt(root))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>function EXPECTIMAX(n):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  if n is MAX: return the largest EXPECTIMAX(c) over its children c</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  otherwise (MIN or CHANCE): v ← v + P(c) · EXPECTIMAX(c) for each child c</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>      ▷ a MIN node moves at random: P(c) = 1 / (number of children)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  ▷ --min-prob ε: a child with P(c) &lt; ε is skipped, the others&apos; P renormalised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  ▷ --samples k: k children drawn by P; P(c) ← (draws of c) / k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>function EXPECTIMINIMAX(n):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  if n is MAX: v ← max(v, EXPECTIMINIMAX(c)) for each child c, from v = −∞</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  if n is MIN: v ← min(v, EXPECTIMINIMAX(c)) for each child c, from v = +∞</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  if n is CHANCE: v ← v + P(c) · EXPECTIMINIMAX(c) for each child c, from v = 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for d ← 1, 2, …, height (or the depth limit):   ▷ one pass each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  v ← AB(root, d, −∞, +∞)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>return v</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>function AB(n, d, α, β):   ▷ fail-soft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  if n is a leaf or at depth d: return value(n)   ▷ heuristic at d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  order the children: the previous pass&apos;s best first, then killers or history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  v ← −∞ if n is MAX, +∞ if MIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  for each child c in that order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    v ← max(v, AB(c, d, α, β)) at MAX, min(…) at MIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    α ← max(α, v) at MAX, β ← min(β, v) at MIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    if α ≥ β: c is a killer of n&apos;s ply; prune the rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  remember n&apos;s best child c; history[player][move(c)] += 2^(d − depth(n))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>function MINIMAX(n):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  if n is MAX: v ← max(v, MINIMAX(c)) for each child c, from v = −∞</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  if n is MIN: v ← min(v, MINIMAX(c)) for each child c, from v = +∞</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OPEN ← (root); CLOSED ← ()   ▷ phase 1: generate breadth-first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>while OPEN is not empty: move the front n of OPEN to the end of CLOSED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  if n is a leaf or at the depth limit: v(n) ← value(n)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  else: append the children of n to OPEN, left to right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each n in CLOSED, from its end to its front:   ▷ phase 2: back up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  if n was expanded: v(n) ← max (MAX) or min (MIN) of v(c), c its children</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>return v(root)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>f = the guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>f = +∞</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>f = −∞</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>function MTD(root, f):   ▷ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  g ← f;  lo ← −∞;  hi ← +∞   ▷ the root&apos;s value lies in [lo, hi]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  while lo &lt; hi:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    if g = lo: ask &quot;value &gt; g?&quot;, (α, β) = (g, g⁺); else ask &quot;value ≥ g?&quot;, (α, β) = (g⁻, g)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    r ← MT(root, α, β)   ▷ a pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    if r ≥ β: lo ← r (yes, at least r)  else: hi ← r (no, at most r);  g ← r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  return g</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>function MT(n, α, β):   ▷ fail-soft alpha-beta with a table [lower, upper] per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  if n is a leaf: lower ← upper ← value(n); return value(n)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  if n is MAX: v ← −∞; for each child c, left to right:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>      v ← max(v, MT(c, α, β));  α ← max(α, v)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  else: v ← +∞; for each child c, left to right:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>      v ← min(v, MT(c, α, β));  β ← min(β, v)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  store v: v ≤ α₀: upper ← v;  v ≥ β₀: lower ← v;  else both   ▷ (α₀, β₀): line 10&apos;s window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>function NEGAMAX(n, α, β):   ▷ values seen by the side to move at n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  if n is a leaf: return value(n), negated if MIN is to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  v ← −∞</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  for each child c of n, left to right:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    if the same side moves at c: r ← NEGAMAX(c, α, β)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    else: r ← −NEGAMAX(c, −β, −α)   ▷ its gain is our loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    v ← max(v, r)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    α ← max(α, v)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    if α ≥ β: prune the remaining children   ▷ cut-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  return v   ▷ fail-soft: the best found, even outside (α, β)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with --tt, NEGAMAX(n, α, β) first asks the table, [lower, upper] per key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>function NEGASCOUT(n, α, β):   ▷ fail-soft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    v ← −∞; a ← α</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>      if c is the first child: t ← NEGASCOUT(c, a, β)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>      else: t ← NEGASCOUT(c, a, a⁺)   ▷ null window: is c worth more than a?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        if a &lt; t &lt; β and c is not a leaf: t ← NEGASCOUT(c, t, β)   ▷ re-search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>      v ← max(v, t); a ← max(a, v)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>      if a ≥ β: return v   ▷ β cut-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    v ← +∞; b ← β</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>      if c is the first child: t ← NEGASCOUT(c, α, b)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>      else: t ← NEGASCOUT(c, b⁻, b)   ▷ null window: is c worth less than b?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        if α &lt; t &lt; b and c is not a leaf: t ← NEGASCOUT(c, α, t)   ▷ re-search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>      v ← min(v, t); b ← min(b, v)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>      if α ≥ b: return v   ▷ α cut-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>function PVS(n, α, β):   ▷ fail-hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>      if no child has raised α yet: t ← PVS(c, α, β)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>      else: t ← PVS(c, α, α⁺)   ▷ zero window: is c worth more than α?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        if t &gt; α and c is not a leaf: t ← PVS(c, α, β)   ▷ re-search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>      if t &gt; α: α ← t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>      if α ≥ β: return β   ▷ β cut-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    return α</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>      if no child has lowered β yet: t ← PVS(c, α, β)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>      else: t ← PVS(c, β⁻, β)   ▷ zero window: is c worth less than β?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        if t &lt; β and c is not a leaf: t ← PVS(c, α, β)   ▷ re-search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>      if t &lt; β: β ← t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>      if α ≥ β: return α   ▷ α cut-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    return β</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OPEN ← { (root, LIVE, −∞) }</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>repeat: take the state p = (J, s, h) with the lowest merit h off OPEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  if J is the root and s = SOLVED: return h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Γ1  s = LIVE, J a leaf:  put (J, SOLVED, max(h, value(J)))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Γ2  s = LIVE, J is MAX:  put (first child of J, LIVE, h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Γ3  s = LIVE, J is MIN:  put (c, LIVE, h) for every child c of J</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Γ4  s = SOLVED, parent P of J is MIN:  put (P, SOLVED, h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        and purge every state below P from OPEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Γ5  s = SOLVED, J the last child of its MAX parent P:  put (P, SOLVED, h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Γ6  s = SOLVED, otherwise:  put (next sibling of J, LIVE, h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OPEN ← { (root, LIVE, +∞) }</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>repeat: take the state p = (J, s, h) with the highest merit h off OPEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Γ1  s = LIVE, J a leaf:  put (J, SOLVED, min(h, value(J)))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Γ2  s = LIVE, J is MIN:  put (first child of J, LIVE, h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Γ3  s = LIVE, J is MAX:  put (c, LIVE, h) for every child c of J</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Γ4  s = SOLVED, parent P of J is MAX:  put (P, SOLVED, h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Γ5  s = SOLVED, J the last child of its MIN parent P:  put (P, SOLVED, h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STAR1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  n is CHANCE: X ← 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  for each child c_j, left to right, with Y ← P_{j+1} + … + P_N (the mass after it):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    A ← (α − X − U·Y) / P_j;  B ← (β − X − L·Y) / P_j</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    v ← STAR1(c_j, max(A, L), min(B, U))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    if v ≤ A: return α   ▷ the bar&apos;s top X + P_j·v + U·Y is at most α</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    if v ≥ B: return β   ▷ its bottom X + P_j·v + L·Y is at least β</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    X ← X + P_j · v</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  return X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STAR2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  n is CHANCE; if its children are all inner MAX nodes, probe them (all MIN: the mirror):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    for each child c_j, with Z ← P_1·W_1 + … + P_{j−1}·W_{j−1}:  B ← (β − Z − L·Y)/P_j;  T ← (α − U·(1 − P_j))/P_j</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>      W_j ← STAR2(the first child of c_j, max(T, L), min(B, U))   ▷ c_j is worth at least W_j (MIN: at most)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>      if W_j ≥ B: return β   ▷ MIN: A ← (α − Z − U·Y)/P_j, T ← (β − L·(1 − P_j))/P_j; if W_j ≤ A: return α</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  X ← 0;  for each child c_j, left to right, with Y ← P_{j+1} + … + P_N:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    A ← (α − X − U·Y)/P_j;  B ← (β − X − L·Y)/P_j   ▷ after MAX probes B uses Σ_{i&gt;j} P_i·W_i for L·Y (MIN: A for U·Y)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    v ← STAR2(c_j, max(A, L), min(B, U))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    if v ≤ A: return α</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    if v ≥ B: return β</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>function %1(n, α, β):   ▷ every leaf value lies in [L, U]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  if n is MAX: v ← max(v, %1(c, α, β)) for each child c, from v = −∞;  α ← max(α, v)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    if α ≥ β: prune the remaining children</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  if n is MIN: v ← min(v, %1(c, α, β)) for each child c, from v = +∞;  β ← min(β, v)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  if n is MAX or MIN: return v clamped to the window n was given   ▷ fail-hard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::PseudocodeDock</name>
    <message>
        <source>Pseudocode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pseudocode — %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::ReadError</name>
    <message>
        <source>the text is not valid UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is larger than %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the input is larger than %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::RecentFiles</name>
    <message>
        <source>No recent files</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::SearchOptionsDock</name>
    <message>
        <source>Search Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-sample (new seed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the chance outcomes again, from the next seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::SearchSession</name>
    <message>
        <source>There is no tree yet: open one from the File or Examples menu, or type one in the Tree field, e.g. ((10,10),(9,100)).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::StatisticsDock</name>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::StatisticsModel</name>
    <message>
        <source>So far (step %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot search this tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaves read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inner nodes visited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut-offs (SSS*: purges that removed states)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value at the root</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::StepActions</name>
    <message>
        <source>&amp;First Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play / Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step &amp;Forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Last Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step &amp;Over Subtree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run until the current node&apos;s subtree is finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step O&amp;ut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run until the current node&apos;s parent is finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run to Next Breakpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break on &amp;Cut-offs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break on &amp;Leaf Reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear Node &amp;Breakpoints</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::StepperBar</name>
    <message>
        <source>First step (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step back (←, Page Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play / pause (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step forward (→, Page Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last step (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::TableDock</name>
    <message>
        <source>Transposition table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This search keeps no transposition table. Negamax and alpha-beta keep one with --tt, the MT family always.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table answers from the entry of %1: [%2, %3].</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n position(s) stored.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gt::TableModel</name>
    <message>
        <source>[%1, %2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key %1, first reached at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table answers from this entry at this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key / node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[lower, upper]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stored by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::TicTacToeBoardEditor</name>
    <message>
        <source>%1: click for x, again for o, again to clear</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::TimelineSlider</name>
    <message>
        <source>Timeline: blue ticks below mark leaves read, red ticks above mark cut-offs, orange dots mark breakpoints</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::TransformDialog</name>
    <message>
        <source>Transform Leaf Values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x²  (square; values ≥ 0 only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x·|x|  (square keeping the sign)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2^x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a·x + b  (affine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank  (1, 2, 3, … by value; ties share a rank)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>b:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Map:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Root value before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Root value after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best move before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best move after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squares every value. x² is increasing only on values ≥ 0, so a tree with a negative value is refused: choose x·|x| there, or shift the values first with a·x + b.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x·|x| squares the size and keeps the sign: increasing on every value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 to the power of every value. Results beyond ±10^15 are refused, naming the node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a &gt; 0 keeps the order of the values and every decision: expectations are affine too. a &lt; 0 reverses the order (a warning); a = 0 is refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The smallest distinct value becomes 1, the next 2, and so on; equal values share a rank. Heuristic values and interval bounds are ranked together with the leaves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Heuristic values of inner nodes are mapped too: a depth-limited search compares them with leaf values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a and b must be numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf values: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::TreeEdit</name>
    <message>
        <source>no node is selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the root has no siblings: add a child instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the root cannot be duplicated: it has no parent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is nothing to insert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is nothing to put there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the root has no siblings to move past</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the node is already there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the node is already the first child</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the node is already the last child</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the node is a %1 node already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a leaf needs a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the root has no move into it to label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a child of a chance node has a probability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a probability is a number of at least 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>select a chance node with children</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::TreeEditor</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Child</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Sibling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Subtree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate Subtree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Subtree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Value of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label Move to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Probability of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normalise Probabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transform Values (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot paste: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste Tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste as Child</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste Subtree</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::TreeFile</name>
    <message>
        <source> (DOT node &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown file type; expected a name ending in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tree notation cannot write %1, a %2 node without children: give it a child, or save as .json</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::TreeLoader</name>
    <message>
        <source>Opening %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening a Big Tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing %1…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::TreeOverview</name>
    <message>
        <source>The whole tree; the rectangle is what the canvas shows. Click or drag to move the canvas.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::TreeText</name>
    <message>
        <source>a name or label is longer than %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number is longer than %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unterminated quoted string: the &apos;&quot;&apos; at %1 has no closing &apos;&quot;&apos; on its line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown escape in a quoted string; use \&quot;, \\, \n, \t or \r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the end of the input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>internal error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the input is empty: expected a tree such as ((3,12),(2,4))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> after &apos;:&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a child, found &apos;)&apos;: an inner node needs at least one child</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> after &apos;(&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> after &apos;,&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected %1 after the end of the tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;)&apos; after a child, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; the &apos;(&apos; at %1 is not closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write the move label before the probability, as in &apos;%1 %2: …&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a move label cannot be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a probability is only allowed on a child of a chance node, and this child&apos;s parent is a %1 node (a move label that is a number is quoted: &quot;1&quot;: …)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number after &apos;/&apos;, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the probability divides by zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after the probability, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a name cannot be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> after &apos;=&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the root has no parent, so it cannot have a move label or a probability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a leaf is written as its value, as in 3, not as leaf(…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown node kind &apos;%1&apos;; expected max, min or chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a node%1, found %2; a name is written %3=…, a move label %3: …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a node%1, found %2; a name is written %2=…, a move label %2: …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a node%1, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a heuristic value or an attribute such as key=k1 after &apos;[&apos;, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;]&apos; after the heuristic value, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;(&apos; after %1, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an attribute such as key=k1 or &apos;]&apos;, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown attribute &apos;%1&apos;; expected key, interval, game or pos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the attribute &apos;%1&apos; is given twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an interval such as interval=2:7, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a value after &apos;%1=&apos;, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the attribute &apos;%1&apos; cannot be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1: the %2 contains %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tree has more than %1 nodes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::TreeTextField</name>
    <message>
        <source>Type a tree, e.g. ((10,10),(9,100))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type or paste a tree in the .tree notation: ((3,12,8),(2,4,6)) alternates MAX and MIN from a MAX root; max(…), min(…) and chance(0.7: 1, 0.3: 0) name the kinds. The canvas follows as you type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt::Validate</name>
    <message>
        <source>%1: some children have probabilities and some do not; give all or none (none means uniform)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the probabilities of its children sum to %2, not 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has the interval [%2, %3]; its bounds must be finite numbers between %4 and %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has the interval [%2, %3]; the pessimistic bound must not exceed the optimistic one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a position but no game id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a game id but no position text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tree is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a leaf but has children</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a %2 node without children</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a leaf without a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a value that is not a finite number (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has the value %2; values must lie between %3 and %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a probability but its parent is not a chance node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has the probability %2; probabilities must be finite and at least 0</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Step through game-tree searches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A .gtree, .json, .tree or .dot file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithm to search with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step to show (&apos;end&apos;: last).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the dark palette.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start presenting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay out with Graphviz dot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the window and quit.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
