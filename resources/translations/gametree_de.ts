<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>gt</name>
    <message>
        <source>Which node is taken off OPEN next? Click it.</source>
        <translation>Welcher Knoten wird als Nächstes von OPEN genommen? Ihn anklicken.</translation>
    </message>
    <message>
        <source>Which child of the root does the strategy work on next? Click it.</source>
        <translation>An welchem Kind der Wurzel arbeitet die Strategie als Nächstes? Es anklicken.</translation>
    </message>
    <message>
        <source>Which child of %1 does the descent go to? Click it.</source>
        <translation>Zu welchem Kind von %1 geht der Abstieg? Es anklicken.</translation>
    </message>
    <message>
        <source>Which state is taken off OPEN next? Click its node.</source>
        <translation>Welcher Zustand wird als Nächstes von OPEN genommen? Seinen Knoten anklicken.</translation>
    </message>
    <message>
        <source>What merit does the SOLVED state of %1 get on OPEN?</source>
        <translation>Welchen Merit bekommt der SOLVED-Zustand von %1 auf OPEN?</translation>
    </message>
    <message>
        <source>The leaf %1 = %2 returns to %3. What is %3&apos;s best so far now?</source>
        <translation>Das Blatt %1 = %2 kehrt zu %3 zurück. Was ist jetzt das bisher Beste von %3?</translation>
    </message>
    <message>
        <source>What does %1 return in this pass?</source>
        <translation>Was gibt %1 in diesem Durchlauf zurück?</translation>
    </message>
    <message>
        <source>What does %1 return to %2?</source>
        <translation>Was gibt %1 an %2 zurück?</translation>
    </message>
    <message>
        <source>%1 is finished; %2 adds it with probability %3. What is %2&apos;s weighted sum now?</source>
        <translation>%1 ist fertig; %2 addiert es mit Wahrscheinlichkeit %3. Was ist die gewichtete Summe von %2 jetzt?</translation>
    </message>
    <message>
        <source>A bound at %1 changes. What is α at %1 now?</source>
        <translation>Eine Schranke bei %1 ändert sich. Was ist α bei %1 jetzt?</translation>
    </message>
    <message>
        <source>A bound at %1 changes. What is β at %1 now?</source>
        <translation>Eine Schranke bei %1 ändert sich. Was ist β bei %1 jetzt?</translation>
    </message>
    <message>
        <source>Which branches of %1 are pruned now? Click them on the canvas, then Check.</source>
        <translation>Welche Zweige von %1 werden jetzt abgeschnitten? Sie auf der Zeichenfläche anklicken, dann Prüfen.</translation>
    </message>
    <message>
        <source>The search ends. What is the value of %1, the root?</source>
        <translation>Die Suche endet. Was ist der Wert von %1, der Wurzel?</translation>
    </message>
    <message>
        <source>The most-proving path passes %1, an OR node. Which child does it take? Click it.</source>
        <translation>Der beweiskräftigste Pfad führt durch %1, einen ODER-Knoten. Welches Kind nimmt er? Klicke es an.</translation>
    </message>
    <message>
        <source>The most-proving path passes %1, an AND node. Which child does it take? Click it.</source>
        <translation>Der beweiskräftigste Pfad führt durch %1, einen UND-Knoten. Welches Kind nimmt er? Klicke es an.</translation>
    </message>
    <message>
        <source>The numbers are updated at %1. What is its proof number pn now?</source>
        <translation>Die Zahlen von %1 werden aktualisiert. Wie groß ist jetzt seine Beweiszahl pn?</translation>
    </message>
    <message>
        <source>Which child does UCB1 select at %1: the largest Q + c·√(ln N / N_child), ties to the leftmost? Click it.</source>
        <translation>Welches Kind wählt UCB1 bei %1: das mit dem größten Q + c·√(ln N / N_Kind), bei Gleichstand das linkeste? Klicken Sie es an.</translation>
    </message>
    <message>
        <source>Which child does UCB1 select at %1: the smallest Q − c·√(ln N / N_child), ties to the leftmost? Click it.</source>
        <translation>Welches Kind wählt UCB1 bei %1: das mit dem kleinsten Q − c·√(ln N / N_Kind), bei Gleichstand das linkeste? Klicken Sie es an.</translation>
    </message>
    <message>
        <source>The result r = %1 is backed up into %2, which has N = %3 and W = %4. What do its N and W become?</source>
        <translation>Das Ergebnis r = %1 wird in %2 zurückgeführt, das N = %3 und W = %4 hat. Was werden seine N und W?</translation>
    </message>
</context>
<context>
    <name>gt::Algorithm</name>
    <message>
        <source>It searches like minimax with a window α…β and skips children that cannot change the result.</source>
        <translation>Sie sucht wie Minimax, aber mit einem Fenster α…β, und überspringt Kinder, die das Ergebnis nicht mehr ändern können.</translation>
    </message>
    <message>
        <source>It runs fail-soft alpha-beta with a narrow window around a guess; if the value lands outside the window, a second pass searches again on that side.</source>
        <translation>Sie führt eine Fail-soft-Alpha-Beta-Suche mit einem schmalen Fenster um eine Schätzung aus; liegt der Wert außerhalb des Fensters, sucht ein zweiter Durchlauf auf dieser Seite erneut.</translation>
    </message>
    <message>
        <source>Every node carries an interval [pess, opt]. It expands one node at a time, backs the bounds up to the root, and stops when one root child&apos;s pessimistic bound reaches every other child&apos;s optimistic one: that move is proven best.</source>
        <translation>Jeder Knoten trägt ein Intervall [pess, opt]. Sie expandiert jeweils einen Knoten, reicht die Schranken bis zur Wurzel hoch und hält an, sobald die pessimistische Schranke eines Wurzelkindes die optimistische jedes anderen Kindes erreicht: Dieser Zug ist dann beweisbar der beste.</translation>
    </message>
    <message>
        <source>It reads every MIN node as a chance node with equal probabilities and backs up weighted averages.</source>
        <translation>Sie liest jeden MIN-Knoten als Zufallsknoten mit gleichen Wahrscheinlichkeiten und reicht gewichtete Mittelwerte nach oben.</translation>
    </message>
    <message>
        <source>MAX takes the largest value, MIN the smallest and a chance node the probability-weighted sum.</source>
        <translation>MAX nimmt den größten Wert, MIN den kleinsten und ein Zufallsknoten die mit den Wahrscheinlichkeiten gewichtete Summe.</translation>
    </message>
    <message>
        <source>It runs alpha-beta to depth 1, 2, 3, … reading the nodes at each pass&apos;s horizon by their heuristic value, and tries the moves the earlier passes found good first.</source>
        <translation>Sie führt Alpha-Beta bis Tiefe 1, 2, 3, … aus, liest die Knoten am Horizont jedes Durchlaufs mit ihrem heuristischen Wert und probiert die Züge, die frühere Durchläufe als gut befunden haben, zuerst.</translation>
    </message>
    <message>
        <source>It visits every node and backs values up from the leaves: MAX takes the largest, MIN the smallest.</source>
        <translation>Sie besucht jeden Knoten und reicht die Werte von den Blättern nach oben: MAX nimmt den größten, MIN den kleinsten.</translation>
    </message>
    <message>
        <source>It first generates the tree level by level, moving nodes from the queue OPEN to the list CLOSED, then walks CLOSED backwards and backs the values up from the bottom.</source>
        <translation>Sie erzeugt den Baum zuerst Ebene für Ebene und verschiebt dabei Knoten aus der Warteschlange OPEN in die Liste CLOSED; dann geht sie CLOSED rückwärts durch und reicht die Werte von unten nach oben.</translation>
    </message>
    <message>
        <source>It asks a series of yes/no questions about the root&apos;s value, starting at a guess (&quot;is it ≥ g?&quot;), each answered by a null-window alpha-beta pass that remembers bounds in a transposition table, until the bounds meet.</source>
        <translation>Sie stellt eine Reihe von Ja/Nein-Fragen zum Wert der Wurzel, beginnend bei einer Schätzung („ist er ≥ g?“); jede beantwortet ein Alpha-Beta-Durchlauf mit Nullfenster, der sich Schranken in einer Transpositionstabelle merkt, bis die Schranken zusammenfallen.</translation>
    </message>
    <message>
        <source>It asks &quot;is the value ≥ g?&quot; starting above every value, each time with the upper bound the last pass found; a null-window alpha-beta with a transposition table answers, reading SSS*&apos;s leaves in SSS*&apos;s order.</source>
        <translation>Sie fragt „ist der Wert ≥ g?“, beginnend oberhalb jedes Wertes und jedes Mal mit der oberen Schranke, die der letzte Durchlauf gefunden hat; es antwortet eine Alpha-Beta-Suche mit Nullfenster und Transpositionstabelle, die die Blätter von SSS* in der Reihenfolge von SSS* liest.</translation>
    </message>
    <message>
        <source>It asks &quot;is the value &gt; g?&quot; starting below every value, each time with the lower bound the last pass found; a null-window alpha-beta with a transposition table answers, reading DUAL*&apos;s leaves.</source>
        <translation>Sie fragt „ist der Wert &gt; g?“, beginnend unterhalb jedes Wertes und jedes Mal mit der unteren Schranke, die der letzte Durchlauf gefunden hat; es antwortet eine Alpha-Beta-Suche mit Nullfenster und Transpositionstabelle, die die Blätter von DUAL* liest.</translation>
    </message>
    <message>
        <source>It is alpha-beta written for one player: every node maximises the value seen by the side to move, and a value changes sign where the side to move changes.</source>
        <translation>Sie ist Alpha-Beta für einen Spieler geschrieben: Jeder Knoten maximiert den Wert aus Sicht der Seite am Zug, und ein Wert wechselt das Vorzeichen, wo die Seite am Zug wechselt.</translation>
    </message>
    <message>
        <source>It searches the first child with the full window and tests every other child with a null window first; only a child that passes its test is searched again to find its value.</source>
        <translation>Sie durchsucht das erste Kind mit dem vollen Fenster und testet jedes weitere Kind zuerst mit einem Nullfenster; nur ein Kind, das seinen Test besteht, wird erneut durchsucht, um seinen Wert zu finden.</translation>
    </message>
    <message>
        <source>It searches with the full window until a child improves the bound, then only tests each later child with a zero window, and searches a child again in full when it passes the test.</source>
        <translation>Sie sucht mit dem vollen Fenster, bis ein Kind die Schranke verbessert, testet danach jedes weitere Kind nur mit einem Nullfenster und durchsucht ein Kind erneut vollständig, wenn es den Test besteht.</translation>
    </message>
    <message>
        <source>It is SSS* with MAX and MIN exchanged: it keeps a list OPEN of states, always takes the one with the lowest merit and applies one case of the Γ operator to it.</source>
        <translation>Sie ist SSS* mit vertauschten Rollen von MAX und MIN: Sie führt eine Liste OPEN von Zuständen, nimmt stets den mit der niedrigsten Bewertung und wendet einen Fall des Γ-Operators darauf an.</translation>
    </message>
    <message>
        <source>It keeps a list OPEN of states, always takes the one with the highest merit and applies one case of the Γ operator to it.</source>
        <translation>Sie führt eine Liste OPEN von Zuständen, nimmt stets den mit der höchsten Bewertung und wendet einen Fall des Γ-Operators darauf an.</translation>
    </message>
    <message>
        <source>Alpha-beta that also prunes at chance nodes: since every leaf lies in [L, U], a chance node&apos;s value is bounded before all its children are searched, and it stops once that bound leaves its window.</source>
        <translation>Alpha-Beta, die auch an Zufallsknoten abschneidet: Da jedes Blatt in [L, U] liegt, ist der Wert eines Zufallsknotens beschränkt, bevor alle seine Kinder durchsucht sind, und sie hört auf, sobald diese Schranke das Fenster verlässt.</translation>
    </message>
    <message>
        <source>Star1 that first probes: below a chance node whose children are all MAX (or all MIN) nodes it searches one grandchild per child, whose values bound the children and may settle the chance node before the full search.</source>
        <translation>Star1 mit vorgeschalteter Sondierung: Unter einem Zufallsknoten, dessen Kinder alle MAX- (oder alle MIN-)Knoten sind, durchsucht sie je Kind ein Enkelkind; deren Werte beschränken die Kinder und können den Zufallsknoten schon vor der vollen Suche entscheiden.</translation>
    </message>
    <message>
        <source>Alpha-beta</source>
        <translation>Alpha-Beta-Suche</translation>
    </message>
    <message>
        <source>Aspiration search</source>
        <translation>Aspiration Search</translation>
    </message>
    <message>
        <source>B*</source>
        <translation>B*</translation>
    </message>
    <message>
        <source>%1 has no interval; B* needs an interval [pess, opt] on every inner node (as in interval=2:7)</source>
        <translation>%1 hat kein Intervall; B* braucht an jedem inneren Knoten ein Intervall [pess, opt] (wie in interval=2:7)</translation>
    </message>
    <message>
        <source>%1 has the value %2, outside the leaf bounds [%3, %4]</source>
        <translation>%1 hat den Wert %2, außerhalb der Blattschranken [%3, %4]</translation>
    </message>
    <message>
        <source>%1 is at the depth limit %2 but has no heuristic value</source>
        <translation>%1 liegt an der Tiefengrenze %2, hat aber keinen heuristischen Wert</translation>
    </message>
    <message>
        <source>every child of %1 has a probability below --min-prob %2: nothing would be searched</source>
        <translation>jedes Kind von %1 hat eine Wahrscheinlichkeit unter --min-prob %2: Es würde nichts durchsucht</translation>
    </message>
    <message>
        <source>Expectimax</source>
        <translation>Expectimax</translation>
    </message>
    <message>
        <source>Expectiminimax</source>
        <translation>Expectiminimax</translation>
    </message>
    <message>
        <source>Iterative deepening</source>
        <translation>Iterative Vertiefung</translation>
    </message>
    <message>
        <source>%1 has no heuristic value, and iterative deepening reads it at the horizon of pass %2</source>
        <translation>%1 hat keinen heuristischen Wert, aber die iterative Vertiefung liest ihn am Horizont von Durchlauf %2</translation>
    </message>
    <message>
        <source>Minimax</source>
        <translation>Minimax</translation>
    </message>
    <message>
        <source>Minimax (two phases)</source>
        <translation>Minimax (zwei Phasen)</translation>
    </message>
    <message>
        <source>Negamax</source>
        <translation>Negamax</translation>
    </message>
    <message>
        <source>NegaScout</source>
        <translation>NegaScout</translation>
    </message>
    <message>
        <source>Principal variation search</source>
        <translation>Principal Variation Search</translation>
    </message>
    <message>
        <source>%1 is a %2 node; %3 searches only %4 nodes</source>
        <translation>%1 ist ein %2-Knoten; %3 durchsucht nur %4-Knoten</translation>
    </message>
    <message>
        <source>two algorithms declare --%1 differently</source>
        <translation>zwei Algorithmen deklarieren --%1 unterschiedlich</translation>
    </message>
    <message>
        <source>unknown algorithm &apos;%1&apos; (known: %2)</source>
        <translation>unbekannter Algorithmus „%1“ (bekannt: %2)</translation>
    </message>
    <message>
        <source>internal error: %1 computed a value for %2 that is not a finite number</source>
        <translation>interner Fehler: %1 hat für %2 einen Wert berechnet, der keine endliche Zahl ist</translation>
    </message>
    <message>
        <source>Star1</source>
        <translation>Star1</translation>
    </message>
    <message>
        <source>Star2</source>
        <translation>Star2</translation>
    </message>
    <message>
        <source>%1 has the probability 0; *-minimax divides by each child&apos;s probability</source>
        <translation>%1 hat die Wahrscheinlichkeit 0; *-Minimax teilt durch die Wahrscheinlichkeit jedes Kindes</translation>
    </message>
    <message>
        <source>      if v &gt; β: prune the remaining children   ▷ β cut-off, strict: tested before line 7</source>
        <translation>      falls v &gt; β: schneide die übrigen Kinder ab   ▷ β-Schnitt, strict: vor Zeile 7 geprüft</translation>
    </message>
    <message>
        <source>      if v &lt; α: prune the remaining children   ▷ α cut-off, strict: tested before line 13</source>
        <translation>      falls v &lt; α: schneide die übrigen Kinder ab   ▷ α-Schnitt, strict: vor Zeile 13 geprüft</translation>
    </message>
    <message>
        <source>  return v   ▷ fail-soft: as found, even outside the window n was given</source>
        <translation>  gib v zurück   ▷ fail-soft: wie gefunden, auch außerhalb des Fensters, das n bekam</translation>
    </message>
    <message>
        <source>  return v clamped to the window n was given   ▷ fail-hard</source>
        <translation>  gib v zurück, begrenzt auf das Fenster, das n bekam   ▷ fail-hard</translation>
    </message>
    <message>
        <source>Monte-Carlo tree search (UCT)</source>
        <translation>Monte-Carlo-Baumsuche (UCT)</translation>
    </message>
    <message>
        <source>It grows a search tree one node per iteration: it selects down the tree by UCB1, adds one child, plays out to a leaf at random and backs the result up; the move played is the root child visited most.</source>
        <translation>Sie lässt einen Suchbaum um einen Knoten je Iteration wachsen: Sie wählt im Baum nach UCB1 abwärts, fügt ein Kind hinzu, spielt zufällig bis zu einem Blatt aus und gibt das Ergebnis nach oben weiter; gespielt wird das am häufigsten besuchte Kind der Wurzel.</translation>
    </message>
    <message>
        <source>%1 has no heuristic value; a playout of --playout-depth %2 can stop there</source>
        <translation>%1 hat keinen heuristischen Wert; ein Playout mit --playout-depth %2 kann dort enden</translation>
    </message>
    <message>
        <source>Proof-number search</source>
        <translation>Beweiszahlsuche</translation>
    </message>
    <message>
        <source>It reads MAX nodes as OR and MIN nodes as AND and asks whether MAX wins: it keeps proof and disproof numbers, expands the most-proving node each time and stops when the root is proven or disproven.</source>
        <translation>Sie liest MAX-Knoten als ODER und MIN-Knoten als UND und fragt, ob MAX gewinnt: Sie führt Beweis- und Widerlegungszahlen, expandiert jedes Mal den am meisten beweisenden Knoten und hält an, sobald die Wurzel bewiesen oder widerlegt ist.</translation>
    </message>
</context>
<context>
    <name>gt::AlgorithmPicker</name>
    <message>
        <source>The search algorithm</source>
        <translation>Der Suchalgorithmus</translation>
    </message>
    <message>
        <source>unknown algorithm</source>
        <translation>unbekannter Algorithmus</translation>
    </message>
    <message>
        <source>%1 cannot search this tree: %2</source>
        <translation>%1 kann diesen Baum nicht durchsuchen: %2</translation>
    </message>
</context>
<context>
    <name>gt::BoardEditor</name>
    <message>
        <source>%1: click for x, again for o, again to clear</source>
        <translation>%1: klicken für x, nochmals für o, nochmals zum Leeren</translation>
    </message>
</context>
<context>
    <name>gt::CallStackDock</name>
    <message>
        <source>Call stack</source>
        <translation>Aufrufstapel</translation>
    </message>
</context>
<context>
    <name>gt::CallStackModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>%1 von %2 (%3)</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>α</source>
        <translation>α</translation>
    </message>
    <message>
        <source>β</source>
        <translation>β</translation>
    </message>
    <message>
        <source>Value so far</source>
        <translation>Bisheriger Wert</translation>
    </message>
    <message>
        <source>Child</source>
        <translation>Kind</translation>
    </message>
