<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>gt</name>
    <message>
        <source>Which node is taken off OPEN next? Click it.</source>
        <translation>Какой узел будет взят из OPEN следующим? Щёлкните его.</translation>
    </message>
    <message>
        <source>Which child of the root does the strategy work on next? Click it.</source>
        <translation>Над каким потомком корня стратегия будет работать дальше? Щёлкните его.</translation>
    </message>
    <message>
        <source>Which child of %1 does the descent go to? Click it.</source>
        <translation>К какому потомку %1 идёт спуск? Щёлкните его.</translation>
    </message>
    <message>
        <source>Which state is taken off OPEN next? Click its node.</source>
        <translation>Какое состояние будет взято из OPEN следующим? Щёлкните его узел.</translation>
    </message>
    <message>
        <source>What merit does the SOLVED state of %1 get on OPEN?</source>
        <translation>Какую оценку получает состояние SOLVED узла %1 в OPEN?</translation>
    </message>
    <message>
        <source>The leaf %1 = %2 returns to %3. What is %3&apos;s best so far now?</source>
        <translation>Лист %1 = %2 возвращается в %3. Каково теперь лучшее значение %3 на данный момент?</translation>
    </message>
    <message>
        <source>What does %1 return in this pass?</source>
        <translation>Что возвращает %1 в этом проходе?</translation>
    </message>
    <message>
        <source>What does %1 return to %2?</source>
        <translation>Что %1 возвращает в %2?</translation>
    </message>
    <message>
        <source>%1 is finished; %2 adds it with probability %3. What is %2&apos;s weighted sum now?</source>
        <translation>%1 завершён; %2 прибавляет его с вероятностью %3. Какова теперь взвешенная сумма %2?</translation>
    </message>
    <message>
        <source>A bound at %1 changes. What is α at %1 now?</source>
        <translation>Граница в %1 меняется. Чему теперь равно α в %1?</translation>
    </message>
    <message>
        <source>A bound at %1 changes. What is β at %1 now?</source>
        <translation>Граница в %1 меняется. Чему теперь равно β в %1?</translation>
    </message>
    <message>
        <source>Which branches of %1 are pruned now? Click them on the canvas, then Check.</source>
        <translation>Какие ветви %1 отсекаются сейчас? Щёлкните их на холсте, затем «Проверить».</translation>
    </message>
    <message>
        <source>The search ends. What is the value of %1, the root?</source>
        <translation>Поиск заканчивается. Каково значение корня %1?</translation>
    </message>
    <message>
        <source>The most-proving path passes %1, an OR node. Which child does it take? Click it.</source>
        <translation>Наиболее доказывающий путь проходит через %1, OR-узел. Какого ребёнка он выбирает? Щёлкните по нему.</translation>
    </message>
    <message>
        <source>The most-proving path passes %1, an AND node. Which child does it take? Click it.</source>
        <translation>Наиболее доказывающий путь проходит через %1, AND-узел. Какого ребёнка он выбирает? Щёлкните по нему.</translation>
    </message>
    <message>
        <source>The numbers are updated at %1. What is its proof number pn now?</source>
        <translation>Числа в узле %1 обновляются. Каково теперь его число доказательства pn?</translation>
    </message>
    <message>
        <source>Which child does UCB1 select at %1: the largest Q + c·√(ln N / N_child), ties to the leftmost? Click it.</source>
        <translation>Какого потомка выбирает UCB1 в %1: с наибольшим Q + c·√(ln N / N_потомка), при равенстве — самого левого? Щёлкните по нему.</translation>
    </message>
    <message>
        <source>Which child does UCB1 select at %1: the smallest Q − c·√(ln N / N_child), ties to the leftmost? Click it.</source>
        <translation>Какого потомка выбирает UCB1 в %1: с наименьшим Q − c·√(ln N / N_потомка), при равенстве — самого левого? Щёлкните по нему.</translation>
    </message>
    <message>
        <source>The result r = %1 is backed up into %2, which has N = %3 and W = %4. What do its N and W become?</source>
        <translation>Результат r = %1 передаётся обратно в %2, у которого N = %3 и W = %4. Какими станут его N и W?</translation>
    </message>
</context>
<context>
    <name>gt::Algorithm</name>
    <message>
        <source>It searches like minimax with a window α…β and skips children that cannot change the result.</source>
        <translation>Ищет как минимакс, но с окном α…β и пропускает потомков, которые не могут изменить результат.</translation>
    </message>
    <message>
        <source>It runs fail-soft alpha-beta with a narrow window around a guess; if the value lands outside the window, a second pass searches again on that side.</source>
        <translation>Запускает fail-soft альфа-бета-поиск с узким окном вокруг предположения; если значение выходит за окно, второй проход ищет заново с этой стороны.</translation>
    </message>
    <message>
        <source>Every node carries an interval [pess, opt]. It expands one node at a time, backs the bounds up to the root, and stops when one root child&apos;s pessimistic bound reaches every other child&apos;s optimistic one: that move is proven best.</source>
        <translation>Каждый узел несёт интервал [pess, opt]. Алгоритм раскрывает по одному узлу, поднимает границы к корню и останавливается, когда пессимистическая граница одного потомка корня достигает оптимистических границ всех остальных: этот ход доказуемо лучший.</translation>
    </message>
    <message>
        <source>It reads every MIN node as a chance node with equal probabilities and backs up weighted averages.</source>
        <translation>Считает каждый узел MIN узлом случая с равными вероятностями и поднимает взвешенные средние.</translation>
    </message>
    <message>
        <source>MAX takes the largest value, MIN the smallest and a chance node the probability-weighted sum.</source>
        <translation>MAX берёт наибольшее значение, MIN — наименьшее, узел случая — сумму, взвешенную вероятностями.</translation>
    </message>
    <message>
        <source>It runs alpha-beta to depth 1, 2, 3, … reading the nodes at each pass&apos;s horizon by their heuristic value, and tries the moves the earlier passes found good first.</source>
        <translation>Запускает альфа-бета-поиск на глубину 1, 2, 3, …, читая узлы на горизонте каждого прохода по их эвристической оценке, и сначала пробует ходы, которые предыдущие проходы сочли хорошими.</translation>
    </message>
    <message>
        <source>It visits every node and backs values up from the leaves: MAX takes the largest, MIN the smallest.</source>
        <translation>Посещает каждый узел и поднимает значения от листьев: MAX берёт наибольшее, MIN — наименьшее.</translation>
    </message>
    <message>
        <source>It first generates the tree level by level, moving nodes from the queue OPEN to the list CLOSED, then walks CLOSED backwards and backs the values up from the bottom.</source>
        <translation>Сначала строит дерево уровень за уровнем, перенося узлы из очереди OPEN в список CLOSED, затем проходит CLOSED в обратном порядке и поднимает значения снизу вверх.</translation>
    </message>
    <message>
        <source>It asks a series of yes/no questions about the root&apos;s value, starting at a guess (&quot;is it ≥ g?&quot;), each answered by a null-window alpha-beta pass that remembers bounds in a transposition table, until the bounds meet.</source>
        <translation>Задаёт серию вопросов «да/нет» о значении корня, начиная с предположения («≥ g?»); на каждый отвечает альфа-бета-проход с нулевым окном, запоминающий границы в таблице транспозиций, пока границы не сойдутся.</translation>
    </message>
    <message>
        <source>It asks &quot;is the value ≥ g?&quot; starting above every value, each time with the upper bound the last pass found; a null-window alpha-beta with a transposition table answers, reading SSS*&apos;s leaves in SSS*&apos;s order.</source>
        <translation>Спрашивает «значение ≥ g?», начиная выше всех значений, каждый раз с верхней границей из прошлого прохода; отвечает альфа-бета с нулевым окном и таблицей транспозиций, читая листья SSS* в порядке SSS*.</translation>
    </message>
    <message>
        <source>It asks &quot;is the value &gt; g?&quot; starting below every value, each time with the lower bound the last pass found; a null-window alpha-beta with a transposition table answers, reading DUAL*&apos;s leaves.</source>
        <translation>Спрашивает «значение &gt; g?», начиная ниже всех значений, каждый раз с нижней границей из прошлого прохода; отвечает альфа-бета с нулевым окном и таблицей транспозиций, читая листья DUAL*.</translation>
    </message>
    <message>
        <source>It is alpha-beta written for one player: every node maximises the value seen by the side to move, and a value changes sign where the side to move changes.</source>
        <translation>Это альфа-бета, записанный для одного игрока: каждый узел максимизирует значение с точки зрения ходящей стороны, а значение меняет знак там, где меняется ходящая сторона.</translation>
    </message>
    <message>
        <source>It searches the first child with the full window and tests every other child with a null window first; only a child that passes its test is searched again to find its value.</source>
        <translation>Ищет первого потомка с полным окном, а каждого следующего сначала проверяет нулевым окном; только прошедший проверку потомок ищется заново, чтобы найти его значение.</translation>
    </message>
    <message>
        <source>It searches with the full window until a child improves the bound, then only tests each later child with a zero window, and searches a child again in full when it passes the test.</source>
        <translation>Ищет с полным окном, пока какой-нибудь потомок не улучшит границу, затем лишь проверяет каждого следующего потомка нулевым окном и ищет его заново полностью, если он прошёл проверку.</translation>
    </message>
    <message>
        <source>It is SSS* with MAX and MIN exchanged: it keeps a list OPEN of states, always takes the one with the lowest merit and applies one case of the Γ operator to it.</source>
        <translation>Это SSS* с переставленными MAX и MIN: хранит список состояний OPEN, всегда берёт состояние с наименьшей оценкой и применяет к нему один из случаев оператора Γ.</translation>
    </message>
    <message>
        <source>It keeps a list OPEN of states, always takes the one with the highest merit and applies one case of the Γ operator to it.</source>
        <translation>Хранит список состояний OPEN, всегда берёт состояние с наибольшей оценкой и применяет к нему один из случаев оператора Γ.</translation>
    </message>
    <message>
        <source>Alpha-beta that also prunes at chance nodes: since every leaf lies in [L, U], a chance node&apos;s value is bounded before all its children are searched, and it stops once that bound leaves its window.</source>
        <translation>Альфа-бета, отсекающий и в узлах случая: так как каждый лист лежит в [L, U], значение узла случая ограничено ещё до поиска всех его потомков, и поиск прекращается, когда эта граница покидает окно.</translation>
    </message>
    <message>
        <source>Star1 that first probes: below a chance node whose children are all MAX (or all MIN) nodes it searches one grandchild per child, whose values bound the children and may settle the chance node before the full search.</source>
        <translation>Star1 с предварительным зондированием: под узлом случая, все потомки которого — узлы MAX (или все MIN), ищет по одному внуку на каждого потомка; их значения ограничивают потомков и могут решить узел случая до полного поиска.</translation>
    </message>
    <message>
        <source>Alpha-beta</source>
        <translation>Альфа-бета</translation>
    </message>
    <message>
        <source>Aspiration search</source>
        <translation>Поиск с аспирационным окном</translation>
    </message>
    <message>
        <source>B*</source>
        <translation>B*</translation>
    </message>
    <message>
        <source>%1 has no interval; B* needs an interval [pess, opt] on every inner node (as in interval=2:7)</source>
        <translation>У %1 нет интервала; B* требует интервал [pess, opt] у каждого внутреннего узла (как в interval=2:7)</translation>
    </message>
    <message>
        <source>%1 has the value %2, outside the leaf bounds [%3, %4]</source>
        <translation>%1 имеет значение %2 вне границ листьев [%3, %4]</translation>
    </message>
    <message>
        <source>%1 is at the depth limit %2 but has no heuristic value</source>
        <translation>%1 находится на пределе глубины %2, но не имеет эвристической оценки</translation>
    </message>
    <message>
        <source>every child of %1 has a probability below --min-prob %2: nothing would be searched</source>
        <translation>у каждого потомка %1 вероятность ниже --min-prob %2: искать было бы нечего</translation>
    </message>
    <message>
        <source>Expectimax</source>
        <translation>Экспектимакс</translation>
    </message>
    <message>
        <source>Expectiminimax</source>
        <translation>Экспектиминимакс</translation>
    </message>
    <message>
        <source>Iterative deepening</source>
        <translation>Итеративное углубление</translation>
    </message>
    <message>
        <source>%1 has no heuristic value, and iterative deepening reads it at the horizon of pass %2</source>
        <translation>У %1 нет эвристической оценки, а итеративное углубление читает его на горизонте прохода %2</translation>
    </message>
    <message>
        <source>Minimax</source>
        <translation>Минимакс</translation>
    </message>
    <message>
        <source>Minimax (two phases)</source>
        <translation>Минимакс (две фазы)</translation>
    </message>
    <message>
        <source>Negamax</source>
        <translation>Негамакс</translation>
    </message>
    <message>
        <source>NegaScout</source>
        <translation>NegaScout</translation>
    </message>
    <message>
        <source>Principal variation search</source>
        <translation>Поиск с главным вариантом</translation>
    </message>
    <message>
        <source>%1 is a %2 node; %3 searches only %4 nodes</source>
        <translation>%1 — узел %2; %3 ищет только узлы %4</translation>
    </message>
    <message>
        <source>two algorithms declare --%1 differently</source>
        <translation>два алгоритма объявляют --%1 по-разному</translation>
    </message>
    <message>
        <source>unknown algorithm &apos;%1&apos; (known: %2)</source>
        <translation>неизвестный алгоритм «%1» (известны: %2)</translation>
    </message>
    <message>
        <source>internal error: %1 computed a value for %2 that is not a finite number</source>
        <translation>внутренняя ошибка: %1 вычислил для %2 значение, не являющееся конечным числом</translation>
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
        <translation>%1 имеет вероятность 0; *-minimax делит на вероятность каждого потомка</translation>
    </message>
    <message>
        <source>      if v &gt; β: prune the remaining children   ▷ β cut-off, strict: tested before line 7</source>
        <translation>      если v &gt; β: отсечь оставшихся потомков   ▷ β-отсечение, строго: проверяется до строки 7</translation>
    </message>
    <message>
        <source>      if v &lt; α: prune the remaining children   ▷ α cut-off, strict: tested before line 13</source>
        <translation>      если v &lt; α: отсечь оставшихся потомков   ▷ α-отсечение, строго: проверяется до строки 13</translation>
    </message>
    <message>
        <source>  return v   ▷ fail-soft: as found, even outside the window n was given</source>
        <translation>  вернуть v   ▷ fail-soft: как найдено, даже вне окна, данного n</translation>
    </message>
    <message>
        <source>  return v clamped to the window n was given   ▷ fail-hard</source>
        <translation>  вернуть v, обрезанное по окну, данному n   ▷ fail-hard</translation>
    </message>
    <message>
        <source>Monte-Carlo tree search (UCT)</source>
        <translation>Поиск по дереву Монте-Карло (UCT)</translation>
    </message>
    <message>
        <source>It grows a search tree one node per iteration: it selects down the tree by UCB1, adds one child, plays out to a leaf at random and backs the result up; the move played is the root child visited most.</source>
        <translation>Он наращивает дерево поиска на один узел за итерацию: спускается по дереву, выбирая по UCB1, добавляет одного потомка, случайно доигрывает до листа и передаёт результат вверх; ход — потомок корня, посещённый чаще всех.</translation>
    </message>
    <message>
        <source>%1 has no heuristic value; a playout of --playout-depth %2 can stop there</source>
        <translation>у %1 нет эвристической оценки; доигрывание с --playout-depth %2 может остановиться там</translation>
    </message>
    <message>
        <source>Proof-number search</source>
        <translation>Поиск по числам доказательства</translation>
    </message>
    <message>
        <source>It reads MAX nodes as OR and MIN nodes as AND and asks whether MAX wins: it keeps proof and disproof numbers, expands the most-proving node each time and stops when the root is proven or disproven.</source>
        <translation>Он читает узлы MAX как ИЛИ, а узлы MIN как И и спрашивает, выигрывает ли MAX: хранит числа доказательства и опровержения, каждый раз раскрывает наиболее доказывающий узел и останавливается, когда корень доказан или опровергнут.</translation>
    </message>
</context>
<context>
    <name>gt::AlgorithmPicker</name>
    <message>
        <source>The search algorithm</source>
        <translation>Алгоритм поиска</translation>
    </message>
    <message>
        <source>unknown algorithm</source>
        <translation>неизвестный алгоритм</translation>
    </message>
    <message>
        <source>%1 cannot search this tree: %2</source>
        <translation>%1 не может искать в этом дереве: %2</translation>
    </message>
</context>
<context>
    <name>gt::BoardEditor</name>
    <message>
        <source>%1: click for x, again for o, again to clear</source>
        <translation>%1: щелчок — x, ещё раз — o, ещё раз — очистить</translation>
    </message>
</context>
<context>
    <name>gt::CallStackDock</name>
    <message>
        <source>Call stack</source>
        <translation>Стек вызовов</translation>
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
        <translation>%1 из %2 (%3)</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Узел</translation>
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
        <translation>Текущее значение</translation>
    </message>
    <message>
        <source>Child</source>
        <translation>Потомок</translation>
    </message>