</context>
<context>
    <name>gt::CanvasController</name>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>An Fenster &amp;anpassen</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>Follow the &amp;Current Node</source>
        <translation>Dem aktuellen &amp;Knoten folgen</translation>
    </message>
    <message>
        <source>Scroll the canvas so that the node the search is at stays in view</source>
        <translation>Die Zeichenfläche so verschieben, dass der Knoten, an dem die Suche steht, sichtbar bleibt</translation>
    </message>
    <message>
        <source>&amp;Tidy Layout</source>
        <translation>&amp;Aufgeräumtes Layout</translation>
    </message>
    <message>
        <source>Graphviz &amp;dot Layout</source>
        <translation>Graphviz-&amp;dot-Layout</translation>
    </message>
    <message>
        <source>&amp;Dark Palette</source>
        <translation>&amp;Dunkle Farben</translation>
    </message>
    <message>
        <source>Show Node &amp;Ids</source>
        <translation>Knoten-&amp;IDs zeigen</translation>
    </message>
    <message>
        <source>Write each node&apos;s preorder id (#5) beside it, as the panels and the narration name nodes; on by default for trees without names</source>
        <translation>Neben jeden Knoten seine Präorder-ID (#5) schreiben, mit der die Panels und die Erzählung Knoten benennen; bei Bäumen ohne Namen standardmäßig an</translation>
    </message>
    <message>
        <source>Negamax Values from the &amp;Side to Move</source>
        <translation>Negamax-Werte aus Sicht der &amp;Seite am Zug</translation>
    </message>
    <message>
        <source>For negamax, show each value as the side to move at the node sees it (MIN&apos;s negated), with a − on the edges where the side changes; otherwise every value is MAX&apos;s</source>
        <translation>Bei Negamax jeden Wert so zeigen, wie ihn die Seite am Zug im Knoten sieht (die von MIN negiert), mit einem − an den Kanten, wo die Seite wechselt; sonst ist jeder Wert der von MAX</translation>
    </message>
    <message>
        <source>Lay the tree out with Graphviz dot</source>
        <translation>Den Baum mit Graphviz dot anordnen</translation>
    </message>
    <message>
        <source>dot is offered for trees of up to %1 nodes: this one has %2</source>
        <translation>dot wird für Bäume mit bis zu %1 Knoten angeboten: dieser hat %2</translation>
    </message>
    <message>
        <source>This tree has %1 nodes: dot is offered up to %2, so it is laid out tidily.</source>
        <translation>Dieser Baum hat %1 Knoten: dot wird bis %2 angeboten, daher wird er aufgeräumt angeordnet.</translation>
    </message>
    <message>
        <source>Laying the tree out with dot…</source>
        <translation>Der Baum wird mit dot angeordnet …</translation>
    </message>
    <message>
        <source>dot could not lay out the tree: %1</source>
        <translation>dot konnte den Baum nicht anordnen: %1</translation>
    </message>
    <message>
        <source>Laid out with dot.</source>
        <translation>Mit dot angeordnet.</translation>
    </message>
    <message>
        <source>&amp;Break When the Search Reaches %1</source>
        <translation>&amp;Anhalten, wenn die Suche %1 erreicht</translation>
    </message>
    <message>
        <source>&amp;Go to Where the Search Reaches It</source>
        <translation>&amp;Dorthin gehen, wo die Suche ihn erreicht</translation>
    </message>
</context>
<context>
    <name>gt::ComparePanel</name>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Show or hide this algorithm&apos;s options</source>
        <translation>Die Optionen dieses Algorithmus ein- oder ausblenden</translation>
    </message>
    <message>
        <source>Remove this algorithm from the comparison</source>
        <translation>Diesen Algorithmus aus dem Vergleich entfernen</translation>
    </message>
    <message>
        <source>step %1 / %2</source>
        <translation>Schritt %1 / %2</translation>
    </message>
    <message>
        <source>Leaves read: %1 / %2</source>
        <translation>Gelesene Blätter: %1 / %2</translation>
    </message>
    <message>
        <source>One pass</source>
        <translation>Ein Durchlauf</translation>
    </message>
    <message>
        <source>Passes: %1</source>
        <translation>Durchläufe: %1</translation>
    </message>
    <message>
        <source>Pass %1 of %2</source>
        <translation>Durchlauf %1 von %2</translation>
    </message>
    <message>
        <source>Value: %1</source>
        <translation>Wert: %1</translation>
    </message>
    <message>
        <source>Root so far: %1</source>
        <translation>Wurzel bisher: %1</translation>
    </message>
    <message>
        <source>Value: not yet</source>
        <translation>Wert: noch nicht bekannt</translation>
    </message>
    <message>
        <source>Nodes expanded: %1</source>
        <translation>Expandierte Knoten: %1</translation>
    </message>
    <message>
        <source>Root proven</source>
        <translation>Wurzel bewiesen</translation>
    </message>
    <message>
        <source>Root disproven</source>
        <translation>Wurzel widerlegt</translation>
    </message>
    <message>
        <source>Iterations: %1 / %2</source>
        <translation>Iterationen: %1 / %2</translation>
    </message>
    <message>
        <source>Leaves read in playouts: %1</source>
        <translation>In Playouts gelesene Blätter: %1</translation>
    </message>
    <message>
        <source>Estimate: %1</source>
        <translation>Schätzung: %1</translation>
    </message>
    <message>
        <source>Root so far: Q = %1</source>
        <translation>Wurzel bisher: Q = %1</translation>
    </message>
</context>
<context>
    <name>gt::CompareWindow</name>
    <message>
        <source>&amp;Compare Algorithms…</source>
        <translation>Algorithmen &amp;vergleichen…</translation>
    </message>
    <message>
        <source>By step</source>
        <translation>Nach Schritten</translation>
    </message>
    <message>
        <source>By leaf read</source>
        <translation>Nach gelesenen Blättern</translation>
    </message>
    <message>
        <source>Compare Algorithms — GameTree Studio</source>
        <translation>Algorithmen vergleichen — GameTree Studio</translation>
    </message>
    <message>
        <source>Step two or more algorithms through this tree side by side</source>
        <translation>Zwei oder mehr Algorithmen nebeneinander schrittweise durch diesen Baum führen</translation>
    </message>
    <message>
        <source>Every search takes one step at a time</source>
        <translation>Jede Suche geht jeweils einen Schritt weiter</translation>
    </message>
    <message>
        <source>Every search goes on to its next leaf read: who reads fewer leaves finishes first</source>
        <translation>Jede Suche geht bis zum nächsten gelesenen Blatt: Wer weniger Blätter liest, ist zuerst fertig</translation>
    </message>
    <message>
        <source>Add Algorithm</source>
        <translation>Algorithmus hinzufügen</translation>
    </message>
    <message>
        <source>Compare one more algorithm (at most %1)</source>
        <translation>Einen weiteren Algorithmus vergleichen (höchstens %1)</translation>
    </message>
    <message>
        <source>Step together:</source>
        <translation>Gemeinsam schrittweise:</translation>
    </message>
    <message>
        <source>Back to the start (Home)</source>
        <translation>Zurück zum Anfang (Pos1)</translation>
    </message>
    <message>
        <source>Step back together (←)</source>
        <translation>Gemeinsam zurück (←)</translation>
    </message>
    <message>
        <source>Play / pause (Space)</source>
        <translation>Abspielen / Pause (Leertaste)</translation>
    </message>
    <message>
        <source>Step forward together (→)</source>
        <translation>Gemeinsam vorwärts (→)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Zum Ende (Ende)</translation>
    </message>
    <message>
        <source>Step %1 / %2</source>
        <translation>Schritt %1 / %2</translation>
    </message>
    <message>
        <source>End: every search finished</source>
        <translation>Ende: Jede Suche ist fertig</translation>
    </message>
    <message>
        <source>Start: no leaf read yet</source>
        <translation>Anfang: noch kein Blatt gelesen</translation>
    </message>
    <message>
        <source>Leaf read %1 / %2</source>
        <translation>Gelesenes Blatt %1 / %2</translation>
    </message>
    <message>
        <source>%1 cannot search this tree.</source>
        <translation>%1 kann diesen Baum nicht durchsuchen.</translation>
    </message>
    <message>
        <source>Fewest leaves read: %1 with %2 (%3).</source>
        <translation>Am wenigsten gelesene Blätter: %1 mit %2 (%3).</translation>
    </message>
    <message>
        <source>Same value: %1.</source>
        <translation>Gleicher Wert: %1.</translation>
    </message>
    <message>
        <source>The values differ: %1.</source>
        <translation>Die Werte unterscheiden sich: %1.</translation>
    </message>
    <message>
        <source>Same move: %1.</source>
        <translation>Derselbe Zug: %1.</translation>
    </message>
    <message>
        <source>They choose different moves: %1.</source>
        <translation>Sie wählen verschiedene Züge: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Each reads %n leaves.</source>
        <translation>
            <numerusform>Jeder liest %n Blatt.</numerusform>
            <numerusform>Jeder liest %n Blätter.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 reads %2 leaves.</source>
        <translation>%1 liest %2 Blätter.</translation>
    </message>
    <message>
        <source>%1 runs %2 iterations, reading %3 leaves in its playouts.</source>
        <translation>%1 führt %2 Iterationen aus und liest in seinen Playouts %3 Blätter.</translation>
    </message>
    <message>
        <source>%1 finds the value %2.</source>
        <translation>%1 findet den Wert %2.</translation>
    </message>
    <message>
        <source>%1: the root is proven, %2 nodes expanded.</source>
        <translation>%1: Die Wurzel ist bewiesen, %2 Knoten expandiert.</translation>
    </message>
    <message>
        <source>%1: the root is disproven, %2 nodes expanded.</source>
        <translation>%1: Die Wurzel ist widerlegt, %2 Knoten expandiert.</translation>
    </message>
    <message>
        <source>%1 estimates %2 (the value is %3).</source>
        <translation>%1 schätzt %2 (der Wert ist %3).</translation>
    </message>
    <message>
        <source>%1 estimates %2.</source>
        <translation>%1 schätzt %2.</translation>
    </message>
    <message>
        <source>Fit Every Tree to Its Panel</source>
        <translation>Jeden Baum in sein Feld einpassen</translation>
    </message>
</context>
<context>
    <name>gt::DocumentController</name>
    <message>
        <source>That file has changed on disk since: it stays as it is, and Save asks where the recovered tree goes.</source>
        <translation>Diese Datei wurde inzwischen auf der Festplatte geändert: Sie bleibt, wie sie ist, und Speichern fragt, wohin der wiederhergestellte Baum soll.</translation>
    </message>
    <message>
        <source>That file is no longer there: Save asks where the recovered tree goes.</source>
        <translation>Diese Datei gibt es nicht mehr: Speichern fragt, wohin der wiederhergestellte Baum soll.</translation>
    </message>
    <message>
        <source>Whether that file is still the same cannot be told: it stays as it is, and Save asks where the recovered tree goes.</source>
        <translation>Ob diese Datei noch dieselbe ist, lässt sich nicht feststellen: Sie bleibt, wie sie ist, und Speichern fragt, wohin der wiederhergestellte Baum soll.</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>New from &amp;Generator…</source>
        <translation>Neu aus &amp;Generator …</translation>
    </message>
    <message>
        <source>New from Ga&amp;me…</source>
        <translation>Neu aus &amp;Spiel …</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>Re&amp;vert to Saved</source>
        <translation>&amp;Gespeicherte Fassung wiederherstellen</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Save the Tree</source>
        <translation>Baum speichern</translation>
    </message>
    <message>
        <source>GameTree document (*.gtree);;GameTree document as JSON (*.json);;Tree notation (*.tree);;Graphviz DOT (*.dot)</source>
        <translation>GameTree-Dokument (*.gtree);;GameTree-Dokument als JSON (*.json);;Baumnotation (*.tree);;Graphviz DOT (*.dot)</translation>
    </message>
    <message>
        <source>⚠ Autosave failed: %1</source>
        <translation>⚠ Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation>Wiederherstellung</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Autosave failed: %1. Until the tree is saved, a crash would lose the changes.</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1. Bis der Baum gespeichert ist, gingen die Änderungen bei einem Absturz verloren.</translation>
    </message>
    <message>
        <source>The tree “%1” has changes that are not saved. Save them first?</source>
        <translation>Der Baum „%1“ hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>New tree: press Tab (or Insert) to add the root and its first child.</source>
        <translation>Neuer Baum: Tab (oder Einfg) drücken, um die Wurzel und ihr erstes Kind anzulegen.</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1 mit %2</translation>
    </message>
    <message>
        <source>Not saved: %1.</source>
        <translation>Nicht gespeichert: %1.</translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>Saved %1. A .%2 file cannot keep the %3: save as .json to keep them.</source>
        <translation>%1 gespeichert. Eine .%2-Datei kann %3 nicht aufnehmen: als .json speichern, um sie zu behalten.</translation>
    </message>
    <message>
        <source>This tree has no file to revert to.</source>
        <translation>Dieser Baum hat keine Datei, zu der man zurückkehren könnte.</translation>
    </message>
    <message>
        <source>Throw away the changes and reload %1?</source>
        <translation>Die Änderungen verwerfen und %1 neu laden?</translation>
    </message>
    <message>
        <source>Not reverted: %1</source>
        <translation>Nicht wiederhergestellt: %1</translation>
    </message>
    <message>
        <source>Cannot Revert</source>
        <translation>Wiederherstellen nicht möglich</translation>
    </message>
    <message>
        <source>Reverted to the saved %1.</source>
        <translation>Gespeicherte Fassung von %1 wiederhergestellt.</translation>
    </message>
    <message>
        <source>an untitled tree</source>
        <translation>ein unbenannter Baum</translation>
    </message>
    <message>
        <source>GameTree Studio stopped with unsaved changes to %1 (autosaved %2). Recover them?</source>
        <translation>GameTree Studio wurde mit ungespeicherten Änderungen an %1 beendet (automatisch gespeichert %2). Wiederherstellen?</translation>
    </message>
    <message>
        <source>The autosave cannot be read: %1</source>
        <translation>Die automatische Sicherung kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <source>Recovered the unsaved changes to %1. %2</source>
        <translation>Die ungespeicherten Änderungen an %1 wurden wiederhergestellt. %2</translation>
    </message>
    <message>
        <source>the example “%1”</source>
        <translation>das Beispiel „%1“</translation>
    </message>
    <message>
        <source>Recovered the unsaved changes to %1.</source>
        <translation>Die nicht gespeicherten Änderungen an %1 wurden wiederhergestellt.</translation>
    </message>
    <message>
        <source>Changed on Disk</source>
        <translation>Auf der Festplatte geändert</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>Ü&amp;berschreiben</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <source>Kept your changes: Save replaces the file on disk with them.</source>
        <translation>Ihre Änderungen bleiben: Speichern ersetzt die Datei auf der Festplatte durch sie.</translation>
    </message>
    <message>
        <source>“%1” has changed on disk since it was opened or saved here. Overwrite it with the tree shown here, reload it (the changes here are lost), or save the tree as another file?</source>
        <translation>„%1“ wurde auf der Festplatte geändert, seit es hier geöffnet oder gespeichert wurde. Mit dem hier gezeigten Baum überschreiben, neu laden (die Änderungen hier gehen verloren) oder den Baum als andere Datei speichern?</translation>
    </message>
    <message>
        <source>Not saved: %1 changed on disk and stays as it is.</source>
        <translation>Nicht gespeichert: %1 wurde auf der Festplatte geändert und bleibt, wie es ist.</translation>
    </message>
    <message>
        <source>Not reloaded: %1</source>
        <translation>Nicht neu geladen: %1</translation>
    </message>
    <message>
        <source>Cannot Reload</source>
        <translation>Neu laden nicht möglich</translation>
    </message>
    <message>
        <source>Reloaded %1 as it is on disk.</source>
        <translation>%1 neu geladen, wie es auf der Festplatte steht.</translation>
    </message>
    <message>
        <source>%1 changed on disk: reloaded.</source>
        <translation>%1 wurde auf der Festplatte geändert: neu geladen.</translation>
    </message>
</context>
<context>
    <name>gt::DocumentTextCommand</name>
    <message>
        <source>Change Title and Notes</source>
        <translation>Titel und Notizen ändern</translation>
    </message>
</context>
<context>
    <name>gt::Dot</name>
    <message>
        <source>internal error: %1</source>
        <translation>interner Fehler: %1</translation>
    </message>
    <message>
        <source>the graph is undirected; a game tree is a digraph whose edges (-&gt;) point from parent to child</source>
        <translation>der Graph ist ungerichtet; ein Spielbaum ist ein gerichteter Graph (digraph), dessen Kanten (-&gt;) vom Eltern- zum Kindknoten zeigen</translation>
    </message>
    <message>
        <source>the graph has no nodes</source>
        <translation>der Graph hat keine Knoten</translation>
    </message>
    <message>
        <source>the graph has more than %1 nodes</source>
        <translation>der Graph hat mehr als %1 Knoten</translation>
    </message>
    <message>
        <source> has an edge to itself</source>
        <translation> hat eine Kante zu sich selbst</translation>
    </message>
    <message>
        <source> has two edges from %1</source>
        <translation> hat zwei Kanten von %1</translation>
    </message>
    <message>
        <source> has two parents, %1 and %2; in a tree every node but the root has one</source>
        <translation> hat zwei Elternknoten, %1 und %2; in einem Baum hat jeder Knoten außer der Wurzel genau einen</translation>
    </message>
    <message>
        <source> has more than %1 children</source>
        <translation> hat mehr als %1 Kinder</translation>
    </message>
    <message>
        <source>the graph has no root (a node without a parent): the edges %1 form a cycle</source>
        <translation>der Graph hat keine Wurzel (einen Knoten ohne Elternknoten): Die Kanten %1 bilden einen Zyklus</translation>
    </message>
    <message>
        <source> is not connected to any other node</source>
        <translation> ist mit keinem anderen Knoten verbunden</translation>
    </message>
    <message>
        <source>the graph has two roots, %1 and %2%3; a tree has one node without a parent</source>
        <translation>der Graph hat zwei Wurzeln, %1 und %2%3; ein Baum hat genau einen Knoten ohne Elternknoten</translation>
    </message>
    <message>
        <source> cannot be reached from the root %1: the edges %2 form a cycle</source>
        <translation> ist von der Wurzel %1 aus nicht erreichbar: Die Kanten %2 bilden einen Zyklus</translation>
    </message>
    <message>
        <source>: the %1 is longer than %2 characters</source>
        <translation>: %1 ist länger als %2 Zeichen</translation>
    </message>
    <message>
        <source>: interval &quot;%1&quot; is not two numbers pessimistic:optimistic, as in &quot;2:7&quot;</source>
        <translation>: Das Intervall „%1“ besteht nicht aus zwei Zahlen pessimistisch:optimistisch wie in „2:7“</translation>
    </message>
    <message>
        <source>interval bound</source>
        <translation>Intervallschranke</translation>
    </message>
    <message>
        <source>: unknown kind &quot;%1&quot;; expected max, min, chance or leaf</source>
        <translation>: unbekannte Art „%1“; erwartet wird max, min, chance oder leaf</translation>
    </message>
    <message>
        <source>: the name is longer than %1 characters</source>
        <translation>: Der Name ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>: the name contains %1</source>
        <translation>: Der Name enthält %1</translation>
    </message>
    <message>
        <source>prob on the edge into it</source>
        <translation>prob an der Kante zu ihm</translation>
    </message>
    <message>
        <source>: the probability on its edge (%1) and on the node (%2) differ</source>
        <translation>: Die Wahrscheinlichkeit an seiner Kante (%1) und am Knoten (%2) unterscheiden sich</translation>
    </message>
    <message>
        <source>: the label on the edge into it is longer than %1 characters</source>
        <translation>: Die Beschriftung der Kante zu ihm ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>: the label on the edge into it contains %1</source>
        <translation>: Die Beschriftung der Kante zu ihm enthält %1</translation>
    </message>
    <message>
        <source> in line %1</source>
        <translation> in Zeile %1</translation>
    </message>
    <message>
        <source>a game graph is a digraph: a move goes from one position to another (write digraph and -&gt;)</source>
        <translation>ein Spielgraph ist ein gerichteter Graph: ein Zug führt von einer Stellung zu einer anderen (digraph und -&gt; schreiben)</translation>
    </message>
    <message>
        <source>the graph has no vertices</source>
        <translation>der Graph hat keine Knoten</translation>
    </message>
    <message>
        <source>node %1: result &quot;%2&quot; is not win, loss or draw</source>
        <translation>Knoten %1: das Ergebnis „%2“ ist weder win, loss noch draw</translation>
    </message>
    <message>
        <source>node %1 declares the result %2 but has moves: only a position without moves ends the game</source>
        <translation>Knoten %1 gibt das Ergebnis %2 an, hat aber Züge: nur eine Stellung ohne Züge beendet das Spiel</translation>
    </message>
</context>
<context>
    <name>gt::EditActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Add &amp;Child</source>
        <translation>&amp;Kind hinzufügen</translation>
    </message>
    <message>
        <source>Add &amp;Sibling</source>
        <translation>&amp;Geschwister hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Delete Subtree</source>
        <translation>Teilbaum &amp;löschen</translation>
    </message>
    <message>
        <source>D&amp;uplicate Subtree</source>
        <translation>Teilbaum &amp;duplizieren</translation>
    </message>
    <message>
        <source>Move &amp;Left</source>
        <translation>Nach &amp;links verschieben</translation>
    </message>
    <message>
        <source>Move &amp;Right</source>
        <translation>Nach &amp;rechts verschieben</translation>
    </message>
    <message>
        <source>Make &amp;Max Node</source>
        <translation>Zu &amp;Max-Knoten machen</translation>
    </message>
    <message>
        <source>Make M&amp;in Node</source>
        <translation>Zu M&amp;in-Knoten machen</translation>
    </message>
    <message>
        <source>Make C&amp;hance Node</source>
        <translation>Zu &amp;Zufallsknoten machen</translation>
    </message>
    <message>
        <source>Make &amp;Leaf</source>
        <translation>Zu &amp;Blatt machen</translation>
    </message>
    <message>
        <source>Edit &amp;Value</source>
        <translation>&amp;Wert bearbeiten</translation>
    </message>
    <message>
        <source>Re&amp;name</source>
        <translation>&amp;Umbenennen</translation>
    </message>
    <message>
        <source>Edit Move &amp;Label</source>
        <translation>Zug&amp;beschriftung bearbeiten</translation>
    </message>
    <message>
        <source>Edit &amp;Probability</source>
        <translation>Wahr&amp;scheinlichkeit bearbeiten</translation>
    </message>
    <message>
        <source>N&amp;ormalise Probabilities</source>
        <translation>Wahrscheinlichkeiten n&amp;ormieren</translation>
    </message>
    <message>
        <source>Cu&amp;t Subtree</source>
        <translation>Teilbaum &amp;ausschneiden</translation>
    </message>
    <message>
        <source>&amp;Copy Subtree</source>
        <translation>Teilbaum &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste (Replace Subtree)</source>
        <translation>&amp;Einfügen (Teilbaum ersetzen)</translation>
    </message>
    <message>
        <source>Paste as C&amp;hild</source>
        <translation>Als &amp;Kind einfügen</translation>
    </message>
    <message>
        <source>Edit Subtree as &amp;Text…</source>
        <translation>Teilbaum als &amp;Text bearbeiten …</translation>
    </message>
    <message>
        <source>C&amp;ollapse / Expand Subtree</source>
        <translation>Teilbaum ein-/aus&amp;klappen</translation>
    </message>
    <message>
        <source>&amp;Transform Leaf Values…</source>
        <translation>Blattwerte &amp;transformieren …</translation>
    </message>
    <message>
        <source>Change &amp;Kind</source>
        <translation>&amp;Art ändern</translation>
    </message>
    <message>
        <source>value of %1</source>
        <translation>Wert von %1</translation>
    </message>
    <message>
        <source>heuristic value of %1 (empty: none)</source>
        <translation>heuristischer Wert von %1 (leer: keiner)</translation>
    </message>
    <message>
        <source>“%1” %2</source>
        <translation>„%1“ %2</translation>
    </message>
    <message>
        <source>name of node %1</source>
        <translation>Name von Knoten %1</translation>
    </message>
    <message>
        <source>move into %1</source>
        <translation>Zug nach %1</translation>
    </message>
    <message>
        <source>a move label cannot contain ( ) , : or =</source>
        <translation>eine Zugbeschriftung darf ( ) , : oder = nicht enthalten</translation>
    </message>
    <message>
        <source>probability of %1 (0.25 or 1/4; empty: uniform)</source>
        <translation>Wahrscheinlichkeit von %1 (0.25 oder 1/4; leer: gleichverteilt)</translation>
    </message>
    <message>
        <source>a probability cannot be negative</source>
        <translation>eine Wahrscheinlichkeit darf nicht negativ sein</translation>
    </message>
    <message>
        <source>the subtree in the notation, e.g. max(3, min(4, 5))</source>
        <translation>der Teilbaum in der Notation, z. B. max(3, min(4, 5))</translation>
    </message>
    <message>
        <source>Copied %1 as %2</source>
        <translation>%1 als %2 kopiert</translation>
    </message>
    <message>
        <source>Cut Subtree</source>
        <translation>Teilbaum ausschneiden</translation>
    </message>
    <message>
        <source>The clipboard holds no text to paste as a tree.</source>
        <translation>Die Zwischenablage enthält keinen Text, der sich als Baum einfügen ließe.</translation>
    </message>
    <message>
        <source>Select the node to paste onto (or the one to paste under), or start a new tree to paste a whole one.</source>
        <translation>Den Knoten wählen, auf den eingefügt werden soll (oder den, unter dem eingefügt werden soll), oder einen neuen Baum beginnen, um einen ganzen Baum einzufügen.</translation>
    </message>
    <message>
        <source>Values go on leaves: select a leaf (↓ goes down), or press F2 to give %1 a heuristic value.</source>
        <translation>Werte gehören an Blätter: ein Blatt wählen (↓ geht nach unten) oder F2 drücken, um %1 einen heuristischen Wert zu geben.</translation>
    </message>
    <message>
        <source>Drop %1 beside its siblings to reorder them.</source>
        <translation>%1 neben seinen Geschwistern ablegen, um sie neu zu ordnen.</translation>
    </message>
    <message>
        <source>Not moved: drop a node in its own row, beside its siblings.</source>
        <translation>Nicht verschoben: einen Knoten in seiner eigenen Reihe neben seinen Geschwistern ablegen.</translation>
    </message>
</context>
<context>
    <name>gt::ExamplesMenu</name>
    <message>
        <source>Classic: minimax 10, expectimax 54.5</source>
        <translation>Klassisch: Minimax 10, Expectimax 54.5</translation>
    </message>
    <message>
        <source>AIMA&apos;s three-ply tree (figure 5.2)</source>
        <translation>Dreilagiger Baum aus AIMA (Abbildung 5.2)</translation>
    </message>
    <message>
        <source>Chance nodes with odds 0.7 / 0.3</source>
        <translation>Zufallsknoten mit den Wahrscheinlichkeiten 0.7 / 0.3</translation>
    </message>
    <message>
        <source>Perfectly ordered tree (Knuth–Moore)</source>
        <translation>Perfekt geordneter Baum (Knuth–Moore)</translation>
    </message>
    <message>
        <source>SSS* reads fewer leaves than alpha-beta</source>
        <translation>SSS* liest weniger Blätter als Alpha-Beta</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>Bei&amp;spiele</translation>
    </message>
    <message>
        <source>No examples built in</source>
        <translation>Keine Beispiele eingebaut</translation>
    </message>
    <message>
        <source>Star1: a chance node cut off by leaf bounds</source>
        <translation>Star1: ein Zufallsknoten, durch Blattschranken abgeschnitten</translation>
    </message>
    <message>
        <source>Every leaf lies in [0, 10], so after the right chance node&apos;s first child gives 2 its second child must beat 7 to matter: watch the window (7, 10) on the edge into it: its first leaf, 7, already holds it to 7, the bar beside the chance node leaves its window, and the leaf 4 is never read. Switch to Star2 to see it probe each child first.</source>
        <translation>Jedes Blatt liegt in [0, 10]. Nachdem das erste Kind des rechten Zufallsknotens 2 liefert, muss sein zweites Kind 7 übertreffen, um etwas zu ändern: Beobachten Sie das Fenster (7, 10) an der Kante dorthin. Sein erstes Blatt, 7, hält es schon bei 7, der Balken neben dem Zufallsknoten verlässt sein Fenster, und das Blatt 4 wird nie gelesen. Wechseln Sie zu Star2, um zu sehen, wie es jedes Kind zuerst sondiert.</translation>
    </message>
    <message>
        <source>Skipping unlikely chance children (--min-prob 0.5)</source>
        <translation>Unwahrscheinliche Zufallskinder überspringen (--min-prob 0.5)</translation>
    </message>
    <message>
        <source>Children with probability below 0.5 are not searched, so each chance node reads only its 0.7 child and the root shows 1 where the exact value is 0.7: look at the grey 0.3 branches and the approximate value at the root.</source>
        <translation>Kinder mit einer Wahrscheinlichkeit unter 0.5 werden nicht durchsucht, also liest jeder Zufallsknoten nur sein Kind mit 0.7, und die Wurzel zeigt 1, wo der exakte Wert 0.7 ist: Achten Sie auf die grauen 0.3-Zweige und den Näherungswert an der Wurzel.</translation>
    </message>
    <message>
        <source>Expectimax by sampling (4 draws, seed 1)</source>
        <translation>Expectimax durch Stichproben (4 Ziehungen, Startwert 1)</translation>
    </message>
    <message>
        <source>Each min node, a fair coin under expectimax, averages 4 drawn outcomes instead of both children: the right one draws 100 three times and shows 77.25 where the exact value is 54.5. Re-sample (new seed) to watch the estimate move.</source>
        <translation>Jeder MIN-Knoten, unter Expectimax ein fairer Münzwurf, mittelt 4 gezogene Ergebnisse statt beider Kinder: Der rechte zieht dreimal 100 und zeigt 77.25, wo der exakte Wert 54.5 ist. Neu ziehen (neuer Startwert), um die Schätzung wandern zu sehen.</translation>
    </message>
    <message>
        <source>B* on Berliner&apos;s hand-worked tree</source>
        <translation>B* auf Berliners von Hand gerechnetem Baum</translation>
    </message>
    <message>
        <source>Every inner node carries [pess, opt]; B* (provebest) expands A, B, D, E, C and G and stops when pess(B) = 7 reaches opt of every other root child: watch the interval band under the tree and the bounds beside each node. F and H are never expanded.</source>
        <translation>Jeder innere Knoten trägt [pess, opt]; B* (provebest) expandiert A, B, D, E, C und G und hält an, wenn pess(B) = 7 den opt-Wert jedes anderen Wurzelkindes erreicht: Beobachten Sie das Intervallband unter dem Baum und die Schranken neben jedem Knoten. F und H werden nie expandiert.</translation>
    </message>
    <message>
        <source>Squaring the leaves flips expectimax</source>
        <translation>Quadrieren der Blätter kehrt Expectimax um</translation>
    </message>
    <message>
        <source>Expectimax takes L (6 against ½·2 + ½·9 = 5.5); apply Edit ▸ Transform Leaf Values… with x² and it takes R (36 against 42.5), while minimax takes L both times.</source>
        <translation>Expectimax wählt L (6 gegen ½·2 + ½·9 = 5.5); wenden Sie Bearbeiten ▸ Blattwerte transformieren … mit x² an, und es wählt R (36 gegen 42.5), während Minimax beide Male L wählt.</translation>
    </message>
    <message>
        <source>Ranking the leaves flips expectimax</source>
        <translation>Ränge statt Blattwerten kehren Expectimax um</translation>
    </message>
    <message>
        <source>Expectimax takes R (10 against (9 + 9 + 100)/3 ≈ 39.3); apply Edit ▸ Transform Leaf Values… with rank and it takes L (2 against 5/3), while minimax takes L both times.</source>
        <translation>Expectimax wählt R (10 gegen (9 + 9 + 100)/3 ≈ 39.3); wenden Sie Bearbeiten ▸ Blattwerte transformieren … mit Rang an, und es wählt L (2 gegen 5/3), während Minimax beide Male L wählt.</translation>
    </message>
    <message>
        <source>Tian Ji&apos;s horse race: Sun Bin&apos;s answer wins 2-1</source>
        <translation>Tian Jis Pferderennen: Sun Bins Antwort gewinnt 2-1</translation>
    </message>
    <message>
        <source>Sun Bin&apos;s advice to Tian Ji (Records of the Grand Historian): the king of Qi and general Tian Ji race three horses each, one race per class, and the king&apos;s horse is a little faster than Tian Ji&apos;s in every class - but Tian Ji&apos;s top horse beats the king&apos;s middle one and his middle horse beats the king&apos;s bottom one. Racing class against class Tian Ji loses 0-3. The root is the king (MIN): he chooses the order of his horses for races 1, 2, 3 (edge &apos;king TMB&apos;: top, middle, bottom). Tian Ji (MAX) answers knowing it, with an order of his own (edge &apos;BTM&apos;: his bottom horse in race 1, his top in race 2, his middle in race 3). A leaf is named by the races Tian Ji won and lost, and its value is won minus lost. Step through minimax: under every order of the king, Tian Ji&apos;s best answer - his bottom horse against the king&apos;s top, his top against the king&apos;s middle, his middle against the king&apos;s bottom - wins 2-1, so every MAX node is worth +1 and so is the root: Sun Bin&apos;s answer wins because Tian Ji moves second and sees the king&apos;s order. No answer wins 3-0, since Tian Ji&apos;s bottom horse loses to every horse of the king.</source>
        <translation>Sun Bins Rat an Tian Ji (Aufzeichnungen des Großen Historikers): Der König von Qi und General Tian Ji lassen je drei Pferde laufen, ein Rennen pro Klasse, und das Pferd des Königs ist in jeder Klasse etwas schneller als das von Tian Ji - aber Tian Jis bestes Pferd schlägt das mittlere des Königs, und sein mittleres schlägt das schwächste des Königs. Klasse gegen Klasse verliert Tian Ji 0-3. Die Wurzel ist der König (MIN): Er wählt die Reihenfolge seiner Pferde für die Rennen 1, 2, 3 (Kante &apos;king TMB&apos;: bestes, mittleres, schwächstes). Tian Ji (MAX) antwortet in Kenntnis davon mit einer eigenen Reihenfolge (Kante &apos;BTM&apos;: sein schwächstes Pferd in Rennen 1, sein bestes in Rennen 2, sein mittleres in Rennen 3). Ein Blatt ist nach den Rennen benannt, die Tian Ji gewann und verlor, und sein Wert ist Siege minus Niederlagen. Gehen Sie Minimax schrittweise durch: Bei jeder Reihenfolge des Königs gewinnt Tian Jis beste Antwort - sein schwächstes Pferd gegen das beste des Königs, sein bestes gegen das mittlere des Königs, sein mittleres gegen das schwächste des Königs - 2-1, also ist jeder MAX-Knoten +1 wert und ebenso die Wurzel: Sun Bins Antwort gewinnt, weil Tian Ji als Zweiter zieht und die Reihenfolge des Königs kennt. Keine Antwort gewinnt 3-0, denn Tian Jis schwächstes Pferd verliert gegen jedes Pferd des Königs.</translation>
    </message>
    <message>
        <source>Tic-tac-toe two plies deep: f(p) picks the centre</source>
        <translation>Tic-Tac-Toe zwei Halbzüge tief: f(p) wählt die Mitte</translation>
    </message>
    <message>
        <source>Nilsson&apos;s tic-tac-toe search from the lecture, two plies deep: x (MAX) has nine first moves, o (MIN) eight replies each, and the 72 positions at the horizon are valued by f(p) = (lines still open for x) - (lines still open for o), a line being open for a side when the other has no stone on it. Edges name the square played (columns a-c, rows 1-3 from the bottom); the inspector shows each node&apos;s position. Step through minimax: after x in the centre (b2) o&apos;s best reply is a corner, f = 5 - 4 = 1; after x in a corner o takes the centre, f = 4 - 5 = -1; after x on an edge o&apos;s best gives -2. So x plays the centre and the root is worth 1. Made by: gametree generate tictactoe --depth 2 (try --depth 4, or --opponent-p 0.7 with expectimax).</source>
        <translation>Nilssons Tic-Tac-Toe-Suche aus der Vorlesung, zwei Halbzüge tief: x (MAX) hat neun erste Züge, o (MIN) jeweils acht Antworten, und die 72 Stellungen am Horizont werden durch f(p) = (für x noch offene Linien) - (für o noch offene Linien) bewertet; eine Linie ist für eine Seite offen, wenn die andere keinen Stein darauf hat. Kanten nennen das gespielte Feld (Spalten a-c, Reihen 1-3 von unten); der Inspektor zeigt die Stellung jedes Knotens. Gehen Sie Minimax schrittweise durch: Nach x in der Mitte (b2) ist os beste Antwort eine Ecke, f = 5 - 4 = 1; nach x in einer Ecke nimmt o die Mitte, f = 4 - 5 = -1; nach x auf einem Randfeld ergibt os beste Antwort -2. Also spielt x die Mitte, und die Wurzel ist 1 wert. Erzeugt mit: gametree generate tictactoe --depth 2 (versuchen Sie --depth 4 oder --opponent-p 0.7 mit Expectimax).</translation>
    </message>
    <message>
        <source>MT-SSS* on Plaat et al.&apos;s tree: four passes</source>
        <translation>MT-SSS* auf dem Baum von Plaat et al.: vier Durchläufe</translation>
    </message>
    <message>
        <source>The binary tree of depth 4 from Plaat, Schaeffer, Pijls and de Bruin (1996, figures 4–7), minimax value 35. MT-SSS* is SSS* as a series of null-window alpha-beta passes with a transposition table: it starts from the bound +∞ and tests it, and each pass lowers the bound, from +∞ to 41, 36 and 35, until the fourth pass proves 35: watch the pass band under the tree. It reads the same 8 leaves as SSS*, where alpha-beta reads 12 of the 16. Switch to MTD(f) or MT-DUAL* to compare their passes.</source>
        <translation>Der binäre Baum der Tiefe 4 von Plaat, Schaeffer, Pijls und de Bruin (1996, Abbildungen 4–7), Minimax-Wert 35. MT-SSS* ist SSS* als Folge von Alpha-Beta-Durchläufen mit Nullfenster und einer Transpositionstabelle: Es beginnt mit der Schranke +∞ und testet sie, und jeder Durchlauf senkt die Schranke, von +∞ auf 41, 36 und 35, bis der vierte Durchlauf 35 beweist: Beobachten Sie das Durchlaufband unter dem Baum. Es liest dieselben 8 Blätter wie SSS*, wo Alpha-Beta 12 der 16 liest. Wechseln Sie zu MTD(f) oder MT-DUAL*, um ihre Durchläufe zu vergleichen.</translation>
    </message>
</context>
<context>
    <name>gt::Export</name>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Schritt %1 von %2: %3</translation>
    </message>
    <message>
        <source>No steps selected.</source>
        <translation>Keine Schritte ausgewählt.</translation>
    </message>
    <message>
        <source>Before the search: no node is reached yet.</source>
        <translation>Vor der Suche: Noch ist kein Knoten erreicht.</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>the picture is too large for a PNG (%1%2 × %3 pixels; the limit is %4 million a side and %5 million in all): use SVG or PDF, or fewer pixels per point</source>
        <translation>das Bild ist zu groß für ein PNG (%1%2 × %3 Pixel; die Grenze liegt bei %4 Millionen je Seite und %5 Millionen insgesamt): SVG oder PDF verwenden oder weniger Pixel pro Punkt</translation>
    </message>
    <message>
        <source>at least </source>
        <translation>mindestens </translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation>Spielbaum</translation>
    </message>
    <message>
        <source>there is no tree to export</source>
        <translation>es gibt keinen Baum zum Exportieren</translation>
    </message>
    <message>
        <source>a deck shows the steps of a search: choose an algorithm</source>
        <translation>ein Foliensatz zeigt die Schritte einer Suche: einen Algorithmus wählen</translation>
    </message>
    <message>
        <source>no step of the search (0 to %1) is in the chosen range</source>
        <translation>kein Schritt der Suche (0 bis %1) liegt im gewählten Bereich</translation>
    </message>
    <message>
        <source>an HTML player of %1 steps over %2 nodes would take at least %3 MB (the limit is %4 MB): %5</source>
        <translation>ein HTML-Player mit %1 Schritten über %2 Knoten bräuchte mindestens %3 MB (die Grenze liegt bei %4 MB): %5</translation>
    </message>
    <message>
        <source>choose fewer steps (--from/--to, --key-steps) or a PDF deck</source>
        <translation>weniger Schritte wählen (--from/--to, --key-steps) oder einen PDF-Foliensatz</translation>
    </message>
    <message>
        <source>a tree this large needs a PDF deck</source>
        <translation>ein so großer Baum braucht einen PDF-Foliensatz</translation>
    </message>
    <message>
        <source>unknown export format</source>
        <translation>unbekanntes Exportformat</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the code of this language for HTML&apos;s lang attribute, e.g. de</comment>
        <translation>de</translation>
    </message>
    <message>
        <source>a %1 deck of %2 steps over %3 nodes would draw %4 million nodes, the whole tree on every page (the limit is %5 million): %6</source>
        <translation>ein %1-Foliensatz mit %2 Schritten über %3 Knoten würde %4 Millionen Knoten zeichnen, den ganzen Baum auf jeder Seite (die Grenze sind %5 Millionen): %6</translation>
    </message>
    <message>
        <source>choose fewer steps (--from/--to, --key-steps) or show the steps of a smaller tree</source>
        <translation>wählen Sie weniger Schritte (--from/--to, --key-steps) oder zeigen Sie die Schritte eines kleineren Baums</translation>
    </message>
    <message>
        <source>a tree this large fits in a single picture (render), not a deck</source>
        <translation>ein so großer Baum passt in ein einzelnes Bild (render), nicht in einen Foliensatz</translation>
    </message>
    <message>
        <source>Visits N of each root child</source>
        <translation>Besuche N jedes Wurzelkindes</translation>
    </message>
    <message>
        <source>Q of each root child (dashed: its minimax value)</source>
        <translation>Q jedes Wurzelkindes (gestrichelt: sein Minimax-Wert)</translation>
    </message>
    <message>
        <source>iteration</source>
        <translation>Iteration</translation>
    </message>
    <message>
        <source>Iteration %1 of %2, step %3 of %4: %5</source>
        <translation>Iteration %1 von %2, Schritt %3 von %4: %5</translation>
    </message>
    <message>
        <source>Iteration</source>
        <translation>Iteration</translation>
    </message>
    <message>
        <source>by iteration</source>
        <translation>nach Iteration</translation>
    </message>
    <message>
        <source>by phase</source>
        <translation>nach Phase</translation>
    </message>
    <message>
        <source>Retrograde analysis</source>
        <translation>Retrograde Analyse</translation>
    </message>
    <message>
        <source>Step %1 of %2: </source>
        <translation>Schritt %1 von %2: </translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Cannot tell the format of %1: use .pdf, .tex or .html.</source>
        <translation>Das Format von %1 ist nicht erkennbar: Verwenden Sie .pdf, .tex oder .html.</translation>
    </message>
</context>
<context>
    <name>gt::ExportActions</name>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren …</translation>
    </message>
    <message>
        <source>Copy as &amp;Image</source>
        <translation>Als &amp;Bild kopieren</translation>
    </message>
    <message>
        <source>Copy as S&amp;VG</source>
        <translation>Als S&amp;VG kopieren</translation>
    </message>
    <message>
        <source>Save the current step, or the search as slides, in any format</source>
        <translation>Den aktuellen Schritt oder die Suche als Folien in einem beliebigen Format speichern</translation>
    </message>
    <message>
        <source>Copy the current step as a picture</source>
        <translation>Den aktuellen Schritt als Bild kopieren</translation>
    </message>
    <message>
        <source>Copy the current step as SVG, for vector drawing programs</source>
        <translation>Den aktuellen Schritt als SVG kopieren, für Vektorzeichenprogramme</translation>
    </message>
    <message>
        <source>The picture is too large for an image: copy it as SVG instead</source>
        <translation>Das Bild ist zu groß für eine Rastergrafik: stattdessen als SVG kopieren</translation>
    </message>
    <message>
        <source>Copied a %1 × %2 picture</source>
        <translation>Ein Bild mit %1 × %2 kopiert</translation>
    </message>
    <message>
        <source>Copied the picture as SVG</source>
        <translation>Das Bild als SVG kopiert</translation>
    </message>
</context>
<context>
    <name>gt::ExportDialog</name>
    <message>
        <source>SVG picture</source>
        <translation>SVG-Grafik</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG-Bild</translation>
    </message>
    <message>
        <source>PDF picture</source>
        <translation>PDF-Grafik</translation>
    </message>
    <message>
        <source>TikZ for LaTeX</source>
        <translation>TikZ für LaTeX</translation>
    </message>
    <message>
        <source>Annotated DOT (Graphviz)</source>
        <translation>Annotiertes DOT (Graphviz)</translation>
    </message>
    <message>
        <source>PDF deck, a page per step</source>
        <translation>PDF-Foliensatz, eine Seite je Schritt</translation>
    </message>
    <message>
        <source>Beamer slides, an overlay per step</source>
        <translation>Beamer-Folien, ein Overlay je Schritt</translation>
    </message>
    <message>
        <source>HTML player for a course page</source>
        <translation>HTML-Player für eine Kursseite</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>Backed-up &amp;values and bounds</source>
        <translation>Zurückgereichte &amp;Werte und Schranken</translation>
    </message>
    <message>
        <source>α/β &amp;windows</source>
        <translation>α/β-&amp;Fenster</translation>
    </message>
    <message>
        <source>Chance &amp;formulas</source>
        <translation>&amp;Formeln an Zufallsknoten</translation>
    </message>
    <message>
        <source>Node &amp;ids</source>
        <translation>Knoten-&amp;IDs</translation>
    </message>
    <message>
        <source>&amp;Legend</source>
        <translation>&amp;Legende</translation>
    </message>
    <message>
        <source>&amp;Narration as caption</source>
        <translation>&amp;Erzählung als Bildunterschrift</translation>
    </message>
    <message>
        <source>greyed</source>
        <translation>ausgegraut</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>ausgeblendet</translation>
    </message>
    <message>
        <source>&amp;Dark palette</source>
        <translation>&amp;Dunkle Farben</translation>
    </message>
    <message>
        <source>Values from the &amp;side to move</source>
        <translation>Werte aus Sicht der &amp;Seite am Zug</translation>
    </message>
    <message>
        <source>Negamax: each value as the side to move sees it, with − on the edges where it changes sign, as in View ▸ Negamax Values from the Side to Move</source>
        <translation>Negamax: jeder Wert so, wie ihn die Seite am Zug sieht, mit − an den Kanten, wo er das Vorzeichen wechselt, wie unter Ansicht ▸ Negamax-Werte aus Sicht der Seite am Zug</translation>
    </message>
    <message>
        <source>Pruned subtrees:</source>
        <translation>Abgeschnittene Teilbäume:</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titel:</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>pixels per point</source>
        <translation>Pixel pro Punkt</translation>
    </message>
    <message>
        <source>DPI</source>
        <translation>DPI</translation>
    </message>
    <message>
        <source>&amp;Transparent background</source>
        <translation>&amp;Transparenter Hintergrund</translation>
    </message>
    <message>
        <source>Bare tikzpicture, to paste into a document</source>
        <translation>Nur das tikzpicture, zum Einfügen in ein Dokument</translation>
    </message>
    <message>
        <source>PNG size:</source>
        <translation>PNG-Größe:</translation>
    </message>
    <message>
        <source>Steps of a deck</source>
        <translation>Schritte eines Foliensatzes</translation>
    </message>
    <message>
        <source>&amp;Every step</source>
        <translation>&amp;Jeder Schritt</translation>
    </message>
    <message>
        <source>&amp;Key steps: leaves read, cut-offs, values at the root</source>
        <translation>&amp;Schlüsselschritte: gelesene Blätter, Schnitte, Werte an der Wurzel</translation>
    </message>
    <message>
        <source>from</source>
        <translation>von</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>&amp;Step:</source>
        <translation>&amp;Schritt:</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelltext</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren …</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>A deck shows the steps of a search: choose an algorithm first.</source>
        <translation>Ein Foliensatz zeigt die Schritte einer Suche: zuerst einen Algorithmus wählen.</translation>
    </message>
    <message>
        <source>No step is in the chosen range.</source>
        <translation>Kein Schritt liegt im gewählten Bereich.</translation>
    </message>
    <message>
        <source>%1 × %2 pt</source>
        <translation>%1 × %2 pt</translation>
    </message>
    <message>
        <source>%1 × %2 pixels at %3 DPI</source>
        <translation>%1 × %2 Pixel bei %3 DPI</translation>
    </message>
    <message>
        <source>1 page of %1</source>
        <translation>1 Seite von %1</translation>
    </message>
    <message>
        <source>%1 pages of %2</source>
        <translation>%1 Seiten von %2</translation>
    </message>
    <message>
        <source>A tikzpicture; the document needs \usepackage{tikz}</source>
        <translation>Ein tikzpicture; das Dokument braucht \usepackage{tikz}</translation>
    </message>
    <message>
        <source>A standalone document; compile with pdflatex</source>
        <translation>Ein eigenständiges Dokument; mit pdflatex übersetzen</translation>
    </message>
    <message>
        <source>Pinned positions: neato -n2 -Tsvg draws this picture</source>
        <translation>Feste Positionen: neato -n2 -Tsvg zeichnet dieses Bild</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message numerus="yes">
        <source>One slide with %n overlays, a page each; compile with pdflatex</source>
        <translation>
            <numerusform>Eine Folie mit %n Overlay, je eines pro Seite; mit pdflatex übersetzen</numerusform>
            <numerusform>Eine Folie mit %n Overlays, je eines pro Seite; mit pdflatex übersetzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n steps in one self-contained file</source>
        <translation>
            <numerusform>%n Schritt in einer eigenständigen Datei</numerusform>
            <numerusform>%n Schritte in einer eigenständigen Datei</numerusform>
        </translation>
    </message>
    <message>
        <source>One step per whole iteratio&amp;n (as the stepper&apos;s &quot;by iteration&quot;)</source>
        <translation>Ein Schritt je ganzer Iteratio&amp;n (wie „nach Iteration“ im Schrittregler)</translation>
    </message>
</context>
<context>
    <name>gt::GameTree</name>
    <message>
        <source>the tree is empty</source>
        <translation>der Baum ist leer</translation>
    </message>
    <message>
        <source>the root index is out of range</source>
        <translation>der Wurzelindex liegt außerhalb des Bereichs</translation>
    </message>
    <message>
        <source>draft node %1 is reached twice: the graph is not a tree</source>
        <translation>Entwurfsknoten %1 wird zweimal erreicht: Der Graph ist kein Baum</translation>
    </message>
    <message>
        <source>draft node %1 has a child index out of range</source>
        <translation>Entwurfsknoten %1 hat einen Kindindex außerhalb des Bereichs</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>Knoten %1</translation>
    </message>
    <message>
        <source>node %1 (%2)</source>
        <translation>Knoten %1 (%2)</translation>
    </message>
</context>
<context>
    <name>gt::Generator</name>
    <message>
        <source>Dice game: Pig</source>
        <translation>Würfelspiel: Pig</translation>
    </message>
    <message>
        <source>The dice game Pig for expectiminimax: roll a die as often as you dare (a 1 loses the turn total) or hold to bank it; first to the goal wins (+100 for MAX, -100 for MIN), and after D decisions the score difference estimates the rest.</source>
        <translation>Das Würfelspiel Pig für Expectiminimax: so oft würfeln, wie man sich traut (eine 1 kostet die Punkte des Zuges), oder aufhören und sie gutschreiben; wer zuerst das Ziel erreicht, gewinnt (+100 für MAX, -100 für MIN), und nach D Entscheidungen schätzt die Punktdifferenz den Rest.</translation>
    </message>
    <message>
        <source>Gomoku</source>
        <translation>Gomoku</translation>
    </message>
    <message>
        <source>Gomoku on 15x15 from a position (x is MAX): at every node the W best moves by a threat-counting score, D plies deep, a static evaluation of the lines at the horizon, and five in a row ends the game (+-1,000,000).</source>
        <translation>Gomoku auf 15x15 ab einer Stellung (x ist MAX): an jedem Knoten die W besten Züge nach einer Bewertung, die Drohungen zählt, D Halbzüge tief, eine statische Bewertung der Linien am Horizont, und fünf in einer Reihe beendet das Spiel (+-1.000.000).</translation>
    </message>
    <message>
        <source>Grundy&apos;s game</source>
        <translation>Grundys Spiel</translation>
    </message>
    <message>
        <source>Grundy&apos;s game from a pile of n tokens: a move splits one pile into two unequal piles and the player who cannot move loses (+1: MAX wins, -1: MIN wins), with MAX moving first.</source>
        <translation>Grundys Spiel ab einem Haufen von n Steinen: Ein Zug teilt einen Haufen in zwei ungleiche Haufen, und wer nicht mehr ziehen kann, verliert (+1: MAX gewinnt, -1: MIN gewinnt); MAX zieht zuerst.</translation>
    </message>
    <message>
        <source>L-game</source>
        <translation>L-Spiel</translation>
    </message>
    <message>
        <source>De Bono&apos;s L-game from a position: every move to the depth, with the exact value of the retrograde analysis at the horizon (100 minus the plies to the end for a win of the player to move at the root, the negative for a loss, 0 for a draw).</source>
        <translation>De Bonos L-Spiel ab einer Stellung: jeder Zug bis zur Tiefe, mit dem exakten Wert der Rückwärtsanalyse am Horizont (100 minus die Halbzüge bis zum Ende bei einem Gewinn des Spielers, der an der Wurzel am Zug ist, der negative Wert bei einem Verlust, 0 bei Remis).</translation>
    </message>
    <message>
        <source>Random tree</source>
        <translation>Zufallsbaum</translation>
    </message>
    <message>
        <source>A uniform tree of max and min levels (chance levels between them if asked) with random whole-number leaf values, the same for the same seed everywhere.</source>
        <translation>Ein gleichmäßiger Baum aus Max- und Min-Ebenen (auf Wunsch mit Zufallsebenen dazwischen) mit zufälligen ganzzahligen Blattwerten, überall derselbe für denselben Startwert.</translation>
    </message>
    <message>
        <source>Tic-tac-toe</source>
        <translation>Tic-Tac-Toe</translation>
    </message>
    <message>
        <source>The game tree of tic-tac-toe from a position, x as MAX: the whole game, or depth-limited with Nilsson&apos;s f(p) (lines open for x minus lines open for o) at the horizon; optionally an opponent who plays its best reply with probability p.</source>
        <translation>Der Spielbaum von Tic-Tac-Toe ab einer Stellung, x als MAX: das ganze Spiel oder tiefenbeschränkt mit Nilssons f(p) (für x offene Linien minus für o offene Linien) am Horizont; wahlweise ein Gegner, der seine beste Antwort mit Wahrscheinlichkeit p spielt.</translation>
    </message>
    <message>
        <source>write S-T +R P: MAX&apos;s score, MIN&apos;s score, the turn total and max or min to move, e.g. 12-7 +4 max</source>
        <translation>S-T +R P schreiben: Punkte von MAX, Punkte von MIN, die Punkte des laufenden Zuges und max oder min am Zug, z. B. 12-7 +4 max</translation>
    </message>
    <message>
        <source>a score already reaches the goal %1: the game is over</source>
        <translation>ein Punktestand erreicht bereits das Ziel %1: Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>a turn total of 1 cannot happen (a 1 ends the turn)</source>
        <translation>ein Zugstand von 1 ist unmöglich (eine 1 beendet den Zug)</translation>
    </message>
    <message>
        <source>Pig to depth %1 with a %2-sided die has more than 5,000,000 nodes; try a smaller --depth or --die</source>
        <translation>Pig bis Tiefe %1 mit einem %2-seitigen Würfel hat mehr als 5.000.000 Knoten; ein kleineres --depth oder --die versuchen</translation>
    </message>
    <message>
        <source>the board has %1 rows; write 15 rows of 15 cells (x, o or .) from top to bottom, joined by /</source>
        <translation>das Brett hat %1 Reihen; 15 Reihen mit je 15 Feldern (x, o oder .) von oben nach unten schreiben, verbunden durch /</translation>
    </message>
    <message>
        <source>row %1 from the top has %2 cells, not 15</source>
        <translation>Reihe %1 von oben hat %2 Felder, nicht 15</translation>
    </message>
    <message>
        <source>row %1 from the top has &quot;%2&quot;; cells are x, o or .</source>
        <translation>Reihe %1 von oben enthält „%2“; Felder sind x, o oder .</translation>
    </message>
    <message>
        <source>x has %1 stones and o %2; players alternate, so the counts differ by at most one</source>
        <translation>x hat %1 Steine und o %2; die Spieler ziehen abwechselnd, also unterscheiden sich die Anzahlen höchstens um eins</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a token here; after the board come x or o (the side to move) and @h8 (the last move), each once</source>
        <translation>„%1“ ist hier kein gültiges Zeichen; nach dem Brett kommen x oder o (die Seite am Zug) und @h8 (der letzte Zug), jeweils einmal</translation>
    </message>
    <message>
        <source>%1 has a stone more, so it is not %1&apos;s move</source>
        <translation>%1 hat einen Stein mehr, also ist %1 nicht am Zug</translation>
    </message>
    <message>
        <source>%1 has five in a row but it is %1&apos;s move: the game ended before</source>
        <translation>%1 hat fünf in einer Reihe, ist aber am Zug: Das Spiel war schon vorher zu Ende</translation>
    </message>
    <message>
        <source>the last move %1 is not a stone of %2, who moved last</source>
        <translation>der letzte Zug %1 ist kein Stein von %2, der zuletzt gezogen hat</translation>
    </message>
    <message>
        <source>Gomoku with width %1 and depth %2 may have more than 1,000,000 nodes; try a smaller --width or --depth</source>
        <translation>Gomoku mit Breite %1 und Tiefe %2 kann mehr als 1.000.000 Knoten haben; ein kleineres --width oder --depth versuchen</translation>
    </message>
    <message>
        <source>--position &quot;%1&quot;: &quot;%2&quot; is not a pile; write the piles as whole numbers of at least 1 joined by +, e.g. 4+2+1</source>
        <translation>--position „%1“: „%2“ ist kein Haufen; die Haufen als ganze Zahlen ab 1 schreiben, verbunden durch +, z. B. 4+2+1</translation>
    </message>
    <message>
        <source>--position &quot;%1&quot; has more than %2 tokens in all</source>
        <translation>--position „%1“ hat insgesamt mehr als %2 Steine</translation>
    </message>
    <message>
        <source>Grundy&apos;s game from %1 has more than 5,000,000 nodes%2; try a smaller --pile or a --depth</source>
        <translation>Grundys Spiel ab %1 hat mehr als 5.000.000 Knoten%2; ein kleineres --pile oder ein --depth versuchen</translation>
    </message>
    <message>
        <source> to depth %1</source>
        <translation> bis Tiefe %1</translation>
    </message>
    <message>
        <source>player A&apos;s L</source>
        <translation>das L von Spieler A</translation>
    </message>
    <message>
        <source>player B&apos;s L</source>
        <translation>das L von Spieler B</translation>
    </message>
    <message>
        <source>the neutral pieces</source>
        <translation>die neutralen Steine</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; on the board, not %3 (%4)</source>
        <translation>%1 „%2“ auf dem Brett, nicht %3 (%4)</translation>
    </message>
    <message>
        <source>the four &apos;%1&apos; do not form an L</source>
        <translation>die vier „%1“ bilden kein L</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of . x # *</source>
        <translation>„%1“ ist keines von . x # *</translation>
    </message>
    <message>
        <source>an L-game position is 4 rows of 4 joined by &apos;/&apos;, e.g. x##./.#*./.#*./.**x A</source>
        <translation>eine L-Spiel-Stellung besteht aus 4 Reihen zu 4, verbunden durch „/“, z. B. x##./.#*./.#*./.**x A</translation>
    </message>
    <message>
        <source>an L-game board has 4 rows joined by &apos;/&apos;, not %1</source>
        <translation>ein L-Spiel-Brett hat 4 Reihen, verbunden durch „/“, nicht %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; after the board: the side to move is A or B</source>
        <translation>„%1“ nach dem Brett: Die Seite am Zug ist A oder B</translation>
    </message>
    <message>
        <source>more than 4 lines: lgame.in holds the board only</source>
        <translation>mehr als 4 Zeilen: lgame.in enthält nur das Brett</translation>
    </message>
    <message>
        <source>line %1 has %2 characters; each of the 4 lines has 4</source>
        <translation>Zeile %1 hat %2 Zeichen; jede der 4 Zeilen hat 4</translation>
    </message>
    <message>
        <source>the board ends after line %1; lgame.in has 4 lines of 4</source>
        <translation>das Brett endet nach Zeile %1; lgame.in hat 4 Zeilen zu 4</translation>
    </message>
    <message>
        <source>the tree from this position to --depth %1 has more than 1,000,000 nodes: lower --depth%2</source>
        <translation>der Baum ab dieser Stellung bis --depth %1 hat mehr als 1.000.000 Knoten: --depth verringern%2</translation>
    </message>
    <message>
        <source> or use --neutral best</source>
        <translation> oder --neutral best verwenden</translation>
    </message>
    <message>
        <source>--values takes whole numbers LO:HI</source>
        <translation>--values erwartet ganze Zahlen LO:HI</translation>
    </message>
    <message>
        <source>--moves %1 is fewer letters than the %2 children of a node: each child needs a letter of its own</source>
        <translation>--moves %1 sind weniger Buchstaben als die %2 Kinder eines Knotens: Jedes Kind braucht einen eigenen Buchstaben</translation>
    </message>
    <message>
        <source>a tree with branching %1 and depth %2 has more than 5,000,000 nodes</source>
        <translation>ein Baum mit Verzweigungsgrad %1 und Tiefe %2 hat mehr als 5.000.000 Knoten</translation>
    </message>
    <message>
        <source>a board is 3 rows joined by &apos;/&apos;, not %1</source>
        <translation>ein Brett besteht aus 3 Reihen, verbunden durch „/“, nicht %1</translation>
    </message>
    <message>
        <source>row %1 of the board has %2 cells, not 3</source>
        <translation>Reihe %1 des Bretts hat %2 Felder, nicht 3</translation>
    </message>
    <message>
        <source>row %1 of the board holds &apos;%2&apos;: cells are x, o or .</source>
        <translation>Reihe %1 des Bretts enthält „%2“: Felder sind x, o oder .</translation>
    </message>
    <message>
        <source>the board has %1 x and %2 o: the counts of a game differ by at most one</source>
        <translation>auf dem Brett stehen %1 x und %2 o: In einer Partie unterscheiden sich die Anzahlen höchstens um eins</translation>
    </message>
    <message>
        <source>%1 cannot be to move with %2 x and %3 o on the board</source>
        <translation>%1 kann mit %2 x und %3 o auf dem Brett nicht am Zug sein</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a last move: @ and a square a1 … c3</source>
        <translation>„%1“ ist kein letzter Zug: @ und ein Feld a1 … c3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a token of a position: x or o (the side to move) or @ and a square (the last move)</source>
        <translation>„%1“ ist kein Teil einer Stellung: x oder o (die Seite am Zug) oder @ und ein Feld (der letzte Zug)</translation>
    </message>
    <message>
        <source>both x and o have three in a row</source>
        <translation>sowohl x als auch o haben drei in einer Reihe</translation>
    </message>
    <message>
        <source>%1 has three in a row and is to move: the game ended when %1 made the line</source>
        <translation>%1 hat drei in einer Reihe und ist am Zug: Das Spiel endete, als %1 die Reihe vollendete</translation>
    </message>
    <message>
        <source>U+%1 is not one of . x # *</source>
        <translation>U+%1 ist keines von . x # *</translation>
    </message>
    <message>
        <source>Grundy&apos;s game from a pile of n tokens (or given piles): every position reachable, each once; the player who cannot split a pile loses.</source>
        <translation>Grundys Spiel aus einem Haufen von n Steinen (oder gegebenen Haufen): jede erreichbare Stellung genau einmal; wer keinen Haufen mehr teilen kann, verliert.</translation>
    </message>
    <message>
        <source>The L-game: all 18,368 positions, each written with A to move (# the mover&apos;s L); the player who cannot move their L loses.</source>
        <translation>Das L-Spiel: alle 18.368 Stellungen, jede mit A am Zug geschrieben (# ist das L des Ziehenden); wer sein L nicht bewegen kann, verliert.</translation>
    </message>
    <message>
        <source>Tic-tac-toe from a position (the empty board: 5,478 positions): every position reachable, each once; a line of three loses for the side to move, a full board without one is a draw.</source>
        <translation>Tic-Tac-Toe ab einer Stellung (das leere Brett: 5.478 Stellungen): jede erreichbare Stellung genau einmal; eine Dreierreihe verliert für die Seite am Zug, ein volles Brett ohne eine ist remis.</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a square of Gomoku: a1 … o15</source>
        <translation>„%1“ ist kein Feld von Gomoku: a1 … o15</translation>
    </message>
    <message>
        <source>the game is over after %1 moves; %2 comes after its end</source>
        <translation>die Partie ist nach %1 Zügen zu Ende; %2 kommt nach ihrem Ende</translation>
    </message>
    <message>
        <source>%1 is taken already</source>
        <translation>%1 ist schon besetzt</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a square of tic-tac-toe: a1 … c3</source>
        <translation>„%1“ ist kein Feld von Tic-Tac-Toe: a1 … c3</translation>
    </message>
    <message>
        <source>--opponent-p and --opponent-from are two opponent models: give one of them</source>
        <translation>--opponent-p und --opponent-from sind zwei Gegnermodelle: geben Sie eines davon an</translation>
    </message>
</context>
<context>
    <name>gt::GeneratorDialog</name>
    <message>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <source>New Seed</source>
        <translation>Neuer Startwert</translation>
    </message>
    <message>
        <source>New from Game</source>
        <translation>Neu aus Spiel</translation>
    </message>
    <message>
        <source>New from Generator</source>
        <translation>Neu aus Generator</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Erzeugen</translation>
    </message>
    <message>
        <source>The same seed makes the same tree, on every computer and with `gametree generate`.</source>
        <translation>Derselbe Startwert ergibt denselben Baum, auf jedem Rechner und mit `gametree generate`.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Choose a generator.</source>
        <translation>Einen Generator wählen.</translation>
    </message>
    <message>
        <source>The seed is a whole number from 0 to %1.</source>
        <translation>Der Startwert ist eine ganze Zahl von 0 bis %1.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln nodes: </source>
        <translation>
            <numerusform>%Ln Knoten: </numerusform>
            <numerusform>%Ln Knoten: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln leaves, </source>
        <translation>
            <numerusform>%Ln Blatt, </numerusform>
            <numerusform>%Ln Blätter, </numerusform>
        </translation>
    </message>
    <message>
        <source>depth %1.</source>
        <translation>Tiefe %1.</translation>
    </message>
    <message>
        <source>Choose the file of recorded games…</source>
        <translation>Die Datei mit aufgezeichneten Partien wählen…</translation>
    </message>
    <message>
        <source>Recorded Games</source>
        <translation>Aufgezeichnete Partien</translation>
    </message>
    <message>
        <source>Recorded games (*.txt);;All files (*)</source>
        <translation>Aufgezeichnete Partien (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Stop making this tree; the options stay as they are.</source>
        <translation>Diesen Baum nicht weiter erzeugen; die Optionen bleiben, wie sie sind.</translation>
    </message>
    <message>
        <source>Making the tree…</source>
        <translation>Der Baum wird erzeugt …</translation>
    </message>
    <message>
        <source>Stopped: no tree was made. Change an option to make one.</source>
        <translation>Angehalten: Es wurde kein Baum erzeugt. Ändern Sie eine Option, um einen zu erzeugen.</translation>
    </message>
</context>
<context>
    <name>gt::Graph</name>
    <message>
        <source>the tree is empty</source>
        <translation>der Baum ist leer</translation>
    </message>
    <message>
        <source>%1 is a chance node: a game graph has no chance</source>
        <translation>%1 ist ein Zufallsknoten: ein Spielgraph kennt keinen Zufall</translation>
    </message>
    <message>
        <source>%1 is a leaf without a value: its result is not known</source>
        <translation>%1 ist ein Blatt ohne Wert: sein Ergebnis ist unbekannt</translation>
    </message>
</context>
<context>
    <name>gt::GraphPanel</name>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Find a position…</source>
        <translation>Stellung suchen…</translation>
    </message>
    <message>
        <source>Queue, front first:</source>
        <translation>Warteschlange, vorne zuerst:</translation>
    </message>
    <message>
        <source>Solved: %1</source>
        <translation>Gelöst: %1</translation>
    </message>
    <message>
        <source>So far: %1</source>
        <translation>Bisher: %1</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… und %1 weitere</translation>
    </message>
    <message>
        <source>No position contains “%1”.</source>
        <translation>Keine Stellung enthält „%1“.</translation>
    </message>
    <message>
        <source>%1: %2, no move.</source>
        <translation>%1: %2, kein Zug.</translation>
    </message>
    <message>
        <source>%1: %2, best move to %3.</source>
        <translation>%1: %2, bester Zug nach %3.</translation>
    </message>
    <message>
        <source>Positions within</source>
        <translation>Stellungen innerhalb von</translation>
    </message>
    <message numerus="yes">
        <source>moves</source>
        <comment>after the number of moves in the box</comment>
        <translation>
            <numerusform>Zug</numerusform>
            <numerusform>Zügen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gt::GraphPresentation</name>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>Leave Presentation Mode</source>
        <translation>Präsentationsmodus verlassen</translation>
    </message>
    <message>
        <source>Full screen, positions, narration and panel in large type (Escape leaves)</source>
        <translation>Vollbild, Stellungen, Erzählung und Leiste in großer Schrift (Escape beendet)</translation>
    </message>
</context>
<context>
    <name>gt::GraphQuiz</name>
    <message>
        <source>%1 (%2) has left the queue, and %3 has a move to it.</source>
        <translation>%1 (%2) hat die Warteschlange verlassen, und %3 hat einen Zug dorthin.</translation>
    </message>
    <message>
        <source>%1 has no move. What is it for the player to move there?</source>
        <translation>%1 hat keinen Zug. Was ist die Stellung für den Spieler am Zug?</translation>
    </message>
    <message>
        <source>The queue is empty and %1 is still undecided. What does it become?</source>
        <translation>Die Warteschlange ist leer und %1 ist noch unentschieden. Was wird daraus?</translation>
    </message>
    <message>
        <source>What does %1 become?</source>
        <translation>Was wird aus %1?</translation>
    </message>
    <message>
        <source>What is its counter d now?</source>
        <translation>Wie lautet ihr Zähler d jetzt?</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>The answer is %1.</source>
        <translation>Die Antwort ist %1.</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>Richtig: %1.</translation>
    </message>
    <message>
        <source>Not quite: you said %1, the answer is %2.</source>
        <translation>Nicht ganz: Die Antwort war %1, richtig ist %2.</translation>
    </message>
    <message>
        <source>Score: %1 of %2</source>
        <translation>Punkte: %1 von %2</translation>
    </message>
</context>
<context>
    <name>gt::GraphQuizBar</name>
    <message>
        <source>&amp;Quiz</source>
        <translation>&amp;Quiz</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Show Answer</source>
        <translation>Antwort zeigen</translation>
    </message>
    <message>
        <source>Predict each step of the analysis before it is shown: what a position becomes, its counter</source>
        <translation>Jeden Schritt der Analyse vorhersagen, bevor er gezeigt wird: was aus einer Stellung wird, ihren Zähler</translation>
    </message>
    <message>
        <source>Your answer, e.g. win 3, loss 0, draw, d = 1</source>
        <translation>Ihre Antwort, z. B. win 3, loss 0, draw, d = 1</translation>
    </message>
    <message>
        <source>Step on with →: the quiz asks before each step that decides something about a position.</source>
        <translation>Mit → weitergehen: Das Quiz fragt vor jedem Schritt, der etwas über eine Stellung entscheidet.</translation>
    </message>
    <message>
        <source>“%1” is no answer here. Type a label and its remoteness (win 3, loss 0, draw) or a counter (d = 1).</source>
        <translation>„%1“ ist hier keine Antwort. Geben Sie ein Ergebnis mit seiner Entfernung (win 3, loss 0, draw) oder einen Zähler (d = 1) ein.</translation>
    </message>
    <message>
        <source>Step on with → or Page Down: the quiz asks before each step that decides something about a position shown.</source>
        <translation>Weiter mit → oder Bild ab: Das Quiz fragt vor jedem Schritt, der etwas über eine gezeigte Stellung entscheidet.</translation>
    </message>
</context>
<context>
    <name>gt::GraphView</name>
    <message>
        <source>cannot read: %1</source>
        <translation>kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>WIN</source>
        <translation>GEWINN</translation>
    </message>
    <message>
        <source>LOSS</source>
        <translation>VERLUST</translation>
    </message>
    <message>
        <source>DRAW</source>
        <translation>REMIS</translation>
    </message>
    <message>
        <source>d = %1</source>
        <translation>d = %1</translation>
    </message>
</context>
<context>
    <name>gt::GraphWindow</name>
    <message>
        <source>Game Graph</source>
        <translation>Spielgraph</translation>
    </message>
    <message>
        <source>Stepper</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>To the Start</source>
        <translation>Zum Anfang</translation>
    </message>
    <message>
        <source>Step Back</source>
        <translation>Schritt zurück</translation>
    </message>
    <message>
        <source>Step Forward</source>
        <translation>Schritt vor</translation>
    </message>
    <message>
        <source>To the End</source>
        <translation>Zum Ende</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open Game Graph…</source>
        <translation>Spielgraph ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a Game Graph</source>
        <translation>Einen Spielgraphen öffnen</translation>
    </message>
    <message>
        <source>DOT digraphs (*.dot *.gv);;All files (*)</source>
        <translation>DOT-Digraphen (*.dot *.gv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;Export Picture…</source>
        <translation>Bild &amp;exportieren…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Grundy&apos;s Game</source>
        <translation>&amp;Grundys Spiel</translation>
    </message>
    <message>
        <source>&amp;Tic-tac-toe</source>
        <translation>&amp;Tic-Tac-Toe</translation>
    </message>
    <message>
        <source>The &amp;L-game</source>
        <translation>Das &amp;L-Spiel</translation>
    </message>
    <message>
        <source>%1.
The panel on the right has the counts; find a position there by its text.</source>
        <translation>%1.
Das Feld rechts zeigt die Zahlen; dort lässt sich eine Stellung über ihren Text finden.</translation>
    </message>
    <message>
        <source>%1 — Game Graph</source>
        <translation>%1 — Spielgraph</translation>
    </message>
    <message>
        <source>Open a DOT digraph whose vertices are positions and whose edges are moves.</source>
        <translation>Öffnen Sie einen DOT-Digraphen, dessen Knoten Stellungen und dessen Kanten Züge sind.</translation>
    </message>
    <message>
        <source>Solved: %1</source>
        <translation>Gelöst: %1</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Export the Graph</source>
        <translation>Den Graphen exportieren</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>There is no picture of the graph to export.</source>
        <translation>Es gibt kein Bild des Graphen zum Exportieren.</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>There is no game “%1”.</source>
        <translation>Es gibt kein Spiel „%1“.</translation>
    </message>
    <message>
        <source>Graphviz is laying out %1 positions…</source>
        <translation>Graphviz ordnet %1 Stellungen an…</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg);;PNG pictures (*.png);;PDF documents (*.pdf);;TikZ for LaTeX (*.tex);;DOT graphs (*.dot *.gv)</source>
        <translation>SVG-Bilder (*.svg);;PNG-Bilder (*.png);;PDF-Dokumente (*.pdf);;TikZ für LaTeX (*.tex);;DOT-Graphen (*.dot *.gv)</translation>
    </message>
    <message>
        <source>Export &amp;Slides…</source>
        <translation>&amp;Folien exportieren…</translation>
    </message>
    <message>
        <source>%1.
%2
Double-click a position, or find one, to look from there.</source>
        <translation>%1.
%2
Doppelklicken Sie auf eine Stellung oder suchen Sie eine, um von dort aus zu schauen.</translation>
    </message>
    <message>
        <source>Export the Analysis as Slides</source>
        <translation>Die Analyse als Folien exportieren</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf);;Beamer slides (*.tex);;HTML players (*.html)</source>
        <translation>PDF-Dokumente (*.pdf);;Beamer-Folien (*.tex);;HTML-Player (*.html)</translation>
    </message>
    <message>
        <source>Slides need the whole graph drawn and its steps: this graph is too big.</source>
        <translation>Folien brauchen den ganzen gezeichneten Graphen und seine Schritte: Dieser Graph ist zu groß.</translation>
    </message>
    <message>
        <source>Previous Step Shown Here</source>
        <translation>Vorheriger Schritt zu Gezeigtem</translation>
    </message>
    <message>
        <source>Next Step Shown Here</source>
        <translation>Nächster Schritt zu Gezeigtem</translation>
    </message>
    <message>
        <source>Steps on to the next step that changes a position drawn</source>
        <translation>Geht zum nächsten Schritt, der eine gezeichnete Stellung ändert</translation>
    </message>
    <message>
        <source>Export the &amp;Whole Graph as DOT…</source>
        <translation>Den &amp;ganzen Graphen als DOT exportieren…</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;Schritt</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>%1, %2, laid out by Graphviz %3.</source>
        <translation>%1, %2, angeordnet von Graphviz %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n positions</source>
        <translation>
            <numerusform>%n Stellung</numerusform>
            <numerusform>%n Stellungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 and the positions within %n moves</source>
        <translation>
            <numerusform>%1: %2 und die Stellungen im Umkreis von %n Zug</numerusform>
            <numerusform>%1: %2 und die Stellungen im Umkreis von %n Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %n positions</source>
        <translation>
            <numerusform>die %n Stellung</numerusform>
            <numerusform>die %n Stellungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The neighbourhood of %1: %2 nearest to it (more are within %n moves).</source>
        <translation>
            <numerusform>Die Umgebung von %1: %2, die ihr am nächsten sind (weitere liegen im Umkreis von %n Zug).</numerusform>
            <numerusform>Die Umgebung von %1: %2, die ihr am nächsten sind (weitere liegen im Umkreis von %n Zügen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The neighbourhood of %1: %2 within %n moves of it, before it and after it.</source>
        <translation>
            <numerusform>Die Umgebung von %1: %2 im Umkreis von %n Zug, davor und danach.</numerusform>
            <numerusform>Die Umgebung von %1: %2 im Umkreis von %n Zügen, davor und danach.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the Whole Graph</source>
        <translation>Den ganzen Graphen exportieren</translation>
    </message>
    <message>
        <source>DOT graphs (*.dot *.gv)</source>
        <translation>DOT-Graphen (*.dot *.gv)</translation>
    </message>
    <message>
        <source>Graphviz is still laying out the picture.</source>
        <translation>Graphviz ordnet das Bild noch an.</translation>
    </message>
    <message>
        <source>There is no graph to export.</source>
        <translation>Es gibt keinen Graphen zum Exportieren.</translation>
    </message>
</context>
<context>
    <name>gt::HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Every key of the window, with its command and menu</source>
        <translation>Jede Taste des Fensters, mit ihrem Befehl und Menü</translation>
    </message>
    <message>
        <source>The Tree &amp;Notation</source>
        <translation>Die Baum-&amp;Notation</translation>
    </message>
    <message>
        <source>How to type a tree: ((10,10),(9,100)), kinds, names, probabilities</source>
        <translation>Wie man einen Baum eintippt: ((10,10),(9,100)), Knotenarten, Namen, Wahrscheinlichkeiten</translation>
    </message>
    <message>
        <source>&amp;Tour of the Window</source>
        <translation>&amp;Rundgang durch das Fenster</translation>
    </message>
    <message>
        <source>The parts of the window, one after the other</source>
        <translation>Die Teile des Fensters, einer nach dem anderen</translation>
    </message>
    <message>
        <source>&amp;About GameTree Studio</source>
        <translation>Ü&amp;ber GameTree Studio</translation>
    </message>
    <message>
        <source>The Tree Notation</source>
        <translation>Die Baum-Notation</translation>
    </message>
    <message>
        <source>The notation page is not built into this program.</source>
        <translation>Die Seite zur Notation ist in dieses Programm nicht eingebaut.</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <source>Pick the search to watch. Its options are in Search Options; the Algorithm menu lists the same searches.</source>
        <translation>Die Suche wählen, die gezeigt werden soll. Ihre Optionen stehen unter Suchoptionen; das Menü Algorithmus listet dieselben Suchen.</translation>
    </message>
    <message>
        <source>Type a tree</source>
        <translation>Baum eintippen</translation>
    </message>
    <message>
        <source>Type a tree such as ((10,10),(9,100)) and press Enter. Help ▸ The Tree Notation has the whole notation; File ▸ Open and Examples bring ready-made trees.</source>
        <translation>Einen Baum wie ((10,10),(9,100)) eintippen und Enter drücken. Hilfe ▸ Die Baum-Notation beschreibt die ganze Notation; Datei ▸ Öffnen und Beispiele bringen fertige Bäume.</translation>
    </message>
    <message>
        <source>The tree</source>
        <translation>Der Baum</translation>
    </message>
    <message>
        <source>What the search knows at this step: values, the α–β window, cut-offs. Click a node to select it and Tab to add a child; double-click to edit it. The wheel zooms, Ctrl+0 fits the whole tree.</source>
        <translation>Was die Suche in diesem Schritt weiß: Werte, das α–β-Fenster, Schnitte. Ein Klick auf einen Knoten wählt ihn aus, Tab fügt ein Kind hinzu; ein Doppelklick bearbeitet ihn. Das Mausrad zoomt, Strg+0 zeigt den ganzen Baum.</translation>
    </message>
    <message>
        <source>Stepping</source>
        <translation>Schrittweise</translation>
    </message>
    <message>
        <source>→ and ← step forwards and back, Space plays, Home and End jump to the start and the end. Drag the timeline to any step.</source>
        <translation>→ und ← gehen vor und zurück, die Leertaste spielt ab, Pos1 und Ende springen an den Anfang und an das Ende. Die Zeitleiste lässt sich auf jeden Schritt ziehen.</translation>
    </message>
    <message>
        <source>Narration</source>
        <translation>Erzählung</translation>
    </message>
    <message>
        <source>What the last step did and why, in words.</source>
        <translation>Was der letzte Schritt getan hat und warum, in Worten.</translation>
    </message>
    <message>
        <source>Pseudocode</source>
        <translation>Pseudocode</translation>
    </message>
    <message>
        <source>The algorithm, with the line the search is at marked.</source>
        <translation>Der Algorithmus, mit markierter Zeile, an der die Suche gerade steht.</translation>
    </message>
    <message>
        <source>Search options</source>
        <translation>Suchoptionen</translation>
    </message>
    <message>
        <source>Depth, fail-soft, move ordering and the other options of the chosen algorithm; a change searches again at once.</source>
        <translation>Tiefe, fail-soft, Zugsortierung und die anderen Optionen des gewählten Algorithmus; eine Änderung sucht sofort neu.</translation>
    </message>
    <message>
        <source>Call stack</source>
        <translation>Aufrufstapel</translation>
    </message>
    <message>
        <source>The nodes the search is inside, with their α, β and values so far.</source>
        <translation>Die Knoten, in denen die Suche gerade steckt, mit ihren α, β und bisherigen Werten.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Leaves read, cut-offs and the value, beside what the other algorithms need on this tree.</source>
        <translation>Gelesene Blätter, Schnitte und der Wert, neben dem, was die anderen Algorithmen für diesen Baum brauchen.</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspektor</translation>
    </message>
    <message>
        <source>The selected node&apos;s kind, value, name and move, to edit; and the document&apos;s title and notes.</source>
        <translation>Art, Wert, Name und Zug des ausgewählten Knotens zum Bearbeiten; außerdem Titel und Notizen des Dokuments.</translation>
    </message>
    <message>
        <source>GameTree Studio %1</source>
        <translation>GameTree Studio %1</translation>
    </message>
    <message>
        <source>Step through game-tree searches: minimax, alpha-beta, SSS*, expectimax and more.</source>
        <translation>Spielbaumsuchen Schritt für Schritt verfolgen: Minimax, Alpha-Beta, SSS*, Expectimax und mehr.</translation>
    </message>
    <message>
        <source>Licence: %1</source>
        <translation>Lizenz: %1</translation>
    </message>
    <message>
        <source>not declared in this build</source>
        <translation>in diesem Build nicht angegeben</translation>
    </message>
    <message>
        <source>Qt %1 (built with Qt %2)</source>
        <translation>Qt %1 (gebaut mit Qt %2)</translation>
    </message>
    <message>
        <source>Graphviz %1</source>
        <translation>Graphviz %1</translation>
    </message>
    <message>
        <source>(version unknown)</source>
        <translation>(Version unbekannt)</translation>
    </message>
    <message>
        <source>About GameTree Studio</source>
        <translation>Über GameTree Studio</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Beispiele</translation>
    </message>
    <message>
        <source>Ready-made trees from lectures and textbooks: the classic, AIMA&apos;s three-ply tree, chance nodes, a perfectly ordered tree, a tree where SSS* reads fewer leaves than alpha-beta, and lessons saved with their own search (B*, Star1, MT-SSS*, Tian Ji&apos;s horses). A tree opens under the algorithm you picked; a lesson opens with its own.</source>
        <translation>Fertige Bäume aus Vorlesungen und Lehrbüchern: der Klassiker, der dreischichtige Baum aus AIMA, Zufallsknoten, ein perfekt geordneter Baum, ein Baum, in dem SSS* weniger Blätter liest als Alpha-Beta, und Lektionen, die mit ihrer eigenen Suche gespeichert sind (B*, Star1, MT-SSS*, Tian Jis Pferde). Ein Baum öffnet sich mit dem gewählten Algorithmus, eine Lektion mit ihrem eigenen.</translation>
    </message>
    <message>
        <source>Presentation mode</source>
        <translation>Präsentationsmodus</translation>
    </message>
    <message>
        <source>%1 shows the tree, the narration and the stepper over the whole screen in large type, for a projector. The arrow keys and a clicker step; Esc leaves.</source>
        <translation>%1 zeigt den Baum, die Erzählung und die Schrittsteuerung bildschirmfüllend in großer Schrift, für einen Projektor. Die Pfeiltasten und ein Presenter schalten weiter; Esc beendet ihn.</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>%1 steps two to four algorithms through this tree side by side, by step or by leaf read, and says which reads the fewest leaves and whether they agree on the value.</source>
        <translation>%1 führt zwei bis vier Algorithmen nebeneinander durch diesen Baum, schrittweise oder nach gelesenen Blättern, und sagt, welcher die wenigsten Blätter liest und ob sie denselben Wert finden.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>%1 saves the step on screen as SVG, PNG, PDF, TikZ or DOT, or the whole search as a PDF deck, Beamer slides or a web page that plays it. The file&apos;s extension decides the format.</source>
        <translation>%1 speichert den angezeigten Schritt als SVG, PNG, PDF, TikZ oder DOT, oder die ganze Suche als PDF-Foliensatz, Beamer-Folien oder eine Webseite, die sie abspielt. Die Dateiendung bestimmt das Format.</translation>
    </message>
</context>
<context>
    <name>gt::HistoryChart</name>
    <message>
        <source>No credits yet: a node that finishes credits its best move.</source>
        <translation>Noch keine Gutschriften: Ein Knoten, der fertig wird, schreibt seinem besten Zug etwas gut.</translation>
    </message>
    <message>
        <source>H[MAX][move]</source>
        <translation>H[MAX][Zug]</translation>
    </message>
    <message>
        <source>H[MIN][move]</source>
        <translation>H[MIN][Zug]</translation>
    </message>
</context>
<context>
    <name>gt::InspectorDock</name>
    <message>
        <source>Key: %1</source>
        <translation>Schlüssel: %1</translation>
    </message>
    <message>
        <source>Interval: [%1, %2]</source>
        <translation>Intervall: [%1, %2]</translation>
    </message>
    <message>
        <source>Position (%1): %2</source>
        <translation>Stellung (%1): %2</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspektor</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <source>&amp;Value:</source>
        <translation>&amp;Wert:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>the move into this node</source>
        <translation>der Zug hierher</translation>
    </message>
    <message>
        <source>&amp;Move:</source>
        <translation>&amp;Zug:</translation>
    </message>
    <message>
        <source>uniform</source>
        <translation>gleichverteilt</translation>
    </message>
    <message>
        <source>&amp;Probability:</source>
        <translation>Wahr&amp;scheinlichkeit:</translation>
    </message>
    <message>
        <source>N&amp;ormalise</source>
        <translation>N&amp;ormieren</translation>
    </message>
    <message>
        <source>&amp;Collapsed</source>
        <translation>&amp;Eingeklappt</translation>
    </message>
    <message>
        <source>Subtree:</source>
        <translation>Teilbaum:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Document&lt;/b&gt;</source>
        <translation>&lt;b&gt;Dokument&lt;/b&gt;</translation>
    </message>
    <message>
        <source>shown in the title bar</source>
        <translation>Fenstertitel</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>notes for the lecture</source>
        <translation>Notizen zur Vorlesung</translation>
    </message>
    <message>
        <source>No&amp;tes:</source>
        <translation>No&amp;tizen:</translation>
    </message>
    <message>
        <source>Normalise</source>
        <translation>Normieren</translation>
    </message>
    <message>
        <source>No tree: press Tab on the canvas to start one.</source>
        <translation>Kein Baum: Tab auf der Zeichenfläche drücken, um einen anzufangen.</translation>
    </message>
    <message>
        <source>Click a node to inspect and edit it.</source>
        <translation>Einen Knoten anklicken, um ihn zu untersuchen und zu bearbeiten.</translation>
    </message>
    <message>
        <source>&amp;Heuristic:</source>
        <translation>&amp;Heuristik:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>(too large to show)</source>
        <translation>(zu groß zum Anzeigen)</translation>
    </message>
    <message>
        <source>⚠ The probabilities under %1 sum to %2, not 1.</source>
        <translation>⚠ Die Wahrscheinlichkeiten unter %1 ergeben zusammen %2, nicht 1.</translation>
    </message>
    <message numerus="yes">
        <source> (and %n more)</source>
        <translation>
            <numerusform> (und %n weiterer)</numerusform>
            <numerusform> (und %n weitere)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; · depth %2 · %n children</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; · Tiefe %2 · %n Kind</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; · Tiefe %2 · %n Kinder</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gt::IntervalBand</name>
    <message>
        <source>B*: the root is expanded first</source>
        <translation>B*: Die Wurzel wird zuerst expandiert</translation>
    </message>
    <message>
        <source>B*: the root&apos;s children are generated</source>
        <translation>B*: Die Kinder der Wurzel werden erzeugt</translation>
    </message>
    <message>
        <source>: work below %1</source>
        <translation>: Arbeit unter %1</translation>
    </message>
    <message>
        <source>best</source>
        <translation>beste</translation>
    </message>
    <message>
        <source>alt</source>
        <translation>alt</translation>
    </message>
</context>
<context>
    <name>gt::IterationBar</name>
    <message>
        <source>What one step forward or back does (Ctrl+I switches)</source>
        <translation>Was ein Schritt vor oder zurück tut (Strg+I wechselt)</translation>
    </message>
    <message>
        <source>by phase</source>
        <translation>nach Phase</translation>
    </message>
    <message>
        <source>by iteration</source>
        <translation>nach Iteration</translation>
    </message>
    <message>
        <source>Go to the end of iteration k (Ctrl+G)</source>
        <translation>Zum Ende der Iteration k gehen (Strg+G)</translation>
    </message>
    <message>
        <source>Step:</source>
        <translation>Schritt:</translation>
    </message>
    <message>
        <source>Iteration</source>
        <translation>Iteration</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>von %1</translation>
    </message>
</context>
<context>
    <name>gt::JsonDocument</name>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>the JSON is nested more than 1024 levels deep, which is Qt&apos;s limit; write deep trees in the flat &quot;nodes&quot; form</source>
        <translation>das JSON ist tiefer als 1024 Ebenen verschachtelt, Qts Grenze; tiefe Bäume in der flachen Form „nodes“ schreiben</translation>
    </message>
    <message>
        <source>JSON syntax error: %1</source>
        <translation>JSON-Syntaxfehler: %1</translation>
    </message>
    <message>
        <source>expected a JSON object at the top, found an array</source>
        <translation>erwartet wird oben ein JSON-Objekt, gefunden ein Array</translation>
    </message>
    <message>
        <source>the document has both &quot;tree&quot; and &quot;nodes&quot;; give the tree once</source>
        <translation>das Dokument hat sowohl „tree“ als auch „nodes“; den Baum nur einmal angeben</translation>
    </message>
    <message>
        <source>nodes: missing; a document holds its tree in &quot;nodes&quot;</source>
        <translation>nodes: fehlt; ein Dokument enthält seinen Baum in „nodes“</translation>
    </message>
    <message>
        <source>internal error: %1</source>
        <translation>interner Fehler: %1</translation>
    </message>
    <message>
        <source>unknown key</source>
        <translation>unbekannter Schlüssel</translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation>länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>expected -1 or more, found %1</source>
        <translation>erwartet wird -1 oder mehr, gefunden %1</translation>
    </message>
    <message>
        <source>format: missing; a GameTree Studio document has &quot;format&quot;: &quot;gametree-studio&quot;</source>
        <translation>format: fehlt; ein GameTree-Studio-Dokument hat &quot;format&quot;: &quot;gametree-studio&quot;</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>erwartet wird eine Zeichenkette, gefunden %1</translation>
    </message>
    <message>
        <source>this file is version %1 of the format, written by a newer GameTree Studio; this one reads version %2</source>
        <translation>diese Datei hat Version %1 des Formats, geschrieben von einem neueren GameTree Studio; dieses liest Version %2</translation>
    </message>
    <message>
        <source>%1 is not a version of the format</source>
        <translation>%1 ist keine Version des Formats</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>expected %1 or more, found %2</source>
        <translation>erwartet wird %1 oder mehr, gefunden %2</translation>
    </message>
    <message>
        <source>a list of two numbers [low, high]</source>
        <translation>eine Liste aus zwei Zahlen [low, high]</translation>
    </message>
    <message>
        <source>expected %1, the node&apos;s position in &quot;nodes&quot;</source>
        <translation>erwartet wird %1, die Position des Knotens in „nodes“</translation>
    </message>
    <message>
        <source>ids belong to the flat &quot;nodes&quot; form</source>
        <translation>IDs gehören zur flachen Form „nodes“</translation>
    </message>
    <message>
        <source>unknown kind &quot;%1&quot;; expected max, min, chance or leaf</source>
        <translation>unbekannte Art „%1“; erwartet wird max, min, chance oder leaf</translation>
    </message>
    <message>
        <source>an array of two numbers [pessimistic, optimistic]</source>
        <translation>ein Array aus zwei Zahlen [pessimistisch, optimistisch]</translation>
    </message>
    <message>
        <source>an object {&quot;game&quot;: …, &quot;text&quot;: …}</source>
        <translation>ein Objekt {&quot;game&quot;: …, &quot;text&quot;: …}</translation>
    </message>
    <message>
        <source>a node object</source>
        <translation>ein Knotenobjekt</translation>
    </message>
    <message>
        <source>the tree has more than %1 nodes</source>
        <translation>der Baum hat mehr als %1 Knoten</translation>
    </message>
    <message>
        <source>the tree is empty</source>
        <translation>der Baum ist leer</translation>
    </message>
    <message>
        <source>expected a node index from 0 to %1</source>
        <translation>erwartet wird ein Knotenindex von 0 bis %1</translation>
    </message>
    <message>
        <source>nodes[0] is the root and cannot be a child</source>
        <translation>nodes[0] ist die Wurzel und kann kein Kind sein</translation>
    </message>
    <message>
        <source>a child of both nodes[%1] and nodes[%2]</source>
        <translation>ein Kind sowohl von nodes[%1] als auch von nodes[%2]</translation>
    </message>
    <message>
        <source>not reachable from the root, nodes[0]: no node lists it as a child</source>
        <translation>von der Wurzel nodes[0] aus nicht erreichbar: Kein Knoten führt ihn als Kind</translation>
    </message>
    <message>
        <source>not reachable from the root, nodes[0]: its parents form a cycle</source>
        <translation>von der Wurzel nodes[0] aus nicht erreichbar: Seine Elternknoten bilden einen Zyklus</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>erwartet wird %1, gefunden %2</translation>
    </message>
    <message>
        <source>contains %1</source>
        <translation>enthält %1</translation>
    </message>
    <message>
        <source>expected &quot;gametree-studio&quot;, found &quot;%1&quot;</source>
        <translation>erwartet wird &quot;gametree-studio&quot;, gefunden &quot;%1&quot;</translation>
    </message>
    <message>
        <source>version: missing</source>
        <translation>version: fehlt</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2, found %3</source>
        <translation>erwartet eine ganze Zahl von %1 bis %2, gefunden %3</translation>
    </message>
</context>
<context>
    <name>gt::LanguageMenu</name>
    <message>
        <source>GameTree Studio speaks the new language after a restart. Unsaved work is asked about first.</source>
        <translation>GameTree Studio spricht die neue Sprache nach einem Neustart. Nach ungespeicherter Arbeit wird vorher gefragt.</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Restart Now</source>
        <translation>Jetzt neu starten</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Später</translation>
    </message>
</context>
<context>
    <name>gt::Layout</name>
    <message>
        <source>dot layout failed: %1</source>
        <translation>Layout mit dot fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Graphviz could not create its context</source>
        <translation>Graphviz konnte seinen Kontext nicht anlegen</translation>
    </message>
    <message>
        <source>%1 positions are too many to draw (at most %2)</source>
        <translation>%1 Stellungen sind zu viele zum Zeichnen (höchstens %2)</translation>
    </message>
    <message>
        <source>%1 layout failed: %2</source>
        <translation>%1-Anordnung fehlgeschlagen: %2</translation>
    </message>
</context>
<context>
    <name>gt::LeafTransform</name>
    <message>
        <source>&apos;%1&apos;: write the affine map as affine:A:B (a·x + b)</source>
        <translation>„%1“: die affine Abbildung als affine:A:B schreiben (a·x + b)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a = 0 maps every value to b, which is not monotone</source>
        <translation>„%1“: a = 0 bildet jeden Wert auf b ab, das ist nicht monoton</translation>
    </message>
    <message>
        <source>unknown map &apos;%1&apos;: use square, signed-square, exp2, affine:A:B or rank</source>
        <translation>unbekannte Abbildung „%1“: square, signed-square, exp2, affine:A:B oder rank verwenden</translation>
    </message>
    <message>
        <source>the tree is empty</source>
        <translation>der Baum ist leer</translation>
    </message>
    <message>
        <source>a and b must be finite numbers</source>
        <translation>a und b müssen endliche Zahlen sein</translation>
    </message>
    <message>
        <source>a = 0 maps every value to b, which is not monotone</source>
        <translation>a = 0 bildet jeden Wert auf b ab, das ist nicht monoton</translation>
    </message>
    <message>
        <source>%1 has the value %2: x² is monotone only on values ≥ 0 (it would put %2 above smaller positive values); use x·|x| (signed-square), or shift the values first with an affine map</source>
        <translation>%1 hat den Wert %2: x² ist nur auf Werten ≥ 0 monoton (es würde %2 über kleinere positive Werte stellen); x·|x| (signed-square) verwenden oder die Werte zuerst mit einer affinen Abbildung verschieben</translation>
    </message>
    <message>
        <source>%1: %2 for the value %3 is beyond the largest value a tree may hold (±%4)</source>
        <translation>%1: %2 für den Wert %3 liegt jenseits des größten Wertes, den ein Baum aufnehmen kann (±%4)</translation>
    </message>
    <message>
        <source>%1: 2^x for the value %2 is too small to tell from 0</source>
        <translation>%1: 2^x für den Wert %2 ist zu klein, um es von 0 zu unterscheiden</translation>
    </message>
    <message>
        <source>a &lt; 0 reverses the order of the values: every max node now prefers what it avoided, so minimax&apos;s decision may change too</source>
        <translation>a &lt; 0 kehrt die Reihenfolge der Werte um: Jeder Max-Knoten bevorzugt jetzt, was er vorher vermied, also kann sich auch die Entscheidung von Minimax ändern</translation>
    </message>
    <message>
        <source>Cannot compare: %1.</source>
        <translation>Vergleich nicht möglich: %1.</translation>
    </message>
    <message>
        <source>%1&apos;s value goes from %2 to %3 (the root has no move to choose).</source>
        <translation>Der Wert von %1 ändert sich von %2 zu %3 (die Wurzel hat keinen Zug zu wählen).</translation>
    </message>
    <message>
        <source>%1&apos;s decision changes from %2 to %3.</source>
        <translation>Die Entscheidung von %1 ändert sich von %2 zu %3.</translation>
    </message>
    <message>
        <source>%1&apos;s decision is unchanged (%2).</source>
        <translation>Die Entscheidung von %1 bleibt unverändert (%2).</translation>
    </message>
    <message>
        <source> After the map, %1 ties with another move at %2: the first of the tied moves is taken.</source>
        <translation> Nach der Abbildung ist %1 mit einem anderen Zug bei %2 gleichauf: Der erste der gleichwertigen Züge wird genommen.</translation>
    </message>
    <message>
        <source>%1 has the value %2 and %3 the value %4, but %5 gives %6 and %7: computed in double precision the map is not strictly monotone on this tree&apos;s values, so it would turn a difference into a tie (or reverse it) and could change a decision that a monotone map cannot; choose a map whose results stay apart</source>
        <translation>%1 hat den Wert %2 und %3 den Wert %4, aber %5 ergibt %6 und %7: in doppelter Genauigkeit gerechnet ist die Abbildung auf den Werten dieses Baums nicht streng monoton, sie würde also einen Unterschied zu einem Gleichstand machen (oder umkehren) und könnte eine Entscheidung ändern, was eine monotone Abbildung nicht kann; wählen Sie eine Abbildung, deren Ergebnisse getrennt bleiben</translation>
    </message>
</context>
<context>
    <name>gt::Legend</name>
    <message>
        <source>not generated yet</source>
        <translation>noch nicht erzeugt</translation>
    </message>
    <message>
        <source>on OPEN (tag OPEN)</source>
        <translation>auf OPEN (Markierung OPEN)</translation>
    </message>
    <message>
        <source>on CLOSED, value not backed up (C n)</source>
        <translation>auf CLOSED, Wert noch nicht zurückgereicht (C n)</translation>
    </message>
    <message>
        <source>bar at a chance node: its value lies in [low, high]; cut off once it leaves α–β</source>
        <translation>Balken an einem Zufallsknoten: Sein Wert liegt in [low, high]; abgeschnitten, sobald er α–β verlässt</translation>
    </message>
    <message>
        <source>(α, β) on an edge: the window the child gets</source>
        <translation>(α, β) an einer Kante: das Fenster, das das Kind bekommt</translation>
    </message>
    <message>
        <source>≥ W / ≤ W: a probe bound on the child</source>
        <translation>≥ W / ≤ W: eine Sondierungsschranke für das Kind</translation>
    </message>
    <message>
        <source>≈ v: an estimate</source>
        <translation>≈ v: eine Schätzung</translation>
    </message>
    <message>
        <source>exact v: the exact value</source>
        <translation>exakt v: der exakte Wert</translation>
    </message>
    <message>
        <source>skipped P=p: a child below the threshold, not searched</source>
        <translation>übersprungen P=p: ein Kind unter der Schwelle, nicht durchsucht</translation>
    </message>
    <message>
        <source>≥ a, ≤ b: bounds despite skipped children</source>
        <translation>≥ a, ≤ b: Schranken trotz übersprungener Kinder</translation>
    </message>
    <message>
        <source>×k: drawn k times</source>
        <translation>×k: k-mal gezogen</translation>
    </message>
    <message>
        <source>[pess, opt]: B* bounds on the node value</source>
        <translation>[pess, opt]: B*-Schranken für den Knotenwert</translation>
    </message>
    <message>
        <source>MAX</source>
        <translation>MAX</translation>
    </message>
    <message>
        <source>MIN</source>
        <translation>MIN</translation>
    </message>
    <message>
        <source>chance</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <source>leaf read</source>
        <translation>gelesenes Blatt</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>Blatt</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>nicht erreicht</translation>
    </message>
    <message>
        <source>visited in an earlier pass</source>
        <translation>in einem früheren Durchlauf besucht</translation>
    </message>
    <message>
        <source>on the path</source>
        <translation>auf dem Pfad</translation>
    </message>
    <message>
        <source>current</source>
        <translation>aktuell</translation>
    </message>
    <message>
        <source>pruned</source>
        <translation>abgeschnitten</translation>
    </message>
    <message>
        <source>skipped by the table, not pruned</source>
        <translation>von der Tabelle übersprungen, nicht abgeschnitten</translation>
    </message>
    <message>
        <source>cut-off</source>
        <translation>Schnitt</translation>
    </message>
    <message>
        <source>LIVE on OPEN</source>
        <translation>LIVE auf OPEN</translation>
    </message>
    <message>
        <source>SOLVED on OPEN</source>
        <translation>SOLVED auf OPEN</translation>
    </message>
    <message>
        <source>the table answered (the value it gave)</source>
        <translation>die Tabelle hat geantwortet (mit dem angegebenen Wert)</translation>
    </message>
    <message>
        <source>leaf read again in a later pass</source>
        <translation>Blatt in einem späteren Durchlauf erneut gelesen</translation>
    </message>
    <message>
        <source>best move of the previous pass, tried first</source>
        <translation>bester Zug des vorigen Durchlaufs, zuerst probiert</translation>
    </message>
    <message>
        <source>killer move 1 of its ply, tried early</source>
        <translation>Killerzug 1 seiner Ebene, früh probiert</translation>
    </message>
    <message>
        <source>killer move 2 of its ply, tried early</source>
        <translation>Killerzug 2 seiner Ebene, früh probiert</translation>
    </message>
    <message>
        <source>history score, tried early for it</source>
        <translation>History-Wert, deshalb früh probiert</translation>
    </message>
    <message>
        <source>horizon: the pass sees nothing below it</source>
        <translation>Horizont: Der Durchlauf sieht nichts darunter</translation>
    </message>
    <message>
        <source>heuristic value, read at the horizon</source>
        <translation>heuristischer Wert, am Horizont gelesen</translation>
    </message>
    <message>
        <source>negamax negates the value here (side to move)</source>
        <translation>Negamax negiert hier den Wert (Seite am Zug)</translation>
    </message>
    <message>
        <source>faded: not in the search tree</source>
        <translation>blass: nicht im Suchbaum</translation>
    </message>
    <message>
        <source>dashed: playout</source>
        <translation>gestrichelt: Playout</translation>
    </message>
</context>
<context>
    <name>gt::MainWindow</name>
    <message>
        <source>Undo History</source>
        <translation>Verlauf zum Rückgängigmachen</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;geöffnet&gt;</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation>Ü&amp;bersicht</translation>
    </message>
    <message>
        <source>The whole tree, with the part the canvas shows; click or drag to move there</source>
        <translation>Der ganze Baum mit dem Teil, den die Zeichenfläche zeigt; klicken oder ziehen, um dorthin zu gelangen</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source> Algorithm: </source>
        <translation> Algorithmus: </translation>
    </message>
    <message>
        <source> Tree: </source>
        <translation> Baum: </translation>
    </message>
    <message>
        <source>Stepper</source>
        <translation>Schrittsteuerung</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Panels</translation>
    </message>
    <message>
        <source>&amp;Algorithm</source>
        <translation>A&amp;lgorithmus</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;Schritt</translation>
    </message>
    <message>
        <source>%1 is not finished yet, so it cannot be searched: %2</source>
        <translation>%1 ist noch nicht fertig und kann daher nicht durchsucht werden: %2</translation>
    </message>
    <message>
        <source>%1 cannot search this tree; showing %2.</source>
        <translation>%1 kann diesen Baum nicht durchsuchen; gezeigt wird %2.</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Die Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Open a Tree</source>
        <translation>Einen Baum öffnen</translation>
    </message>
    <message>
        <source>Game trees (*.gtree *.json *.tree *.txt *.dot *.gv);;All files (*)</source>
        <translation>Spielbäume (*.gtree *.json *.tree *.txt *.dot *.gv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Type Tree</source>
        <translation>Baum eingeben</translation>
    </message>
    <message>
        <source>Typed tree</source>
        <translation>Eingegebener Baum</translation>
    </message>
    <message>
        <source>GameTree Studio[*]</source>
        <translation>GameTree Studio[*]</translation>
    </message>
    <message>
        <source>%1[*] — GameTree Studio</source>
        <translation>%1[*] — GameTree Studio</translation>
    </message>
    <message>
        <source>This document names the algorithm “%1”, which this version does not know: showing %2. Saving keeps “%1” unless you choose another algorithm.</source>
        <translation>Dieses Dokument nennt den Algorithmus „%1“, den diese Version nicht kennt: gezeigt wird %2. Beim Speichern bleibt „%1“ erhalten, sofern Sie keinen anderen Algorithmus wählen.</translation>
    </message>
    <message>
        <source>Open as &amp;Game Graph…</source>
        <translation>Als &amp;Spielgraph öffnen…</translation>
    </message>
    <message>
        <source>Open a Game Graph</source>
        <translation>Einen Spielgraphen öffnen</translation>
    </message>
    <message>
        <source>DOT digraphs (*.dot *.gv);;All files (*)</source>
        <translation>DOT-Digraphen (*.dot *.gv);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>gt::MctsConvergenceDock</name>
    <message>
        <source>MCTS convergence</source>
        <translation>MCTS-Konvergenz</translation>
    </message>
    <message>
        <source>Visits N of each root child</source>
        <translation>Besuche N jedes Wurzelkindes</translation>
    </message>
    <message>
        <source>Q of each root child (dashed: its minimax value)</source>
        <translation>Q jedes Wurzelkindes (gestrichelt: sein Minimax-Wert)</translation>
    </message>
    <message>
        <source>Right-click to export the plot as SVG, PNG or PDF.</source>
        <translation>Rechtsklick exportiert das Diagramm als SVG, PNG oder PDF.</translation>
    </message>
    <message>
        <source>iteration</source>
        <translation>Iteration</translation>
    </message>
    <message>
        <source>%1 (minimax)</source>
        <translation>%1 (Minimax)</translation>
    </message>
    <message>
        <source>Only Monte-Carlo tree search (mcts) runs in iterations: pick it to see its root children&apos;s visits and Q converge.</source>
        <translation>Nur die Monte-Carlo-Baumsuche (mcts) läuft in Iterationen: Wählen Sie sie, um die Besuche und Q der Wurzelkinder konvergieren zu sehen.</translation>
    </message>
    <message>
        <source>The root is a leaf: it has no children to compare.</source>
        <translation>Die Wurzel ist ein Blatt: Sie hat keine Kinder zum Vergleichen.</translation>
    </message>
    <message>
        <source>Iteration %1 of %2.</source>
        <translation>Iteration %1 von %2.</translation>
    </message>
    <message>
        <source>Iteration %1 of %2: %3 has the most visits so far.</source>
        <translation>Iteration %1 von %2: %3 hat bisher die meisten Besuche.</translation>
    </message>
    <message>
        <source>Export Plot…</source>
        <translation>Diagramm exportieren…</translation>
    </message>
    <message>
        <source>Export Plot</source>
        <translation>Diagramm exportieren</translation>
    </message>
</context>
<context>
    <name>gt::Narration</name>
    <message>
        <source>CHANCE</source>
        <translation>ZUFALL</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>Blatt</translation>
    </message>
    <message>
        <source>Node %1</source>
        <translation>Knoten %1</translation>
    </message>
    <message>
        <source>The leaf %1</source>
        <translation>Das Blatt %1</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>(leaf %1, node %2)</source>
        <translation>(Blatt %1, Knoten %2)</translation>
    </message>
    <message>
        <source>(leaves %1, nodes %2)</source>
        <translation>(Blätter %1, Knoten %2)</translation>
    </message>
    <message>
        <source>node %1 (leaf %2)</source>
        <translation>Knoten %1 (Blatt %2)</translation>
    </message>
    <message>
        <source>Take %1 off OPEN. Γ1: %2 is a leaf, so read its value.</source>
        <translation>Nimm %1 von OPEN. Γ1: %2 ist ein Blatt, also wird sein Wert gelesen.</translation>
    </message>
    <message>
        <source>Take %1 off OPEN. Γ2: %2 is %3, so only its first child goes onto OPEN.</source>
        <translation>Nimm %1 von OPEN. Γ2: %2 ist %3, also kommt nur sein erstes Kind auf OPEN.</translation>
    </message>
    <message>
        <source>Take %1 off OPEN. Γ3: %2 is %3, so every child goes onto OPEN.</source>
        <translation>Nimm %1 von OPEN. Γ3: %2 ist %3, also kommt jedes Kind auf OPEN.</translation>
    </message>
    <message>
        <source>Take %1 off OPEN. Γ6: %2 is solved, so its next sibling is searched.</source>
        <translation>Nimm %1 von OPEN. Γ6: %2 ist gelöst, also wird sein nächstes Geschwister durchsucht.</translation>
    </message>
    <message>
        <source>Take %1 off OPEN: the root is solved.</source>
        <translation>Nimm %1 von OPEN: Die Wurzel ist gelöst.</translation>
    </message>
    <message>
        <source>The pass is over: %1 is worth %2 in it.</source>
        <translation>Der Durchlauf ist zu Ende: %1 ist darin %2 wert.</translation>
    </message>
    <message>
        <source>Leaf %1</source>
        <translation>Blatt %1</translation>
    </message>
    <message>
        <source>%1 returns %2 to %3 (probability %4): enough to settle %3 without the rest.</source>
        <translation>%1 gibt %2 an %3 zurück (Wahrscheinlichkeit %4): genug, um %3 ohne den Rest zu entscheiden.</translation>
    </message>
    <message>
        <source>%1 returns to %2, which adds %3 · %4 = %5 to its expected value.</source>
        <translation>%1 kehrt zu %2 zurück, das %3 · %4 = %5 zu seinem Erwartungswert addiert.</translation>
    </message>
    <message>
        <source>%1 returns %2 to %3, which adds %4 · %2 = %5 to its expected value.</source>
        <translation>%1 gibt %2 an %3 zurück, das %4 · %2 = %5 zu seinem Erwartungswert addiert.</translation>
    </message>
    <message>
        <source>%1 returns to %2 (%3), whose best so far is %4.</source>
        <translation>%1 kehrt zu %2 (%3) zurück, dessen bisher Bestes %4 ist.</translation>
    </message>
    <message>
        <source>%1 returns %2 to %3 (%4), whose best so far is %5.</source>
        <translation>%1 gibt %2 an %3 (%4) zurück, dessen bisher Bestes %5 ist.</translation>
    </message>
    <message>
        <source> Only a bound is known for %1: the table&apos;s, which is enough here.</source>
        <translation> Für %1 ist nur eine Schranke bekannt: die der Tabelle, und die genügt hier.</translation>
    </message>
    <message>
        <source>At %1, probe %2 through its first child %3 with the window %4: %2 is worth at least what %3 is, and at or above B = %5 that proves %1 at least β.</source>
        <translation>Bei %1 wird %2 über sein erstes Kind %3 mit dem Fenster %4 sondiert: %2 ist mindestens so viel wert wie %3, und ab B = %5 beweist das, dass %1 mindestens β ist.</translation>
    </message>
    <message>
        <source>At %1, probe %2 through its first child %3 with the window %4: %2 is worth at most what %3 is, and at or below A = %5 that proves %1 at most α.</source>
        <translation>Bei %1 wird %2 über sein erstes Kind %3 mit dem Fenster %4 sondiert: %2 ist höchstens so viel wert wie %3, und bis A = %5 beweist das, dass %1 höchstens α ist.</translation>
    </message>
    <message>
        <source>At %1, search %2 with the window %3: a value at or below A = %4 would prove %1 at most α, one at or above B = %5 at least β.</source>
        <translation>Bei %1 wird %2 mit dem Fenster %3 durchsucht: Ein Wert bis A = %4 bewiese, dass %1 höchstens α ist, einer ab B = %5, dass es mindestens β ist.</translation>
    </message>
    <message>
        <source>At %1, even if every child not yet searched were worth the most it can be, the weighted sum could not rise above α = %2: %1 returns α.</source>
        <translation>Bei %1 könnte die gewichtete Summe nicht über α = %2 steigen, selbst wenn jedes noch nicht durchsuchte Kind so viel wert wäre wie möglich: %1 gibt α zurück.</translation>
    </message>
    <message>
        <source>At %1, even if every child not yet searched were worth the least it can be, the weighted sum could not fall below β = %2: %1 returns β.</source>
        <translation>Bei %1 könnte die gewichtete Summe nicht unter β = %2 fallen, selbst wenn jedes noch nicht durchsuchte Kind so wenig wert wäre wie möglich: %1 gibt β zurück.</translation>
    </message>
    <message>
        <source> The children %1 are pruned.</source>
        <translation> Die Kinder %1 werden abgeschnitten.</translation>
    </message>
    <message>
        <source>Phase 2 begins: OPEN is empty, so CLOSED is walked from its end and the values rise from the bottom. Backing up level %1. %2</source>
        <translation>Phase 2 beginnt: OPEN ist leer, also wird CLOSED von hinten durchlaufen, und die Werte steigen von unten auf. Ebene %1 wird zurückgereicht. %2</translation>
    </message>
    <message>
        <source>Phase 2, backing up level %1. %2</source>
        <translation>Phase 2, Ebene %1 wird zurückgereicht. %2</translation>
    </message>
    <message>
        <source>Pass %1 begins at the root: %2 Every node starts afresh; what earlier passes visited is drawn faded until this pass visits it again.</source>
        <translation>Durchlauf %1 beginnt an der Wurzel: %2 Jeder Knoten beginnt von vorn; was frühere Durchläufe besucht haben, wird blass gezeichnet, bis dieser Durchlauf es wieder besucht.</translation>
    </message>
    <message>
        <source>At %1, %2 is tried first: it was %1&apos;s best move in the previous pass.</source>
        <translation>Bei %1 wird %2 zuerst probiert: Es war im vorigen Durchlauf der beste Zug von %1.</translation>
    </message>
    <message>
        <source>At %1, %2 is tried in place %3: it is killer %4 of this ply, a move that caused a cut-off at a sibling position.</source>
        <translation>Bei %1 wird %2 an Stelle %3 probiert: Es ist Killerzug %4 dieser Ebene, ein Zug, der an einer Nachbarstellung einen Schnitt verursacht hat.</translation>
    </message>
    <message>
        <source>At %1, %2 is tried in place %3: its history score %4 is higher than those of the children it overtakes.</source>
        <translation>Bei %1 wird %2 an Stelle %3 probiert: Sein History-Wert %4 ist höher als der der Kinder, die es überholt.</translation>
    </message>
    <message>
        <source>Expand %1 (%2): generate its %3 children with their intervals (expansion %4).</source>
        <translation>Expandiere %1 (%2): Erzeuge seine %3 Kinder mit ihren Intervallen (Expansion %4).</translation>
    </message>
    <message>
        <source>Back up to %1 (%2): [%3, %4], the %5 of its children&apos;s pessimistic and optimistic bounds.</source>
        <translation>Reiche zu %1 (%2) zurück: [%3, %4], das %5 der pessimistischen und optimistischen Schranken seiner Kinder.</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <source>minimum</source>
        <translation>Minimum</translation>
    </message>
    <message>
        <source>%1: work below %2, a rival of the best, to raise its pessimistic bound.</source>
        <translation>%1: Arbeite unterhalb von %2, einem Rivalen des besten, um seine pessimistische Schranke zu heben.</translation>
    </message>
    <message>
        <source>%1: work below %2, a rival of the best, to lower its optimistic bound.</source>
        <translation>%1: Arbeite unterhalb von %2, einem Rivalen des besten, um seine optimistische Schranke zu senken.</translation>
    </message>
    <message>
        <source>%1: every rival is expanded to its leaves, so work below %2, the best root child.</source>
        <translation>%1: Jeder Rivale ist bis zu seinen Blättern expandiert, also arbeite unterhalb von %2, dem besten Wurzelkind.</translation>
    </message>
    <message>
        <source>%1: work below %2, the best root child, to lower its optimistic bound.</source>
        <translation>%1: Arbeite unterhalb von %2, dem besten Wurzelkind, um seine optimistische Schranke zu senken.</translation>
    </message>
    <message>
        <source>%1: work below %2, the best root child, to raise its pessimistic bound.</source>
        <translation>%1: Arbeite unterhalb von %2, dem besten Wurzelkind, um seine pessimistische Schranke zu heben.</translation>
    </message>
    <message>
        <source>At %1 (MAX), descend to %2: the highest optimistic bound, %3, among the children that can still be expanded.</source>
        <translation>Bei %1 (MAX) steige zu %2 ab: die höchste optimistische Schranke, %3, unter den Kindern, die sich noch expandieren lassen.</translation>
    </message>
    <message>
        <source>At %1 (MIN), descend to %2: the lowest pessimistic bound, %3, among the children that can still be expanded.</source>
        <translation>Bei %1 (MIN) steige zu %2 ab: die niedrigste pessimistische Schranke, %3, unter den Kindern, die sich noch expandieren lassen.</translation>
    </message>
    <message>
        <source>The search is over: %1 is the best move, and the root&apos;s value is at most %2.</source>
        <translation>Die Suche ist zu Ende: %1 ist der beste Zug, und der Wert der Wurzel ist höchstens %2.</translation>
    </message>
    <message>
        <source>The search is over: %1 is the best move, and the root&apos;s value is at least %2.</source>
        <translation>Die Suche ist zu Ende: %1 ist der beste Zug, und der Wert der Wurzel ist mindestens %2.</translation>
    </message>
    <message>
        <source>%1 is the only root child: it is best, nothing to separate.</source>
        <translation>%1 ist das einzige Wurzelkind: Es ist das beste, es gibt nichts zu trennen.</translation>
    </message>
    <message>
        <source>Separation test: best %1, alt %2; %3 %4 %5: separated, %1 is proven best.</source>
        <translation>Trennungstest: best %1, alt %2; %3 %4 %5: getrennt, %1 ist beweisbar der beste Zug.</translation>
    </message>
    <message>
        <source>Separation test: best %1, alt %2; %3 %4 %5: not separated yet.</source>
        <translation>Trennungstest: best %1, alt %2; %3 %4 %5: noch nicht getrennt.</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>Knoten %1</translation>
    </message>
    <message>
        <source>Enter %1 (%2) with the null window %3: %4</source>
        <translation>Besuche %1 (%2) mit dem Nullfenster %3: %4</translation>
    </message>
    <message>
        <source>Enter %1 (%2) with the window α = %3, β = %4.</source>
        <translation>Besuche %1 (%2) mit dem Fenster α = %3, β = %4.</translation>
    </message>
    <message>
        <source>Read the leaf %1: its value is %2.</source>
        <translation>Lies das Blatt %1: Sein Wert ist %2.</translation>
    </message>
    <message>
        <source>%1 is at the depth limit: its heuristic value is %2.</source>
        <translation>%1 liegt an der Tiefengrenze: Sein heuristischer Wert ist %2.</translation>
    </message>
    <message>
        <source>At %1, α rises to %2: MAX can already get at least %2 here.</source>
        <translation>Bei %1 steigt α auf %2: MAX kann sich hier schon mindestens %2 sichern.</translation>
    </message>
    <message>
        <source>At %1, β falls to %2: MIN can already hold MAX to at most %2 here.</source>
        <translation>Bei %1 fällt β auf %2: MIN kann MAX hier schon auf höchstens %2 halten.</translation>
    </message>
    <message>
        <source>%1 is pruned, and so is every child after it in the order tried</source>
        <translation>%1 wird abgeschnitten, ebenso jedes Kind, das in der Probierreihenfolge danach kommt</translation>
    </message>
    <message>
        <source>the remaining children %1 are pruned</source>
        <translation>die übrigen Kinder %1 werden abgeschnitten</translation>
    </message>
    <message>
        <source>the remaining child %1 is pruned</source>
        <translation>das übrige Kind %1 wird abgeschnitten</translation>
    </message>
    <message>
        <source>At %1, the best so far is above β = %2 (a strict cut-off: a tie would be searched on): %3.</source>
        <translation>Bei %1 liegt das bisher Beste über β = %2 (ein strikter Schnitt: Bei Gleichheit würde weitergesucht): %3.</translation>
    </message>
    <message>
        <source>At %1, the best so far is below α = %2 (a strict cut-off: a tie would be searched on): %3.</source>
        <translation>Bei %1 liegt das bisher Beste unter α = %2 (ein strikter Schnitt: Bei Gleichheit würde weitergesucht): %3.</translation>
    </message>
    <message>
        <source>At %1, β = %2 ≤ α = %3: %4.</source>
        <translation>Bei %1 gilt β = %2 ≤ α = %3: %4.</translation>
    </message>
    <message>
        <source>At %1, α = %2 ≥ β = %3: %4.</source>
        <translation>Bei %1 gilt α = %2 ≥ β = %3: %4.</translation>
    </message>
    <message>
        <source>Every leaf value lies in [%1, %2], so a chance node is bounded before all its children are searched: each child not yet searched is worth at least %1 and at most %2.</source>
        <translation>Jeder Blattwert liegt in [%1, %2], also ist ein Zufallsknoten beschränkt, bevor alle seine Kinder durchsucht sind: Jedes noch nicht durchsuchte Kind ist mindestens %1 und höchstens %2 wert.</translation>
    </message>
    <message>
        <source>The probe %1, the first child of %2, returns %3: %2 is worth %4, whatever its other children are.</source>
        <translation>Die Sondierung %1, das erste Kind von %2, liefert %3: %2 ist %4 wert, was auch immer seine anderen Kinder sind.</translation>
    </message>
    <message>
        <source>Put %1 on OPEN.</source>
        <translation>Lege %1 auf OPEN.</translation>
    </message>
    <message>
        <source>No state below %1 is left on OPEN to purge.</source>
        <translation>Unter %1 liegt kein Zustand mehr auf OPEN, der entfernt werden müsste.</translation>
    </message>
    <message>
        <source>The search is over: the value of %1 is %2.</source>
        <translation>Die Suche ist zu Ende: Der Wert von %1 ist %2.</translation>
    </message>
    <message>
        <source>Phase 1, level 0: put the root %1 onto OPEN; CLOSED is empty.</source>
        <translation>Phase 1, Ebene 0: Lege die Wurzel %1 auf OPEN; CLOSED ist leer.</translation>
    </message>
    <message>
        <source>Phase 1, generating level %1: put %2, a child of %3, onto the back of OPEN.</source>
        <translation>Phase 1, Ebene %1 wird erzeugt: Lege %2, ein Kind von %3, hinten an OPEN an.</translation>
    </message>
    <message>
        <source>%1 at %2 is pruned as well: it comes later in the order tried.</source>
        <translation>%1 bei %2 wird ebenfalls abgeschnitten: Es kommt in der Probierreihenfolge später.</translation>
    </message>
    <message>
        <source>Phase 1, level %1: take %2 off the front of OPEN and put it at the end of CLOSED (place %3).</source>
        <translation>Phase 1, Ebene %1: Nimm %2 vorn von OPEN und hänge es an das Ende von CLOSED (Platz %3).</translation>
    </message>
    <message>
        <source>The transposition table holds [%1, %2] for %3, so it is not read again: it returns %4.</source>
        <translation>Die Transpositionstabelle enthält [%1, %2] für %3, also wird es nicht erneut gelesen: Es gibt %4 zurück.</translation>
    </message>
    <message>
        <source>The transposition table holds [%1, %2] for %3, which settles it without a search: it returns %4, and what lies below it is skipped by the table.</source>
        <translation>Die Transpositionstabelle enthält [%1, %2] für %3, was es ohne Suche entscheidet: Es gibt %4 zurück, und was darunter liegt, überspringt die Tabelle.</translation>
    </message>
    <message>
        <source>%1 is not searched: its probability %2 is below the threshold, so %3 averages its other children, their probabilities renormalised.</source>
        <translation>%1 wird nicht durchsucht: Seine Wahrscheinlichkeit %2 liegt unter der Schwelle, also mittelt %3 über seine anderen Kinder, deren Wahrscheinlichkeiten neu normiert werden.</translation>
    </message>
    <message>
        <source>At %1, %2 of the %3 draws fell on %4 (probability %5): it is searched once and counts %2/%3 in the estimate.</source>
        <translation>Bei %1 fielen %2 der %3 Ziehungen auf %4 (Wahrscheinlichkeit %5): Es wird einmal durchsucht und zählt %2/%3 in der Schätzung.</translation>
    </message>
    <message>
        <source>the leaf %1</source>
        <translation>das Blatt %1</translation>
    </message>
    <message>
        <source>Whatever the skipped children of %1 are worth within the leaf bounds, its value lies in [%2, %3].</source>
        <translation>Was auch immer die übersprungenen Kinder von %1 innerhalb der Blattschranken wert sind, sein Wert liegt in [%2, %3].</translation>
    </message>
    <message>
        <source>%1 is worth %2 by the approximation, which here is exact.</source>
        <translation>%1 ist nach der Näherung %2 wert, die hier exakt ist.</translation>
    </message>
    <message>
        <source>%1 is worth about %2 by the approximation; its exact value is %3.</source>
        <translation>%1 ist nach der Näherung etwa %2 wert; sein exakter Wert ist %3.</translation>
    </message>
    <message>
        <source>its cut-off left the rest of its children unsearched</source>
        <translation>sein Cut-off ließ die übrigen Kinder ungesucht</translation>
    </message>
    <message>
        <source>the child its value comes from is itself only a bound</source>
        <translation>das Kind, von dem sein Wert stammt, ist selbst nur eine Schranke</translation>
    </message>
    <message>
        <source>it was searched with a null window, which only tells on which side of the test its value lies</source>
        <translation>es wurde mit einem Nullfenster durchsucht, das nur sagt, auf welcher Seite des Tests sein Wert liegt</translation>
    </message>
    <message>
        <source>its best is %1, but fail-hard reports the bound α = %2 it was searched with</source>
        <translation>sein Bestes ist %1, aber Fail-hard meldet die Schranke α = %2, mit der es durchsucht wurde</translation>
    </message>
    <message>
        <source>its best is %1, but fail-hard reports the bound β = %2 it was searched with</source>
        <translation>sein Bestes ist %1, aber Fail-hard meldet die Schranke β = %2, mit der es durchsucht wurde</translation>
    </message>
    <message>
        <source>fail-hard reports the bound α = %1 it was searched with</source>
        <translation>Fail-hard meldet die Schranke α = %1, mit der es durchsucht wurde</translation>
    </message>
    <message>
        <source>fail-hard reports the bound β = %1 it was searched with</source>
        <translation>Fail-hard meldet die Schranke β = %1, mit der es durchsucht wurde</translation>
    </message>
    <message>
        <source> Only a bound is known for %1.</source>
        <translation> Für %1 ist nur eine Schranke bekannt.</translation>
    </message>
    <message>
        <source> Only a bound is known for %1: %2.</source>
        <translation> Für %1 ist nur eine Schranke bekannt: %2.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>left</source>
        <translation>nach links</translation>
    </message>
    <message>
        <source>right</source>
        <translation>nach rechts</translation>
    </message>
    <message>
        <source>to child %1 of %2</source>
        <translation>zu Kind %1 von %2</translation>
    </message>
    <message>
        <source> %1 moves %2.</source>
        <translation> %1 zieht %2.</translation>
    </message>
    <message>
        <source>%1 other moves, none of them better</source>
        <translation>%1 andere Züge, keiner davon besser</translation>
    </message>
    <message>
        <source> %1 moves %2: %3 against %4.</source>
        <translation> %1 zieht %2: %3 gegen %4.</translation>
    </message>
    <message>
        <source> Of the moves worth %1, the first is taken.</source>
        <translation> Von den Zügen mit Wert %1 wird der erste genommen.</translation>
    </message>
    <message>
        <source>child %1 of the root</source>
        <translation>Kind %1 der Wurzel</translation>
    </message>
    <message>
        <source>child %1 of %2</source>
        <translation>Kind %1 von %2</translation>
    </message>
    <message>
        <source>at %1 below the root</source>
        <translation>bei %1 unter der Wurzel</translation>
    </message>
    <message>
        <source>the root</source>
        <translation>die Wurzel</translation>
    </message>
    <message>
        <source>node %1 (%2)</source>
        <translation>Knoten %1 (%2)</translation>
    </message>
    <message>
        <source>%1 (to %2)</source>
        <translation>%1 (nach %2)</translation>
    </message>
    <message>
        <source> The child %1 is pruned.</source>
        <translation> Das Kind %1 wird abgeschnitten.</translation>
    </message>
    <message>
        <source>Iteration %1: </source>
        <translation>Iteration %1: </translation>
    </message>
    <message>
        <source>Select at %1: every child is in the search tree; %2 has the largest Q + c·√(ln N / N_child): %3.</source>
        <translation>Auswahl bei %1: Jedes Kind ist im Suchbaum; %2 hat das größte Q + c·√(ln N / N_Kind): %3.</translation>
    </message>
    <message>
        <source>Select at %1: every child is in the search tree; %2 has the smallest Q − c·√(ln N / N_child): %3.</source>
        <translation>Auswahl bei %1: Jedes Kind ist im Suchbaum; %2 hat das kleinste Q − c·√(ln N / N_Kind): %3.</translation>
    </message>
    <message>
        <source>At %1 the draw u = %2 falls on %3 (P = %4), not yet in the search tree: it is added.</source>
        <translation>Bei %1 fällt die Ziehung u = %2 auf %3 (P = %4), noch nicht im Suchbaum: Es wird hinzugefügt.</translation>
    </message>
    <message>
        <source>At %1 the draw u = %2 falls on %3 (P = %4), already in the search tree: selection goes on from it.</source>
        <translation>Bei %1 fällt die Ziehung u = %2 auf %3 (P = %4), schon im Suchbaum: Die Auswahl geht von dort weiter.</translation>
    </message>
    <message>
        <source>Expand %1: add %2, the child drawn, to the search tree (N = 0).</source>
        <translation>Expandiere %1: Füge %2, das gezogene Kind, dem Suchbaum hinzu (N = 0).</translation>
    </message>
    <message>
        <source>Expand %1: add %2, its leftmost child not yet in the search tree, to the search tree (N = 0).</source>
        <translation>Expandiere %1: Füge %2, sein am weitesten links stehendes Kind, das noch nicht im Suchbaum ist, dem Suchbaum hinzu (N = 0).</translation>
    </message>
    <message>
        <source>Playout move %1: at %2 the draw u = %3 falls on %4 (P = %5); a playout adds nothing to the search tree.</source>
        <translation>Playout-Zug %1: Bei %2 fällt die Ziehung u = %3 auf %4 (P = %5); ein Playout fügt dem Suchbaum nichts hinzu.</translation>
    </message>
    <message>
        <source>Playout move %1: from %2 to %3, chosen uniformly at random among %4 children; a playout adds nothing to the search tree.</source>
        <translation>Playout-Zug %1: von %2 nach %3, gleichverteilt zufällig unter %4 Kindern gewählt; ein Playout fügt dem Suchbaum nichts hinzu.</translation>
    </message>
    <message>
        <source>The playout stops at %1, as deep as it may go: its heuristic value is the result, r = %2.</source>
        <translation>Das Playout hält bei %1, so tief wie erlaubt: Sein heuristischer Wert ist das Ergebnis, r = %2.</translation>
    </message>
    <message>
        <source>The iteration reaches the leaf %1: the result is r = %2.</source>
        <translation>Die Iteration erreicht das Blatt %1: Das Ergebnis ist r = %2.</translation>
    </message>
    <message>
        <source>Back up r = %1 into %2: N = %3, W = %4, Q = W / N = %5.</source>
        <translation>Führe r = %1 in %2 zurück: N = %3, W = %4, Q = W / N = %5.</translation>
    </message>
    <message>
        <source>The search is over: the root&apos;s Q, its value, is %1.</source>
        <translation>Die Suche ist beendet: Das Q der Wurzel, ihr Wert, ist %1.</translation>
    </message>
    <message>
        <source>The search is over: %1 has the most visits, N = %2, so %3 moves %4; the value is its Q, which is %5.</source>
        <translation>Die Suche ist beendet: %1 hat die meisten Besuche, N = %2, also zieht %3 %4; der Wert ist sein Q, und das ist %5.</translation>
    </message>
    <message>
        <source>Take %1 off OPEN. Γ4: %2 is solved under %4 (%3), which is therefore solved.</source>
        <translation>Nimm %1 von OPEN. Γ4: %2 ist unter %4 (%3) gelöst, der damit gelöst ist.</translation>
    </message>
    <message>
        <source>Take %1 off OPEN. Γ5: %2 is the last child of %4 (%3), so %4 is solved.</source>
        <translation>Nimm %1 von OPEN. Γ5: %2 ist das letzte Kind von %4 (%3), also ist %4 gelöst.</translation>
    </message>
    <message numerus="yes">
        <source>Purge %n state(s) below %1 from OPEN: none of them can beat %1&apos;s solution. All were SOLVED, so nothing is pruned.</source>
        <translation>
            <numerusform>Entferne %n Zustand unter %1 von OPEN: Er kann die Lösung von %1 nicht schlagen. Er war SOLVED, also wird nichts abgeschnitten.</numerusform>
            <numerusform>Entferne %n Zustände unter %1 von OPEN: Keiner davon kann die Lösung von %1 schlagen. Alle waren SOLVED, also wird nichts abgeschnitten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Purge %n state(s) below %1 from OPEN: none of them can beat %1&apos;s solution, </source>
        <translation>
            <numerusform>Entferne %n Zustand unter %1 von OPEN: Er kann die Lösung von %1 nicht schlagen, </numerusform>
            <numerusform>Entferne %n Zustände unter %1 von OPEN: Keiner davon kann die Lösung von %1 schlagen, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>so %n subtree(s) never reached are pruned.</source>
        <translation>
            <numerusform>also wird %n nie erreichter Teilbaum abgeschnitten.</numerusform>
            <numerusform>also werden %n nie erreichte Teilbäume abgeschnitten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter %1 (%2) and search its %n children.</source>
        <translation>
            <numerusform>Besuche %1 (%2) und durchsuche sein %n Kind.</numerusform>
            <numerusform>Besuche %1 (%2) und durchsuche seine %n Kinder.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, an OR node</source>
        <translation>%1, ein ODER-Knoten</translation>
    </message>
    <message>
        <source>%1, an AND node</source>
        <translation>%1, ein UND-Knoten</translation>
    </message>
    <message>
        <source>the OR node %1</source>
        <translation>ODER-Knoten %1</translation>
    </message>
    <message>
        <source>the AND node %1</source>
        <translation>UND-Knoten %1</translation>
    </message>
    <message>
        <source>Generate %1: a new inner node starts with pn = 1, dn = 1.</source>
        <translation>Erzeuge %1: Ein neuer innerer Knoten beginnt mit pn = 1, dn = 1.</translation>
    </message>
    <message>
        <source>Generate %1 with %2 children: pn = 1 (one child proven proves it), dn = %2 (all of them must be disproven).</source>
        <translation>Erzeuge %1 mit %2 Kindern: pn = 1 (ein bewiesenes Kind beweist ihn), dn = %2 (alle müssen widerlegt werden).</translation>
    </message>
    <message>
        <source>Generate %1 with %2 children: pn = %2 (all of them must be proven), dn = 1 (one child disproven disproves it).</source>
        <translation>Erzeuge %1 mit %2 Kindern: pn = %2 (alle müssen bewiesen werden), dn = 1 (ein widerlegtes Kind widerlegt ihn).</translation>
    </message>
    <message>
        <source>Generate the leaf %1 and evaluate it at once: %2 %3, so it is proven: pn = 0, dn = ∞.</source>
        <translation>Erzeuge das Blatt %1 und bewerte es sofort: %2 %3, also ist es bewiesen: pn = 0, dn = ∞.</translation>
    </message>
    <message>
        <source>Generate the leaf %1 and evaluate it at once: %2 %3, so it is disproven: pn = ∞, dn = 0.</source>
        <translation>Erzeuge das Blatt %1 und bewerte es sofort: %2 %3, also ist es widerlegt: pn = ∞, dn = 0.</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>bei %1</translation>
    </message>
    <message>
        <source>%1: the child with the smallest proof number, %2, is %3, the leftmost of %4 with it; the most-proving path goes on there.</source>
        <translation>%1: Das Kind mit der kleinsten Beweiszahl, %2, ist %3, das linke von %4 mit dieser Zahl; der beweiskräftigste Pfad führt dorthin weiter.</translation>
    </message>
    <message>
        <source>%1: the child with the smallest disproof number, %2, is %3, the leftmost of %4 with it; the most-proving path goes on there.</source>
        <translation>%1: Das Kind mit der kleinsten Widerlegungszahl, %2, ist %3, das linke von %4 mit dieser Zahl; der beweiskräftigste Pfad führt dorthin weiter.</translation>
    </message>
    <message>
        <source>%1: the child with the smallest proof number, %2, is %3; the most-proving path goes on there.</source>
        <translation>%1: Das Kind mit der kleinsten Beweiszahl, %2, ist %3; der beweiskräftigste Pfad führt dorthin weiter.</translation>
    </message>
    <message>
        <source>%1: the child with the smallest disproof number, %2, is %3; the most-proving path goes on there.</source>
        <translation>%1: Das Kind mit der kleinsten Widerlegungszahl, %2, ist %3; der beweiskräftigste Pfad führt dorthin weiter.</translation>
    </message>
    <message>
        <source>Expand %1: it is the most-proving node, not yet expanded; generate its %2 children left to right.</source>
        <translation>Expandiere %1: Er ist der beweiskräftigste Knoten und noch nicht expandiert; erzeuge seine %2 Kinder von links nach rechts.</translation>
    </message>
    <message>
        <source>Update %1: pn = %2, the smallest of its children&apos;s; dn = %3, their sum.</source>
        <translation>Aktualisiere %1: pn = %2, das kleinste seiner Kinder; dn = %3, ihre Summe.</translation>
    </message>
    <message>
        <source>Update %1: pn = %2, the sum of its children&apos;s; dn = %3, the smallest.</source>
        <translation>Aktualisiere %1: pn = %2, die Summe seiner Kinder; dn = %3, das kleinste.</translation>
    </message>
    <message>
        <source>It is proven.</source>
        <translation>Er ist bewiesen.</translation>
    </message>
    <message>
        <source>It is disproven.</source>
        <translation>Er ist widerlegt.</translation>
    </message>
    <message>
        <source>MAX can at least draw</source>
        <translation>MAX kann mindestens ein Remis erzwingen</translation>
    </message>
    <message>
        <source>MAX can force a win</source>
        <translation>MAX kann einen Sieg erzwingen</translation>
    </message>
    <message>
        <source>MAX cannot avoid a loss</source>
        <translation>MAX kann eine Niederlage nicht vermeiden</translation>
    </message>
    <message>
        <source>MAX cannot force a win</source>
        <translation>MAX kann keinen Sieg erzwingen</translation>
    </message>
    <message>
        <source>The search is over: the root %1 is proven (pn = 0, dn = ∞): %2, so its value is %3.</source>
        <translation>Die Suche ist beendet: Die Wurzel %1 ist bewiesen (pn = 0, dn = ∞): %2, also ist ihr Wert %3.</translation>
    </message>
    <message>
        <source>The search is over: the root %1 is disproven (pn = ∞, dn = 0): %2, so its value is %3.</source>
        <translation>Die Suche ist beendet: Die Wurzel %1 ist widerlegt (pn = ∞, dn = 0): %2, also ist ihr Wert %3.</translation>
    </message>
    <message>
        <source>MAX moves %1, a child proven.</source>
        <translation>MAX zieht %1, ein bewiesenes Kind.</translation>
    </message>
    <message>
        <source>MIN moves %1, a child disproven.</source>
        <translation>MIN zieht %1, ein widerlegtes Kind.</translation>
    </message>
</context>
<context>
    <name>gt::NarrationDock</name>
    <message>
        <source>Narration</source>
        <translation>Erzählung</translation>
    </message>
    <message>
        <source>%1 cannot search this tree: %2.</source>
        <translation>%1 kann diesen Baum nicht durchsuchen: %2.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>%1 will search this tree of %2 and %3 from the root %4. %5 Press → to take the first step.</source>
        <translation>%1 wird diesen Baum mit %2 und %3 ab der Wurzel %4 durchsuchen. %5 → drücken, um den ersten Schritt zu gehen.</translation>
    </message>
    <message numerus="yes">
        <source>%n nodes</source>
        <translation>
            <numerusform>%n Knoten</numerusform>
            <numerusform>%n Knoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leaves</source>
        <translation>
            <numerusform>%n Blatt</numerusform>
            <numerusform>%n Blättern</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gt::OpenDock</name>
    <message>
        <source>OPEN list (SSS*)</source>
        <translation>OPEN-Liste (SSS*)</translation>
    </message>
    <message>
        <source>OPEN (front first)</source>
        <translation>OPEN (vorderster zuerst)</translation>
    </message>
    <message>
        <source>CLOSED (in order)</source>
        <translation>CLOSED (der Reihe nach)</translation>
    </message>
    <message>
        <source>OPEN list</source>
        <translation>OPEN-Liste</translation>
    </message>
    <message>
        <source>OPEN and CLOSED (%1)</source>
        <translation>OPEN und CLOSED (%1)</translation>
    </message>
    <message>
        <source>OPEN list (%1)</source>
        <translation>OPEN-Liste (%1)</translation>
    </message>
    <message>
        <source>OPEN: the nodes generated and not yet looked at; CLOSED: the nodes looked at, whose values are backed up from its end.</source>
        <translation>OPEN: die erzeugten, noch nicht betrachteten Knoten; CLOSED: die betrachteten Knoten, deren Werte von seinem Ende her zurückgereicht werden.</translation>
    </message>
    <message>
        <source>Only SSS*, DUAL* and two-phase minimax keep an OPEN list. Choose one in the Algorithm menu to see it here.</source>
        <translation>Nur SSS*, DUAL* und Minimax in zwei Phasen führen eine OPEN-Liste. Einen davon im Menü Algorithmus wählen, um sie hier zu sehen.</translation>
    </message>
    <message>
        <source>(%1, %2, %3)</source>
        <translation>(%1, %2, %3)</translation>
    </message>
    <message>
        <source>Taken: %1 — case Γ%2</source>
        <translation>Genommen: %1 — Fall Γ%2</translation>
    </message>
    <message>
        <source>Taken: %1 — the root is solved</source>
        <translation>Genommen: %1 — die Wurzel ist gelöst</translation>
    </message>
    <message>
        <source>OPEN is empty: the first step puts the root on it, LIVE, with merit −∞; the lowest merit is taken first.</source>
        <translation>OPEN ist leer: Der erste Schritt legt die Wurzel darauf, LIVE, mit der Bewertung −∞; die niedrigste Bewertung wird zuerst genommen.</translation>
    </message>
    <message>
        <source>OPEN is empty: the first step puts the root on it, LIVE, with merit +∞.</source>
        <translation>OPEN ist leer: Der erste Schritt legt die Wurzel darauf, LIVE, mit der Bewertung +∞.</translation>
    </message>
</context>
<context>
    <name>gt::OpenListModel</name>
    <message>
        <source>LIVE</source>
        <translation>LIVE</translation>
    </message>
    <message>
        <source>SOLVED</source>
        <translation>SOLVED</translation>
    </message>
    <message>
        <source>DUAL* takes this state next: it has the lowest merit</source>
        <translation>DUAL* nimmt diesen Zustand als nächsten: Er hat die niedrigste Bewertung</translation>
    </message>
    <message>
        <source>SSS* takes this state next: it has the highest merit</source>
        <translation>SSS* nimmt diesen Zustand als nächsten: Er hat die höchste Bewertung</translation>
    </message>
    <message>
        <source>Just put onto OPEN</source>
        <translation>Gerade auf OPEN gelegt</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Merit h</source>
        <translation>Bewertung h</translation>
    </message>
</context>
<context>
    <name>gt::Option</name>
    <message>
        <source>The score that wins</source>
        <translation>Die Punktzahl, die gewinnt</translation>
    </message>
    <message>
        <source>Decisions (roll or hold) deep; below, the horizon estimates the value from the scores</source>
        <translation>Entscheidungen (würfeln oder aufhören) tief; darunter schätzt der Horizont den Wert aus den Punkten</translation>
    </message>
    <message>
        <source>Faces of the die, 1 to K (a smaller die makes a smaller tree)</source>
        <translation>Seiten des Würfels, 1 bis K (ein kleinerer Würfel ergibt einen kleineren Baum)</translation>
    </message>
    <message>
        <source>Start from MAX&apos;s score S, MIN&apos;s score T, the turn total R, P = max or min to move</source>
        <translation>Beginne mit MAX&apos; Punkten S, MINs Punkten T, den Punkten des laufenden Zuges R, P = max oder min am Zug</translation>
    </message>
    <message>
        <source>Start from this position: 15 rows of 15 cells (x, o, .) from the top joined by /, then optionally x or o to move and @h8 for the last move</source>
        <translation>Beginne mit dieser Stellung: 15 Reihen mit je 15 Feldern (x, o, .) von oben, verbunden durch /, danach wahlweise x oder o am Zug und @h8 für den letzten Zug</translation>
    </message>
    <message>
        <source>x on h8, o to move</source>
        <translation>x auf h8, o am Zug</translation>
    </message>
    <message>
        <source>Moves per node (MaxW): the W best by the threat-counting score</source>
        <translation>Züge je Knoten (MaxW): die W besten nach der Bewertung, die Drohungen zählt</translation>
    </message>
    <message>
        <source>Plies deep (MaxD); below, the static evaluation</source>
        <translation>Halbzüge tief (MaxD); darunter die statische Bewertung</translation>
    </message>
    <message>
        <source>Start from one pile of N tokens</source>
        <translation>Beginne mit einem Haufen von N Steinen</translation>
    </message>
    <message>
        <source>Start from these piles instead, e.g. 4+2+1 (at most 40 tokens in all)</source>
        <translation>Beginne stattdessen mit diesen Haufen, z. B. 4+2+1 (insgesamt höchstens 40 Steine)</translation>
    </message>
    <message>
        <source>one pile of --pile</source>
        <translation>ein Haufen von --pile</translation>
    </message>
    <message>
        <source>Stop D moves deep; a position there is a leaf with its solved value (Sprague-Grundy)</source>
        <translation>Nach D Zügen anhalten; eine Stellung dort ist ein Blatt mit ihrem gelösten Wert (Sprague-Grundy)</translation>
    </message>
    <message>
        <source>the whole game</source>
        <translation>das ganze Spiel</translation>
    </message>
    <message>
        <source>The AND/OR view: MAX nodes are named OR, MIN nodes AND, and leaves are 1 where MAX wins (solved) and 0 where MIN wins</source>
        <translation>Die UND/ODER-Sicht: MAX-Knoten heißen ODER, MIN-Knoten UND, und Blätter sind 1, wo MAX gewinnt (gelöst), und 0, wo MIN gewinnt</translation>
    </message>
    <message>
        <source>The position: 4 rows of . x # * joined by &apos;/&apos;, then A or B to move</source>
        <translation>Die Stellung: 4 Reihen aus . x # *, verbunden durch „/“, dann A oder B am Zug</translation>
    </message>
    <message>
        <source>Plies of moves below the position</source>
        <translation>Halbzüge unterhalb der Stellung</translation>
    </message>
    <message>
        <source>Moves of a neutral piece: all; for each place of the L only the best by the analysis (a small tree, the same minimax value); or none (the neutrals stay; minimax may then differ)</source>
        <translation>Züge eines neutralen Steins: alle; für jede Lage des L nur der beste laut Analyse (ein kleiner Baum, derselbe Minimax-Wert); oder keine (die neutralen Steine bleiben stehen; Minimax kann dann abweichen)</translation>
    </message>
    <message>
        <source>Children per inner node</source>
        <translation>Kinder je innerem Knoten</translation>
    </message>
    <message>
        <source>Depth of the leaves</source>
        <translation>Tiefe der Blätter</translation>
    </message>
    <message>
        <source>Put a chance level below every max and min level</source>
        <translation>Unter jede Max- und Min-Ebene eine Zufallsebene setzen</translation>
    </message>
    <message>
        <source>Leaf values are whole numbers in LO:HI</source>
        <translation>Blattwerte sind ganze Zahlen in LO:HI</translation>
    </message>
    <message>
        <source>Give every inner node a heuristic value: its true value plus a whole number drawn uniformly from [-A, A]</source>
        <translation>Jedem inneren Knoten einen heuristischen Wert geben: seinen wahren Wert plus eine ganze Zahl, gleichverteilt aus [-A, A] gezogen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Give every inner node an interval [v-a, v+b] around its true value v (for B*), a and b whole numbers drawn uniformly from [0, W]</source>
        <translation>Jedem inneren Knoten ein Intervall [v-a, v+b] um seinen wahren Wert v geben (für B*), a und b ganze Zahlen, gleichverteilt aus [0, W] gezogen</translation>
    </message>
    <message>
        <source>Label each node&apos;s moves with distinct letters from the first K of a, b, c, ..., so that moves recur across the tree</source>
        <translation>Die Züge jedes Knotens mit verschiedenen Buchstaben aus den ersten K von a, b, c, ... beschriften, sodass Züge im Baum wiederkehren</translation>
    </message>
    <message>
        <source>no labels</source>
        <translation>keine Beschriftung</translation>
    </message>
    <message>
        <source>Make each inner node, with chance P, a copy of an earlier subtree at the same depth with the same side to move; both get the same key</source>
        <translation>Jeden inneren Knoten mit Wahrscheinlichkeit P zur Kopie eines früheren Teilbaums gleicher Tiefe mit derselben Seite am Zug machen; beide bekommen denselben Schlüssel</translation>
    </message>
    <message>
        <source>The position to start from: 3 rows top to bottom joined by /, cells x o . (e.g. x.o/.x./..o), then x or o if that side is to move against the counts</source>
        <translation>Die Anfangsstellung: 3 Reihen von oben nach unten, verbunden durch /, Felder x o . (z. B. x.o/.x./..o), dann x oder o, wenn diese Seite entgegen den Anzahlen am Zug ist</translation>
    </message>
    <message>
        <source>the empty board, x to move</source>
        <translation>das leere Brett, x am Zug</translation>
    </message>
    <message>
        <source>Stop after D moves and give the positions there f(p) = lines open for x - lines open for o</source>
        <translation>Nach D Zügen anhalten und den Stellungen dort f(p) = für x offene Linien - für o offene Linien geben</translation>
    </message>
    <message>
        <source>A won game is worth +W for x and -W for o, more than any f(p) (at most 8)</source>
        <translation>Ein gewonnenes Spiel ist +W für x und -W für o wert, mehr als jedes f(p) (höchstens 8)</translation>
    </message>
    <message>
        <source>Make o&apos;s moves chance nodes: its best reply (by minimax) with probability P, each other move with an equal share of 1 - P</source>
        <translation>Die Züge von o zu Zufallsknoten machen: seine beste Antwort (nach Minimax) mit Wahrscheinlichkeit P, jeder andere Zug mit einem gleichen Anteil an 1 - P</translation>
    </message>
    <message>
        <source>o minimises</source>
        <translation>o minimiert</translation>
    </message>
    <message>
        <source>When to prune: default on α ≥ β; strict (UC Berkeley CS188) only on v &gt; β (MIN: v &lt; α), fail-soft, so ties are searched</source>
        <translation>Wann abgeschnitten wird: standardmäßig bei α ≥ β; strict (UC Berkeley CS188) nur bei v &gt; β (MIN: v &lt; α), fail-soft, sodass bei Gleichheit weitergesucht wird</translation>
    </message>
    <message>
        <source>Half the first window&apos;s width: (G − D, G + D); greater than 0</source>
        <translation>Die halbe Breite des ersten Fensters: (G − D, G + D); größer als 0</translation>
    </message>
    <message>
        <source>Which root child to work on: the best (provebest), its closest rival (disproverest), or each in turn (alternate)</source>
        <translation>An welchem Wurzelkind gearbeitet wird: am besten (provebest), an seinem nächsten Rivalen (disproverest) oder abwechselnd (alternate)</translation>
    </message>
    <message>
        <source>Search to depth D; nodes there are read by their heuristic value</source>
        <translation>Bis Tiefe D suchen; Knoten dort werden mit ihrem heuristischen Wert gelesen</translation>
    </message>
    <message>
        <source>to the leaves</source>
        <translation>bis zu den Blättern</translation>
    </message>
    <message>
        <source>Keep a transposition table of [lower, upper] per position; it never changes the value and never reads more leaves</source>
        <translation>Eine Transpositionstabelle mit [lower, upper] je Stellung führen; sie ändert nie den Wert und liest nie mehr Blätter</translation>
    </message>
    <message>
        <source>The first guess of the root&apos;s value</source>
        <translation>Die erste Schätzung des Wertes der Wurzel</translation>
    </message>
    <message>
        <source>the root&apos;s heuristic value, else 0</source>
        <translation>der heuristische Wert der Wurzel, sonst 0</translation>
    </message>
    <message>
        <source>Every leaf value lies in [L, U]; chance nodes use these bounds to cut off or to bound skipped branches</source>
        <translation>Jeder Blattwert liegt in [L, U]; Zufallsknoten nutzen diese Schranken, um abzuschneiden oder übersprungene Zweige zu beschränken</translation>
    </message>
    <message>
        <source>the smallest and largest leaf value</source>
        <translation>der kleinste und der größte Blattwert</translation>
    </message>
    <message>
        <source>Do not search a chance child whose probability is below P; the value becomes approximate</source>
        <translation>Ein Zufallskind mit einer Wahrscheinlichkeit unter P nicht durchsuchen; der Wert wird dann genähert</translation>
    </message>
    <message>
        <source>Draw k outcomes at each chance node and average them instead of every child&apos;s value</source>
        <translation>An jedem Zufallsknoten k Ausgänge ziehen und über sie mitteln statt über die Werte aller Kinder</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Move ordering: the previous pass&apos;s best child first (pv), then the ply&apos;s killer moves (killer) or the history table (history); none keeps the tree&apos;s order</source>
        <translation>Zugsortierung: zuerst das beste Kind des vorigen Durchlaufs (pv), dann die Killerzüge der Ebene (killer) oder die History-Tabelle (history); none behält die Reihenfolge des Baums</translation>
    </message>
    <message>
        <source>--%1 is not an option of %2 (%3)</source>
        <translation>--%1 ist keine Option von %2 (%3)</translation>
    </message>
    <message>
        <source>it has none</source>
        <translation>es hat keine</translation>
    </message>
    <message>
        <source>its options: %1</source>
        <translation>seine Optionen: %1</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation>von %1 bis %2</translation>
    </message>
    <message>
        <source>greater than 0</source>
        <translation>größer als 0</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>mindestens %1</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>höchstens %1</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>--%1 takes %2, and %3 is too large for one</source>
        <translation>--%1 erwartet %2, und %3 ist dafür zu groß</translation>
    </message>
    <message>
        <source>--%1 takes LO:HI, two numbers%2 with LO ≤ HI</source>
        <translation>--%1 erwartet LO:HI, zwei Zahlen%2 mit LO ≤ HI</translation>
    </message>
    <message>
        <source>--%1 takes at most %2 characters, not %3</source>
        <translation>--%1 erwartet höchstens %2 Zeichen, nicht %3</translation>
    </message>
    <message>
        <source>--%1 takes one line of text; character %2 is a control character (U+%3)</source>
        <translation>--%1 erwartet eine Zeile Text; Zeichen %2 ist ein Steuerzeichen (U+%3)</translation>
    </message>
    <message>
        <source>--%1 is on or off, not &apos;%2&apos;</source>
        <translation>--%1 ist an oder aus, nicht „%2“</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>eines von %1</translation>
    </message>
    <message>
        <source>a list of two numbers [low, high]</source>
        <translation>eine Liste aus zwei Zahlen [low, high]</translation>
    </message>
    <message>
        <source>Give every inner node the interval its open lines allow, for B*: at most 0 when no line is open for x, at least 0 when none is open for o, else -W and +W</source>
        <translation>Jedem inneren Knoten das Intervall geben, das seine offenen Linien zulassen, für B*: höchstens 0, wenn für x keine Linie offen ist, mindestens 0, wenn für o keine offen ist, sonst -W und +W</translation>
    </message>
    <message>
        <source>--%1 and --%2 contradict each other</source>
        <translation>--%1 und --%2 widersprechen einander</translation>
    </message>
    <message>
        <source>Clamp each node&apos;s result to the window it was searched with (fail-hard) instead of returning the best value found (fail-soft, the textbooks&apos;); both read the same leaves without a table</source>
        <translation>Das Ergebnis jedes Knotens auf das Fenster beschränken, mit dem er durchsucht wurde (Fail-hard), statt den besten gefundenen Wert zurückzugeben (Fail-soft, wie in den Lehrbüchern); ohne Tabelle lesen beide dieselben Blätter</translation>
    </message>
    <message>
        <source>Seed of the SplitMix64 stream every random choice draws from; the same seed gives the same draws</source>
        <translation>Startwert des SplitMix64-Stroms, aus dem jede Zufallswahl zieht; derselbe Startwert ergibt dieselben Ziehungen</translation>
    </message>
    <message>
        <source>How many iterations (select, expand, playout, back up) to run</source>
        <translation>Wie viele Iterationen (auswählen, expandieren, ausspielen, zurückgeben) laufen</translation>
    </message>
    <message>
        <source>The exploration constant of UCB1: 0 only exploits, larger explores more</source>
        <translation>Die Explorationskonstante von UCB1: 0 nutzt nur aus, größere Werte erkunden mehr</translation>
    </message>
    <message>
        <source>Stop a playout after d moves and read that node&apos;s heuristic value</source>
        <translation>Ein Playout nach d Zügen beenden und den heuristischen Wert dieses Knotens lesen</translation>
    </message>
    <message>
        <source>to a leaf</source>
        <translation>bis zu einem Blatt</translation>
    </message>
    <message>
        <source>What a leaf proves: a value above 0 (win) or at least 0 (not-lose)</source>
        <translation>Was ein Blatt beweist: ein Wert über 0 (win) oder mindestens 0 (not-lose)</translation>
    </message>
    <message>
        <source>A new inner node&apos;s numbers: pn = dn = 1, or from its number of children (children)</source>
        <translation>Die Zahlen eines neuen inneren Knotens: pn = dn = 1 oder aus seiner Kinderzahl (children)</translation>
    </message>
    <message>
        <source>Make o&apos;s moves chance nodes, each of the W moves as likely as o played it in this position in FILE: one recorded game per line, its squares from the empty board (docs/games.md)</source>
        <translation>Die Züge von o werden Zufallsknoten, jeder der W Züge so wahrscheinlich, wie o ihn in dieser Stellung in FILE gespielt hat: eine aufgezeichnete Partie pro Zeile, ihre Felder vom leeren Brett an (docs/games.md)</translation>
    </message>
    <message>
        <source>With --opponent-from: add K to every move&apos;s count (Laplace smoothing), so that a move never recorded keeps a chance; 0: only what was seen</source>
        <translation>Mit --opponent-from: K zur Anzahl jedes Zuges addieren (Laplace-Glättung), damit ein nie aufgezeichneter Zug eine Chance behält; 0: nur das Gesehene</translation>
    </message>
    <message>
        <source>Make o&apos;s moves chance nodes, each move as likely as o played it in this position in FILE: one recorded game per line, its squares from the empty board (docs/games.md)</source>
        <translation>Die Züge von o werden Zufallsknoten, jeder Zug so wahrscheinlich, wie o ihn in dieser Stellung in FILE gespielt hat: eine aufgezeichnete Partie pro Zeile, ihre Felder vom leeren Brett an (docs/games.md)</translation>
    </message>
</context>
<context>
    <name>gt::OptionForm</name>
    <message>
        <source>Alternate</source>
        <translation>Abwechselnd</translation>
    </message>
    <message>
        <source>And or</source>
        <translation>Und/Oder</translation>
    </message>
    <message>
        <source>Bounds</source>
        <translation>Schranken</translation>
    </message>
    <message>
        <source>Branching</source>
        <translation>Verzweigungsgrad</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <source>Cutoff</source>
        <translation>Schnitt</translation>
    </message>
    <message>
        <source>Delta</source>
        <translation>Delta</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Disproverest</source>
        <translation>Disproverest</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Guess</source>
        <translation>Schätzung</translation>
    </message>
    <message>
        <source>Heuristics</source>
        <translation>Heuristiken</translation>
    </message>
    <message>
        <source>Intervals</source>
        <translation>Intervalle</translation>
    </message>
    <message>
        <source>Min prob</source>
        <translation>Min. Wahrsch.</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation>Neutral</translation>
    </message>
    <message>
        <source>Opponent p</source>
        <translation>Gegner p</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>Pile</source>
        <translation>Haufen</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Stellung</translation>
    </message>
    <message>
        <source>Provebest</source>
        <translation>Provebest</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>Stichproben</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Transpositions</source>
        <translation>Transpositionen</translation>
    </message>
    <message>
        <source>Tt</source>
        <translation>Transpositionstabelle</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Gewinn</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Fail hard</source>
        <translation>Fail-hard</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Init</source>
        <translation>Startwerte</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>Iterationen</translation>
    </message>
    <message>
        <source>Playout depth</source>
        <translation>Playout-Tiefe</translation>
    </message>
    <message>
        <source>Opponent from</source>
        <translation>Gegner aus</translation>
    </message>
    <message>
        <source>Smoothing</source>
        <translation>Glättung</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
</context>
<context>
    <name>gt::OrderingDock</name>
    <message>
        <source>Killers and history</source>
        <translation>Killerzüge und History</translation>
    </message>
    <message>
        <source>Ply</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>k1</source>
        <translation>k1</translation>
    </message>
    <message>
        <source>k2</source>
        <translation>k2</translation>
    </message>
    <message>
        <source>Only iterative deepening with --order killer or history keeps killer moves or a history table.</source>
        <translation>Nur die iterative Vertiefung mit --order killer oder history führt Killerzüge oder eine History-Tabelle.</translation>
    </message>
    <message>
        <source>Killer moves of each ply in this pass: a cut-off makes its move k1, the old k1 moves to k2.</source>
        <translation>Killerzüge jeder Ebene in diesem Durchlauf: Ein Schnitt macht seinen Zug zu k1, der alte k1 rückt auf k2.</translation>
    </message>
    <message>
        <source>History table: each finished node credits its best move with 2^(pass depth − its depth); kept across passes.</source>
        <translation>History-Tabelle: Jeder fertige Knoten schreibt seinem besten Zug 2^(Durchlauftiefe − seine Tiefe) gut; bleibt über Durchläufe hinweg erhalten.</translation>
    </message>
</context>
<context>
    <name>gt::OutsideChangeBar</name>
    <message>
        <source>Changed on Disk</source>
        <translation>Auf der Festplatte geändert</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Write the tree back to its file</source>
        <translation>Den Baum wieder in seine Datei schreiben</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Speichern unter …</translation>
    </message>
    <message>
        <source>Save the tree under another name; the file on disk stays as it is</source>
        <translation>Den Baum unter einem anderen Namen speichern; die Datei auf der Festplatte bleibt, wie sie ist</translation>
    </message>
    <message>
        <source>Keep Mine</source>
        <translation>Meine behalten</translation>
    </message>
    <message>
        <source>“%1” was deleted or moved on disk. The tree stays open here: Save writes it back.</source>
        <translation>„%1“ wurde auf der Festplatte gelöscht oder verschoben. Der Baum bleibt hier geöffnet: Speichern schreibt ihn zurück.</translation>
    </message>
    <message>
        <source>“%1” changed on disk, and cannot be read as it is now: %2</source>
        <translation>„%1“ wurde auf der Festplatte geändert und kann so, wie es jetzt ist, nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>“%1” changed on disk, and the tree here has changes that are not saved.</source>
        <translation>„%1“ wurde auf der Festplatte geändert, und der Baum hier hat ungespeicherte Änderungen.</translation>
    </message>
    <message>
        <source>“%1” changed on disk.</source>
        <translation>„%1“ wurde auf der Festplatte geändert.</translation>
    </message>
    <message>
        <source>Open the file as it is on disk; your changes are lost</source>
        <translation>Die Datei so öffnen, wie sie auf der Festplatte steht; Ihre Änderungen gehen verloren</translation>
    </message>
    <message>
        <source>Open the file as it is on disk</source>
        <translation>Die Datei so öffnen, wie sie auf der Festplatte steht</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <source>Keep the tree shown here; Save replaces the file on disk with it</source>
        <translation>Den hier gezeigten Baum behalten; Speichern ersetzt die Datei auf der Festplatte durch ihn</translation>
    </message>
</context>
<context>
    <name>gt::Pass</name>
    <message>
        <source>Pass %1 of %2 · %3</source>
        <translation>Durchlauf %1 von %2 · %3</translation>
    </message>
    <message>
        <source>horizon d = %1</source>
        <translation>Horizont d = %1</translation>
    </message>
    <message>
        <source>phase 1 · frontier at level %1</source>
        <translation>Phase 1 · Front auf Ebene %1</translation>
    </message>
    <message>
        <source>phase 2 · backing up level %1</source>
        <translation>Phase 2 · Ebene %1 wird zurückgereicht</translation>
    </message>
    <message>
        <source>is the value ≥ %1?</source>
        <translation>ist der Wert ≥ %1?</translation>
    </message>
    <message>
        <source>is the value &gt; %1?</source>
        <translation>ist der Wert &gt; %1?</translation>
    </message>
    <message>
        <source>window %1</source>
        <translation>Fenster %1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>Tiefe %1</translation>
    </message>
    <message>
        <source>no depth limit</source>
        <translation>keine Tiefengrenze</translation>
    </message>
    <message>
        <source> · window %1</source>
        <translation> · Fenster %1</translation>
    </message>
    <message>
        <source>null-window test %1, %2</source>
        <translation>Nullfenster-Test %1, %2</translation>
    </message>
    <message>
        <source>null-window test %1</source>
        <translation>Nullfenster-Test %1</translation>
    </message>
    <message>
        <source>re-search %1</source>
        <translation>erneute Suche %1</translation>
    </message>
    <message>
        <source> · depth %1</source>
        <translation> · Tiefe %1</translation>
    </message>
    <message>
        <source>inside: %1</source>
        <translation>innerhalb: %1</translation>
    </message>
    <message>
        <source>fail low: %1</source>
        <translation>Fail low: %1</translation>
    </message>
    <message>
        <source>fail high: %1</source>
        <translation>Fail high: %1</translation>
    </message>
    <message>
        <source>skipped P=%1</source>
        <translation>übersprungen P=%1</translation>
    </message>
    <message>
        <source>exact %1</source>
        <translation>exakt %1</translation>
    </message>
</context>
<context>
    <name>gt::PassBand</name>
    <message>
        <source>Passes: none begun yet</source>
        <translation>Durchläufe: noch keiner begonnen</translation>
    </message>
    <message>
        <source> · guess %1</source>
        <translation> · Schätzung %1</translation>
    </message>
    <message>
        <source> · %1 ≤ value ≤ %2</source>
        <translation> · %1 ≤ Wert ≤ %2</translation>
    </message>
</context>
<context>
    <name>gt::PlotExport</name>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>SVG (*.svg);;PNG (*.png);;PDF (*.pdf)</source>
        <translation>SVG (*.svg);;PNG (*.png);;PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>gt::PresentationMode</name>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>Leave Presentation Mode</source>
        <translation>Präsentationsmodus verlassen</translation>
    </message>
    <message>
        <source>Full screen with only the canvas and the narration, in large type (Escape leaves)</source>
        <translation>Vollbild mit nur der Zeichenfläche und der Erzählung in großer Schrift (Escape beendet)</translation>
    </message>
    <message>
        <source>Presentation</source>
        <translation>Präsentation</translation>
    </message>
    <message>
        <source>The search algorithm</source>
        <translation>Der Suchalgorithmus</translation>
    </message>
    <message>
        <source>Algorithm: %1</source>
        <translation>Algorithmus: %1</translation>
    </message>
</context>
<context>
    <name>gt::PrintActions</name>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Druck&amp;vorschau…</translation>
    </message>
    <message>
        <source>Print the current step as the canvas shows it</source>
        <translation>Den aktuellen Schritt so drucken, wie die Zeichenfläche ihn zeigt</translation>
    </message>
    <message>
        <source>See the printed page of the current step</source>
        <translation>Die gedruckte Seite des aktuellen Schritts ansehen</translation>
    </message>
    <message>
        <source>GameTree Studio step</source>
        <translation>GameTree Studio – Schritt</translation>
    </message>
    <message>
        <source>Print the Current Step</source>
        <translation>Den aktuellen Schritt drucken</translation>
    </message>
</context>
<context>
    <name>gt::Pseudocode</name>
    <message>
        <source>function ALPHABETA(n, α, β):</source>
        <translation>Funktion ALPHABETA(n, α, β):</translation>
    </message>
    <message>
        <source>  if n is a leaf: return value(n)</source>
        <translation>  falls n ein Blatt ist: gib value(n) zurück</translation>
    </message>
    <message>
        <source>  if n is MAX:</source>
        <translation>  falls n MAX ist:</translation>
    </message>
    <message>
        <source>    v ← −∞</source>
        <translation>    v ← −∞</translation>
    </message>
    <message>
        <source>    for each child c of n, left to right:</source>
        <translation>    für jedes Kind c von n, von links nach rechts:</translation>
    </message>
    <message>
        <source>      v ← max(v, ALPHABETA(c, α, β))</source>
        <translation>      v ← max(v, ALPHABETA(c, α, β))</translation>
    </message>
    <message>
        <source>      α ← max(α, v)</source>
        <translation>      α ← max(α, v)</translation>
    </message>
    <message>
        <source>      if α ≥ β: prune the remaining children   ▷ β cut-off (strict: v &gt; β, before line 7)</source>
        <translation>      falls α ≥ β: schneide die übrigen Kinder ab   ▷ β-Schnitt (strict: v &gt; β, vor Zeile 7)</translation>
    </message>
    <message>
        <source>  else (n is MIN):</source>
        <translation>  sonst (n ist MIN):</translation>
    </message>
    <message>
        <source>    v ← +∞</source>
        <translation>    v ← +∞</translation>
    </message>
    <message>
        <source>      v ← min(v, ALPHABETA(c, α, β))</source>
        <translation>      v ← min(v, ALPHABETA(c, α, β))</translation>
    </message>
    <message>
        <source>      β ← min(β, v)</source>
        <translation>      β ← min(β, v)</translation>
    </message>
    <message>
        <source>      if α ≥ β: prune the remaining children   ▷ α cut-off (strict: v &lt; α, before line 13)</source>
        <translation>      falls α ≥ β: schneide die übrigen Kinder ab   ▷ α-Schnitt (strict: v &lt; α, vor Zeile 13)</translation>
    </message>
    <message>
        <source>  return v   ▷ fail-hard: clamped to the window n was given (fail-soft, strict: as found)</source>
        <translation>  gib v zurück   ▷ fail-hard: auf das Fenster begrenzt, das n bekam (fail-soft, strict: wie gefunden)</translation>
    </message>
    <message>
        <source>with --tt, ALPHABETA(n, α, β) first asks the table, [lower, upper] per key:</source>
        <translation>mit --tt fragt ALPHABETA(n, α, β) zuerst die Tabelle, [lower, upper] je Schlüssel:</translation>
    </message>
    <message>
        <source>  if lower ≥ β: return lower;  if upper ≤ α: return upper;  if lower = upper: return it</source>
        <translation>  falls lower ≥ β: gib lower zurück;  falls upper ≤ α: gib upper zurück;  falls lower = upper: gib ihn zurück</translation>
    </message>
    <message>
        <source>  α ← max(α, lower);  β ← min(β, upper)</source>
        <translation>  α ← max(α, lower);  β ← min(β, upper)</translation>
    </message>
    <message>
        <source>  and stores v before returning it: v ≤ α sets upper, v ≥ β lower, else both (a leaf: both)</source>
        <translation>  und speichert v vor der Rückgabe: v ≤ α setzt upper, v ≥ β lower, sonst beide (ein Blatt: beide)</translation>
    </message>
    <message>
        <source>function ASPIRATION(root, g, δ):</source>
        <translation>Funktion ASPIRATION(root, g, δ):</translation>
    </message>
    <message>
        <source>  v ← ALPHABETA(root, g − δ, g + δ)   ▷ pass 1: a window around the guess</source>
        <translation>  v ← ALPHABETA(root, g − δ, g + δ)   ▷ Durchlauf 1: ein Fenster um die Schätzung</translation>
    </message>
    <message>
        <source>  if v ≤ g − δ: v ← ALPHABETA(root, −∞, v⁺)   ▷ failed low: the value is at most v</source>
        <translation>  falls v ≤ g − δ: v ← ALPHABETA(root, −∞, v⁺)   ▷ Fail low: der Wert ist höchstens v</translation>
    </message>
    <message>
        <source>  else if v ≥ g + δ: v ← ALPHABETA(root, v⁻, +∞)   ▷ failed high: at least v</source>
        <translation>  sonst falls v ≥ g + δ: v ← ALPHABETA(root, v⁻, +∞)   ▷ Fail high: mindestens v</translation>
    </message>
    <message>
        <source>  return v</source>
        <translation>  gib v zurück</translation>
    </message>
    <message>
        <source>function ALPHABETA(n, α, β):   ▷ fail-soft</source>
        <translation>Funktion ALPHABETA(n, α, β):   ▷ fail-soft</translation>
    </message>
    <message>
        <source>      if α ≥ β: prune the remaining children   ▷ β cut-off</source>
        <translation>      falls α ≥ β: schneide die übrigen Kinder ab   ▷ β-Schnitt</translation>
    </message>
    <message>
        <source>      if α ≥ β: prune the remaining children   ▷ α cut-off</source>
        <translation>      falls α ≥ β: schneide die übrigen Kinder ab   ▷ α-Schnitt</translation>
    </message>
    <message>
        <source>  return v   ▷ the best found, even outside (α, β)</source>
        <translation>  gib v zurück   ▷ das beste Gefundene, auch außerhalb von (α, β)</translation>
    </message>
    <message>
        <source>expand(root)   ▷ generate its children, each with its interval [pess, opt]</source>
        <translation>expand(root)   ▷ erzeuge ihre Kinder, jedes mit seinem Intervall [pess, opt]</translation>
    </message>
    <message>
        <source>loop: best ← the root child with the highest opt (MIN root: lowest pess); alt ← the same among the others</source>
        <translation>Schleife: best ← das Wurzelkind mit dem höchsten opt (MIN-Wurzel: niedrigstes pess); alt ← dasselbe unter den anderen</translation>
    </message>
    <message>
        <source>  if pess(best) ≥ opt(alt) (MIN root: opt(best) ≤ pess(alt)): separated, stop</source>
        <translation>  falls pess(best) ≥ opt(alt) (MIN-Wurzel: opt(best) ≤ pess(alt)): getrennt, halt</translation>
    </message>
    <message>
        <source>  n ← best (PROVEBEST) or the other child with the best bound (DISPROVEREST)</source>
        <translation>  n ← best (PROVEBEST) oder das andere Kind mit der besten Schranke (DISPROVEREST)</translation>
    </message>
    <message>
        <source>  while n is expanded: n ← its child with the highest opt (MAX) or the lowest pess (MIN)</source>
        <translation>  solange n expandiert ist: n ← sein Kind mit dem höchsten opt (MAX) oder dem niedrigsten pess (MIN)</translation>
    </message>
    <message>
        <source>  expand(n)   ▷ generate its children with their intervals</source>
        <translation>  expand(n)   ▷ erzeuge seine Kinder mit ihren Intervallen</translation>
    </message>
    <message>
        <source>  for n and each ancestor: pess, opt ← max (MAX) or min (MIN) of its children&apos;s</source>
        <translation>  für n und jeden Vorfahren: pess, opt ← max (MAX) oder min (MIN) der Werte seiner Kinder</translation>
    </message>
    <message>
        <source>return best, with pess(root) (MIN root: opt(root))</source>
        <translation>gib best zurück, mit pess(root) (MIN-Wurzel: opt(root))</translation>
    </message>
    <message>
        <source>function EXPECTIMAX(n):</source>
        <translation>Funktion EXPECTIMAX(n):</translation>
    </message>
    <message>
        <source>  if n is MAX: return the largest EXPECTIMAX(c) over its children c</source>
        <translation>  falls n MAX ist: gib das größte EXPECTIMAX(c) über seine Kinder c zurück</translation>
    </message>
    <message>
        <source>  otherwise (MIN or CHANCE): v ← v + P(c) · EXPECTIMAX(c) for each child c</source>
        <translation>  sonst (MIN oder CHANCE): v ← v + P(c) · EXPECTIMAX(c) für jedes Kind c</translation>
    </message>
    <message>
        <source>      ▷ a MIN node moves at random: P(c) = 1 / (number of children)</source>
        <translation>      ▷ ein MIN-Knoten zieht zufällig: P(c) = 1 / (Anzahl der Kinder)</translation>
    </message>
    <message>
        <source>  ▷ --min-prob ε: a child with P(c) &lt; ε is skipped, the others&apos; P renormalised</source>
        <translation>  ▷ --min-prob ε: ein Kind mit P(c) &lt; ε wird übersprungen, die P der anderen neu normiert</translation>
    </message>
    <message>
        <source>  ▷ --samples k: k children drawn by P; P(c) ← (draws of c) / k</source>
        <translation>  ▷ --samples k: k Kinder nach P gezogen; P(c) ← (Ziehungen von c) / k</translation>
    </message>
    <message>
        <source>function EXPECTIMINIMAX(n):</source>
        <translation>Funktion EXPECTIMINIMAX(n):</translation>
    </message>
    <message>
        <source>  if n is MAX: v ← max(v, EXPECTIMINIMAX(c)) for each child c, from v = −∞</source>
        <translation>  falls n MAX ist: v ← max(v, EXPECTIMINIMAX(c)) für jedes Kind c, ab v = −∞</translation>
    </message>
    <message>
        <source>  if n is MIN: v ← min(v, EXPECTIMINIMAX(c)) for each child c, from v = +∞</source>
        <translation>  falls n MIN ist: v ← min(v, EXPECTIMINIMAX(c)) für jedes Kind c, ab v = +∞</translation>
    </message>
    <message>
        <source>  if n is CHANCE: v ← v + P(c) · EXPECTIMINIMAX(c) for each child c, from v = 0</source>
        <translation>  falls n CHANCE ist: v ← v + P(c) · EXPECTIMINIMAX(c) für jedes Kind c, ab v = 0</translation>
    </message>
    <message>
        <source>for d ← 1, 2, …, height (or the depth limit):   ▷ one pass each</source>
        <translation>für d ← 1, 2, …, Höhe (oder die Tiefengrenze):   ▷ je ein Durchlauf</translation>
    </message>
    <message>
        <source>  v ← AB(root, d, −∞, +∞)</source>
        <translation>  v ← AB(root, d, −∞, +∞)</translation>
    </message>
    <message>
        <source>return v</source>
        <translation>gib v zurück</translation>
    </message>
    <message>
        <source>function AB(n, d, α, β):   ▷ fail-soft</source>
        <translation>Funktion AB(n, d, α, β):   ▷ fail-soft</translation>
    </message>
    <message>
        <source>  if n is a leaf or at depth d: return value(n)   ▷ heuristic at d</source>
        <translation>  falls n ein Blatt ist oder auf Tiefe d liegt: gib value(n) zurück   ▷ heuristisch bei d</translation>
    </message>
    <message>
        <source>  order the children: the previous pass&apos;s best first, then killers or history</source>
        <translation>  ordne die Kinder: das beste des vorigen Durchlaufs zuerst, dann Killerzüge oder History</translation>
    </message>
    <message>
        <source>  v ← −∞ if n is MAX, +∞ if MIN</source>
        <translation>  v ← −∞ falls n MAX ist, +∞ falls MIN</translation>
    </message>
    <message>
        <source>  for each child c in that order:</source>
        <translation>  für jedes Kind c in dieser Reihenfolge:</translation>
    </message>
    <message>
        <source>    v ← max(v, AB(c, d, α, β)) at MAX, min(…) at MIN</source>
        <translation>    v ← max(v, AB(c, d, α, β)) bei MAX, min(…) bei MIN</translation>
    </message>
    <message>
        <source>    α ← max(α, v) at MAX, β ← min(β, v) at MIN</source>
        <translation>    α ← max(α, v) bei MAX, β ← min(β, v) bei MIN</translation>
    </message>
    <message>
        <source>    if α ≥ β: c is a killer of n&apos;s ply; prune the rest</source>
        <translation>    falls α ≥ β: c ist ein Killerzug der Ebene von n; schneide den Rest ab</translation>
    </message>
    <message>
        <source>  remember n&apos;s best child c; history[player][move(c)] += 2^(d − depth(n))</source>
        <translation>  merke das beste Kind c von n; history[player][move(c)] += 2^(d − depth(n))</translation>
    </message>
    <message>
        <source>function MINIMAX(n):</source>
        <translation>Funktion MINIMAX(n):</translation>
    </message>
    <message>
        <source>  if n is MAX: v ← max(v, MINIMAX(c)) for each child c, from v = −∞</source>
        <translation>  falls n MAX ist: v ← max(v, MINIMAX(c)) für jedes Kind c, ab v = −∞</translation>
    </message>
    <message>
        <source>  if n is MIN: v ← min(v, MINIMAX(c)) for each child c, from v = +∞</source>
        <translation>  falls n MIN ist: v ← min(v, MINIMAX(c)) für jedes Kind c, ab v = +∞</translation>
    </message>
    <message>
        <source>OPEN ← (root); CLOSED ← ()   ▷ phase 1: generate breadth-first</source>
        <translation>OPEN ← (root); CLOSED ← ()   ▷ Phase 1: in die Breite erzeugen</translation>
    </message>
    <message>
        <source>while OPEN is not empty: move the front n of OPEN to the end of CLOSED</source>
        <translation>solange OPEN nicht leer ist: verschiebe das vorderste n von OPEN an das Ende von CLOSED</translation>
    </message>
    <message>
        <source>  if n is a leaf or at the depth limit: v(n) ← value(n)</source>
        <translation>  falls n ein Blatt ist oder an der Tiefengrenze liegt: v(n) ← value(n)</translation>
    </message>
    <message>
        <source>  else: append the children of n to OPEN, left to right</source>
        <translation>  sonst: hänge die Kinder von n an OPEN an, von links nach rechts</translation>
    </message>
    <message>
        <source>for each n in CLOSED, from its end to its front:   ▷ phase 2: back up</source>
        <translation>für jedes n in CLOSED, von hinten nach vorn:   ▷ Phase 2: zurückreichen</translation>
    </message>
    <message>
        <source>  if n was expanded: v(n) ← max (MAX) or min (MIN) of v(c), c its children</source>
        <translation>  falls n expandiert wurde: v(n) ← max (MAX) oder min (MIN) von v(c), c seine Kinder</translation>
    </message>
    <message>
        <source>return v(root)</source>
        <translation>gib v(root) zurück</translation>
    </message>
    <message>
        <source>f = the guess</source>
        <translation>f = die Schätzung</translation>
    </message>
    <message>
        <source>f = +∞</source>
        <translation>f = +∞</translation>
    </message>
    <message>
        <source>f = −∞</source>
        <translation>f = −∞</translation>
    </message>
    <message>
        <source>function MTD(root, f):   ▷ %1</source>
        <translation>Funktion MTD(root, f):   ▷ %1</translation>
    </message>
    <message>
        <source>  g ← f;  lo ← −∞;  hi ← +∞   ▷ the root&apos;s value lies in [lo, hi]</source>
        <translation>  g ← f;  lo ← −∞;  hi ← +∞   ▷ der Wert der Wurzel liegt in [lo, hi]</translation>
    </message>
    <message>
        <source>  while lo &lt; hi:</source>
        <translation>  solange lo &lt; hi:</translation>
    </message>
    <message>
        <source>    if g = lo: ask &quot;value &gt; g?&quot;, (α, β) = (g, g⁺); else ask &quot;value ≥ g?&quot;, (α, β) = (g⁻, g)</source>
        <translation>    falls g = lo: frage „Wert &gt; g?“, (α, β) = (g, g⁺); sonst frage „Wert ≥ g?“, (α, β) = (g⁻, g)</translation>
    </message>
    <message>
        <source>    r ← MT(root, α, β)   ▷ a pass</source>
        <translation>    r ← MT(root, α, β)   ▷ ein Durchlauf</translation>
    </message>
    <message>
        <source>    if r ≥ β: lo ← r (yes, at least r)  else: hi ← r (no, at most r);  g ← r</source>
        <translation>    falls r ≥ β: lo ← r (ja, mindestens r)  sonst: hi ← r (nein, höchstens r);  g ← r</translation>
    </message>
    <message>
        <source>  return g</source>
        <translation>  gib g zurück</translation>
    </message>
    <message>
        <source>function MT(n, α, β):   ▷ fail-soft alpha-beta with a table [lower, upper] per node</source>
        <translation>Funktion MT(n, α, β):   ▷ Fail-soft-Alpha-Beta mit einer Tabelle [lower, upper] je Knoten</translation>
    </message>
    <message>
        <source>  if n is a leaf: lower ← upper ← value(n); return value(n)</source>
        <translation>  falls n ein Blatt ist: lower ← upper ← value(n); gib value(n) zurück</translation>
    </message>
    <message>
        <source>  if n is MAX: v ← −∞; for each child c, left to right:</source>
        <translation>  falls n MAX ist: v ← −∞; für jedes Kind c, von links nach rechts:</translation>
    </message>
    <message>
        <source>      v ← max(v, MT(c, α, β));  α ← max(α, v)</source>
        <translation>      v ← max(v, MT(c, α, β));  α ← max(α, v)</translation>
    </message>
    <message>
        <source>  else: v ← +∞; for each child c, left to right:</source>
        <translation>  sonst: v ← +∞; für jedes Kind c, von links nach rechts:</translation>
    </message>
    <message>
        <source>      v ← min(v, MT(c, α, β));  β ← min(β, v)</source>
        <translation>      v ← min(v, MT(c, α, β));  β ← min(β, v)</translation>
    </message>
    <message>
        <source>  store v: v ≤ α₀: upper ← v;  v ≥ β₀: lower ← v;  else both   ▷ (α₀, β₀): line 10&apos;s window</source>
        <translation>  speichere v: v ≤ α₀: upper ← v;  v ≥ β₀: lower ← v;  sonst beide   ▷ (α₀, β₀): das Fenster aus Zeile 10</translation>
    </message>
    <message>
        <source>function NEGAMAX(n, α, β):   ▷ values seen by the side to move at n</source>
        <translation>Funktion NEGAMAX(n, α, β):   ▷ Werte aus Sicht der Seite, die bei n am Zug ist</translation>
    </message>
    <message>
        <source>  if n is a leaf: return value(n), negated if MIN is to move</source>
        <translation>  falls n ein Blatt ist: gib value(n) zurück, negiert, falls MIN am Zug ist</translation>
    </message>
    <message>
        <source>  v ← −∞</source>
        <translation>  v ← −∞</translation>
    </message>
    <message>
        <source>  for each child c of n, left to right:</source>
        <translation>  für jedes Kind c von n, von links nach rechts:</translation>
    </message>
    <message>
        <source>    if the same side moves at c: r ← NEGAMAX(c, α, β)</source>
        <translation>    falls bei c dieselbe Seite zieht: r ← NEGAMAX(c, α, β)</translation>
    </message>
    <message>
        <source>    else: r ← −NEGAMAX(c, −β, −α)   ▷ its gain is our loss</source>
        <translation>    sonst: r ← −NEGAMAX(c, −β, −α)   ▷ sein Gewinn ist unser Verlust</translation>
    </message>
    <message>
        <source>    v ← max(v, r)</source>
        <translation>    v ← max(v, r)</translation>
    </message>
    <message>
        <source>    α ← max(α, v)</source>
        <translation>    α ← max(α, v)</translation>
    </message>
    <message>
        <source>    if α ≥ β: prune the remaining children   ▷ cut-off</source>
        <translation>    falls α ≥ β: schneide die übrigen Kinder ab   ▷ Schnitt</translation>
    </message>
    <message>
        <source>  return v   ▷ fail-soft: the best found, even outside (α, β)</source>
        <translation>  gib v zurück   ▷ fail-soft: das beste Gefundene, auch außerhalb von (α, β)</translation>
    </message>
    <message>
        <source>with --tt, NEGAMAX(n, α, β) first asks the table, [lower, upper] per key:</source>
        <translation>mit --tt fragt NEGAMAX(n, α, β) zuerst die Tabelle, [lower, upper] je Schlüssel:</translation>
    </message>
    <message>
        <source>function NEGASCOUT(n, α, β):   ▷ fail-soft</source>
        <translation>Funktion NEGASCOUT(n, α, β):   ▷ fail-soft</translation>
    </message>
    <message>
        <source>    v ← −∞; a ← α</source>
        <translation>    v ← −∞; a ← α</translation>
    </message>
    <message>
        <source>      if c is the first child: t ← NEGASCOUT(c, a, β)</source>
        <translation>      falls c das erste Kind ist: t ← NEGASCOUT(c, a, β)</translation>
    </message>
    <message>
        <source>      else: t ← NEGASCOUT(c, a, a⁺)   ▷ null window: is c worth more than a?</source>
        <translation>      sonst: t ← NEGASCOUT(c, a, a⁺)   ▷ Nullfenster: ist c mehr wert als a?</translation>
    </message>
    <message>
        <source>        if a &lt; t &lt; β and c is not a leaf: t ← NEGASCOUT(c, t, β)   ▷ re-search</source>
        <translation>        falls a &lt; t &lt; β und c kein Blatt ist: t ← NEGASCOUT(c, t, β)   ▷ erneute Suche</translation>
    </message>
    <message>
        <source>      v ← max(v, t); a ← max(a, v)</source>
        <translation>      v ← max(v, t); a ← max(a, v)</translation>
    </message>
    <message>
        <source>      if a ≥ β: return v   ▷ β cut-off</source>
        <translation>      falls a ≥ β: gib v zurück   ▷ β-Schnitt</translation>
    </message>
    <message>
        <source>    v ← +∞; b ← β</source>
        <translation>    v ← +∞; b ← β</translation>
    </message>
    <message>
        <source>      if c is the first child: t ← NEGASCOUT(c, α, b)</source>
        <translation>      falls c das erste Kind ist: t ← NEGASCOUT(c, α, b)</translation>
    </message>
    <message>
        <source>      else: t ← NEGASCOUT(c, b⁻, b)   ▷ null window: is c worth less than b?</source>
        <translation>      sonst: t ← NEGASCOUT(c, b⁻, b)   ▷ Nullfenster: ist c weniger wert als b?</translation>
    </message>
    <message>
        <source>        if α &lt; t &lt; b and c is not a leaf: t ← NEGASCOUT(c, α, t)   ▷ re-search</source>
        <translation>        falls α &lt; t &lt; b und c kein Blatt ist: t ← NEGASCOUT(c, α, t)   ▷ erneute Suche</translation>
    </message>
    <message>
        <source>      v ← min(v, t); b ← min(b, v)</source>
        <translation>      v ← min(v, t); b ← min(b, v)</translation>
    </message>
    <message>
        <source>      if α ≥ b: return v   ▷ α cut-off</source>
        <translation>      falls α ≥ b: gib v zurück   ▷ α-Schnitt</translation>
    </message>
    <message>
        <source>function PVS(n, α, β):   ▷ fail-hard</source>
        <translation>Funktion PVS(n, α, β):   ▷ fail-hard</translation>
    </message>
    <message>
        <source>      if no child has raised α yet: t ← PVS(c, α, β)</source>
        <translation>      falls noch kein Kind α erhöht hat: t ← PVS(c, α, β)</translation>
    </message>
    <message>
        <source>      else: t ← PVS(c, α, α⁺)   ▷ zero window: is c worth more than α?</source>
        <translation>      sonst: t ← PVS(c, α, α⁺)   ▷ Nullfenster: ist c mehr wert als α?</translation>
    </message>
    <message>
        <source>        if t &gt; α and c is not a leaf: t ← PVS(c, α, β)   ▷ re-search</source>
        <translation>        falls t &gt; α und c kein Blatt ist: t ← PVS(c, α, β)   ▷ erneute Suche</translation>
    </message>
    <message>
        <source>      if t &gt; α: α ← t</source>
        <translation>      falls t &gt; α: α ← t</translation>
    </message>
    <message>
        <source>      if α ≥ β: return β   ▷ β cut-off</source>
        <translation>      falls α ≥ β: gib β zurück   ▷ β-Schnitt</translation>
    </message>
    <message>
        <source>    return α</source>
        <translation>    gib α zurück</translation>
    </message>
    <message>
        <source>      if no child has lowered β yet: t ← PVS(c, α, β)</source>
        <translation>      falls noch kein Kind β gesenkt hat: t ← PVS(c, α, β)</translation>
    </message>
    <message>
        <source>      else: t ← PVS(c, β⁻, β)   ▷ zero window: is c worth less than β?</source>
        <translation>      sonst: t ← PVS(c, β⁻, β)   ▷ Nullfenster: ist c weniger wert als β?</translation>
    </message>
    <message>
        <source>        if t &lt; β and c is not a leaf: t ← PVS(c, α, β)   ▷ re-search</source>
        <translation>        falls t &lt; β und c kein Blatt ist: t ← PVS(c, α, β)   ▷ erneute Suche</translation>
    </message>
    <message>
        <source>      if t &lt; β: β ← t</source>
        <translation>      falls t &lt; β: β ← t</translation>
    </message>
    <message>
        <source>      if α ≥ β: return α   ▷ α cut-off</source>
        <translation>      falls α ≥ β: gib α zurück   ▷ α-Schnitt</translation>
    </message>
    <message>
        <source>    return β</source>
        <translation>    gib β zurück</translation>
    </message>
    <message>
        <source>OPEN ← { (root, LIVE, −∞) }</source>
        <translation>OPEN ← { (root, LIVE, −∞) }</translation>
    </message>
    <message>
        <source>repeat: take the state p = (J, s, h) with the lowest merit h off OPEN</source>
        <translation>wiederhole: nimm den Zustand p = (J, s, h) mit der niedrigsten Bewertung h von OPEN</translation>
    </message>
    <message>
        <source>  if J is the root and s = SOLVED: return h</source>
        <translation>  falls J die Wurzel ist und s = SOLVED: gib h zurück</translation>
    </message>
    <message>
        <source>  Γ1  s = LIVE, J a leaf:  put (J, SOLVED, max(h, value(J)))</source>
        <translation>  Γ1  s = LIVE, J ein Blatt:  lege (J, SOLVED, max(h, value(J))) ab</translation>
    </message>
    <message>
        <source>  Γ2  s = LIVE, J is MAX:  put (first child of J, LIVE, h)</source>
        <translation>  Γ2  s = LIVE, J ist MAX:  lege (erstes Kind von J, LIVE, h) ab</translation>
    </message>
    <message>
        <source>  Γ3  s = LIVE, J is MIN:  put (c, LIVE, h) for every child c of J</source>
        <translation>  Γ3  s = LIVE, J ist MIN:  lege (c, LIVE, h) für jedes Kind c von J ab</translation>
    </message>
    <message>
        <source>  Γ4  s = SOLVED, parent P of J is MIN:  put (P, SOLVED, h)</source>
        <translation>  Γ4  s = SOLVED, Elternknoten P von J ist MIN:  lege (P, SOLVED, h) ab</translation>
    </message>
    <message>
        <source>        and purge every state below P from OPEN</source>
        <translation>        und entferne jeden Zustand unter P von OPEN</translation>
    </message>
    <message>
        <source>  Γ5  s = SOLVED, J the last child of its MAX parent P:  put (P, SOLVED, h)</source>
        <translation>  Γ5  s = SOLVED, J das letzte Kind seines MAX-Elternknotens P:  lege (P, SOLVED, h) ab</translation>
    </message>
    <message>
        <source>  Γ6  s = SOLVED, otherwise:  put (next sibling of J, LIVE, h)</source>
        <translation>  Γ6  s = SOLVED, sonst:  lege (nächstes Geschwister von J, LIVE, h) ab</translation>
    </message>
    <message>
        <source>OPEN ← { (root, LIVE, +∞) }</source>
        <translation>OPEN ← { (root, LIVE, +∞) }</translation>
    </message>
    <message>
        <source>repeat: take the state p = (J, s, h) with the highest merit h off OPEN</source>
        <translation>wiederhole: nimm den Zustand p = (J, s, h) mit der höchsten Bewertung h von OPEN</translation>
    </message>
    <message>
        <source>  Γ1  s = LIVE, J a leaf:  put (J, SOLVED, min(h, value(J)))</source>
        <translation>  Γ1  s = LIVE, J ein Blatt:  lege (J, SOLVED, min(h, value(J))) ab</translation>
    </message>
    <message>
        <source>  Γ2  s = LIVE, J is MIN:  put (first child of J, LIVE, h)</source>
        <translation>  Γ2  s = LIVE, J ist MIN:  lege (erstes Kind von J, LIVE, h) ab</translation>
    </message>
    <message>
        <source>  Γ3  s = LIVE, J is MAX:  put (c, LIVE, h) for every child c of J</source>
        <translation>  Γ3  s = LIVE, J ist MAX:  lege (c, LIVE, h) für jedes Kind c von J ab</translation>
    </message>
    <message>
        <source>  Γ4  s = SOLVED, parent P of J is MAX:  put (P, SOLVED, h)</source>
        <translation>  Γ4  s = SOLVED, Elternknoten P von J ist MAX:  lege (P, SOLVED, h) ab</translation>
    </message>
    <message>
        <source>  Γ5  s = SOLVED, J the last child of its MIN parent P:  put (P, SOLVED, h)</source>
        <translation>  Γ5  s = SOLVED, J das letzte Kind seines MIN-Elternknotens P:  lege (P, SOLVED, h) ab</translation>
    </message>
    <message>
        <source>STAR1</source>
        <translation>STAR1</translation>
    </message>
    <message>
        <source>  n is CHANCE: X ← 0</source>
        <translation>  n ist CHANCE: X ← 0</translation>
    </message>
    <message>
        <source>  for each child c_j, left to right, with Y ← P_{j+1} + … + P_N (the mass after it):</source>
        <translation>  für jedes Kind c_j, von links nach rechts, mit Y ← P_{j+1} + … + P_N (die Masse danach):</translation>
    </message>
    <message>
        <source>    A ← (α − X − U·Y) / P_j;  B ← (β − X − L·Y) / P_j</source>
        <translation>    A ← (α − X − U·Y) / P_j;  B ← (β − X − L·Y) / P_j</translation>
    </message>
    <message>
        <source>    v ← STAR1(c_j, max(A, L), min(B, U))</source>
        <translation>    v ← STAR1(c_j, max(A, L), min(B, U))</translation>
    </message>
    <message>
        <source>    if v ≤ A: return α   ▷ the bar&apos;s top X + P_j·v + U·Y is at most α</source>
        <translation>    falls v ≤ A: gib α zurück   ▷ die Oberkante des Balkens X + P_j·v + U·Y ist höchstens α</translation>
    </message>
    <message>
        <source>    if v ≥ B: return β   ▷ its bottom X + P_j·v + L·Y is at least β</source>
        <translation>    falls v ≥ B: gib β zurück   ▷ seine Unterkante X + P_j·v + L·Y ist mindestens β</translation>
    </message>
    <message>
        <source>    X ← X + P_j · v</source>
        <translation>    X ← X + P_j · v</translation>
    </message>
    <message>
        <source>  return X</source>
        <translation>  gib X zurück</translation>
    </message>
    <message>
        <source>STAR2</source>
        <translation>STAR2</translation>
    </message>
    <message>
        <source>  n is CHANCE; if its children are all inner MAX nodes, probe them (all MIN: the mirror):</source>
        <translation>  n ist CHANCE; sind seine Kinder alle innere MAX-Knoten, sondiere sie (alle MIN: gespiegelt):</translation>
    </message>
    <message>
        <source>    for each child c_j, with Z ← P_1·W_1 + … + P_{j−1}·W_{j−1}:  B ← (β − Z − L·Y)/P_j;  T ← (α − U·(1 − P_j))/P_j</source>
        <translation>    für jedes Kind c_j, mit Z ← P_1·W_1 + … + P_{j−1}·W_{j−1}:  B ← (β − Z − L·Y)/P_j;  T ← (α − U·(1 − P_j))/P_j</translation>
    </message>
    <message>
        <source>      W_j ← STAR2(the first child of c_j, max(T, L), min(B, U))   ▷ c_j is worth at least W_j (MIN: at most)</source>
        <translation>      W_j ← STAR2(das erste Kind von c_j, max(T, L), min(B, U))   ▷ c_j ist mindestens W_j wert (MIN: höchstens)</translation>
    </message>
    <message>
        <source>      if W_j ≥ B: return β   ▷ MIN: A ← (α − Z − U·Y)/P_j, T ← (β − L·(1 − P_j))/P_j; if W_j ≤ A: return α</source>
        <translation>      falls W_j ≥ B: gib β zurück   ▷ MIN: A ← (α − Z − U·Y)/P_j, T ← (β − L·(1 − P_j))/P_j; falls W_j ≤ A: gib α zurück</translation>
    </message>
    <message>
        <source>  X ← 0;  for each child c_j, left to right, with Y ← P_{j+1} + … + P_N:</source>
        <translation>  X ← 0;  für jedes Kind c_j, von links nach rechts, mit Y ← P_{j+1} + … + P_N:</translation>
    </message>
    <message>
        <source>    A ← (α − X − U·Y)/P_j;  B ← (β − X − L·Y)/P_j   ▷ after MAX probes B uses Σ_{i&gt;j} P_i·W_i for L·Y (MIN: A for U·Y)</source>
        <translation>    A ← (α − X − U·Y)/P_j;  B ← (β − X − L·Y)/P_j   ▷ nach MAX-Sondierungen nimmt B Σ_{i&gt;j} P_i·W_i statt L·Y (MIN: A statt U·Y)</translation>
    </message>
    <message>
        <source>    v ← STAR2(c_j, max(A, L), min(B, U))</source>
        <translation>    v ← STAR2(c_j, max(A, L), min(B, U))</translation>
    </message>
    <message>
        <source>    if v ≤ A: return α</source>
        <translation>    falls v ≤ A: gib α zurück</translation>
    </message>
    <message>
        <source>    if v ≥ B: return β</source>
        <translation>    falls v ≥ B: gib β zurück</translation>
    </message>
    <message>
        <source>function %1(n, α, β):   ▷ every leaf value lies in [L, U]</source>
        <translation>Funktion %1(n, α, β):   ▷ jeder Blattwert liegt in [L, U]</translation>
    </message>
    <message>
        <source>  if n is MAX: v ← max(v, %1(c, α, β)) for each child c, from v = −∞;  α ← max(α, v)</source>
        <translation>  falls n MAX ist: v ← max(v, %1(c, α, β)) für jedes Kind c, ab v = −∞;  α ← max(α, v)</translation>
    </message>
    <message>
        <source>    if α ≥ β: prune the remaining children</source>
        <translation>    falls α ≥ β: schneide die übrigen Kinder ab</translation>
    </message>
    <message>
        <source>  if n is MIN: v ← min(v, %1(c, α, β)) for each child c, from v = +∞;  β ← min(β, v)</source>
        <translation>  falls n MIN ist: v ← min(v, %1(c, α, β)) für jedes Kind c, ab v = +∞;  β ← min(β, v)</translation>
    </message>
    <message>
        <source>  if n is MAX or MIN: return v clamped to the window n was given   ▷ fail-hard</source>
        <translation>  falls n MAX oder MIN ist: gib v zurück, begrenzt auf das Fenster, das n bekam   ▷ fail-hard</translation>
    </message>
    <message>
        <source>repeat iterations times:   ▷ the search tree starts as the root alone</source>
        <translation>wiederhole iterations-mal:   ▷ der Suchbaum beginnt mit der Wurzel allein</translation>
    </message>
    <message>
        <source>  n ← root; while n is inner and all its children are in the search tree:</source>
        <translation>  n ← Wurzel; solange n innen ist und alle seine Kinder im Suchbaum sind:</translation>
    </message>
    <message>
        <source>    n ← MAX: argmax Q(c) + C·√(ln N(n) / N(c)); MIN: argmin Q(c) − C·√(…); chance: a child drawn by P</source>
        <translation>    n ← MAX: argmax Q(c) + C·√(ln N(n) / N(c)); MIN: argmin Q(c) − C·√(…); Zufall: ein nach P gezogenes Kind</translation>
    </message>
    <message>
        <source>  if n is inner: add its leftmost child not in the tree (chance: a drawn one) to the tree; n ← that child</source>
        <translation>  wenn n innen ist: sein linkestes Kind außerhalb des Baums (Zufall: ein gezogenes) hinzufügen; n ← dieses Kind</translation>
    </message>
    <message>
        <source>  playout: from n move to a random child (chance: drawn by P) until a leaf or playout-depth moves</source>
        <translation>  Playout: von n zu einem zufälligen Kind (Zufall: nach P gezogen) bis zu einem Blatt oder playout-depth Zügen</translation>
    </message>
    <message>
        <source>  r ← the value reached (a leaf&apos;s, or the heuristic value where it stopped)</source>
        <translation>  r ← der erreichte Wert (eines Blatts oder der heuristische Wert, wo es anhielt)</translation>
    </message>
    <message>
        <source>  for n and each ancestor: N ← N + 1; W ← W + r; Q ← W / N</source>
        <translation>  für n und jeden Vorfahren: N ← N + 1; W ← W + r; Q ← W / N</translation>
    </message>
    <message>
        <source>return the root child with the most visits, with its Q</source>
        <translation>gib das am häufigsten besuchte Kind der Wurzel mit seinem Q zurück</translation>
    </message>
    <message>
        <source>generate(root)   ▷ a leaf: proven (pn 0, dn ∞) or disproven (pn ∞, dn 0); inner: pn, dn by init</source>
        <translation>generate(Wurzel)   ▷ ein Blatt: bewiesen (pn 0, dn ∞) oder widerlegt (pn ∞, dn 0); innen: pn, dn nach init</translation>
    </message>
    <message>
        <source>while pn(root) ≠ 0 and dn(root) ≠ 0:</source>
        <translation>solange pn(Wurzel) ≠ 0 und dn(Wurzel) ≠ 0:</translation>
    </message>
    <message>
        <source>  n ← root; while n is expanded: n ← its child with the smallest pn (OR = MAX) or dn (AND = MIN)</source>
        <translation>  n ← Wurzel; solange n expandiert ist: n ← sein Kind mit dem kleinsten pn (ODER = MAX) oder dn (UND = MIN)</translation>
    </message>
    <message>
        <source>  expand(n): generate its children left to right</source>
        <translation>  expand(n): seine Kinder von links nach rechts erzeugen</translation>
    </message>
    <message>
        <source>    a leaf is evaluated at once: proven or disproven by the goal</source>
        <translation>    ein Blatt wird sofort bewertet: nach dem Ziel bewiesen oder widerlegt</translation>
    </message>
    <message>
        <source>  for n and each ancestor: OR: pn ← min pn, dn ← Σ dn; AND: pn ← Σ pn, dn ← min dn</source>
        <translation>  für n und jeden Vorfahren: ODER: pn ← min pn, dn ← Σ dn; UND: pn ← Σ pn, dn ← min dn</translation>
    </message>
    <message>
        <source>return proven (pn(root) = 0) or disproven (dn(root) = 0)</source>
        <translation>gib bewiesen (pn(Wurzel) = 0) oder widerlegt (dn(Wurzel) = 0) zurück</translation>
    </message>
</context>
<context>
    <name>gt::PseudocodeDock</name>
    <message>
        <source>Pseudocode</source>
        <translation>Pseudocode</translation>
    </message>
    <message>
        <source>Pseudocode — %1</source>
        <translation>Pseudocode — %1</translation>
    </message>
</context>
<context>
    <name>gt::Quiz</name>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>The answer is %1.</source>
        <translation>Die Antwort ist %1.</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>Richtig: %1.</translation>
    </message>
    <message>
        <source>Not quite: you said %1, the answer is %2.</source>
        <translation>Nicht ganz: Die Antwort war %1, richtig ist %2.</translation>
    </message>
    <message>
        <source>Score: %1 of %2</source>
        <translation>Punkte: %1 von %2</translation>
    </message>
    <message>
        <source>Values: %1 of %2 · pruned leaves: %3</source>
        <translation>Werte: %1 von %2 · abgeschnittene Blätter: %3</translation>
    </message>
    <message>
        <source>right</source>
        <translation>richtig</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>falsch</translation>
    </message>
</context>
<context>
    <name>gt::QuizDock</name>
    <message>
        <source>Quiz</source>
        <translation>Quiz</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Schritt für Schritt</translation>
    </message>
    <message>
        <source>Whole tree</source>
        <translation>Ganzer Baum</translation>
    </message>
    <message>
        <source>Your answer, e.g. 3, -2.5, 1/2, inf</source>
        <translation>Antwort, z. B. 3, -2.5, 1/2, inf</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Show Answer</source>
        <translation>Antwort zeigen</translation>
    </message>
    <message>
        <source>Export Handout…</source>
        <translation>Arbeitsblatt exportieren…</translation>
    </message>
    <message>
        <source>A PDF: the tree without its values to fill in, and a page with the answers</source>
        <translation>Ein PDF: der Baum ohne Werte zum Ausfüllen und eine Seite mit den Lösungen</translation>
    </message>
    <message>
        <source>Answer the question first (or Show Answer): the next step gives it away.</source>
        <translation>Erst die Frage beantworten (oder Antwort zeigen): Der nächste Schritt verrät sie.</translation>
    </message>
    <message>
        <source>“%1” is not a number. Type a value such as 3, -2.5, 1/2 or inf.</source>
        <translation>„%1“ ist keine Zahl. Einen Wert wie 3, -2.5, 1/2 oder inf eingeben.</translation>
    </message>
    <message>
        <source>Export Quiz Handout</source>
        <translation>Quiz-Arbeitsblatt exportieren</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>The handout is in %1.</source>
        <translation>Das Arbeitsblatt liegt in %1.</translation>
    </message>
    <message>
        <source>Cannot export the handout</source>
        <translation>Das Arbeitsblatt kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Click a node on the canvas (dotted: the choices).</source>
        <translation>Einen Knoten auf der Zeichenfläche anklicken (gepunktet: die Auswahlmöglichkeiten).</translation>
    </message>
    <message>
        <source>Click the pruned branches (a node or its edge) on the canvas. Chosen: %1.</source>
        <translation>Die abgeschnittenen Zweige (einen Knoten oder seine Kante) auf der Zeichenfläche anklicken. Gewählt: %1.</translation>
    </message>
    <message>
        <source>This search cannot be quizzed: the algorithm refuses the tree.</source>
        <translation>Diese Suche kann nicht abgefragt werden: Der Algorithmus lehnt den Baum ab.</translation>
    </message>
    <message>
        <source>No more questions: step on to the end.</source>
        <translation>Keine Fragen mehr: bis zum Ende weitergehen.</translation>
    </message>
    <message>
        <source>Press → to step on. Steps to the next question: %1.</source>
        <translation>→ drücken, um weiterzugehen. Schritte bis zur nächsten Frage: %1.</translation>
    </message>
    <message>
        <source>W, the sum of the results</source>
        <translation>W, die Summe der Ergebnisse</translation>
    </message>
    <message>
        <source>“%1” is not a number. Type N, the visits, such as 4.</source>
        <translation>„%1“ ist keine Zahl. Geben Sie N ein, die Besuche, etwa 4.</translation>
    </message>
    <message>
        <source>“%1” is not a number. Type W, the sum of the results, such as 2.5.</source>
        <translation>„%1“ ist keine Zahl. Geben Sie W ein, die Summe der Ergebnisse, etwa 2.5.</translation>
    </message>
    <message>
        <source>N, the visits</source>
        <translation>N, die Besuche</translation>
    </message>
</context>
<context>
    <name>gt::QuizHandout</name>
    <message>
        <source>… and %1 more</source>
        <translation>… und %1 weitere</translation>
    </message>
    <message>
        <source>Value of the root: %1</source>
        <translation>Wert der Wurzel: %1</translation>
    </message>
    <message>
        <source>Values: %1</source>
        <translation>Werte: %1</translation>
    </message>
    <message>
        <source>Pruned leaves: none</source>
        <translation>Abgeschnittene Blätter: keine</translation>
    </message>
    <message>
        <source>Pruned leaves: %1</source>
        <translation>Abgeschnittene Blätter: %1</translation>
    </message>
    <message>
        <source>Leaves read: %1</source>
        <translation>Gelesene Blätter: %1</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Quiz</translation>
    </message>
    <message>
        <source>Search this tree with %1, children left to right. Write the value each inner node returns beside it (≤ or ≥ where only a bound is known) and cross out every branch that is pruned.</source>
        <translation>Diesen Baum mit %1 durchsuchen, Kinder von links nach rechts. Neben jeden inneren Knoten den Wert schreiben, den er zurückgibt (≤ oder ≥, wo nur eine Schranke bekannt ist), und jeden abgeschnittenen Zweig durchstreichen.</translation>
    </message>
    <message>
        <source>%1 — answers</source>
        <translation>%1 — Lösungen</translation>
    </message>
</context>
<context>
    <name>gt::QuizMode</name>
    <message>
        <source>&amp;Quiz</source>
        <translation>&amp;Quiz</translation>
    </message>
    <message>
        <source>Predict each step before it is shown: values, bounds, cut-offs, the next node</source>
        <translation>Jeden Schritt vorhersagen, bevor er gezeigt wird: Werte, Schranken, Schnitte, der nächste Knoten</translation>
    </message>
    <message>
        <source>There is no search to quiz.</source>
        <translation>Es gibt keine Suche für ein Quiz.</translation>
    </message>
</context>
<context>
    <name>gt::ReadError</name>
    <message>
        <source>the text is not valid UTF-8</source>
        <translation>der Text ist kein gültiges UTF-8</translation>
    </message>
    <message>
        <source>the file is larger than %1</source>
        <translation>die Datei ist größer als %1</translation>
    </message>
    <message>
        <source>the input is larger than %1</source>
        <translation>die Eingabe ist größer als %1</translation>
    </message>
</context>
<context>
    <name>gt::RecentFiles</name>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
</context>
<context>
    <name>gt::Retrograde</name>
    <message>
        <source>%1 has no move: the player to move there loses. %1 is lost in 0.</source>
        <translation>%1 hat keinen Zug: Wer dort am Zug ist, verliert. %1 ist verloren in 0.</translation>
    </message>
    <message>
        <source>%1 ends the game as a win for the player to move (declared): won in 0.</source>
        <translation>%1 beendet das Spiel als Gewinn für den Spieler am Zug (festgelegt): gewonnen in 0.</translation>
    </message>
    <message>
        <source>%1 ends the game as a loss for the player to move (declared): lost in 0.</source>
        <translation>%1 beendet das Spiel als Verlust für den Spieler am Zug (festgelegt): verloren in 0.</translation>
    </message>
    <message>
        <source>%1 ends the game as a draw (declared).</source>
        <translation>%1 beendet das Spiel unentschieden (festgelegt).</translation>
    </message>
    <message>
        <source>%1 leaves the queue. It is lost in %2: every undecided position with a move to it is won in %3.</source>
        <translation>%1 verlässt die Warteschlange. Sie ist verloren in %2: Jede unentschiedene Stellung mit einem Zug dorthin ist gewonnen in %3.</translation>
    </message>
    <message>
        <source>%1 leaves the queue. It is won in %2: moving there loses, so every undecided position with a move to it counts one way out less.</source>
        <translation>%1 verlässt die Warteschlange. Sie ist gewonnen in %2: Ein Zug dorthin verliert, also zählt jede unentschiedene Stellung mit einem Zug dorthin einen Ausweg weniger.</translation>
    </message>
    <message>
        <source>%1 leaves the queue. It is a draw: it decides none of the positions before it.</source>
        <translation>%1 verlässt die Warteschlange. Sie ist unentschieden: Sie entscheidet keine der Stellungen vor ihr.</translation>
    </message>
    <message>
        <source>%2 is won for the player to move there: %1 has no move left that is not known to lose.</source>
        <translation>%2 ist gewonnen für den, der dort am Zug ist: %1 hat keinen Zug mehr, der nicht als verlierend bekannt ist.</translation>
    </message>
    <message>
        <source>%2 is won for the player to move there: %1 has 1 move left that is not known to lose.</source>
        <translation>%2 ist gewonnen für den, der dort am Zug ist: %1 hat noch 1 Zug, der nicht als verlierend bekannt ist.</translation>
    </message>
    <message>
        <source>%2 is won for the player to move there: %1 has %3 moves left that are not known to lose.</source>
        <translation>%2 ist gewonnen für den, der dort am Zug ist: %1 hat noch %3 Züge, die nicht als verlierend bekannt sind.</translation>
    </message>
    <message>
        <source>%1 has a move to the lost position %2: %1 is won in %3.</source>
        <translation>%1 hat einen Zug in die verlorene Stellung %2: %1 ist gewonnen in %3.</translation>
    </message>
    <message>
        <source>The only move of %1 leads to a position won for the opponent: %1 is lost in %2.</source>
        <translation>Der einzige Zug von %1 führt in eine Stellung, die der Gegner gewinnt: %1 ist verloren in %2.</translation>
    </message>
    <message>
        <source>All %2 moves of %1 lead to positions won for the opponent: %1 is lost in %3.</source>
        <translation>Alle %2 Züge von %1 führen in Stellungen, die der Gegner gewinnt: %1 ist verloren in %3.</translation>
    </message>
    <message>
        <source>Every position counts its moves: d = the number of different positions it can move to. The positions without a move are decided first.</source>
        <translation>Jede Stellung zählt ihre Züge: d = die Zahl der verschiedenen Stellungen, in die sie ziehen kann. Die Stellungen ohne Zug werden zuerst entschieden.</translation>
    </message>
    <message>
        <source>The queue is empty. The rest are draws: no rule decides them. %1 is a draw.</source>
        <translation>Die Warteschlange ist leer. Der Rest ist unentschieden: Keine Regel entscheidet ihn. %1 ist unentschieden.</translation>
    </message>
    <message>
        <source>%1 won, %2 lost, %3 drawn.</source>
        <translation>%1 gewonnen, %2 verloren, %3 unentschieden.</translation>
    </message>
</context>
<context>
    <name>gt::SearchOptionsDock</name>
    <message>
        <source>Search Options</source>
        <translation>Suchoptionen</translation>
    </message>
    <message>
        <source>Re-sample (new seed)</source>
        <translation>Neu ziehen (neuer Startwert)</translation>
    </message>
    <message>
        <source>Draw the chance outcomes again, from the next seed</source>
        <translation>Die Ausgänge der Zufallsknoten erneut ziehen, mit dem nächsten Startwert</translation>
    </message>
    <message>
        <source>%1 has no options.</source>
        <translation>%1 hat keine Optionen.</translation>
    </message>
    <message>
        <source>Options of %1</source>
        <translation>Optionen von %1</translation>
    </message>
</context>
<context>
    <name>gt::SearchSession</name>
    <message>
        <source>There is no tree yet: open one from the File or Examples menu, or type one in the Tree field, e.g. ((10,10),(9,100)).</source>
        <translation>Es gibt noch keinen Baum: einen über das Menü Datei oder Beispiele öffnen oder einen im Feld Baum eingeben, z. B. ((10,10),(9,100)).</translation>
    </message>
</context>
<context>
    <name>gt::ShortcutsDialog</name>
    <message>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>Canvas</source>
        <translation>Zeichenfläche</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Select the parent / the first child</source>
        <translation>Den Elternknoten / das erste Kind auswählen</translation>
    </message>
    <message>
        <source>Select the previous / the next sibling</source>
        <translation>Das vorige / das nächste Geschwister auswählen</translation>
    </message>
    <message>
        <source>Type the selected leaf&apos;s value</source>
        <translation>Den Wert des ausgewählten Blatts eintippen</translation>
    </message>
    <message>
        <source>0–9, −</source>
        <translation>0–9, −</translation>
    </message>
    <message>
        <source>Drop the selection</source>
        <translation>Die Auswahl aufheben</translation>
    </message>
    <message>
        <source>Zoom around the pointer</source>
        <translation>Um den Mauszeiger zoomen</translation>
    </message>
    <message>
        <source>Wheel, pinch</source>
        <translation>Mausrad, Zwei-Finger-Zoom</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>Verschieben</translation>
    </message>
    <message>
        <source>Drag empty space</source>
        <translation>Leere Fläche ziehen</translation>
    </message>
</context>
<context>
    <name>gt::StatisticsDock</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
</context>
<context>
    <name>gt::StatisticsModel</name>
    <message>
        <source>So far (step %1)</source>
        <translation>Bisher (Schritt %1)</translation>
    </message>
    <message>
        <source>counting…</source>
        <translation>zähle …</translation>
    </message>
    <message>
        <source>cannot search this tree</source>
        <translation>kann diesen Baum nicht durchsuchen</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <source>Leaves</source>
        <translation>Blätter</translation>
    </message>
    <message>
        <source>Inner</source>
        <translation>Innere</translation>
    </message>
    <message>
        <source>Cuts</source>
        <translation>Schnitte</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Leaves read</source>
        <translation>Gelesene Blätter</translation>
    </message>
    <message>
        <source>Inner nodes visited</source>
        <translation>Besuchte innere Knoten</translation>
    </message>
    <message>
        <source>Cut-offs (SSS*: purges that removed states)</source>
        <translation>Schnitte (SSS*: Entfernungen, die Zustände gelöscht haben)</translation>
    </message>
    <message>
        <source>Value at the root</source>
        <translation>Wert an der Wurzel</translation>
    </message>
</context>
<context>
    <name>gt::StepActions</name>
    <message>
        <source>&amp;First Step</source>
        <translation>&amp;Erster Schritt</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>Schritt &amp;zurück</translation>
    </message>
    <message>
        <source>&amp;Play / Pause</source>
        <translation>&amp;Abspielen / Pause</translation>
    </message>
    <message>
        <source>Step &amp;Forward</source>
        <translation>Schritt &amp;vor</translation>
    </message>
    <message>
        <source>&amp;Last Step</source>
        <translation>&amp;Letzter Schritt</translation>
    </message>
    <message>
        <source>Step &amp;Over Subtree</source>
        <translation>Teilbaum ü&amp;berspringen</translation>
    </message>
    <message>
        <source>Run until the current node&apos;s subtree is finished</source>
        <translation>Laufen lassen, bis der Teilbaum des aktuellen Knotens fertig ist</translation>
    </message>
    <message>
        <source>Step O&amp;ut</source>
        <translation>&amp;Heraustreten</translation>
    </message>
    <message>
        <source>Run until the current node&apos;s parent is finished</source>
        <translation>Laufen lassen, bis der Elternknoten des aktuellen Knotens fertig ist</translation>
    </message>
    <message>
        <source>&amp;Run to Next Breakpoint</source>
        <translation>Bis zum nächsten &amp;Haltepunkt laufen</translation>
    </message>
    <message>
        <source>Break on &amp;Cut-offs</source>
        <translation>Bei &amp;Schnitten anhalten</translation>
    </message>
    <message>
        <source>Break on &amp;Leaf Reads</source>
        <translation>Beim Lesen von &amp;Blättern anhalten</translation>
    </message>
    <message>
        <source>Clear Node &amp;Breakpoints</source>
        <translation>Knoten-Halte&amp;punkte löschen</translation>
    </message>
    <message>
        <source>Pre&amp;vious Iteration</source>
        <translation>&amp;Vorige Iteration</translation>
    </message>
    <message>
        <source>Back to the end of the last iteration before this step (MCTS)</source>
        <translation>Zurück zum Ende der letzten Iteration vor diesem Schritt (MCTS)</translation>
    </message>
    <message>
        <source>Ne&amp;xt Iteration</source>
        <translation>Nä&amp;chste Iteration</translation>
    </message>
    <message>
        <source>Run to the end of the next iteration&apos;s backpropagation (MCTS)</source>
        <translation>Bis zum Ende der Rückpropagierung der nächsten Iteration laufen (MCTS)</translation>
    </message>
    <message>
        <source>Step by Whole &amp;Iterations</source>
        <translation>In ganzen &amp;Iterationen schreiten</translation>
    </message>
    <message>
        <source>Step forward and back one whole iteration instead of one phase (MCTS)</source>
        <translation>Vor und zurück eine ganze Iteration statt einer Phase (MCTS)</translation>
    </message>
    <message>
        <source>&amp;Go to Iteration…</source>
        <translation>&amp;Gehe zu Iteration…</translation>
    </message>
    <message>
        <source>Jump to the end of iteration k (MCTS)</source>
        <translation>Zum Ende der Iteration k springen (MCTS)</translation>
    </message>
    <message>
        <source>Go to Iteration</source>
        <translation>Gehe zu Iteration</translation>
    </message>
    <message>
        <source>Iteration (0 – %1):</source>
        <translation>Iteration (0 – %1):</translation>
    </message>
</context>
<context>
    <name>gt::StepperBar</name>
    <message>
        <source>First step (Home)</source>
        <translation>Erster Schritt (Pos1)</translation>
    </message>
    <message>
        <source>Step back (←, Page Up)</source>
        <translation>Schritt zurück (←, Bild auf)</translation>
    </message>
    <message>
        <source>Play / pause (Space)</source>
        <translation>Abspielen / Pause (Leertaste)</translation>
    </message>
    <message>
        <source>Step forward (→, Page Down)</source>
        <translation>Schritt vor (→, Bild ab)</translation>
    </message>
    <message>
        <source>Last step (End)</source>
        <translation>Letzter Schritt (Ende)</translation>
    </message>
    <message>
        <source>Play speed</source>
        <translation>Abspielgeschwindigkeit</translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation>%1 Schritte/s</translation>
    </message>
    <message>
        <source>step %1 / %2</source>
        <translation>Schritt %1 / %2</translation>
    </message>
</context>
<context>
    <name>gt::TableDock</name>
    <message>
        <source>Transposition table</source>
        <translation>Transpositionstabelle</translation>
    </message>
    <message>
        <source>This search keeps no transposition table. Negamax and alpha-beta keep one with --tt, the MT family always.</source>
        <translation>Diese Suche führt keine Transpositionstabelle. Negamax und Alpha-Beta führen eine mit --tt, die MT-Familie immer.</translation>
    </message>
    <message>
        <source>The table answers from the entry of %1: [%2, %3].</source>
        <translation>Die Tabelle antwortet aus dem Eintrag von %1: [%2, %3].</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s) stored.</source>
        <translation>
            <numerusform>%n Stellung gespeichert.</numerusform>
            <numerusform>%n Stellungen gespeichert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gt::TableModel</name>
    <message>
        <source>[%1, %2]</source>
        <translation>[%1, %2]</translation>
    </message>
    <message>
        <source>Key %1, first reached at %2</source>
        <translation>Schlüssel %1, zuerst erreicht bei %2</translation>
    </message>
    <message>
        <source>The table answers from this entry at this step</source>
        <translation>Die Tabelle antwortet in diesem Schritt aus diesem Eintrag</translation>
    </message>
    <message>
        <source>Key / node</source>
        <translation>Schlüssel / Knoten</translation>
    </message>
    <message>
        <source>[lower, upper]</source>
        <translation>[lower, upper]</translation>
    </message>
    <message>
        <source>Stored by</source>
        <translation>Gespeichert von</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Treffer</translation>
    </message>
</context>
<context>
    <name>gt::TimelineSlider</name>
    <message>
        <source>Timeline: blue ticks below mark leaves read, red ticks above mark cut-offs, orange dots mark breakpoints</source>
        <translation>Zeitleiste: Blaue Striche unten markieren gelesene Blätter, rote Striche oben Schnitte, orange Punkte Haltepunkte</translation>
    </message>
</context>
<context>
    <name>gt::TransformDialog</name>
    <message>
        <source>Transform Leaf Values</source>
        <translation>Blattwerte transformieren</translation>
    </message>
    <message>
        <source>Transform</source>
        <translation>Transformieren</translation>
    </message>
    <message>
        <source>x²  (square; values ≥ 0 only)</source>
        <translation>x²  (Quadrat; nur Werte ≥ 0)</translation>
    </message>
    <message>
        <source>x·|x|  (square keeping the sign)</source>
        <translation>x·|x|  (Quadrat mit Vorzeichen)</translation>
    </message>
    <message>
        <source>2^x</source>
        <translation>2^x</translation>
    </message>
    <message>
        <source>a·x + b  (affine)</source>
        <translation>a·x + b  (affin)</translation>
    </message>
    <message>
        <source>rank  (1, 2, 3, … by value; ties share a rank)</source>
        <translation>Rang  (1, 2, 3, … nach Wert; gleiche Werte teilen sich einen Rang)</translation>
    </message>
    <message>
        <source>a:</source>
        <translation>a:</translation>
    </message>
    <message>
        <source>b:</source>
        <translation>b:</translation>
    </message>
    <message>
        <source>&amp;Map:</source>
        <translation>&amp;Abbildung:</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <source>Root value before</source>
        <translation>Wurzelwert vorher</translation>
    </message>
    <message>
        <source>Root value after</source>
        <translation>Wurzelwert nachher</translation>
    </message>
    <message>
        <source>Best move before</source>
        <translation>Bester Zug vorher</translation>
    </message>
    <message>
        <source>Best move after</source>
        <translation>Bester Zug nachher</translation>
    </message>
    <message>
        <source>Squares every value. x² is increasing only on values ≥ 0, so a tree with a negative value is refused: choose x·|x| there, or shift the values first with a·x + b.</source>
        <translation>Quadriert jeden Wert. x² ist nur auf Werten ≥ 0 steigend, daher wird ein Baum mit einem negativen Wert abgelehnt: dort x·|x| wählen oder die Werte zuerst mit a·x + b verschieben.</translation>
    </message>
    <message>
        <source>x·|x| squares the size and keeps the sign: increasing on every value.</source>
        <translation>x·|x| quadriert den Betrag und behält das Vorzeichen: steigend auf allen Werten.</translation>
    </message>
    <message>
        <source>2 to the power of every value. Results beyond ±10^15 are refused, naming the node.</source>
        <translation>2 hoch jeden Wert. Ergebnisse jenseits von ±10^15 werden abgelehnt, mit Angabe des Knotens.</translation>
    </message>
    <message>
        <source>a &gt; 0 keeps the order of the values and every decision: expectations are affine too. a &lt; 0 reverses the order (a warning); a = 0 is refused.</source>
        <translation>a &gt; 0 erhält die Reihenfolge der Werte und jede Entscheidung: Erwartungswerte sind ebenfalls affin. a &lt; 0 kehrt die Reihenfolge um (eine Warnung); a = 0 wird abgelehnt.</translation>
    </message>
    <message>
        <source>The smallest distinct value becomes 1, the next 2, and so on; equal values share a rank. Heuristic values and interval bounds are ranked together with the leaves.</source>
        <translation>Der kleinste vorkommende Wert wird 1, der nächste 2 und so weiter; gleiche Werte teilen sich einen Rang. Heuristische Werte und Intervallschranken werden zusammen mit den Blättern eingestuft.</translation>
    </message>
    <message>
        <source> Heuristic values of inner nodes are mapped too: a depth-limited search compares them with leaf values.</source>
        <translation> Heuristische Werte innerer Knoten werden ebenfalls abgebildet: Eine tiefenbeschränkte Suche vergleicht sie mit Blattwerten.</translation>
    </message>
    <message>
        <source>a and b must be numbers.</source>
        <translation>a und b müssen Zahlen sein.</translation>
    </message>
    <message>
        <source>Leaf values: %1</source>
        <translation>Blattwerte: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>gt::TreeEdit</name>
    <message>
        <source>no node is selected</source>
        <translation>es ist kein Knoten ausgewählt</translation>
    </message>
    <message>
        <source>the root has no siblings: add a child instead</source>
        <translation>die Wurzel hat keine Geschwister: stattdessen ein Kind hinzufügen</translation>
    </message>
    <message>
        <source>the root cannot be duplicated: it has no parent</source>
        <translation>die Wurzel kann nicht dupliziert werden: Sie hat keinen Elternknoten</translation>
    </message>
    <message>
        <source>there is nothing to insert</source>
        <translation>es gibt nichts einzufügen</translation>
    </message>
    <message>
        <source>there is nothing to put there</source>
        <translation>es gibt nichts, was dort hingehört</translation>
    </message>
    <message>
        <source>the root has no siblings to move past</source>
        <translation>die Wurzel hat keine Geschwister, an denen sie vorbeigeschoben werden könnte</translation>
    </message>
    <message>
        <source>the node is already there</source>
        <translation>der Knoten ist bereits dort</translation>
    </message>
    <message>
        <source>the node is already the first child</source>
        <translation>der Knoten ist bereits das erste Kind</translation>
    </message>
    <message>
        <source>the node is already the last child</source>
        <translation>der Knoten ist bereits das letzte Kind</translation>
    </message>
    <message>
        <source>the node is a %1 node already</source>
        <translation>der Knoten ist bereits ein %1-Knoten</translation>
    </message>
    <message>
        <source>a leaf needs a finite number</source>
        <translation>ein Blatt braucht eine endliche Zahl</translation>
    </message>
    <message>
        <source>the root has no move into it to label</source>
        <translation>in die Wurzel führt kein Zug, der sich beschriften ließe</translation>
    </message>
    <message>
        <source>move label</source>
        <translation>Zugbeschriftung</translation>
    </message>
    <message>
        <source>only a child of a chance node has a probability</source>
        <translation>nur ein Kind eines Zufallsknotens hat eine Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>a probability is a number of at least 0</source>
        <translation>eine Wahrscheinlichkeit ist eine Zahl von mindestens 0</translation>
    </message>
    <message>
        <source>select a chance node with children</source>
        <translation>einen Zufallsknoten mit Kindern auswählen</translation>
    </message>
</context>
<context>
    <name>gt::TreeEditor</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Add Child</source>
        <translation>Kind hinzufügen</translation>
    </message>
    <message>
        <source>Add Sibling</source>
        <translation>Geschwister hinzufügen</translation>
    </message>
    <message>
        <source>Delete Subtree</source>
        <translation>Teilbaum löschen</translation>
    </message>
    <message>
        <source>Duplicate Subtree</source>
        <translation>Teilbaum duplizieren</translation>
    </message>
    <message>
        <source>Move Left</source>
        <translation>Nach links verschieben</translation>
    </message>
    <message>
        <source>Move Right</source>
        <translation>Nach rechts verschieben</translation>
    </message>
    <message>
        <source>Move Subtree</source>
        <translation>Teilbaum verschieben</translation>
    </message>
    <message>
        <source>Make %1</source>
        <translation>Zu %1 machen</translation>
    </message>
    <message>
        <source>Set Value of %1</source>
        <translation>Wert von %1 setzen</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>%1 umbenennen</translation>
    </message>
    <message>
        <source>Label Move to %1</source>
        <translation>Zug nach %1 beschriften</translation>
    </message>
    <message>
        <source>Set Probability of %1</source>
        <translation>Wahrscheinlichkeit von %1 setzen</translation>
    </message>
    <message>
        <source>Normalise Probabilities</source>
        <translation>Wahrscheinlichkeiten normieren</translation>
    </message>
    <message>
        <source>Transform Values (%1)</source>
        <translation>Werte transformieren (%1)</translation>
    </message>
    <message>
        <source>Cannot paste: %1</source>
        <translation>Einfügen nicht möglich: %1</translation>
    </message>
    <message>
        <source>Paste Tree</source>
        <translation>Baum einfügen</translation>
    </message>
    <message>
        <source>Paste as Child</source>
        <translation>Als Kind einfügen</translation>
    </message>
    <message>
        <source>Paste Subtree</source>
        <translation>Teilbaum einfügen</translation>
    </message>
</context>
<context>
    <name>gt::TreeFile</name>
    <message>
        <source> (DOT node &quot;%1&quot;)</source>
        <translation> (DOT-Knoten „%1“)</translation>
    </message>
    <message>
        <source>unknown file type; expected a name ending in %1</source>
        <translation>unbekannter Dateityp; erwartet wird ein Name, der auf %1 endet</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>the tree notation cannot write %1, a %2 node without children: give it a child, or save as .json</source>
        <translation>die Baumnotation kann %1 nicht schreiben, einen %2-Knoten ohne Kinder: ihm ein Kind geben oder als .json speichern</translation>
    </message>
</context>
<context>
    <name>gt::TreeFoldAction</name>
    <message>
        <source>Show as Game &amp;Graph</source>
        <translation>Als Spiel&amp;graph zeigen</translation>
    </message>
    <message>
        <source>Fold the tree into its positions: one vertex per position however many move orders reach it, in the game graph window</source>
        <translation>Den Baum zu seinen Stellungen falten: ein Knoten je Stellung, gleich wie viele Zugfolgen zu ihr führen, im Fenster des Spielgraphen</translation>
    </message>
    <message>
        <source>Folding %1 tree nodes into positions…</source>
        <translation>%1 Baumknoten werden zu Stellungen gefaltet…</translation>
    </message>
    <message>
        <source>Cannot show the tree as a game graph: %1</source>
        <translation>Der Baum kann nicht als Spielgraph gezeigt werden: %1</translation>
    </message>
    <message>
        <source>Folded Tree</source>
        <translation>Gefalteter Baum</translation>
    </message>
    <message>
        <source>%1 → %2: a position is one vertex however many move orders reach it.</source>
        <translation>%1 → %2: Eine Stellung ist ein Knoten, gleich wie viele Zugfolgen zu ihr führen.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tree nodes</source>
        <translation>
            <numerusform>%Ln Baumknoten</numerusform>
            <numerusform>%Ln Baumknoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln positions</source>
        <translation>
            <numerusform>%Ln Stellung</numerusform>
            <numerusform>%Ln Stellungen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gt::TreeLoader</name>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Opening a Big Tree</source>
        <translation>Ein großer Baum wird geöffnet</translation>
    </message>
    <message>
        <source>Drawing %1…</source>
        <translation>%1 wird gezeichnet …</translation>
    </message>
</context>
<context>
    <name>gt::TreeOverview</name>
    <message>
        <source>The whole tree; the rectangle is what the canvas shows. Click or drag to move the canvas.</source>
        <translation>Der ganze Baum; das Rechteck ist, was die Zeichenfläche zeigt. Klicken oder ziehen, um die Zeichenfläche zu verschieben.</translation>
    </message>
</context>
<context>
    <name>gt::TreeText</name>
    <message>
        <source>a name or label is longer than %1 characters</source>
        <translation>ein Name oder eine Beschriftung ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>a number is longer than %1 characters</source>
        <translation>eine Zahl ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>unterminated quoted string: the &apos;&quot;&apos; at %1 has no closing &apos;&quot;&apos; on its line</source>
        <translation>nicht abgeschlossene Zeichenkette: Das &apos;&quot;&apos; bei %1 hat in seiner Zeile kein schließendes &apos;&quot;&apos;</translation>
    </message>
    <message>
        <source>unknown escape in a quoted string; use \&quot;, \\, \n, \t or \r</source>
        <translation>unbekannte Escape-Sequenz in einer Zeichenkette; \&quot;, \\, 
, \t oder \r verwenden</translation>
    </message>
    <message>
        <source>the end of the input</source>
        <translation>das Ende der Eingabe</translation>
    </message>
    <message>
        <source>internal error: %1</source>
        <translation>interner Fehler: %1</translation>
    </message>
    <message>
        <source>the input is empty: expected a tree such as ((3,12),(2,4))</source>
        <translation>die Eingabe ist leer: erwartet wird ein Baum wie ((3,12),(2,4))</translation>
    </message>
    <message>
        <source> after &apos;:&apos;</source>
        <translation> nach &apos;:&apos;</translation>
    </message>
    <message>
        <source>expected a child, found &apos;)&apos;: an inner node needs at least one child</source>
        <translation>erwartet wird ein Kind, gefunden &apos;)&apos;: Ein innerer Knoten braucht mindestens ein Kind</translation>
    </message>
    <message>
        <source> after &apos;(&apos;</source>
        <translation> nach &apos;(&apos;</translation>
    </message>
    <message>
        <source> after &apos;,&apos;</source>
        <translation> nach &apos;,&apos;</translation>
    </message>
    <message>
        <source>unexpected %1 after the end of the tree</source>
        <translation>unerwartetes %1 nach dem Ende des Baums</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;)&apos; after a child, found %1</source>
        <translation>erwartet wird &apos;,&apos; oder &apos;)&apos; nach einem Kind, gefunden %1</translation>
    </message>
    <message>
        <source>; the &apos;(&apos; at %1 is not closed</source>
        <translation>; die &apos;(&apos; bei %1 ist nicht geschlossen</translation>
    </message>
    <message>
        <source>write the move label before the probability, as in &apos;%1 %2: …&apos;</source>
        <translation>die Zugbeschriftung vor die Wahrscheinlichkeit schreiben, wie in &apos;%1 %2: …&apos;</translation>
    </message>
    <message>
        <source>a move label cannot be empty</source>
        <translation>eine Zugbeschriftung darf nicht leer sein</translation>
    </message>
    <message>
        <source>a probability is only allowed on a child of a chance node, and this child&apos;s parent is a %1 node (a move label that is a number is quoted: &quot;1&quot;: …)</source>
        <translation>eine Wahrscheinlichkeit ist nur an einem Kind eines Zufallsknotens erlaubt, und der Elternknoten dieses Kindes ist ein %1-Knoten (eine Zugbeschriftung, die eine Zahl ist, wird in Anführungszeichen gesetzt: &quot;1&quot;: …)</translation>
    </message>
    <message>
        <source>expected a number after &apos;/&apos;, found %1</source>
        <translation>erwartet wird eine Zahl nach &apos;/&apos;, gefunden %1</translation>
    </message>
    <message>
        <source>the probability divides by zero</source>
        <translation>die Wahrscheinlichkeit teilt durch null</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after the probability, found %1</source>
        <translation>erwartet wird &apos;:&apos; nach der Wahrscheinlichkeit, gefunden %1</translation>
    </message>
    <message>
        <source>a name cannot be empty</source>
        <translation>ein Name darf nicht leer sein</translation>
    </message>
    <message>
        <source> after &apos;=&apos;</source>
        <translation> nach &apos;=&apos;</translation>
    </message>
    <message>
        <source>the root has no parent, so it cannot have a move label or a probability</source>
        <translation>die Wurzel hat keinen Elternknoten und kann daher keine Zugbeschriftung und keine Wahrscheinlichkeit haben</translation>
    </message>
    <message>
        <source>a leaf is written as its value, as in 3, not as leaf(…)</source>
        <translation>ein Blatt wird als sein Wert geschrieben, wie in 3, nicht als leaf(…)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a finite number</source>
        <translation>&apos;%1&apos; ist keine endliche Zahl</translation>
    </message>
    <message>
        <source>unknown node kind &apos;%1&apos;; expected max, min or chance</source>
        <translation>unbekannte Knotenart &apos;%1&apos;; erwartet wird max, min oder chance</translation>
    </message>
    <message>
        <source>expected a node%1, found %2; a name is written %3=…, a move label %3: …</source>
        <translation>erwartet wird ein Knoten%1, gefunden %2; ein Name wird %3=… geschrieben, eine Zugbeschriftung %3: …</translation>
    </message>
    <message>
        <source>expected a node%1, found %2; a name is written %2=…, a move label %2: …</source>
        <translation>erwartet wird ein Knoten%1, gefunden %2; ein Name wird %2=… geschrieben, eine Zugbeschriftung %2: …</translation>
    </message>
    <message>
        <source>expected a node%1, found %2</source>
        <translation>erwartet wird ein Knoten%1, gefunden %2</translation>
    </message>
    <message>
        <source>expected a heuristic value or an attribute such as key=k1 after &apos;[&apos;, found %1</source>
        <translation>erwartet wird ein heuristischer Wert oder ein Attribut wie key=k1 nach &apos;[&apos;, gefunden %1</translation>
    </message>
    <message>
        <source>expected &apos;]&apos; after the heuristic value, found %1</source>
        <translation>erwartet wird &apos;]&apos; nach dem heuristischen Wert, gefunden %1</translation>
    </message>
    <message>
        <source>expected &apos;(&apos; after %1, found %2</source>
        <translation>erwartet wird &apos;(&apos; nach %1, gefunden %2</translation>
    </message>
    <message>
        <source>expected an attribute such as key=k1 or &apos;]&apos;, found %1</source>
        <translation>erwartet wird ein Attribut wie key=k1 oder &apos;]&apos;, gefunden %1</translation>
    </message>
    <message>
        <source>unknown attribute &apos;%1&apos;; expected key, interval, game or pos</source>
        <translation>unbekanntes Attribut &apos;%1&apos;; erwartet wird key, interval, game oder pos</translation>
    </message>
    <message>
        <source>the attribute &apos;%1&apos; is given twice</source>
        <translation>das Attribut &apos;%1&apos; ist doppelt angegeben</translation>
    </message>
    <message>
        <source>expected an interval such as interval=2:7, found %1</source>
        <translation>erwartet wird ein Intervall wie interval=2:7, gefunden %1</translation>
    </message>
    <message>
        <source>expected a value after &apos;%1=&apos;, found %2</source>
        <translation>erwartet wird ein Wert nach &apos;%1=&apos;, gefunden %2</translation>
    </message>
    <message>
        <source>the attribute &apos;%1&apos; cannot be empty</source>
        <translation>das Attribut &apos;%1&apos; darf nicht leer sein</translation>
    </message>
    <message>
        <source>node %1: the %2 contains %3</source>
        <translation>Knoten %1: %2 enthält %3</translation>
    </message>
    <message>
        <source>the tree has more than %1 nodes</source>
        <translation>der Baum hat mehr als %1 Knoten</translation>
    </message>
</context>
<context>
    <name>gt::TreeTextField</name>
    <message>
        <source>Type a tree, e.g. ((10,10),(9,100))</source>
        <translation>Einen Baum eingeben, z. B. ((10,10),(9,100))</translation>
    </message>
    <message>
        <source>Type or paste a tree in the .tree notation: ((3,12,8),(2,4,6)) alternates MAX and MIN from a MAX root; max(…), min(…) and chance(0.7: 1, 0.3: 0) name the kinds. The canvas follows as you type.</source>
        <translation>Einen Baum in der .tree-Notation eingeben oder einfügen: ((3,12,8),(2,4,6)) wechselt von einer MAX-Wurzel aus zwischen MAX und MIN; max(…), min(…) und chance(0.7: 1, 0.3: 0) benennen die Knotenarten. Die Zeichenfläche folgt beim Tippen.</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>Spalte %1: %2</translation>
    </message>
</context>
<context>
    <name>gt::Validate</name>
    <message>
        <source>%1: some children have probabilities and some do not; give all or none (none means uniform)</source>
        <translation>%1: Manche Kinder haben Wahrscheinlichkeiten, manche nicht; allen oder keinem eine geben (keine heißt gleichverteilt)</translation>
    </message>
    <message>
        <source>%1: the probabilities of its children sum to %2, not 1</source>
        <translation>%1: Die Wahrscheinlichkeiten seiner Kinder ergeben zusammen %2, nicht 1</translation>
    </message>
    <message>
        <source>%1 has the interval [%2, %3]; its bounds must be finite numbers between %4 and %5</source>
        <translation>%1 hat das Intervall [%2, %3]; seine Schranken müssen endliche Zahlen zwischen %4 und %5 sein</translation>
    </message>
    <message>
        <source>%1 has the interval [%2, %3]; the pessimistic bound must not exceed the optimistic one</source>
        <translation>%1 hat das Intervall [%2, %3]; die pessimistische Schranke darf die optimistische nicht übersteigen</translation>
    </message>
    <message>
        <source>%1 has a position but no game id</source>
        <translation>%1 hat eine Stellung, aber keine Spielkennung</translation>
    </message>
    <message>
        <source>%1 has a game id but no position text</source>
        <translation>%1 hat eine Spielkennung, aber keinen Stellungstext</translation>
    </message>
    <message>
        <source>the tree is empty</source>
        <translation>der Baum ist leer</translation>
    </message>
    <message>
        <source>%1 is a leaf but has children</source>
        <translation>%1 ist ein Blatt, hat aber Kinder</translation>
    </message>
    <message>
        <source>%1 is a %2 node without children</source>
        <translation>%1 ist ein %2-Knoten ohne Kinder</translation>
    </message>
    <message>
        <source>%1 is a leaf without a value</source>
        <translation>%1 ist ein Blatt ohne Wert</translation>
    </message>
    <message>
        <source>%1 has a value that is not a finite number (%2)</source>
        <translation>%1 hat einen Wert, der keine endliche Zahl ist (%2)</translation>
    </message>
    <message>
        <source>%1 has the value %2; values must lie between %3 and %4</source>
        <translation>%1 hat den Wert %2; Werte müssen zwischen %3 und %4 liegen</translation>
    </message>
    <message>
        <source>%1 has a probability but its parent is not a chance node</source>
        <translation>%1 hat eine Wahrscheinlichkeit, aber sein Elternknoten ist kein Zufallsknoten</translation>
    </message>
    <message>
        <source>%1 has the probability %2; probabilities must be finite and at least 0</source>
        <translation>%1 hat die Wahrscheinlichkeit %2; Wahrscheinlichkeiten müssen endlich und mindestens 0 sein</translation>
    </message>
</context>
<context>
    <name>gt::WholeTreePanel</name>
    <message>
        <source>Check All</source>
        <translation>Alles prüfen</translation>
    </message>
    <message>
        <source>Show Answers</source>
        <translation>Lösungen zeigen</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Your value</source>
        <translation>Ihr Wert</translation>
    </message>
    <message>
        <source>Type every inner node&apos;s value (≤ or ≥ where only a bound is known) and click every pruned leaf on the canvas.</source>
        <translation>Den Wert jedes inneren Knotens eingeben (≤ oder ≥, wo nur eine Schranke bekannt ist) und jedes abgeschnittene Blatt auf der Zeichenfläche anklicken.</translation>
    </message>
    <message>
        <source>The value of %1 is not a number: type one such as 3, ≤ 2, -1.5, 1/2 or inf.</source>
        <translation>Der Wert von %1 ist keine Zahl: einen wie 3, ≤ 2, -1.5, 1/2 oder inf eingeben.</translation>
    </message>
    <message>
        <source>This tree has more than %1 inner nodes: too many to quiz all at once. Use the step-by-step quiz.</source>
        <translation>Dieser Baum hat mehr als %1 innere Knoten: zu viele für ein Quiz auf einmal. Bitte das Schritt-für-Schritt-Quiz verwenden.</translation>
    </message>
    <message>
        <source>Leaves clicked as pruned: %1.</source>
        <translation>Als abgeschnitten angeklickte Blätter: %1.</translation>
    </message>
    <message>
        <source>All right! %1</source>
        <translation>Alles richtig! %1</translation>
    </message>
    <message>
        <source>%1. The first wrong step is step %2: %3.</source>
        <translation>%1. Der erste falsche Schritt ist Schritt %2: %3.</translation>
    </message>
    <message>
        <source>%1. %2.</source>
        <translation>%1. %2.</translation>
    </message>
</context>
<context>
    <name>gt::WindowTour</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Fertig</translation>
    </message>
</context>
<context>
    <name>gt::grade</name>
    <message>
        <source>the tree is empty</source>
        <translation>der Baum ist leer</translation>
    </message>
    <message>
        <source> (a lower bound: its true value is at least that)</source>
        <translation> (eine untere Schranke: sein wahrer Wert ist mindestens so groß)</translation>
    </message>
    <message>
        <source> (an upper bound: its true value is at most that)</source>
        <translation> (eine obere Schranke: sein wahrer Wert ist höchstens so groß)</translation>
    </message>
    <message>
        <source>the answer says %1 is pruned, but the search reaches it here</source>
        <translation>die Antwort sagt, %1 wird abgeschnitten, aber die Suche erreicht es hier</translation>
    </message>
    <message>
        <source>%1 is never read, but the answer does not list it as pruned</source>
        <translation>%1 wird nie gelesen, aber die Antwort führt es nicht als abgeschnitten</translation>
    </message>
    <message>
        <source>the value of %1 is %2, not %3</source>
        <translation>der Wert von %1 ist %2, nicht %3</translation>
    </message>
    <message>
        <source>the best move is %1, not %2</source>
        <translation>der beste Zug ist %1, nicht %2</translation>
    </message>
    <message>
        <source>%1: the best move is the first child with the root&apos;s value.</source>
        <translation>%1: Der beste Zug ist das erste Kind mit dem Wert der Wurzel.</translation>
    </message>
    <message>
        <source>the answer stops after %1 reads, but the search goes on to read %2</source>
        <translation>die Antwort hört nach %1 Lesevorgängen auf, aber die Suche liest weiter bis %2</translation>
    </message>
    <message>
        <source>the answer reads %1 (read %2), but it is never read</source>
        <translation>die Antwort liest %1 (Lesevorgang %2), aber es wird nie gelesen</translation>
    </message>
    <message>
        <source>the search reads %1 leaves, the answer more: read %2 is one too many</source>
        <translation>die Suche liest %1 Blätter, die Antwort mehr: Lesevorgang %2 ist einer zu viel</translation>
    </message>
    <message>
        <source>read %1 is %2 in the answer, but %2 is never read: the search reads %3 there</source>
        <translation>Lesevorgang %1 ist in der Antwort %2, aber %2 wird nie gelesen: Die Suche liest dort %3</translation>
    </message>
    <message>
        <source>read %1 is %2, not %3: %3 is cut off first</source>
        <translation>Lesevorgang %1 ist %2, nicht %3: %3 wird vorher abgeschnitten</translation>
    </message>
    <message>
        <source>a leaf worth %1</source>
        <translation>ein Blatt mit Wert %1</translation>
    </message>
    <message>
        <source>read %1 is %2, not %3</source>
        <translation>Lesevorgang %1 ist %2, nicht %3</translation>
    </message>
    <message>
        <source>%1 is never read, but the answer does not list its value as pruned</source>
        <translation>%1 wird nie gelesen, aber die Antwort führt seinen Wert nicht als abgeschnitten</translation>
    </message>
    <message>
        <source>no pruned leaf is worth %1</source>
        <translation>kein abgeschnittenes Blatt hat den Wert %1</translation>
    </message>
    <message>
        <source>the answer says a leaf worth %1 is pruned, but %2 is read here and no other leaf worth %1 is pruned</source>
        <translation>die Antwort sagt, ein Blatt mit Wert %1 wird abgeschnitten, aber %2 wird hier gelesen und kein anderes Blatt mit Wert %1 wird abgeschnitten</translation>
    </message>
    <message>
        <source>the answer gives no value for %1, which returns %2 here</source>
        <translation>die Antwort gibt keinen Wert für %1 an, das hier %2 zurückgibt</translation>
    </message>
    <message>
        <source>the answer gives %1 the value %2, but %1 is never reached</source>
        <translation>die Antwort gibt %1 den Wert %2, aber %1 wird nie erreicht</translation>
    </message>
    <message>
        <source>%1 is worth %2%3, not %4</source>
        <translation>%1 ist %2%3 wert, nicht %4</translation>
    </message>
    <message>
        <source> (%1 is the best found before the cut-off, what a fail-soft search returns; this one is fail-hard and returns the end of its window)</source>
        <translation> (%1 ist das Beste, das vor dem Schnitt gefunden wurde, was eine fail-soft-Suche zurückgibt; diese ist fail-hard und gibt das Ende ihres Fensters zurück)</translation>
    </message>
    <message>
        <source>pruned</source>
        <translation>abgeschnitten</translation>
    </message>
    <message>
        <source>%1 prunes nothing on this tree: every node is visited, %2 too.</source>
        <translation>%1 schneidet in diesem Baum nichts ab: Jeder Knoten wird besucht, %2 auch.</translation>
    </message>
    <message>
        <source>At %1 the window is (α = %2, β = %3) and no cut-off has ended its search, so %4 is searched.</source>
        <translation>Bei %1 ist das Fenster (α = %2, β = %3), und kein Schnitt hat seine Suche beendet, also wird %4 durchsucht.</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <source>%1 at node %2</source>
        <translation>%1 bei Knoten %2</translation>
    </message>
    <message>
        <source>the search&apos;s event is %1, the answer&apos;s is %2</source>
        <translation>das Ereignis der Suche ist %1, das der Antwort %2</translation>
    </message>
    <message>
        <source>in %1, %2 is %3 in the search, %4 in the answer</source>
        <translation>in %1 ist %2 in der Suche %3, in der Antwort %4</translation>
    </message>
    <message>
        <source>the answer ends after %1 events, but the search goes on with %2</source>
        <translation>die Antwort endet nach %1 Ereignissen, aber die Suche geht weiter mit %2</translation>
    </message>
    <message>
        <source>the search ends after %1 events, but the answer goes on with %2</source>
        <translation>die Suche endet nach %1 Ereignissen, aber die Antwort geht weiter mit %2</translation>
    </message>
    <message>
        <source>right</source>
        <translation>richtig</translation>
    </message>
    <message>
        <source>step %1: %2.</source>
        <translation>Schritt %1: %2.</translation>
    </message>
    <message>
        <source>the answer is empty</source>
        <translation>die Antwort ist leer</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is given twice</source>
        <translation>&apos;%1&apos; ist doppelt angegeben</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>&apos;%1&apos; ist keine Zahl</translation>
    </message>
    <message>
        <source>&apos;%1&apos; names several nodes: give their ids (preorder numbers) instead</source>
        <translation>&apos;%1&apos; bezeichnet mehrere Knoten: stattdessen ihre IDs (Präorder-Nummern) angeben</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a node id; with --numbers values, numbers in a list are the leaves&apos; values</source>
        <translation>&apos;%1&apos; ist keine Knoten-ID; mit --numbers values sind Zahlen in einer Liste die Werte der Blätter</translation>
    </message>
    <message>
        <source>no node is called &apos;%1&apos;</source>
        <translation>kein Knoten heißt &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move at the root: give a move&apos;s label or name, its index from 0, or #1 to #%2</source>
        <translation>&apos;%1&apos; ist kein Zug an der Wurzel: die Beschriftung oder den Namen eines Zugs angeben, seinen Index ab 0 oder #1 bis #%2</translation>
    </message>
    <message>
        <source>no value is given</source>
        <translation>kein Wert angegeben</translation>
    </message>
    <message>
        <source>no move is given</source>
        <translation>kein Zug angegeben</translation>
    </message>
    <message>
        <source>a value is one number; this is a second word</source>
        <translation>ein Wert ist eine einzige Zahl; dies ist ein zweites Wort</translation>
    </message>
    <message>
        <source>a best move is one word; this is a second one</source>
        <translation>ein bester Zug ist ein einziges Wort; dies ist ein zweites</translation>
    </message>
    <message>
        <source>the root is a leaf: there is no move</source>
        <translation>die Wurzel ist ein Blatt: Es gibt keinen Zug</translation>
    </message>
    <message>
        <source>not JSON: %1</source>
        <translation>kein JSON: %1</translation>
    </message>
    <message>
        <source>a whole-tree answer is one JSON object {&quot;values&quot;: …, &quot;pruned&quot;: […]}</source>
        <translation>eine Antwort für den ganzen Baum ist ein JSON-Objekt {&quot;values&quot;: …, &quot;pruned&quot;: […]}</translation>
    </message>
    <message>
        <source>a trace&apos;s events are JSON objects</source>
        <translation>die Ereignisse einer Spur sind JSON-Objekte</translation>
    </message>
    <message>
        <source>not a JSON object: %1</source>
        <translation>kein JSON-Objekt: %1</translation>
    </message>
    <message>
        <source>each line of a trace is one JSON object</source>
        <translation>jede Zeile einer Spur ist ein JSON-Objekt</translation>
    </message>
    <message>
        <source>an event needs a &quot;type&quot; (a string: enter, read, return, …)</source>
        <translation>ein Ereignis braucht einen &quot;type&quot; (einen String: enter, read, return, …)</translation>
    </message>
    <message>
        <source>unknown event type &apos;%1&apos; (docs/trace-format.md lists them)</source>
        <translation>unbekannter Ereignistyp &apos;%1&apos; (docs/trace-format.md listet sie auf)</translation>
    </message>
    <message>
        <source>an event needs a &quot;node&quot; (an id, or a node&apos;s name)</source>
        <translation>ein Ereignis braucht einen &quot;node&quot; (eine ID oder den Namen eines Knotens)</translation>
    </message>
    <message>
        <source>a node is an id or a name</source>
        <translation>ein Knoten ist eine ID oder ein Name</translation>
    </message>
    <message>
        <source>&quot;%1&quot; holds a number or a string</source>
        <translation>&quot;%1&quot; enthält eine Zahl oder einen String</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a list</source>
        <translation>&quot;%1&quot; ist eine Liste</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;: a whole-tree answer has &quot;values&quot; and &quot;pruned&quot;</source>
        <translation>unbekannter Schlüssel &apos;%1&apos;: Eine Antwort für den ganzen Baum hat &quot;values&quot; und &quot;pruned&quot;</translation>
    </message>
    <message>
        <source>a value is a number or a string such as &quot;&lt;= 2&quot;</source>
        <translation>ein Wert ist eine Zahl oder ein String wie &quot;&lt;= 2&quot;</translation>
    </message>
    <message>
        <source>%1 values for a tree of %2 nodes</source>
        <translation>%1 Werte für einen Baum mit %2 Knoten</translation>
    </message>
    <message>
        <source>&quot;values&quot; is an object {&quot;A&quot;: 3, …} or an array by node id</source>
        <translation>&quot;values&quot; ist ein Objekt {&quot;A&quot;: 3, …} oder ein Array nach Knoten-ID</translation>
    </message>
    <message>
        <source>&quot;pruned&quot; is an array of leaves (ids or names)</source>
        <translation>&quot;pruned&quot; ist ein Array von Blättern (IDs oder Namen)</translation>
    </message>
    <message>
        <source>a whole-tree answer needs &quot;values&quot;, &quot;pruned&quot; or both</source>
        <translation>eine Antwort für den ganzen Baum braucht &quot;values&quot;, &quot;pruned&quot; oder beides</translation>
    </message>
    <message>
        <source>the answer holds %1: an answer is plain text</source>
        <translation>die Antwort enthält %1: eine Antwort ist reiner Text</translation>
    </message>
    <message>
        <source>the answer is empty: it holds only brackets, quotes and separators, no value, id or name</source>
        <translation>die Antwort ist leer: sie enthält nur Klammern, Anführungszeichen und Trennzeichen, keinen Wert, keine Kennung und keinen Namen</translation>
    </message>
    <message>
        <source>the tree&apos;s nodes are 0 to %1</source>
        <translation>die Knoten des Baums sind 0 bis %1</translation>
    </message>
    <message>
        <source>there is no node %1: %2</source>
        <translation>es gibt keinen Knoten %1: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a node id (%2), and as a number it %3</source>
        <translation>„%1“ ist keine Knotenkennung (%2), und als Zahl %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a node id: ids are whole numbers (%2)</source>
        <translation>„%1“ ist keine Knotenkennung: Kennungen sind ganze Zahlen (%2)</translation>
    </message>
    <message>
        <source>node %1 (leaf %2, %3)</source>
        <translation>Knoten %1 (Blatt %2, %3)</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos; (known: value, leaves, pruned, best, visits)</source>
        <translation>unbekannter Schlüssel &apos;%1&apos; (bekannt: value, leaves, pruned, best, visits)</translation>
    </message>
    <message>
        <source>the root is a leaf: it has no children to count visits of</source>
        <translation>die Wurzel ist ein Blatt: sie hat keine Kinder, deren Besuche man zählen könnte</translation>
    </message>
    <message>
        <source>the root has %1 children: this is count %2</source>
        <translation>die Wurzel hat %1 Kinder: dies ist Zählwert %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a visit count: counts are whole numbers, 0 or more</source>
        <translation>&apos;%1&apos; ist keine Besuchszahl: Zahlen sind ganze Zahlen ab 0</translation>
    </message>
    <message>
        <source>the root has %1 children: give %1 visit counts, one per child in order (%2 given)</source>
        <translation>die Wurzel hat %1 Kinder: gib %1 Besuchszahlen an, eine pro Kind der Reihe nach (%2 angegeben)</translation>
    </message>
    <message>
        <source>%1 is visited more than %2 times: this back-up makes its N %3, and the search ends with N = %4</source>
        <translation>%1 wird mehr als %2-mal besucht: diese Rückführung macht sein N zu %3, und die Suche endet mit N = %4</translation>
    </message>
    <message>
        <source>%1 ends the search with N = %2, not %3</source>
        <translation>%1 beendet die Suche mit N = %2, nicht %3</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Step through game-tree searches.</source>
        <translation>Spielbaumsuchen Schritt für Schritt verfolgen.</translation>
    </message>
    <message>
        <source>A .gtree, .json, .tree or .dot file.</source>
        <translation>Eine .gtree-, .json-, .tree- oder .dot-Datei.</translation>
    </message>
    <message>
        <source>Algorithm to search with.</source>
        <translation>Algorithmus, mit dem gesucht wird.</translation>
    </message>
    <message>
        <source>Step to show (&apos;end&apos;: last).</source>
        <translation>Zu zeigender Schritt („end“: der letzte).</translation>
    </message>
    <message>
        <source>Use the dark palette.</source>
        <translation>Die dunklen Farben verwenden.</translation>
    </message>
    <message>
        <source>Start presenting.</source>
        <translation>Mit der Präsentation beginnen.</translation>
    </message>
    <message>
        <source>Lay out with Graphviz dot.</source>
        <translation>Mit Graphviz dot anordnen.</translation>
    </message>
    <message>
        <source>Save the window and quit.</source>
        <translation>Das Fenster speichern und beenden.</translation>
    </message>
</context>
</TS>