</context>
<context>
    <name>gt::CanvasController</name>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>&amp;Вписать в окно</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Увеличить</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Уме&amp;ньшить</translation>
    </message>
    <message>
        <source>Follow the &amp;Current Node</source>
        <translation>Следовать за &amp;текущим узлом</translation>
    </message>
    <message>
        <source>Scroll the canvas so that the node the search is at stays in view</source>
        <translation>Прокручивать холст так, чтобы узел, в котором находится поиск, оставался видимым</translation>
    </message>
    <message>
        <source>&amp;Tidy Layout</source>
        <translation>&amp;Аккуратная раскладка</translation>
    </message>
    <message>
        <source>Graphviz &amp;dot Layout</source>
        <translation>Раскладка Graphviz &amp;dot</translation>
    </message>
    <message>
        <source>&amp;Dark Palette</source>
        <translation>Тёмная &amp;палитра</translation>
    </message>
    <message>
        <source>Show Node &amp;Ids</source>
        <translation>Показывать но&amp;мера узлов</translation>
    </message>
    <message>
        <source>Write each node&apos;s preorder id (#5) beside it, as the panels and the narration name nodes; on by default for trees without names</source>
        <translation>Писать рядом с каждым узлом его номер в прямом порядке обхода (#5), как узлы называют панели и комментарий; по умолчанию включено для деревьев без имён</translation>
    </message>
    <message>
        <source>Negamax Values from the &amp;Side to Move</source>
        <translation>Значения негамакса с точки зрения &amp;ходящего</translation>
    </message>
    <message>
        <source>For negamax, show each value as the side to move at the node sees it (MIN&apos;s negated), with a − on the edges where the side changes; otherwise every value is MAX&apos;s</source>
        <translation>Для негамакса показывать каждое значение так, как его видит ходящая в узле сторона (значения MIN с обратным знаком), с − на рёбрах, где сторона меняется; иначе все значения — с точки зрения MAX</translation>
    </message>
    <message>
        <source>Lay the tree out with Graphviz dot</source>
        <translation>Разложить дерево с помощью Graphviz dot</translation>
    </message>
    <message>
        <source>dot is offered for trees of up to %1 nodes: this one has %2</source>
        <translation>dot предлагается для деревьев до %1 узлов, а в этом %2</translation>
    </message>
    <message>
        <source>This tree has %1 nodes: dot is offered up to %2, so it is laid out tidily.</source>
        <translation>В этом дереве %1 узлов: dot предлагается до %2, поэтому используется аккуратная раскладка.</translation>
    </message>
    <message>
        <source>Laying the tree out with dot…</source>
        <translation>Раскладка дерева с помощью dot…</translation>
    </message>
    <message>
        <source>dot could not lay out the tree: %1</source>
        <translation>dot не смог разложить дерево: %1</translation>
    </message>
    <message>
        <source>Laid out with dot.</source>
        <translation>Разложено с помощью dot.</translation>
    </message>
    <message>
        <source>&amp;Break When the Search Reaches %1</source>
        <translation>&amp;Остановиться, когда поиск дойдёт до %1</translation>
    </message>
    <message>
        <source>&amp;Go to Where the Search Reaches It</source>
        <translation>&amp;Перейти туда, где поиск до него доходит</translation>
    </message>
</context>
<context>
    <name>gt::ComparePanel</name>
    <message>
        <source>Options</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>Show or hide this algorithm&apos;s options</source>
        <translation>Показать или скрыть параметры этого алгоритма</translation>
    </message>
    <message>
        <source>Remove this algorithm from the comparison</source>
        <translation>Убрать этот алгоритм из сравнения</translation>
    </message>
    <message>
        <source>step %1 / %2</source>
        <translation>шаг %1 / %2</translation>
    </message>
    <message>
        <source>Leaves read: %1 / %2</source>
        <translation>Прочитано листьев: %1 / %2</translation>
    </message>
    <message>
        <source>One pass</source>
        <translation>Один проход</translation>
    </message>
    <message>
        <source>Passes: %1</source>
        <translation>Проходов: %1</translation>
    </message>
    <message>
        <source>Pass %1 of %2</source>
        <translation>Проход %1 из %2</translation>
    </message>
    <message>
        <source>Value: %1</source>
        <translation>Значение: %1</translation>
    </message>
    <message>
        <source>Root so far: %1</source>
        <translation>Корень пока: %1</translation>
    </message>
    <message>
        <source>Value: not yet</source>
        <translation>Значение: ещё нет</translation>
    </message>
    <message>
        <source>Nodes expanded: %1</source>
        <translation>Раскрыто узлов: %1</translation>
    </message>
    <message>
        <source>Root proven</source>
        <translation>Корень доказан</translation>
    </message>
    <message>
        <source>Root disproven</source>
        <translation>Корень опровергнут</translation>
    </message>
    <message>
        <source>Iterations: %1 / %2</source>
        <translation>Итерации: %1 / %2</translation>
    </message>
    <message>
        <source>Leaves read in playouts: %1</source>
        <translation>Листьев прочитано в розыгрышах: %1</translation>
    </message>
    <message>
        <source>Estimate: %1</source>
        <translation>Оценка: %1</translation>
    </message>
    <message>
        <source>Root so far: Q = %1</source>
        <translation>Корень пока: Q = %1</translation>
    </message>
</context>
<context>
    <name>gt::CompareWindow</name>
    <message>
        <source>&amp;Compare Algorithms…</source>
        <translation>&amp;Сравнить алгоритмы…</translation>
    </message>
    <message>
        <source>By step</source>
        <translation>По шагам</translation>
    </message>
    <message>
        <source>By leaf read</source>
        <translation>По прочитанным листьям</translation>
    </message>
    <message>
        <source>Compare Algorithms — GameTree Studio</source>
        <translation>Сравнение алгоритмов — GameTree Studio</translation>
    </message>
    <message>
        <source>Step two or more algorithms through this tree side by side</source>
        <translation>Пошагово провести два или более алгоритма по этому дереву бок о бок</translation>
    </message>
    <message>
        <source>Every search takes one step at a time</source>
        <translation>Каждый поиск делает по одному шагу</translation>
    </message>
    <message>
        <source>Every search goes on to its next leaf read: who reads fewer leaves finishes first</source>
        <translation>Каждый поиск идёт до следующего прочитанного листа: кто читает меньше листьев, тот заканчивает первым</translation>
    </message>
    <message>
        <source>Add Algorithm</source>
        <translation>Добавить алгоритм</translation>
    </message>
    <message>
        <source>Compare one more algorithm (at most %1)</source>
        <translation>Сравнить ещё один алгоритм (не более %1)</translation>
    </message>
    <message>
        <source>Step together:</source>
        <translation>Шагать вместе:</translation>
    </message>
    <message>
        <source>Back to the start (Home)</source>
        <translation>В начало (Home)</translation>
    </message>
    <message>
        <source>Step back together (←)</source>
        <translation>Шаг назад вместе (←)</translation>
    </message>
    <message>
        <source>Play / pause (Space)</source>
        <translation>Пуск / пауза (Пробел)</translation>
    </message>
    <message>
        <source>Step forward together (→)</source>
        <translation>Шаг вперёд вместе (→)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>В конец (End)</translation>
    </message>
    <message>
        <source>Step %1 / %2</source>
        <translation>Шаг %1 / %2</translation>
    </message>
    <message>
        <source>End: every search finished</source>
        <translation>Конец: все поиски завершены</translation>
    </message>
    <message>
        <source>Start: no leaf read yet</source>
        <translation>Начало: ни один лист ещё не прочитан</translation>
    </message>
    <message>
        <source>Leaf read %1 / %2</source>
        <translation>Прочитан лист %1 / %2</translation>
    </message>
    <message>
        <source>%1 cannot search this tree.</source>
        <translation>%1 не может выполнить поиск по этому дереву.</translation>
    </message>
    <message>
        <source>Fewest leaves read: %1 with %2 (%3).</source>
        <translation>Меньше всего прочитанных листьев: %1 — %2 (%3).</translation>
    </message>
    <message>
        <source>Same value: %1.</source>
        <translation>Одинаковое значение: %1.</translation>
    </message>
    <message>
        <source>The values differ: %1.</source>
        <translation>Значения различаются: %1.</translation>
    </message>
    <message>
        <source>Same move: %1.</source>
        <translation>Один и тот же ход: %1.</translation>
    </message>
    <message>
        <source>They choose different moves: %1.</source>
        <translation>Они выбирают разные ходы: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Each reads %n leaves.</source>
        <translation>
            <numerusform>Каждый читает %n лист.</numerusform>
            <numerusform>Каждый читает %n листа.</numerusform>
            <numerusform>Каждый читает %n листьев.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 reads %2 leaves.</source>
        <translation>%1 читает листьев: %2.</translation>
    </message>
    <message>
        <source>%1 runs %2 iterations, reading %3 leaves in its playouts.</source>
        <translation>%1 выполняет итераций: %2, читая в розыгрышах листьев: %3.</translation>
    </message>
    <message>
        <source>%1 finds the value %2.</source>
        <translation>%1 находит значение %2.</translation>
    </message>
    <message>
        <source>%1: the root is proven, %2 nodes expanded.</source>
        <translation>%1: корень доказан, раскрыто узлов: %2.</translation>
    </message>
    <message>
        <source>%1: the root is disproven, %2 nodes expanded.</source>
        <translation>%1: корень опровергнут, раскрыто узлов: %2.</translation>
    </message>
    <message>
        <source>%1 estimates %2 (the value is %3).</source>
        <translation>%1 оценивает %2 (значение равно %3).</translation>
    </message>
    <message>
        <source>%1 estimates %2.</source>
        <translation>%1 оценивает %2.</translation>
    </message>
    <message>
        <source>Fit Every Tree to Its Panel</source>
        <translation>Вписать каждое дерево в его панель</translation>
    </message>
</context>
<context>
    <name>gt::DocumentController</name>
    <message>
        <source>That file has changed on disk since: it stays as it is, and Save asks where the recovered tree goes.</source>
        <translation>Этот файл с тех пор изменился на диске: он остаётся как есть, а «Сохранить» спросит, куда записать восстановленное дерево.</translation>
    </message>
    <message>
        <source>That file is no longer there: Save asks where the recovered tree goes.</source>
        <translation>Этого файла больше нет: «Сохранить» спросит, куда записать восстановленное дерево.</translation>
    </message>
    <message>
        <source>Whether that file is still the same cannot be told: it stays as it is, and Save asks where the recovered tree goes.</source>
        <translation>Нельзя определить, остался ли файл прежним: он остаётся как есть, а «Сохранить» спросит, куда записать восстановленное дерево.</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Создать</translation>
    </message>
    <message>
        <source>New from &amp;Generator…</source>
        <translation>Создать из &amp;генератора…</translation>
    </message>
    <message>
        <source>New from Ga&amp;me…</source>
        <translation>Создать из &amp;игры…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Со&amp;хранить</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>Re&amp;vert to Saved</source>
        <translation>&amp;Вернуть сохранённое</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <source>Save the Tree</source>
        <translation>Сохранить дерево</translation>
    </message>
    <message>
        <source>GameTree document (*.gtree);;GameTree document as JSON (*.json);;Tree notation (*.tree);;Graphviz DOT (*.dot)</source>
        <translation>Документ GameTree (*.gtree);;Документ GameTree в JSON (*.json);;Запись дерева (*.tree);;Graphviz DOT (*.dot)</translation>
    </message>
    <message>
        <source>⚠ Autosave failed: %1</source>
        <translation>⚠ Автосохранение не удалось: %1</translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation>Восстановление</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Восстановить</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Отбросить</translation>
    </message>
    <message>
        <source>Autosave failed: %1. Until the tree is saved, a crash would lose the changes.</source>
        <translation>Автосохранение не удалось: %1. Пока дерево не сохранено, сбой приведёт к потере изменений.</translation>
    </message>
    <message>
        <source>The tree “%1” has changes that are not saved. Save them first?</source>
        <translation>В дереве «%1» есть несохранённые изменения. Сохранить их сначала?</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Без имени</translation>
    </message>
    <message>
        <source>New tree: press Tab (or Insert) to add the root and its first child.</source>
        <translation>Новое дерево: нажмите Tab (или Insert), чтобы добавить корень и его первого потомка.</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1 с %2</translation>
    </message>
    <message>
        <source>Not saved: %1.</source>
        <translation>Не сохранено: %1.</translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation>Не удаётся сохранить</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Сохранено: %1.</translation>
    </message>
    <message>
        <source>Saved %1. A .%2 file cannot keep the %3: save as .json to keep them.</source>
        <translation>Сохранено: %1. Файл .%2 не может хранить %3: сохраните как .json, чтобы их сохранить.</translation>
    </message>
    <message>
        <source>This tree has no file to revert to.</source>
        <translation>У этого дерева нет файла, к которому можно вернуться.</translation>
    </message>
    <message>
        <source>Throw away the changes and reload %1?</source>
        <translation>Отбросить изменения и перезагрузить %1?</translation>
    </message>
    <message>
        <source>Not reverted: %1</source>
        <translation>Не возвращено: %1</translation>
    </message>
    <message>
        <source>Cannot Revert</source>
        <translation>Не удаётся вернуть</translation>
    </message>
    <message>
        <source>Reverted to the saved %1.</source>
        <translation>Возвращено к сохранённому %1.</translation>
    </message>
    <message>
        <source>an untitled tree</source>
        <translation>дерево без имени</translation>
    </message>
    <message>
        <source>GameTree Studio stopped with unsaved changes to %1 (autosaved %2). Recover them?</source>
        <translation>GameTree Studio завершилась с несохранёнными изменениями в %1 (автосохранено %2). Восстановить их?</translation>
    </message>
    <message>
        <source>The autosave cannot be read: %1</source>
        <translation>Автосохранение не читается: %1</translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation>Восстановить несохранённые изменения</translation>
    </message>
    <message>
        <source>Recovered the unsaved changes to %1. %2</source>
        <translation>Несохранённые изменения в %1 восстановлены. %2</translation>
    </message>
    <message>
        <source>the example “%1”</source>
        <translation>пример «%1»</translation>
    </message>
    <message>
        <source>Recovered the unsaved changes to %1.</source>
        <translation>Несохранённые изменения в %1 восстановлены.</translation>
    </message>
    <message>
        <source>Changed on Disk</source>
        <translation>Изменён на диске</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>&amp;Перезаписать</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Загрузить заново</translation>
    </message>
    <message>
        <source>Kept your changes: Save replaces the file on disk with them.</source>
        <translation>Ваши изменения сохранены в окне: «Сохранить» заменит ими файл на диске.</translation>
    </message>
    <message>
        <source>“%1” has changed on disk since it was opened or saved here. Overwrite it with the tree shown here, reload it (the changes here are lost), or save the tree as another file?</source>
        <translation>Файл «%1» изменился на диске с тех пор, как был открыт или сохранён здесь. Перезаписать его деревом из окна, загрузить заново (изменения в окне будут потеряны) или сохранить дерево в другой файл?</translation>
    </message>
    <message>
        <source>Not saved: %1 changed on disk and stays as it is.</source>
        <translation>Не сохранено: %1 изменился на диске и остаётся как есть.</translation>
    </message>
    <message>
        <source>Not reloaded: %1</source>
        <translation>Не загружено заново: %1</translation>
    </message>
    <message>
        <source>Cannot Reload</source>
        <translation>Не удаётся загрузить заново</translation>
    </message>
    <message>
        <source>Reloaded %1 as it is on disk.</source>
        <translation>%1 загружен заново в том виде, в каком он на диске.</translation>
    </message>
    <message>
        <source>%1 changed on disk: reloaded.</source>
        <translation>%1 изменился на диске: загружен заново.</translation>
    </message>
</context>
<context>
    <name>gt::DocumentTextCommand</name>
    <message>
        <source>Change Title and Notes</source>
        <translation>Изменить заголовок и заметки</translation>
    </message>
</context>
<context>
    <name>gt::Dot</name>
    <message>
        <source>internal error: %1</source>
        <translation>внутренняя ошибка: %1</translation>
    </message>
    <message>
        <source>the graph is undirected; a game tree is a digraph whose edges (-&gt;) point from parent to child</source>
        <translation>граф неориентированный; дерево игры — орграф, рёбра которого (-&gt;) идут от родителя к потомку</translation>
    </message>
    <message>
        <source>the graph has no nodes</source>
        <translation>в графе нет узлов</translation>
    </message>
    <message>
        <source>the graph has more than %1 nodes</source>
        <translation>в графе больше %1 узлов</translation>
    </message>
    <message>
        <source> has an edge to itself</source>
        <translation> имеет ребро в себя</translation>
    </message>
    <message>
        <source> has two edges from %1</source>
        <translation> имеет два ребра из %1</translation>
    </message>
    <message>
        <source> has two parents, %1 and %2; in a tree every node but the root has one</source>
        <translation> имеет двух родителей, %1 и %2; в дереве у каждого узла, кроме корня, один родитель</translation>
    </message>
    <message>
        <source> has more than %1 children</source>
        <translation> имеет больше %1 потомков</translation>
    </message>
    <message>
        <source>the graph has no root (a node without a parent): the edges %1 form a cycle</source>
        <translation>у графа нет корня (узла без родителя): рёбра %1 образуют цикл</translation>
    </message>
    <message>
        <source> is not connected to any other node</source>
        <translation> не соединён ни с одним другим узлом</translation>
    </message>
    <message>
        <source>the graph has two roots, %1 and %2%3; a tree has one node without a parent</source>
        <translation>у графа два корня, %1 и %2%3; в дереве один узел без родителя</translation>
    </message>
    <message>
        <source> cannot be reached from the root %1: the edges %2 form a cycle</source>
        <translation> недостижим из корня %1: рёбра %2 образуют цикл</translation>
    </message>
    <message>
        <source>: the %1 is longer than %2 characters</source>
        <translation>: %1 длиннее %2 символов</translation>
    </message>
    <message>
        <source>: interval &quot;%1&quot; is not two numbers pessimistic:optimistic, as in &quot;2:7&quot;</source>
        <translation>: интервал &quot;%1&quot; — не два числа пессимистическое:оптимистическое, как в &quot;2:7&quot;</translation>
    </message>
    <message>
        <source>interval bound</source>
        <translation>граница интервала</translation>
    </message>
    <message>
        <source>: unknown kind &quot;%1&quot;; expected max, min, chance or leaf</source>
        <translation>: неизвестный вид &quot;%1&quot;; ожидается max, min, chance или leaf</translation>
    </message>
    <message>
        <source>: the name is longer than %1 characters</source>
        <translation>: имя длиннее %1 символов</translation>
    </message>
    <message>
        <source>: the name contains %1</source>
        <translation>: имя содержит %1</translation>
    </message>
    <message>
        <source>prob on the edge into it</source>
        <translation>prob на входящем ребре</translation>
    </message>
    <message>
        <source>: the probability on its edge (%1) and on the node (%2) differ</source>
        <translation>: вероятность на его ребре (%1) и в узле (%2) различаются</translation>
    </message>
    <message>
        <source>: the label on the edge into it is longer than %1 characters</source>
        <translation>: метка на входящем ребре длиннее %1 символов</translation>
    </message>
    <message>
        <source>: the label on the edge into it contains %1</source>
        <translation>: метка на входящем ребре содержит %1</translation>
    </message>
    <message>
        <source> in line %1</source>
        <translation> в строке %1</translation>
    </message>
    <message>
        <source>a game graph is a digraph: a move goes from one position to another (write digraph and -&gt;)</source>
        <translation>граф игры — ориентированный граф: ход ведёт из одной позиции в другую (пишите digraph и -&gt;)</translation>
    </message>
    <message>
        <source>the graph has no vertices</source>
        <translation>в графе нет вершин</translation>
    </message>
    <message>
        <source>node %1: result &quot;%2&quot; is not win, loss or draw</source>
        <translation>вершина %1: результат «%2» — не win, loss и не draw</translation>
    </message>
    <message>
        <source>node %1 declares the result %2 but has moves: only a position without moves ends the game</source>
        <translation>вершина %1 объявляет результат %2, но из неё есть ходы: игру заканчивает только позиция без ходов</translation>
    </message>
</context>
<context>
    <name>gt::EditActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>Add &amp;Child</source>
        <translation>Добавить &amp;потомка</translation>
    </message>
    <message>
        <source>Add &amp;Sibling</source>
        <translation>Добавить &amp;соседа</translation>
    </message>
    <message>
        <source>&amp;Delete Subtree</source>
        <translation>&amp;Удалить поддерево</translation>
    </message>
    <message>
        <source>D&amp;uplicate Subtree</source>
        <translation>&amp;Дублировать поддерево</translation>
    </message>
    <message>
        <source>Move &amp;Left</source>
        <translation>Сдвинуть &amp;влево</translation>
    </message>
    <message>
        <source>Move &amp;Right</source>
        <translation>Сдвинуть в&amp;право</translation>
    </message>
    <message>
        <source>Make &amp;Max Node</source>
        <translation>Сделать узлом &amp;Max</translation>
    </message>
    <message>
        <source>Make M&amp;in Node</source>
        <translation>Сделать узлом M&amp;in</translation>
    </message>
    <message>
        <source>Make C&amp;hance Node</source>
        <translation>Сделать узлом &amp;случая</translation>
    </message>
    <message>
        <source>Make &amp;Leaf</source>
        <translation>Сделать &amp;листом</translation>
    </message>
    <message>
        <source>Edit &amp;Value</source>
        <translation>Изменить &amp;значение</translation>
    </message>
    <message>
        <source>Re&amp;name</source>
        <translation>П&amp;ереименовать</translation>
    </message>
    <message>
        <source>Edit Move &amp;Label</source>
        <translation>Изменить &amp;метку хода</translation>
    </message>
    <message>
        <source>Edit &amp;Probability</source>
        <translation>Изменить вероя&amp;тность</translation>
    </message>
    <message>
        <source>N&amp;ormalise Probabilities</source>
        <translation>&amp;Нормировать вероятности</translation>
    </message>
    <message>
        <source>Cu&amp;t Subtree</source>
        <translation>Вы&amp;резать поддерево</translation>
    </message>
    <message>
        <source>&amp;Copy Subtree</source>
        <translation>&amp;Копировать поддерево</translation>
    </message>
    <message>
        <source>&amp;Paste (Replace Subtree)</source>
        <translation>Вст&amp;авить (заменить поддерево)</translation>
    </message>
    <message>
        <source>Paste as C&amp;hild</source>
        <translation>Вставить как п&amp;отомка</translation>
    </message>
    <message>
        <source>Edit Subtree as &amp;Text…</source>
        <translation>Изменить поддерево как &amp;текст…</translation>
    </message>
    <message>
        <source>C&amp;ollapse / Expand Subtree</source>
        <translation>Св&amp;ернуть / развернуть поддерево</translation>
    </message>
    <message>
        <source>&amp;Transform Leaf Values…</source>
        <translation>Пр&amp;еобразовать значения листьев…</translation>
    </message>
    <message>
        <source>Change &amp;Kind</source>
        <translation>Изменить &amp;вид</translation>
    </message>
    <message>
        <source>value of %1</source>
        <translation>значение %1</translation>
    </message>
    <message>
        <source>heuristic value of %1 (empty: none)</source>
        <translation>эвристическая оценка %1 (пусто: нет)</translation>
    </message>
    <message>
        <source>“%1” %2</source>
        <translation>«%1» %2</translation>
    </message>
    <message>
        <source>name of node %1</source>
        <translation>имя узла %1</translation>
    </message>
    <message>
        <source>move into %1</source>
        <translation>ход в %1</translation>
    </message>
    <message>
        <source>a move label cannot contain ( ) , : or =</source>
        <translation>метка хода не может содержать ( ) , : или =</translation>
    </message>
    <message>
        <source>probability of %1 (0.25 or 1/4; empty: uniform)</source>
        <translation>вероятность %1 (0.25 или 1/4; пусто: равномерно)</translation>
    </message>
    <message>
        <source>a probability cannot be negative</source>
        <translation>вероятность не может быть отрицательной</translation>
    </message>
    <message>
        <source>the subtree in the notation, e.g. max(3, min(4, 5))</source>
        <translation>поддерево в записи дерева, например max(3, min(4, 5))</translation>
    </message>
    <message>
        <source>Copied %1 as %2</source>
        <translation>%1 скопировано как %2</translation>
    </message>
    <message>
        <source>Cut Subtree</source>
        <translation>Вырезать поддерево</translation>
    </message>
    <message>
        <source>The clipboard holds no text to paste as a tree.</source>
        <translation>В буфере обмена нет текста, который можно вставить как дерево.</translation>
    </message>
    <message>
        <source>Select the node to paste onto (or the one to paste under), or start a new tree to paste a whole one.</source>
        <translation>Выберите узел, на место которого вставить (или под которым вставить), либо создайте новое дерево, чтобы вставить целое.</translation>
    </message>
    <message>
        <source>Values go on leaves: select a leaf (↓ goes down), or press F2 to give %1 a heuristic value.</source>
        <translation>Значения ставятся в листья: выберите лист (↓ — вниз) или нажмите F2, чтобы дать %1 эвристическую оценку.</translation>
    </message>
    <message>
        <source>Drop %1 beside its siblings to reorder them.</source>
        <translation>Перетащите %1 к его соседям, чтобы изменить их порядок.</translation>
    </message>
    <message>
        <source>Not moved: drop a node in its own row, beside its siblings.</source>
        <translation>Не перемещено: отпустите узел в его собственном ряду, рядом с соседями.</translation>
    </message>
</context>
<context>
    <name>gt::ExamplesMenu</name>
    <message>
        <source>Classic: minimax 10, expectimax 54.5</source>
        <translation>Классика: минимакс 10, экспектимакс 54.5</translation>
    </message>
    <message>
        <source>AIMA&apos;s three-ply tree (figure 5.2)</source>
        <translation>Трёхполуходовое дерево из AIMA (рис. 5.2)</translation>
    </message>
    <message>
        <source>Chance nodes with odds 0.7 / 0.3</source>
        <translation>Узлы случая с шансами 0.7 / 0.3</translation>
    </message>
    <message>
        <source>Perfectly ordered tree (Knuth–Moore)</source>
        <translation>Идеально упорядоченное дерево (Кнут–Мур)</translation>
    </message>
    <message>
        <source>SSS* reads fewer leaves than alpha-beta</source>
        <translation>SSS* читает меньше листьев, чем альфа-бета</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>При&amp;меры</translation>
    </message>
    <message>
        <source>No examples built in</source>
        <translation>Встроенных примеров нет</translation>
    </message>
    <message>
        <source>Star1: a chance node cut off by leaf bounds</source>
        <translation>Star1: узел случая, отсечённый по границам листьев</translation>
    </message>
    <message>
        <source>Every leaf lies in [0, 10], so after the right chance node&apos;s first child gives 2 its second child must beat 7 to matter: watch the window (7, 10) on the edge into it: its first leaf, 7, already holds it to 7, the bar beside the chance node leaves its window, and the leaf 4 is never read. Switch to Star2 to see it probe each child first.</source>
        <translation>Каждый лист лежит в [0, 10], поэтому после того как первый потомок правого узла случая даёт 2, его второй потомок должен превзойти 7, чтобы что-то изменить: следите за окном (7, 10) на ребре к нему. Его первый лист, 7, уже удерживает его на 7, полоса рядом с узлом случая выходит из своего окна, и лист 4 так и не читается. Переключитесь на Star2, чтобы увидеть, как он сначала зондирует каждого потомка.</translation>
    </message>
    <message>
        <source>Skipping unlikely chance children (--min-prob 0.5)</source>
        <translation>Пропуск маловероятных потомков узлов случая (--min-prob 0.5)</translation>
    </message>
    <message>
        <source>Children with probability below 0.5 are not searched, so each chance node reads only its 0.7 child and the root shows 1 where the exact value is 0.7: look at the grey 0.3 branches and the approximate value at the root.</source>
        <translation>Потомки с вероятностью ниже 0.5 не просматриваются, поэтому каждый узел случая читает только своего потомка с 0.7, и корень показывает 1, где точное значение 0.7: посмотрите на серые ветви 0.3 и на приближённое значение в корне.</translation>
    </message>
    <message>
        <source>Expectimax by sampling (4 draws, seed 1)</source>
        <translation>Expectimax по выборке (4 розыгрыша, зерно 1)</translation>
    </message>
    <message>
        <source>Each min node, a fair coin under expectimax, averages 4 drawn outcomes instead of both children: the right one draws 100 three times and shows 77.25 where the exact value is 54.5. Re-sample (new seed) to watch the estimate move.</source>
        <translation>Каждый узел MIN, при expectimax — честная монета, усредняет 4 разыгранных исхода вместо обоих потомков: правый трижды вытягивает 100 и показывает 77.25, где точное значение 54.5. Нажмите «Новая выборка (новое зерно)», чтобы увидеть, как меняется оценка.</translation>
    </message>
    <message>
        <source>B* on Berliner&apos;s hand-worked tree</source>
        <translation>B* на разобранном вручную дереве Берлинера</translation>
    </message>
    <message>
        <source>Every inner node carries [pess, opt]; B* (provebest) expands A, B, D, E, C and G and stops when pess(B) = 7 reaches opt of every other root child: watch the interval band under the tree and the bounds beside each node. F and H are never expanded.</source>
        <translation>Каждый внутренний узел несёт [pess, opt]; B* (provebest) раскрывает A, B, D, E, C и G и останавливается, когда pess(B) = 7 достигает opt каждого другого потомка корня: следите за полосой интервалов под деревом и за границами рядом с каждым узлом. F и H так и не раскрываются.</translation>
    </message>
    <message>
        <source>Squaring the leaves flips expectimax</source>
        <translation>Возведение листьев в квадрат меняет выбор expectimax</translation>
    </message>
    <message>
        <source>Expectimax takes L (6 against ½·2 + ½·9 = 5.5); apply Edit ▸ Transform Leaf Values… with x² and it takes R (36 against 42.5), while minimax takes L both times.</source>
        <translation>Expectimax выбирает L (6 против ½·2 + ½·9 = 5.5); примените «Правка ▸ Преобразовать значения листьев…» с x², и он выберет R (36 против 42.5), тогда как minimax оба раза выбирает L.</translation>
    </message>
    <message>
        <source>Ranking the leaves flips expectimax</source>
        <translation>Замена листьев рангами меняет выбор expectimax</translation>
    </message>
    <message>
        <source>Expectimax takes R (10 against (9 + 9 + 100)/3 ≈ 39.3); apply Edit ▸ Transform Leaf Values… with rank and it takes L (2 against 5/3), while minimax takes L both times.</source>
        <translation>Expectimax выбирает R (10 против (9 + 9 + 100)/3 ≈ 39.3); примените «Правка ▸ Преобразовать значения листьев…» с рангом, и он выберет L (2 против 5/3), тогда как minimax оба раза выбирает L.</translation>
    </message>
    <message>
        <source>Tian Ji&apos;s horse race: Sun Bin&apos;s answer wins 2-1</source>
        <translation>Скачки Тянь Цзи: ответ Сунь Биня выигрывает 2-1</translation>
    </message>
    <message>
        <source>Sun Bin&apos;s advice to Tian Ji (Records of the Grand Historian): the king of Qi and general Tian Ji race three horses each, one race per class, and the king&apos;s horse is a little faster than Tian Ji&apos;s in every class - but Tian Ji&apos;s top horse beats the king&apos;s middle one and his middle horse beats the king&apos;s bottom one. Racing class against class Tian Ji loses 0-3. The root is the king (MIN): he chooses the order of his horses for races 1, 2, 3 (edge &apos;king TMB&apos;: top, middle, bottom). Tian Ji (MAX) answers knowing it, with an order of his own (edge &apos;BTM&apos;: his bottom horse in race 1, his top in race 2, his middle in race 3). A leaf is named by the races Tian Ji won and lost, and its value is won minus lost. Step through minimax: under every order of the king, Tian Ji&apos;s best answer - his bottom horse against the king&apos;s top, his top against the king&apos;s middle, his middle against the king&apos;s bottom - wins 2-1, so every MAX node is worth +1 and so is the root: Sun Bin&apos;s answer wins because Tian Ji moves second and sees the king&apos;s order. No answer wins 3-0, since Tian Ji&apos;s bottom horse loses to every horse of the king.</source>
        <translation>Совет Сунь Биня Тянь Цзи («Исторические записки»): царь Ци и полководец Тянь Цзи выставляют по три коня, по одному забегу на класс, и конь царя в каждом классе немного быстрее коня Тянь Цзи - но лучший конь Тянь Цзи обгоняет среднего коня царя, а его средний обгоняет худшего коня царя. Класс против класса Тянь Цзи проигрывает 0-3. Корень - царь (MIN): он выбирает порядок своих коней на забеги 1, 2, 3 (ребро &apos;king TMB&apos;: лучший, средний, худший). Тянь Цзи (MAX) отвечает, зная его, своим порядком (ребро &apos;BTM&apos;: его худший конь в забеге 1, лучший в забеге 2, средний в забеге 3). Лист назван по забегам, которые Тянь Цзи выиграл и проиграл, а его значение - победы минус поражения. Пройдите minimax по шагам: при любом порядке царя лучший ответ Тянь Цзи - его худший конь против лучшего коня царя, лучший против среднего, средний против худшего - выигрывает 2-1, поэтому каждый узел MAX стоит +1, как и корень: ответ Сунь Биня выигрывает, потому что Тянь Цзи ходит вторым и видит порядок царя. Ни один ответ не выигрывает 3-0, так как худший конь Тянь Цзи проигрывает любому коню царя.</translation>
    </message>
    <message>
        <source>Tic-tac-toe two plies deep: f(p) picks the centre</source>
        <translation>Крестики-нолики на два полухода: f(p) выбирает центр</translation>
    </message>
    <message>
        <source>Nilsson&apos;s tic-tac-toe search from the lecture, two plies deep: x (MAX) has nine first moves, o (MIN) eight replies each, and the 72 positions at the horizon are valued by f(p) = (lines still open for x) - (lines still open for o), a line being open for a side when the other has no stone on it. Edges name the square played (columns a-c, rows 1-3 from the bottom); the inspector shows each node&apos;s position. Step through minimax: after x in the centre (b2) o&apos;s best reply is a corner, f = 5 - 4 = 1; after x in a corner o takes the centre, f = 4 - 5 = -1; after x on an edge o&apos;s best gives -2. So x plays the centre and the root is worth 1. Made by: gametree generate tictactoe --depth 2 (try --depth 4, or --opponent-p 0.7 with expectimax).</source>
        <translation>Поиск Нильссона для крестиков-ноликов из лекции, на два полухода: у x (MAX) девять первых ходов, у o (MIN) по восемь ответов, и 72 позиции на горизонте оцениваются по f(p) = (линии, ещё открытые для x) - (линии, ещё открытые для o); линия открыта для стороны, если на ней нет знака другой стороны. Рёбра называют сыгранную клетку (столбцы a-c, ряды 1-3 снизу); инспектор показывает позицию каждого узла. Пройдите minimax по шагам: после x в центре (b2) лучший ответ o - угол, f = 5 - 4 = 1; после x в углу o занимает центр, f = 4 - 5 = -1; после x на краю лучший ответ o даёт -2. Значит, x играет в центр, и корень стоит 1. Создано командой: gametree generate tictactoe --depth 2 (попробуйте --depth 4 или --opponent-p 0.7 с expectimax).</translation>
    </message>
    <message>
        <source>MT-SSS* on Plaat et al.&apos;s tree: four passes</source>
        <translation>MT-SSS* на дереве Плата и др.: четыре прохода</translation>
    </message>
    <message>
        <source>The binary tree of depth 4 from Plaat, Schaeffer, Pijls and de Bruin (1996, figures 4–7), minimax value 35. MT-SSS* is SSS* as a series of null-window alpha-beta passes with a transposition table: it starts from the bound +∞ and tests it, and each pass lowers the bound, from +∞ to 41, 36 and 35, until the fourth pass proves 35: watch the pass band under the tree. It reads the same 8 leaves as SSS*, where alpha-beta reads 12 of the 16. Switch to MTD(f) or MT-DUAL* to compare their passes.</source>
        <translation>Двоичное дерево глубины 4 из статьи Плата, Шеффера, Пейлса и де Брёйна (1996, рисунки 4–7), значение minimax 35. MT-SSS* - это SSS* как серия проходов альфа-бета с нулевым окном и таблицей транспозиций: он начинает с границы +∞ и проверяет её, и каждый проход понижает границу, с +∞ до 41, 36 и 35, пока четвёртый проход не докажет 35: следите за полосой проходов под деревом. Он читает те же 8 листьев, что и SSS*, тогда как альфа-бета читает 12 из 16. Переключитесь на MTD(f) или MT-DUAL*, чтобы сравнить их проходы.</translation>
    </message>
</context>
<context>
    <name>gt::Export</name>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Шаг %1 из %2: %3</translation>
    </message>
    <message>
        <source>No steps selected.</source>
        <translation>Шаги не выбраны.</translation>
    </message>
    <message>
        <source>Before the search: no node is reached yet.</source>
        <translation>До поиска: ни один узел ещё не достигнут.</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <source>the picture is too large for a PNG (%1%2 × %3 pixels; the limit is %4 million a side and %5 million in all): use SVG or PDF, or fewer pixels per point</source>
        <translation>картинка слишком велика для PNG (%1%2 × %3 пикселей; предел — %4 млн по стороне и %5 млн всего): используйте SVG или PDF либо меньше пикселей на пункт</translation>
    </message>
    <message>
        <source>at least </source>
        <translation>не менее </translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation>Дерево игры</translation>
    </message>
    <message>
        <source>there is no tree to export</source>
        <translation>нет дерева для экспорта</translation>
    </message>
    <message>
        <source>a deck shows the steps of a search: choose an algorithm</source>
        <translation>презентация показывает шаги поиска: выберите алгоритм</translation>
    </message>
    <message>
        <source>no step of the search (0 to %1) is in the chosen range</source>
        <translation>ни один шаг поиска (0 до %1) не попадает в выбранный диапазон</translation>
    </message>
    <message>
        <source>an HTML player of %1 steps over %2 nodes would take at least %3 MB (the limit is %4 MB): %5</source>
        <translation>HTML-проигрыватель из %1 шагов по %2 узлам занял бы не менее %3 МБ (предел — %4 МБ): %5</translation>
    </message>
    <message>
        <source>choose fewer steps (--from/--to, --key-steps) or a PDF deck</source>
        <translation>выберите меньше шагов (--from/--to, --key-steps) или PDF-презентацию</translation>
    </message>
    <message>
        <source>a tree this large needs a PDF deck</source>
        <translation>для такого большого дерева нужна PDF-презентация</translation>
    </message>
    <message>
        <source>unknown export format</source>
        <translation>неизвестный формат экспорта</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the code of this language for HTML&apos;s lang attribute, e.g. de</comment>
        <translation>ru</translation>
    </message>
    <message>
        <source>a %1 deck of %2 steps over %3 nodes would draw %4 million nodes, the whole tree on every page (the limit is %5 million): %6</source>
        <translation>презентация %1 из %2 шагов по %3 узлам нарисовала бы %4 млн узлов, всё дерево на каждой странице (предел %5 млн): %6</translation>
    </message>
    <message>
        <source>choose fewer steps (--from/--to, --key-steps) or show the steps of a smaller tree</source>
        <translation>выберите меньше шагов (--from/--to, --key-steps) или покажите шаги меньшего дерева</translation>
    </message>
    <message>
        <source>a tree this large fits in a single picture (render), not a deck</source>
        <translation>такое большое дерево помещается в одну картинку (render), а не в презентацию</translation>
    </message>
    <message>
        <source>Visits N of each root child</source>
        <translation>Посещения N каждого потомка корня</translation>
    </message>
    <message>
        <source>Q of each root child (dashed: its minimax value)</source>
        <translation>Q каждого потомка корня (пунктир: его минимаксное значение)</translation>
    </message>
    <message>
        <source>iteration</source>
        <translation>итерация</translation>
    </message>
    <message>
        <source>Iteration %1 of %2, step %3 of %4: %5</source>
        <translation>Итерация %1 из %2, шаг %3 из %4: %5</translation>
    </message>
    <message>
        <source>Iteration</source>
        <translation>Итерация</translation>
    </message>
    <message>
        <source>by iteration</source>
        <translation>по итерациям</translation>
    </message>
    <message>
        <source>by phase</source>
        <translation>по фазам</translation>
    </message>
    <message>
        <source>Retrograde analysis</source>
        <translation>Ретроградный анализ</translation>
    </message>
    <message>
        <source>Step %1 of %2: </source>
        <translation>Шаг %1 из %2: </translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>Не удаётся записать %1.</translation>
    </message>
    <message>
        <source>Cannot tell the format of %1: use .pdf, .tex or .html.</source>
        <translation>Не удаётся определить формат %1: используйте .pdf, .tex или .html.</translation>
    </message>
</context>
<context>
    <name>gt::ExportActions</name>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <source>Copy as &amp;Image</source>
        <translation>Копировать как &amp;изображение</translation>
    </message>
    <message>
        <source>Copy as S&amp;VG</source>
        <translation>Копировать как S&amp;VG</translation>
    </message>
    <message>
        <source>Save the current step, or the search as slides, in any format</source>
        <translation>Сохранить текущий шаг или поиск в виде слайдов в любом формате</translation>
    </message>
    <message>
        <source>Copy the current step as a picture</source>
        <translation>Копировать текущий шаг как картинку</translation>
    </message>
    <message>
        <source>Copy the current step as SVG, for vector drawing programs</source>
        <translation>Копировать текущий шаг как SVG для векторных редакторов</translation>
    </message>
    <message>
        <source>The picture is too large for an image: copy it as SVG instead</source>
        <translation>Картинка слишком велика для изображения: скопируйте её как SVG</translation>
    </message>
    <message>
        <source>Copied a %1 × %2 picture</source>
        <translation>Скопирована картинка %1 × %2</translation>
    </message>
    <message>
        <source>Copied the picture as SVG</source>
        <translation>Картинка скопирована как SVG</translation>
    </message>
</context>
<context>
    <name>gt::ExportDialog</name>
    <message>
        <source>SVG picture</source>
        <translation>Картинка SVG</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>Изображение PNG</translation>
    </message>
    <message>
        <source>PDF picture</source>
        <translation>Картинка PDF</translation>
    </message>
    <message>
        <source>TikZ for LaTeX</source>
        <translation>TikZ для LaTeX</translation>
    </message>
    <message>
        <source>Annotated DOT (Graphviz)</source>
        <translation>DOT с пометками (Graphviz)</translation>
    </message>
    <message>
        <source>PDF deck, a page per step</source>
        <translation>PDF-презентация, страница на шаг</translation>
    </message>
    <message>
        <source>Beamer slides, an overlay per step</source>
        <translation>Слайды Beamer, оверлей на шаг</translation>
    </message>
    <message>
        <source>HTML player for a course page</source>
        <translation>HTML-проигрыватель для страницы курса</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Экспорт</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Показать</translation>
    </message>
    <message>
        <source>Backed-up &amp;values and bounds</source>
        <translation>Поднятые &amp;значения и границы</translation>
    </message>
    <message>
        <source>α/β &amp;windows</source>
        <translation>&amp;Окна α/β</translation>
    </message>
    <message>
        <source>Chance &amp;formulas</source>
        <translation>Фор&amp;мулы случая</translation>
    </message>
    <message>
        <source>Node &amp;ids</source>
        <translation>&amp;Номера узлов</translation>
    </message>
    <message>
        <source>&amp;Legend</source>
        <translation>&amp;Легенда</translation>
    </message>
    <message>
        <source>&amp;Narration as caption</source>
        <translation>Коммента&amp;рий как подпись</translation>
    </message>
    <message>
        <source>greyed</source>
        <translation>серым</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>скрыть</translation>
    </message>
    <message>
        <source>&amp;Dark palette</source>
        <translation>&amp;Тёмная палитра</translation>
    </message>
    <message>
        <source>Values from the &amp;side to move</source>
        <translation>Значения с точки зрения &amp;ходящего</translation>
    </message>
    <message>
        <source>Negamax: each value as the side to move sees it, with − on the edges where it changes sign, as in View ▸ Negamax Values from the Side to Move</source>
        <translation>Негамакс: каждое значение так, как его видит ходящая сторона, с − на рёбрах, где знак меняется, как в Вид ▸ Значения негамакса с точки зрения ходящего</translation>
    </message>
    <message>
        <source>Pruned subtrees:</source>
        <translation>Отсечённые поддеревья:</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Заголовок:</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <source>pixels per point</source>
        <translation>пикселей на пункт</translation>
    </message>
    <message>
        <source>DPI</source>
        <translation>DPI</translation>
    </message>
    <message>
        <source>&amp;Transparent background</source>
        <translation>&amp;Прозрачный фон</translation>
    </message>
    <message>
        <source>Bare tikzpicture, to paste into a document</source>
        <translation>Голый tikzpicture, для вставки в документ</translation>
    </message>
    <message>
        <source>PNG size:</source>
        <translation>Размер PNG:</translation>
    </message>
    <message>
        <source>Steps of a deck</source>
        <translation>Шаги презентации</translation>
    </message>
    <message>
        <source>&amp;Every step</source>
        <translation>&amp;Каждый шаг</translation>
    </message>
    <message>
        <source>&amp;Key steps: leaves read, cut-offs, values at the root</source>
        <translation>Кл&amp;ючевые шаги: чтения листьев, отсечения, значения в корне</translation>
    </message>
    <message>
        <source>from</source>
        <translation>от</translation>
    </message>
    <message>
        <source>to</source>
        <translation>до</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Формат:</translation>
    </message>
    <message>
        <source>&amp;Step:</source>
        <translation>&amp;Шаг:</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>Картинка</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Исходный текст</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>A deck shows the steps of a search: choose an algorithm first.</source>
        <translation>Презентация показывает шаги поиска: сначала выберите алгоритм.</translation>
    </message>
    <message>
        <source>No step is in the chosen range.</source>
        <translation>В выбранном диапазоне нет шагов.</translation>
    </message>
    <message>
        <source>%1 × %2 pt</source>
        <translation>%1 × %2 пт</translation>
    </message>
    <message>
        <source>%1 × %2 pixels at %3 DPI</source>
        <translation>%1 × %2 пикселей при %3 DPI</translation>
    </message>
    <message>
        <source>1 page of %1</source>
        <translation>1 страница, размер %1</translation>
    </message>
    <message>
        <source>%1 pages of %2</source>
        <translation>Страниц: %1, размер %2</translation>
    </message>
    <message>
        <source>A tikzpicture; the document needs \usepackage{tikz}</source>
        <translation>tikzpicture; документу нужен \usepackage{tikz}</translation>
    </message>
    <message>
        <source>A standalone document; compile with pdflatex</source>
        <translation>Самостоятельный документ; компилировать pdflatex</translation>
    </message>
    <message>
        <source>Pinned positions: neato -n2 -Tsvg draws this picture</source>
        <translation>Закреплённые позиции: эту картинку рисует neato -n2 -Tsvg</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Не удаётся экспортировать</translation>
    </message>
    <message numerus="yes">
        <source>One slide with %n overlays, a page each; compile with pdflatex</source>
        <translation>
            <numerusform>Один слайд с %n оверлеем, по странице на каждый; компилировать pdflatex</numerusform>
            <numerusform>Один слайд с %n оверлеями, по странице на каждый; компилировать pdflatex</numerusform>
            <numerusform>Один слайд с %n оверлеями, по странице на каждый; компилировать pdflatex</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n steps in one self-contained file</source>
        <translation>
            <numerusform>%n шаг в одном самодостаточном файле</numerusform>
            <numerusform>%n шага в одном самодостаточном файле</numerusform>
            <numerusform>%n шагов в одном самодостаточном файле</numerusform>
        </translation>
    </message>
    <message>
        <source>One step per whole iteratio&amp;n (as the stepper&apos;s &quot;by iteration&quot;)</source>
        <translation>Один шаг на целую итераци&amp;ю (как «по итерациям» у пошагового управления)</translation>
    </message>
</context>
<context>
    <name>gt::GameTree</name>
    <message>
        <source>the tree is empty</source>
        <translation>дерево пусто</translation>
    </message>
    <message>
        <source>the root index is out of range</source>
        <translation>индекс корня вне диапазона</translation>
    </message>
    <message>
        <source>draft node %1 is reached twice: the graph is not a tree</source>
        <translation>черновой узел %1 достигается дважды: граф не является деревом</translation>
    </message>
    <message>
        <source>draft node %1 has a child index out of range</source>
        <translation>у чернового узла %1 индекс потомка вне диапазона</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>узел %1</translation>
    </message>
    <message>
        <source>node %1 (%2)</source>
        <translation>узел %1 (%2)</translation>
    </message>
</context>
<context>
    <name>gt::Generator</name>
    <message>
        <source>Dice game: Pig</source>
        <translation>Игра в кости: Свинья</translation>
    </message>
    <message>
        <source>The dice game Pig for expectiminimax: roll a die as often as you dare (a 1 loses the turn total) or hold to bank it; first to the goal wins (+100 for MAX, -100 for MIN), and after D decisions the score difference estimates the rest.</source>
        <translation>Игра в кости «Свинья» для экспектиминимакса: бросайте кубик сколько осмелитесь (выпавшая 1 сжигает очки хода) или остановитесь и запишите их; первый дошедший до цели выигрывает (+100 для MAX, -100 для MIN), а после D решений остаток оценивается по разнице очков.</translation>
    </message>
    <message>
        <source>Gomoku</source>
        <translation>Гомоку</translation>
    </message>
    <message>
        <source>Gomoku on 15x15 from a position (x is MAX): at every node the W best moves by a threat-counting score, D plies deep, a static evaluation of the lines at the horizon, and five in a row ends the game (+-1,000,000).</source>
        <translation>Гомоку на поле 15x15 из позиции (x — MAX): в каждом узле W лучших ходов по счёту угроз, на D полуходов в глубину, статическая оценка линий на горизонте, а пять в ряд заканчивают игру (+-1,000,000).</translation>
    </message>
    <message>
        <source>Grundy&apos;s game</source>
        <translation>Игра Гранди</translation>
    </message>
    <message>
        <source>Grundy&apos;s game from a pile of n tokens: a move splits one pile into two unequal piles and the player who cannot move loses (+1: MAX wins, -1: MIN wins), with MAX moving first.</source>
        <translation>Игра Гранди из кучки в n фишек: ход делит одну кучку на две неравные, а игрок, который не может ходить, проигрывает (+1: выигрывает MAX, -1: выигрывает MIN); первым ходит MAX.</translation>
    </message>
    <message>
        <source>L-game</source>
        <translation>L-игра</translation>
    </message>
    <message>
        <source>De Bono&apos;s L-game from a position: every move to the depth, with the exact value of the retrograde analysis at the horizon (100 minus the plies to the end for a win of the player to move at the root, the negative for a loss, 0 for a draw).</source>
        <translation>L-игра де Боно из позиции: все ходы до заданной глубины, на горизонте — точное значение ретроградного анализа (100 минус число полуходов до конца при выигрыше ходящего в корне, то же со знаком минус при проигрыше, 0 при ничьей).</translation>
    </message>
    <message>
        <source>Random tree</source>
        <translation>Случайное дерево</translation>
    </message>
    <message>
        <source>A uniform tree of max and min levels (chance levels between them if asked) with random whole-number leaf values, the same for the same seed everywhere.</source>
        <translation>Равномерное дерево из уровней max и min (при желании — с уровнями случая между ними) со случайными целыми значениями листьев, одинаковое для одного и того же зерна где угодно.</translation>
    </message>
    <message>
        <source>Tic-tac-toe</source>
        <translation>Крестики-нолики</translation>
    </message>
    <message>
        <source>The game tree of tic-tac-toe from a position, x as MAX: the whole game, or depth-limited with Nilsson&apos;s f(p) (lines open for x minus lines open for o) at the horizon; optionally an opponent who plays its best reply with probability p.</source>
        <translation>Дерево игры крестики-нолики из позиции, x — MAX: вся игра или ограниченная по глубине с f(p) Нильссона (линии, открытые для x, минус линии, открытые для o) на горизонте; по желанию — противник, делающий лучший ответ с вероятностью p.</translation>
    </message>
    <message>
        <source>write S-T +R P: MAX&apos;s score, MIN&apos;s score, the turn total and max or min to move, e.g. 12-7 +4 max</source>
        <translation>пишите S-T +R P: очки MAX, очки MIN, очки хода и кто ходит, max или min, например 12-7 +4 max</translation>
    </message>
    <message>
        <source>a score already reaches the goal %1: the game is over</source>
        <translation>счёт уже достиг цели %1: игра окончена</translation>
    </message>
    <message>
        <source>a turn total of 1 cannot happen (a 1 ends the turn)</source>
        <translation>очки хода не могут быть равны 1 (единица заканчивает ход)</translation>
    </message>
    <message>
        <source>Pig to depth %1 with a %2-sided die has more than 5,000,000 nodes; try a smaller --depth or --die</source>
        <translation>Свинья на глубину %1 с %2-гранным кубиком имеет больше 5,000,000 узлов; попробуйте меньшие --depth или --die</translation>
    </message>
    <message>
        <source>the board has %1 rows; write 15 rows of 15 cells (x, o or .) from top to bottom, joined by /</source>
        <translation>на доске %1 строк; напишите 15 строк по 15 клеток (x, o или .) сверху вниз через /</translation>
    </message>
    <message>
        <source>row %1 from the top has %2 cells, not 15</source>
        <translation>в строке %1 сверху %2 клеток, а не 15</translation>
    </message>
    <message>
        <source>row %1 from the top has &quot;%2&quot;; cells are x, o or .</source>
        <translation>в строке %1 сверху стоит &quot;%2&quot;; клетки — это x, o или .</translation>
    </message>
    <message>
        <source>x has %1 stones and o %2; players alternate, so the counts differ by at most one</source>
        <translation>камней у x: %1, у o: %2; игроки ходят по очереди, поэтому количества различаются не более чем на один</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a token here; after the board come x or o (the side to move) and @h8 (the last move), each once</source>
        <translation>&quot;%1&quot; здесь не допускается; после доски идут x или o (кто ходит) и @h8 (последний ход), каждый по разу</translation>
    </message>
    <message>
        <source>%1 has a stone more, so it is not %1&apos;s move</source>
        <translation>у %1 на камень больше, значит, ход не за %1</translation>
    </message>
    <message>
        <source>%1 has five in a row but it is %1&apos;s move: the game ended before</source>
        <translation>у %1 пять в ряд, но ход за %1: игра закончилась раньше</translation>
    </message>
    <message>
        <source>the last move %1 is not a stone of %2, who moved last</source>
        <translation>последний ход %1 — не камень %2, который ходил последним</translation>
    </message>
    <message>
        <source>Gomoku with width %1 and depth %2 may have more than 1,000,000 nodes; try a smaller --width or --depth</source>
        <translation>Гомоку с шириной %1 и глубиной %2 может иметь больше 1,000,000 узлов; попробуйте меньшие --width или --depth</translation>
    </message>
    <message>
        <source>--position &quot;%1&quot;: &quot;%2&quot; is not a pile; write the piles as whole numbers of at least 1 joined by +, e.g. 4+2+1</source>
        <translation>--position &quot;%1&quot;: &quot;%2&quot; — не кучка; запишите кучки целыми числами не меньше 1 через +, например 4+2+1</translation>
    </message>
    <message>
        <source>--position &quot;%1&quot; has more than %2 tokens in all</source>
        <translation>в --position &quot;%1&quot; всего больше %2 фишек</translation>
    </message>
    <message>
        <source>Grundy&apos;s game from %1 has more than 5,000,000 nodes%2; try a smaller --pile or a --depth</source>
        <translation>Игра Гранди из %1 имеет больше 5,000,000 узлов%2; попробуйте меньший --pile или --depth</translation>
    </message>
    <message>
        <source> to depth %1</source>
        <translation> до глубины %1</translation>
    </message>
    <message>
        <source>player A&apos;s L</source>
        <translation>L игрока A</translation>
    </message>
    <message>
        <source>player B&apos;s L</source>
        <translation>L игрока B</translation>
    </message>
    <message>
        <source>the neutral pieces</source>
        <translation>нейтральные фигуры</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; on the board, not %3 (%4)</source>
        <translation>%1 &apos;%2&apos; на доске, а не %3 (%4)</translation>
    </message>
    <message>
        <source>the four &apos;%1&apos; do not form an L</source>
        <translation>четыре &apos;%1&apos; не образуют L</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of . x # *</source>
        <translation>&apos;%1&apos; — не один из . x # *</translation>
    </message>
    <message>
        <source>an L-game position is 4 rows of 4 joined by &apos;/&apos;, e.g. x##./.#*./.#*./.**x A</source>
        <translation>позиция L-игры — 4 строки по 4 через &apos;/&apos;, например x##./.#*./.#*./.**x A</translation>
    </message>
    <message>
        <source>an L-game board has 4 rows joined by &apos;/&apos;, not %1</source>
        <translation>на доске L-игры 4 строки через &apos;/&apos;, а не %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; after the board: the side to move is A or B</source>
        <translation>&apos;%1&apos; после доски: ходит A или B</translation>
    </message>
    <message>
        <source>more than 4 lines: lgame.in holds the board only</source>
        <translation>больше 4 строк: lgame.in содержит только доску</translation>
    </message>
    <message>
        <source>line %1 has %2 characters; each of the 4 lines has 4</source>
        <translation>в строке %1 символов: %2; в каждой из 4 строк их 4</translation>
    </message>
    <message>
        <source>the board ends after line %1; lgame.in has 4 lines of 4</source>
        <translation>доска кончается после строки %1; в lgame.in 4 строки по 4</translation>
    </message>
    <message>
        <source>the tree from this position to --depth %1 has more than 1,000,000 nodes: lower --depth%2</source>
        <translation>дерево из этой позиции до --depth %1 имеет больше 1,000,000 узлов: уменьшите --depth%2</translation>
    </message>
    <message>
        <source> or use --neutral best</source>
        <translation> или используйте --neutral best</translation>
    </message>
    <message>
        <source>--values takes whole numbers LO:HI</source>
        <translation>--values принимает целые числа LO:HI</translation>
    </message>
    <message>
        <source>--moves %1 is fewer letters than the %2 children of a node: each child needs a letter of its own</source>
        <translation>в --moves %1 меньше букв, чем %2 потомков узла: каждому потомку нужна своя буква</translation>
    </message>
    <message>
        <source>a tree with branching %1 and depth %2 has more than 5,000,000 nodes</source>
        <translation>дерево с ветвлением %1 и глубиной %2 имеет больше 5,000,000 узлов</translation>
    </message>
    <message>
        <source>a board is 3 rows joined by &apos;/&apos;, not %1</source>
        <translation>доска — это 3 строки через &apos;/&apos;, а не %1</translation>
    </message>
    <message>
        <source>row %1 of the board has %2 cells, not 3</source>
        <translation>в строке %1 доски %2 клеток, а не 3</translation>
    </message>
    <message>
        <source>row %1 of the board holds &apos;%2&apos;: cells are x, o or .</source>
        <translation>в строке %1 доски стоит &apos;%2&apos;: клетки — это x, o или .</translation>
    </message>
    <message>
        <source>the board has %1 x and %2 o: the counts of a game differ by at most one</source>
        <translation>на доске %1 x и %2 o: в партии эти числа различаются не более чем на один</translation>
    </message>
    <message>
        <source>%1 cannot be to move with %2 x and %3 o on the board</source>
        <translation>при %2 x и %3 o на доске не может ходить %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a last move: @ and a square a1 … c3</source>
        <translation>&apos;%1&apos; — не последний ход: @ и клетка a1 … c3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a token of a position: x or o (the side to move) or @ and a square (the last move)</source>
        <translation>&apos;%1&apos; — не элемент позиции: x или o (кто ходит) либо @ и клетка (последний ход)</translation>
    </message>
    <message>
        <source>both x and o have three in a row</source>
        <translation>и у x, и у o три в ряд</translation>
    </message>
    <message>
        <source>%1 has three in a row and is to move: the game ended when %1 made the line</source>
        <translation>у %1 три в ряд, и ход за ним: игра закончилась, когда %1 построил линию</translation>
    </message>
    <message>
        <source>U+%1 is not one of . x # *</source>
        <translation>U+%1 — не один из . x # *</translation>
    </message>
    <message>
        <source>Grundy&apos;s game from a pile of n tokens (or given piles): every position reachable, each once; the player who cannot split a pile loses.</source>
        <translation>Игра Гранди из кучки в n фишек (или заданных кучек): каждая достижимая позиция по одному разу; проигрывает тот, кто не может разделить кучку.</translation>
    </message>
    <message>
        <source>The L-game: all 18,368 positions, each written with A to move (# the mover&apos;s L); the player who cannot move their L loses.</source>
        <translation>L-игра: все 18 368 позиций, каждая записана с ходом A (# — L того, кто ходит); проигрывает тот, кто не может передвинуть своё L.</translation>
    </message>
    <message>
        <source>Tic-tac-toe from a position (the empty board: 5,478 positions): every position reachable, each once; a line of three loses for the side to move, a full board without one is a draw.</source>
        <translation>Крестики-нолики из позиции (пустая доска: 5 478 позиций): каждая достижимая позиция по одному разу; линия из трёх — проигрыш для стороны, которой ходить, полная доска без неё — ничья.</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a square of Gomoku: a1 … o15</source>
        <translation>«%1» — не клетка гомоку: a1 … o15</translation>
    </message>
    <message>
        <source>the game is over after %1 moves; %2 comes after its end</source>
        <translation>партия окончена после %1 ходов; %2 идёт после её конца</translation>
    </message>
    <message>
        <source>%1 is taken already</source>
        <translation>%1 уже занята</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a square of tic-tac-toe: a1 … c3</source>
        <translation>«%1» — не клетка крестиков-ноликов: a1 … c3</translation>
    </message>
    <message>
        <source>--opponent-p and --opponent-from are two opponent models: give one of them</source>
        <translation>--opponent-p и --opponent-from — две модели соперника: укажите одну из них</translation>
    </message>
</context>
<context>
    <name>gt::GeneratorDialog</name>
    <message>
        <source>Seed:</source>
        <translation>Зерно:</translation>
    </message>
    <message>
        <source>New Seed</source>
        <translation>Новое зерно</translation>
    </message>
    <message>
        <source>New from Game</source>
        <translation>Создать из игры</translation>
    </message>
    <message>
        <source>New from Generator</source>
        <translation>Создать из генератора</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Создать</translation>
    </message>
    <message>
        <source>The same seed makes the same tree, on every computer and with `gametree generate`.</source>
        <translation>Одно и то же зерно даёт одно и то же дерево на любом компьютере и в `gametree generate`.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>Choose a generator.</source>
        <translation>Выберите генератор.</translation>
    </message>
    <message>
        <source>The seed is a whole number from 0 to %1.</source>
        <translation>Зерно — целое число от 0 до %1.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln nodes: </source>
        <translation>
            <numerusform>%Ln узел: </numerusform>
            <numerusform>%Ln узла: </numerusform>
            <numerusform>%Ln узлов: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln leaves, </source>
        <translation>
            <numerusform>%Ln лист, </numerusform>
            <numerusform>%Ln листа, </numerusform>
            <numerusform>%Ln листьев, </numerusform>
        </translation>
    </message>
    <message>
        <source>depth %1.</source>
        <translation>глубина %1.</translation>
    </message>
    <message>
        <source>Choose the file of recorded games…</source>
        <translation>Выбрать файл записанных партий…</translation>
    </message>
    <message>
        <source>Recorded Games</source>
        <translation>Записанные партии</translation>
    </message>
    <message>
        <source>Recorded games (*.txt);;All files (*)</source>
        <translation>Записанные партии (*.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Остановить</translation>
    </message>
    <message>
        <source>Stop making this tree; the options stay as they are.</source>
        <translation>Прекратить построение этого дерева; параметры остаются как есть.</translation>
    </message>
    <message>
        <source>Making the tree…</source>
        <translation>Строится дерево…</translation>
    </message>
    <message>
        <source>Stopped: no tree was made. Change an option to make one.</source>
        <translation>Остановлено: дерево не построено. Измените параметр, чтобы построить его.</translation>
    </message>
</context>
<context>
    <name>gt::Graph</name>
    <message>
        <source>the tree is empty</source>
        <translation>дерево пусто</translation>
    </message>
    <message>
        <source>%1 is a chance node: a game graph has no chance</source>
        <translation>%1 — узел случая: в графе игры нет случайности</translation>
    </message>
    <message>
        <source>%1 is a leaf without a value: its result is not known</source>
        <translation>%1 — лист без значения: его результат неизвестен</translation>
    </message>
</context>
<context>
    <name>gt::GraphPanel</name>
    <message>
        <source>Analysis</source>
        <translation>Анализ</translation>
    </message>
    <message>
        <source>Find a position…</source>
        <translation>Найти позицию…</translation>
    </message>
    <message>
        <source>Queue, front first:</source>
        <translation>Очередь, начиная с головы:</translation>
    </message>
    <message>
        <source>Solved: %1</source>
        <translation>Решено: %1</translation>
    </message>
    <message>
        <source>So far: %1</source>
        <translation>Пока: %1</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… и ещё %1</translation>
    </message>
    <message>
        <source>No position contains “%1”.</source>
        <translation>Ни одна позиция не содержит «%1».</translation>
    </message>
    <message>
        <source>%1: %2, no move.</source>
        <translation>%1: %2, ходов нет.</translation>
    </message>
    <message>
        <source>%1: %2, best move to %3.</source>
        <translation>%1: %2, лучший ход в %3.</translation>
    </message>
    <message>
        <source>Positions within</source>
        <translation>Позиции в пределах</translation>
    </message>
    <message numerus="yes">
        <source>moves</source>
        <comment>after the number of moves in the box</comment>
        <translation>
            <numerusform>хода</numerusform>
            <numerusform>ходов</numerusform>
            <numerusform>ходов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gt::GraphPresentation</name>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>&amp;Режим презентации</translation>
    </message>
    <message>
        <source>Leave Presentation Mode</source>
        <translation>Выйти из режима презентации</translation>
    </message>
    <message>
        <source>Full screen, positions, narration and panel in large type (Escape leaves)</source>
        <translation>Во весь экран, позиции, пояснение и панель крупным шрифтом (Escape — выход)</translation>
    </message>
</context>
<context>
    <name>gt::GraphQuiz</name>
    <message>
        <source>%1 (%2) has left the queue, and %3 has a move to it.</source>
        <translation>%1 (%2) покинула очередь, и из %3 есть ход в неё.</translation>
    </message>
    <message>
        <source>%1 has no move. What is it for the player to move there?</source>
        <translation>В %1 нет ходов. Что это для игрока, чей ход?</translation>
    </message>
    <message>
        <source>The queue is empty and %1 is still undecided. What does it become?</source>
        <translation>Очередь пуста, а %1 всё ещё не решена. Чем она станет?</translation>
    </message>
    <message>
        <source>What does %1 become?</source>
        <translation>Чем станет %1?</translation>
    </message>
    <message>
        <source>What is its counter d now?</source>
        <translation>Каков теперь её счётчик d?</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>The answer is %1.</source>
        <translation>Ответ: %1.</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>Верно: %1.</translation>
    </message>
    <message>
        <source>Not quite: you said %1, the answer is %2.</source>
        <translation>Не совсем: вы ответили %1, правильный ответ — %2.</translation>
    </message>
    <message>
        <source>Score: %1 of %2</source>
        <translation>Баллы: %1 из %2</translation>
    </message>
</context>
<context>
    <name>gt::GraphQuizBar</name>
    <message>
        <source>&amp;Quiz</source>
        <translation>&amp;Тест</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Проверить</translation>
    </message>
    <message>
        <source>Show Answer</source>
        <translation>Показать ответ</translation>
    </message>
    <message>
        <source>Predict each step of the analysis before it is shown: what a position becomes, its counter</source>
        <translation>Предскажите каждый шаг анализа, прежде чем он будет показан: чем станет позиция, её счётчик</translation>
    </message>
    <message>
        <source>Your answer, e.g. win 3, loss 0, draw, d = 1</source>
        <translation>Ваш ответ, например win 3, loss 0, draw, d = 1</translation>
    </message>
    <message>
        <source>Step on with →: the quiz asks before each step that decides something about a position.</source>
        <translation>Шагайте клавишей →: викторина спрашивает перед каждым шагом, который что-то решает о позиции.</translation>
    </message>
    <message>
        <source>“%1” is no answer here. Type a label and its remoteness (win 3, loss 0, draw) or a counter (d = 1).</source>
        <translation>«%1» здесь не ответ. Введите метку и удалённость (win 3, loss 0, draw) или счётчик (d = 1).</translation>
    </message>
    <message>
        <source>Step on with → or Page Down: the quiz asks before each step that decides something about a position shown.</source>
        <translation>Дальше — → или Page Down: тест спрашивает перед каждым шагом, который что-то решает о показанной позиции.</translation>
    </message>
</context>
<context>
    <name>gt::GraphView</name>
    <message>
        <source>cannot read: %1</source>
        <translation>не удаётся прочитать: %1</translation>
    </message>
    <message>
        <source>WIN</source>
        <translation>ВЫИГРЫШ</translation>
    </message>
    <message>
        <source>LOSS</source>
        <translation>ПРОИГРЫШ</translation>
    </message>
    <message>
        <source>DRAW</source>
        <translation>НИЧЬЯ</translation>
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
        <translation>Граф игры</translation>
    </message>
    <message>
        <source>Stepper</source>
        <translation>Шаги</translation>
    </message>
    <message>
        <source>To the Start</source>
        <translation>В начало</translation>
    </message>
    <message>
        <source>Step Back</source>
        <translation>Шаг назад</translation>
    </message>
    <message>
        <source>Step Forward</source>
        <translation>Шаг вперёд</translation>
    </message>
    <message>
        <source>To the End</source>
        <translation>В конец</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Open Game Graph…</source>
        <translation>&amp;Открыть граф игры…</translation>
    </message>
    <message>
        <source>Open a Game Graph</source>
        <translation>Открыть граф игры</translation>
    </message>
    <message>
        <source>DOT digraphs (*.dot *.gv);;All files (*)</source>
        <translation>Орграфы DOT (*.dot *.gv);;Все файлы (*)</translation>
    </message>
    <message>
        <source>&amp;Export Picture…</source>
        <translation>&amp;Экспорт изображения…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Grundy&apos;s Game</source>
        <translation>Игра &amp;Гранди</translation>
    </message>
    <message>
        <source>&amp;Tic-tac-toe</source>
        <translation>&amp;Крестики-нолики</translation>
    </message>
    <message>
        <source>The &amp;L-game</source>
        <translation>&amp;L-игра</translation>
    </message>
    <message>
        <source>%1.
The panel on the right has the counts; find a position there by its text.</source>
        <translation>%1.
На панели справа — итоги; там же можно найти позицию по её тексту.</translation>
    </message>
    <message>
        <source>%1 — Game Graph</source>
        <translation>%1 — граф игры</translation>
    </message>
    <message>
        <source>Open a DOT digraph whose vertices are positions and whose edges are moves.</source>
        <translation>Откройте орграф DOT, вершины которого — позиции, а рёбра — ходы.</translation>
    </message>
    <message>
        <source>Solved: %1</source>
        <translation>Решено: %1</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Шаг %1 из %2</translation>
    </message>
    <message>
        <source>Export the Graph</source>
        <translation>Экспорт графа</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Сохранено: %1.</translation>
    </message>
    <message>
        <source>There is no picture of the graph to export.</source>
        <translation>Нет изображения графа для экспорта.</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>Не удаётся записать %1.</translation>
    </message>
    <message>
        <source>There is no game “%1”.</source>
        <translation>Игры «%1» нет.</translation>
    </message>
    <message>
        <source>Graphviz is laying out %1 positions…</source>
        <translation>Graphviz раскладывает позиции: %1…</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg);;PNG pictures (*.png);;PDF documents (*.pdf);;TikZ for LaTeX (*.tex);;DOT graphs (*.dot *.gv)</source>
        <translation>Изображения SVG (*.svg);;Изображения PNG (*.png);;Документы PDF (*.pdf);;TikZ для LaTeX (*.tex);;Графы DOT (*.dot *.gv)</translation>
    </message>
    <message>
        <source>Export &amp;Slides…</source>
        <translation>Экспорт &amp;слайдов…</translation>
    </message>
    <message>
        <source>%1.
%2
Double-click a position, or find one, to look from there.</source>
        <translation>%1.
%2
Дважды щёлкните позицию или найдите её, чтобы смотреть оттуда.</translation>
    </message>
    <message>
        <source>Export the Analysis as Slides</source>
        <translation>Экспорт анализа в слайды</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf);;Beamer slides (*.tex);;HTML players (*.html)</source>
        <translation>Документы PDF (*.pdf);;Слайды Beamer (*.tex);;HTML-плееры (*.html)</translation>
    </message>
    <message>
        <source>Slides need the whole graph drawn and its steps: this graph is too big.</source>
        <translation>Для слайдов нужен весь нарисованный граф и его шаги: этот граф слишком велик.</translation>
    </message>
    <message>
        <source>Previous Step Shown Here</source>
        <translation>Предыдущий шаг о показанном</translation>
    </message>
    <message>
        <source>Next Step Shown Here</source>
        <translation>Следующий шаг о показанном</translation>
    </message>
    <message>
        <source>Steps on to the next step that changes a position drawn</source>
        <translation>Переходит к следующему шагу, меняющему нарисованную позицию</translation>
    </message>
    <message>
        <source>Export the &amp;Whole Graph as DOT…</source>
        <translation>Экспортировать &amp;весь граф как DOT…</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;Шаг</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>%1, %2, laid out by Graphviz %3.</source>
        <translation>%1, %2, раскладка Graphviz %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n positions</source>
        <translation>
            <numerusform>%n позиция</numerusform>
            <numerusform>%n позиции</numerusform>
            <numerusform>%n позиций</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n ход</numerusform>
            <numerusform>%n хода</numerusform>
            <numerusform>%n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 and the positions within %n moves</source>
        <translation>
            <numerusform>%1: %2 и позиции в пределах %n хода</numerusform>
            <numerusform>%1: %2 и позиции в пределах %n ходов</numerusform>
            <numerusform>%1: %2 и позиции в пределах %n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %n positions</source>
        <translation>
            <numerusform>%n позиция</numerusform>
            <numerusform>%n позиции</numerusform>
            <numerusform>%n позиций</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The neighbourhood of %1: %2 nearest to it (more are within %n moves).</source>
        <translation>
            <numerusform>Окрестность %1: ближайшие к ней (%2; в пределах %n хода есть и другие).</numerusform>
            <numerusform>Окрестность %1: ближайшие к ней (%2; в пределах %n ходов есть и другие).</numerusform>
            <numerusform>Окрестность %1: ближайшие к ней (%2; в пределах %n ходов есть и другие).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The neighbourhood of %1: %2 within %n moves of it, before it and after it.</source>
        <translation>
            <numerusform>Окрестность %1: %2 в пределах %n хода от неё, до и после неё.</numerusform>
            <numerusform>Окрестность %1: %2 в пределах %n ходов от неё, до и после неё.</numerusform>
            <numerusform>Окрестность %1: %2 в пределах %n ходов от неё, до и после неё.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the Whole Graph</source>
        <translation>Экспортировать весь граф</translation>
    </message>
    <message>
        <source>DOT graphs (*.dot *.gv)</source>
        <translation>Графы DOT (*.dot *.gv)</translation>
    </message>
    <message>
        <source>Graphviz is still laying out the picture.</source>
        <translation>Graphviz ещё раскладывает рисунок.</translation>
    </message>
    <message>
        <source>There is no graph to export.</source>
        <translation>Нет графа для экспорта.</translation>
    </message>
</context>
<context>
    <name>gt::HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Горячие клавиши</translation>
    </message>
    <message>
        <source>Every key of the window, with its command and menu</source>
        <translation>Все клавиши окна, с их командами и меню</translation>
    </message>
    <message>
        <source>The Tree &amp;Notation</source>
        <translation>&amp;Запись деревьев</translation>
    </message>
    <message>
        <source>How to type a tree: ((10,10),(9,100)), kinds, names, probabilities</source>
        <translation>Как набрать дерево: ((10,10),(9,100)), типы узлов, имена, вероятности</translation>
    </message>
    <message>
        <source>&amp;Tour of the Window</source>
        <translation>&amp;Обзор окна</translation>
    </message>
    <message>
        <source>The parts of the window, one after the other</source>
        <translation>Части окна, одна за другой</translation>
    </message>
    <message>
        <source>&amp;About GameTree Studio</source>
        <translation>&amp;О программе GameTree Studio</translation>
    </message>
    <message>
        <source>The Tree Notation</source>
        <translation>Запись деревьев</translation>
    </message>
    <message>
        <source>The notation page is not built into this program.</source>
        <translation>Страница о записи деревьев не встроена в эту программу.</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Алгоритм</translation>
    </message>
    <message>
        <source>Pick the search to watch. Its options are in Search Options; the Algorithm menu lists the same searches.</source>
        <translation>Выберите поиск, за которым хотите следить. Его параметры — в «Параметрах поиска»; меню «Алгоритм» перечисляет те же поиски.</translation>
    </message>
    <message>
        <source>Type a tree</source>
        <translation>Набор дерева</translation>
    </message>
    <message>
        <source>Type a tree such as ((10,10),(9,100)) and press Enter. Help ▸ The Tree Notation has the whole notation; File ▸ Open and Examples bring ready-made trees.</source>
        <translation>Наберите дерево, например ((10,10),(9,100)), и нажмите Enter. В «Справка ▸ Запись деревьев» описана вся запись; «Файл ▸ Открыть» и «Примеры» дают готовые деревья.</translation>
    </message>
    <message>
        <source>The tree</source>
        <translation>Дерево</translation>
    </message>
    <message>
        <source>What the search knows at this step: values, the α–β window, cut-offs. Click a node to select it and Tab to add a child; double-click to edit it. The wheel zooms, Ctrl+0 fits the whole tree.</source>
        <translation>Что поиск знает на этом шаге: значения, окно α–β, отсечения. Щёлкните узел, чтобы выбрать его, Tab добавляет потомка; двойной щелчок — правка. Колесо мыши масштабирует, Ctrl+0 показывает всё дерево.</translation>
    </message>
    <message>
        <source>Stepping</source>
        <translation>Пошаговое выполнение</translation>
    </message>
    <message>
        <source>→ and ← step forwards and back, Space plays, Home and End jump to the start and the end. Drag the timeline to any step.</source>
        <translation>→ и ← — шаг вперёд и назад, Пробел — воспроизведение, Home и End — переход в начало и в конец. Перетащите шкалу времени на любой шаг.</translation>
    </message>
    <message>
        <source>Narration</source>
        <translation>Комментарий</translation>
    </message>
    <message>
        <source>What the last step did and why, in words.</source>
        <translation>Что сделал последний шаг и почему, словами.</translation>
    </message>
    <message>
        <source>Pseudocode</source>
        <translation>Псевдокод</translation>
    </message>
    <message>
        <source>The algorithm, with the line the search is at marked.</source>
        <translation>Алгоритм, с отмеченной строкой, на которой находится поиск.</translation>
    </message>
    <message>
        <source>Search options</source>
        <translation>Параметры поиска</translation>
    </message>
    <message>
        <source>Depth, fail-soft, move ordering and the other options of the chosen algorithm; a change searches again at once.</source>
        <translation>Глубина, fail-soft, порядок ходов и другие параметры выбранного алгоритма; после изменения поиск сразу выполняется заново.</translation>
    </message>
    <message>
        <source>Call stack</source>
        <translation>Стек вызовов</translation>
    </message>
    <message>
        <source>The nodes the search is inside, with their α, β and values so far.</source>
        <translation>Узлы, внутри которых находится поиск, с их α, β и значениями на данный момент.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Leaves read, cut-offs and the value, beside what the other algorithms need on this tree.</source>
        <translation>Прочитанные листья, отсечения и значение — рядом с тем, что нужно другим алгоритмам на этом дереве.</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Инспектор</translation>
    </message>
    <message>
        <source>The selected node&apos;s kind, value, name and move, to edit; and the document&apos;s title and notes.</source>
        <translation>Тип, значение, имя и ход выбранного узла для правки; а также заголовок и заметки документа.</translation>
    </message>
    <message>
        <source>GameTree Studio %1</source>
        <translation>GameTree Studio %1</translation>
    </message>
    <message>
        <source>Step through game-tree searches: minimax, alpha-beta, SSS*, expectimax and more.</source>
        <translation>Пошаговый просмотр поиска в дереве игры: минимакс, альфа-бета, SSS*, expectimax и другие.</translation>
    </message>
    <message>
        <source>Licence: %1</source>
        <translation>Лицензия: %1</translation>
    </message>
    <message>
        <source>not declared in this build</source>
        <translation>не указана в этой сборке</translation>
    </message>
    <message>
        <source>Qt %1 (built with Qt %2)</source>
        <translation>Qt %1 (собрано с Qt %2)</translation>
    </message>
    <message>
        <source>Graphviz %1</source>
        <translation>Graphviz %1</translation>
    </message>
    <message>
        <source>(version unknown)</source>
        <translation>(версия неизвестна)</translation>
    </message>
    <message>
        <source>About GameTree Studio</source>
        <translation>О программе GameTree Studio</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Примеры</translation>
    </message>
    <message>
        <source>Ready-made trees from lectures and textbooks: the classic, AIMA&apos;s three-ply tree, chance nodes, a perfectly ordered tree, a tree where SSS* reads fewer leaves than alpha-beta, and lessons saved with their own search (B*, Star1, MT-SSS*, Tian Ji&apos;s horses). A tree opens under the algorithm you picked; a lesson opens with its own.</source>
        <translation>Готовые деревья из лекций и учебников: классическое, трёхуровневое дерево из AIMA, узлы случая, идеально упорядоченное дерево, дерево, в котором SSS* читает меньше листьев, чем альфа-бета, и уроки, сохранённые со своим поиском (B*, Star1, MT-SSS*, кони Тянь Цзи). Дерево открывается с выбранным вами алгоритмом, урок — со своим.</translation>
    </message>
    <message>
        <source>Presentation mode</source>
        <translation>Режим презентации</translation>
    </message>
    <message>
        <source>%1 shows the tree, the narration and the stepper over the whole screen in large type, for a projector. The arrow keys and a clicker step; Esc leaves.</source>
        <translation>%1 показывает дерево, комментарий и панель шагов на весь экран крупным шрифтом, для проектора. Стрелки и пульт переключают шаги; Esc выходит.</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Сравнение</translation>
    </message>
    <message>
        <source>%1 steps two to four algorithms through this tree side by side, by step or by leaf read, and says which reads the fewest leaves and whether they agree on the value.</source>
        <translation>%1 проводит от двух до четырёх алгоритмов по этому дереву бок о бок, по шагам или по прочитанным листьям, и сообщает, какой читает меньше всего листьев и совпадают ли значения.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Экспорт</translation>
    </message>
    <message>
        <source>%1 saves the step on screen as SVG, PNG, PDF, TikZ or DOT, or the whole search as a PDF deck, Beamer slides or a web page that plays it. The file&apos;s extension decides the format.</source>
        <translation>%1 сохраняет шаг на экране как SVG, PNG, PDF, TikZ или DOT, а весь поиск — как набор слайдов PDF, слайды Beamer или веб-страницу, которая его проигрывает. Формат определяется расширением файла.</translation>
    </message>
</context>
<context>
    <name>gt::HistoryChart</name>
    <message>
        <source>No credits yet: a node that finishes credits its best move.</source>
        <translation>Пока нет начислений: завершившийся узел начисляет очки своему лучшему ходу.</translation>
    </message>
    <message>
        <source>H[MAX][move]</source>
        <translation>H[MAX][ход]</translation>
    </message>
    <message>
        <source>H[MIN][move]</source>
        <translation>H[MIN][ход]</translation>
    </message>
</context>
<context>
    <name>gt::InspectorDock</name>
    <message>
        <source>Key: %1</source>
        <translation>Ключ: %1</translation>
    </message>
    <message>
        <source>Interval: [%1, %2]</source>
        <translation>Интервал: [%1, %2]</translation>
    </message>
    <message>
        <source>Position (%1): %2</source>
        <translation>Позиция (%1): %2</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Инспектор</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Вид:</translation>
    </message>
    <message>
        <source>&amp;Value:</source>
        <translation>&amp;Значение:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Имя:</translation>
    </message>
    <message>
        <source>the move into this node</source>
        <translation>ход в этот узел</translation>
    </message>
    <message>
        <source>&amp;Move:</source>
        <translation>&amp;Ход:</translation>
    </message>
    <message>
        <source>uniform</source>
        <translation>равномерно</translation>
    </message>
    <message>
        <source>&amp;Probability:</source>
        <translation>Вероя&amp;тность:</translation>
    </message>
    <message>
        <source>N&amp;ormalise</source>
        <translation>Н&amp;ормировать</translation>
    </message>
    <message>
        <source>&amp;Collapsed</source>
        <translation>&amp;Свёрнут</translation>
    </message>
    <message>
        <source>Subtree:</source>
        <translation>Поддерево:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Document&lt;/b&gt;</source>
        <translation>&lt;b&gt;Документ&lt;/b&gt;</translation>
    </message>
    <message>
        <source>shown in the title bar</source>
        <translation>в заголовке окна</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>За&amp;головок:</translation>
    </message>
    <message>
        <source>notes for the lecture</source>
        <translation>заметки к лекции</translation>
    </message>
    <message>
        <source>No&amp;tes:</source>
        <translation>Замет&amp;ки:</translation>
    </message>
    <message>
        <source>Normalise</source>
        <translation>Нормировать</translation>
    </message>
    <message>
        <source>No tree: press Tab on the canvas to start one.</source>
        <translation>Дерева нет: нажмите Tab на холсте, чтобы начать.</translation>
    </message>
    <message>
        <source>Click a node to inspect and edit it.</source>
        <translation>Щёлкните узел, чтобы осмотреть и изменить его.</translation>
    </message>
    <message>
        <source>&amp;Heuristic:</source>
        <translation>&amp;Эвристика:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>(too large to show)</source>
        <translation>(слишком велико для показа)</translation>
    </message>
    <message>
        <source>⚠ The probabilities under %1 sum to %2, not 1.</source>
        <translation>⚠ Вероятности под %1 в сумме дают %2, а не 1.</translation>
    </message>
    <message numerus="yes">
        <source> (and %n more)</source>
        <translation>
            <numerusform> (и ещё %n)</numerusform>
            <numerusform> (и ещё %n)</numerusform>
            <numerusform> (и ещё %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; · depth %2 · %n children</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; · глубина %2 · %n потомок</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; · глубина %2 · %n потомка</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; · глубина %2 · %n потомков</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gt::IntervalBand</name>
    <message>
        <source>B*: the root is expanded first</source>
        <translation>B*: сначала раскрывается корень</translation>
    </message>
    <message>
        <source>B*: the root&apos;s children are generated</source>
        <translation>B*: потомки корня построены</translation>
    </message>
    <message>
        <source>: work below %1</source>
        <translation>: работа под %1</translation>
    </message>
    <message>
        <source>best</source>
        <translation>лучший</translation>
    </message>
    <message>
        <source>alt</source>
        <translation>альт.</translation>
    </message>
</context>
<context>
    <name>gt::IterationBar</name>
    <message>
        <source>What one step forward or back does (Ctrl+I switches)</source>
        <translation>Что делает один шаг вперёд или назад (Ctrl+I переключает)</translation>
    </message>
    <message>
        <source>by phase</source>
        <translation>по фазам</translation>
    </message>
    <message>
        <source>by iteration</source>
        <translation>по итерациям</translation>
    </message>
    <message>
        <source>Go to the end of iteration k (Ctrl+G)</source>
        <translation>Перейти к концу итерации k (Ctrl+G)</translation>
    </message>
    <message>
        <source>Step:</source>
        <translation>Шаг:</translation>
    </message>
    <message>
        <source>Iteration</source>
        <translation>Итерация</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>из %1</translation>
    </message>
</context>
<context>
    <name>gt::JsonDocument</name>
    <message>
        <source>an array</source>
        <translation>массив</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>объект</translation>
    </message>
    <message>
        <source>the JSON is nested more than 1024 levels deep, which is Qt&apos;s limit; write deep trees in the flat &quot;nodes&quot; form</source>
        <translation>JSON вложен глубже 1024 уровней — это предел Qt; записывайте глубокие деревья в плоской форме &quot;nodes&quot;</translation>
    </message>
    <message>
        <source>JSON syntax error: %1</source>
        <translation>синтаксическая ошибка JSON: %1</translation>
    </message>
    <message>
        <source>expected a JSON object at the top, found an array</source>
        <translation>на верхнем уровне ожидался объект JSON, найден массив</translation>
    </message>
    <message>
        <source>the document has both &quot;tree&quot; and &quot;nodes&quot;; give the tree once</source>
        <translation>в документе есть и &quot;tree&quot;, и &quot;nodes&quot;; дерево задаётся один раз</translation>
    </message>
    <message>
        <source>nodes: missing; a document holds its tree in &quot;nodes&quot;</source>
        <translation>nodes: отсутствует; документ хранит дерево в &quot;nodes&quot;</translation>
    </message>
    <message>
        <source>internal error: %1</source>
        <translation>внутренняя ошибка: %1</translation>
    </message>
    <message>
        <source>unknown key</source>
        <translation>неизвестный ключ</translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation>длиннее %1 символов</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>целое число</translation>
    </message>
    <message>
        <source>expected -1 or more, found %1</source>
        <translation>ожидалось -1 или больше, найдено %1</translation>
    </message>
    <message>
        <source>format: missing; a GameTree Studio document has &quot;format&quot;: &quot;gametree-studio&quot;</source>
        <translation>format: отсутствует; у документа GameTree Studio есть &quot;format&quot;: &quot;gametree-studio&quot;</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>ожидалась строка, найдено %1</translation>
    </message>
    <message>
        <source>this file is version %1 of the format, written by a newer GameTree Studio; this one reads version %2</source>
        <translation>этот файл — версия %1 формата, записанная более новой GameTree Studio; эта читает версию %2</translation>
    </message>
    <message>
        <source>%1 is not a version of the format</source>
        <translation>%1 — не версия формата</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true или false</translation>
    </message>
    <message>
        <source>expected %1 or more, found %2</source>
        <translation>ожидалось %1 или больше, найдено %2</translation>
    </message>
    <message>
        <source>a list of two numbers [low, high]</source>
        <translation>список из двух чисел [low, high]</translation>
    </message>
    <message>
        <source>expected %1, the node&apos;s position in &quot;nodes&quot;</source>
        <translation>ожидалось %1, позиция узла в &quot;nodes&quot;</translation>
    </message>
    <message>
        <source>ids belong to the flat &quot;nodes&quot; form</source>
        <translation>id относятся к плоской форме &quot;nodes&quot;</translation>
    </message>
    <message>
        <source>unknown kind &quot;%1&quot;; expected max, min, chance or leaf</source>
        <translation>неизвестный вид &quot;%1&quot;; ожидается max, min, chance или leaf</translation>
    </message>
    <message>
        <source>an array of two numbers [pessimistic, optimistic]</source>
        <translation>массив из двух чисел [pessimistic, optimistic]</translation>
    </message>
    <message>
        <source>an object {&quot;game&quot;: …, &quot;text&quot;: …}</source>
        <translation>объект {&quot;game&quot;: …, &quot;text&quot;: …}</translation>
    </message>
    <message>
        <source>a node object</source>
        <translation>объект узла</translation>
    </message>
    <message>
        <source>the tree has more than %1 nodes</source>
        <translation>в дереве больше %1 узлов</translation>
    </message>
    <message>
        <source>the tree is empty</source>
        <translation>дерево пусто</translation>
    </message>
    <message>
        <source>expected a node index from 0 to %1</source>
        <translation>ожидался индекс узла от 0 до %1</translation>
    </message>
    <message>
        <source>nodes[0] is the root and cannot be a child</source>
        <translation>nodes[0] — корень и не может быть потомком</translation>
    </message>
    <message>
        <source>a child of both nodes[%1] and nodes[%2]</source>
        <translation>потомок и nodes[%1], и nodes[%2]</translation>
    </message>
    <message>
        <source>not reachable from the root, nodes[0]: no node lists it as a child</source>
        <translation>недостижим из корня nodes[0]: ни один узел не называет его потомком</translation>
    </message>
    <message>
        <source>not reachable from the root, nodes[0]: its parents form a cycle</source>
        <translation>недостижим из корня nodes[0]: его родители образуют цикл</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>логическое значение</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>число</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>строка</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>ожидалось %1, найдено %2</translation>
    </message>
    <message>
        <source>contains %1</source>
        <translation>содержит %1</translation>
    </message>
    <message>
        <source>expected &quot;gametree-studio&quot;, found &quot;%1&quot;</source>
        <translation>ожидалось &quot;gametree-studio&quot;, найдено &quot;%1&quot;</translation>
    </message>
    <message>
        <source>version: missing</source>
        <translation>version: отсутствует</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>отсутствует</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2, found %3</source>
        <translation>ожидалось целое число от %1 до %2, найдено %3</translation>
    </message>
</context>
<context>
    <name>gt::LanguageMenu</name>
    <message>
        <source>GameTree Studio speaks the new language after a restart. Unsaved work is asked about first.</source>
        <translation>GameTree Studio заговорит на новом языке после перезапуска. О несохранённой работе будет задан вопрос.</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Язык системы</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>Restart Now</source>
        <translation>Перезапустить</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Позже</translation>
    </message>
</context>
<context>
    <name>gt::Layout</name>
    <message>
        <source>dot layout failed: %1</source>
        <translation>раскладка dot не удалась: %1</translation>
    </message>
    <message>
        <source>Graphviz could not create its context</source>
        <translation>Graphviz не смог создать свой контекст</translation>
    </message>
    <message>
        <source>%1 positions are too many to draw (at most %2)</source>
        <translation>%1 позиций — слишком много для рисунка (не более %2)</translation>
    </message>
    <message>
        <source>%1 layout failed: %2</source>
        <translation>Раскладка %1 не удалась: %2</translation>
    </message>
</context>
<context>
    <name>gt::LeafTransform</name>
    <message>
        <source>&apos;%1&apos;: write the affine map as affine:A:B (a·x + b)</source>
        <translation>&apos;%1&apos;: запишите аффинное отображение как affine:A:B (a·x + b)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a = 0 maps every value to b, which is not monotone</source>
        <translation>&apos;%1&apos;: a = 0 переводит каждое значение в b, что не монотонно</translation>
    </message>
    <message>
        <source>unknown map &apos;%1&apos;: use square, signed-square, exp2, affine:A:B or rank</source>
        <translation>неизвестное отображение &apos;%1&apos;: используйте square, signed-square, exp2, affine:A:B или rank</translation>
    </message>
    <message>
        <source>the tree is empty</source>
        <translation>дерево пусто</translation>
    </message>
    <message>
        <source>a and b must be finite numbers</source>
        <translation>a и b должны быть конечными числами</translation>
    </message>
    <message>
        <source>a = 0 maps every value to b, which is not monotone</source>
        <translation>a = 0 переводит каждое значение в b, что не монотонно</translation>
    </message>
    <message>
        <source>%1 has the value %2: x² is monotone only on values ≥ 0 (it would put %2 above smaller positive values); use x·|x| (signed-square), or shift the values first with an affine map</source>
        <translation>%1 имеет значение %2: x² монотонно только на значениях ≥ 0 (оно поставило бы %2 выше меньших положительных значений); используйте x·|x| (signed-square) или сначала сдвиньте значения аффинным отображением</translation>
    </message>
    <message>
        <source>%1: %2 for the value %3 is beyond the largest value a tree may hold (±%4)</source>
        <translation>%1: %2 для значения %3 превышает наибольшее значение, допустимое в дереве (±%4)</translation>
    </message>
    <message>
        <source>%1: 2^x for the value %2 is too small to tell from 0</source>
        <translation>%1: 2^x для значения %2 слишком мало, чтобы отличить его от 0</translation>
    </message>
    <message>
        <source>a &lt; 0 reverses the order of the values: every max node now prefers what it avoided, so minimax&apos;s decision may change too</source>
        <translation>a &lt; 0 переворачивает порядок значений: каждый узел max теперь предпочитает то, чего избегал, поэтому решение минимакса тоже может измениться</translation>
    </message>
    <message>
        <source>Cannot compare: %1.</source>
        <translation>Сравнить нельзя: %1.</translation>
    </message>
    <message>
        <source>%1&apos;s value goes from %2 to %3 (the root has no move to choose).</source>
        <translation>Значение %1 меняется с %2 на %3 (в корне нет хода для выбора).</translation>
    </message>
    <message>
        <source>%1&apos;s decision changes from %2 to %3.</source>
        <translation>Решение %1 меняется с %2 на %3.</translation>
    </message>
    <message>
        <source>%1&apos;s decision is unchanged (%2).</source>
        <translation>Решение %1 не меняется (%2).</translation>
    </message>
    <message>
        <source> After the map, %1 ties with another move at %2: the first of the tied moves is taken.</source>
        <translation> После отображения %1 равен другому ходу при %2: берётся первый из равных ходов.</translation>
    </message>
    <message>
        <source>%1 has the value %2 and %3 the value %4, but %5 gives %6 and %7: computed in double precision the map is not strictly monotone on this tree&apos;s values, so it would turn a difference into a tie (or reverse it) and could change a decision that a monotone map cannot; choose a map whose results stay apart</source>
        <translation>%1 имеет значение %2, а %3 — значение %4, но %5 даёт %6 и %7: в двойной точности отображение не строго монотонно на значениях этого дерева, поэтому оно превратило бы разницу в равенство (или перевернуло бы её) и могло бы изменить решение, чего монотонное отображение не может; выберите отображение, результаты которого остаются различными</translation>
    </message>
</context>
<context>
    <name>gt::Legend</name>
    <message>
        <source>not generated yet</source>
        <translation>ещё не построен</translation>
    </message>
    <message>
        <source>on OPEN (tag OPEN)</source>
        <translation>в OPEN (метка OPEN)</translation>
    </message>
    <message>
        <source>on CLOSED, value not backed up (C n)</source>
        <translation>в CLOSED, значение не поднято (C n)</translation>
    </message>
    <message>
        <source>bar at a chance node: its value lies in [low, high]; cut off once it leaves α–β</source>
        <translation>полоса у узла случая: его значение лежит в [low, high]; отсечение, как только она покидает α–β</translation>
    </message>
    <message>
        <source>(α, β) on an edge: the window the child gets</source>
        <translation>(α, β) на ребре: окно, которое получает потомок</translation>
    </message>
    <message>
        <source>≥ W / ≤ W: a probe bound on the child</source>
        <translation>≥ W / ≤ W: граница зондирования для потомка</translation>
    </message>
    <message>
        <source>≈ v: an estimate</source>
        <translation>≈ v: оценка</translation>
    </message>
    <message>
        <source>exact v: the exact value</source>
        <translation>exact v: точное значение</translation>
    </message>
    <message>
        <source>skipped P=p: a child below the threshold, not searched</source>
        <translation>skipped P=p: потомок ниже порога, не исследован</translation>
    </message>
    <message>
        <source>≥ a, ≤ b: bounds despite skipped children</source>
        <translation>≥ a, ≤ b: границы несмотря на пропущенных потомков</translation>
    </message>
    <message>
        <source>×k: drawn k times</source>
        <translation>×k: выпал k раз</translation>
    </message>
    <message>
        <source>[pess, opt]: B* bounds on the node value</source>
        <translation>[pess, opt]: границы B* для значения узла</translation>
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
        <translation>случай</translation>
    </message>
    <message>
        <source>leaf read</source>
        <translation>прочитанный лист</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>лист</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>не достигнут</translation>
    </message>
    <message>
        <source>visited in an earlier pass</source>
        <translation>посещён в прошлом проходе</translation>
    </message>
    <message>
        <source>on the path</source>
        <translation>на пути</translation>
    </message>
    <message>
        <source>current</source>
        <translation>текущий</translation>
    </message>
    <message>
        <source>pruned</source>
        <translation>отсечён</translation>
    </message>
    <message>
        <source>skipped by the table, not pruned</source>
        <translation>пропущен благодаря таблице, не отсечён</translation>
    </message>
    <message>
        <source>cut-off</source>
        <translation>отсечение</translation>
    </message>
    <message>
        <source>LIVE on OPEN</source>
        <translation>LIVE в OPEN</translation>
    </message>
    <message>
        <source>SOLVED on OPEN</source>
        <translation>SOLVED в OPEN</translation>
    </message>
    <message>
        <source>the table answered (the value it gave)</source>
        <translation>ответила таблица (данное ею значение)</translation>
    </message>
    <message>
        <source>leaf read again in a later pass</source>
        <translation>лист, прочитанный снова в следующем проходе</translation>
    </message>
    <message>
        <source>best move of the previous pass, tried first</source>
        <translation>лучший ход прошлого прохода, пробуется первым</translation>
    </message>
    <message>
        <source>killer move 1 of its ply, tried early</source>
        <translation>ход-убийца 1 своего полухода, пробуется рано</translation>
    </message>
    <message>
        <source>killer move 2 of its ply, tried early</source>
        <translation>ход-убийца 2 своего полухода, пробуется рано</translation>
    </message>
    <message>
        <source>history score, tried early for it</source>
        <translation>счёт истории, по нему пробуется рано</translation>
    </message>
    <message>
        <source>horizon: the pass sees nothing below it</source>
        <translation>горизонт: проход не видит ничего ниже</translation>
    </message>
    <message>
        <source>heuristic value, read at the horizon</source>
        <translation>эвристическая оценка, читается на горизонте</translation>
    </message>
    <message>
        <source>negamax negates the value here (side to move)</source>
        <translation>негамакс меняет здесь знак значения (ходящая сторона)</translation>
    </message>
    <message>
        <source>faded: not in the search tree</source>
        <translation>бледный: не в дереве поиска</translation>
    </message>
    <message>
        <source>dashed: playout</source>
        <translation>пунктир: розыгрыш</translation>
    </message>
</context>
<context>
    <name>gt::MainWindow</name>
    <message>
        <source>Undo History</source>
        <translation>История отмены</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;открыто&gt;</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Обзор</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation>&amp;Обзор</translation>
    </message>
    <message>
        <source>The whole tree, with the part the canvas shows; click or drag to move there</source>
        <translation>Всё дерево и часть, показанная на холсте; щёлкните или перетащите, чтобы перейти туда</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Без имени</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Поиск</translation>
    </message>
    <message>
        <source> Algorithm: </source>
        <translation> Алгоритм: </translation>
    </message>
    <message>
        <source> Tree: </source>
        <translation> Дерево: </translation>
    </message>
    <message>
        <source>Stepper</source>
        <translation>Пошаговый проход</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Недавние файлы</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Панели</translation>
    </message>
    <message>
        <source>&amp;Algorithm</source>
        <translation>&amp;Алгоритм</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;Шаг</translation>
    </message>
    <message>
        <source>%1 is not finished yet, so it cannot be searched: %2</source>
        <translation>%1 ещё не закончено, поэтому в нём нельзя искать: %2</translation>
    </message>
    <message>
        <source>%1 cannot search this tree; showing %2.</source>
        <translation>%1 не может искать в этом дереве; показан %2.</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Не удаётся открыть файл</translation>
    </message>
    <message>
        <source>Open a Tree</source>
        <translation>Открыть дерево</translation>
    </message>
    <message>
        <source>Game trees (*.gtree *.json *.tree *.txt *.dot *.gv);;All files (*)</source>
        <translation>Деревья игр (*.gtree *.json *.tree *.txt *.dot *.gv);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Type Tree</source>
        <translation>Ввести дерево</translation>
    </message>
    <message>
        <source>Typed tree</source>
        <translation>Введённое дерево</translation>
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
        <translation>Этот документ указывает алгоритм «%1», которого эта версия не знает: показан %2. При сохранении «%1» сохраняется, если вы не выберете другой алгоритм.</translation>
    </message>
    <message>
        <source>Open as &amp;Game Graph…</source>
        <translation>Открыть как &amp;граф игры…</translation>
    </message>
    <message>
        <source>Open a Game Graph</source>
        <translation>Открыть граф игры</translation>
    </message>
    <message>
        <source>DOT digraphs (*.dot *.gv);;All files (*)</source>
        <translation>Орграфы DOT (*.dot *.gv);;Все файлы (*)</translation>
    </message>
</context>
<context>
    <name>gt::MctsConvergenceDock</name>
    <message>
        <source>MCTS convergence</source>
        <translation>Сходимость MCTS</translation>
    </message>
    <message>
        <source>Visits N of each root child</source>
        <translation>Посещения N каждого потомка корня</translation>
    </message>
    <message>
        <source>Q of each root child (dashed: its minimax value)</source>
        <translation>Q каждого потомка корня (пунктир: его минимаксное значение)</translation>
    </message>
    <message>
        <source>Right-click to export the plot as SVG, PNG or PDF.</source>
        <translation>Щелчок правой кнопкой экспортирует график в SVG, PNG или PDF.</translation>
    </message>
    <message>
        <source>iteration</source>
        <translation>итерация</translation>
    </message>
    <message>
        <source>%1 (minimax)</source>
        <translation>%1 (минимакс)</translation>
    </message>
    <message>
        <source>Only Monte-Carlo tree search (mcts) runs in iterations: pick it to see its root children&apos;s visits and Q converge.</source>
        <translation>Итерациями работает только поиск по дереву Монте-Карло (mcts): выберите его, чтобы увидеть, как сходятся посещения и Q потомков корня.</translation>
    </message>
    <message>
        <source>The root is a leaf: it has no children to compare.</source>
        <translation>Корень — лист: у него нет потомков для сравнения.</translation>
    </message>
    <message>
        <source>Iteration %1 of %2.</source>
        <translation>Итерация %1 из %2.</translation>
    </message>
    <message>
        <source>Iteration %1 of %2: %3 has the most visits so far.</source>
        <translation>Итерация %1 из %2: у %3 пока больше всего посещений.</translation>
    </message>
    <message>
        <source>Export Plot…</source>
        <translation>Экспортировать график…</translation>
    </message>
    <message>
        <source>Export Plot</source>
        <translation>Экспорт графика</translation>
    </message>
</context>
<context>
    <name>gt::Narration</name>
    <message>
        <source>CHANCE</source>
        <translation>СЛУЧАЙ</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>лист</translation>
    </message>
    <message>
        <source>Node %1</source>
        <translation>Узел %1</translation>
    </message>
    <message>
        <source>The leaf %1</source>
        <translation>Лист %1</translation>
    </message>
    <message>
        <source> and </source>
        <translation> и </translation>
    </message>
    <message>
        <source>(leaf %1, node %2)</source>
        <translation>(лист %1, узел %2)</translation>
    </message>
    <message>
        <source>(leaves %1, nodes %2)</source>
        <translation>(листья %1, узлы %2)</translation>
    </message>
    <message>
        <source>node %1 (leaf %2)</source>
        <translation>узел %1 (лист %2)</translation>
    </message>
    <message>
        <source>Take %1 off OPEN. Γ1: %2 is a leaf, so read its value.</source>
        <translation>Берём %1 из OPEN. Γ1: %2 — лист, поэтому читаем его значение.</translation>
    </message>
    <message>
        <source>Take %1 off OPEN. Γ2: %2 is %3, so only its first child goes onto OPEN.</source>
        <translation>Берём %1 из OPEN. Γ2: %2 — %3, поэтому в OPEN идёт только его первый потомок.</translation>
    </message>
    <message>
        <source>Take %1 off OPEN. Γ3: %2 is %3, so every child goes onto OPEN.</source>
        <translation>Берём %1 из OPEN. Γ3: %2 — %3, поэтому в OPEN идут все потомки.</translation>
    </message>
    <message>
        <source>Take %1 off OPEN. Γ6: %2 is solved, so its next sibling is searched.</source>
        <translation>Берём %1 из OPEN. Γ6: %2 решён, поэтому исследуется его следующий сосед.</translation>
    </message>
    <message>
        <source>Take %1 off OPEN: the root is solved.</source>
        <translation>Берём %1 из OPEN: корень решён.</translation>
    </message>
    <message>
        <source>The pass is over: %1 is worth %2 in it.</source>
        <translation>Проход окончен: %1 в нём стоит %2.</translation>
    </message>
    <message>
        <source>Leaf %1</source>
        <translation>Лист %1</translation>
    </message>
    <message>
        <source>%1 returns %2 to %3 (probability %4): enough to settle %3 without the rest.</source>
        <translation>%1 возвращает %2 в %3 (вероятность %4): этого достаточно, чтобы решить %3 без остальных.</translation>
    </message>
    <message>
        <source>%1 returns to %2, which adds %3 · %4 = %5 to its expected value.</source>
        <translation>%1 возвращается в %2, что добавляет %3 · %4 = %5 к его ожидаемому значению.</translation>
    </message>
    <message>
        <source>%1 returns %2 to %3, which adds %4 · %2 = %5 to its expected value.</source>
        <translation>%1 возвращает %2 в %3, что добавляет %4 · %2 = %5 к его ожидаемому значению.</translation>
    </message>
    <message>
        <source>%1 returns to %2 (%3), whose best so far is %4.</source>
        <translation>%1 возвращается в %2 (%3), лучшее там пока %4.</translation>
    </message>
    <message>
        <source>%1 returns %2 to %3 (%4), whose best so far is %5.</source>
        <translation>%1 возвращает %2 в %3 (%4), лучшее там пока %5.</translation>
    </message>
    <message>
        <source> Only a bound is known for %1: the table&apos;s, which is enough here.</source>
        <translation> Для %1 известна только граница — из таблицы, и здесь её достаточно.</translation>
    </message>
    <message>
        <source>At %1, probe %2 through its first child %3 with the window %4: %2 is worth at least what %3 is, and at or above B = %5 that proves %1 at least β.</source>
        <translation>В %1 зондируем %2 через его первого потомка %3 с окном %4: %2 стоит не меньше, чем %3, а значение B = %5 или выше доказывает, что %1 не меньше β.</translation>
    </message>
    <message>
        <source>At %1, probe %2 through its first child %3 with the window %4: %2 is worth at most what %3 is, and at or below A = %5 that proves %1 at most α.</source>
        <translation>В %1 зондируем %2 через его первого потомка %3 с окном %4: %2 стоит не больше, чем %3, а значение A = %5 или ниже доказывает, что %1 не больше α.</translation>
    </message>
    <message>
        <source>At %1, search %2 with the window %3: a value at or below A = %4 would prove %1 at most α, one at or above B = %5 at least β.</source>
        <translation>В %1 ищем %2 с окном %3: значение A = %4 или ниже доказало бы, что %1 не больше α, значение B = %5 или выше — что не меньше β.</translation>
    </message>
    <message>
        <source>At %1, even if every child not yet searched were worth the most it can be, the weighted sum could not rise above α = %2: %1 returns α.</source>
        <translation>В %1, даже если бы каждый ещё не исследованный потомок стоил максимально возможного, взвешенная сумма не поднялась бы выше α = %2: %1 возвращает α.</translation>
    </message>
    <message>
        <source>At %1, even if every child not yet searched were worth the least it can be, the weighted sum could not fall below β = %2: %1 returns β.</source>
        <translation>В %1, даже если бы каждый ещё не исследованный потомок стоил минимально возможного, взвешенная сумма не опустилась бы ниже β = %2: %1 возвращает β.</translation>
    </message>
    <message>
        <source> The children %1 are pruned.</source>
        <translation> Потомки %1 отсечены.</translation>
    </message>
    <message>
        <source>Phase 2 begins: OPEN is empty, so CLOSED is walked from its end and the values rise from the bottom. Backing up level %1. %2</source>
        <translation>Начинается фаза 2: OPEN пуст, поэтому CLOSED проходится с конца, и значения поднимаются снизу. Поднимаем уровень %1. %2</translation>
    </message>
    <message>
        <source>Phase 2, backing up level %1. %2</source>
        <translation>Фаза 2, поднимаем уровень %1. %2</translation>
    </message>
    <message>
        <source>Pass %1 begins at the root: %2 Every node starts afresh; what earlier passes visited is drawn faded until this pass visits it again.</source>
        <translation>Проход %1 начинается в корне: %2 Каждый узел начинается заново; посещённое прошлыми проходами рисуется бледно, пока этот проход не посетит его снова.</translation>
    </message>
    <message>
        <source>At %1, %2 is tried first: it was %1&apos;s best move in the previous pass.</source>
        <translation>В %1 первым пробуется %2: это был лучший ход %1 в прошлом проходе.</translation>
    </message>
    <message>
        <source>At %1, %2 is tried in place %3: it is killer %4 of this ply, a move that caused a cut-off at a sibling position.</source>
        <translation>В %1 %2 пробуется на месте %3: это убийца %4 этого полухода — ход, вызвавший отсечение в соседней позиции.</translation>
    </message>
    <message>
        <source>At %1, %2 is tried in place %3: its history score %4 is higher than those of the children it overtakes.</source>
        <translation>В %1 %2 пробуется на месте %3: его счёт истории %4 выше, чем у обгоняемых им потомков.</translation>
    </message>
    <message>
        <source>Expand %1 (%2): generate its %3 children with their intervals (expansion %4).</source>
        <translation>Раскрываем %1 (%2): строим его потомков (%3) с их интервалами (раскрытие %4).</translation>
    </message>
    <message>
        <source>Back up to %1 (%2): [%3, %4], the %5 of its children&apos;s pessimistic and optimistic bounds.</source>
        <translation>Поднимаемся к %1 (%2): [%3, %4] — %5 пессимистических и оптимистических границ его потомков.</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>максимум</translation>
    </message>
    <message>
        <source>minimum</source>
        <translation>минимум</translation>
    </message>
    <message>
        <source>%1: work below %2, a rival of the best, to raise its pessimistic bound.</source>
        <translation>%1: работаем под %2, соперником лучшего, чтобы поднять его пессимистическую границу.</translation>
    </message>
    <message>
        <source>%1: work below %2, a rival of the best, to lower its optimistic bound.</source>
        <translation>%1: работаем под %2, соперником лучшего, чтобы опустить его оптимистическую границу.</translation>
    </message>
    <message>
        <source>%1: every rival is expanded to its leaves, so work below %2, the best root child.</source>
        <translation>%1: каждый соперник раскрыт до листьев, поэтому работаем под %2, лучшим потомком корня.</translation>
    </message>
    <message>
        <source>%1: work below %2, the best root child, to lower its optimistic bound.</source>
        <translation>%1: работаем под %2, лучшим потомком корня, чтобы опустить его оптимистическую границу.</translation>
    </message>
    <message>
        <source>%1: work below %2, the best root child, to raise its pessimistic bound.</source>
        <translation>%1: работаем под %2, лучшим потомком корня, чтобы поднять его пессимистическую границу.</translation>
    </message>
    <message>
        <source>At %1 (MAX), descend to %2: the highest optimistic bound, %3, among the children that can still be expanded.</source>
        <translation>В %1 (MAX) спускаемся к %2: наибольшая оптимистическая граница, %3, среди потомков, которые ещё можно раскрыть.</translation>
    </message>
    <message>
        <source>At %1 (MIN), descend to %2: the lowest pessimistic bound, %3, among the children that can still be expanded.</source>
        <translation>В %1 (MIN) спускаемся к %2: наименьшая пессимистическая граница, %3, среди потомков, которые ещё можно раскрыть.</translation>
    </message>
    <message>
        <source>The search is over: %1 is the best move, and the root&apos;s value is at most %2.</source>
        <translation>Поиск окончен: %1 — лучший ход, а значение корня не больше %2.</translation>
    </message>
    <message>
        <source>The search is over: %1 is the best move, and the root&apos;s value is at least %2.</source>
        <translation>Поиск окончен: %1 — лучший ход, а значение корня не меньше %2.</translation>
    </message>
    <message>
        <source>%1 is the only root child: it is best, nothing to separate.</source>
        <translation>%1 — единственный потомок корня: он лучший, разделять нечего.</translation>
    </message>
    <message>
        <source>Separation test: best %1, alt %2; %3 %4 %5: separated, %1 is proven best.</source>
        <translation>Проверка разделения: лучший %1, альт. %2; %3 %4 %5: разделены, %1 доказуемо лучший.</translation>
    </message>
    <message>
        <source>Separation test: best %1, alt %2; %3 %4 %5: not separated yet.</source>
        <translation>Проверка разделения: лучший %1, альт. %2; %3 %4 %5: ещё не разделены.</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>узел %1</translation>
    </message>
    <message>
        <source>Enter %1 (%2) with the null window %3: %4</source>
        <translation>Входим в %1 (%2) с нулевым окном %3: %4</translation>
    </message>
    <message>
        <source>Enter %1 (%2) with the window α = %3, β = %4.</source>
        <translation>Входим в %1 (%2) с окном α = %3, β = %4.</translation>
    </message>
    <message>
        <source>Read the leaf %1: its value is %2.</source>
        <translation>Читаем %1 (лист): его значение %2.</translation>
    </message>
    <message>
        <source>%1 is at the depth limit: its heuristic value is %2.</source>
        <translation>%1 на пределе глубины: его эвристическая оценка %2.</translation>
    </message>
    <message>
        <source>At %1, α rises to %2: MAX can already get at least %2 here.</source>
        <translation>В %1 α поднимается до %2: MAX уже может получить здесь не меньше %2.</translation>
    </message>
    <message>
        <source>At %1, β falls to %2: MIN can already hold MAX to at most %2 here.</source>
        <translation>В %1 β опускается до %2: MIN уже может удержать MAX здесь не выше %2.</translation>
    </message>
    <message>
        <source>%1 is pruned, and so is every child after it in the order tried</source>
        <translation>%1 отсечён, как и каждый потомок после него в порядке перебора</translation>
    </message>
    <message>
        <source>the remaining children %1 are pruned</source>
        <translation>оставшиеся потомки %1 отсечены</translation>
    </message>
    <message>
        <source>the remaining child %1 is pruned</source>
        <translation>оставшийся потомок %1 отсечён</translation>
    </message>
    <message>
        <source>At %1, the best so far is above β = %2 (a strict cut-off: a tie would be searched on): %3.</source>
        <translation>В %1 лучшее пока выше β = %2 (строгое отсечение: при равенстве поиск бы продолжился): %3.</translation>
    </message>
    <message>
        <source>At %1, the best so far is below α = %2 (a strict cut-off: a tie would be searched on): %3.</source>
        <translation>В %1 лучшее пока ниже α = %2 (строгое отсечение: при равенстве поиск бы продолжился): %3.</translation>
    </message>
    <message>
        <source>At %1, β = %2 ≤ α = %3: %4.</source>
        <translation>В %1 β = %2 ≤ α = %3: %4.</translation>
    </message>
    <message>
        <source>At %1, α = %2 ≥ β = %3: %4.</source>
        <translation>В %1 α = %2 ≥ β = %3: %4.</translation>
    </message>
    <message>
        <source>Every leaf value lies in [%1, %2], so a chance node is bounded before all its children are searched: each child not yet searched is worth at least %1 and at most %2.</source>
        <translation>Каждое значение листа лежит в [%1, %2], поэтому узел случая ограничен ещё до поиска всех его потомков: каждый неисследованный потомок стоит не меньше %1 и не больше %2.</translation>
    </message>
    <message>
        <source>The probe %1, the first child of %2, returns %3: %2 is worth %4, whatever its other children are.</source>
        <translation>Зонд %1, первый потомок %2, возвращает %3: %2 стоит %4, каковы бы ни были другие его потомки.</translation>
    </message>
    <message>
        <source>Put %1 on OPEN.</source>
        <translation>Кладём %1 в OPEN.</translation>
    </message>
    <message>
        <source>No state below %1 is left on OPEN to purge.</source>
        <translation>В OPEN не осталось состояний под %1, которые надо удалить.</translation>
    </message>
    <message>
        <source>The search is over: the value of %1 is %2.</source>
        <translation>Поиск окончен: значение %1 равно %2.</translation>
    </message>
    <message>
        <source>Phase 1, level 0: put the root %1 onto OPEN; CLOSED is empty.</source>
        <translation>Фаза 1, уровень 0: кладём корень %1 в OPEN; CLOSED пуст.</translation>
    </message>
    <message>
        <source>Phase 1, generating level %1: put %2, a child of %3, onto the back of OPEN.</source>
        <translation>Фаза 1, строим уровень %1: кладём %2, потомка %3, в конец OPEN.</translation>
    </message>
    <message>
        <source>%1 at %2 is pruned as well: it comes later in the order tried.</source>
        <translation>%1 в %2 тоже отсекается: он идёт позже в порядке перебора.</translation>
    </message>
    <message>
        <source>Phase 1, level %1: take %2 off the front of OPEN and put it at the end of CLOSED (place %3).</source>
        <translation>Фаза 1, уровень %1: берём %2 из начала OPEN и кладём в конец CLOSED (место %3).</translation>
    </message>
    <message>
        <source>The transposition table holds [%1, %2] for %3, so it is not read again: it returns %4.</source>
        <translation>Таблица транспозиций хранит [%1, %2] для %3, поэтому он не читается снова: возвращает %4.</translation>
    </message>
    <message>
        <source>The transposition table holds [%1, %2] for %3, which settles it without a search: it returns %4, and what lies below it is skipped by the table.</source>
        <translation>Таблица транспозиций хранит [%1, %2] для %3, что решает его без поиска: возвращает %4, а всё под ним пропускается благодаря таблице.</translation>
    </message>
    <message>
        <source>%1 is not searched: its probability %2 is below the threshold, so %3 averages its other children, their probabilities renormalised.</source>
        <translation>%1 не исследуется: его вероятность %2 ниже порога, поэтому %3 усредняет остальных потомков с перенормированными вероятностями.</translation>
    </message>
    <message>
        <source>At %1, %2 of the %3 draws fell on %4 (probability %5): it is searched once and counts %2/%3 in the estimate.</source>
        <translation>В %1 %2 из %3 выборок пришлись на %4 (вероятность %5): он исследуется один раз и входит в оценку с весом %2/%3.</translation>
    </message>
    <message>
        <source>the leaf %1</source>
        <translation>лист %1</translation>
    </message>
    <message>
        <source>Whatever the skipped children of %1 are worth within the leaf bounds, its value lies in [%2, %3].</source>
        <translation>Каковы бы ни были в пределах границ листьев значения пропущенных потомков %1, его значение лежит в [%2, %3].</translation>
    </message>
    <message>
        <source>%1 is worth %2 by the approximation, which here is exact.</source>
        <translation>По приближению %1 стоит %2, и здесь это точно.</translation>
    </message>
    <message>
        <source>%1 is worth about %2 by the approximation; its exact value is %3.</source>
        <translation>По приближению %1 стоит около %2; его точное значение %3.</translation>
    </message>
    <message>
        <source>its cut-off left the rest of its children unsearched</source>
        <translation>его отсечение оставило остальных потомков непросмотренными</translation>
    </message>
    <message>
        <source>the child its value comes from is itself only a bound</source>
        <translation>потомок, от которого пришло его значение, сам даёт лишь границу</translation>
    </message>
    <message>
        <source>it was searched with a null window, which only tells on which side of the test its value lies</source>
        <translation>он искался с нулевым окном, которое говорит лишь, по какую сторону проверки лежит его значение</translation>
    </message>
    <message>
        <source>its best is %1, but fail-hard reports the bound α = %2 it was searched with</source>
        <translation>его лучшее значение %1, но fail-hard сообщает границу α = %2, с которой он искался</translation>
    </message>
    <message>
        <source>its best is %1, but fail-hard reports the bound β = %2 it was searched with</source>
        <translation>его лучшее значение %1, но fail-hard сообщает границу β = %2, с которой он искался</translation>
    </message>
    <message>
        <source>fail-hard reports the bound α = %1 it was searched with</source>
        <translation>fail-hard сообщает границу α = %1, с которой он искался</translation>
    </message>
    <message>
        <source>fail-hard reports the bound β = %1 it was searched with</source>
        <translation>fail-hard сообщает границу β = %1, с которой он искался</translation>
    </message>
    <message>
        <source> Only a bound is known for %1.</source>
        <translation> Для %1 известна лишь граница.</translation>
    </message>
    <message>
        <source> Only a bound is known for %1: %2.</source>
        <translation> Для %1 известна лишь граница: %2.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>left</source>
        <translation>влево</translation>
    </message>
    <message>
        <source>right</source>
        <translation>вправо</translation>
    </message>
    <message>
        <source>to child %1 of %2</source>
        <translation>к потомку %1 из %2</translation>
    </message>
    <message>
        <source> %1 moves %2.</source>
        <translation> %1 ходит %2.</translation>
    </message>
    <message>
        <source>%1 other moves, none of them better</source>
        <translation>%1 других ходов, ни один не лучше</translation>
    </message>
    <message>
        <source> %1 moves %2: %3 against %4.</source>
        <translation> %1 ходит %2: %3 против %4.</translation>
    </message>
    <message>
        <source> Of the moves worth %1, the first is taken.</source>
        <translation> Из ходов со значением %1 берётся первый.</translation>
    </message>
    <message>
        <source>child %1 of the root</source>
        <translation>потомок %1 корня</translation>
    </message>
    <message>
        <source>child %1 of %2</source>
        <translation>потомок %1 узла %2</translation>
    </message>
    <message>
        <source>at %1 below the root</source>
        <translation>по пути %1 от корня</translation>
    </message>
    <message>
        <source>the root</source>
        <translation>корень</translation>
    </message>
    <message>
        <source>node %1 (%2)</source>
        <translation>узел %1 (%2)</translation>
    </message>
    <message>
        <source>%1 (to %2)</source>
        <translation>%1 (к %2)</translation>
    </message>
    <message>
        <source> The child %1 is pruned.</source>
        <translation> Потомок %1 отсекается.</translation>
    </message>
    <message>
        <source>Iteration %1: </source>
        <translation>Итерация %1: </translation>
    </message>
    <message>
        <source>Select at %1: every child is in the search tree; %2 has the largest Q + c·√(ln N / N_child): %3.</source>
        <translation>Отбор в %1: все потомки уже в дереве поиска; у %2 наибольшее Q + c·√(ln N / N_потомка): %3.</translation>
    </message>
    <message>
        <source>Select at %1: every child is in the search tree; %2 has the smallest Q − c·√(ln N / N_child): %3.</source>
        <translation>Отбор в %1: все потомки уже в дереве поиска; у %2 наименьшее Q − c·√(ln N / N_потомка): %3.</translation>
    </message>
    <message>
        <source>At %1 the draw u = %2 falls on %3 (P = %4), not yet in the search tree: it is added.</source>
        <translation>В %1 жребий u = %2 выпадает на %3 (P = %4), которого ещё нет в дереве поиска: он добавляется.</translation>
    </message>
    <message>
        <source>At %1 the draw u = %2 falls on %3 (P = %4), already in the search tree: selection goes on from it.</source>
        <translation>В %1 жребий u = %2 выпадает на %3 (P = %4), который уже в дереве поиска: отбор продолжается от него.</translation>
    </message>
    <message>
        <source>Expand %1: add %2, the child drawn, to the search tree (N = 0).</source>
        <translation>Раскрытие %1: добавить %2, выпавшего потомка, в дерево поиска (N = 0).</translation>
    </message>
    <message>
        <source>Expand %1: add %2, its leftmost child not yet in the search tree, to the search tree (N = 0).</source>
        <translation>Раскрытие %1: добавить %2, его самого левого потомка, которого ещё нет в дереве поиска, в дерево поиска (N = 0).</translation>
    </message>
    <message>
        <source>Playout move %1: at %2 the draw u = %3 falls on %4 (P = %5); a playout adds nothing to the search tree.</source>
        <translation>Ход симуляции %1: в %2 жребий u = %3 выпадает на %4 (P = %5); симуляция ничего не добавляет в дерево поиска.</translation>
    </message>
    <message>
        <source>Playout move %1: from %2 to %3, chosen uniformly at random among %4 children; a playout adds nothing to the search tree.</source>
        <translation>Ход симуляции %1: из %2 в %3, выбранного равновероятно среди %4 потомков; симуляция ничего не добавляет в дерево поиска.</translation>
    </message>
    <message>
        <source>The playout stops at %1, as deep as it may go: its heuristic value is the result, r = %2.</source>
        <translation>Симуляция останавливается в %1, на предельной глубине: её эвристическая оценка и есть результат, r = %2.</translation>
    </message>
    <message>
        <source>The iteration reaches the leaf %1: the result is r = %2.</source>
        <translation>Итерация доходит до листа %1: результат r = %2.</translation>
    </message>
    <message>
        <source>Back up r = %1 into %2: N = %3, W = %4, Q = W / N = %5.</source>
        <translation>Передать r = %1 назад в %2: N = %3, W = %4, Q = W / N = %5.</translation>
    </message>
    <message>
        <source>The search is over: the root&apos;s Q, its value, is %1.</source>
        <translation>Поиск окончен: Q корня, его значение, равно %1.</translation>
    </message>
    <message>
        <source>The search is over: %1 has the most visits, N = %2, so %3 moves %4; the value is its Q, which is %5.</source>
        <translation>Поиск окончен: у %1 больше всего посещений, N = %2, поэтому %3 ходит %4; значение — его Q, равное %5.</translation>
    </message>
    <message>
        <source>Take %1 off OPEN. Γ4: %2 is solved under %4 (%3), which is therefore solved.</source>
        <translation>Берём %1 из OPEN. Γ4: %2 решён под %4 (%3), который поэтому тоже решён.</translation>
    </message>
    <message>
        <source>Take %1 off OPEN. Γ5: %2 is the last child of %4 (%3), so %4 is solved.</source>
        <translation>Берём %1 из OPEN. Γ5: %2 — последний потомок %4 (%3), поэтому %4 решён.</translation>
    </message>
    <message numerus="yes">
        <source>Purge %n state(s) below %1 from OPEN: none of them can beat %1&apos;s solution. All were SOLVED, so nothing is pruned.</source>
        <translation>
            <numerusform>Удаляем из OPEN %n состояние под %1: ни одно не может превзойти решение %1. Все были SOLVED, так что ничего не отсекается.</numerusform>
            <numerusform>Удаляем из OPEN %n состояния под %1: ни одно не может превзойти решение %1. Все были SOLVED, так что ничего не отсекается.</numerusform>
            <numerusform>Удаляем из OPEN %n состояний под %1: ни одно не может превзойти решение %1. Все были SOLVED, так что ничего не отсекается.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Purge %n state(s) below %1 from OPEN: none of them can beat %1&apos;s solution, </source>
        <translation>
            <numerusform>Удаляем из OPEN %n состояние под %1: ни одно не может превзойти решение %1, </numerusform>
            <numerusform>Удаляем из OPEN %n состояния под %1: ни одно не может превзойти решение %1, </numerusform>
            <numerusform>Удаляем из OPEN %n состояний под %1: ни одно не может превзойти решение %1, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>so %n subtree(s) never reached are pruned.</source>
        <translation>
            <numerusform>поэтому отсекается %n недостигнутое поддерево.</numerusform>
            <numerusform>поэтому отсекаются %n недостигнутых поддерева.</numerusform>
            <numerusform>поэтому отсекаются %n недостигнутых поддеревьев.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter %1 (%2) and search its %n children.</source>
        <translation>
            <numerusform>Входим в %1 (%2) и ищем среди его %n потомка.</numerusform>
            <numerusform>Входим в %1 (%2) и ищем среди его %n потомков.</numerusform>
            <numerusform>Входим в %1 (%2) и ищем среди его %n потомков.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, an OR node</source>
        <translation>%1, OR-узел</translation>
    </message>
    <message>
        <source>%1, an AND node</source>
        <translation>%1, AND-узел</translation>
    </message>
    <message>
        <source>the OR node %1</source>
        <translation>OR-узел %1</translation>
    </message>
    <message>
        <source>the AND node %1</source>
        <translation>AND-узел %1</translation>
    </message>
    <message>
        <source>Generate %1: a new inner node starts with pn = 1, dn = 1.</source>
        <translation>Порождаем %1: новый внутренний узел начинает с pn = 1, dn = 1.</translation>
    </message>
    <message>
        <source>Generate %1 with %2 children: pn = 1 (one child proven proves it), dn = %2 (all of them must be disproven).</source>
        <translation>Порождаем %1 с %2 детьми: pn = 1 (один доказанный ребёнок доказывает его), dn = %2 (все должны быть опровергнуты).</translation>
    </message>
    <message>
        <source>Generate %1 with %2 children: pn = %2 (all of them must be proven), dn = 1 (one child disproven disproves it).</source>
        <translation>Порождаем %1 с %2 детьми: pn = %2 (все должны быть доказаны), dn = 1 (один опровергнутый ребёнок опровергает его).</translation>
    </message>
    <message>
        <source>Generate the leaf %1 and evaluate it at once: %2 %3, so it is proven: pn = 0, dn = ∞.</source>
        <translation>Порождаем лист %1 и сразу оцениваем его: %2 %3, значит, он доказан: pn = 0, dn = ∞.</translation>
    </message>
    <message>
        <source>Generate the leaf %1 and evaluate it at once: %2 %3, so it is disproven: pn = ∞, dn = 0.</source>
        <translation>Порождаем лист %1 и сразу оцениваем его: %2 %3, значит, он опровергнут: pn = ∞, dn = 0.</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>в узле %1</translation>
    </message>
    <message>
        <source>%1: the child with the smallest proof number, %2, is %3, the leftmost of %4 with it; the most-proving path goes on there.</source>
        <translation>%1: ребёнок с наименьшим числом доказательства, %2, — это %3, самый левый из %4 с таким числом; наиболее доказывающий путь идёт туда.</translation>
    </message>
    <message>
        <source>%1: the child with the smallest disproof number, %2, is %3, the leftmost of %4 with it; the most-proving path goes on there.</source>
        <translation>%1: ребёнок с наименьшим числом опровержения, %2, — это %3, самый левый из %4 с таким числом; наиболее доказывающий путь идёт туда.</translation>
    </message>
    <message>
        <source>%1: the child with the smallest proof number, %2, is %3; the most-proving path goes on there.</source>
        <translation>%1: ребёнок с наименьшим числом доказательства, %2, — это %3; наиболее доказывающий путь идёт туда.</translation>
    </message>
    <message>
        <source>%1: the child with the smallest disproof number, %2, is %3; the most-proving path goes on there.</source>
        <translation>%1: ребёнок с наименьшим числом опровержения, %2, — это %3; наиболее доказывающий путь идёт туда.</translation>
    </message>
    <message>
        <source>Expand %1: it is the most-proving node, not yet expanded; generate its %2 children left to right.</source>
        <translation>Раскрываем %1: это наиболее доказывающий узел, ещё не раскрытый; порождаем его %2 детей слева направо.</translation>
    </message>
    <message>
        <source>Update %1: pn = %2, the smallest of its children&apos;s; dn = %3, their sum.</source>
        <translation>Обновляем %1: pn = %2, наименьшее у его детей; dn = %3, их сумма.</translation>
    </message>
    <message>
        <source>Update %1: pn = %2, the sum of its children&apos;s; dn = %3, the smallest.</source>
        <translation>Обновляем %1: pn = %2, сумма у его детей; dn = %3, наименьшее.</translation>
    </message>
    <message>
        <source>It is proven.</source>
        <translation>Он доказан.</translation>
    </message>
    <message>
        <source>It is disproven.</source>
        <translation>Он опровергнут.</translation>
    </message>
    <message>
        <source>MAX can at least draw</source>
        <translation>MAX может добиться как минимум ничьей</translation>
    </message>
    <message>
        <source>MAX can force a win</source>
        <translation>MAX может форсировать победу</translation>
    </message>
    <message>
        <source>MAX cannot avoid a loss</source>
        <translation>MAX не может избежать поражения</translation>
    </message>
    <message>
        <source>MAX cannot force a win</source>
        <translation>MAX не может форсировать победу</translation>
    </message>
    <message>
        <source>The search is over: the root %1 is proven (pn = 0, dn = ∞): %2, so its value is %3.</source>
        <translation>Поиск завершён: корень %1 доказан (pn = 0, dn = ∞): %2, поэтому его значение %3.</translation>
    </message>
    <message>
        <source>The search is over: the root %1 is disproven (pn = ∞, dn = 0): %2, so its value is %3.</source>
        <translation>Поиск завершён: корень %1 опровергнут (pn = ∞, dn = 0): %2, поэтому его значение %3.</translation>
    </message>
    <message>
        <source>MAX moves %1, a child proven.</source>
        <translation>MAX ходит %1, в доказанного ребёнка.</translation>
    </message>
    <message>
        <source>MIN moves %1, a child disproven.</source>
        <translation>MIN ходит %1, в опровергнутого ребёнка.</translation>
    </message>
</context>
<context>
    <name>gt::NarrationDock</name>
    <message>
        <source>Narration</source>
        <translation>Комментарий</translation>
    </message>
    <message>
        <source>%1 cannot search this tree: %2.</source>
        <translation>%1 не может искать в этом дереве: %2.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Шаг %1 из %2</translation>
    </message>
    <message>
        <source>%1 will search this tree of %2 and %3 from the root %4. %5 Press → to take the first step.</source>
        <translation>%1 будет искать в этом дереве из %2 и %3 от корня %4. %5 Нажмите →, чтобы сделать первый шаг.</translation>
    </message>
    <message numerus="yes">
        <source>%n nodes</source>
        <translation>
            <numerusform>%n узла</numerusform>
            <numerusform>%n узлов</numerusform>
            <numerusform>%n узлов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leaves</source>
        <translation>
            <numerusform>%n листа</numerusform>
            <numerusform>%n листьев</numerusform>
            <numerusform>%n листьев</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gt::OpenDock</name>
    <message>
        <source>OPEN list (SSS*)</source>
        <translation>Список OPEN (SSS*)</translation>
    </message>
    <message>
        <source>OPEN (front first)</source>
        <translation>OPEN (начало первым)</translation>
    </message>
    <message>
        <source>CLOSED (in order)</source>
        <translation>CLOSED (по порядку)</translation>
    </message>
    <message>
        <source>OPEN list</source>
        <translation>Список OPEN</translation>
    </message>
    <message>
        <source>OPEN and CLOSED (%1)</source>
        <translation>OPEN и CLOSED (%1)</translation>
    </message>
    <message>
        <source>OPEN list (%1)</source>
        <translation>Список OPEN (%1)</translation>
    </message>
    <message>
        <source>OPEN: the nodes generated and not yet looked at; CLOSED: the nodes looked at, whose values are backed up from its end.</source>
        <translation>OPEN: построенные, но ещё не рассмотренные узлы; CLOSED: рассмотренные узлы, значения которых поднимаются с его конца.</translation>
    </message>
    <message>
        <source>Only SSS*, DUAL* and two-phase minimax keep an OPEN list. Choose one in the Algorithm menu to see it here.</source>
        <translation>Список OPEN ведут только SSS*, DUAL* и двухфазный минимакс. Выберите один из них в меню «Алгоритм», чтобы увидеть его здесь.</translation>
    </message>
    <message>
        <source>(%1, %2, %3)</source>
        <translation>(%1, %2, %3)</translation>
    </message>
    <message>
        <source>Taken: %1 — case Γ%2</source>
        <translation>Взято: %1 — случай Γ%2</translation>
    </message>
    <message>
        <source>Taken: %1 — the root is solved</source>
        <translation>Взято: %1 — корень решён</translation>
    </message>
    <message>
        <source>OPEN is empty: the first step puts the root on it, LIVE, with merit −∞; the lowest merit is taken first.</source>
        <translation>OPEN пуст: первый шаг кладёт в него корень, LIVE, с оценкой −∞; первым берётся наименьшая оценка.</translation>
    </message>
    <message>
        <source>OPEN is empty: the first step puts the root on it, LIVE, with merit +∞.</source>
        <translation>OPEN пуст: первый шаг кладёт в него корень, LIVE, с оценкой +∞.</translation>
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
        <translation>DUAL* возьмёт это состояние следующим: у него наименьшая оценка</translation>
    </message>
    <message>
        <source>SSS* takes this state next: it has the highest merit</source>
        <translation>SSS* возьмёт это состояние следующим: у него наибольшая оценка</translation>
    </message>
    <message>
        <source>Just put onto OPEN</source>
        <translation>Только что положено в OPEN</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Узел</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>Merit h</source>
        <translation>Оценка h</translation>
    </message>
</context>
<context>
    <name>gt::Option</name>
    <message>
        <source>The score that wins</source>
        <translation>Выигрышный счёт</translation>
    </message>
    <message>
        <source>Decisions (roll or hold) deep; below, the horizon estimates the value from the scores</source>
        <translation>Глубина в решениях (бросать или остановиться); ниже горизонт оценивает значение по счёту</translation>
    </message>
    <message>
        <source>Faces of the die, 1 to K (a smaller die makes a smaller tree)</source>
        <translation>Число граней кубика, от 1 до K (меньший кубик — меньшее дерево)</translation>
    </message>
    <message>
        <source>Start from MAX&apos;s score S, MIN&apos;s score T, the turn total R, P = max or min to move</source>
        <translation>Начать со счёта MAX S, счёта MIN T, очков хода R, P = max или min ходит</translation>
    </message>
    <message>
        <source>Start from this position: 15 rows of 15 cells (x, o, .) from the top joined by /, then optionally x or o to move and @h8 for the last move</source>
        <translation>Начать с этой позиции: 15 строк по 15 клеток (x, o, .) сверху через /, затем по желанию x или o для хода и @h8 для последнего хода</translation>
    </message>
    <message>
        <source>x on h8, o to move</source>
        <translation>x на h8, ходит o</translation>
    </message>
    <message>
        <source>Moves per node (MaxW): the W best by the threat-counting score</source>
        <translation>Ходов на узел (MaxW): W лучших по счёту угроз</translation>
    </message>
    <message>
        <source>Plies deep (MaxD); below, the static evaluation</source>
        <translation>Глубина в полуходах (MaxD); ниже — статическая оценка</translation>
    </message>
    <message>
        <source>Start from one pile of N tokens</source>
        <translation>Начать с одной кучки из N фишек</translation>
    </message>
    <message>
        <source>Start from these piles instead, e.g. 4+2+1 (at most 40 tokens in all)</source>
        <translation>Начать вместо этого с этих кучек, например 4+2+1 (всего не больше 40 фишек)</translation>
    </message>
    <message>
        <source>one pile of --pile</source>
        <translation>одна кучка --pile</translation>
    </message>
    <message>
        <source>Stop D moves deep; a position there is a leaf with its solved value (Sprague-Grundy)</source>
        <translation>Остановиться на глубине D ходов; позиция там — лист со своим решённым значением (Шпраг–Гранди)</translation>
    </message>
    <message>
        <source>the whole game</source>
        <translation>вся игра</translation>
    </message>
    <message>
        <source>The AND/OR view: MAX nodes are named OR, MIN nodes AND, and leaves are 1 where MAX wins (solved) and 0 where MIN wins</source>
        <translation>Вид И/ИЛИ: узлы MAX называются OR, узлы MIN — AND, а листья равны 1, где выигрывает MAX (решено), и 0, где выигрывает MIN</translation>
    </message>
    <message>
        <source>The position: 4 rows of . x # * joined by &apos;/&apos;, then A or B to move</source>
        <translation>Позиция: 4 строки из . x # * через &apos;/&apos;, затем кто ходит, A или B</translation>
    </message>
    <message>
        <source>Plies of moves below the position</source>
        <translation>Полуходов ниже позиции</translation>
    </message>
    <message>
        <source>Moves of a neutral piece: all; for each place of the L only the best by the analysis (a small tree, the same minimax value); or none (the neutrals stay; minimax may then differ)</source>
        <translation>Ходы нейтральной фигуры: все; для каждого положения L только лучший по анализу (маленькое дерево, то же значение минимакса); или никаких (нейтральные стоят; минимакс может отличаться)</translation>
    </message>
    <message>
        <source>Children per inner node</source>
        <translation>Потомков у внутреннего узла</translation>
    </message>
    <message>
        <source>Depth of the leaves</source>
        <translation>Глубина листьев</translation>
    </message>
    <message>
        <source>Put a chance level below every max and min level</source>
        <translation>Добавить уровень случая под каждым уровнем max и min</translation>
    </message>
    <message>
        <source>Leaf values are whole numbers in LO:HI</source>
        <translation>Значения листьев — целые числа в LO:HI</translation>
    </message>
    <message>
        <source>Give every inner node a heuristic value: its true value plus a whole number drawn uniformly from [-A, A]</source>
        <translation>Дать каждому внутреннему узлу эвристическую оценку: его истинное значение плюс целое число, равномерно выбранное из [-A, A]</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Give every inner node an interval [v-a, v+b] around its true value v (for B*), a and b whole numbers drawn uniformly from [0, W]</source>
        <translation>Дать каждому внутреннему узлу интервал [v-a, v+b] вокруг его истинного значения v (для B*), где a и b — целые числа, равномерно выбранные из [0, W]</translation>
    </message>
    <message>
        <source>Label each node&apos;s moves with distinct letters from the first K of a, b, c, ..., so that moves recur across the tree</source>
        <translation>Пометить ходы каждого узла разными буквами из первых K букв a, b, c, ..., чтобы ходы повторялись по дереву</translation>
    </message>
    <message>
        <source>no labels</source>
        <translation>без меток</translation>
    </message>
    <message>
        <source>Make each inner node, with chance P, a copy of an earlier subtree at the same depth with the same side to move; both get the same key</source>
        <translation>С вероятностью P делать внутренний узел копией более раннего поддерева на той же глубине с той же ходящей стороной; оба получают один ключ</translation>
    </message>
    <message>
        <source>The position to start from: 3 rows top to bottom joined by /, cells x o . (e.g. x.o/.x./..o), then x or o if that side is to move against the counts</source>
        <translation>Начальная позиция: 3 строки сверху вниз через /, клетки x o . (например x.o/.x./..o), затем x или o, если ходит сторона вопреки подсчёту</translation>
    </message>
    <message>
        <source>the empty board, x to move</source>
        <translation>пустая доска, ходит x</translation>
    </message>
    <message>
        <source>Stop after D moves and give the positions there f(p) = lines open for x - lines open for o</source>
        <translation>Остановиться после D ходов и дать позициям там f(p) = линии, открытые для x, - линии, открытые для o</translation>
    </message>
    <message>
        <source>A won game is worth +W for x and -W for o, more than any f(p) (at most 8)</source>
        <translation>Выигранная партия стоит +W для x и -W для o, больше любого f(p) (не больше 8)</translation>
    </message>
    <message>
        <source>Make o&apos;s moves chance nodes: its best reply (by minimax) with probability P, each other move with an equal share of 1 - P</source>
        <translation>Сделать ходы o узлами случая: его лучший ответ (по минимаксу) с вероятностью P, каждый другой ход — с равной долей от 1 - P</translation>
    </message>
    <message>
        <source>o minimises</source>
        <translation>o минимизирует</translation>
    </message>
    <message>
        <source>When to prune: default on α ≥ β; strict (UC Berkeley CS188) only on v &gt; β (MIN: v &lt; α), fail-soft, so ties are searched</source>
        <translation>Когда отсекать: по умолчанию при α ≥ β; строго (UC Berkeley CS188) только при v &gt; β (MIN: v &lt; α), fail-soft, так что равенства исследуются</translation>
    </message>
    <message>
        <source>Half the first window&apos;s width: (G − D, G + D); greater than 0</source>
        <translation>Половина ширины первого окна: (G − D, G + D); больше 0</translation>
    </message>
    <message>
        <source>Which root child to work on: the best (provebest), its closest rival (disproverest), or each in turn (alternate)</source>
        <translation>С каким потомком корня работать: с лучшим (provebest), с его ближайшим соперником (disproverest) или по очереди (alternate)</translation>
    </message>
    <message>
        <source>Search to depth D; nodes there are read by their heuristic value</source>
        <translation>Искать до глубины D; узлы там читаются по эвристической оценке</translation>
    </message>
    <message>
        <source>to the leaves</source>
        <translation>до листьев</translation>
    </message>
    <message>
        <source>Keep a transposition table of [lower, upper] per position; it never changes the value and never reads more leaves</source>
        <translation>Вести таблицу транспозиций [lower, upper] для каждой позиции; она никогда не меняет значение и никогда не читает больше листьев</translation>
    </message>
    <message>
        <source>The first guess of the root&apos;s value</source>
        <translation>Первое предположение о значении корня</translation>
    </message>
    <message>
        <source>the root&apos;s heuristic value, else 0</source>
        <translation>эвристическая оценка корня, иначе 0</translation>
    </message>
    <message>
        <source>Every leaf value lies in [L, U]; chance nodes use these bounds to cut off or to bound skipped branches</source>
        <translation>Каждое значение листа лежит в [L, U]; узлы случая используют эти границы для отсечения или для ограничения пропущенных ветвей</translation>
    </message>
    <message>
        <source>the smallest and largest leaf value</source>
        <translation>наименьшее и наибольшее значения листьев</translation>
    </message>
    <message>
        <source>Do not search a chance child whose probability is below P; the value becomes approximate</source>
        <translation>Не исследовать потомка случая с вероятностью ниже P; значение становится приближённым</translation>
    </message>
    <message>
        <source>Draw k outcomes at each chance node and average them instead of every child&apos;s value</source>
        <translation>Вытягивать k исходов в каждом узле случая и усреднять их вместо значений всех потомков</translation>
    </message>
    <message>
        <source>off</source>
        <translation>выкл.</translation>
    </message>
    <message>
        <source>Move ordering: the previous pass&apos;s best child first (pv), then the ply&apos;s killer moves (killer) or the history table (history); none keeps the tree&apos;s order</source>
        <translation>Упорядочение ходов: сначала лучший потомок прошлого прохода (pv), затем ходы-убийцы полухода (killer) или таблица истории (history); none сохраняет порядок дерева</translation>
    </message>
    <message>
        <source>--%1 is not an option of %2 (%3)</source>
        <translation>--%1 — не параметр %2 (%3)</translation>
    </message>
    <message>
        <source>it has none</source>
        <translation>у него нет параметров</translation>
    </message>
    <message>
        <source>its options: %1</source>
        <translation>его параметры: %1</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation>от %1 до %2</translation>
    </message>
    <message>
        <source>greater than 0</source>
        <translation>больше 0</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>не меньше %1</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>не больше %1</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>целое число</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>число</translation>
    </message>
    <message>
        <source>--%1 takes %2, and %3 is too large for one</source>
        <translation>--%1 принимает %2, а %3 для этого слишком велико</translation>
    </message>
    <message>
        <source>--%1 takes LO:HI, two numbers%2 with LO ≤ HI</source>
        <translation>--%1 принимает LO:HI, два числа%2 с LO ≤ HI</translation>
    </message>
    <message>
        <source>--%1 takes at most %2 characters, not %3</source>
        <translation>--%1 принимает не больше %2 символов, а не %3</translation>
    </message>
    <message>
        <source>--%1 takes one line of text; character %2 is a control character (U+%3)</source>
        <translation>--%1 принимает одну строку текста; символ %2 — управляющий (U+%3)</translation>
    </message>
    <message>
        <source>--%1 is on or off, not &apos;%2&apos;</source>
        <translation>--%1 — on или off, а не &apos;%2&apos;</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true или false</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>одно из %1</translation>
    </message>
    <message>
        <source>a list of two numbers [low, high]</source>
        <translation>список из двух чисел [low, high]</translation>
    </message>
    <message>
        <source>Give every inner node the interval its open lines allow, for B*: at most 0 when no line is open for x, at least 0 when none is open for o, else -W and +W</source>
        <translation>Дать каждому внутреннему узлу интервал, который допускают его открытые линии, для B*: не больше 0, если для x нет открытой линии, не меньше 0, если нет открытой для o, иначе -W и +W</translation>
    </message>
    <message>
        <source>--%1 and --%2 contradict each other</source>
        <translation>--%1 и --%2 противоречат друг другу</translation>
    </message>
    <message>
        <source>Clamp each node&apos;s result to the window it was searched with (fail-hard) instead of returning the best value found (fail-soft, the textbooks&apos;); both read the same leaves without a table</source>
        <translation>Ограничивать результат каждого узла окном, с которым он искался (fail-hard), вместо возврата лучшего найденного значения (fail-soft, как в учебниках); без таблицы оба читают одни и те же листья</translation>
    </message>
    <message>
        <source>Seed of the SplitMix64 stream every random choice draws from; the same seed gives the same draws</source>
        <translation>Начальное значение потока SplitMix64, из которого берётся каждый случайный выбор; одно и то же значение даёт те же выборы</translation>
    </message>
    <message>
        <source>How many iterations (select, expand, playout, back up) to run</source>
        <translation>Сколько итераций (выбор, раскрытие, доигрывание, обратное распространение) выполнить</translation>
    </message>
    <message>
        <source>The exploration constant of UCB1: 0 only exploits, larger explores more</source>
        <translation>Константа исследования в UCB1: 0 — только эксплуатация, большие значения исследуют больше</translation>
    </message>
    <message>
        <source>Stop a playout after d moves and read that node&apos;s heuristic value</source>
        <translation>Остановить доигрывание после d ходов и прочитать эвристическую оценку этого узла</translation>
    </message>
    <message>
        <source>to a leaf</source>
        <translation>до листа</translation>
    </message>
    <message>
        <source>What a leaf proves: a value above 0 (win) or at least 0 (not-lose)</source>
        <translation>Что доказывает лист: значение больше 0 (win) или не меньше 0 (not-lose)</translation>
    </message>
    <message>
        <source>A new inner node&apos;s numbers: pn = dn = 1, or from its number of children (children)</source>
        <translation>Числа нового внутреннего узла: pn = dn = 1 или по числу его потомков (children)</translation>
    </message>
    <message>
        <source>Make o&apos;s moves chance nodes, each of the W moves as likely as o played it in this position in FILE: one recorded game per line, its squares from the empty board (docs/games.md)</source>
        <translation>Ходы o становятся узлами случая, каждый из W ходов так вероятен, как часто o играл его в этой позиции в FILE: одна записанная партия в строке, её клетки от пустой доски (docs/games.md)</translation>
    </message>
    <message>
        <source>With --opponent-from: add K to every move&apos;s count (Laplace smoothing), so that a move never recorded keeps a chance; 0: only what was seen</source>
        <translation>С --opponent-from: прибавить K к счёту каждого хода (сглаживание Лапласа), чтобы ни разу не записанный ход сохранял шанс; 0: только увиденное</translation>
    </message>
    <message>
        <source>Make o&apos;s moves chance nodes, each move as likely as o played it in this position in FILE: one recorded game per line, its squares from the empty board (docs/games.md)</source>
        <translation>Ходы o становятся узлами случая, каждый ход так вероятен, как часто o играл его в этой позиции в FILE: одна записанная партия в строке, её клетки от пустой доски (docs/games.md)</translation>
    </message>
</context>
<context>
    <name>gt::OptionForm</name>
    <message>
        <source>Alternate</source>
        <translation>По очереди</translation>
    </message>
    <message>
        <source>And or</source>
        <translation>И/ИЛИ</translation>
    </message>
    <message>
        <source>Bounds</source>
        <translation>Границы</translation>
    </message>
    <message>
        <source>Branching</source>
        <translation>Ветвление</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Случай</translation>
    </message>
    <message>
        <source>Cutoff</source>
        <translation>Отсечение</translation>
    </message>
    <message>
        <source>Delta</source>
        <translation>Дельта</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Глубина</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Кубик</translation>
    </message>
    <message>
        <source>Disproverest</source>
        <translation>Опровергать соперника</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>Guess</source>
        <translation>Предположение</translation>
    </message>
    <message>
        <source>Heuristics</source>
        <translation>Эвристики</translation>
    </message>
    <message>
        <source>Intervals</source>
        <translation>Интервалы</translation>
    </message>
    <message>
        <source>Min prob</source>
        <translation>Мин. вероятность</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation>Нейтральные</translation>
    </message>
    <message>
        <source>Opponent p</source>
        <translation>Противник p</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Порядок</translation>
    </message>
    <message>
        <source>Pile</source>
        <translation>Кучка</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Позиция</translation>
    </message>
    <message>
        <source>Provebest</source>
        <translation>Доказывать лучший</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>Выборки</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Зерно</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Стратегия</translation>
    </message>
    <message>
        <source>Transpositions</source>
        <translation>Транспозиции</translation>
    </message>
    <message>
        <source>Tt</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Значения</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Ширина</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Выигрыш</translation>
    </message>
    <message>
        <source>default</source>
        <translation>по умолчанию</translation>
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
        <translation>Начальные числа</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>Итерации</translation>
    </message>
    <message>
        <source>Playout depth</source>
        <translation>Глубина доигрывания</translation>
    </message>
    <message>
        <source>Opponent from</source>
        <translation>Соперник из</translation>
    </message>
    <message>
        <source>Smoothing</source>
        <translation>Сглаживание</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
</context>
<context>
    <name>gt::OrderingDock</name>
    <message>
        <source>Killers and history</source>
        <translation>Убийцы и история</translation>
    </message>
    <message>
        <source>Ply</source>
        <translation>Полуход</translation>
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
        <translation>Ходы-убийцы и таблицу истории ведёт только итеративное углубление с --order killer или history.</translation>
    </message>
    <message>
        <source>Killer moves of each ply in this pass: a cut-off makes its move k1, the old k1 moves to k2.</source>
        <translation>Ходы-убийцы каждого полухода в этом проходе: отсечение делает свой ход k1, старый k1 переходит в k2.</translation>
    </message>
    <message>
        <source>History table: each finished node credits its best move with 2^(pass depth − its depth); kept across passes.</source>
        <translation>Таблица истории: каждый завершённый узел начисляет своему лучшему ходу 2^(глубина прохода − его глубина); сохраняется между проходами.</translation>
    </message>
</context>
<context>
    <name>gt::OutsideChangeBar</name>
    <message>
        <source>Changed on Disk</source>
        <translation>Изменён на диске</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Загрузить заново</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Write the tree back to its file</source>
        <translation>Записать дерево обратно в его файл</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Сохранить как…</translation>
    </message>
    <message>
        <source>Save the tree under another name; the file on disk stays as it is</source>
        <translation>Сохранить дерево под другим именем; файл на диске останется как есть</translation>
    </message>
    <message>
        <source>Keep Mine</source>
        <translation>Оставить мои</translation>
    </message>
    <message>
        <source>“%1” was deleted or moved on disk. The tree stays open here: Save writes it back.</source>
        <translation>Файл «%1» удалён или перемещён на диске. Дерево остаётся открытым здесь: «Сохранить» запишет его обратно.</translation>
    </message>
    <message>
        <source>“%1” changed on disk, and cannot be read as it is now: %2</source>
        <translation>Файл «%1» изменился на диске, и в нынешнем виде его не прочитать: %2</translation>
    </message>
    <message>
        <source>“%1” changed on disk, and the tree here has changes that are not saved.</source>
        <translation>Файл «%1» изменился на диске, а у дерева здесь есть несохранённые изменения.</translation>
    </message>
    <message>
        <source>“%1” changed on disk.</source>
        <translation>Файл «%1» изменился на диске.</translation>
    </message>
    <message>
        <source>Open the file as it is on disk; your changes are lost</source>
        <translation>Открыть файл в том виде, в каком он на диске; ваши изменения будут потеряны</translation>
    </message>
    <message>
        <source>Open the file as it is on disk</source>
        <translation>Открыть файл в том виде, в каком он на диске</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Скрыть</translation>
    </message>
    <message>
        <source>Keep the tree shown here; Save replaces the file on disk with it</source>
        <translation>Оставить дерево, показанное здесь; «Сохранить» заменит им файл на диске</translation>
    </message>
</context>
<context>
    <name>gt::Pass</name>
    <message>
        <source>Pass %1 of %2 · %3</source>
        <translation>Проход %1 из %2 · %3</translation>
    </message>
    <message>
        <source>horizon d = %1</source>
        <translation>горизонт d = %1</translation>
    </message>
    <message>
        <source>phase 1 · frontier at level %1</source>
        <translation>фаза 1 · фронт на уровне %1</translation>
    </message>
    <message>
        <source>phase 2 · backing up level %1</source>
        <translation>фаза 2 · поднимаем уровень %1</translation>
    </message>
    <message>
        <source>is the value ≥ %1?</source>
        <translation>значение ≥ %1?</translation>
    </message>
    <message>
        <source>is the value &gt; %1?</source>
        <translation>значение &gt; %1?</translation>
    </message>
    <message>
        <source>window %1</source>
        <translation>окно %1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>глубина %1</translation>
    </message>
    <message>
        <source>no depth limit</source>
        <translation>без предела глубины</translation>
    </message>
    <message>
        <source> · window %1</source>
        <translation> · окно %1</translation>
    </message>
    <message>
        <source>null-window test %1, %2</source>
        <translation>проверка нулевым окном %1, %2</translation>
    </message>
    <message>
        <source>null-window test %1</source>
        <translation>проверка нулевым окном %1</translation>
    </message>
    <message>
        <source>re-search %1</source>
        <translation>повторный поиск %1</translation>
    </message>
    <message>
        <source> · depth %1</source>
        <translation> · глубина %1</translation>
    </message>
    <message>
        <source>inside: %1</source>
        <translation>внутри: %1</translation>
    </message>
    <message>
        <source>fail low: %1</source>
        <translation>ниже окна: %1</translation>
    </message>
    <message>
        <source>fail high: %1</source>
        <translation>выше окна: %1</translation>
    </message>
    <message>
        <source>skipped P=%1</source>
        <translation>пропущен P=%1</translation>
    </message>
    <message>
        <source>exact %1</source>
        <translation>точно %1</translation>
    </message>
</context>
<context>
    <name>gt::PassBand</name>
    <message>
        <source>Passes: none begun yet</source>
        <translation>Проходы: ещё ни один не начат</translation>
    </message>
    <message>
        <source> · guess %1</source>
        <translation> · предположение %1</translation>
    </message>
    <message>
        <source> · %1 ≤ value ≤ %2</source>
        <translation> · %1 ≤ значение ≤ %2</translation>
    </message>
</context>
<context>
    <name>gt::PlotExport</name>
    <message>
        <source>Cannot write %1.</source>
        <translation>Не удаётся записать %1.</translation>
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
        <translation>Режим &amp;презентации</translation>
    </message>
    <message>
        <source>Leave Presentation Mode</source>
        <translation>Выйти из режима презентации</translation>
    </message>
    <message>
        <source>Full screen with only the canvas and the narration, in large type (Escape leaves)</source>
        <translation>Весь экран: только холст и комментарий, крупным шрифтом (Escape — выход)</translation>
    </message>
    <message>
        <source>Presentation</source>
        <translation>Презентация</translation>
    </message>
    <message>
        <source>The search algorithm</source>
        <translation>Алгоритм поиска</translation>
    </message>
    <message>
        <source>Algorithm: %1</source>
        <translation>Алгоритм: %1</translation>
    </message>
</context>
<context>
    <name>gt::PrintActions</name>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Печать…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Пред&amp;варительный просмотр…</translation>
    </message>
    <message>
        <source>Print the current step as the canvas shows it</source>
        <translation>Напечатать текущий шаг так, как его показывает холст</translation>
    </message>
    <message>
        <source>See the printed page of the current step</source>
        <translation>Посмотреть напечатанную страницу текущего шага</translation>
    </message>
    <message>
        <source>GameTree Studio step</source>
        <translation>Шаг GameTree Studio</translation>
    </message>
    <message>
        <source>Print the Current Step</source>
        <translation>Печать текущего шага</translation>
    </message>
</context>
<context>
    <name>gt::Pseudocode</name>
    <message>
        <source>function ALPHABETA(n, α, β):</source>
        <translation>функция ALPHABETA(n, α, β):</translation>
    </message>
    <message>
        <source>  if n is a leaf: return value(n)</source>
        <translation>  если n — лист: вернуть value(n)</translation>
    </message>
    <message>
        <source>  if n is MAX:</source>
        <translation>  если n — MAX:</translation>
    </message>
    <message>
        <source>    v ← −∞</source>
        <translation>    v ← −∞</translation>
    </message>
    <message>
        <source>    for each child c of n, left to right:</source>
        <translation>    для каждого потомка c узла n, слева направо:</translation>
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
        <translation>      если α ≥ β: отсечь оставшихся потомков   ▷ β-отсечение (строго: v &gt; β, до строки 7)</translation>
    </message>
    <message>
        <source>  else (n is MIN):</source>
        <translation>  иначе (n — MIN):</translation>
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
        <translation>      если α ≥ β: отсечь оставшихся потомков   ▷ α-отсечение (строго: v &lt; α, до строки 13)</translation>
    </message>
    <message>
        <source>  return v   ▷ fail-hard: clamped to the window n was given (fail-soft, strict: as found)</source>
        <translation>  вернуть v   ▷ fail-hard: обрезано по окну, данному n (fail-soft, строго: как найдено)</translation>
    </message>
    <message>
        <source>with --tt, ALPHABETA(n, α, β) first asks the table, [lower, upper] per key:</source>
        <translation>с --tt ALPHABETA(n, α, β) сначала спрашивает таблицу, [lower, upper] на ключ:</translation>
    </message>
    <message>
        <source>  if lower ≥ β: return lower;  if upper ≤ α: return upper;  if lower = upper: return it</source>
        <translation>  если lower ≥ β: вернуть lower;  если upper ≤ α: вернуть upper;  если lower = upper: вернуть его</translation>
    </message>
    <message>
        <source>  α ← max(α, lower);  β ← min(β, upper)</source>
        <translation>  α ← max(α, lower);  β ← min(β, upper)</translation>
    </message>
    <message>
        <source>  and stores v before returning it: v ≤ α sets upper, v ≥ β lower, else both (a leaf: both)</source>
        <translation>  и сохраняет v перед возвратом: v ≤ α задаёт upper, v ≥ β — lower, иначе оба (лист: оба)</translation>
    </message>
    <message>
        <source>function ASPIRATION(root, g, δ):</source>
        <translation>функция ASPIRATION(root, g, δ):</translation>
    </message>
    <message>
        <source>  v ← ALPHABETA(root, g − δ, g + δ)   ▷ pass 1: a window around the guess</source>
        <translation>  v ← ALPHABETA(root, g − δ, g + δ)   ▷ проход 1: окно вокруг предположения</translation>
    </message>
    <message>
        <source>  if v ≤ g − δ: v ← ALPHABETA(root, −∞, v⁺)   ▷ failed low: the value is at most v</source>
        <translation>  если v ≤ g − δ: v ← ALPHABETA(root, −∞, v⁺)   ▷ провал вниз: значение не больше v</translation>
    </message>
    <message>
        <source>  else if v ≥ g + δ: v ← ALPHABETA(root, v⁻, +∞)   ▷ failed high: at least v</source>
        <translation>  иначе если v ≥ g + δ: v ← ALPHABETA(root, v⁻, +∞)   ▷ провал вверх: не меньше v</translation>
    </message>
    <message>
        <source>  return v</source>
        <translation>  вернуть v</translation>
    </message>
    <message>
        <source>function ALPHABETA(n, α, β):   ▷ fail-soft</source>
        <translation>функция ALPHABETA(n, α, β):   ▷ fail-soft</translation>
    </message>
    <message>
        <source>      if α ≥ β: prune the remaining children   ▷ β cut-off</source>
        <translation>      если α ≥ β: отсечь оставшихся потомков   ▷ β-отсечение</translation>
    </message>
    <message>
        <source>      if α ≥ β: prune the remaining children   ▷ α cut-off</source>
        <translation>      если α ≥ β: отсечь оставшихся потомков   ▷ α-отсечение</translation>
    </message>
    <message>
        <source>  return v   ▷ the best found, even outside (α, β)</source>
        <translation>  вернуть v   ▷ лучшее найденное, даже вне (α, β)</translation>
    </message>
    <message>
        <source>expand(root)   ▷ generate its children, each with its interval [pess, opt]</source>
        <translation>expand(root)   ▷ построить его потомков, каждого с интервалом [pess, opt]</translation>
    </message>
    <message>
        <source>loop: best ← the root child with the highest opt (MIN root: lowest pess); alt ← the same among the others</source>
        <translation>цикл: best ← потомок корня с наибольшим opt (корень MIN: наименьшим pess); alt ← то же среди остальных</translation>
    </message>
    <message>
        <source>  if pess(best) ≥ opt(alt) (MIN root: opt(best) ≤ pess(alt)): separated, stop</source>
        <translation>  если pess(best) ≥ opt(alt) (корень MIN: opt(best) ≤ pess(alt)): разделены, стоп</translation>
    </message>
    <message>
        <source>  n ← best (PROVEBEST) or the other child with the best bound (DISPROVEREST)</source>
        <translation>  n ← best (PROVEBEST) или другой потомок с лучшей границей (DISPROVEREST)</translation>
    </message>
    <message>
        <source>  while n is expanded: n ← its child with the highest opt (MAX) or the lowest pess (MIN)</source>
        <translation>  пока n раскрыт: n ← его потомок с наибольшим opt (MAX) или наименьшим pess (MIN)</translation>
    </message>
    <message>
        <source>  expand(n)   ▷ generate its children with their intervals</source>
        <translation>  expand(n)   ▷ построить его потомков с их интервалами</translation>
    </message>
    <message>
        <source>  for n and each ancestor: pess, opt ← max (MAX) or min (MIN) of its children&apos;s</source>
        <translation>  для n и каждого предка: pess, opt ← max (MAX) или min (MIN) по его потомкам</translation>
    </message>
    <message>
        <source>return best, with pess(root) (MIN root: opt(root))</source>
        <translation>вернуть best, с pess(root) (корень MIN: opt(root))</translation>
    </message>
    <message>
        <source>function EXPECTIMAX(n):</source>
        <translation>функция EXPECTIMAX(n):</translation>
    </message>
    <message>
        <source>  if n is MAX: return the largest EXPECTIMAX(c) over its children c</source>
        <translation>  если n — MAX: вернуть наибольшее EXPECTIMAX(c) по его потомкам c</translation>
    </message>
    <message>
        <source>  otherwise (MIN or CHANCE): v ← v + P(c) · EXPECTIMAX(c) for each child c</source>
        <translation>  иначе (MIN или CHANCE): v ← v + P(c) · EXPECTIMAX(c) для каждого потомка c</translation>
    </message>
    <message>
        <source>      ▷ a MIN node moves at random: P(c) = 1 / (number of children)</source>
        <translation>      ▷ узел MIN ходит случайно: P(c) = 1 / (число потомков)</translation>
    </message>
    <message>
        <source>  ▷ --min-prob ε: a child with P(c) &lt; ε is skipped, the others&apos; P renormalised</source>
        <translation>  ▷ --min-prob ε: потомок с P(c) &lt; ε пропускается, P остальных перенормируются</translation>
    </message>
    <message>
        <source>  ▷ --samples k: k children drawn by P; P(c) ← (draws of c) / k</source>
        <translation>  ▷ --samples k: k потомков выбираются по P; P(c) ← (выпадений c) / k</translation>
    </message>
    <message>
        <source>function EXPECTIMINIMAX(n):</source>
        <translation>функция EXPECTIMINIMAX(n):</translation>
    </message>
    <message>
        <source>  if n is MAX: v ← max(v, EXPECTIMINIMAX(c)) for each child c, from v = −∞</source>
        <translation>  если n — MAX: v ← max(v, EXPECTIMINIMAX(c)) для каждого потомка c, начиная с v = −∞</translation>
    </message>
    <message>
        <source>  if n is MIN: v ← min(v, EXPECTIMINIMAX(c)) for each child c, from v = +∞</source>
        <translation>  если n — MIN: v ← min(v, EXPECTIMINIMAX(c)) для каждого потомка c, начиная с v = +∞</translation>
    </message>
    <message>
        <source>  if n is CHANCE: v ← v + P(c) · EXPECTIMINIMAX(c) for each child c, from v = 0</source>
        <translation>  если n — CHANCE: v ← v + P(c) · EXPECTIMINIMAX(c) для каждого потомка c, начиная с v = 0</translation>
    </message>
    <message>
        <source>for d ← 1, 2, …, height (or the depth limit):   ▷ one pass each</source>
        <translation>для d ← 1, 2, …, высота (или предел глубины):   ▷ по проходу на каждое</translation>
    </message>
    <message>
        <source>  v ← AB(root, d, −∞, +∞)</source>
        <translation>  v ← AB(root, d, −∞, +∞)</translation>
    </message>
    <message>
        <source>return v</source>
        <translation>вернуть v</translation>
    </message>
    <message>
        <source>function AB(n, d, α, β):   ▷ fail-soft</source>
        <translation>функция AB(n, d, α, β):   ▷ fail-soft</translation>
    </message>
    <message>
        <source>  if n is a leaf or at depth d: return value(n)   ▷ heuristic at d</source>
        <translation>  если n — лист или на глубине d: вернуть value(n)   ▷ эвристика на d</translation>
    </message>
    <message>
        <source>  order the children: the previous pass&apos;s best first, then killers or history</source>
        <translation>  упорядочить потомков: сначала лучший из прошлого прохода, затем убийцы или история</translation>
    </message>
    <message>
        <source>  v ← −∞ if n is MAX, +∞ if MIN</source>
        <translation>  v ← −∞, если n — MAX, +∞, если MIN</translation>
    </message>
    <message>
        <source>  for each child c in that order:</source>
        <translation>  для каждого потомка c в этом порядке:</translation>
    </message>
    <message>
        <source>    v ← max(v, AB(c, d, α, β)) at MAX, min(…) at MIN</source>
        <translation>    v ← max(v, AB(c, d, α, β)) в MAX, min(…) в MIN</translation>
    </message>
    <message>
        <source>    α ← max(α, v) at MAX, β ← min(β, v) at MIN</source>
        <translation>    α ← max(α, v) в MAX, β ← min(β, v) в MIN</translation>
    </message>
    <message>
        <source>    if α ≥ β: c is a killer of n&apos;s ply; prune the rest</source>
        <translation>    если α ≥ β: c — убийца полухода n; отсечь остальных</translation>
    </message>
    <message>
        <source>  remember n&apos;s best child c; history[player][move(c)] += 2^(d − depth(n))</source>
        <translation>  запомнить лучшего потомка c узла n; history[player][move(c)] += 2^(d − depth(n))</translation>
    </message>
    <message>
        <source>function MINIMAX(n):</source>
        <translation>функция MINIMAX(n):</translation>
    </message>
    <message>
        <source>  if n is MAX: v ← max(v, MINIMAX(c)) for each child c, from v = −∞</source>
        <translation>  если n — MAX: v ← max(v, MINIMAX(c)) для каждого потомка c, начиная с v = −∞</translation>
    </message>
    <message>
        <source>  if n is MIN: v ← min(v, MINIMAX(c)) for each child c, from v = +∞</source>
        <translation>  если n — MIN: v ← min(v, MINIMAX(c)) для каждого потомка c, начиная с v = +∞</translation>
    </message>
    <message>
        <source>OPEN ← (root); CLOSED ← ()   ▷ phase 1: generate breadth-first</source>
        <translation>OPEN ← (root); CLOSED ← ()   ▷ фаза 1: построение в ширину</translation>
    </message>
    <message>
        <source>while OPEN is not empty: move the front n of OPEN to the end of CLOSED</source>
        <translation>пока OPEN не пуст: перенести начало n из OPEN в конец CLOSED</translation>
    </message>
    <message>
        <source>  if n is a leaf or at the depth limit: v(n) ← value(n)</source>
        <translation>  если n — лист или на пределе глубины: v(n) ← value(n)</translation>
    </message>
    <message>
        <source>  else: append the children of n to OPEN, left to right</source>
        <translation>  иначе: добавить потомков n в OPEN, слева направо</translation>
    </message>
    <message>
        <source>for each n in CLOSED, from its end to its front:   ▷ phase 2: back up</source>
        <translation>для каждого n в CLOSED, от конца к началу:   ▷ фаза 2: подъём значений</translation>
    </message>
    <message>
        <source>  if n was expanded: v(n) ← max (MAX) or min (MIN) of v(c), c its children</source>
        <translation>  если n был раскрыт: v(n) ← max (MAX) или min (MIN) из v(c), c — его потомки</translation>
    </message>
    <message>
        <source>return v(root)</source>
        <translation>вернуть v(root)</translation>
    </message>
    <message>
        <source>f = the guess</source>
        <translation>f = предположение</translation>
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
        <translation>функция MTD(root, f):   ▷ %1</translation>
    </message>
    <message>
        <source>  g ← f;  lo ← −∞;  hi ← +∞   ▷ the root&apos;s value lies in [lo, hi]</source>
        <translation>  g ← f;  lo ← −∞;  hi ← +∞   ▷ значение корня лежит в [lo, hi]</translation>
    </message>
    <message>
        <source>  while lo &lt; hi:</source>
        <translation>  пока lo &lt; hi:</translation>
    </message>
    <message>
        <source>    if g = lo: ask &quot;value &gt; g?&quot;, (α, β) = (g, g⁺); else ask &quot;value ≥ g?&quot;, (α, β) = (g⁻, g)</source>
        <translation>    если g = lo: спросить «значение &gt; g?», (α, β) = (g, g⁺); иначе спросить «значение ≥ g?», (α, β) = (g⁻, g)</translation>
    </message>
    <message>
        <source>    r ← MT(root, α, β)   ▷ a pass</source>
        <translation>    r ← MT(root, α, β)   ▷ проход</translation>
    </message>
    <message>
        <source>    if r ≥ β: lo ← r (yes, at least r)  else: hi ← r (no, at most r);  g ← r</source>
        <translation>    если r ≥ β: lo ← r (да, не меньше r)  иначе: hi ← r (нет, не больше r);  g ← r</translation>
    </message>
    <message>
        <source>  return g</source>
        <translation>  вернуть g</translation>
    </message>
    <message>
        <source>function MT(n, α, β):   ▷ fail-soft alpha-beta with a table [lower, upper] per node</source>
        <translation>функция MT(n, α, β):   ▷ fail-soft альфа-бета с таблицей [lower, upper] на узел</translation>
    </message>
    <message>
        <source>  if n is a leaf: lower ← upper ← value(n); return value(n)</source>
        <translation>  если n — лист: lower ← upper ← value(n); вернуть value(n)</translation>
    </message>
    <message>
        <source>  if n is MAX: v ← −∞; for each child c, left to right:</source>
        <translation>  если n — MAX: v ← −∞; для каждого потомка c, слева направо:</translation>
    </message>
    <message>
        <source>      v ← max(v, MT(c, α, β));  α ← max(α, v)</source>
        <translation>      v ← max(v, MT(c, α, β));  α ← max(α, v)</translation>
    </message>
    <message>
        <source>  else: v ← +∞; for each child c, left to right:</source>
        <translation>  иначе: v ← +∞; для каждого потомка c, слева направо:</translation>
    </message>
    <message>
        <source>      v ← min(v, MT(c, α, β));  β ← min(β, v)</source>
        <translation>      v ← min(v, MT(c, α, β));  β ← min(β, v)</translation>
    </message>
    <message>
        <source>  store v: v ≤ α₀: upper ← v;  v ≥ β₀: lower ← v;  else both   ▷ (α₀, β₀): line 10&apos;s window</source>
        <translation>  сохранить v: v ≤ α₀: upper ← v;  v ≥ β₀: lower ← v;  иначе оба   ▷ (α₀, β₀): окно строки 10</translation>
    </message>
    <message>
        <source>function NEGAMAX(n, α, β):   ▷ values seen by the side to move at n</source>
        <translation>функция NEGAMAX(n, α, β):   ▷ значения с точки зрения ходящего в n</translation>
    </message>
    <message>
        <source>  if n is a leaf: return value(n), negated if MIN is to move</source>
        <translation>  если n — лист: вернуть value(n), с обратным знаком, если ходит MIN</translation>
    </message>
    <message>
        <source>  v ← −∞</source>
        <translation>  v ← −∞</translation>
    </message>
    <message>
        <source>  for each child c of n, left to right:</source>
        <translation>  для каждого потомка c узла n, слева направо:</translation>
    </message>
    <message>
        <source>    if the same side moves at c: r ← NEGAMAX(c, α, β)</source>
        <translation>    если в c ходит та же сторона: r ← NEGAMAX(c, α, β)</translation>
    </message>
    <message>
        <source>    else: r ← −NEGAMAX(c, −β, −α)   ▷ its gain is our loss</source>
        <translation>    иначе: r ← −NEGAMAX(c, −β, −α)   ▷ его выигрыш — наш проигрыш</translation>
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
        <translation>    если α ≥ β: отсечь оставшихся потомков   ▷ отсечение</translation>
    </message>
    <message>
        <source>  return v   ▷ fail-soft: the best found, even outside (α, β)</source>
        <translation>  вернуть v   ▷ fail-soft: лучшее найденное, даже вне (α, β)</translation>
    </message>
    <message>
        <source>with --tt, NEGAMAX(n, α, β) first asks the table, [lower, upper] per key:</source>
        <translation>с --tt NEGAMAX(n, α, β) сначала спрашивает таблицу, [lower, upper] на ключ:</translation>
    </message>
    <message>
        <source>function NEGASCOUT(n, α, β):   ▷ fail-soft</source>
        <translation>функция NEGASCOUT(n, α, β):   ▷ fail-soft</translation>
    </message>
    <message>
        <source>    v ← −∞; a ← α</source>
        <translation>    v ← −∞; a ← α</translation>
    </message>
    <message>
        <source>      if c is the first child: t ← NEGASCOUT(c, a, β)</source>
        <translation>      если c — первый потомок: t ← NEGASCOUT(c, a, β)</translation>
    </message>
    <message>
        <source>      else: t ← NEGASCOUT(c, a, a⁺)   ▷ null window: is c worth more than a?</source>
        <translation>      иначе: t ← NEGASCOUT(c, a, a⁺)   ▷ нулевое окно: стоит ли c больше a?</translation>
    </message>
    <message>
        <source>        if a &lt; t &lt; β and c is not a leaf: t ← NEGASCOUT(c, t, β)   ▷ re-search</source>
        <translation>        если a &lt; t &lt; β и c — не лист: t ← NEGASCOUT(c, t, β)   ▷ повторный поиск</translation>
    </message>
    <message>
        <source>      v ← max(v, t); a ← max(a, v)</source>
        <translation>      v ← max(v, t); a ← max(a, v)</translation>
    </message>
    <message>
        <source>      if a ≥ β: return v   ▷ β cut-off</source>
        <translation>      если a ≥ β: вернуть v   ▷ β-отсечение</translation>
    </message>
    <message>
        <source>    v ← +∞; b ← β</source>
        <translation>    v ← +∞; b ← β</translation>
    </message>
    <message>
        <source>      if c is the first child: t ← NEGASCOUT(c, α, b)</source>
        <translation>      если c — первый потомок: t ← NEGASCOUT(c, α, b)</translation>
    </message>
    <message>
        <source>      else: t ← NEGASCOUT(c, b⁻, b)   ▷ null window: is c worth less than b?</source>
        <translation>      иначе: t ← NEGASCOUT(c, b⁻, b)   ▷ нулевое окно: стоит ли c меньше b?</translation>
    </message>
    <message>
        <source>        if α &lt; t &lt; b and c is not a leaf: t ← NEGASCOUT(c, α, t)   ▷ re-search</source>
        <translation>        если α &lt; t &lt; b и c — не лист: t ← NEGASCOUT(c, α, t)   ▷ повторный поиск</translation>
    </message>
    <message>
        <source>      v ← min(v, t); b ← min(b, v)</source>
        <translation>      v ← min(v, t); b ← min(b, v)</translation>
    </message>
    <message>
        <source>      if α ≥ b: return v   ▷ α cut-off</source>
        <translation>      если α ≥ b: вернуть v   ▷ α-отсечение</translation>
    </message>
    <message>
        <source>function PVS(n, α, β):   ▷ fail-hard</source>
        <translation>функция PVS(n, α, β):   ▷ fail-hard</translation>
    </message>
    <message>
        <source>      if no child has raised α yet: t ← PVS(c, α, β)</source>
        <translation>      если ни один потомок ещё не поднял α: t ← PVS(c, α, β)</translation>
    </message>
    <message>
        <source>      else: t ← PVS(c, α, α⁺)   ▷ zero window: is c worth more than α?</source>
        <translation>      иначе: t ← PVS(c, α, α⁺)   ▷ нулевое окно: стоит ли c больше α?</translation>
    </message>
    <message>
        <source>        if t &gt; α and c is not a leaf: t ← PVS(c, α, β)   ▷ re-search</source>
        <translation>        если t &gt; α и c — не лист: t ← PVS(c, α, β)   ▷ повторный поиск</translation>
    </message>
    <message>
        <source>      if t &gt; α: α ← t</source>
        <translation>      если t &gt; α: α ← t</translation>
    </message>
    <message>
        <source>      if α ≥ β: return β   ▷ β cut-off</source>
        <translation>      если α ≥ β: вернуть β   ▷ β-отсечение</translation>
    </message>
    <message>
        <source>    return α</source>
        <translation>    вернуть α</translation>
    </message>
    <message>
        <source>      if no child has lowered β yet: t ← PVS(c, α, β)</source>
        <translation>      если ни один потомок ещё не опустил β: t ← PVS(c, α, β)</translation>
    </message>
    <message>
        <source>      else: t ← PVS(c, β⁻, β)   ▷ zero window: is c worth less than β?</source>
        <translation>      иначе: t ← PVS(c, β⁻, β)   ▷ нулевое окно: стоит ли c меньше β?</translation>
    </message>
    <message>
        <source>        if t &lt; β and c is not a leaf: t ← PVS(c, α, β)   ▷ re-search</source>
        <translation>        если t &lt; β и c — не лист: t ← PVS(c, α, β)   ▷ повторный поиск</translation>
    </message>
    <message>
        <source>      if t &lt; β: β ← t</source>
        <translation>      если t &lt; β: β ← t</translation>
    </message>
    <message>
        <source>      if α ≥ β: return α   ▷ α cut-off</source>
        <translation>      если α ≥ β: вернуть α   ▷ α-отсечение</translation>
    </message>
    <message>
        <source>    return β</source>
        <translation>    вернуть β</translation>
    </message>
    <message>
        <source>OPEN ← { (root, LIVE, −∞) }</source>
        <translation>OPEN ← { (root, LIVE, −∞) }</translation>
    </message>
    <message>
        <source>repeat: take the state p = (J, s, h) with the lowest merit h off OPEN</source>
        <translation>повторять: взять из OPEN состояние p = (J, s, h) с наименьшей оценкой h</translation>
    </message>
    <message>
        <source>  if J is the root and s = SOLVED: return h</source>
        <translation>  если J — корень и s = SOLVED: вернуть h</translation>
    </message>
    <message>
        <source>  Γ1  s = LIVE, J a leaf:  put (J, SOLVED, max(h, value(J)))</source>
        <translation>  Γ1  s = LIVE, J — лист:  положить (J, SOLVED, max(h, value(J)))</translation>
    </message>
    <message>
        <source>  Γ2  s = LIVE, J is MAX:  put (first child of J, LIVE, h)</source>
        <translation>  Γ2  s = LIVE, J — MAX:  положить (первый потомок J, LIVE, h)</translation>
    </message>
    <message>
        <source>  Γ3  s = LIVE, J is MIN:  put (c, LIVE, h) for every child c of J</source>
        <translation>  Γ3  s = LIVE, J — MIN:  положить (c, LIVE, h) для каждого потомка c узла J</translation>
    </message>
    <message>
        <source>  Γ4  s = SOLVED, parent P of J is MIN:  put (P, SOLVED, h)</source>
        <translation>  Γ4  s = SOLVED, родитель P узла J — MIN:  положить (P, SOLVED, h)</translation>
    </message>
    <message>
        <source>        and purge every state below P from OPEN</source>
        <translation>        и удалить из OPEN все состояния под P</translation>
    </message>
    <message>
        <source>  Γ5  s = SOLVED, J the last child of its MAX parent P:  put (P, SOLVED, h)</source>
        <translation>  Γ5  s = SOLVED, J — последний потомок своего родителя MAX P:  положить (P, SOLVED, h)</translation>
    </message>
    <message>
        <source>  Γ6  s = SOLVED, otherwise:  put (next sibling of J, LIVE, h)</source>
        <translation>  Γ6  s = SOLVED, иначе:  положить (следующий сосед J, LIVE, h)</translation>
    </message>
    <message>
        <source>OPEN ← { (root, LIVE, +∞) }</source>
        <translation>OPEN ← { (root, LIVE, +∞) }</translation>
    </message>
    <message>
        <source>repeat: take the state p = (J, s, h) with the highest merit h off OPEN</source>
        <translation>повторять: взять из OPEN состояние p = (J, s, h) с наибольшей оценкой h</translation>
    </message>
    <message>
        <source>  Γ1  s = LIVE, J a leaf:  put (J, SOLVED, min(h, value(J)))</source>
        <translation>  Γ1  s = LIVE, J — лист:  положить (J, SOLVED, min(h, value(J)))</translation>
    </message>
    <message>
        <source>  Γ2  s = LIVE, J is MIN:  put (first child of J, LIVE, h)</source>
        <translation>  Γ2  s = LIVE, J — MIN:  положить (первый потомок J, LIVE, h)</translation>
    </message>
    <message>
        <source>  Γ3  s = LIVE, J is MAX:  put (c, LIVE, h) for every child c of J</source>
        <translation>  Γ3  s = LIVE, J — MAX:  положить (c, LIVE, h) для каждого потомка c узла J</translation>
    </message>
    <message>
        <source>  Γ4  s = SOLVED, parent P of J is MAX:  put (P, SOLVED, h)</source>
        <translation>  Γ4  s = SOLVED, родитель P узла J — MAX:  положить (P, SOLVED, h)</translation>
    </message>
    <message>
        <source>  Γ5  s = SOLVED, J the last child of its MIN parent P:  put (P, SOLVED, h)</source>
        <translation>  Γ5  s = SOLVED, J — последний потомок своего родителя MIN P:  положить (P, SOLVED, h)</translation>
    </message>
    <message>
        <source>STAR1</source>
        <translation>STAR1</translation>
    </message>
    <message>
        <source>  n is CHANCE: X ← 0</source>
        <translation>  n — CHANCE: X ← 0</translation>
    </message>
    <message>
        <source>  for each child c_j, left to right, with Y ← P_{j+1} + … + P_N (the mass after it):</source>
        <translation>  для каждого потомка c_j, слева направо, с Y ← P_{j+1} + … + P_N (масса после него):</translation>
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
        <translation>    если v ≤ A: вернуть α   ▷ верх полосы X + P_j·v + U·Y не больше α</translation>
    </message>
    <message>
        <source>    if v ≥ B: return β   ▷ its bottom X + P_j·v + L·Y is at least β</source>
        <translation>    если v ≥ B: вернуть β   ▷ её низ X + P_j·v + L·Y не меньше β</translation>
    </message>
    <message>
        <source>    X ← X + P_j · v</source>
        <translation>    X ← X + P_j · v</translation>
    </message>
    <message>
        <source>  return X</source>
        <translation>  вернуть X</translation>
    </message>
    <message>
        <source>STAR2</source>
        <translation>STAR2</translation>
    </message>
    <message>
        <source>  n is CHANCE; if its children are all inner MAX nodes, probe them (all MIN: the mirror):</source>
        <translation>  n — CHANCE; если все его потомки — внутренние узлы MAX, зондировать их (все MIN: зеркально):</translation>
    </message>
    <message>
        <source>    for each child c_j, with Z ← P_1·W_1 + … + P_{j−1}·W_{j−1}:  B ← (β − Z − L·Y)/P_j;  T ← (α − U·(1 − P_j))/P_j</source>
        <translation>    для каждого потомка c_j, с Z ← P_1·W_1 + … + P_{j−1}·W_{j−1}:  B ← (β − Z − L·Y)/P_j;  T ← (α − U·(1 − P_j))/P_j</translation>
    </message>
    <message>
        <source>      W_j ← STAR2(the first child of c_j, max(T, L), min(B, U))   ▷ c_j is worth at least W_j (MIN: at most)</source>
        <translation>      W_j ← STAR2(первый потомок c_j, max(T, L), min(B, U))   ▷ c_j стоит не меньше W_j (MIN: не больше)</translation>
    </message>
    <message>
        <source>      if W_j ≥ B: return β   ▷ MIN: A ← (α − Z − U·Y)/P_j, T ← (β − L·(1 − P_j))/P_j; if W_j ≤ A: return α</source>
        <translation>      если W_j ≥ B: вернуть β   ▷ MIN: A ← (α − Z − U·Y)/P_j, T ← (β − L·(1 − P_j))/P_j; если W_j ≤ A: вернуть α</translation>
    </message>
    <message>
        <source>  X ← 0;  for each child c_j, left to right, with Y ← P_{j+1} + … + P_N:</source>
        <translation>  X ← 0;  для каждого потомка c_j, слева направо, с Y ← P_{j+1} + … + P_N:</translation>
    </message>
    <message>
        <source>    A ← (α − X − U·Y)/P_j;  B ← (β − X − L·Y)/P_j   ▷ after MAX probes B uses Σ_{i&gt;j} P_i·W_i for L·Y (MIN: A for U·Y)</source>
        <translation>    A ← (α − X − U·Y)/P_j;  B ← (β − X − L·Y)/P_j   ▷ после зондов MAX B берёт Σ_{i&gt;j} P_i·W_i вместо L·Y (MIN: A вместо U·Y)</translation>
    </message>
    <message>
        <source>    v ← STAR2(c_j, max(A, L), min(B, U))</source>
        <translation>    v ← STAR2(c_j, max(A, L), min(B, U))</translation>
    </message>
    <message>
        <source>    if v ≤ A: return α</source>
        <translation>    если v ≤ A: вернуть α</translation>
    </message>
    <message>
        <source>    if v ≥ B: return β</source>
        <translation>    если v ≥ B: вернуть β</translation>
    </message>
    <message>
        <source>function %1(n, α, β):   ▷ every leaf value lies in [L, U]</source>
        <translation>функция %1(n, α, β):   ▷ каждое значение листа лежит в [L, U]</translation>
    </message>
    <message>
        <source>  if n is MAX: v ← max(v, %1(c, α, β)) for each child c, from v = −∞;  α ← max(α, v)</source>
        <translation>  если n — MAX: v ← max(v, %1(c, α, β)) для каждого потомка c, начиная с v = −∞;  α ← max(α, v)</translation>
    </message>
    <message>
        <source>    if α ≥ β: prune the remaining children</source>
        <translation>    если α ≥ β: отсечь оставшихся потомков</translation>
    </message>
    <message>
        <source>  if n is MIN: v ← min(v, %1(c, α, β)) for each child c, from v = +∞;  β ← min(β, v)</source>
        <translation>  если n — MIN: v ← min(v, %1(c, α, β)) для каждого потомка c, начиная с v = +∞;  β ← min(β, v)</translation>
    </message>
    <message>
        <source>  if n is MAX or MIN: return v clamped to the window n was given   ▷ fail-hard</source>
        <translation>  если n — MAX или MIN: вернуть v, обрезанное по окну, данному n   ▷ fail-hard</translation>
    </message>
    <message>
        <source>repeat iterations times:   ▷ the search tree starts as the root alone</source>
        <translation>повторить iterations раз:   ▷ дерево поиска начинается с одного корня</translation>
    </message>
    <message>
        <source>  n ← root; while n is inner and all its children are in the search tree:</source>
        <translation>  n ← корень; пока n внутренний и все его потомки в дереве поиска:</translation>
    </message>
    <message>
        <source>    n ← MAX: argmax Q(c) + C·√(ln N(n) / N(c)); MIN: argmin Q(c) − C·√(…); chance: a child drawn by P</source>
        <translation>    n ← MAX: argmax Q(c) + C·√(ln N(n) / N(c)); MIN: argmin Q(c) − C·√(…); случай: потомок, вытянутый по P</translation>
    </message>
    <message>
        <source>  if n is inner: add its leftmost child not in the tree (chance: a drawn one) to the tree; n ← that child</source>
        <translation>  если n внутренний: добавить в дерево его самого левого потомка вне дерева (случай: вытянутого); n ← этот потомок</translation>
    </message>
    <message>
        <source>  playout: from n move to a random child (chance: drawn by P) until a leaf or playout-depth moves</source>
        <translation>  доигрывание: от n к случайному потомку (случай: по P) до листа или playout-depth ходов</translation>
    </message>
    <message>
        <source>  r ← the value reached (a leaf&apos;s, or the heuristic value where it stopped)</source>
        <translation>  r ← достигнутое значение (листа или эвристическая оценка там, где остановились)</translation>
    </message>
    <message>
        <source>  for n and each ancestor: N ← N + 1; W ← W + r; Q ← W / N</source>
        <translation>  для n и каждого предка: N ← N + 1; W ← W + r; Q ← W / N</translation>
    </message>
    <message>
        <source>return the root child with the most visits, with its Q</source>
        <translation>вернуть потомка корня с наибольшим числом посещений и его Q</translation>
    </message>
    <message>
        <source>generate(root)   ▷ a leaf: proven (pn 0, dn ∞) or disproven (pn ∞, dn 0); inner: pn, dn by init</source>
        <translation>generate(корень)   ▷ лист: доказан (pn 0, dn ∞) или опровергнут (pn ∞, dn 0); внутренний: pn, dn по init</translation>
    </message>
    <message>
        <source>while pn(root) ≠ 0 and dn(root) ≠ 0:</source>
        <translation>пока pn(корень) ≠ 0 и dn(корень) ≠ 0:</translation>
    </message>
    <message>
        <source>  n ← root; while n is expanded: n ← its child with the smallest pn (OR = MAX) or dn (AND = MIN)</source>
        <translation>  n ← корень; пока n раскрыт: n ← его потомок с наименьшим pn (ИЛИ = MAX) или dn (И = MIN)</translation>
    </message>
    <message>
        <source>  expand(n): generate its children left to right</source>
        <translation>  expand(n): породить его потомков слева направо</translation>
    </message>
    <message>
        <source>    a leaf is evaluated at once: proven or disproven by the goal</source>
        <translation>    лист оценивается сразу: доказан или опровергнут согласно цели</translation>
    </message>
    <message>
        <source>  for n and each ancestor: OR: pn ← min pn, dn ← Σ dn; AND: pn ← Σ pn, dn ← min dn</source>
        <translation>  для n и каждого предка: ИЛИ: pn ← min pn, dn ← Σ dn; И: pn ← Σ pn, dn ← min dn</translation>
    </message>
    <message>
        <source>return proven (pn(root) = 0) or disproven (dn(root) = 0)</source>
        <translation>вернуть «доказано» (pn(корень) = 0) или «опровергнуто» (dn(корень) = 0)</translation>
    </message>
</context>
<context>
    <name>gt::PseudocodeDock</name>
    <message>
        <source>Pseudocode</source>
        <translation>Псевдокод</translation>
    </message>
    <message>
        <source>Pseudocode — %1</source>
        <translation>Псевдокод — %1</translation>
    </message>
</context>
<context>
    <name>gt::Quiz</name>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>The answer is %1.</source>
        <translation>Ответ: %1.</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>Верно: %1.</translation>
    </message>
    <message>
        <source>Not quite: you said %1, the answer is %2.</source>
        <translation>Не совсем: вы ответили %1, правильный ответ — %2.</translation>
    </message>
    <message>
        <source>Score: %1 of %2</source>
        <translation>Баллы: %1 из %2</translation>
    </message>
    <message>
        <source>Values: %1 of %2 · pruned leaves: %3</source>
        <translation>Значения: %1 из %2 · отсечённые листья: %3</translation>
    </message>
    <message>
        <source>right</source>
        <translation>верно</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>неверно</translation>
    </message>
</context>
<context>
    <name>gt::QuizDock</name>
    <message>
        <source>Quiz</source>
        <translation>Тест</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Шаг за шагом</translation>
    </message>
    <message>
        <source>Whole tree</source>
        <translation>Всё дерево</translation>
    </message>
    <message>
        <source>Your answer, e.g. 3, -2.5, 1/2, inf</source>
        <translation>Ваш ответ, например 3, -2.5, 1/2, inf</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Проверить</translation>
    </message>
    <message>
        <source>Show Answer</source>
        <translation>Показать ответ</translation>
    </message>
    <message>
        <source>Export Handout…</source>
        <translation>Экспорт раздаточного материала…</translation>
    </message>
    <message>
        <source>A PDF: the tree without its values to fill in, and a page with the answers</source>
        <translation>PDF: дерево без значений для заполнения и страница с ответами</translation>
    </message>
    <message>
        <source>Answer the question first (or Show Answer): the next step gives it away.</source>
        <translation>Сначала ответьте на вопрос (или нажмите «Показать ответ»): следующий шаг выдаст ответ.</translation>
    </message>
    <message>
        <source>“%1” is not a number. Type a value such as 3, -2.5, 1/2 or inf.</source>
        <translation>«%1» — не число. Введите значение, например 3, -2.5, 1/2 или inf.</translation>
    </message>
    <message>
        <source>Export Quiz Handout</source>
        <translation>Экспорт раздаточного материала теста</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Документы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The handout is in %1.</source>
        <translation>Раздаточный материал сохранён в %1.</translation>
    </message>
    <message>
        <source>Cannot export the handout</source>
        <translation>Не удалось экспортировать раздаточный материал</translation>
    </message>
    <message>
        <source>Click a node on the canvas (dotted: the choices).</source>
        <translation>Щёлкните узел на холсте (пунктиром — варианты).</translation>
    </message>
    <message>
        <source>Click the pruned branches (a node or its edge) on the canvas. Chosen: %1.</source>
        <translation>Щёлкните отсечённые ветви (узел или его ребро) на холсте. Выбрано: %1.</translation>
    </message>
    <message>
        <source>This search cannot be quizzed: the algorithm refuses the tree.</source>
        <translation>Для этого поиска тест невозможен: алгоритм не принимает дерево.</translation>
    </message>
    <message>
        <source>No more questions: step on to the end.</source>
        <translation>Вопросов больше нет: пройдите шагами до конца.</translation>
    </message>
    <message>
        <source>Press → to step on. Steps to the next question: %1.</source>
        <translation>Нажмите →, чтобы продолжить. Шагов до следующего вопроса: %1.</translation>
    </message>
    <message>
        <source>W, the sum of the results</source>
        <translation>W, сумма результатов</translation>
    </message>
    <message>
        <source>“%1” is not a number. Type N, the visits, such as 4.</source>
        <translation>«%1» — не число. Введите N, число посещений, например 4.</translation>
    </message>
    <message>
        <source>“%1” is not a number. Type W, the sum of the results, such as 2.5.</source>
        <translation>«%1» — не число. Введите W, сумму результатов, например 2.5.</translation>
    </message>
    <message>
        <source>N, the visits</source>
        <translation>N, число посещений</translation>
    </message>
</context>
<context>
    <name>gt::QuizHandout</name>
    <message>
        <source>… and %1 more</source>
        <translation>… и ещё %1</translation>
    </message>
    <message>
        <source>Value of the root: %1</source>
        <translation>Значение корня: %1</translation>
    </message>
    <message>
        <source>Values: %1</source>
        <translation>Значения: %1</translation>
    </message>
    <message>
        <source>Pruned leaves: none</source>
        <translation>Отсечённые листья: нет</translation>
    </message>
    <message>
        <source>Pruned leaves: %1</source>
        <translation>Отсечённые листья: %1</translation>
    </message>
    <message>
        <source>Leaves read: %1</source>
        <translation>Прочитано листьев: %1</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Тест</translation>
    </message>
    <message>
        <source>Search this tree with %1, children left to right. Write the value each inner node returns beside it (≤ or ≥ where only a bound is known) and cross out every branch that is pruned.</source>
        <translation>Выполните поиск по этому дереву алгоритмом %1, потомки слева направо. Рядом с каждым внутренним узлом запишите значение, которое он возвращает (≤ или ≥, где известна только граница), и зачеркните каждую отсечённую ветвь.</translation>
    </message>
    <message>
        <source>%1 — answers</source>
        <translation>%1 — ответы</translation>
    </message>
</context>
<context>
    <name>gt::QuizMode</name>
    <message>
        <source>&amp;Quiz</source>
        <translation>&amp;Тест</translation>
    </message>
    <message>
        <source>Predict each step before it is shown: values, bounds, cut-offs, the next node</source>
        <translation>Предсказывать каждый шаг до того, как он показан: значения, границы, отсечения, следующий узел</translation>
    </message>
    <message>
        <source>There is no search to quiz.</source>
        <translation>Нет поиска для теста.</translation>
    </message>
</context>
<context>
    <name>gt::ReadError</name>
    <message>
        <source>the text is not valid UTF-8</source>
        <translation>текст не является корректным UTF-8</translation>
    </message>
    <message>
        <source>the file is larger than %1</source>
        <translation>файл больше %1</translation>
    </message>
    <message>
        <source>the input is larger than %1</source>
        <translation>входные данные больше %1</translation>
    </message>
</context>
<context>
    <name>gt::RecentFiles</name>
    <message>
        <source>No recent files</source>
        <translation>Недавних файлов нет</translation>
    </message>
</context>
<context>
    <name>gt::Retrograde</name>
    <message>
        <source>%1 has no move: the player to move there loses. %1 is lost in 0.</source>
        <translation>В %1 нет хода: тот, кто там ходит, проигрывает. %1 проиграна за 0.</translation>
    </message>
    <message>
        <source>%1 ends the game as a win for the player to move (declared): won in 0.</source>
        <translation>%1 завершает игру выигрышем для ходящего (задано): выиграна за 0.</translation>
    </message>
    <message>
        <source>%1 ends the game as a loss for the player to move (declared): lost in 0.</source>
        <translation>%1 завершает игру проигрышем для ходящего (задано): проиграна за 0.</translation>
    </message>
    <message>
        <source>%1 ends the game as a draw (declared).</source>
        <translation>%1 завершает игру вничью (задано).</translation>
    </message>
    <message>
        <source>%1 leaves the queue. It is lost in %2: every undecided position with a move to it is won in %3.</source>
        <translation>%1 покидает очередь. Она проиграна за %2: каждая нерешённая позиция с ходом в неё выиграна за %3.</translation>
    </message>
    <message>
        <source>%1 leaves the queue. It is won in %2: moving there loses, so every undecided position with a move to it counts one way out less.</source>
        <translation>%1 покидает очередь. Она выиграна за %2: ход туда проигрывает, поэтому у каждой нерешённой позиции с ходом в неё на один выход меньше.</translation>
    </message>
    <message>
        <source>%1 leaves the queue. It is a draw: it decides none of the positions before it.</source>
        <translation>%1 покидает очередь. Это ничья: она не решает ни одной из предшествующих позиций.</translation>
    </message>
    <message>
        <source>%2 is won for the player to move there: %1 has no move left that is not known to lose.</source>
        <translation>%2 выиграна для того, кто там ходит: у %1 не осталось хода, о котором не известно, что он проигрывает.</translation>
    </message>
    <message>
        <source>%2 is won for the player to move there: %1 has 1 move left that is not known to lose.</source>
        <translation>%2 выиграна для того, кто там ходит: у %1 остался 1 ход, о котором не известно, что он проигрывает.</translation>
    </message>
    <message>
        <source>%2 is won for the player to move there: %1 has %3 moves left that are not known to lose.</source>
        <translation>%2 выиграна для того, кто там ходит: у %1 осталось ходов, о которых не известно, что они проигрывают: %3.</translation>
    </message>
    <message>
        <source>%1 has a move to the lost position %2: %1 is won in %3.</source>
        <translation>Из %1 есть ход в проигранную позицию %2: %1 выиграна за %3.</translation>
    </message>
    <message>
        <source>The only move of %1 leads to a position won for the opponent: %1 is lost in %2.</source>
        <translation>Единственный ход из %1 ведёт в позицию, выигранную для соперника: %1 проиграна за %2.</translation>
    </message>
    <message>
        <source>All %2 moves of %1 lead to positions won for the opponent: %1 is lost in %3.</source>
        <translation>Все ходы из %1 (их %2) ведут в позиции, выигранные для соперника: %1 проиграна за %3.</translation>
    </message>
    <message>
        <source>Every position counts its moves: d = the number of different positions it can move to. The positions without a move are decided first.</source>
        <translation>Каждая позиция считает свои ходы: d = число различных позиций, в которые из неё можно пойти. Позиции без хода решаются первыми.</translation>
    </message>
    <message>
        <source>The queue is empty. The rest are draws: no rule decides them. %1 is a draw.</source>
        <translation>Очередь пуста. Остальные — ничьи: ни одно правило их не решает. %1 — ничья.</translation>
    </message>
    <message>
        <source>%1 won, %2 lost, %3 drawn.</source>
        <translation>выиграно %1, проиграно %2, ничьих %3.</translation>
    </message>
</context>
<context>
    <name>gt::SearchOptionsDock</name>
    <message>
        <source>Search Options</source>
        <translation>Параметры поиска</translation>
    </message>
    <message>
        <source>Re-sample (new seed)</source>
        <translation>Новая выборка (новое зерно)</translation>
    </message>
    <message>
        <source>Draw the chance outcomes again, from the next seed</source>
        <translation>Заново вытянуть исходы случая со следующим зерном</translation>
    </message>
    <message>
        <source>%1 has no options.</source>
        <translation>У %1 нет параметров.</translation>
    </message>
    <message>
        <source>Options of %1</source>
        <translation>Параметры: %1</translation>
    </message>
</context>
<context>
    <name>gt::SearchSession</name>
    <message>
        <source>There is no tree yet: open one from the File or Examples menu, or type one in the Tree field, e.g. ((10,10),(9,100)).</source>
        <translation>Дерева пока нет: откройте его из меню «Файл» или «Примеры» или введите в поле «Дерево», например ((10,10),(9,100)).</translation>
    </message>
</context>
<context>
    <name>gt::ShortcutsDialog</name>
    <message>
        <source>Window</source>
        <translation>Окно</translation>
    </message>
    <message>
        <source>Canvas</source>
        <translation>Холст</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Горячие клавиши</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Команда</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Меню</translation>
    </message>
    <message>
        <source>Select the parent / the first child</source>
        <translation>Выбрать родителя / первого потомка</translation>
    </message>
    <message>
        <source>Select the previous / the next sibling</source>
        <translation>Выбрать предыдущего / следующего соседа</translation>
    </message>
    <message>
        <source>Type the selected leaf&apos;s value</source>
        <translation>Ввести значение выбранного листа</translation>
    </message>
    <message>
        <source>0–9, −</source>
        <translation>0–9, −</translation>
    </message>
    <message>
        <source>Drop the selection</source>
        <translation>Снять выделение</translation>
    </message>
    <message>
        <source>Zoom around the pointer</source>
        <translation>Масштабировать вокруг указателя</translation>
    </message>
    <message>
        <source>Wheel, pinch</source>
        <translation>Колесо, щипок</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>Прокрутка</translation>
    </message>
    <message>
        <source>Drag empty space</source>
        <translation>Тянуть пустое место</translation>
    </message>
</context>
<context>
    <name>gt::StatisticsDock</name>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
</context>
<context>
    <name>gt::StatisticsModel</name>
    <message>
        <source>So far (step %1)</source>
        <translation>Пока (шаг %1)</translation>
    </message>
    <message>
        <source>counting…</source>
        <translation>подсчёт…</translation>
    </message>
    <message>
        <source>cannot search this tree</source>
        <translation>не может искать в этом дереве</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Алгоритм</translation>
    </message>
    <message>
        <source>Leaves</source>
        <translation>Листья</translation>
    </message>
    <message>
        <source>Inner</source>
        <translation>Внутр.</translation>
    </message>
    <message>
        <source>Cuts</source>
        <translation>Отсеч.</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Leaves read</source>
        <translation>Прочитано листьев</translation>
    </message>
    <message>
        <source>Inner nodes visited</source>
        <translation>Посещено внутренних узлов</translation>
    </message>
    <message>
        <source>Cut-offs (SSS*: purges that removed states)</source>
        <translation>Отсечения (SSS*: удаления, убравшие состояния)</translation>
    </message>
    <message>
        <source>Value at the root</source>
        <translation>Значение в корне</translation>
    </message>
</context>
<context>
    <name>gt::StepActions</name>
    <message>
        <source>&amp;First Step</source>
        <translation>&amp;Первый шаг</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>Шаг &amp;назад</translation>
    </message>
    <message>
        <source>&amp;Play / Pause</source>
        <translation>П&amp;уск / пауза</translation>
    </message>
    <message>
        <source>Step &amp;Forward</source>
        <translation>Шаг &amp;вперёд</translation>
    </message>
    <message>
        <source>&amp;Last Step</source>
        <translation>П&amp;оследний шаг</translation>
    </message>
    <message>
        <source>Step &amp;Over Subtree</source>
        <translation>Шаг через подд&amp;ерево</translation>
    </message>
    <message>
        <source>Run until the current node&apos;s subtree is finished</source>
        <translation>Выполнять, пока поддерево текущего узла не закончится</translation>
    </message>
    <message>
        <source>Step O&amp;ut</source>
        <translation>Шаг нару&amp;жу</translation>
    </message>
    <message>
        <source>Run until the current node&apos;s parent is finished</source>
        <translation>Выполнять, пока родитель текущего узла не закончится</translation>
    </message>
    <message>
        <source>&amp;Run to Next Breakpoint</source>
        <translation>Выполнить до следующей &amp;точки останова</translation>
    </message>
    <message>
        <source>Break on &amp;Cut-offs</source>
        <translation>Останов на отсе&amp;чениях</translation>
    </message>
    <message>
        <source>Break on &amp;Leaf Reads</source>
        <translation>Останов на чтении &amp;листьев</translation>
    </message>
    <message>
        <source>Clear Node &amp;Breakpoints</source>
        <translation>Удалить точки останова у&amp;злов</translation>
    </message>
    <message>
        <source>Pre&amp;vious Iteration</source>
        <translation>Пред&amp;ыдущая итерация</translation>
    </message>
    <message>
        <source>Back to the end of the last iteration before this step (MCTS)</source>
        <translation>Назад к концу последней итерации перед этим шагом (MCTS)</translation>
    </message>
    <message>
        <source>Ne&amp;xt Iteration</source>
        <translation>С&amp;ледующая итерация</translation>
    </message>
    <message>
        <source>Run to the end of the next iteration&apos;s backpropagation (MCTS)</source>
        <translation>Выполнить до конца обратного распространения следующей итерации (MCTS)</translation>
    </message>
    <message>
        <source>Step by Whole &amp;Iterations</source>
        <translation>Шагать целыми &amp;итерациями</translation>
    </message>
    <message>
        <source>Step forward and back one whole iteration instead of one phase (MCTS)</source>
        <translation>Шаг вперёд и назад на целую итерацию вместо одной фазы (MCTS)</translation>
    </message>
    <message>
        <source>&amp;Go to Iteration…</source>
        <translation>&amp;Перейти к итерации…</translation>
    </message>
    <message>
        <source>Jump to the end of iteration k (MCTS)</source>
        <translation>Перейти к концу итерации k (MCTS)</translation>
    </message>
    <message>
        <source>Go to Iteration</source>
        <translation>Перейти к итерации</translation>
    </message>
    <message>
        <source>Iteration (0 – %1):</source>
        <translation>Итерация (0 – %1):</translation>
    </message>
</context>
<context>
    <name>gt::StepperBar</name>
    <message>
        <source>First step (Home)</source>
        <translation>Первый шаг (Home)</translation>
    </message>
    <message>
        <source>Step back (←, Page Up)</source>
        <translation>Шаг назад (←, Page Up)</translation>
    </message>
    <message>
        <source>Play / pause (Space)</source>
        <translation>Пуск / пауза (пробел)</translation>
    </message>
    <message>
        <source>Step forward (→, Page Down)</source>
        <translation>Шаг вперёд (→, Page Down)</translation>
    </message>
    <message>
        <source>Last step (End)</source>
        <translation>Последний шаг (End)</translation>
    </message>
    <message>
        <source>Play speed</source>
        <translation>Скорость воспроизведения</translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation>%1 шаг./с</translation>
    </message>
    <message>
        <source>step %1 / %2</source>
        <translation>шаг %1 / %2</translation>
    </message>
</context>
<context>
    <name>gt::TableDock</name>
    <message>
        <source>Transposition table</source>
        <translation>Таблица транспозиций</translation>
    </message>
    <message>
        <source>This search keeps no transposition table. Negamax and alpha-beta keep one with --tt, the MT family always.</source>
        <translation>Этот поиск не ведёт таблицу транспозиций. Негамакс и альфа-бета ведут её с --tt, семейство MT — всегда.</translation>
    </message>
    <message>
        <source>The table answers from the entry of %1: [%2, %3].</source>
        <translation>Таблица отвечает из записи %1: [%2, %3].</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s) stored.</source>
        <translation>
            <numerusform>Сохранена %n позиция.</numerusform>
            <numerusform>Сохранены %n позиции.</numerusform>
            <numerusform>Сохранено %n позиций.</numerusform>
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
        <translation>Ключ %1, впервые достигнут в %2</translation>
    </message>
    <message>
        <source>The table answers from this entry at this step</source>
        <translation>Таблица отвечает из этой записи на этом шаге</translation>
    </message>
    <message>
        <source>Key / node</source>
        <translation>Ключ / узел</translation>
    </message>
    <message>
        <source>[lower, upper]</source>
        <translation>[lower, upper]</translation>
    </message>
    <message>
        <source>Stored by</source>
        <translation>Записал</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Попадания</translation>
    </message>
</context>
<context>
    <name>gt::TimelineSlider</name>
    <message>
        <source>Timeline: blue ticks below mark leaves read, red ticks above mark cut-offs, orange dots mark breakpoints</source>
        <translation>Шкала времени: синие засечки внизу — прочитанные листья, красные вверху — отсечения, оранжевые точки — точки останова</translation>
    </message>
</context>
<context>
    <name>gt::TransformDialog</name>
    <message>
        <source>Transform Leaf Values</source>
        <translation>Преобразовать значения листьев</translation>
    </message>
    <message>
        <source>Transform</source>
        <translation>Преобразовать</translation>
    </message>
    <message>
        <source>x²  (square; values ≥ 0 only)</source>
        <translation>x²  (квадрат; только значения ≥ 0)</translation>
    </message>
    <message>
        <source>x·|x|  (square keeping the sign)</source>
        <translation>x·|x|  (квадрат с сохранением знака)</translation>
    </message>
    <message>
        <source>2^x</source>
        <translation>2^x</translation>
    </message>
    <message>
        <source>a·x + b  (affine)</source>
        <translation>a·x + b  (аффинное)</translation>
    </message>
    <message>
        <source>rank  (1, 2, 3, … by value; ties share a rank)</source>
        <translation>rank  (1, 2, 3, … по значению; равные делят ранг)</translation>
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
        <translation>&amp;Отображение:</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Алгоритм</translation>
    </message>
    <message>
        <source>Root value before</source>
        <translation>Значение корня до</translation>
    </message>
    <message>
        <source>Root value after</source>
        <translation>Значение корня после</translation>
    </message>
    <message>
        <source>Best move before</source>
        <translation>Лучший ход до</translation>
    </message>
    <message>
        <source>Best move after</source>
        <translation>Лучший ход после</translation>
    </message>
    <message>
        <source>Squares every value. x² is increasing only on values ≥ 0, so a tree with a negative value is refused: choose x·|x| there, or shift the values first with a·x + b.</source>
        <translation>Возводит каждое значение в квадрат. x² возрастает только на значениях ≥ 0, поэтому дерево с отрицательным значением отклоняется: выберите там x·|x| или сначала сдвиньте значения через a·x + b.</translation>
    </message>
    <message>
        <source>x·|x| squares the size and keeps the sign: increasing on every value.</source>
        <translation>x·|x| возводит модуль в квадрат и сохраняет знак: возрастает на всех значениях.</translation>
    </message>
    <message>
        <source>2 to the power of every value. Results beyond ±10^15 are refused, naming the node.</source>
        <translation>2 в степени каждого значения. Результаты за пределами ±10^15 отклоняются с указанием узла.</translation>
    </message>
    <message>
        <source>a &gt; 0 keeps the order of the values and every decision: expectations are affine too. a &lt; 0 reverses the order (a warning); a = 0 is refused.</source>
        <translation>a &gt; 0 сохраняет порядок значений и каждое решение: ожидания тоже аффинны. a &lt; 0 переворачивает порядок (предупреждение); a = 0 отклоняется.</translation>
    </message>
    <message>
        <source>The smallest distinct value becomes 1, the next 2, and so on; equal values share a rank. Heuristic values and interval bounds are ranked together with the leaves.</source>
        <translation>Наименьшее из различных значений становится 1, следующее — 2 и так далее; равные значения делят ранг. Эвристические оценки и границы интервалов ранжируются вместе с листьями.</translation>
    </message>
    <message>
        <source> Heuristic values of inner nodes are mapped too: a depth-limited search compares them with leaf values.</source>
        <translation> Эвристические оценки внутренних узлов тоже преобразуются: поиск с ограничением глубины сравнивает их со значениями листьев.</translation>
    </message>
    <message>
        <source>a and b must be numbers.</source>
        <translation>a и b должны быть числами.</translation>
    </message>
    <message>
        <source>Leaf values: %1</source>
        <translation>Значения листьев: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
</context>
<context>
    <name>gt::TreeEdit</name>
    <message>
        <source>no node is selected</source>
        <translation>узел не выбран</translation>
    </message>
    <message>
        <source>the root has no siblings: add a child instead</source>
        <translation>у корня нет соседей: добавьте потомка</translation>
    </message>
    <message>
        <source>the root cannot be duplicated: it has no parent</source>
        <translation>корень нельзя дублировать: у него нет родителя</translation>
    </message>
    <message>
        <source>there is nothing to insert</source>
        <translation>нечего вставлять</translation>
    </message>
    <message>
        <source>there is nothing to put there</source>
        <translation>нечего туда положить</translation>
    </message>
    <message>
        <source>the root has no siblings to move past</source>
        <translation>у корня нет соседей, мимо которых его сдвинуть</translation>
    </message>
    <message>
        <source>the node is already there</source>
        <translation>узел уже там</translation>
    </message>
    <message>
        <source>the node is already the first child</source>
        <translation>узел уже первый потомок</translation>
    </message>
    <message>
        <source>the node is already the last child</source>
        <translation>узел уже последний потомок</translation>
    </message>
    <message>
        <source>the node is a %1 node already</source>
        <translation>узел уже является узлом %1</translation>
    </message>
    <message>
        <source>a leaf needs a finite number</source>
        <translation>листу нужно конечное число</translation>
    </message>
    <message>
        <source>the root has no move into it to label</source>
        <translation>в корень не ведёт ход, который можно пометить</translation>
    </message>
    <message>
        <source>move label</source>
        <translation>метка хода</translation>
    </message>
    <message>
        <source>only a child of a chance node has a probability</source>
        <translation>вероятность есть только у потомка узла случая</translation>
    </message>
    <message>
        <source>a probability is a number of at least 0</source>
        <translation>вероятность — число не меньше 0</translation>
    </message>
    <message>
        <source>select a chance node with children</source>
        <translation>выберите узел случая с потомками</translation>
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
        <translation>Добавить потомка</translation>
    </message>
    <message>
        <source>Add Sibling</source>
        <translation>Добавить соседа</translation>
    </message>
    <message>
        <source>Delete Subtree</source>
        <translation>Удалить поддерево</translation>
    </message>
    <message>
        <source>Duplicate Subtree</source>
        <translation>Дублировать поддерево</translation>
    </message>
    <message>
        <source>Move Left</source>
        <translation>Сдвинуть влево</translation>
    </message>
    <message>
        <source>Move Right</source>
        <translation>Сдвинуть вправо</translation>
    </message>
    <message>
        <source>Move Subtree</source>
        <translation>Переместить поддерево</translation>
    </message>
    <message>
        <source>Make %1</source>
        <translation>Сделать %1</translation>
    </message>
    <message>
        <source>Set Value of %1</source>
        <translation>Задать значение %1</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>Переименовать %1</translation>
    </message>
    <message>
        <source>Label Move to %1</source>
        <translation>Пометить ход в %1</translation>
    </message>
    <message>
        <source>Set Probability of %1</source>
        <translation>Задать вероятность %1</translation>
    </message>
    <message>
        <source>Normalise Probabilities</source>
        <translation>Нормировать вероятности</translation>
    </message>
    <message>
        <source>Transform Values (%1)</source>
        <translation>Преобразовать значения (%1)</translation>
    </message>
    <message>
        <source>Cannot paste: %1</source>
        <translation>Не удаётся вставить: %1</translation>
    </message>
    <message>
        <source>Paste Tree</source>
        <translation>Вставить дерево</translation>
    </message>
    <message>
        <source>Paste as Child</source>
        <translation>Вставить как потомка</translation>
    </message>
    <message>
        <source>Paste Subtree</source>
        <translation>Вставить поддерево</translation>
    </message>
</context>
<context>
    <name>gt::TreeFile</name>
    <message>
        <source> (DOT node &quot;%1&quot;)</source>
        <translation> (узел DOT &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>unknown file type; expected a name ending in %1</source>
        <translation>неизвестный тип файла; ожидается имя, оканчивающееся на %1</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>не удаётся прочитать: %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>the tree notation cannot write %1, a %2 node without children: give it a child, or save as .json</source>
        <translation>запись дерева не может записать %1, узел %2 без потомков: дайте ему потомка или сохраните как .json</translation>
    </message>
</context>
<context>
    <name>gt::TreeFoldAction</name>
    <message>
        <source>Show as Game &amp;Graph</source>
        <translation>Показать как &amp;граф игры</translation>
    </message>
    <message>
        <source>Fold the tree into its positions: one vertex per position however many move orders reach it, in the game graph window</source>
        <translation>Свернуть дерево в его позиции: одна вершина на позицию, сколькими бы порядками ходов её ни достигали, в окне графа игры</translation>
    </message>
    <message>
        <source>Folding %1 tree nodes into positions…</source>
        <translation>Сворачивание %1 узлов дерева в позиции…</translation>
    </message>
    <message>
        <source>Cannot show the tree as a game graph: %1</source>
        <translation>Нельзя показать дерево как граф игры: %1</translation>
    </message>
    <message>
        <source>Folded Tree</source>
        <translation>Свёрнутое дерево</translation>
    </message>
    <message>
        <source>%1 → %2: a position is one vertex however many move orders reach it.</source>
        <translation>%1 → %2: позиция — одна вершина, сколькими бы порядками ходов её ни достигали.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tree nodes</source>
        <translation>
            <numerusform>%Ln узел дерева</numerusform>
            <numerusform>%Ln узла дерева</numerusform>
            <numerusform>%Ln узлов дерева</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln positions</source>
        <translation>
            <numerusform>%Ln позиция</numerusform>
            <numerusform>%Ln позиции</numerusform>
            <numerusform>%Ln позиций</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gt::TreeLoader</name>
    <message>
        <source>Opening %1…</source>
        <translation>Открывается %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Opening a Big Tree</source>
        <translation>Открытие большого дерева</translation>
    </message>
    <message>
        <source>Drawing %1…</source>
        <translation>Рисуется %1…</translation>
    </message>
</context>
<context>
    <name>gt::TreeOverview</name>
    <message>
        <source>The whole tree; the rectangle is what the canvas shows. Click or drag to move the canvas.</source>
        <translation>Всё дерево; прямоугольник — то, что показывает холст. Щёлкните или перетащите, чтобы сдвинуть холст.</translation>
    </message>
</context>
<context>
    <name>gt::TreeText</name>
    <message>
        <source>a name or label is longer than %1 characters</source>
        <translation>имя или метка длиннее %1 символов</translation>
    </message>
    <message>
        <source>a number is longer than %1 characters</source>
        <translation>число длиннее %1 символов</translation>
    </message>
    <message>
        <source>unterminated quoted string: the &apos;&quot;&apos; at %1 has no closing &apos;&quot;&apos; on its line</source>
        <translation>незакрытая строка в кавычках: у &apos;&quot;&apos; в %1 нет закрывающей &apos;&quot;&apos; в той же строке</translation>
    </message>
    <message>
        <source>unknown escape in a quoted string; use \&quot;, \\, \n, \t or \r</source>
        <translation>неизвестная escape-последовательность в строке в кавычках; используйте \&quot;, \\, \n, \t или \r</translation>
    </message>
    <message>
        <source>the end of the input</source>
        <translation>конец ввода</translation>
    </message>
    <message>
        <source>internal error: %1</source>
        <translation>внутренняя ошибка: %1</translation>
    </message>
    <message>
        <source>the input is empty: expected a tree such as ((3,12),(2,4))</source>
        <translation>ввод пуст: ожидается дерево, например ((3,12),(2,4))</translation>
    </message>
    <message>
        <source> after &apos;:&apos;</source>
        <translation> после &apos;:&apos;</translation>
    </message>
    <message>
        <source>expected a child, found &apos;)&apos;: an inner node needs at least one child</source>
        <translation>ожидался потомок, найдено &apos;)&apos;: внутреннему узлу нужен хотя бы один потомок</translation>
    </message>
    <message>
        <source> after &apos;(&apos;</source>
        <translation> после &apos;(&apos;</translation>
    </message>
    <message>
        <source> after &apos;,&apos;</source>
        <translation> после &apos;,&apos;</translation>
    </message>
    <message>
        <source>unexpected %1 after the end of the tree</source>
        <translation>неожиданное %1 после конца дерева</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;)&apos; after a child, found %1</source>
        <translation>после потомка ожидалось &apos;,&apos; или &apos;)&apos;, найдено %1</translation>
    </message>
    <message>
        <source>; the &apos;(&apos; at %1 is not closed</source>
        <translation>; &apos;(&apos; в %1 не закрыта</translation>
    </message>
    <message>
        <source>write the move label before the probability, as in &apos;%1 %2: …&apos;</source>
        <translation>пишите метку хода перед вероятностью, как в &apos;%1 %2: …&apos;</translation>
    </message>
    <message>
        <source>a move label cannot be empty</source>
        <translation>метка хода не может быть пустой</translation>
    </message>
    <message>
        <source>a probability is only allowed on a child of a chance node, and this child&apos;s parent is a %1 node (a move label that is a number is quoted: &quot;1&quot;: …)</source>
        <translation>вероятность допускается только у потомка узла случая, а родитель этого потомка — узел %1 (числовая метка хода берётся в кавычки: &quot;1&quot;: …)</translation>
    </message>
    <message>
        <source>expected a number after &apos;/&apos;, found %1</source>
        <translation>после &apos;/&apos; ожидалось число, найдено %1</translation>
    </message>
    <message>
        <source>the probability divides by zero</source>
        <translation>в вероятности деление на ноль</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after the probability, found %1</source>
        <translation>после вероятности ожидалось &apos;:&apos;, найдено %1</translation>
    </message>
    <message>
        <source>a name cannot be empty</source>
        <translation>имя не может быть пустым</translation>
    </message>
    <message>
        <source> after &apos;=&apos;</source>
        <translation> после &apos;=&apos;</translation>
    </message>
    <message>
        <source>the root has no parent, so it cannot have a move label or a probability</source>
        <translation>у корня нет родителя, поэтому у него не может быть метки хода или вероятности</translation>
    </message>
    <message>
        <source>a leaf is written as its value, as in 3, not as leaf(…)</source>
        <translation>лист записывается своим значением, как 3, а не как leaf(…)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a finite number</source>
        <translation>&apos;%1&apos; — не конечное число</translation>
    </message>
    <message>
        <source>unknown node kind &apos;%1&apos;; expected max, min or chance</source>
        <translation>неизвестный вид узла &apos;%1&apos;; ожидается max, min или chance</translation>
    </message>
    <message>
        <source>expected a node%1, found %2; a name is written %3=…, a move label %3: …</source>
        <translation>ожидался узел%1, найдено %2; имя пишется %3=…, метка хода — %3: …</translation>
    </message>
    <message>
        <source>expected a node%1, found %2; a name is written %2=…, a move label %2: …</source>
        <translation>ожидался узел%1, найдено %2; имя пишется %2=…, метка хода — %2: …</translation>
    </message>
    <message>
        <source>expected a node%1, found %2</source>
        <translation>ожидался узел%1, найдено %2</translation>
    </message>
    <message>
        <source>expected a heuristic value or an attribute such as key=k1 after &apos;[&apos;, found %1</source>
        <translation>после &apos;[&apos; ожидалась эвристическая оценка или атрибут вроде key=k1, найдено %1</translation>
    </message>
    <message>
        <source>expected &apos;]&apos; after the heuristic value, found %1</source>
        <translation>после эвристической оценки ожидалось &apos;]&apos;, найдено %1</translation>
    </message>
    <message>
        <source>expected &apos;(&apos; after %1, found %2</source>
        <translation>после %1 ожидалось &apos;(&apos;, найдено %2</translation>
    </message>
    <message>
        <source>expected an attribute such as key=k1 or &apos;]&apos;, found %1</source>
        <translation>ожидался атрибут вроде key=k1 или &apos;]&apos;, найдено %1</translation>
    </message>
    <message>
        <source>unknown attribute &apos;%1&apos;; expected key, interval, game or pos</source>
        <translation>неизвестный атрибут &apos;%1&apos;; ожидается key, interval, game или pos</translation>
    </message>
    <message>
        <source>the attribute &apos;%1&apos; is given twice</source>
        <translation>атрибут &apos;%1&apos; задан дважды</translation>
    </message>
    <message>
        <source>expected an interval such as interval=2:7, found %1</source>
        <translation>ожидался интервал вроде interval=2:7, найдено %1</translation>
    </message>
    <message>
        <source>expected a value after &apos;%1=&apos;, found %2</source>
        <translation>после &apos;%1=&apos; ожидалось значение, найдено %2</translation>
    </message>
    <message>
        <source>the attribute &apos;%1&apos; cannot be empty</source>
        <translation>атрибут &apos;%1&apos; не может быть пустым</translation>
    </message>
    <message>
        <source>node %1: the %2 contains %3</source>
        <translation>узел %1: %2 содержит %3</translation>
    </message>
    <message>
        <source>the tree has more than %1 nodes</source>
        <translation>в дереве больше %1 узлов</translation>
    </message>
</context>
<context>
    <name>gt::TreeTextField</name>
    <message>
        <source>Type a tree, e.g. ((10,10),(9,100))</source>
        <translation>Введите дерево, например ((10,10),(9,100))</translation>
    </message>
    <message>
        <source>Type or paste a tree in the .tree notation: ((3,12,8),(2,4,6)) alternates MAX and MIN from a MAX root; max(…), min(…) and chance(0.7: 1, 0.3: 0) name the kinds. The canvas follows as you type.</source>
        <translation>Введите или вставьте дерево в записи .tree: ((3,12,8),(2,4,6)) чередует MAX и MIN от корня MAX; max(…), min(…) и chance(0.7: 1, 0.3: 0) задают вид узла. Холст обновляется по мере ввода.</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>столбец %1: %2</translation>
    </message>
</context>
<context>
    <name>gt::Validate</name>
    <message>
        <source>%1: some children have probabilities and some do not; give all or none (none means uniform)</source>
        <translation>%1: у одних потомков есть вероятности, у других нет; задайте всем или никому (никому — равномерно)</translation>
    </message>
    <message>
        <source>%1: the probabilities of its children sum to %2, not 1</source>
        <translation>%1: вероятности его потомков в сумме дают %2, а не 1</translation>
    </message>
    <message>
        <source>%1 has the interval [%2, %3]; its bounds must be finite numbers between %4 and %5</source>
        <translation>%1 имеет интервал [%2, %3]; его границы должны быть конечными числами между %4 и %5</translation>
    </message>
    <message>
        <source>%1 has the interval [%2, %3]; the pessimistic bound must not exceed the optimistic one</source>
        <translation>%1 имеет интервал [%2, %3]; пессимистическая граница не должна превышать оптимистическую</translation>
    </message>
    <message>
        <source>%1 has a position but no game id</source>
        <translation>у %1 есть позиция, но нет id игры</translation>
    </message>
    <message>
        <source>%1 has a game id but no position text</source>
        <translation>у %1 есть id игры, но нет текста позиции</translation>
    </message>
    <message>
        <source>the tree is empty</source>
        <translation>дерево пусто</translation>
    </message>
    <message>
        <source>%1 is a leaf but has children</source>
        <translation>%1 — лист, но у него есть потомки</translation>
    </message>
    <message>
        <source>%1 is a %2 node without children</source>
        <translation>%1 — узел %2 без потомков</translation>
    </message>
    <message>
        <source>%1 is a leaf without a value</source>
        <translation>%1 — лист без значения</translation>
    </message>
    <message>
        <source>%1 has a value that is not a finite number (%2)</source>
        <translation>у %1 значение, не являющееся конечным числом (%2)</translation>
    </message>
    <message>
        <source>%1 has the value %2; values must lie between %3 and %4</source>
        <translation>%1 имеет значение %2; значения должны лежать между %3 и %4</translation>
    </message>
    <message>
        <source>%1 has a probability but its parent is not a chance node</source>
        <translation>у %1 есть вероятность, но его родитель — не узел случая</translation>
    </message>
    <message>
        <source>%1 has the probability %2; probabilities must be finite and at least 0</source>
        <translation>%1 имеет вероятность %2; вероятности должны быть конечными и не меньше 0</translation>
    </message>
</context>
<context>
    <name>gt::WholeTreePanel</name>
    <message>
        <source>Check All</source>
        <translation>Проверить всё</translation>
    </message>
    <message>
        <source>Show Answers</source>
        <translation>Показать ответы</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Узел</translation>
    </message>
    <message>
        <source>Your value</source>
        <translation>Ваше значение</translation>
    </message>
    <message>
        <source>Type every inner node&apos;s value (≤ or ≥ where only a bound is known) and click every pruned leaf on the canvas.</source>
        <translation>Введите значение каждого внутреннего узла (≤ или ≥, где известна только граница) и щёлкните на холсте каждый отсечённый лист.</translation>
    </message>
    <message>
        <source>The value of %1 is not a number: type one such as 3, ≤ 2, -1.5, 1/2 or inf.</source>
        <translation>Значение %1 — не число: введите, например, 3, ≤ 2, -1.5, 1/2 или inf.</translation>
    </message>
    <message>
        <source>This tree has more than %1 inner nodes: too many to quiz all at once. Use the step-by-step quiz.</source>
        <translation>В этом дереве больше %1 внутренних узлов: слишком много для теста сразу по всему дереву. Используйте пошаговый тест.</translation>
    </message>
    <message>
        <source>Leaves clicked as pruned: %1.</source>
        <translation>Листья, отмеченные как отсечённые: %1.</translation>
    </message>
    <message>
        <source>All right! %1</source>
        <translation>Всё верно! %1</translation>
    </message>
    <message>
        <source>%1. The first wrong step is step %2: %3.</source>
        <translation>%1. Первый неверный шаг — шаг %2: %3.</translation>
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
        <translation>Назад</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Далее</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Готово</translation>
    </message>
</context>
<context>
    <name>gt::grade</name>
    <message>
        <source>the tree is empty</source>
        <translation>дерево пусто</translation>
    </message>
    <message>
        <source> (a lower bound: its true value is at least that)</source>
        <translation> (нижняя граница: его истинное значение не меньше)</translation>
    </message>
    <message>
        <source> (an upper bound: its true value is at most that)</source>
        <translation> (верхняя граница: его истинное значение не больше)</translation>
    </message>
    <message>
        <source>the answer says %1 is pruned, but the search reaches it here</source>
        <translation>ответ утверждает, что %1 отсекается, но поиск доходит до него здесь</translation>
    </message>
    <message>
        <source>%1 is never read, but the answer does not list it as pruned</source>
        <translation>%1 ни разу не читается, но ответ не указывает его как отсечённый</translation>
    </message>
    <message>
        <source>the value of %1 is %2, not %3</source>
        <translation>значение %1 равно %2, а не %3</translation>
    </message>
    <message>
        <source>the best move is %1, not %2</source>
        <translation>лучший ход — %1, а не %2</translation>
    </message>
    <message>
        <source>%1: the best move is the first child with the root&apos;s value.</source>
        <translation>%1: лучший ход — первый потомок со значением корня.</translation>
    </message>
    <message>
        <source>the answer stops after %1 reads, but the search goes on to read %2</source>
        <translation>ответ останавливается после %1 чтений, но поиск продолжает до чтения %2</translation>
    </message>
    <message>
        <source>the answer reads %1 (read %2), but it is never read</source>
        <translation>ответ читает %1 (чтение %2), но он ни разу не читается</translation>
    </message>
    <message>
        <source>the search reads %1 leaves, the answer more: read %2 is one too many</source>
        <translation>поиск читает %1 листьев, ответ — больше: чтение %2 лишнее</translation>
    </message>
    <message>
        <source>read %1 is %2 in the answer, but %2 is never read: the search reads %3 there</source>
        <translation>чтение %1 в ответе — %2, но %2 ни разу не читается: поиск читает там %3</translation>
    </message>
    <message>
        <source>read %1 is %2, not %3: %3 is cut off first</source>
        <translation>чтение %1 — это %2, а не %3: %3 отсекается раньше</translation>
    </message>
    <message>
        <source>a leaf worth %1</source>
        <translation>лист со значением %1</translation>
    </message>
    <message>
        <source>read %1 is %2, not %3</source>
        <translation>чтение %1 — это %2, а не %3</translation>
    </message>
    <message>
        <source>%1 is never read, but the answer does not list its value as pruned</source>
        <translation>%1 ни разу не читается, но ответ не указывает его значение как отсечённое</translation>
    </message>
    <message>
        <source>no pruned leaf is worth %1</source>
        <translation>ни один отсечённый лист не имеет значения %1</translation>
    </message>
    <message>
        <source>the answer says a leaf worth %1 is pruned, but %2 is read here and no other leaf worth %1 is pruned</source>
        <translation>ответ утверждает, что лист со значением %1 отсекается, но здесь читается %2, и ни один другой лист со значением %1 не отсекается</translation>
    </message>
    <message>
        <source>the answer gives no value for %1, which returns %2 here</source>
        <translation>ответ не даёт значения для %1, который здесь возвращает %2</translation>
    </message>
    <message>
        <source>the answer gives %1 the value %2, but %1 is never reached</source>
        <translation>ответ даёт %1 значение %2, но до %1 поиск ни разу не доходит</translation>
    </message>
    <message>
        <source>%1 is worth %2%3, not %4</source>
        <translation>%1 имеет значение %2%3, а не %4</translation>
    </message>
    <message>
        <source> (%1 is the best found before the cut-off, what a fail-soft search returns; this one is fail-hard and returns the end of its window)</source>
        <translation> (%1 — лучшее, найденное до отсечения, то, что возвращает поиск fail-soft; этот поиск — fail-hard и возвращает край своего окна)</translation>
    </message>
    <message>
        <source>pruned</source>
        <translation>отсечён</translation>
    </message>
    <message>
        <source>%1 prunes nothing on this tree: every node is visited, %2 too.</source>
        <translation>%1 ничего не отсекает в этом дереве: посещается каждый узел, %2 тоже.</translation>
    </message>
    <message>
        <source>At %1 the window is (α = %2, β = %3) and no cut-off has ended its search, so %4 is searched.</source>
        <translation>В %1 окно равно (α = %2, β = %3), и ни одно отсечение не завершило его поиск, поэтому %4 исследуется.</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 в %2</translation>
    </message>
    <message>
        <source>%1 at node %2</source>
        <translation>%1 в узле %2</translation>
    </message>
    <message>
        <source>the search&apos;s event is %1, the answer&apos;s is %2</source>
        <translation>событие поиска — %1, событие ответа — %2</translation>
    </message>
    <message>
        <source>in %1, %2 is %3 in the search, %4 in the answer</source>
        <translation>в %1 %2 в поиске — %3, в ответе — %4</translation>
    </message>
    <message>
        <source>the answer ends after %1 events, but the search goes on with %2</source>
        <translation>ответ заканчивается после %1 событий, но поиск продолжается: %2</translation>
    </message>
    <message>
        <source>the search ends after %1 events, but the answer goes on with %2</source>
        <translation>поиск заканчивается после %1 событий, но ответ продолжается: %2</translation>
    </message>
    <message>
        <source>right</source>
        <translation>верно</translation>
    </message>
    <message>
        <source>step %1: %2.</source>
        <translation>шаг %1: %2.</translation>
    </message>
    <message>
        <source>the answer is empty</source>
        <translation>ответ пуст</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is given twice</source>
        <translation>&apos;%1&apos; указан дважды</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>&apos;%1&apos; — не число</translation>
    </message>
    <message>
        <source>&apos;%1&apos; names several nodes: give their ids (preorder numbers) instead</source>
        <translation>&apos;%1&apos; обозначает несколько узлов: укажите вместо этого их id (номера в прямом порядке)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a node id; with --numbers values, numbers in a list are the leaves&apos; values</source>
        <translation>&apos;%1&apos; — не id узла; с --numbers values числа в списке — значения листьев</translation>
    </message>
    <message>
        <source>no node is called &apos;%1&apos;</source>
        <translation>нет узла с именем &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move at the root: give a move&apos;s label or name, its index from 0, or #1 to #%2</source>
        <translation>&apos;%1&apos; — не ход из корня: укажите метку или имя хода, его индекс от 0 или от #1 до #%2</translation>
    </message>
    <message>
        <source>no value is given</source>
        <translation>значение не указано</translation>
    </message>
    <message>
        <source>no move is given</source>
        <translation>ход не указан</translation>
    </message>
    <message>
        <source>a value is one number; this is a second word</source>
        <translation>значение — одно число; это второе слово</translation>
    </message>
    <message>
        <source>a best move is one word; this is a second one</source>
        <translation>лучший ход — одно слово; это второе</translation>
    </message>
    <message>
        <source>the root is a leaf: there is no move</source>
        <translation>корень — лист: хода нет</translation>
    </message>
    <message>
        <source>not JSON: %1</source>
        <translation>не JSON: %1</translation>
    </message>
    <message>
        <source>a whole-tree answer is one JSON object {&quot;values&quot;: …, &quot;pruned&quot;: […]}</source>
        <translation>ответ для всего дерева — один объект JSON {&quot;values&quot;: …, &quot;pruned&quot;: […]}</translation>
    </message>
    <message>
        <source>a trace&apos;s events are JSON objects</source>
        <translation>события трассы — объекты JSON</translation>
    </message>
    <message>
        <source>not a JSON object: %1</source>
        <translation>не объект JSON: %1</translation>
    </message>
    <message>
        <source>each line of a trace is one JSON object</source>
        <translation>каждая строка трассы — один объект JSON</translation>
    </message>
    <message>
        <source>an event needs a &quot;type&quot; (a string: enter, read, return, …)</source>
        <translation>событию нужен &quot;type&quot; (строка: enter, read, return, …)</translation>
    </message>
    <message>
        <source>unknown event type &apos;%1&apos; (docs/trace-format.md lists them)</source>
        <translation>неизвестный тип события &apos;%1&apos; (их список — в docs/trace-format.md)</translation>
    </message>
    <message>
        <source>an event needs a &quot;node&quot; (an id, or a node&apos;s name)</source>
        <translation>событию нужен &quot;node&quot; (id или имя узла)</translation>
    </message>
    <message>
        <source>a node is an id or a name</source>
        <translation>узел — это id или имя</translation>
    </message>
    <message>
        <source>&quot;%1&quot; holds a number or a string</source>
        <translation>&quot;%1&quot; содержит число или строку</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a list</source>
        <translation>&quot;%1&quot; — список</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;: a whole-tree answer has &quot;values&quot; and &quot;pruned&quot;</source>
        <translation>неизвестный ключ &apos;%1&apos;: в ответе для всего дерева есть &quot;values&quot; и &quot;pruned&quot;</translation>
    </message>
    <message>
        <source>a value is a number or a string such as &quot;&lt;= 2&quot;</source>
        <translation>значение — число или строка, например &quot;&lt;= 2&quot;</translation>
    </message>
    <message>
        <source>%1 values for a tree of %2 nodes</source>
        <translation>%1 значений для дерева из %2 узлов</translation>
    </message>
    <message>
        <source>&quot;values&quot; is an object {&quot;A&quot;: 3, …} or an array by node id</source>
        <translation>&quot;values&quot; — объект {&quot;A&quot;: 3, …} или массив по id узлов</translation>
    </message>
    <message>
        <source>&quot;pruned&quot; is an array of leaves (ids or names)</source>
        <translation>&quot;pruned&quot; — массив листьев (id или имена)</translation>
    </message>
    <message>
        <source>a whole-tree answer needs &quot;values&quot;, &quot;pruned&quot; or both</source>
        <translation>ответу для всего дерева нужно &quot;values&quot;, &quot;pruned&quot; или оба</translation>
    </message>
    <message>
        <source>the answer holds %1: an answer is plain text</source>
        <translation>ответ содержит %1: ответ — это простой текст</translation>
    </message>
    <message>
        <source>the answer is empty: it holds only brackets, quotes and separators, no value, id or name</source>
        <translation>ответ пуст: в нём только скобки, кавычки и разделители, ни значения, ни номера, ни имени</translation>
    </message>
    <message>
        <source>the tree&apos;s nodes are 0 to %1</source>
        <translation>узлы дерева — от 0 до %1</translation>
    </message>
    <message>
        <source>there is no node %1: %2</source>
        <translation>узла %1 нет: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a node id (%2), and as a number it %3</source>
        <translation>«%1» — не номер узла (%2), а как число оно %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a node id: ids are whole numbers (%2)</source>
        <translation>«%1» — не номер узла: номера — целые числа (%2)</translation>
    </message>
    <message>
        <source>node %1 (leaf %2, %3)</source>
        <translation>узел %1 (лист %2, %3)</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos; (known: value, leaves, pruned, best, visits)</source>
        <translation>неизвестный ключ &apos;%1&apos; (известны: value, leaves, pruned, best, visits)</translation>
    </message>
    <message>
        <source>the root is a leaf: it has no children to count visits of</source>
        <translation>корень — лист: у него нет детей, чьи посещения можно считать</translation>
    </message>
    <message>
        <source>the root has %1 children: this is count %2</source>
        <translation>у корня детей: %1; это число номер %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a visit count: counts are whole numbers, 0 or more</source>
        <translation>&apos;%1&apos; — не число посещений: это целые числа от 0</translation>
    </message>
    <message>
        <source>the root has %1 children: give %1 visit counts, one per child in order (%2 given)</source>
        <translation>у корня детей: %1; укажите %1 чисел посещений, по одному на ребёнка по порядку (дано: %2)</translation>
    </message>
    <message>
        <source>%1 is visited more than %2 times: this back-up makes its N %3, and the search ends with N = %4</source>
        <translation>%1 посещается больше %2 раз: это обратное распространение делает его N равным %3, и поиск заканчивается с N = %4</translation>
    </message>
    <message>
        <source>%1 ends the search with N = %2, not %3</source>
        <translation>%1 заканчивает поиск с N = %2, а не %3</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Step through game-tree searches.</source>
        <translation>Пошаговый разбор поиска в дереве игры.</translation>
    </message>
    <message>
        <source>A .gtree, .json, .tree or .dot file.</source>
        <translation>Файл .gtree, .json, .tree или .dot.</translation>
    </message>
    <message>
        <source>Algorithm to search with.</source>
        <translation>Алгоритм поиска.</translation>
    </message>
    <message>
        <source>Step to show (&apos;end&apos;: last).</source>
        <translation>Показываемый шаг (&apos;end&apos;: последний).</translation>
    </message>
    <message>
        <source>Use the dark palette.</source>
        <translation>Использовать тёмную палитру.</translation>
    </message>
    <message>
        <source>Start presenting.</source>
        <translation>Начать презентацию.</translation>
    </message>
    <message>
        <source>Lay out with Graphviz dot.</source>
        <translation>Раскладка Graphviz dot.</translation>
    </message>
    <message>
        <source>Save the window and quit.</source>
        <translation>Сохранить снимок окна и выйти.</translation>
    </message>
</context>
</TS>
