<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>gt</name>
    <message>
        <source>Which node is taken off OPEN next? Click it.</source>
        <translation>接下来从 OPEN 取出哪个节点？单击它。</translation>
    </message>
    <message>
        <source>Which child of the root does the strategy work on next? Click it.</source>
        <translation>策略接下来处理根的哪个子节点？单击它。</translation>
    </message>
    <message>
        <source>Which child of %1 does the descent go to? Click it.</source>
        <translation>下降进入 %1 的哪个子节点？单击它。</translation>
    </message>
    <message>
        <source>Which state is taken off OPEN next? Click its node.</source>
        <translation>接下来从 OPEN 取出哪个状态？单击它的节点。</translation>
    </message>
    <message>
        <source>What merit does the SOLVED state of %1 get on OPEN?</source>
        <translation>%1 的 SOLVED 状态在 OPEN 上得到什么价值？</translation>
    </message>
    <message>
        <source>The leaf %1 = %2 returns to %3. What is %3&apos;s best so far now?</source>
        <translation>叶节点 %1 = %2 返回到 %3。现在 %3 目前的最佳值是多少？</translation>
    </message>
    <message>
        <source>What does %1 return in this pass?</source>
        <translation>%1 在这一轮返回什么？</translation>
    </message>
    <message>
        <source>What does %1 return to %2?</source>
        <translation>%1 向 %2 返回什么？</translation>
    </message>
    <message>
        <source>%1 is finished; %2 adds it with probability %3. What is %2&apos;s weighted sum now?</source>
        <translation>%1 已完成；%2 以概率 %3 将其加入。现在 %2 的加权和是多少？</translation>
    </message>
    <message>
        <source>A bound at %1 changes. What is α at %1 now?</source>
        <translation>%1 处的一个界发生变化。现在 %1 处的 α 是多少？</translation>
    </message>
    <message>
        <source>A bound at %1 changes. What is β at %1 now?</source>
        <translation>%1 处的一个界发生变化。现在 %1 处的 β 是多少？</translation>
    </message>
    <message>
        <source>Which branches of %1 are pruned now? Click them on the canvas, then Check.</source>
        <translation>%1 的哪些分支现在被剪枝？在画布上单击它们，然后点“检查”。</translation>
    </message>
    <message>
        <source>The search ends. What is the value of %1, the root?</source>
        <translation>搜索结束。根 %1 的值是多少？</translation>
    </message>
    <message>
        <source>The most-proving path passes %1, an OR node. Which child does it take? Click it.</source>
        <translation>最有证明力的路径经过 OR 节点 %1。它选择哪个子节点？请点击它。</translation>
    </message>
    <message>
        <source>The most-proving path passes %1, an AND node. Which child does it take? Click it.</source>
        <translation>最有证明力的路径经过 AND 节点 %1。它选择哪个子节点？请点击它。</translation>
    </message>
    <message>
        <source>The numbers are updated at %1. What is its proof number pn now?</source>
        <translation>%1 的数值被更新。它现在的证明数 pn 是多少？</translation>
    </message>
    <message>
        <source>Which child does UCB1 select at %1: the largest Q + c·√(ln N / N_child), ties to the leftmost? Click it.</source>
        <translation>UCB1 在 %1 处选择哪个子节点：Q + c·√(ln N / N_子) 最大者，相等时取最左？请点击它。</translation>
    </message>
    <message>
        <source>Which child does UCB1 select at %1: the smallest Q − c·√(ln N / N_child), ties to the leftmost? Click it.</source>
        <translation>UCB1 在 %1 处选择哪个子节点：Q − c·√(ln N / N_子) 最小者，相等时取最左？请点击它。</translation>
    </message>
    <message>
        <source>The result r = %1 is backed up into %2, which has N = %3 and W = %4. What do its N and W become?</source>
        <translation>结果 r = %1 回传到 %2，它现在 N = %3、W = %4。它的 N 和 W 变成多少？</translation>
    </message>
</context>
<context>
    <name>gt::Algorithm</name>
    <message>
        <source>It searches like minimax with a window α…β and skips children that cannot change the result.</source>
        <translation>它像极小极大一样搜索，但带有窗口 α…β，并跳过不可能改变结果的子节点。</translation>
    </message>
    <message>
        <source>It runs fail-soft alpha-beta with a narrow window around a guess; if the value lands outside the window, a second pass searches again on that side.</source>
        <translation>它以猜测值为中心、用窄窗口运行 fail-soft α-β 搜索；若值落在窗口之外，则在该侧再进行第二轮搜索。</translation>
    </message>
    <message>
        <source>Every node carries an interval [pess, opt]. It expands one node at a time, backs the bounds up to the root, and stops when one root child&apos;s pessimistic bound reaches every other child&apos;s optimistic one: that move is proven best.</source>
        <translation>每个节点带有区间 [pess, opt]。它每次扩展一个节点，把界回溯到根，当根的某个子节点的悲观界达到其他所有子节点的乐观界时停止：该着法即被证明为最佳。</translation>
    </message>
    <message>
        <source>It reads every MIN node as a chance node with equal probabilities and backs up weighted averages.</source>
        <translation>它把每个 MIN 节点视为等概率的机会节点，并回溯加权平均值。</translation>
    </message>
    <message>
        <source>MAX takes the largest value, MIN the smallest and a chance node the probability-weighted sum.</source>
        <translation>MAX 取最大值，MIN 取最小值，机会节点取按概率加权的和。</translation>
    </message>
    <message>
        <source>It runs alpha-beta to depth 1, 2, 3, … reading the nodes at each pass&apos;s horizon by their heuristic value, and tries the moves the earlier passes found good first.</source>
        <translation>它依次以深度 1、2、3、… 运行 α-β 搜索，在每轮的视界处读取节点的启发值，并优先尝试前几轮认为较好的着法。</translation>
    </message>
    <message>
        <source>It visits every node and backs values up from the leaves: MAX takes the largest, MIN the smallest.</source>
        <translation>它访问每个节点，并从叶节点向上回溯值：MAX 取最大值，MIN 取最小值。</translation>
    </message>
    <message>
        <source>It first generates the tree level by level, moving nodes from the queue OPEN to the list CLOSED, then walks CLOSED backwards and backs the values up from the bottom.</source>
        <translation>它先逐层生成树，把节点从队列 OPEN 移入列表 CLOSED，然后倒序遍历 CLOSED，自下而上回溯值。</translation>
    </message>
    <message>
        <source>It asks a series of yes/no questions about the root&apos;s value, starting at a guess (&quot;is it ≥ g?&quot;), each answered by a null-window alpha-beta pass that remembers bounds in a transposition table, until the bounds meet.</source>
        <translation>它就根的值提出一系列是/否问题，从一个猜测值开始（“它 ≥ g 吗？”），每个问题由一轮零窗口 α-β 搜索回答，该搜索在置换表中记住界，直到上下界相遇。</translation>
    </message>
    <message>
        <source>It asks &quot;is the value ≥ g?&quot; starting above every value, each time with the upper bound the last pass found; a null-window alpha-beta with a transposition table answers, reading SSS*&apos;s leaves in SSS*&apos;s order.</source>
        <translation>它从高于所有值处开始提问“值 ≥ g 吗？”，每次使用上一轮得到的上界；由带置换表的零窗口 α-β 搜索回答，按 SSS* 的顺序读取 SSS* 的叶节点。</translation>
    </message>
    <message>
        <source>It asks &quot;is the value &gt; g?&quot; starting below every value, each time with the lower bound the last pass found; a null-window alpha-beta with a transposition table answers, reading DUAL*&apos;s leaves.</source>
        <translation>它从低于所有值处开始提问“值 &gt; g 吗？”，每次使用上一轮得到的下界；由带置换表的零窗口 α-β 搜索回答，读取 DUAL* 的叶节点。</translation>
    </message>
    <message>
        <source>It is alpha-beta written for one player: every node maximises the value seen by the side to move, and a value changes sign where the side to move changes.</source>
        <translation>它是为单一玩家写法的 α-β 搜索：每个节点都最大化轮到走棋一方所见的值，在走棋方改变处值变号。</translation>
    </message>
    <message>
        <source>It searches the first child with the full window and tests every other child with a null window first; only a child that passes its test is searched again to find its value.</source>
        <translation>它用完整窗口搜索第一个子节点，对其余每个子节点先用零窗口测试；只有通过测试的子节点才会被重新搜索以求得其值。</translation>
    </message>
    <message>
        <source>It searches with the full window until a child improves the bound, then only tests each later child with a zero window, and searches a child again in full when it passes the test.</source>
        <translation>它用完整窗口搜索，直到某个子节点改进了界，此后对每个后续子节点只用零窗口测试，通过测试的子节点再完整地重新搜索。</translation>
    </message>
    <message>
        <source>It is SSS* with MAX and MIN exchanged: it keeps a list OPEN of states, always takes the one with the lowest merit and applies one case of the Γ operator to it.</source>
        <translation>它是交换了 MAX 与 MIN 的 SSS*：它维护一个状态列表 OPEN，每次取出价值最低的状态，并对其应用 Γ 算子的一种情形。</translation>
    </message>
    <message>
        <source>It keeps a list OPEN of states, always takes the one with the highest merit and applies one case of the Γ operator to it.</source>
        <translation>它维护一个状态列表 OPEN，每次取出价值最高的状态，并对其应用 Γ 算子的一种情形。</translation>
    </message>
    <message>
        <source>Alpha-beta that also prunes at chance nodes: since every leaf lies in [L, U], a chance node&apos;s value is bounded before all its children are searched, and it stops once that bound leaves its window.</source>
        <translation>在机会节点处也进行剪枝的 α-β 搜索：由于每个叶节点都在 [L, U] 之内，机会节点的值在搜索完所有子节点之前就有界，一旦该界离开其窗口便停止。</translation>
    </message>
    <message>
        <source>Star1 that first probes: below a chance node whose children are all MAX (or all MIN) nodes it searches one grandchild per child, whose values bound the children and may settle the chance node before the full search.</source>
        <translation>先进行探测的 Star1：在所有子节点都是 MAX（或都是 MIN）节点的机会节点之下，它对每个子节点只搜索一个孙节点，其值为子节点定界，可能在完整搜索前就确定该机会节点。</translation>
    </message>
    <message>
        <source>Alpha-beta</source>
        <translation>α-β 剪枝</translation>
    </message>
    <message>
        <source>Aspiration search</source>
        <translation>渴望搜索</translation>
    </message>
    <message>
        <source>B*</source>
        <translation>B*</translation>
    </message>
    <message>
        <source>%1 has no interval; B* needs an interval [pess, opt] on every inner node (as in interval=2:7)</source>
        <translation>%1 没有区间；B* 要求每个内部节点都有区间 [pess, opt]（如 interval=2:7）</translation>
    </message>
    <message>
        <source>%1 has the value %2, outside the leaf bounds [%3, %4]</source>
        <translation>%1 的值为 %2，超出叶节点界 [%3, %4]</translation>
    </message>
    <message>
        <source>%1 is at the depth limit %2 but has no heuristic value</source>
        <translation>%1 位于深度限制 %2，但没有启发值</translation>
    </message>
    <message>
        <source>every child of %1 has a probability below --min-prob %2: nothing would be searched</source>
        <translation>%1 的每个子节点的概率都低于 --min-prob %2：将什么也不会搜索</translation>
    </message>
    <message>
        <source>Expectimax</source>
        <translation>期望极大</translation>
    </message>
    <message>
        <source>Expectiminimax</source>
        <translation>期望极小极大</translation>
    </message>
    <message>
        <source>Iterative deepening</source>
        <translation>迭代加深</translation>
    </message>
    <message>
        <source>%1 has no heuristic value, and iterative deepening reads it at the horizon of pass %2</source>
        <translation>%1 没有启发值，而迭代加深在第 %2 轮的视界处要读取它</translation>
    </message>
    <message>
        <source>Minimax</source>
        <translation>极小极大</translation>
    </message>
    <message>
        <source>Minimax (two phases)</source>
        <translation>极小极大（两阶段）</translation>
    </message>
    <message>
        <source>Negamax</source>
        <translation>负极大</translation>
    </message>
    <message>
        <source>NegaScout</source>
        <translation>NegaScout</translation>
    </message>
    <message>
        <source>Principal variation search</source>
        <translation>主变例搜索</translation>
    </message>
    <message>
        <source>%1 is a %2 node; %3 searches only %4 nodes</source>
        <translation>%1 是 %2 节点；%3 只搜索 %4 节点</translation>
    </message>
    <message>
        <source>two algorithms declare --%1 differently</source>
        <translation>两个算法对 --%1 的声明不同</translation>
    </message>
    <message>
        <source>unknown algorithm &apos;%1&apos; (known: %2)</source>
        <translation>未知算法“%1”（已知：%2）</translation>
    </message>
    <message>
        <source>internal error: %1 computed a value for %2 that is not a finite number</source>
        <translation>内部错误：%1 为 %2 计算出的值不是有限数</translation>
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
        <translation>%1 的概率为 0；*-minimax 要除以每个子节点的概率</translation>
    </message>
    <message>
        <source>      if v &gt; β: prune the remaining children   ▷ β cut-off, strict: tested before line 7</source>
        <translation>      若 v &gt; β: 剪掉其余子节点   ▷ β 剪枝，严格：在第 7 行之前检验</translation>
    </message>
    <message>
        <source>      if v &lt; α: prune the remaining children   ▷ α cut-off, strict: tested before line 13</source>
        <translation>      若 v &lt; α: 剪掉其余子节点   ▷ α 剪枝，严格：在第 13 行之前检验</translation>
    </message>
    <message>
        <source>  return v   ▷ fail-soft: as found, even outside the window n was given</source>
        <translation>  返回 v   ▷ fail-soft：按找到的值，即使在 n 所得的窗口之外</translation>
    </message>
    <message>
        <source>  return v clamped to the window n was given   ▷ fail-hard</source>
        <translation>  返回截断到 n 所得窗口内的 v   ▷ fail-hard</translation>
    </message>
    <message>
        <source>Monte-Carlo tree search (UCT)</source>
        <translation>蒙特卡洛树搜索（UCT）</translation>
    </message>
    <message>
        <source>It grows a search tree one node per iteration: it selects down the tree by UCB1, adds one child, plays out to a leaf at random and backs the result up; the move played is the root child visited most.</source>
        <translation>它每次迭代让搜索树增长一个节点：按 UCB1 沿树向下选择，添加一个子节点，随机模拟到叶子，再把结果回传；最终走法是访问次数最多的根子节点。</translation>
    </message>
    <message>
        <source>%1 has no heuristic value; a playout of --playout-depth %2 can stop there</source>
        <translation>%1 没有启发值；--playout-depth %2 的模拟可能停在那里</translation>
    </message>
    <message>
        <source>Proof-number search</source>
        <translation>证明数搜索</translation>
    </message>
    <message>
        <source>It reads MAX nodes as OR and MIN nodes as AND and asks whether MAX wins: it keeps proof and disproof numbers, expands the most-proving node each time and stops when the root is proven or disproven.</source>
        <translation>它把 MAX 节点视为“或”、MIN 节点视为“与”，判断 MAX 是否获胜：维护证明数和反证数，每次扩展最具证明性的节点，直到根被证明或被否证为止。</translation>
    </message>
</context>
<context>
    <name>gt::AlgorithmPicker</name>
    <message>
        <source>The search algorithm</source>
        <translation>搜索算法</translation>
    </message>
    <message>
        <source>unknown algorithm</source>
        <translation>未知算法</translation>
    </message>
    <message>
        <source>%1 cannot search this tree: %2</source>
        <translation>%1 无法搜索这棵树：%2</translation>
    </message>
</context>
<context>
    <name>gt::BoardEditor</name>
    <message>
        <source>%1: click for x, again for o, again to clear</source>
        <translation>%1：单击放 x，再单击放 o，再单击清空</translation>
    </message>
</context>
<context>
    <name>gt::CallStackDock</name>
    <message>
        <source>Call stack</source>
        <translation>调用栈</translation>
    </message>
</context>
<context>
    <name>gt::CallStackModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>%1/%2（%3）</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
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
        <translation>当前值</translation>
    </message>
    <message>
        <source>Child</source>
        <translation>子节点</translation>
    </message>
</context>
<context>
    <name>gt::CanvasController</name>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>适应窗口(&amp;F)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>Follow the &amp;Current Node</source>
        <translation>跟随当前节点(&amp;C)</translation>
    </message>
    <message>
        <source>Scroll the canvas so that the node the search is at stays in view</source>
        <translation>滚动画布，使搜索所在的节点保持可见</translation>
    </message>
    <message>
        <source>&amp;Tidy Layout</source>
        <translation>整齐布局(&amp;T)</translation>
    </message>
    <message>
        <source>Graphviz &amp;dot Layout</source>
        <translation>Graphviz dot 布局(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Dark Palette</source>
        <translation>深色配色(&amp;D)</translation>
    </message>
    <message>
        <source>Show Node &amp;Ids</source>
        <translation>显示节点编号(&amp;I)</translation>
    </message>
    <message>
        <source>Write each node&apos;s preorder id (#5) beside it, as the panels and the narration name nodes; on by default for trees without names</source>
        <translation>在每个节点旁写出其先序编号（#5），与面板和解说中对节点的称呼一致；对没有名称的树默认开启</translation>
    </message>
    <message>
        <source>Negamax Values from the &amp;Side to Move</source>
        <translation>从走棋方视角显示负极大值(&amp;S)</translation>
    </message>
    <message>
        <source>For negamax, show each value as the side to move at the node sees it (MIN&apos;s negated), with a − on the edges where the side changes; otherwise every value is MAX&apos;s</source>
        <translation>对负极大，按节点处走棋方所见显示每个值（MIN 的取反），并在走棋方改变的边上标 −；否则所有值都是 MAX 的值</translation>
    </message>
    <message>
        <source>Lay the tree out with Graphviz dot</source>
        <translation>用 Graphviz dot 布局这棵树</translation>
    </message>
    <message>
        <source>dot is offered for trees of up to %1 nodes: this one has %2</source>
        <translation>dot 只用于最多 %1 个节点的树：这棵树有 %2 个</translation>
    </message>
    <message>
        <source>This tree has %1 nodes: dot is offered up to %2, so it is laid out tidily.</source>
        <translation>这棵树有 %1 个节点：dot 只用于最多 %2 个节点，因此采用整齐布局。</translation>
    </message>
    <message>
        <source>Laying the tree out with dot…</source>
        <translation>正在用 dot 布局…</translation>
    </message>
    <message>
        <source>dot could not lay out the tree: %1</source>
        <translation>dot 无法布局这棵树：%1</translation>
    </message>
    <message>
        <source>Laid out with dot.</source>
        <translation>已用 dot 布局。</translation>
    </message>
    <message>
        <source>&amp;Break When the Search Reaches %1</source>
        <translation>搜索到达 %1 时暂停(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Go to Where the Search Reaches It</source>
        <translation>转到搜索到达它的位置(&amp;G)</translation>
    </message>
</context>
<context>
    <name>gt::ComparePanel</name>
    <message>
        <source>Options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Show or hide this algorithm&apos;s options</source>
        <translation>显示或隐藏此算法的选项</translation>
    </message>
    <message>
        <source>Remove this algorithm from the comparison</source>
        <translation>从比较中移除此算法</translation>
    </message>
    <message>
        <source>step %1 / %2</source>
        <translation>第 %1 / %2 步</translation>
    </message>
    <message>
        <source>Leaves read: %1 / %2</source>
        <translation>已读取的叶节点：%1 / %2</translation>
    </message>
    <message>
        <source>One pass</source>
        <translation>一轮</translation>
    </message>
    <message>
        <source>Passes: %1</source>
        <translation>轮数：%1</translation>
    </message>
    <message>
        <source>Pass %1 of %2</source>
        <translation>第 %1 轮，共 %2 轮</translation>
    </message>
    <message>
        <source>Value: %1</source>
        <translation>值：%1</translation>
    </message>
    <message>
        <source>Root so far: %1</source>
        <translation>目前的根值：%1</translation>
    </message>
    <message>
        <source>Value: not yet</source>
        <translation>值：尚未得出</translation>
    </message>
    <message>
        <source>Nodes expanded: %1</source>
        <translation>已展开节点：%1</translation>
    </message>
    <message>
        <source>Root proven</source>
        <translation>根已证明</translation>
    </message>
    <message>
        <source>Root disproven</source>
        <translation>根已否证</translation>
    </message>
    <message>
        <source>Iterations: %1 / %2</source>
        <translation>迭代：%1 / %2</translation>
    </message>
    <message>
        <source>Leaves read in playouts: %1</source>
        <translation>模拟中读取的叶子：%1</translation>
    </message>
    <message>
        <source>Estimate: %1</source>
        <translation>估计：%1</translation>
    </message>
    <message>
        <source>Root so far: Q = %1</source>
        <translation>目前根：Q = %1</translation>
    </message>
</context>
<context>
    <name>gt::CompareWindow</name>
    <message>
        <source>&amp;Compare Algorithms…</source>
        <translation>比较算法(&amp;C)…</translation>
    </message>
    <message>
        <source>By step</source>
        <translation>按步</translation>
    </message>
    <message>
        <source>By leaf read</source>
        <translation>按读取的叶节点</translation>
    </message>
    <message>
        <source>Compare Algorithms — GameTree Studio</source>
        <translation>比较算法 — GameTree Studio</translation>
    </message>
    <message>
        <source>Step two or more algorithms through this tree side by side</source>
        <translation>让两个或更多算法在这棵树上并排单步执行</translation>
    </message>
    <message>
        <source>Every search takes one step at a time</source>
        <translation>每个搜索每次前进一步</translation>
    </message>
    <message>
        <source>Every search goes on to its next leaf read: who reads fewer leaves finishes first</source>
        <translation>每个搜索前进到它读取的下一个叶节点：读取叶节点少者先完成</translation>
    </message>
    <message>
        <source>Add Algorithm</source>
        <translation>添加算法</translation>
    </message>
    <message>
        <source>Compare one more algorithm (at most %1)</source>
        <translation>再比较一个算法（最多 %1 个）</translation>
    </message>
    <message>
        <source>Step together:</source>
        <translation>一起单步：</translation>
    </message>
    <message>
        <source>Back to the start (Home)</source>
        <translation>回到开头（Home）</translation>
    </message>
    <message>
        <source>Step back together (←)</source>
        <translation>一起后退（←）</translation>
    </message>
    <message>
        <source>Play / pause (Space)</source>
        <translation>播放 / 暂停（Space）</translation>
    </message>
    <message>
        <source>Step forward together (→)</source>
        <translation>一起前进（→）</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>到结尾（End）</translation>
    </message>
    <message>
        <source>Step %1 / %2</source>
        <translation>第 %1 / %2 步</translation>
    </message>
    <message>
        <source>End: every search finished</source>
        <translation>结束：所有搜索均已完成</translation>
    </message>
    <message>
        <source>Start: no leaf read yet</source>
        <translation>开始：尚未读取叶节点</translation>
    </message>
    <message>
        <source>Leaf read %1 / %2</source>
        <translation>读取的叶节点 %1 / %2</translation>
    </message>
    <message>
        <source>%1 cannot search this tree.</source>
        <translation>%1 无法搜索这棵树。</translation>
    </message>
    <message>
        <source>Fewest leaves read: %1 with %2 (%3).</source>
        <translation>读取叶节点最少：%1，共 %2 个（%3）。</translation>
    </message>
    <message>
        <source>Same value: %1.</source>
        <translation>值相同：%1。</translation>
    </message>
    <message>
        <source>The values differ: %1.</source>
        <translation>值不同：%1。</translation>
    </message>
    <message>
        <source>Same move: %1.</source>
        <translation>选择相同的一步：%1。</translation>
    </message>
    <message>
        <source>They choose different moves: %1.</source>
        <translation>它们选择了不同的走法：%1。</translation>
    </message>
    <message numerus="yes">
        <source>Each reads %n leaves.</source>
        <translation>
            <numerusform>每个都读取 %n 个叶节点。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 reads %2 leaves.</source>
        <translation>%1 读取 %2 个叶子。</translation>
    </message>
    <message>
        <source>%1 runs %2 iterations, reading %3 leaves in its playouts.</source>
        <translation>%1 运行 %2 次迭代，在模拟中读取 %3 个叶子。</translation>
    </message>
    <message>
        <source>%1 finds the value %2.</source>
        <translation>%1 求得的值为 %2。</translation>
    </message>
    <message>
        <source>%1: the root is proven, %2 nodes expanded.</source>
        <translation>%1：根已证明，展开了 %2 个节点。</translation>
    </message>
    <message>
        <source>%1: the root is disproven, %2 nodes expanded.</source>
        <translation>%1：根已否证，展开了 %2 个节点。</translation>
    </message>
    <message>
        <source>%1 estimates %2 (the value is %3).</source>
        <translation>%1 估计为 %2（值为 %3）。</translation>
    </message>
    <message>
        <source>%1 estimates %2.</source>
        <translation>%1 估计为 %2。</translation>
    </message>
    <message>
        <source>Fit Every Tree to Its Panel</source>
        <translation>让每棵树适应其面板</translation>
    </message>
</context>
<context>
    <name>gt::DocumentController</name>
    <message>
        <source>That file has changed on disk since: it stays as it is, and Save asks where the recovered tree goes.</source>
        <translation>该文件此后已在磁盘上更改：它保持原样，“保存”会询问恢复的树存放到哪里。</translation>
    </message>
    <message>
        <source>That file is no longer there: Save asks where the recovered tree goes.</source>
        <translation>该文件已不存在：“保存”会询问恢复的树存放到哪里。</translation>
    </message>
    <message>
        <source>Whether that file is still the same cannot be told: it stays as it is, and Save asks where the recovered tree goes.</source>
        <translation>无法判断该文件是否仍相同：它保持原样，“保存”会询问恢复的树存放到哪里。</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>New from &amp;Generator…</source>
        <translation>从生成器新建(&amp;G)…</translation>
    </message>
    <message>
        <source>New from Ga&amp;me…</source>
        <translation>从游戏新建(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Re&amp;vert to Saved</source>
        <translation>恢复为已保存版本(&amp;V)</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>Save the Tree</source>
        <translation>保存树</translation>
    </message>
    <message>
        <source>GameTree document (*.gtree);;GameTree document as JSON (*.json);;Tree notation (*.tree);;Graphviz DOT (*.dot)</source>
        <translation>GameTree 文档 (*.gtree);;JSON 格式的 GameTree 文档 (*.json);;树记法 (*.tree);;Graphviz DOT (*.dot)</translation>
    </message>
    <message>
        <source>⚠ Autosave failed: %1</source>
        <translation>⚠ 自动保存失败：%1</translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <source>Autosave failed: %1. Until the tree is saved, a crash would lose the changes.</source>
        <translation>自动保存失败：%1。在保存这棵树之前，一旦崩溃将丢失更改。</translation>
    </message>
    <message>
        <source>The tree “%1” has changes that are not saved. Save them first?</source>
        <translation>树“%1”有未保存的更改。先保存吗？</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>New tree: press Tab (or Insert) to add the root and its first child.</source>
        <translation>新树：按 Tab（或 Insert）添加根节点及其第一个子节点。</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1，使用 %2</translation>
    </message>
    <message>
        <source>Not saved: %1.</source>
        <translation>未保存：%1。</translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <source>Saved %1. A .%2 file cannot keep the %3: save as .json to keep them.</source>
        <translation>已保存 %1。.%2 文件无法保留 %3：请另存为 .json 以保留它们。</translation>
    </message>
    <message>
        <source>This tree has no file to revert to.</source>
        <translation>这棵树没有可恢复的文件。</translation>
    </message>
    <message>
        <source>Throw away the changes and reload %1?</source>
        <translation>放弃更改并重新加载 %1？</translation>
    </message>
    <message>
        <source>Not reverted: %1</source>
        <translation>未恢复：%1</translation>
    </message>
    <message>
        <source>Cannot Revert</source>
        <translation>无法恢复</translation>
    </message>
    <message>
        <source>Reverted to the saved %1.</source>
        <translation>已恢复为已保存的 %1。</translation>
    </message>
    <message>
        <source>an untitled tree</source>
        <translation>一棵未命名的树</translation>
    </message>
    <message>
        <source>GameTree Studio stopped with unsaved changes to %1 (autosaved %2). Recover them?</source>
        <translation>GameTree Studio 退出时 %1 有未保存的更改（自动保存于 %2）。要恢复吗？</translation>
    </message>
    <message>
        <source>The autosave cannot be read: %1</source>
        <translation>无法读取自动保存：%1</translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation>恢复未保存的更改</translation>
    </message>
    <message>
        <source>Recovered the unsaved changes to %1. %2</source>
        <translation>已恢复 %1 的未保存更改。%2</translation>
    </message>
    <message>
        <source>the example “%1”</source>
        <translation>示例“%1”</translation>
    </message>
    <message>
        <source>Recovered the unsaved changes to %1.</source>
        <translation>已恢复对 %1 的未保存更改。</translation>
    </message>
    <message>
        <source>Changed on Disk</source>
        <translation>磁盘上的文件已更改</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>覆盖(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>重新载入(&amp;R)</translation>
    </message>
    <message>
        <source>Kept your changes: Save replaces the file on disk with them.</source>
        <translation>已保留您的更改：保存时将用它们替换磁盘上的文件。</translation>
    </message>
    <message>
        <source>“%1” has changed on disk since it was opened or saved here. Overwrite it with the tree shown here, reload it (the changes here are lost), or save the tree as another file?</source>
        <translation>“%1”在此处打开或保存之后已在磁盘上被更改。要用此处显示的树覆盖它、重新载入它（此处的更改将丢失），还是将树另存为其他文件？</translation>
    </message>
    <message>
        <source>Not saved: %1 changed on disk and stays as it is.</source>
        <translation>未保存：%1 已在磁盘上被更改，保持原样。</translation>
    </message>
    <message>
        <source>Not reloaded: %1</source>
        <translation>未重新载入：%1</translation>
    </message>
    <message>
        <source>Cannot Reload</source>
        <translation>无法重新载入</translation>
    </message>
    <message>
        <source>Reloaded %1 as it is on disk.</source>
        <translation>已按磁盘上的内容重新载入 %1。</translation>
    </message>
    <message>
        <source>%1 changed on disk: reloaded.</source>
        <translation>%1 已在磁盘上被更改：已重新载入。</translation>
    </message>
</context>
<context>
    <name>gt::DocumentTextCommand</name>
    <message>
        <source>Change Title and Notes</source>
        <translation>更改标题和备注</translation>
    </message>
</context>
<context>
    <name>gt::Dot</name>
    <message>
        <source>internal error: %1</source>
        <translation>内部错误：%1</translation>
    </message>
    <message>
        <source>the graph is undirected; a game tree is a digraph whose edges (-&gt;) point from parent to child</source>
        <translation>该图是无向图；博弈树是有向图，其边（-&gt;）从父节点指向子节点</translation>
    </message>
    <message>
        <source>the graph has no nodes</source>
        <translation>该图没有节点</translation>
    </message>
    <message>
        <source>the graph has more than %1 nodes</source>
        <translation>该图的节点多于 %1 个</translation>
    </message>
    <message>
        <source> has an edge to itself</source>
        <translation> 有一条指向自身的边</translation>
    </message>
    <message>
        <source> has two edges from %1</source>
        <translation> 有两条来自 %1 的边</translation>
    </message>
    <message>
        <source> has two parents, %1 and %2; in a tree every node but the root has one</source>
        <translation> 有两个父节点 %1 和 %2；在树中除根以外的每个节点只有一个父节点</translation>
    </message>
    <message>
        <source> has more than %1 children</source>
        <translation> 的子节点多于 %1 个</translation>
    </message>
    <message>
        <source>the graph has no root (a node without a parent): the edges %1 form a cycle</source>
        <translation>该图没有根（没有父节点的节点）：边 %1 构成一个环</translation>
    </message>
    <message>
        <source> is not connected to any other node</source>
        <translation> 不与任何其他节点相连</translation>
    </message>
    <message>
        <source>the graph has two roots, %1 and %2%3; a tree has one node without a parent</source>
        <translation>该图有两个根 %1 和 %2%3；树只有一个没有父节点的节点</translation>
    </message>
    <message>
        <source> cannot be reached from the root %1: the edges %2 form a cycle</source>
        <translation> 无法从根 %1 到达：边 %2 构成一个环</translation>
    </message>
    <message>
        <source>: the %1 is longer than %2 characters</source>
        <translation>：%1 长于 %2 个字符</translation>
    </message>
    <message>
        <source>: interval &quot;%1&quot; is not two numbers pessimistic:optimistic, as in &quot;2:7&quot;</source>
        <translation>：区间“%1”不是“悲观:乐观”形式的两个数，如“2:7”</translation>
    </message>
    <message>
        <source>interval bound</source>
        <translation>区间界</translation>
    </message>
    <message>
        <source>: unknown kind &quot;%1&quot;; expected max, min, chance or leaf</source>
        <translation>：未知类型“%1”；应为 max、min、chance 或 leaf</translation>
    </message>
    <message>
        <source>: the name is longer than %1 characters</source>
        <translation>：名称长于 %1 个字符</translation>
    </message>
    <message>
        <source>: the name contains %1</source>
        <translation>：名称包含 %1</translation>
    </message>
    <message>
        <source>prob on the edge into it</source>
        <translation>进入它的边上的 prob</translation>
    </message>
    <message>
        <source>: the probability on its edge (%1) and on the node (%2) differ</source>
        <translation>：其边上的概率（%1）与节点上的概率（%2）不同</translation>
    </message>
    <message>
        <source>: the label on the edge into it is longer than %1 characters</source>
        <translation>：进入它的边上的标签长于 %1 个字符</translation>
    </message>
    <message>
        <source>: the label on the edge into it contains %1</source>
        <translation>：进入它的边上的标签包含 %1</translation>
    </message>
    <message>
        <source> in line %1</source>
        <translation> （第 %1 行）</translation>
    </message>
    <message>
        <source>a game graph is a digraph: a move goes from one position to another (write digraph and -&gt;)</source>
        <translation>博弈图是有向图：一步棋从一个局面走到另一个局面（请写 digraph 和 -&gt;）</translation>
    </message>
    <message>
        <source>the graph has no vertices</source>
        <translation>图中没有顶点</translation>
    </message>
    <message>
        <source>node %1: result &quot;%2&quot; is not win, loss or draw</source>
        <translation>节点 %1：结果“%2”不是 win、loss 或 draw</translation>
    </message>
    <message>
        <source>node %1 declares the result %2 but has moves: only a position without moves ends the game</source>
        <translation>节点 %1 声明了结果 %2，但还有着法：只有无着法的局面才结束对局</translation>
    </message>
</context>
<context>
    <name>gt::EditActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Add &amp;Child</source>
        <translation>添加子节点(&amp;C)</translation>
    </message>
    <message>
        <source>Add &amp;Sibling</source>
        <translation>添加兄弟节点(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Delete Subtree</source>
        <translation>删除子树(&amp;D)</translation>
    </message>
    <message>
        <source>D&amp;uplicate Subtree</source>
        <translation>创建子树副本(&amp;U)</translation>
    </message>
    <message>
        <source>Move &amp;Left</source>
        <translation>左移(&amp;L)</translation>
    </message>
    <message>
        <source>Move &amp;Right</source>
        <translation>右移(&amp;R)</translation>
    </message>
    <message>
        <source>Make &amp;Max Node</source>
        <translation>设为 Max 节点(&amp;M)</translation>
    </message>
    <message>
        <source>Make M&amp;in Node</source>
        <translation>设为 Min 节点(&amp;I)</translation>
    </message>
    <message>
        <source>Make C&amp;hance Node</source>
        <translation>设为机会节点(&amp;H)</translation>
    </message>
    <message>
        <source>Make &amp;Leaf</source>
        <translation>设为叶节点(&amp;L)</translation>
    </message>
    <message>
        <source>Edit &amp;Value</source>
        <translation>编辑值(&amp;V)</translation>
    </message>
    <message>
        <source>Re&amp;name</source>
        <translation>重命名(&amp;N)</translation>
    </message>
    <message>
        <source>Edit Move &amp;Label</source>
        <translation>编辑着法标签(&amp;L)</translation>
    </message>
    <message>
        <source>Edit &amp;Probability</source>
        <translation>编辑概率(&amp;P)</translation>
    </message>
    <message>
        <source>N&amp;ormalise Probabilities</source>
        <translation>概率归一化(&amp;O)</translation>
    </message>
    <message>
        <source>Cu&amp;t Subtree</source>
        <translation>剪切子树(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy Subtree</source>
        <translation>复制子树(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste (Replace Subtree)</source>
        <translation>粘贴（替换子树）(&amp;P)</translation>
    </message>
    <message>
        <source>Paste as C&amp;hild</source>
        <translation>粘贴为子节点(&amp;H)</translation>
    </message>
    <message>
        <source>Edit Subtree as &amp;Text…</source>
        <translation>以文本编辑子树(&amp;T)…</translation>
    </message>
    <message>
        <source>C&amp;ollapse / Expand Subtree</source>
        <translation>折叠/展开子树(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Transform Leaf Values…</source>
        <translation>变换叶节点值(&amp;T)…</translation>
    </message>
    <message>
        <source>Change &amp;Kind</source>
        <translation>更改类型(&amp;K)</translation>
    </message>
    <message>
        <source>value of %1</source>
        <translation>%1 的值</translation>
    </message>
    <message>
        <source>heuristic value of %1 (empty: none)</source>
        <translation>%1 的启发值（留空：无）</translation>
    </message>
    <message>
        <source>“%1” %2</source>
        <translation>“%1” %2</translation>
    </message>
    <message>
        <source>name of node %1</source>
        <translation>节点 %1 的名称</translation>
    </message>
    <message>
        <source>move into %1</source>
        <translation>进入 %1 的着法</translation>
    </message>
    <message>
        <source>a move label cannot contain ( ) , : or =</source>
        <translation>着法标签不能包含 ( ) , : 或 =</translation>
    </message>
    <message>
        <source>probability of %1 (0.25 or 1/4; empty: uniform)</source>
        <translation>%1 的概率（0.25 或 1/4；留空：均匀分布）</translation>
    </message>
    <message>
        <source>a probability cannot be negative</source>
        <translation>概率不能为负</translation>
    </message>
    <message>
        <source>the subtree in the notation, e.g. max(3, min(4, 5))</source>
        <translation>以记法表示的子树，例如 max(3, min(4, 5))</translation>
    </message>
    <message>
        <source>Copied %1 as %2</source>
        <translation>已将 %1 复制为 %2</translation>
    </message>
    <message>
        <source>Cut Subtree</source>
        <translation>剪切子树</translation>
    </message>
    <message>
        <source>The clipboard holds no text to paste as a tree.</source>
        <translation>剪贴板中没有可作为树粘贴的文本。</translation>
    </message>
    <message>
        <source>Select the node to paste onto (or the one to paste under), or start a new tree to paste a whole one.</source>
        <translation>选择要粘贴到的节点（或要粘贴到其下的节点），或新建一棵树来粘贴整棵树。</translation>
    </message>
    <message>
        <source>Values go on leaves: select a leaf (↓ goes down), or press F2 to give %1 a heuristic value.</source>
        <translation>值放在叶节点上：选择一个叶节点（↓ 向下），或按 F2 为 %1 设置启发值。</translation>
    </message>
    <message>
        <source>Drop %1 beside its siblings to reorder them.</source>
        <translation>把 %1 放到其兄弟节点旁边以重新排序。</translation>
    </message>
    <message>
        <source>Not moved: drop a node in its own row, beside its siblings.</source>
        <translation>未移动：请把节点放在它自己的那一行、兄弟节点旁边。</translation>
    </message>
</context>
<context>
    <name>gt::ExamplesMenu</name>
    <message>
        <source>Classic: minimax 10, expectimax 54.5</source>
        <translation>经典：极小极大 10，期望极大 54.5</translation>
    </message>
    <message>
        <source>AIMA&apos;s three-ply tree (figure 5.2)</source>
        <translation>AIMA 的三层树（图 5.2）</translation>
    </message>
    <message>
        <source>Chance nodes with odds 0.7 / 0.3</source>
        <translation>概率为 0.7 / 0.3 的机会节点</translation>
    </message>
    <message>
        <source>Perfectly ordered tree (Knuth–Moore)</source>
        <translation>完美排序的树（Knuth–Moore）</translation>
    </message>
    <message>
        <source>SSS* reads fewer leaves than alpha-beta</source>
        <translation>SSS* 比 α-β 读取更少的叶节点</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>示例(&amp;X)</translation>
    </message>
    <message>
        <source>No examples built in</source>
        <translation>没有内置示例</translation>
    </message>
    <message>
        <source>Star1: a chance node cut off by leaf bounds</source>
        <translation>Star1：借助叶子界限剪掉一个机会节点</translation>
    </message>
    <message>
        <source>Every leaf lies in [0, 10], so after the right chance node&apos;s first child gives 2 its second child must beat 7 to matter: watch the window (7, 10) on the edge into it: its first leaf, 7, already holds it to 7, the bar beside the chance node leaves its window, and the leaf 4 is never read. Switch to Star2 to see it probe each child first.</source>
        <translation>每个叶子都在 [0, 10] 内，因此右侧机会节点的第一个子节点给出 2 之后，它的第二个子节点必须超过 7 才有影响：请观察通向它的边上的窗口 (7, 10)。它的第一个叶子 7 已经把它限制在 7，机会节点旁的条形离开了它的窗口，叶子 4 从未被读取。切换到 Star2，可以看到它先探测每个子节点。</translation>
    </message>
    <message>
        <source>Skipping unlikely chance children (--min-prob 0.5)</source>
        <translation>跳过不太可能的机会子节点（--min-prob 0.5）</translation>
    </message>
    <message>
        <source>Children with probability below 0.5 are not searched, so each chance node reads only its 0.7 child and the root shows 1 where the exact value is 0.7: look at the grey 0.3 branches and the approximate value at the root.</source>
        <translation>概率低于 0.5 的子节点不被搜索，因此每个机会节点只读取其概率为 0.7 的子节点，根节点显示 1，而精确值是 0.7：请看灰色的 0.3 分支和根节点上的近似值。</translation>
    </message>
    <message>
        <source>Expectimax by sampling (4 draws, seed 1)</source>
        <translation>通过抽样的 Expectimax（4 次抽取，种子 1）</translation>
    </message>
    <message>
        <source>Each min node, a fair coin under expectimax, averages 4 drawn outcomes instead of both children: the right one draws 100 three times and shows 77.25 where the exact value is 54.5. Re-sample (new seed) to watch the estimate move.</source>
        <translation>在 expectimax 下，每个 MIN 节点都是一枚公平的硬币，它对 4 次抽取的结果取平均，而不是对两个子节点：右边那个三次抽到 100，显示 77.25，而精确值是 54.5。重新抽样（新种子）可以看到估计值的变化。</translation>
    </message>
    <message>
        <source>B* on Berliner&apos;s hand-worked tree</source>
        <translation>B* 在 Berliner 手算的树上</translation>
    </message>
    <message>
        <source>Every inner node carries [pess, opt]; B* (provebest) expands A, B, D, E, C and G and stops when pess(B) = 7 reaches opt of every other root child: watch the interval band under the tree and the bounds beside each node. F and H are never expanded.</source>
        <translation>每个内部节点带有 [pess, opt]；B*（provebest）依次扩展 A、B、D、E、C 和 G，当 pess(B) = 7 达到根节点其他每个子节点的 opt 时停止：请观察树下方的区间带和每个节点旁的界限。F 和 H 从未被扩展。</translation>
    </message>
    <message>
        <source>Squaring the leaves flips expectimax</source>
        <translation>把叶子平方会改变 expectimax 的选择</translation>
    </message>
    <message>
        <source>Expectimax takes L (6 against ½·2 + ½·9 = 5.5); apply Edit ▸ Transform Leaf Values… with x² and it takes R (36 against 42.5), while minimax takes L both times.</source>
        <translation>Expectimax 选择 L（6 对 ½·2 + ½·9 = 5.5）；用 x² 执行“编辑 ▸ 变换叶节点值…”后它选择 R（36 对 42.5），而 minimax 两次都选择 L。</translation>
    </message>
    <message>
        <source>Ranking the leaves flips expectimax</source>
        <translation>把叶子换成名次会改变 expectimax 的选择</translation>
    </message>
    <message>
        <source>Expectimax takes R (10 against (9 + 9 + 100)/3 ≈ 39.3); apply Edit ▸ Transform Leaf Values… with rank and it takes L (2 against 5/3), while minimax takes L both times.</source>
        <translation>Expectimax 选择 R（10 对 (9 + 9 + 100)/3 ≈ 39.3）；用名次执行“编辑 ▸ 变换叶节点值…”后它选择 L（2 对 5/3），而 minimax 两次都选择 L。</translation>
    </message>
    <message>
        <source>Tian Ji&apos;s horse race: Sun Bin&apos;s answer wins 2-1</source>
        <translation>田忌赛马：孙膑的对策以 2-1 获胜</translation>
    </message>
    <message>
        <source>Sun Bin&apos;s advice to Tian Ji (Records of the Grand Historian): the king of Qi and general Tian Ji race three horses each, one race per class, and the king&apos;s horse is a little faster than Tian Ji&apos;s in every class - but Tian Ji&apos;s top horse beats the king&apos;s middle one and his middle horse beats the king&apos;s bottom one. Racing class against class Tian Ji loses 0-3. The root is the king (MIN): he chooses the order of his horses for races 1, 2, 3 (edge &apos;king TMB&apos;: top, middle, bottom). Tian Ji (MAX) answers knowing it, with an order of his own (edge &apos;BTM&apos;: his bottom horse in race 1, his top in race 2, his middle in race 3). A leaf is named by the races Tian Ji won and lost, and its value is won minus lost. Step through minimax: under every order of the king, Tian Ji&apos;s best answer - his bottom horse against the king&apos;s top, his top against the king&apos;s middle, his middle against the king&apos;s bottom - wins 2-1, so every MAX node is worth +1 and so is the root: Sun Bin&apos;s answer wins because Tian Ji moves second and sees the king&apos;s order. No answer wins 3-0, since Tian Ji&apos;s bottom horse loses to every horse of the king.</source>
        <translation>孙膑给田忌的建议（《史记》）：齐王和田忌将军各出三匹马，每个等级比一场，齐王的马在每个等级都比田忌的稍快 - 但田忌的上等马能胜齐王的中等马，他的中等马能胜齐王的下等马。同等级对同等级，田忌以 0-3 落败。根节点是齐王（MIN）：他选择自己的马在第 1、2、3 场的顺序（边 &apos;king TMB&apos;：上、中、下）。田忌（MAX）知道这个顺序后，用自己的顺序应对（边 &apos;BTM&apos;：第 1 场出下等马，第 2 场出上等马，第 3 场出中等马）。叶子以田忌赢和输的场次命名，其值为胜场减负场。逐步执行 minimax：无论齐王用哪种顺序，田忌的最佳对策 - 以下等马对齐王的上等马，以上等马对其中等马，以中等马对其下等马 - 都以 2-1 获胜，所以每个 MAX 节点值为 +1，根节点也是：孙膑的对策之所以获胜，是因为田忌后出并看到了齐王的顺序。没有任何对策能 3-0 获胜，因为田忌的下等马输给齐王的每一匹马。</translation>
    </message>
    <message>
        <source>Tic-tac-toe two plies deep: f(p) picks the centre</source>
        <translation>两层深的井字棋：f(p) 选择中心</translation>
    </message>
    <message>
        <source>Nilsson&apos;s tic-tac-toe search from the lecture, two plies deep: x (MAX) has nine first moves, o (MIN) eight replies each, and the 72 positions at the horizon are valued by f(p) = (lines still open for x) - (lines still open for o), a line being open for a side when the other has no stone on it. Edges name the square played (columns a-c, rows 1-3 from the bottom); the inspector shows each node&apos;s position. Step through minimax: after x in the centre (b2) o&apos;s best reply is a corner, f = 5 - 4 = 1; after x in a corner o takes the centre, f = 4 - 5 = -1; after x on an edge o&apos;s best gives -2. So x plays the centre and the root is worth 1. Made by: gametree generate tictactoe --depth 2 (try --depth 4, or --opponent-p 0.7 with expectimax).</source>
        <translation>课上 Nilsson 的井字棋搜索，深两层：x（MAX）有九种第一步，o（MIN）各有八种应对，视野处的 72 个局面用 f(p) = （对 x 仍开放的线数）-（对 o 仍开放的线数）来评估；当一条线上没有对方的棋子时，这条线对这一方开放。边标出所下的格子（列 a-c，行 1-3 从下往上）；检查器显示每个节点的局面。逐步执行 minimax：x 下中心（b2）后，o 的最佳应对是角，f = 5 - 4 = 1；x 下角后 o 占中心，f = 4 - 5 = -1；x 下边后 o 的最佳应对得 -2。所以 x 下中心，根节点值为 1。生成命令：gametree generate tictactoe --depth 2（可试试 --depth 4，或配合 expectimax 使用 --opponent-p 0.7）。</translation>
    </message>
    <message>
        <source>MT-SSS* on Plaat et al.&apos;s tree: four passes</source>
        <translation>Plaat 等人的树上的 MT-SSS*：四轮</translation>
    </message>
    <message>
        <source>The binary tree of depth 4 from Plaat, Schaeffer, Pijls and de Bruin (1996, figures 4–7), minimax value 35. MT-SSS* is SSS* as a series of null-window alpha-beta passes with a transposition table: it starts from the bound +∞ and tests it, and each pass lowers the bound, from +∞ to 41, 36 and 35, until the fourth pass proves 35: watch the pass band under the tree. It reads the same 8 leaves as SSS*, where alpha-beta reads 12 of the 16. Switch to MTD(f) or MT-DUAL* to compare their passes.</source>
        <translation>Plaat、Schaeffer、Pijls 和 de Bruin（1996，图 4–7）中深度为 4 的二叉树，minimax 值为 35。MT-SSS* 是以一系列带置换表的零窗口 alpha-beta 轮次实现的 SSS*：它从界限 +∞ 开始并检验它，每一轮都降低界限，从 +∞ 降到 41、36 和 35，直到第四轮证明 35：请观察树下方的轮次带。它读取的 8 个叶子与 SSS* 相同，而 alpha-beta 读取 16 个中的 12 个。切换到 MTD(f) 或 MT-DUAL* 来比较它们的轮次。</translation>
    </message>
</context>
<context>
    <name>gt::Export</name>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>第 %1 步，共 %2 步：%3</translation>
    </message>
    <message>
        <source>No steps selected.</source>
        <translation>未选择任何步骤。</translation>
    </message>
    <message>
        <source>Before the search: no node is reached yet.</source>
        <translation>搜索之前：尚未到达任何节点。</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>the picture is too large for a PNG (%1%2 × %3 pixels; the limit is %4 million a side and %5 million in all): use SVG or PDF, or fewer pixels per point</source>
        <translation>图片对 PNG 来说太大（%1%2 × %3 像素；上限为每边 %4 百万、总计 %5 百万）：请使用 SVG 或 PDF，或减少每点像素数</translation>
    </message>
    <message>
        <source>at least </source>
        <translation>至少 </translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation>博弈树</translation>
    </message>
    <message>
        <source>there is no tree to export</source>
        <translation>没有可导出的树</translation>
    </message>
    <message>
        <source>a deck shows the steps of a search: choose an algorithm</source>
        <translation>演示文稿展示搜索的各个步骤：请选择一种算法</translation>
    </message>
    <message>
        <source>no step of the search (0 to %1) is in the chosen range</source>
        <translation>搜索的步骤（0 到 %1）都不在所选范围内</translation>
    </message>
    <message>
        <source>an HTML player of %1 steps over %2 nodes would take at least %3 MB (the limit is %4 MB): %5</source>
        <translation>一个包含 %1 步、%2 个节点的 HTML 播放器至少需要 %3 MB（上限为 %4 MB）：%5</translation>
    </message>
    <message>
        <source>choose fewer steps (--from/--to, --key-steps) or a PDF deck</source>
        <translation>请选择更少的步骤（--from/--to、--key-steps）或使用 PDF 演示文稿</translation>
    </message>
    <message>
        <source>a tree this large needs a PDF deck</source>
        <translation>这么大的树需要 PDF 演示文稿</translation>
    </message>
    <message>
        <source>unknown export format</source>
        <translation>未知的导出格式</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the code of this language for HTML&apos;s lang attribute, e.g. de</comment>
        <translation>zh-CN</translation>
    </message>
    <message>
        <source>a %1 deck of %2 steps over %3 nodes would draw %4 million nodes, the whole tree on every page (the limit is %5 million): %6</source>
        <translation>%2 步、%3 个节点的 %1 幻灯片将绘制 %4 百万个节点，每页都是整棵树（上限为 %5 百万）：%6</translation>
    </message>
    <message>
        <source>choose fewer steps (--from/--to, --key-steps) or show the steps of a smaller tree</source>
        <translation>请选择更少的步骤（--from/--to、--key-steps），或展示更小的树的步骤</translation>
    </message>
    <message>
        <source>a tree this large fits in a single picture (render), not a deck</source>
        <translation>这么大的树适合单张图片（render），而不是幻灯片</translation>
    </message>
    <message>
        <source>Visits N of each root child</source>
        <translation>每个根子节点的访问次数 N</translation>
    </message>
    <message>
        <source>Q of each root child (dashed: its minimax value)</source>
        <translation>每个根子节点的 Q（虚线：其极小化极大值）</translation>
    </message>
    <message>
        <source>iteration</source>
        <translation>迭代</translation>
    </message>
    <message>
        <source>Iteration %1 of %2, step %3 of %4: %5</source>
        <translation>第 %1 次迭代（共 %2 次），第 %3 步（共 %4 步）：%5</translation>
    </message>
    <message>
        <source>Iteration</source>
        <translation>迭代</translation>
    </message>
    <message>
        <source>by iteration</source>
        <translation>按迭代</translation>
    </message>
    <message>
        <source>by phase</source>
        <translation>按阶段</translation>
    </message>
    <message>
        <source>Retrograde analysis</source>
        <translation>逆向分析</translation>
    </message>
    <message>
        <source>Step %1 of %2: </source>
        <translation>第 %1 步，共 %2 步： </translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>Cannot tell the format of %1: use .pdf, .tex or .html.</source>
        <translation>无法判断 %1 的格式：请使用 .pdf、.tex 或 .html。</translation>
    </message>
</context>
<context>
    <name>gt::ExportActions</name>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>Copy as &amp;Image</source>
        <translation>复制为图像(&amp;I)</translation>
    </message>
    <message>
        <source>Copy as S&amp;VG</source>
        <translation>复制为 SVG(&amp;V)</translation>
    </message>
    <message>
        <source>Save the current step, or the search as slides, in any format</source>
        <translation>以任意格式保存当前步骤，或将搜索保存为幻灯片</translation>
    </message>
    <message>
        <source>Copy the current step as a picture</source>
        <translation>将当前步骤复制为图片</translation>
    </message>
    <message>
        <source>Copy the current step as SVG, for vector drawing programs</source>
        <translation>将当前步骤复制为 SVG，供矢量绘图程序使用</translation>
    </message>
    <message>
        <source>The picture is too large for an image: copy it as SVG instead</source>
        <translation>图片太大，无法作为图像：请改为复制为 SVG</translation>
    </message>
    <message>
        <source>Copied a %1 × %2 picture</source>
        <translation>已复制 %1 × %2 的图片</translation>
    </message>
    <message>
        <source>Copied the picture as SVG</source>
        <translation>已将图片复制为 SVG</translation>
    </message>
</context>
<context>
    <name>gt::ExportDialog</name>
    <message>
        <source>SVG picture</source>
        <translation>SVG 图片</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG 图像</translation>
    </message>
    <message>
        <source>PDF picture</source>
        <translation>PDF 图片</translation>
    </message>
    <message>
        <source>TikZ for LaTeX</source>
        <translation>LaTeX 用 TikZ</translation>
    </message>
    <message>
        <source>Annotated DOT (Graphviz)</source>
        <translation>带注释的 DOT（Graphviz）</translation>
    </message>
    <message>
        <source>PDF deck, a page per step</source>
        <translation>PDF 演示文稿，每步一页</translation>
    </message>
    <message>
        <source>Beamer slides, an overlay per step</source>
        <translation>Beamer 幻灯片，每步一个叠层</translation>
    </message>
    <message>
        <source>HTML player for a course page</source>
        <translation>用于课程网页的 HTML 播放器</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Backed-up &amp;values and bounds</source>
        <translation>回溯值和界(&amp;V)</translation>
    </message>
    <message>
        <source>α/β &amp;windows</source>
        <translation>α/β 窗口(&amp;W)</translation>
    </message>
    <message>
        <source>Chance &amp;formulas</source>
        <translation>机会节点公式(&amp;F)</translation>
    </message>
    <message>
        <source>Node &amp;ids</source>
        <translation>节点编号(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Legend</source>
        <translation>图例(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Narration as caption</source>
        <translation>解说作为图注(&amp;N)</translation>
    </message>
    <message>
        <source>greyed</source>
        <translation>灰显</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>隐藏</translation>
    </message>
    <message>
        <source>&amp;Dark palette</source>
        <translation>深色配色(&amp;D)</translation>
    </message>
    <message>
        <source>Values from the &amp;side to move</source>
        <translation>从走棋方视角的值(&amp;S)</translation>
    </message>
    <message>
        <source>Negamax: each value as the side to move sees it, with − on the edges where it changes sign, as in View ▸ Negamax Values from the Side to Move</source>
        <translation>负极大：按走棋方所见显示每个值，在变号的边上标 −，与“视图 ▸ 从走棋方视角显示负极大值”相同</translation>
    </message>
    <message>
        <source>Pruned subtrees:</source>
        <translation>被剪掉的子树：</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>标题：</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>pixels per point</source>
        <translation>每点像素数</translation>
    </message>
    <message>
        <source>DPI</source>
        <translation>DPI</translation>
    </message>
    <message>
        <source>&amp;Transparent background</source>
        <translation>透明背景(&amp;T)</translation>
    </message>
    <message>
        <source>Bare tikzpicture, to paste into a document</source>
        <translation>纯 tikzpicture，用于粘贴到文档中</translation>
    </message>
    <message>
        <source>PNG size:</source>
        <translation>PNG 尺寸：</translation>
    </message>
    <message>
        <source>Steps of a deck</source>
        <translation>演示文稿的步骤</translation>
    </message>
    <message>
        <source>&amp;Every step</source>
        <translation>每一步(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Key steps: leaves read, cut-offs, values at the root</source>
        <translation>关键步骤(&amp;K)：读取叶节点、剪枝、根处的值</translation>
    </message>
    <message>
        <source>from</source>
        <translation>从</translation>
    </message>
    <message>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>格式(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Step:</source>
        <translation>步骤(&amp;S)：</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>图片</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>源码</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>A deck shows the steps of a search: choose an algorithm first.</source>
        <translation>演示文稿展示搜索的各个步骤：请先选择一种算法。</translation>
    </message>
    <message>
        <source>No step is in the chosen range.</source>
        <translation>所选范围内没有步骤。</translation>
    </message>
    <message>
        <source>%1 × %2 pt</source>
        <translation>%1 × %2 pt</translation>
    </message>
    <message>
        <source>%1 × %2 pixels at %3 DPI</source>
        <translation>%1 × %2 像素，%3 DPI</translation>
    </message>
    <message>
        <source>1 page of %1</source>
        <translation>1 页，尺寸 %1</translation>
    </message>
    <message>
        <source>%1 pages of %2</source>
        <translation>%1 页，尺寸 %2</translation>
    </message>
    <message>
        <source>A tikzpicture; the document needs \usepackage{tikz}</source>
        <translation>一个 tikzpicture；文档需要 \usepackage{tikz}</translation>
    </message>
    <message>
        <source>A standalone document; compile with pdflatex</source>
        <translation>一个独立文档；用 pdflatex 编译</translation>
    </message>
    <message>
        <source>Pinned positions: neato -n2 -Tsvg draws this picture</source>
        <translation>固定位置：由 neato -n2 -Tsvg 绘制此图</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>无法导出</translation>
    </message>
    <message numerus="yes">
        <source>One slide with %n overlays, a page each; compile with pdflatex</source>
        <translation>
            <numerusform>一张幻灯片，含 %n 个叠层，每个一页；用 pdflatex 编译</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n steps in one self-contained file</source>
        <translation>
            <numerusform>%n 步，在一个独立文件中</numerusform>
        </translation>
    </message>
    <message>
        <source>One step per whole iteratio&amp;n (as the stepper&apos;s &quot;by iteration&quot;)</source>
        <translation>每次完整迭代一步(&amp;N)（同步进器的“按迭代”）</translation>
    </message>
</context>
<context>
    <name>gt::GameTree</name>
    <message>
        <source>the tree is empty</source>
        <translation>树为空</translation>
    </message>
    <message>
        <source>the root index is out of range</source>
        <translation>根索引超出范围</translation>
    </message>
    <message>
        <source>draft node %1 is reached twice: the graph is not a tree</source>
        <translation>草稿节点 %1 被到达两次：该图不是树</translation>
    </message>
    <message>
        <source>draft node %1 has a child index out of range</source>
        <translation>草稿节点 %1 有超出范围的子节点索引</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>节点 %1</translation>
    </message>
    <message>
        <source>node %1 (%2)</source>
        <translation>节点 %1（%2）</translation>
    </message>
</context>
<context>
    <name>gt::Generator</name>
    <message>
        <source>Dice game: Pig</source>
        <translation>骰子游戏：Pig</translation>
    </message>
    <message>
        <source>The dice game Pig for expectiminimax: roll a die as often as you dare (a 1 loses the turn total) or hold to bank it; first to the goal wins (+100 for MAX, -100 for MIN), and after D decisions the score difference estimates the rest.</source>
        <translation>用于期望极小极大的骰子游戏 Pig：敢掷多少次骰子就掷多少次（掷出 1 则失去本回合累计分），或停手把分数存入；先达到目标者获胜（MAX 为 +100，MIN 为 -100），在 D 次决策之后用分差估计剩余局面。</translation>
    </message>
    <message>
        <source>Gomoku</source>
        <translation>五子棋</translation>
    </message>
    <message>
        <source>Gomoku on 15x15 from a position (x is MAX): at every node the W best moves by a threat-counting score, D plies deep, a static evaluation of the lines at the horizon, and five in a row ends the game (+-1,000,000).</source>
        <translation>从某个局面开始的 15x15 五子棋（x 为 MAX）：在每个节点按威胁计数评分取 W 个最佳着法，深 D 层，在视界处对各条线做静态评估，五子连珠则对局结束（+-1,000,000）。</translation>
    </message>
    <message>
        <source>Grundy&apos;s game</source>
        <translation>Grundy 游戏</translation>
    </message>
    <message>
        <source>Grundy&apos;s game from a pile of n tokens: a move splits one pile into two unequal piles and the player who cannot move loses (+1: MAX wins, -1: MIN wins), with MAX moving first.</source>
        <translation>从一堆 n 枚筹码开始的 Grundy 游戏：一步把一堆分成不等的两堆，无法走子的一方输（+1：MAX 胜，-1：MIN 胜），MAX 先走。</translation>
    </message>
    <message>
        <source>L-game</source>
        <translation>L 游戏</translation>
    </message>
    <message>
        <source>De Bono&apos;s L-game from a position: every move to the depth, with the exact value of the retrograde analysis at the horizon (100 minus the plies to the end for a win of the player to move at the root, the negative for a loss, 0 for a draw).</source>
        <translation>从某个局面开始的 De Bono 的 L 游戏：搜索到指定深度的所有着法，在视界处使用逆向分析的精确值（根处走棋方获胜为 100 减去到终局的层数，失败为其相反数，和棋为 0）。</translation>
    </message>
    <message>
        <source>Random tree</source>
        <translation>随机树</translation>
    </message>
    <message>
        <source>A uniform tree of max and min levels (chance levels between them if asked) with random whole-number leaf values, the same for the same seed everywhere.</source>
        <translation>由 max 层和 min 层组成的均匀树（如有要求，中间插入机会层），叶节点为随机整数值，相同种子在任何地方都得到相同结果。</translation>
    </message>
    <message>
        <source>Tic-tac-toe</source>
        <translation>井字棋</translation>
    </message>
    <message>
        <source>The game tree of tic-tac-toe from a position, x as MAX: the whole game, or depth-limited with Nilsson&apos;s f(p) (lines open for x minus lines open for o) at the horizon; optionally an opponent who plays its best reply with probability p.</source>
        <translation>从某个局面开始的井字棋博弈树，x 为 MAX：整局游戏，或在视界处用 Nilsson 的 f(p)（对 x 开放的线数减去对 o 开放的线数）进行限深搜索；可选一个以概率 p 走出最佳应着的对手。</translation>
    </message>
    <message>
        <source>write S-T +R P: MAX&apos;s score, MIN&apos;s score, the turn total and max or min to move, e.g. 12-7 +4 max</source>
        <translation>写作 S-T +R P：MAX 的得分、MIN 的得分、本回合累计分，以及轮到 max 或 min 走，例如 12-7 +4 max</translation>
    </message>
    <message>
        <source>a score already reaches the goal %1: the game is over</source>
        <translation>已有得分达到目标 %1：游戏已结束</translation>
    </message>
    <message>
        <source>a turn total of 1 cannot happen (a 1 ends the turn)</source>
        <translation>本回合累计分不可能为 1（掷出 1 即结束本回合）</translation>
    </message>
    <message>
        <source>Pig to depth %1 with a %2-sided die has more than 5,000,000 nodes; try a smaller --depth or --die</source>
        <translation>深度为 %1、使用 %2 面骰子的 Pig 有超过 5,000,000 个节点；请尝试更小的 --depth 或 --die</translation>
    </message>
    <message>
        <source>the board has %1 rows; write 15 rows of 15 cells (x, o or .) from top to bottom, joined by /</source>
        <translation>棋盘有 %1 行；请从上到下写 15 行、每行 15 格（x、o 或 .），用 / 连接</translation>
    </message>
    <message>
        <source>row %1 from the top has %2 cells, not 15</source>
        <translation>从上数第 %1 行有 %2 格，而不是 15 格</translation>
    </message>
    <message>
        <source>row %1 from the top has &quot;%2&quot;; cells are x, o or .</source>
        <translation>从上数第 %1 行含有“%2”；格子只能是 x、o 或 .</translation>
    </message>
    <message>
        <source>x has %1 stones and o %2; players alternate, so the counts differ by at most one</source>
        <translation>x 有 %1 子，o 有 %2 子；双方轮流走子，因此子数最多相差一</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a token here; after the board come x or o (the side to move) and @h8 (the last move), each once</source>
        <translation>“%1”在此处不是有效记号；棋盘之后依次是 x 或 o（轮到走棋方）和 @h8（上一步），各一次</translation>
    </message>
    <message>
        <source>%1 has a stone more, so it is not %1&apos;s move</source>
        <translation>%1 多一子，因此不是轮到 %1 走</translation>
    </message>
    <message>
        <source>%1 has five in a row but it is %1&apos;s move: the game ended before</source>
        <translation>%1 已五子连珠，却轮到 %1 走：对局已在此前结束</translation>
    </message>
    <message>
        <source>the last move %1 is not a stone of %2, who moved last</source>
        <translation>上一步 %1 不是最后走子的 %2 的棋子</translation>
    </message>
    <message>
        <source>Gomoku with width %1 and depth %2 may have more than 1,000,000 nodes; try a smaller --width or --depth</source>
        <translation>宽度 %1、深度 %2 的五子棋可能有超过 1,000,000 个节点；请尝试更小的 --width 或 --depth</translation>
    </message>
    <message>
        <source>--position &quot;%1&quot;: &quot;%2&quot; is not a pile; write the piles as whole numbers of at least 1 joined by +, e.g. 4+2+1</source>
        <translation>--position“%1”：“%2”不是一堆；请把各堆写成至少为 1 的整数并用 + 连接，例如 4+2+1</translation>
    </message>
    <message>
        <source>--position &quot;%1&quot; has more than %2 tokens in all</source>
        <translation>--position“%1”总共多于 %2 枚筹码</translation>
    </message>
    <message>
        <source>Grundy&apos;s game from %1 has more than 5,000,000 nodes%2; try a smaller --pile or a --depth</source>
        <translation>从 %1 开始的 Grundy 游戏有超过 5,000,000 个节点%2；请尝试更小的 --pile 或使用 --depth</translation>
    </message>
    <message>
        <source> to depth %1</source>
        <translation> 到深度 %1</translation>
    </message>
    <message>
        <source>player A&apos;s L</source>
        <translation>玩家 A 的 L</translation>
    </message>
    <message>
        <source>player B&apos;s L</source>
        <translation>玩家 B 的 L</translation>
    </message>
    <message>
        <source>the neutral pieces</source>
        <translation>中立棋子</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; on the board, not %3 (%4)</source>
        <translation>棋盘上有 %1 个“%2”，而不是 %3 个（%4）</translation>
    </message>
    <message>
        <source>the four &apos;%1&apos; do not form an L</source>
        <translation>四个“%1”不构成 L 形</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of . x # *</source>
        <translation>“%1”不是 . x # * 之一</translation>
    </message>
    <message>
        <source>an L-game position is 4 rows of 4 joined by &apos;/&apos;, e.g. x##./.#*./.#*./.**x A</source>
        <translation>L 游戏的局面是用“/”连接的 4 行、每行 4 格，例如 x##./.#*./.#*./.**x A</translation>
    </message>
    <message>
        <source>an L-game board has 4 rows joined by &apos;/&apos;, not %1</source>
        <translation>L 游戏棋盘有用“/”连接的 4 行，而不是 %1 行</translation>
    </message>
    <message>
        <source>&apos;%1&apos; after the board: the side to move is A or B</source>
        <translation>棋盘之后的“%1”：轮到走棋的一方应为 A 或 B</translation>
    </message>
    <message>
        <source>more than 4 lines: lgame.in holds the board only</source>
        <translation>多于 4 行：lgame.in 只包含棋盘</translation>
    </message>
    <message>
        <source>line %1 has %2 characters; each of the 4 lines has 4</source>
        <translation>第 %1 行有 %2 个字符；4 行中每行应有 4 个</translation>
    </message>
    <message>
        <source>the board ends after line %1; lgame.in has 4 lines of 4</source>
        <translation>棋盘在第 %1 行后结束；lgame.in 有 4 行、每行 4 个字符</translation>
    </message>
    <message>
        <source>the tree from this position to --depth %1 has more than 1,000,000 nodes: lower --depth%2</source>
        <translation>从此局面到 --depth %1 的树有超过 1,000,000 个节点：请降低 --depth%2</translation>
    </message>
    <message>
        <source> or use --neutral best</source>
        <translation> 或使用 --neutral best</translation>
    </message>
    <message>
        <source>--values takes whole numbers LO:HI</source>
        <translation>--values 取整数 LO:HI</translation>
    </message>
    <message>
        <source>--moves %1 is fewer letters than the %2 children of a node: each child needs a letter of its own</source>
        <translation>--moves %1 的字母数少于一个节点的 %2 个子节点：每个子节点需要自己的字母</translation>
    </message>
    <message>
        <source>a tree with branching %1 and depth %2 has more than 5,000,000 nodes</source>
        <translation>分支因子 %1、深度 %2 的树有超过 5,000,000 个节点</translation>
    </message>
    <message>
        <source>a board is 3 rows joined by &apos;/&apos;, not %1</source>
        <translation>棋盘是用“/”连接的 3 行，而不是 %1</translation>
    </message>
    <message>
        <source>row %1 of the board has %2 cells, not 3</source>
        <translation>棋盘第 %1 行有 %2 格，而不是 3 格</translation>
    </message>
    <message>
        <source>row %1 of the board holds &apos;%2&apos;: cells are x, o or .</source>
        <translation>棋盘第 %1 行含有“%2”：格子只能是 x、o 或 .</translation>
    </message>
    <message>
        <source>the board has %1 x and %2 o: the counts of a game differ by at most one</source>
        <translation>棋盘上有 %1 个 x 和 %2 个 o：对局中两者数目最多相差一</translation>
    </message>
    <message>
        <source>%1 cannot be to move with %2 x and %3 o on the board</source>
        <translation>棋盘上有 %2 个 x 和 %3 个 o 时不可能轮到 %1 走</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a last move: @ and a square a1 … c3</source>
        <translation>“%1”不是上一步：应为 @ 加一个格子 a1 … c3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a token of a position: x or o (the side to move) or @ and a square (the last move)</source>
        <translation>“%1”不是局面的记号：应为 x 或 o（轮到走棋方）或 @ 加一个格子（上一步）</translation>
    </message>
    <message>
        <source>both x and o have three in a row</source>
        <translation>x 和 o 都已三子连线</translation>
    </message>
    <message>
        <source>%1 has three in a row and is to move: the game ended when %1 made the line</source>
        <translation>%1 已三子连线却轮到它走：对局在 %1 连成此线时已经结束</translation>
    </message>
    <message>
        <source>U+%1 is not one of . x # *</source>
        <translation>U+%1 不是 . x # * 之一</translation>
    </message>
    <message>
        <source>Grundy&apos;s game from a pile of n tokens (or given piles): every position reachable, each once; the player who cannot split a pile loses.</source>
        <translation>Grundy 游戏，从一堆 n 枚棋子（或给定的几堆）开始：每个可达局面各出现一次；无法再分堆的一方输。</translation>
    </message>
    <message>
        <source>The L-game: all 18,368 positions, each written with A to move (# the mover&apos;s L); the player who cannot move their L loses.</source>
        <translation>L 游戏：全部 18,368 个局面，每个都写成轮到 A 走（# 为走子方的 L）；无法移动自己 L 的一方输。</translation>
    </message>
    <message>
        <source>Tic-tac-toe from a position (the empty board: 5,478 positions): every position reachable, each once; a line of three loses for the side to move, a full board without one is a draw.</source>
        <translation>井字棋，从某个局面开始（空棋盘：5,478 个局面）：每个可达局面各出现一次；出现三连则轮到走棋的一方输，棋盘下满而无三连为和棋。</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a square of Gomoku: a1 … o15</source>
        <translation>“%1”不是五子棋的格子：a1 … o15</translation>
    </message>
    <message>
        <source>the game is over after %1 moves; %2 comes after its end</source>
        <translation>对局在 %1 步后已结束；%2 在结束之后</translation>
    </message>
    <message>
        <source>%1 is taken already</source>
        <translation>%1 已被占据</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a square of tic-tac-toe: a1 … c3</source>
        <translation>“%1”不是井字棋的格子：a1 … c3</translation>
    </message>
    <message>
        <source>--opponent-p and --opponent-from are two opponent models: give one of them</source>
        <translation>--opponent-p 和 --opponent-from 是两种对手模型：只能给出其中一个</translation>
    </message>
</context>
<context>
    <name>gt::GeneratorDialog</name>
    <message>
        <source>Seed:</source>
        <translation>种子：</translation>
    </message>
    <message>
        <source>New Seed</source>
        <translation>新种子</translation>
    </message>
    <message>
        <source>New from Game</source>
        <translation>从游戏新建</translation>
    </message>
    <message>
        <source>New from Generator</source>
        <translation>从生成器新建</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>创建</translation>
    </message>
    <message>
        <source>The same seed makes the same tree, on every computer and with `gametree generate`.</source>
        <translation>相同的种子生成相同的树，在任何计算机上以及用 `gametree generate` 都一样。</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Choose a generator.</source>
        <translation>请选择一个生成器。</translation>
    </message>
    <message>
        <source>The seed is a whole number from 0 to %1.</source>
        <translation>种子是 0 到 %1 之间的整数。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln nodes: </source>
        <translation>
            <numerusform>%Ln 个节点： </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln leaves, </source>
        <translation>
            <numerusform>%Ln 个叶节点， </numerusform>
        </translation>
    </message>
    <message>
        <source>depth %1.</source>
        <translation>深度 %1。</translation>
    </message>
    <message>
        <source>Choose the file of recorded games…</source>
        <translation>选择对局记录文件…</translation>
    </message>
    <message>
        <source>Recorded Games</source>
        <translation>对局记录</translation>
    </message>
    <message>
        <source>Recorded games (*.txt);;All files (*)</source>
        <translation>对局记录 (*.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop making this tree; the options stay as they are.</source>
        <translation>停止生成这棵树；选项保持不变。</translation>
    </message>
    <message>
        <source>Making the tree…</source>
        <translation>正在生成树…</translation>
    </message>
    <message>
        <source>Stopped: no tree was made. Change an option to make one.</source>
        <translation>已停止：没有生成树。更改一个选项即可重新生成。</translation>
    </message>
</context>
<context>
    <name>gt::Graph</name>
    <message>
        <source>the tree is empty</source>
        <translation>树是空的</translation>
    </message>
    <message>
        <source>%1 is a chance node: a game graph has no chance</source>
        <translation>%1 是机会节点：博弈图中没有机会</translation>
    </message>
    <message>
        <source>%1 is a leaf without a value: its result is not known</source>
        <translation>%1 是没有值的叶子：其结果未知</translation>
    </message>
</context>
<context>
    <name>gt::GraphPanel</name>
    <message>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Find a position…</source>
        <translation>查找局面…</translation>
    </message>
    <message>
        <source>Queue, front first:</source>
        <translation>队列（队首在前）：</translation>
    </message>
    <message>
        <source>Solved: %1</source>
        <translation>已求解：%1</translation>
    </message>
    <message>
        <source>So far: %1</source>
        <translation>目前：%1</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>……还有 %1 个</translation>
    </message>
    <message>
        <source>No position contains “%1”.</source>
        <translation>没有局面包含“%1”。</translation>
    </message>
    <message>
        <source>%1: %2, no move.</source>
        <translation>%1：%2，无着法。</translation>
    </message>
    <message>
        <source>%1: %2, best move to %3.</source>
        <translation>%1：%2，最佳着法走到 %3。</translation>
    </message>
    <message>
        <source>Positions within</source>
        <translation>范围内的局面：</translation>
    </message>
    <message numerus="yes">
        <source>moves</source>
        <comment>after the number of moves in the box</comment>
        <translation>
            <numerusform>步</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gt::GraphPresentation</name>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>Leave Presentation Mode</source>
        <translation>退出演示模式</translation>
    </message>
    <message>
        <source>Full screen, positions, narration and panel in large type (Escape leaves)</source>
        <translation>全屏，局面、解说和面板使用大字体（按 Escape 退出）</translation>
    </message>
</context>
<context>
    <name>gt::GraphQuiz</name>
    <message>
        <source>%1 (%2) has left the queue, and %3 has a move to it.</source>
        <translation>%1（%2）已离开队列，%3 有一步走到它。</translation>
    </message>
    <message>
        <source>%1 has no move. What is it for the player to move there?</source>
        <translation>%1 无棋可走。对轮到走棋的一方来说它是什么？</translation>
    </message>
    <message>
        <source>The queue is empty and %1 is still undecided. What does it become?</source>
        <translation>队列已空，%1 仍未判定。它会变成什么？</translation>
    </message>
    <message>
        <source>What does %1 become?</source>
        <translation>%1 会变成什么？</translation>
    </message>
    <message>
        <source>What is its counter d now?</source>
        <translation>它的计数器 d 现在是多少？</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>The answer is %1.</source>
        <translation>答案是 %1。</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>正确：%1。</translation>
    </message>
    <message>
        <source>Not quite: you said %1, the answer is %2.</source>
        <translation>不太对：你答的是 %1，答案是 %2。</translation>
    </message>
    <message>
        <source>Score: %1 of %2</source>
        <translation>得分：%1 / %2</translation>
    </message>
</context>
<context>
    <name>gt::GraphQuizBar</name>
    <message>
        <source>&amp;Quiz</source>
        <translation>测验(&amp;Q)</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Show Answer</source>
        <translation>显示答案</translation>
    </message>
    <message>
        <source>Predict each step of the analysis before it is shown: what a position becomes, its counter</source>
        <translation>在显示之前预测分析的每一步：局面变成什么、它的计数器</translation>
    </message>
    <message>
        <source>Your answer, e.g. win 3, loss 0, draw, d = 1</source>
        <translation>你的答案，例如 win 3、loss 0、draw、d = 1</translation>
    </message>
    <message>
        <source>Step on with →: the quiz asks before each step that decides something about a position.</source>
        <translation>按 → 前进：在每个对局面作出判定的步骤之前，测验都会提问。</translation>
    </message>
    <message>
        <source>“%1” is no answer here. Type a label and its remoteness (win 3, loss 0, draw) or a counter (d = 1).</source>
        <translation>“%1”不是这里的答案。请输入标签及其距离（win 3、loss 0、draw）或计数器（d = 1）。</translation>
    </message>
    <message>
        <source>Step on with → or Page Down: the quiz asks before each step that decides something about a position shown.</source>
        <translation>用 → 或 Page Down 前进：测验在每个决定所示局面某项内容的步骤之前提问。</translation>
    </message>
</context>
<context>
    <name>gt::GraphView</name>
    <message>
        <source>cannot read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>WIN</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>LOSS</source>
        <translation>负</translation>
    </message>
    <message>
        <source>DRAW</source>
        <translation>和</translation>
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
        <translation>博弈图</translation>
    </message>
    <message>
        <source>Stepper</source>
        <translation>单步</translation>
    </message>
    <message>
        <source>To the Start</source>
        <translation>到开头</translation>
    </message>
    <message>
        <source>Step Back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <source>Step Forward</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <source>To the End</source>
        <translation>到结尾</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open Game Graph…</source>
        <translation>打开博弈图(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a Game Graph</source>
        <translation>打开博弈图</translation>
    </message>
    <message>
        <source>DOT digraphs (*.dot *.gv);;All files (*)</source>
        <translation>DOT 有向图 (*.dot *.gv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;Export Picture…</source>
        <translation>导出图片(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Grundy&apos;s Game</source>
        <translation>Grundy 游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Tic-tac-toe</source>
        <translation>井字棋(&amp;T)</translation>
    </message>
    <message>
        <source>The &amp;L-game</source>
        <translation>L 游戏(&amp;L)</translation>
    </message>
    <message>
        <source>%1.
The panel on the right has the counts; find a position there by its text.</source>
        <translation>%1。
右侧面板显示统计；可在那里按文本查找局面。</translation>
    </message>
    <message>
        <source>%1 — Game Graph</source>
        <translation>%1 — 博弈图</translation>
    </message>
    <message>
        <source>Open a DOT digraph whose vertices are positions and whose edges are moves.</source>
        <translation>请打开一个 DOT 有向图：顶点是局面，边是着法。</translation>
    </message>
    <message>
        <source>Solved: %1</source>
        <translation>已求解：%1</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>Export the Graph</source>
        <translation>导出博弈图</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <source>There is no picture of the graph to export.</source>
        <translation>没有可导出的博弈图图片。</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>There is no game “%1”.</source>
        <translation>没有游戏“%1”。</translation>
    </message>
    <message>
        <source>Graphviz is laying out %1 positions…</source>
        <translation>Graphviz 正在布局 %1 个局面…</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg);;PNG pictures (*.png);;PDF documents (*.pdf);;TikZ for LaTeX (*.tex);;DOT graphs (*.dot *.gv)</source>
        <translation>SVG 图片 (*.svg);;PNG 图片 (*.png);;PDF 文档 (*.pdf);;LaTeX 的 TikZ (*.tex);;DOT 图 (*.dot *.gv)</translation>
    </message>
    <message>
        <source>Export &amp;Slides…</source>
        <translation>导出幻灯片(&amp;S)…</translation>
    </message>
    <message>
        <source>%1.
%2
Double-click a position, or find one, to look from there.</source>
        <translation>%1。
%2
双击一个局面或查找一个局面，从那里查看。</translation>
    </message>
    <message>
        <source>Export the Analysis as Slides</source>
        <translation>将分析导出为幻灯片</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf);;Beamer slides (*.tex);;HTML players (*.html)</source>
        <translation>PDF 文档 (*.pdf);;Beamer 幻灯片 (*.tex);;HTML 播放器 (*.html)</translation>
    </message>
    <message>
        <source>Slides need the whole graph drawn and its steps: this graph is too big.</source>
        <translation>幻灯片需要绘制整个图及其步骤：此图太大。</translation>
    </message>
    <message>
        <source>Previous Step Shown Here</source>
        <translation>上一个涉及所示局面的步骤</translation>
    </message>
    <message>
        <source>Next Step Shown Here</source>
        <translation>下一个涉及所示局面的步骤</translation>
    </message>
    <message>
        <source>Steps on to the next step that changes a position drawn</source>
        <translation>前进到下一个改变所绘局面的步骤</translation>
    </message>
    <message>
        <source>Export the &amp;Whole Graph as DOT…</source>
        <translation>将整个图导出为 DOT(&amp;W)…</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>步骤(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>%1, %2, laid out by Graphviz %3.</source>
        <translation>%1，%2，由 Graphviz %3 布局。</translation>
    </message>
    <message numerus="yes">
        <source>%n positions</source>
        <translation>
            <numerusform>%n 个局面</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 and the positions within %n moves</source>
        <translation>
            <numerusform>%1：%2 及 %n 步以内的局面</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %n positions</source>
        <translation>
            <numerusform>%n 个局面</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The neighbourhood of %1: %2 nearest to it (more are within %n moves).</source>
        <translation>
            <numerusform>%1 的邻域：离它最近的 %2（%n 步以内还有更多）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The neighbourhood of %1: %2 within %n moves of it, before it and after it.</source>
        <translation>
            <numerusform>%1 的邻域：它前后 %n 步以内的 %2。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the Whole Graph</source>
        <translation>导出整个图</translation>
    </message>
    <message>
        <source>DOT graphs (*.dot *.gv)</source>
        <translation>DOT 图 (*.dot *.gv)</translation>
    </message>
    <message>
        <source>Graphviz is still laying out the picture.</source>
        <translation>Graphviz 仍在布局图片。</translation>
    </message>
    <message>
        <source>There is no graph to export.</source>
        <translation>没有可导出的图。</translation>
    </message>
</context>
<context>
    <name>gt::HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>Every key of the window, with its command and menu</source>
        <translation>窗口的每个按键，及其命令和菜单</translation>
    </message>
    <message>
        <source>The Tree &amp;Notation</source>
        <translation>树的记法(&amp;N)</translation>
    </message>
    <message>
        <source>How to type a tree: ((10,10),(9,100)), kinds, names, probabilities</source>
        <translation>如何输入一棵树：((10,10),(9,100))、节点类型、名称、概率</translation>
    </message>
    <message>
        <source>&amp;Tour of the Window</source>
        <translation>窗口导览(&amp;T)</translation>
    </message>
    <message>
        <source>The parts of the window, one after the other</source>
        <translation>窗口的各个部分，逐一介绍</translation>
    </message>
    <message>
        <source>&amp;About GameTree Studio</source>
        <translation>关于 GameTree Studio(&amp;A)</translation>
    </message>
    <message>
        <source>The Tree Notation</source>
        <translation>树的记法</translation>
    </message>
    <message>
        <source>The notation page is not built into this program.</source>
        <translation>此程序未内置记法说明页。</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>Pick the search to watch. Its options are in Search Options; the Algorithm menu lists the same searches.</source>
        <translation>选择要观看的搜索。它的选项在“搜索选项”中；“算法”菜单列出同样的搜索。</translation>
    </message>
    <message>
        <source>Type a tree</source>
        <translation>输入一棵树</translation>
    </message>
    <message>
        <source>Type a tree such as ((10,10),(9,100)) and press Enter. Help ▸ The Tree Notation has the whole notation; File ▸ Open and Examples bring ready-made trees.</source>
        <translation>输入一棵树，例如 ((10,10),(9,100))，然后按 Enter。“帮助 ▸ 树的记法”给出完整记法；“文件 ▸ 打开”和“示例”提供现成的树。</translation>
    </message>
    <message>
        <source>The tree</source>
        <translation>树</translation>
    </message>
    <message>
        <source>What the search knows at this step: values, the α–β window, cut-offs. Click a node to select it and Tab to add a child; double-click to edit it. The wheel zooms, Ctrl+0 fits the whole tree.</source>
        <translation>搜索在这一步所知道的：值、α–β 窗口、剪枝。单击节点将其选中，按 Tab 添加子节点；双击可编辑。滚轮缩放，Ctrl+0 显示整棵树。</translation>
    </message>
    <message>
        <source>Stepping</source>
        <translation>单步</translation>
    </message>
    <message>
        <source>→ and ← step forwards and back, Space plays, Home and End jump to the start and the end. Drag the timeline to any step.</source>
        <translation>→ 和 ← 前进和后退，Space 播放，Home 和 End 跳到开头和结尾。拖动时间轴可到任意一步。</translation>
    </message>
    <message>
        <source>Narration</source>
        <translation>解说</translation>
    </message>
    <message>
        <source>What the last step did and why, in words.</source>
        <translation>上一步做了什么以及为什么，用文字说明。</translation>
    </message>
    <message>
        <source>Pseudocode</source>
        <translation>伪代码</translation>
    </message>
    <message>
        <source>The algorithm, with the line the search is at marked.</source>
        <translation>算法本身，并标出搜索当前所在的行。</translation>
    </message>
    <message>
        <source>Search options</source>
        <translation>搜索选项</translation>
    </message>
    <message>
        <source>Depth, fail-soft, move ordering and the other options of the chosen algorithm; a change searches again at once.</source>
        <translation>深度、fail-soft、走法排序以及所选算法的其他选项；一经更改立即重新搜索。</translation>
    </message>
    <message>
        <source>Call stack</source>
        <translation>调用栈</translation>
    </message>
    <message>
        <source>The nodes the search is inside, with their α, β and values so far.</source>
        <translation>搜索当前所在的各个节点，及其 α、β 和目前的值。</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>Leaves read, cut-offs and the value, beside what the other algorithms need on this tree.</source>
        <translation>读取的叶节点、剪枝次数和值，并与其他算法在这棵树上的需求对照。</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>检查器</translation>
    </message>
    <message>
        <source>The selected node&apos;s kind, value, name and move, to edit; and the document&apos;s title and notes.</source>
        <translation>所选节点的类型、值、名称和走法，可供编辑；以及文档的标题和备注。</translation>
    </message>
    <message>
        <source>GameTree Studio %1</source>
        <translation>GameTree Studio %1</translation>
    </message>
    <message>
        <source>Step through game-tree searches: minimax, alpha-beta, SSS*, expectimax and more.</source>
        <translation>单步观看博弈树搜索：minimax、alpha-beta、SSS*、expectimax 等。</translation>
    </message>
    <message>
        <source>Licence: %1</source>
        <translation>许可证：%1</translation>
    </message>
    <message>
        <source>not declared in this build</source>
        <translation>此构建中未声明</translation>
    </message>
    <message>
        <source>Qt %1 (built with Qt %2)</source>
        <translation>Qt %1（使用 Qt %2 构建）</translation>
    </message>
    <message>
        <source>Graphviz %1</source>
        <translation>Graphviz %1</translation>
    </message>
    <message>
        <source>(version unknown)</source>
        <translation>（版本未知）</translation>
    </message>
    <message>
        <source>About GameTree Studio</source>
        <translation>关于 GameTree Studio</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>Ready-made trees from lectures and textbooks: the classic, AIMA&apos;s three-ply tree, chance nodes, a perfectly ordered tree, a tree where SSS* reads fewer leaves than alpha-beta, and lessons saved with their own search (B*, Star1, MT-SSS*, Tian Ji&apos;s horses). A tree opens under the algorithm you picked; a lesson opens with its own.</source>
        <translation>来自课堂和教科书的现成树：经典树、AIMA 的三层树、机会节点、完美排序的树、SSS* 比 alpha-beta 读取更少叶子的树，以及保存了自身搜索设置的课例（B*、Star1、MT-SSS*、田忌赛马）。树以您选定的算法打开；课例以其自身的算法打开。</translation>
    </message>
    <message>
        <source>Presentation mode</source>
        <translation>演示模式</translation>
    </message>
    <message>
        <source>%1 shows the tree, the narration and the stepper over the whole screen in large type, for a projector. The arrow keys and a clicker step; Esc leaves.</source>
        <translation>%1 以大字号全屏显示树、解说和步进条，适合投影仪。方向键和翻页笔逐步前进；Esc 退出。</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>%1 steps two to four algorithms through this tree side by side, by step or by leaf read, and says which reads the fewest leaves and whether they agree on the value.</source>
        <translation>%1 让两到四个算法在这棵树上并排逐步运行，按步或按读取的叶子，并说明哪个读取的叶子最少、它们的值是否一致。</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>%1 saves the step on screen as SVG, PNG, PDF, TikZ or DOT, or the whole search as a PDF deck, Beamer slides or a web page that plays it. The file&apos;s extension decides the format.</source>
        <translation>%1 将屏幕上的这一步保存为 SVG、PNG、PDF、TikZ 或 DOT，或将整个搜索保存为 PDF 幻灯片、Beamer 幻灯片或可播放的网页。文件扩展名决定格式。</translation>
    </message>
</context>
<context>
    <name>gt::HistoryChart</name>
    <message>
        <source>No credits yet: a node that finishes credits its best move.</source>
        <translation>尚无积分：节点完成时为其最佳着法记分。</translation>
    </message>
    <message>
        <source>H[MAX][move]</source>
        <translation>H[MAX][着法]</translation>
    </message>
    <message>
        <source>H[MIN][move]</source>
        <translation>H[MIN][着法]</translation>
    </message>
</context>
<context>
    <name>gt::InspectorDock</name>
    <message>
        <source>Key: %1</source>
        <translation>键：%1</translation>
    </message>
    <message>
        <source>Interval: [%1, %2]</source>
        <translation>区间：[%1, %2]</translation>
    </message>
    <message>
        <source>Position (%1): %2</source>
        <translation>局面（%1）：%2</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>检查器</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>类型(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;Value:</source>
        <translation>值(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>the move into this node</source>
        <translation>进入此节点的着法</translation>
    </message>
    <message>
        <source>&amp;Move:</source>
        <translation>着法(&amp;M)：</translation>
    </message>
    <message>
        <source>uniform</source>
        <translation>均匀</translation>
    </message>
    <message>
        <source>&amp;Probability:</source>
        <translation>概率(&amp;P)：</translation>
    </message>
    <message>
        <source>N&amp;ormalise</source>
        <translation>归一化(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Collapsed</source>
        <translation>已折叠(&amp;C)</translation>
    </message>
    <message>
        <source>Subtree:</source>
        <translation>子树：</translation>
    </message>
    <message>
        <source>&lt;b&gt;Document&lt;/b&gt;</source>
        <translation>&lt;b&gt;文档&lt;/b&gt;</translation>
    </message>
    <message>
        <source>shown in the title bar</source>
        <translation>显示在标题栏中</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <source>notes for the lecture</source>
        <translation>课堂备注</translation>
    </message>
    <message>
        <source>No&amp;tes:</source>
        <translation>备注(&amp;T)：</translation>
    </message>
    <message>
        <source>Normalise</source>
        <translation>归一化</translation>
    </message>
    <message>
        <source>No tree: press Tab on the canvas to start one.</source>
        <translation>没有树：在画布上按 Tab 新建一棵。</translation>
    </message>
    <message>
        <source>Click a node to inspect and edit it.</source>
        <translation>单击一个节点以检查和编辑它。</translation>
    </message>
    <message>
        <source>&amp;Heuristic:</source>
        <translation>启发值(&amp;H)：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>(too large to show)</source>
        <translation>（太大，无法显示）</translation>
    </message>
    <message>
        <source>⚠ The probabilities under %1 sum to %2, not 1.</source>
        <translation>⚠ %1 下的概率之和为 %2，而不是 1。</translation>
    </message>
    <message numerus="yes">
        <source> (and %n more)</source>
        <translation>
            <numerusform> （还有 %n 个）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; · depth %2 · %n children</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; · 深度 %2 · %n 个子节点</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gt::IntervalBand</name>
    <message>
        <source>B*: the root is expanded first</source>
        <translation>B*：先扩展根节点</translation>
    </message>
    <message>
        <source>B*: the root&apos;s children are generated</source>
        <translation>B*：已生成根的子节点</translation>
    </message>
    <message>
        <source>: work below %1</source>
        <translation>：在 %1 之下工作</translation>
    </message>
    <message>
        <source>best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <source>alt</source>
        <translation>备选</translation>
    </message>
</context>
<context>
    <name>gt::IterationBar</name>
    <message>
        <source>What one step forward or back does (Ctrl+I switches)</source>
        <translation>向前或向后一步的含义（Ctrl+I 切换）</translation>
    </message>
    <message>
        <source>by phase</source>
        <translation>按阶段</translation>
    </message>
    <message>
        <source>by iteration</source>
        <translation>按迭代</translation>
    </message>
    <message>
        <source>Go to the end of iteration k (Ctrl+G)</source>
        <translation>转到第 k 次迭代的结尾（Ctrl+G）</translation>
    </message>
    <message>
        <source>Step:</source>
        <translation>步进：</translation>
    </message>
    <message>
        <source>Iteration</source>
        <translation>迭代</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>/ %1</translation>
    </message>
</context>
<context>
    <name>gt::JsonDocument</name>
    <message>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>the JSON is nested more than 1024 levels deep, which is Qt&apos;s limit; write deep trees in the flat &quot;nodes&quot; form</source>
        <translation>JSON 嵌套超过 1024 层，这是 Qt 的上限；请用扁平的“nodes”形式写深层树</translation>
    </message>
    <message>
        <source>JSON syntax error: %1</source>
        <translation>JSON 语法错误：%1</translation>
    </message>
    <message>
        <source>expected a JSON object at the top, found an array</source>
        <translation>顶层应为 JSON 对象，却发现数组</translation>
    </message>
    <message>
        <source>the document has both &quot;tree&quot; and &quot;nodes&quot;; give the tree once</source>
        <translation>文档同时有“tree”和“nodes”；树只需给出一次</translation>
    </message>
    <message>
        <source>nodes: missing; a document holds its tree in &quot;nodes&quot;</source>
        <translation>nodes：缺失；文档的树保存在“nodes”中</translation>
    </message>
    <message>
        <source>internal error: %1</source>
        <translation>内部错误：%1</translation>
    </message>
    <message>
        <source>unknown key</source>
        <translation>未知的键</translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation>长于 %1 个字符</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>expected -1 or more, found %1</source>
        <translation>应为 -1 或更大，却为 %1</translation>
    </message>
    <message>
        <source>format: missing; a GameTree Studio document has &quot;format&quot;: &quot;gametree-studio&quot;</source>
        <translation>format：缺失；GameTree Studio 文档应有 &quot;format&quot;: &quot;gametree-studio&quot;</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>应为字符串，却为 %1</translation>
    </message>
    <message>
        <source>this file is version %1 of the format, written by a newer GameTree Studio; this one reads version %2</source>
        <translation>此文件为格式版本 %1，由更新的 GameTree Studio 写出；本程序读取版本 %2</translation>
    </message>
    <message>
        <source>%1 is not a version of the format</source>
        <translation>%1 不是格式的版本号</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>expected %1 or more, found %2</source>
        <translation>应为 %1 或更大，却为 %2</translation>
    </message>
    <message>
        <source>a list of two numbers [low, high]</source>
        <translation>由两个数组成的列表 [low, high]</translation>
    </message>
    <message>
        <source>expected %1, the node&apos;s position in &quot;nodes&quot;</source>
        <translation>应为 %1，即该节点在“nodes”中的位置</translation>
    </message>
    <message>
        <source>ids belong to the flat &quot;nodes&quot; form</source>
        <translation>id 属于扁平的“nodes”形式</translation>
    </message>
    <message>
        <source>unknown kind &quot;%1&quot;; expected max, min, chance or leaf</source>
        <translation>未知类型“%1”；应为 max、min、chance 或 leaf</translation>
    </message>
    <message>
        <source>an array of two numbers [pessimistic, optimistic]</source>
        <translation>由两个数组成的数组 [pessimistic, optimistic]</translation>
    </message>
    <message>
        <source>an object {&quot;game&quot;: …, &quot;text&quot;: …}</source>
        <translation>对象 {&quot;game&quot;: …, &quot;text&quot;: …}</translation>
    </message>
    <message>
        <source>a node object</source>
        <translation>节点对象</translation>
    </message>
    <message>
        <source>the tree has more than %1 nodes</source>
        <translation>树的节点多于 %1 个</translation>
    </message>
    <message>
        <source>the tree is empty</source>
        <translation>树为空</translation>
    </message>
    <message>
        <source>expected a node index from 0 to %1</source>
        <translation>应为 0 到 %1 的节点索引</translation>
    </message>
    <message>
        <source>nodes[0] is the root and cannot be a child</source>
        <translation>nodes[0] 是根，不能作为子节点</translation>
    </message>
    <message>
        <source>a child of both nodes[%1] and nodes[%2]</source>
        <translation>同时是 nodes[%1] 和 nodes[%2] 的子节点</translation>
    </message>
    <message>
        <source>not reachable from the root, nodes[0]: no node lists it as a child</source>
        <translation>无法从根 nodes[0] 到达：没有节点把它列为子节点</translation>
    </message>
    <message>
        <source>not reachable from the root, nodes[0]: its parents form a cycle</source>
        <translation>无法从根 nodes[0] 到达：它的父节点构成一个环</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>空</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>应为 %1，却为 %2</translation>
    </message>
    <message>
        <source>contains %1</source>
        <translation>包含 %1</translation>
    </message>
    <message>
        <source>expected &quot;gametree-studio&quot;, found &quot;%1&quot;</source>
        <translation>应为“gametree-studio”，却为“%1”</translation>
    </message>
    <message>
        <source>version: missing</source>
        <translation>version：缺失</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2, found %3</source>
        <translation>应为 %1 到 %2 之间的整数，实际为 %3</translation>
    </message>
</context>
<context>
    <name>gt::LanguageMenu</name>
    <message>
        <source>GameTree Studio speaks the new language after a restart. Unsaved work is asked about first.</source>
        <translation>GameTree Studio 重启后将使用新语言。会先询问如何处理未保存的工作。</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Restart Now</source>
        <translation>立即重启</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>稍后</translation>
    </message>
</context>
<context>
    <name>gt::Layout</name>
    <message>
        <source>dot layout failed: %1</source>
        <translation>dot 布局失败：%1</translation>
    </message>
    <message>
        <source>Graphviz could not create its context</source>
        <translation>Graphviz 无法创建其上下文</translation>
    </message>
    <message>
        <source>%1 positions are too many to draw (at most %2)</source>
        <translation>%1 个局面太多，无法绘制（最多 %2 个）</translation>
    </message>
    <message>
        <source>%1 layout failed: %2</source>
        <translation>%1 布局失败：%2</translation>
    </message>
</context>
<context>
    <name>gt::LeafTransform</name>
    <message>
        <source>&apos;%1&apos;: write the affine map as affine:A:B (a·x + b)</source>
        <translation>“%1”：请把仿射映射写作 affine:A:B（a·x + b）</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a = 0 maps every value to b, which is not monotone</source>
        <translation>“%1”：a = 0 把所有值映射为 b，这不是单调的</translation>
    </message>
    <message>
        <source>unknown map &apos;%1&apos;: use square, signed-square, exp2, affine:A:B or rank</source>
        <translation>未知映射“%1”：请使用 square、signed-square、exp2、affine:A:B 或 rank</translation>
    </message>
    <message>
        <source>the tree is empty</source>
        <translation>树为空</translation>
    </message>
    <message>
        <source>a and b must be finite numbers</source>
        <translation>a 和 b 必须是有限数</translation>
    </message>
    <message>
        <source>a = 0 maps every value to b, which is not monotone</source>
        <translation>a = 0 把所有值映射为 b，这不是单调的</translation>
    </message>
    <message>
        <source>%1 has the value %2: x² is monotone only on values ≥ 0 (it would put %2 above smaller positive values); use x·|x| (signed-square), or shift the values first with an affine map</source>
        <translation>%1 的值为 %2：x² 只在值 ≥ 0 时单调（它会把 %2 排在较小的正值之上）；请使用 x·|x|（signed-square），或先用仿射映射平移这些值</translation>
    </message>
    <message>
        <source>%1: %2 for the value %3 is beyond the largest value a tree may hold (±%4)</source>
        <translation>%1：值 %3 的 %2 超出树能容纳的最大值（±%4）</translation>
    </message>
    <message>
        <source>%1: 2^x for the value %2 is too small to tell from 0</source>
        <translation>%1：值 %2 的 2^x 太小，无法与 0 区分</translation>
    </message>
    <message>
        <source>a &lt; 0 reverses the order of the values: every max node now prefers what it avoided, so minimax&apos;s decision may change too</source>
        <translation>a &lt; 0 会颠倒值的顺序：每个 max 节点现在偏好它原来回避的，因此极小极大的决策也可能改变</translation>
    </message>
    <message>
        <source>Cannot compare: %1.</source>
        <translation>无法比较：%1。</translation>
    </message>
    <message>
        <source>%1&apos;s value goes from %2 to %3 (the root has no move to choose).</source>
        <translation>%1 的值从 %2 变为 %3（根没有可选择的着法）。</translation>
    </message>
    <message>
        <source>%1&apos;s decision changes from %2 to %3.</source>
        <translation>%1 的决策从 %2 变为 %3。</translation>
    </message>
    <message>
        <source>%1&apos;s decision is unchanged (%2).</source>
        <translation>%1 的决策未变（%2）。</translation>
    </message>
    <message>
        <source> After the map, %1 ties with another move at %2: the first of the tied moves is taken.</source>
        <translation> 映射之后，%1 与另一着法在 %2 处持平：取持平着法中的第一个。</translation>
    </message>
    <message>
        <source>%1 has the value %2 and %3 the value %4, but %5 gives %6 and %7: computed in double precision the map is not strictly monotone on this tree&apos;s values, so it would turn a difference into a tie (or reverse it) and could change a decision that a monotone map cannot; choose a map whose results stay apart</source>
        <translation>%1 的值为 %2，%3 的值为 %4，但 %5 给出 %6 和 %7：以双精度计算时，该映射在这棵树的值上不是严格单调的，因此会把差异变成相等（或颠倒），并可能改变单调映射不会改变的决策；请选择结果保持分开的映射</translation>
    </message>
</context>
<context>
    <name>gt::Legend</name>
    <message>
        <source>not generated yet</source>
        <translation>尚未生成</translation>
    </message>
    <message>
        <source>on OPEN (tag OPEN)</source>
        <translation>在 OPEN 中（标记 OPEN）</translation>
    </message>
    <message>
        <source>on CLOSED, value not backed up (C n)</source>
        <translation>在 CLOSED 中，值尚未回溯（C n）</translation>
    </message>
    <message>
        <source>bar at a chance node: its value lies in [low, high]; cut off once it leaves α–β</source>
        <translation>机会节点上的条：其值位于 [low, high] 内；一旦离开 α–β 即剪枝</translation>
    </message>
    <message>
        <source>(α, β) on an edge: the window the child gets</source>
        <translation>边上的 (α, β)：子节点得到的窗口</translation>
    </message>
    <message>
        <source>≥ W / ≤ W: a probe bound on the child</source>
        <translation>≥ W / ≤ W：子节点上的探测界</translation>
    </message>
    <message>
        <source>≈ v: an estimate</source>
        <translation>≈ v：估计值</translation>
    </message>
    <message>
        <source>exact v: the exact value</source>
        <translation>exact v：精确值</translation>
    </message>
    <message>
        <source>skipped P=p: a child below the threshold, not searched</source>
        <translation>skipped P=p：低于阈值、未搜索的子节点</translation>
    </message>
    <message>
        <source>≥ a, ≤ b: bounds despite skipped children</source>
        <translation>≥ a, ≤ b：尽管跳过了子节点仍得到的界</translation>
    </message>
    <message>
        <source>×k: drawn k times</source>
        <translation>×k：绘制了 k 次</translation>
    </message>
    <message>
        <source>[pess, opt]: B* bounds on the node value</source>
        <translation>[pess, opt]：节点值的 B* 界</translation>
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
        <translation>机会</translation>
    </message>
    <message>
        <source>leaf read</source>
        <translation>已读取的叶节点</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>叶节点</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>未到达</translation>
    </message>
    <message>
        <source>visited in an earlier pass</source>
        <translation>在之前的轮次中访问过</translation>
    </message>
    <message>
        <source>on the path</source>
        <translation>在路径上</translation>
    </message>
    <message>
        <source>current</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>pruned</source>
        <translation>已剪枝</translation>
    </message>
    <message>
        <source>skipped by the table, not pruned</source>
        <translation>被置换表跳过，并非剪枝</translation>
    </message>
    <message>
        <source>cut-off</source>
        <translation>剪枝点</translation>
    </message>
    <message>
        <source>LIVE on OPEN</source>
        <translation>OPEN 中的 LIVE</translation>
    </message>
    <message>
        <source>SOLVED on OPEN</source>
        <translation>OPEN 中的 SOLVED</translation>
    </message>
    <message>
        <source>the table answered (the value it gave)</source>
        <translation>置换表给出了答案（它给出的值）</translation>
    </message>
    <message>
        <source>leaf read again in a later pass</source>
        <translation>在后续轮次中再次读取的叶节点</translation>
    </message>
    <message>
        <source>best move of the previous pass, tried first</source>
        <translation>上一轮的最佳着法，最先尝试</translation>
    </message>
    <message>
        <source>killer move 1 of its ply, tried early</source>
        <translation>本层的杀手着法 1，提前尝试</translation>
    </message>
    <message>
        <source>killer move 2 of its ply, tried early</source>
        <translation>本层的杀手着法 2，提前尝试</translation>
    </message>
    <message>
        <source>history score, tried early for it</source>
        <translation>历史得分，据此提前尝试</translation>
    </message>
    <message>
        <source>horizon: the pass sees nothing below it</source>
        <translation>视界：本轮看不到它以下的内容</translation>
    </message>
    <message>
        <source>heuristic value, read at the horizon</source>
        <translation>启发值，在视界处读取</translation>
    </message>
    <message>
        <source>negamax negates the value here (side to move)</source>
        <translation>负极大在此处对值取反（走棋方）</translation>
    </message>
    <message>
        <source>faded: not in the search tree</source>
        <translation>淡色：不在搜索树中</translation>
    </message>
    <message>
        <source>dashed: playout</source>
        <translation>虚线：模拟走子</translation>
    </message>
</context>
<context>
    <name>gt::MainWindow</name>
    <message>
        <source>Undo History</source>
        <translation>撤销历史</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;已打开&gt;</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>概览</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation>概览(&amp;O)</translation>
    </message>
    <message>
        <source>The whole tree, with the part the canvas shows; click or drag to move there</source>
        <translation>整棵树，以及画布所显示的部分；单击或拖动以移动到该处</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source> Algorithm: </source>
        <translation> 算法： </translation>
    </message>
    <message>
        <source> Tree: </source>
        <translation> 树： </translation>
    </message>
    <message>
        <source>Stepper</source>
        <translation>步进器</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>面板(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Algorithm</source>
        <translation>算法(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>单步(&amp;S)</translation>
    </message>
    <message>
        <source>%1 is not finished yet, so it cannot be searched: %2</source>
        <translation>%1 尚未完成，因此无法搜索：%2</translation>
    </message>
    <message>
        <source>%1 cannot search this tree; showing %2.</source>
        <translation>%1 无法搜索这棵树；显示 %2。</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>无法打开文件</translation>
    </message>
    <message>
        <source>Open a Tree</source>
        <translation>打开树</translation>
    </message>
    <message>
        <source>Game trees (*.gtree *.json *.tree *.txt *.dot *.gv);;All files (*)</source>
        <translation>博弈树 (*.gtree *.json *.tree *.txt *.dot *.gv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Type Tree</source>
        <translation>输入树</translation>
    </message>
    <message>
        <source>Typed tree</source>
        <translation>输入的树</translation>
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
        <translation>此文档指定的算法“%1”本版本不认识：显示的是 %2。保存时会保留“%1”，除非您选择其他算法。</translation>
    </message>
    <message>
        <source>Open as &amp;Game Graph…</source>
        <translation>作为博弈图打开(&amp;G)…</translation>
    </message>
    <message>
        <source>Open a Game Graph</source>
        <translation>打开博弈图</translation>
    </message>
    <message>
        <source>DOT digraphs (*.dot *.gv);;All files (*)</source>
        <translation>DOT 有向图 (*.dot *.gv);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>gt::MctsConvergenceDock</name>
    <message>
        <source>MCTS convergence</source>
        <translation>MCTS 收敛</translation>
    </message>
    <message>
        <source>Visits N of each root child</source>
        <translation>每个根子节点的访问次数 N</translation>
    </message>
    <message>
        <source>Q of each root child (dashed: its minimax value)</source>
        <translation>每个根子节点的 Q（虚线：其极小化极大值）</translation>
    </message>
    <message>
        <source>Right-click to export the plot as SVG, PNG or PDF.</source>
        <translation>右键单击可将图表导出为 SVG、PNG 或 PDF。</translation>
    </message>
    <message>
        <source>iteration</source>
        <translation>迭代</translation>
    </message>
    <message>
        <source>%1 (minimax)</source>
        <translation>%1（极小化极大）</translation>
    </message>
    <message>
        <source>Only Monte-Carlo tree search (mcts) runs in iterations: pick it to see its root children&apos;s visits and Q converge.</source>
        <translation>只有蒙特卡洛树搜索（mcts）按迭代运行：选择它即可看到根子节点的访问次数和 Q 如何收敛。</translation>
    </message>
    <message>
        <source>The root is a leaf: it has no children to compare.</source>
        <translation>根是叶子：没有可比较的子节点。</translation>
    </message>
    <message>
        <source>Iteration %1 of %2.</source>
        <translation>第 %1 次迭代，共 %2 次。</translation>
    </message>
    <message>
        <source>Iteration %1 of %2: %3 has the most visits so far.</source>
        <translation>第 %1 次迭代，共 %2 次：目前 %3 的访问次数最多。</translation>
    </message>
    <message>
        <source>Export Plot…</source>
        <translation>导出图表…</translation>
    </message>
    <message>
        <source>Export Plot</source>
        <translation>导出图表</translation>
    </message>
</context>
<context>
    <name>gt::Narration</name>
    <message>
        <source>CHANCE</source>
        <translation>机会</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>叶节点</translation>
    </message>
    <message>
        <source>Node %1</source>
        <translation>节点 %1</translation>
    </message>
    <message>
        <source>The leaf %1</source>
        <translation>叶节点 %1</translation>
    </message>
    <message>
        <source> and </source>
        <translation> 和 </translation>
    </message>
    <message>
        <source>(leaf %1, node %2)</source>
        <translation>（叶节点 %1，节点 %2）</translation>
    </message>
    <message>
        <source>(leaves %1, nodes %2)</source>
        <translation>（叶节点 %1，节点 %2）</translation>
    </message>
    <message>
        <source>node %1 (leaf %2)</source>
        <translation>节点 %1（叶节点 %2）</translation>
    </message>
    <message>
        <source>Take %1 off OPEN. Γ1: %2 is a leaf, so read its value.</source>
        <translation>从 OPEN 中取出 %1。Γ1：%2 是叶节点，因此读取其值。</translation>
    </message>
    <message>
        <source>Take %1 off OPEN. Γ2: %2 is %3, so only its first child goes onto OPEN.</source>
        <translation>从 OPEN 中取出 %1。Γ2：%2 是 %3，因此只有其第一个子节点进入 OPEN。</translation>
    </message>
    <message>
        <source>Take %1 off OPEN. Γ3: %2 is %3, so every child goes onto OPEN.</source>
        <translation>从 OPEN 中取出 %1。Γ3：%2 是 %3，因此每个子节点都进入 OPEN。</translation>
    </message>
    <message>
        <source>Take %1 off OPEN. Γ6: %2 is solved, so its next sibling is searched.</source>
        <translation>从 OPEN 中取出 %1。Γ6：%2 已解决，因此搜索它的下一个兄弟节点。</translation>
    </message>
    <message>
        <source>Take %1 off OPEN: the root is solved.</source>
        <translation>从 OPEN 中取出 %1：根已解决。</translation>
    </message>
    <message>
        <source>The pass is over: %1 is worth %2 in it.</source>
        <translation>本轮结束：%1 在本轮中的值为 %2。</translation>
    </message>
    <message>
        <source>Leaf %1</source>
        <translation>叶节点 %1</translation>
    </message>
    <message>
        <source>%1 returns %2 to %3 (probability %4): enough to settle %3 without the rest.</source>
        <translation>%1 向 %3 返回 %2（概率 %4）：足以在不看其余子节点的情况下确定 %3。</translation>
    </message>
    <message>
        <source>%1 returns to %2, which adds %3 · %4 = %5 to its expected value.</source>
        <translation>%1 返回到 %2，使其期望值增加 %3 · %4 = %5。</translation>
    </message>
    <message>
        <source>%1 returns %2 to %3, which adds %4 · %2 = %5 to its expected value.</source>
        <translation>%1 向 %3 返回 %2，使其期望值增加 %4 · %2 = %5。</translation>
    </message>
    <message>
        <source>%1 returns to %2 (%3), whose best so far is %4.</source>
        <translation>%1 返回到 %2（%3），其目前最佳为 %4。</translation>
    </message>
    <message>
        <source>%1 returns %2 to %3 (%4), whose best so far is %5.</source>
        <translation>%1 向 %3（%4）返回 %2，其目前最佳为 %5。</translation>
    </message>
    <message>
        <source> Only a bound is known for %1: the table&apos;s, which is enough here.</source>
        <translation> 对 %1 只知道一个界：置换表给出的界，在此已经足够。</translation>
    </message>
    <message>
        <source>At %1, probe %2 through its first child %3 with the window %4: %2 is worth at least what %3 is, and at or above B = %5 that proves %1 at least β.</source>
        <translation>在 %1，通过 %2 的第一个子节点 %3 以窗口 %4 探测 %2：%2 的值至少等于 %3 的值，而达到或高于 B = %5 即证明 %1 至少为 β。</translation>
    </message>
    <message>
        <source>At %1, probe %2 through its first child %3 with the window %4: %2 is worth at most what %3 is, and at or below A = %5 that proves %1 at most α.</source>
        <translation>在 %1，通过 %2 的第一个子节点 %3 以窗口 %4 探测 %2：%2 的值至多等于 %3 的值，而达到或低于 A = %5 即证明 %1 至多为 α。</translation>
    </message>
    <message>
        <source>At %1, search %2 with the window %3: a value at or below A = %4 would prove %1 at most α, one at or above B = %5 at least β.</source>
        <translation>在 %1，以窗口 %3 搜索 %2：值达到或低于 A = %4 将证明 %1 至多为 α，达到或高于 B = %5 将证明其至少为 β。</translation>
    </message>
    <message>
        <source>At %1, even if every child not yet searched were worth the most it can be, the weighted sum could not rise above α = %2: %1 returns α.</source>
        <translation>在 %1，即使每个尚未搜索的子节点都取其可能的最大值，加权和也不可能超过 α = %2：%1 返回 α。</translation>
    </message>
    <message>
        <source>At %1, even if every child not yet searched were worth the least it can be, the weighted sum could not fall below β = %2: %1 returns β.</source>
        <translation>在 %1，即使每个尚未搜索的子节点都取其可能的最小值，加权和也不可能低于 β = %2：%1 返回 β。</translation>
    </message>
    <message>
        <source> The children %1 are pruned.</source>
        <translation> 子节点 %1 被剪枝。</translation>
    </message>
    <message>
        <source>Phase 2 begins: OPEN is empty, so CLOSED is walked from its end and the values rise from the bottom. Backing up level %1. %2</source>
        <translation>第 2 阶段开始：OPEN 已空，因此从末尾倒序遍历 CLOSED，值自下而上回溯。正在回溯第 %1 层。%2</translation>
    </message>
    <message>
        <source>Phase 2, backing up level %1. %2</source>
        <translation>第 2 阶段，正在回溯第 %1 层。%2</translation>
    </message>
    <message>
        <source>Pass %1 begins at the root: %2 Every node starts afresh; what earlier passes visited is drawn faded until this pass visits it again.</source>
        <translation>第 %1 轮从根开始：%2 每个节点都重新开始；之前轮次访问过的节点以淡色绘制，直到本轮再次访问它。</translation>
    </message>
    <message>
        <source>At %1, %2 is tried first: it was %1&apos;s best move in the previous pass.</source>
        <translation>在 %1，先尝试 %2：它是上一轮中 %1 的最佳着法。</translation>
    </message>
    <message>
        <source>At %1, %2 is tried in place %3: it is killer %4 of this ply, a move that caused a cut-off at a sibling position.</source>
        <translation>在 %1，把 %2 放在第 %3 位尝试：它是本层的杀手着法 %4，即在某个兄弟局面引起过剪枝的着法。</translation>
    </message>
    <message>
        <source>At %1, %2 is tried in place %3: its history score %4 is higher than those of the children it overtakes.</source>
        <translation>在 %1，把 %2 放在第 %3 位尝试：它的历史得分 %4 高于被它超过的子节点。</translation>
    </message>
    <message>
        <source>Expand %1 (%2): generate its %3 children with their intervals (expansion %4).</source>
        <translation>扩展 %1（%2）：生成它的 %3 个子节点及其区间（第 %4 次扩展）。</translation>
    </message>
    <message>
        <source>Back up to %1 (%2): [%3, %4], the %5 of its children&apos;s pessimistic and optimistic bounds.</source>
        <translation>回溯到 %1（%2）：[%3, %4]，即其子节点悲观界与乐观界的%5。</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>最大值</translation>
    </message>
    <message>
        <source>minimum</source>
        <translation>最小值</translation>
    </message>
    <message>
        <source>%1: work below %2, a rival of the best, to raise its pessimistic bound.</source>
        <translation>%1：在最佳着法的对手 %2 之下工作，以提高其悲观界。</translation>
    </message>
    <message>
        <source>%1: work below %2, a rival of the best, to lower its optimistic bound.</source>
        <translation>%1：在最佳着法的对手 %2 之下工作，以降低其乐观界。</translation>
    </message>
    <message>
        <source>%1: every rival is expanded to its leaves, so work below %2, the best root child.</source>
        <translation>%1：每个对手都已扩展到叶节点，因此在最佳根子节点 %2 之下工作。</translation>
    </message>
    <message>
        <source>%1: work below %2, the best root child, to lower its optimistic bound.</source>
        <translation>%1：在最佳根子节点 %2 之下工作，以降低其乐观界。</translation>
    </message>
    <message>
        <source>%1: work below %2, the best root child, to raise its pessimistic bound.</source>
        <translation>%1：在最佳根子节点 %2 之下工作，以提高其悲观界。</translation>
    </message>
    <message>
        <source>At %1 (MAX), descend to %2: the highest optimistic bound, %3, among the children that can still be expanded.</source>
        <translation>在 %1（MAX），下降到 %2：在仍可扩展的子节点中乐观界最高，为 %3。</translation>
    </message>
    <message>
        <source>At %1 (MIN), descend to %2: the lowest pessimistic bound, %3, among the children that can still be expanded.</source>
        <translation>在 %1（MIN），下降到 %2：在仍可扩展的子节点中悲观界最低，为 %3。</translation>
    </message>
    <message>
        <source>The search is over: %1 is the best move, and the root&apos;s value is at most %2.</source>
        <translation>搜索结束：%1 是最佳着法，根的值至多为 %2。</translation>
    </message>
    <message>
        <source>The search is over: %1 is the best move, and the root&apos;s value is at least %2.</source>
        <translation>搜索结束：%1 是最佳着法，根的值至少为 %2。</translation>
    </message>
    <message>
        <source>%1 is the only root child: it is best, nothing to separate.</source>
        <translation>%1 是根唯一的子节点：它就是最佳，无需分离。</translation>
    </message>
    <message>
        <source>Separation test: best %1, alt %2; %3 %4 %5: separated, %1 is proven best.</source>
        <translation>分离测试：最佳 %1，备选 %2；%3 %4 %5：已分离，%1 被证明为最佳。</translation>
    </message>
    <message>
        <source>Separation test: best %1, alt %2; %3 %4 %5: not separated yet.</source>
        <translation>分离测试：最佳 %1，备选 %2；%3 %4 %5：尚未分离。</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>节点 %1</translation>
    </message>
    <message>
        <source>Enter %1 (%2) with the null window %3: %4</source>
        <translation>以零窗口 %3 进入 %1（%2）：%4</translation>
    </message>
    <message>
        <source>Enter %1 (%2) with the window α = %3, β = %4.</source>
        <translation>以窗口 α = %3、β = %4 进入 %1（%2）。</translation>
    </message>
    <message>
        <source>Read the leaf %1: its value is %2.</source>
        <translation>读取 %1（叶节点）：其值为 %2。</translation>
    </message>
    <message>
        <source>%1 is at the depth limit: its heuristic value is %2.</source>
        <translation>%1 位于深度限制：其启发值为 %2。</translation>
    </message>
    <message>
        <source>At %1, α rises to %2: MAX can already get at least %2 here.</source>
        <translation>在 %1，α 升至 %2：MAX 在此已至少能得到 %2。</translation>
    </message>
    <message>
        <source>At %1, β falls to %2: MIN can already hold MAX to at most %2 here.</source>
        <translation>在 %1，β 降至 %2：MIN 在此已能把 MAX 限制在至多 %2。</translation>
    </message>
    <message>
        <source>%1 is pruned, and so is every child after it in the order tried</source>
        <translation>%1 被剪枝，按尝试顺序排在它之后的每个子节点也都被剪枝</translation>
    </message>
    <message>
        <source>the remaining children %1 are pruned</source>
        <translation>其余子节点 %1 被剪枝</translation>
    </message>
    <message>
        <source>the remaining child %1 is pruned</source>
        <translation>其余的子节点 %1 被剪枝</translation>
    </message>
    <message>
        <source>At %1, the best so far is above β = %2 (a strict cut-off: a tie would be searched on): %3.</source>
        <translation>在 %1，目前最佳高于 β = %2（严格剪枝：持平时会继续搜索）：%3。</translation>
    </message>
    <message>
        <source>At %1, the best so far is below α = %2 (a strict cut-off: a tie would be searched on): %3.</source>
        <translation>在 %1，目前最佳低于 α = %2（严格剪枝：持平时会继续搜索）：%3。</translation>
    </message>
    <message>
        <source>At %1, β = %2 ≤ α = %3: %4.</source>
        <translation>在 %1，β = %2 ≤ α = %3：%4。</translation>
    </message>
    <message>
        <source>At %1, α = %2 ≥ β = %3: %4.</source>
        <translation>在 %1，α = %2 ≥ β = %3：%4。</translation>
    </message>
    <message>
        <source>Every leaf value lies in [%1, %2], so a chance node is bounded before all its children are searched: each child not yet searched is worth at least %1 and at most %2.</source>
        <translation>每个叶节点的值都在 [%1, %2] 之内，因此机会节点在搜索完所有子节点之前就有界：每个尚未搜索的子节点的值至少为 %1、至多为 %2。</translation>
    </message>
    <message>
        <source>The probe %1, the first child of %2, returns %3: %2 is worth %4, whatever its other children are.</source>
        <translation>探测节点 %1（%2 的第一个子节点）返回 %3：无论 %2 的其他子节点如何，%2 的值都为 %4。</translation>
    </message>
    <message>
        <source>Put %1 on OPEN.</source>
        <translation>把 %1 放入 OPEN。</translation>
    </message>
    <message>
        <source>No state below %1 is left on OPEN to purge.</source>
        <translation>OPEN 中没有 %1 之下的状态需要清除。</translation>
    </message>
    <message>
        <source>The search is over: the value of %1 is %2.</source>
        <translation>搜索结束：%1 的值为 %2。</translation>
    </message>
    <message>
        <source>Phase 1, level 0: put the root %1 onto OPEN; CLOSED is empty.</source>
        <translation>第 1 阶段，第 0 层：把根 %1 放入 OPEN；CLOSED 为空。</translation>
    </message>
    <message>
        <source>Phase 1, generating level %1: put %2, a child of %3, onto the back of OPEN.</source>
        <translation>第 1 阶段，生成第 %1 层：把 %3 的子节点 %2 放到 OPEN 的末尾。</translation>
    </message>
    <message>
        <source>%1 at %2 is pruned as well: it comes later in the order tried.</source>
        <translation>%2 处的 %1 也被剪枝：它在尝试顺序中排在后面。</translation>
    </message>
    <message>
        <source>Phase 1, level %1: take %2 off the front of OPEN and put it at the end of CLOSED (place %3).</source>
        <translation>第 1 阶段，第 %1 层：从 OPEN 的前端取出 %2，放到 CLOSED 的末尾（第 %3 位）。</translation>
    </message>
    <message>
        <source>The transposition table holds [%1, %2] for %3, so it is not read again: it returns %4.</source>
        <translation>置换表中 %3 的条目为 [%1, %2]，因此不再读取它：它返回 %4。</translation>
    </message>
    <message>
        <source>The transposition table holds [%1, %2] for %3, which settles it without a search: it returns %4, and what lies below it is skipped by the table.</source>
        <translation>置换表中 %3 的条目为 [%1, %2]，无需搜索即可确定：它返回 %4，其下的部分被置换表跳过。</translation>
    </message>
    <message>
        <source>%1 is not searched: its probability %2 is below the threshold, so %3 averages its other children, their probabilities renormalised.</source>
        <translation>不搜索 %1：其概率 %2 低于阈值，因此 %3 对其他子节点取平均，并重新归一化它们的概率。</translation>
    </message>
    <message>
        <source>At %1, %2 of the %3 draws fell on %4 (probability %5): it is searched once and counts %2/%3 in the estimate.</source>
        <translation>在 %1，%3 次抽样中有 %2 次落在 %4（概率 %5）：它只搜索一次，在估计中计为 %2/%3。</translation>
    </message>
    <message>
        <source>the leaf %1</source>
        <translation>叶节点 %1</translation>
    </message>
    <message>
        <source>Whatever the skipped children of %1 are worth within the leaf bounds, its value lies in [%2, %3].</source>
        <translation>无论 %1 被跳过的子节点在叶节点界内取何值，其值都位于 [%2, %3] 之内。</translation>
    </message>
    <message>
        <source>%1 is worth %2 by the approximation, which here is exact.</source>
        <translation>按近似计算 %1 的值为 %2，此处恰好精确。</translation>
    </message>
    <message>
        <source>%1 is worth about %2 by the approximation; its exact value is %3.</source>
        <translation>按近似计算 %1 的值约为 %2；其精确值为 %3。</translation>
    </message>
    <message>
        <source>its cut-off left the rest of its children unsearched</source>
        <translation>它的剪枝使其余子节点未被搜索</translation>
    </message>
    <message>
        <source>the child its value comes from is itself only a bound</source>
        <translation>它的值所来自的子节点本身也只是一个界</translation>
    </message>
    <message>
        <source>it was searched with a null window, which only tells on which side of the test its value lies</source>
        <translation>它是用零窗口搜索的，零窗口只说明它的值位于测试值的哪一侧</translation>
    </message>
    <message>
        <source>its best is %1, but fail-hard reports the bound α = %2 it was searched with</source>
        <translation>它的最佳值是 %1，但 fail-hard 报告的是搜索它时的界 α = %2</translation>
    </message>
    <message>
        <source>its best is %1, but fail-hard reports the bound β = %2 it was searched with</source>
        <translation>它的最佳值是 %1，但 fail-hard 报告的是搜索它时的界 β = %2</translation>
    </message>
    <message>
        <source>fail-hard reports the bound α = %1 it was searched with</source>
        <translation>fail-hard 报告的是搜索它时的界 α = %1</translation>
    </message>
    <message>
        <source>fail-hard reports the bound β = %1 it was searched with</source>
        <translation>fail-hard 报告的是搜索它时的界 β = %1</translation>
    </message>
    <message>
        <source> Only a bound is known for %1.</source>
        <translation> %1 只知道一个界。</translation>
    </message>
    <message>
        <source> Only a bound is known for %1: %2.</source>
        <translation> %1 只知道一个界：%2。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>left</source>
        <translation>向左</translation>
    </message>
    <message>
        <source>right</source>
        <translation>向右</translation>
    </message>
    <message>
        <source>to child %1 of %2</source>
        <translation>向 %2 个子节点中的第 %1 个</translation>
    </message>
    <message>
        <source> %1 moves %2.</source>
        <translation> %1 %2走。</translation>
    </message>
    <message>
        <source>%1 other moves, none of them better</source>
        <translation>其他 %1 步，没有一步更好</translation>
    </message>
    <message>
        <source> %1 moves %2: %3 against %4.</source>
        <translation> %1 %2走：%3 对 %4。</translation>
    </message>
    <message>
        <source> Of the moves worth %1, the first is taken.</source>
        <translation> 在值为 %1 的几步中取第一步。</translation>
    </message>
    <message>
        <source>child %1 of the root</source>
        <translation>根的第 %1 个子节点</translation>
    </message>
    <message>
        <source>child %1 of %2</source>
        <translation>%2的第 %1 个子节点</translation>
    </message>
    <message>
        <source>at %1 below the root</source>
        <translation>根下路径 %1 处</translation>
    </message>
    <message>
        <source>the root</source>
        <translation>根</translation>
    </message>
    <message>
        <source>node %1 (%2)</source>
        <translation>节点 %1（%2）</translation>
    </message>
    <message>
        <source>%1 (to %2)</source>
        <translation>%1（到 %2）</translation>
    </message>
    <message>
        <source> The child %1 is pruned.</source>
        <translation> 子节点 %1 被剪掉。</translation>
    </message>
    <message>
        <source>Iteration %1: </source>
        <translation>第 %1 次迭代：</translation>
    </message>
    <message>
        <source>Select at %1: every child is in the search tree; %2 has the largest Q + c·√(ln N / N_child): %3.</source>
        <translation>在 %1 处选择：所有子节点都在搜索树中；%2 的 Q + c·√(ln N / N_子) 最大：%3。</translation>
    </message>
    <message>
        <source>Select at %1: every child is in the search tree; %2 has the smallest Q − c·√(ln N / N_child): %3.</source>
        <translation>在 %1 处选择：所有子节点都在搜索树中；%2 的 Q − c·√(ln N / N_子) 最小：%3。</translation>
    </message>
    <message>
        <source>At %1 the draw u = %2 falls on %3 (P = %4), not yet in the search tree: it is added.</source>
        <translation>在 %1 处，抽样 u = %2 落在 %3 上（P = %4），它尚不在搜索树中：将其加入。</translation>
    </message>
    <message>
        <source>At %1 the draw u = %2 falls on %3 (P = %4), already in the search tree: selection goes on from it.</source>
        <translation>在 %1 处，抽样 u = %2 落在 %3 上（P = %4），它已在搜索树中：从它继续选择。</translation>
    </message>
    <message>
        <source>Expand %1: add %2, the child drawn, to the search tree (N = 0).</source>
        <translation>扩展 %1：把抽中的子节点 %2 加入搜索树（N = 0）。</translation>
    </message>
    <message>
        <source>Expand %1: add %2, its leftmost child not yet in the search tree, to the search tree (N = 0).</source>
        <translation>扩展 %1：把它尚不在搜索树中的最左子节点 %2 加入搜索树（N = 0）。</translation>
    </message>
    <message>
        <source>Playout move %1: at %2 the draw u = %3 falls on %4 (P = %5); a playout adds nothing to the search tree.</source>
        <translation>模拟第 %1 步：在 %2 处，抽样 u = %3 落在 %4 上（P = %5）；模拟不向搜索树添加任何节点。</translation>
    </message>
    <message>
        <source>Playout move %1: from %2 to %3, chosen uniformly at random among %4 children; a playout adds nothing to the search tree.</source>
        <translation>模拟第 %1 步：从 %2 到 %3，在 %4 个子节点中均匀随机选出；模拟不向搜索树添加任何节点。</translation>
    </message>
    <message>
        <source>The playout stops at %1, as deep as it may go: its heuristic value is the result, r = %2.</source>
        <translation>模拟在 %1 处停止，已达允许的深度：其启发值即为结果，r = %2。</translation>
    </message>
    <message>
        <source>The iteration reaches the leaf %1: the result is r = %2.</source>
        <translation>本次迭代到达叶子 %1：结果为 r = %2。</translation>
    </message>
    <message>
        <source>Back up r = %1 into %2: N = %3, W = %4, Q = W / N = %5.</source>
        <translation>把 r = %1 回传到 %2：N = %3，W = %4，Q = W / N = %5。</translation>
    </message>
    <message>
        <source>The search is over: the root&apos;s Q, its value, is %1.</source>
        <translation>搜索结束：根的 Q，即其值，为 %1。</translation>
    </message>
    <message>
        <source>The search is over: %1 has the most visits, N = %2, so %3 moves %4; the value is its Q, which is %5.</source>
        <translation>搜索结束：%1 的访问次数最多，N = %2，所以 %3 走 %4；值为它的 Q，即 %5。</translation>
    </message>
    <message>
        <source>Take %1 off OPEN. Γ4: %2 is solved under %4 (%3), which is therefore solved.</source>
        <translation>从 OPEN 中取出 %1。Γ4：%2 在 %4（%3）之下已解决，因此该节点也已解决。</translation>
    </message>
    <message>
        <source>Take %1 off OPEN. Γ5: %2 is the last child of %4 (%3), so %4 is solved.</source>
        <translation>从 OPEN 中取出 %1。Γ5：%2 是 %4（%3）的最后一个子节点，因此 %4 已解决。</translation>
    </message>
    <message numerus="yes">
        <source>Purge %n state(s) below %1 from OPEN: none of them can beat %1&apos;s solution. All were SOLVED, so nothing is pruned.</source>
        <translation>
            <numerusform>从 OPEN 中清除 %1 之下的 %n 个状态：它们都无法胜过 %1 的解。它们都是 SOLVED，因此没有剪枝。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Purge %n state(s) below %1 from OPEN: none of them can beat %1&apos;s solution, </source>
        <translation>
            <numerusform>从 OPEN 中清除 %1 之下的 %n 个状态：它们都无法胜过 %1 的解，</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>so %n subtree(s) never reached are pruned.</source>
        <translation>
            <numerusform>因此 %n 棵从未到达的子树被剪枝。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter %1 (%2) and search its %n children.</source>
        <translation>
            <numerusform>进入 %1（%2）并搜索其 %n 个子节点。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, an OR node</source>
        <translation>%1（OR 节点）</translation>
    </message>
    <message>
        <source>%1, an AND node</source>
        <translation>%1（AND 节点）</translation>
    </message>
    <message>
        <source>the OR node %1</source>
        <translation>OR 节点 %1</translation>
    </message>
    <message>
        <source>the AND node %1</source>
        <translation>AND 节点 %1</translation>
    </message>
    <message>
        <source>Generate %1: a new inner node starts with pn = 1, dn = 1.</source>
        <translation>生成 %1：新的内部节点以 pn = 1、dn = 1 开始。</translation>
    </message>
    <message>
        <source>Generate %1 with %2 children: pn = 1 (one child proven proves it), dn = %2 (all of them must be disproven).</source>
        <translation>生成有 %2 个子节点的 %1：pn = 1（一个子节点被证明即可证明它），dn = %2（所有子节点都必须被否证）。</translation>
    </message>
    <message>
        <source>Generate %1 with %2 children: pn = %2 (all of them must be proven), dn = 1 (one child disproven disproves it).</source>
        <translation>生成有 %2 个子节点的 %1：pn = %2（所有子节点都必须被证明），dn = 1（一个子节点被否证即可否证它）。</translation>
    </message>
    <message>
        <source>Generate the leaf %1 and evaluate it at once: %2 %3, so it is proven: pn = 0, dn = ∞.</source>
        <translation>生成叶子 %1 并立即评估：%2 %3，因此它被证明：pn = 0，dn = ∞。</translation>
    </message>
    <message>
        <source>Generate the leaf %1 and evaluate it at once: %2 %3, so it is disproven: pn = ∞, dn = 0.</source>
        <translation>生成叶子 %1 并立即评估：%2 %3，因此它被否证：pn = ∞，dn = 0。</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>在 %1</translation>
    </message>
    <message>
        <source>%1: the child with the smallest proof number, %2, is %3, the leftmost of %4 with it; the most-proving path goes on there.</source>
        <translation>%1：证明数最小（%2）的子节点是 %3，是 %4 个并列者中最左的一个；最有证明力的路径继续走向它。</translation>
    </message>
    <message>
        <source>%1: the child with the smallest disproof number, %2, is %3, the leftmost of %4 with it; the most-proving path goes on there.</source>
        <translation>%1：否证数最小（%2）的子节点是 %3，是 %4 个并列者中最左的一个；最有证明力的路径继续走向它。</translation>
    </message>
    <message>
        <source>%1: the child with the smallest proof number, %2, is %3; the most-proving path goes on there.</source>
        <translation>%1：证明数最小（%2）的子节点是 %3；最有证明力的路径继续走向它。</translation>
    </message>
    <message>
        <source>%1: the child with the smallest disproof number, %2, is %3; the most-proving path goes on there.</source>
        <translation>%1：否证数最小（%2）的子节点是 %3；最有证明力的路径继续走向它。</translation>
    </message>
    <message>
        <source>Expand %1: it is the most-proving node, not yet expanded; generate its %2 children left to right.</source>
        <translation>展开 %1：它是尚未展开的最有证明力节点；从左到右生成它的 %2 个子节点。</translation>
    </message>
    <message>
        <source>Update %1: pn = %2, the smallest of its children&apos;s; dn = %3, their sum.</source>
        <translation>更新 %1：pn = %2，取子节点中的最小值；dn = %3，取它们的和。</translation>
    </message>
    <message>
        <source>Update %1: pn = %2, the sum of its children&apos;s; dn = %3, the smallest.</source>
        <translation>更新 %1：pn = %2，取子节点的和；dn = %3，取最小值。</translation>
    </message>
    <message>
        <source>It is proven.</source>
        <translation>它被证明。</translation>
    </message>
    <message>
        <source>It is disproven.</source>
        <translation>它被否证。</translation>
    </message>
    <message>
        <source>MAX can at least draw</source>
        <translation>MAX 至少能逼和</translation>
    </message>
    <message>
        <source>MAX can force a win</source>
        <translation>MAX 能强制获胜</translation>
    </message>
    <message>
        <source>MAX cannot avoid a loss</source>
        <translation>MAX 无法避免失败</translation>
    </message>
    <message>
        <source>MAX cannot force a win</source>
        <translation>MAX 无法强制获胜</translation>
    </message>
    <message>
        <source>The search is over: the root %1 is proven (pn = 0, dn = ∞): %2, so its value is %3.</source>
        <translation>搜索结束：根 %1 被证明（pn = 0，dn = ∞）：%2，因此其值为 %3。</translation>
    </message>
    <message>
        <source>The search is over: the root %1 is disproven (pn = ∞, dn = 0): %2, so its value is %3.</source>
        <translation>搜索结束：根 %1 被否证（pn = ∞，dn = 0）：%2，因此其值为 %3。</translation>
    </message>
    <message>
        <source>MAX moves %1, a child proven.</source>
        <translation>MAX 走 %1，一个被证明的子节点。</translation>
    </message>
    <message>
        <source>MIN moves %1, a child disproven.</source>
        <translation>MIN 走 %1，一个被否证的子节点。</translation>
    </message>
</context>
<context>
    <name>gt::NarrationDock</name>
    <message>
        <source>Narration</source>
        <translation>解说</translation>
    </message>
    <message>
        <source>%1 cannot search this tree: %2.</source>
        <translation>%1 无法搜索这棵树：%2。</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>%1 will search this tree of %2 and %3 from the root %4. %5 Press → to take the first step.</source>
        <translation>%1 将从根 %4 搜索这棵有 %2、%3 的树。%5 按 → 执行第一步。</translation>
    </message>
    <message numerus="yes">
        <source>%n nodes</source>
        <translation>
            <numerusform>%n 个节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leaves</source>
        <translation>
            <numerusform>%n 个叶节点</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gt::OpenDock</name>
    <message>
        <source>OPEN list (SSS*)</source>
        <translation>OPEN 列表（SSS*）</translation>
    </message>
    <message>
        <source>OPEN (front first)</source>
        <translation>OPEN（前端在先）</translation>
    </message>
    <message>
        <source>CLOSED (in order)</source>
        <translation>CLOSED（按顺序）</translation>
    </message>
    <message>
        <source>OPEN list</source>
        <translation>OPEN 列表</translation>
    </message>
    <message>
        <source>OPEN and CLOSED (%1)</source>
        <translation>OPEN 和 CLOSED（%1）</translation>
    </message>
    <message>
        <source>OPEN list (%1)</source>
        <translation>OPEN 列表（%1）</translation>
    </message>
    <message>
        <source>OPEN: the nodes generated and not yet looked at; CLOSED: the nodes looked at, whose values are backed up from its end.</source>
        <translation>OPEN：已生成但尚未查看的节点；CLOSED：已查看的节点，其值从末尾开始回溯。</translation>
    </message>
    <message>
        <source>Only SSS*, DUAL* and two-phase minimax keep an OPEN list. Choose one in the Algorithm menu to see it here.</source>
        <translation>只有 SSS*、DUAL* 和两阶段极小极大维护 OPEN 列表。在“算法”菜单中选择其一即可在此查看。</translation>
    </message>
    <message>
        <source>(%1, %2, %3)</source>
        <translation>(%1, %2, %3)</translation>
    </message>
    <message>
        <source>Taken: %1 — case Γ%2</source>
        <translation>取出：%1 — 情形 Γ%2</translation>
    </message>
    <message>
        <source>Taken: %1 — the root is solved</source>
        <translation>取出：%1 — 根已解决</translation>
    </message>
    <message>
        <source>OPEN is empty: the first step puts the root on it, LIVE, with merit −∞; the lowest merit is taken first.</source>
        <translation>OPEN 为空：第一步把根以 LIVE 状态、价值 −∞ 放入；先取价值最低者。</translation>
    </message>
    <message>
        <source>OPEN is empty: the first step puts the root on it, LIVE, with merit +∞.</source>
        <translation>OPEN 为空：第一步把根以 LIVE 状态、价值 +∞ 放入。</translation>
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
        <translation>DUAL* 下一步取此状态：它的价值最低</translation>
    </message>
    <message>
        <source>SSS* takes this state next: it has the highest merit</source>
        <translation>SSS* 下一步取此状态：它的价值最高</translation>
    </message>
    <message>
        <source>Just put onto OPEN</source>
        <translation>刚放入 OPEN</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Merit h</source>
        <translation>价值 h</translation>
    </message>
</context>
<context>
    <name>gt::Option</name>
    <message>
        <source>The score that wins</source>
        <translation>获胜分数</translation>
    </message>
    <message>
        <source>Decisions (roll or hold) deep; below, the horizon estimates the value from the scores</source>
        <translation>决策（掷或停）深度；以下由视界根据分数估计值</translation>
    </message>
    <message>
        <source>Faces of the die, 1 to K (a smaller die makes a smaller tree)</source>
        <translation>骰子面数，1 到 K（骰子越小树越小）</translation>
    </message>
    <message>
        <source>Start from MAX&apos;s score S, MIN&apos;s score T, the turn total R, P = max or min to move</source>
        <translation>从 MAX 的得分 S、MIN 的得分 T、本回合累计分 R 开始，P = max 或 min 走</translation>
    </message>
    <message>
        <source>Start from this position: 15 rows of 15 cells (x, o, .) from the top joined by /, then optionally x or o to move and @h8 for the last move</source>
        <translation>从此局面开始：从上到下 15 行、每行 15 格（x、o、.），用 / 连接，可选随后给出 x 或 o 走以及上一步 @h8</translation>
    </message>
    <message>
        <source>x on h8, o to move</source>
        <translation>x 在 h8，轮到 o 走</translation>
    </message>
    <message>
        <source>Moves per node (MaxW): the W best by the threat-counting score</source>
        <translation>每个节点的着法数（MaxW）：按威胁计数评分取 W 个最佳着法</translation>
    </message>
    <message>
        <source>Plies deep (MaxD); below, the static evaluation</source>
        <translation>深度层数（MaxD）；以下用静态评估</translation>
    </message>
    <message>
        <source>Start from one pile of N tokens</source>
        <translation>从一堆 N 枚筹码开始</translation>
    </message>
    <message>
        <source>Start from these piles instead, e.g. 4+2+1 (at most 40 tokens in all)</source>
        <translation>改为从这些堆开始，例如 4+2+1（总共最多 40 枚）</translation>
    </message>
    <message>
        <source>one pile of --pile</source>
        <translation>一堆 --pile</translation>
    </message>
    <message>
        <source>Stop D moves deep; a position there is a leaf with its solved value (Sprague-Grundy)</source>
        <translation>在 D 步后停止；该处的局面是带有其求解值（Sprague-Grundy）的叶节点</translation>
    </message>
    <message>
        <source>the whole game</source>
        <translation>整局游戏</translation>
    </message>
    <message>
        <source>The AND/OR view: MAX nodes are named OR, MIN nodes AND, and leaves are 1 where MAX wins (solved) and 0 where MIN wins</source>
        <translation>与或视图：MAX 节点命名为 OR，MIN 节点为 AND，MAX 获胜（已解决）的叶节点为 1，MIN 获胜的为 0</translation>
    </message>
    <message>
        <source>The position: 4 rows of . x # * joined by &apos;/&apos;, then A or B to move</source>
        <translation>局面：用“/”连接的 4 行 . x # *，然后是轮到 A 或 B 走</translation>
    </message>
    <message>
        <source>Plies of moves below the position</source>
        <translation>该局面之下的着法层数</translation>
    </message>
    <message>
        <source>Moves of a neutral piece: all; for each place of the L only the best by the analysis (a small tree, the same minimax value); or none (the neutrals stay; minimax may then differ)</source>
        <translation>中立棋子的着法：全部；对 L 的每个位置只取分析得出的最佳（树较小，极小极大值相同）；或无（中立棋子不动；极小极大值可能不同）</translation>
    </message>
    <message>
        <source>Children per inner node</source>
        <translation>每个内部节点的子节点数</translation>
    </message>
    <message>
        <source>Depth of the leaves</source>
        <translation>叶节点的深度</translation>
    </message>
    <message>
        <source>Put a chance level below every max and min level</source>
        <translation>在每个 max 层和 min 层之下加一个机会层</translation>
    </message>
    <message>
        <source>Leaf values are whole numbers in LO:HI</source>
        <translation>叶节点值为 LO:HI 内的整数</translation>
    </message>
    <message>
        <source>Give every inner node a heuristic value: its true value plus a whole number drawn uniformly from [-A, A]</source>
        <translation>为每个内部节点设启发值：其真实值加上从 [-A, A] 中均匀抽取的整数</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Give every inner node an interval [v-a, v+b] around its true value v (for B*), a and b whole numbers drawn uniformly from [0, W]</source>
        <translation>为每个内部节点设置围绕其真实值 v 的区间 [v-a, v+b]（用于 B*），a 和 b 为从 [0, W] 中均匀抽取的整数</translation>
    </message>
    <message>
        <source>Label each node&apos;s moves with distinct letters from the first K of a, b, c, ..., so that moves recur across the tree</source>
        <translation>用 a, b, c, ... 的前 K 个字母中互不相同的字母标记每个节点的着法，使着法在整棵树中重复出现</translation>
    </message>
    <message>
        <source>no labels</source>
        <translation>无标签</translation>
    </message>
    <message>
        <source>Make each inner node, with chance P, a copy of an earlier subtree at the same depth with the same side to move; both get the same key</source>
        <translation>以概率 P 把每个内部节点变为同一深度、同一走棋方的某个较早子树的副本；两者得到相同的键</translation>
    </message>
    <message>
        <source>The position to start from: 3 rows top to bottom joined by /, cells x o . (e.g. x.o/.x./..o), then x or o if that side is to move against the counts</source>
        <translation>起始局面：从上到下 3 行，用 / 连接，格子为 x o .（例如 x.o/.x./..o），如果轮到的一方与子数不符，再写 x 或 o</translation>
    </message>
    <message>
        <source>the empty board, x to move</source>
        <translation>空棋盘，x 走</translation>
    </message>
    <message>
        <source>Stop after D moves and give the positions there f(p) = lines open for x - lines open for o</source>
        <translation>在 D 步后停止，对该处局面取 f(p) = 对 x 开放的线数 - 对 o 开放的线数</translation>
    </message>
    <message>
        <source>A won game is worth +W for x and -W for o, more than any f(p) (at most 8)</source>
        <translation>赢棋对 x 值 +W，对 o 值 -W，大于任何 f(p)（至多 8）</translation>
    </message>
    <message>
        <source>Make o&apos;s moves chance nodes: its best reply (by minimax) with probability P, each other move with an equal share of 1 - P</source>
        <translation>把 o 的着法变为机会节点：以概率 P 走其最佳应着（按极小极大），其他每个着法平分 1 - P</translation>
    </message>
    <message>
        <source>o minimises</source>
        <translation>o 取极小</translation>
    </message>
    <message>
        <source>When to prune: default on α ≥ β; strict (UC Berkeley CS188) only on v &gt; β (MIN: v &lt; α), fail-soft, so ties are searched</source>
        <translation>何时剪枝：默认在 α ≥ β 时；严格（UC Berkeley CS188）只在 v &gt; β（MIN：v &lt; α）时，fail-soft，因此持平时继续搜索</translation>
    </message>
    <message>
        <source>Half the first window&apos;s width: (G − D, G + D); greater than 0</source>
        <translation>第一个窗口宽度的一半：(G − D, G + D)；大于 0</translation>
    </message>
    <message>
        <source>Which root child to work on: the best (provebest), its closest rival (disproverest), or each in turn (alternate)</source>
        <translation>处理哪个根子节点：最佳者（provebest）、其最接近的对手（disproverest），或轮流（alternate）</translation>
    </message>
    <message>
        <source>Search to depth D; nodes there are read by their heuristic value</source>
        <translation>搜索到深度 D；该处的节点按启发值读取</translation>
    </message>
    <message>
        <source>to the leaves</source>
        <translation>直到叶节点</translation>
    </message>
    <message>
        <source>Keep a transposition table of [lower, upper] per position; it never changes the value and never reads more leaves</source>
        <translation>为每个局面维护 [lower, upper] 置换表；它从不改变值，也从不读取更多叶节点</translation>
    </message>
    <message>
        <source>The first guess of the root&apos;s value</source>
        <translation>根值的第一个猜测</translation>
    </message>
    <message>
        <source>the root&apos;s heuristic value, else 0</source>
        <translation>根的启发值，否则为 0</translation>
    </message>
    <message>
        <source>Every leaf value lies in [L, U]; chance nodes use these bounds to cut off or to bound skipped branches</source>
        <translation>每个叶节点值都位于 [L, U] 内；机会节点用这些界来剪枝或为跳过的分支定界</translation>
    </message>
    <message>
        <source>the smallest and largest leaf value</source>
        <translation>最小和最大的叶节点值</translation>
    </message>
    <message>
        <source>Do not search a chance child whose probability is below P; the value becomes approximate</source>
        <translation>不搜索概率低于 P 的机会子节点；值变为近似值</translation>
    </message>
    <message>
        <source>Draw k outcomes at each chance node and average them instead of every child&apos;s value</source>
        <translation>在每个机会节点抽取 k 个结果并取平均，而不是使用每个子节点的值</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>Move ordering: the previous pass&apos;s best child first (pv), then the ply&apos;s killer moves (killer) or the history table (history); none keeps the tree&apos;s order</source>
        <translation>着法排序：先试上一轮的最佳子节点（pv），然后是本层的杀手着法（killer）或历史表（history）；none 保持树的顺序</translation>
    </message>
    <message>
        <source>--%1 is not an option of %2 (%3)</source>
        <translation>--%1 不是 %2 的选项（%3）</translation>
    </message>
    <message>
        <source>it has none</source>
        <translation>它没有选项</translation>
    </message>
    <message>
        <source>its options: %1</source>
        <translation>它的选项：%1</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation>从 %1 到 %2</translation>
    </message>
    <message>
        <source>greater than 0</source>
        <translation>大于 0</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>至少 %1</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>至多 %1</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数</translation>
    </message>
    <message>
        <source>--%1 takes %2, and %3 is too large for one</source>
        <translation>--%1 接受%2，而 %3 太大</translation>
    </message>
    <message>
        <source>--%1 takes LO:HI, two numbers%2 with LO ≤ HI</source>
        <translation>--%1 接受 LO:HI，即两个数%2，且 LO ≤ HI</translation>
    </message>
    <message>
        <source>--%1 takes at most %2 characters, not %3</source>
        <translation>--%1 最多接受 %2 个字符，而不是 %3 个</translation>
    </message>
    <message>
        <source>--%1 takes one line of text; character %2 is a control character (U+%3)</source>
        <translation>--%1 接受一行文本；第 %2 个字符是控制字符（U+%3）</translation>
    </message>
    <message>
        <source>--%1 is on or off, not &apos;%2&apos;</source>
        <translation>--%1 为 on 或 off，不能是“%2”</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>%1 之一</translation>
    </message>
    <message>
        <source>a list of two numbers [low, high]</source>
        <translation>由两个数组成的列表 [low, high]</translation>
    </message>
    <message>
        <source>Give every inner node the interval its open lines allow, for B*: at most 0 when no line is open for x, at least 0 when none is open for o, else -W and +W</source>
        <translation>为 B* 给每个内部节点其开放线所允许的区间：x 没有开放线时至多 0，o 没有开放线时至少 0，否则为 -W 和 +W</translation>
    </message>
    <message>
        <source>--%1 and --%2 contradict each other</source>
        <translation>--%1 与 --%2 互相矛盾</translation>
    </message>
    <message>
        <source>Clamp each node&apos;s result to the window it was searched with (fail-hard) instead of returning the best value found (fail-soft, the textbooks&apos;); both read the same leaves without a table</source>
        <translation>把每个节点的结果限制在搜索它时的窗口内（fail-hard），而不是返回找到的最佳值（fail-soft，教科书的约定）；不用置换表时两者读取相同的叶节点</translation>
    </message>
    <message>
        <source>Seed of the SplitMix64 stream every random choice draws from; the same seed gives the same draws</source>
        <translation>所有随机选择所用 SplitMix64 流的种子；相同的种子给出相同的抽取</translation>
    </message>
    <message>
        <source>How many iterations (select, expand, playout, back up) to run</source>
        <translation>要运行的迭代次数（选择、扩展、模拟、回传）</translation>
    </message>
    <message>
        <source>The exploration constant of UCB1: 0 only exploits, larger explores more</source>
        <translation>UCB1 的探索常数：0 只利用，越大探索越多</translation>
    </message>
    <message>
        <source>Stop a playout after d moves and read that node&apos;s heuristic value</source>
        <translation>模拟走 d 步后停止，读取该节点的启发值</translation>
    </message>
    <message>
        <source>to a leaf</source>
        <translation>直到叶子</translation>
    </message>
    <message>
        <source>What a leaf proves: a value above 0 (win) or at least 0 (not-lose)</source>
        <translation>叶子证明什么：值大于 0（win）或至少为 0（not-lose）</translation>
    </message>
    <message>
        <source>A new inner node&apos;s numbers: pn = dn = 1, or from its number of children (children)</source>
        <translation>新内部节点的数：pn = dn = 1，或按其子节点数（children）</translation>
    </message>
    <message>
        <source>Make o&apos;s moves chance nodes, each of the W moves as likely as o played it in this position in FILE: one recorded game per line, its squares from the empty board (docs/games.md)</source>
        <translation>把 o 的着法变为机会节点，W 步中每步的概率等于 o 在 FILE 中该局面下下出它的频率：每行一局记录，从空棋盘起的格子（docs/games.md）</translation>
    </message>
    <message>
        <source>With --opponent-from: add K to every move&apos;s count (Laplace smoothing), so that a move never recorded keeps a chance; 0: only what was seen</source>
        <translation>与 --opponent-from 一起使用：给每步的计数加 K（拉普拉斯平滑），使从未记录的着法仍有机会；0：只用看到的</translation>
    </message>
    <message>
        <source>Make o&apos;s moves chance nodes, each move as likely as o played it in this position in FILE: one recorded game per line, its squares from the empty board (docs/games.md)</source>
        <translation>把 o 的着法变为机会节点，每步的概率等于 o 在 FILE 中该局面下下出它的频率：每行一局记录，从空棋盘起的格子（docs/games.md）</translation>
    </message>
</context>
<context>
    <name>gt::OptionForm</name>
    <message>
        <source>Alternate</source>
        <translation>交替</translation>
    </message>
    <message>
        <source>And or</source>
        <translation>与或</translation>
    </message>
    <message>
        <source>Bounds</source>
        <translation>界</translation>
    </message>
    <message>
        <source>Branching</source>
        <translation>分支</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>机会</translation>
    </message>
    <message>
        <source>Cutoff</source>
        <translation>剪枝</translation>
    </message>
    <message>
        <source>Delta</source>
        <translation>Delta</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>骰子</translation>
    </message>
    <message>
        <source>Disproverest</source>
        <translation>反证对手</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Guess</source>
        <translation>猜测值</translation>
    </message>
    <message>
        <source>Heuristics</source>
        <translation>启发值</translation>
    </message>
    <message>
        <source>Intervals</source>
        <translation>区间</translation>
    </message>
    <message>
        <source>Min prob</source>
        <translation>最小概率</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>着法</translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation>中立</translation>
    </message>
    <message>
        <source>Opponent p</source>
        <translation>对手 p</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>排序</translation>
    </message>
    <message>
        <source>Pile</source>
        <translation>堆</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>局面</translation>
    </message>
    <message>
        <source>Provebest</source>
        <translation>证明最佳</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>抽样数</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>Transpositions</source>
        <translation>置换</translation>
    </message>
    <message>
        <source>Tt</source>
        <translation>置换表</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>胜值</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
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
        <translation>初始值</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>迭代次数</translation>
    </message>
    <message>
        <source>Playout depth</source>
        <translation>模拟深度</translation>
    </message>
    <message>
        <source>Opponent from</source>
        <translation>对手来自</translation>
    </message>
    <message>
        <source>Smoothing</source>
        <translation>平滑</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
</context>
<context>
    <name>gt::OrderingDock</name>
    <message>
        <source>Killers and history</source>
        <translation>杀手着法与历史</translation>
    </message>
    <message>
        <source>Ply</source>
        <translation>层</translation>
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
        <translation>只有使用 --order killer 或 history 的迭代加深才保留杀手着法或历史表。</translation>
    </message>
    <message>
        <source>Killer moves of each ply in this pass: a cut-off makes its move k1, the old k1 moves to k2.</source>
        <translation>本轮各层的杀手着法：剪枝使其着法成为 k1，原来的 k1 移到 k2。</translation>
    </message>
    <message>
        <source>History table: each finished node credits its best move with 2^(pass depth − its depth); kept across passes.</source>
        <translation>历史表：每个完成的节点为其最佳着法加 2^(本轮深度 − 其深度)；跨轮保留。</translation>
    </message>
</context>
<context>
    <name>gt::OutsideChangeBar</name>
    <message>
        <source>Changed on Disk</source>
        <translation>磁盘上的文件已更改</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>重新载入</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Write the tree back to its file</source>
        <translation>将树写回其文件</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <source>Save the tree under another name; the file on disk stays as it is</source>
        <translation>以其他名称保存树；磁盘上的文件保持原样</translation>
    </message>
    <message>
        <source>Keep Mine</source>
        <translation>保留我的</translation>
    </message>
    <message>
        <source>“%1” was deleted or moved on disk. The tree stays open here: Save writes it back.</source>
        <translation>“%1”已在磁盘上被删除或移动。树仍在此处打开：保存会将其写回。</translation>
    </message>
    <message>
        <source>“%1” changed on disk, and cannot be read as it is now: %2</source>
        <translation>“%1”已在磁盘上被更改，当前内容无法读取：%2</translation>
    </message>
    <message>
        <source>“%1” changed on disk, and the tree here has changes that are not saved.</source>
        <translation>“%1”已在磁盘上被更改，而此处的树有未保存的更改。</translation>
    </message>
    <message>
        <source>“%1” changed on disk.</source>
        <translation>“%1”已在磁盘上被更改。</translation>
    </message>
    <message>
        <source>Open the file as it is on disk; your changes are lost</source>
        <translation>按磁盘上的内容打开文件；您的更改将丢失</translation>
    </message>
    <message>
        <source>Open the file as it is on disk</source>
        <translation>按磁盘上的内容打开文件</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>关闭提示</translation>
    </message>
    <message>
        <source>Keep the tree shown here; Save replaces the file on disk with it</source>
        <translation>保留此处显示的树；保存时将用它替换磁盘上的文件</translation>
    </message>
</context>
<context>
    <name>gt::Pass</name>
    <message>
        <source>Pass %1 of %2 · %3</source>
        <translation>第 %1 轮，共 %2 轮 · %3</translation>
    </message>
    <message>
        <source>horizon d = %1</source>
        <translation>视界 d = %1</translation>
    </message>
    <message>
        <source>phase 1 · frontier at level %1</source>
        <translation>第 1 阶段 · 前沿在第 %1 层</translation>
    </message>
    <message>
        <source>phase 2 · backing up level %1</source>
        <translation>第 2 阶段 · 正在回溯第 %1 层</translation>
    </message>
    <message>
        <source>is the value ≥ %1?</source>
        <translation>值 ≥ %1 吗?</translation>
    </message>
    <message>
        <source>is the value &gt; %1?</source>
        <translation>值 &gt; %1 吗?</translation>
    </message>
    <message>
        <source>window %1</source>
        <translation>窗口 %1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>深度 %1</translation>
    </message>
    <message>
        <source>no depth limit</source>
        <translation>无深度限制</translation>
    </message>
    <message>
        <source> · window %1</source>
        <translation> · 窗口 %1</translation>
    </message>
    <message>
        <source>null-window test %1, %2</source>
        <translation>零窗口测试 %1，%2</translation>
    </message>
    <message>
        <source>null-window test %1</source>
        <translation>零窗口测试 %1</translation>
    </message>
    <message>
        <source>re-search %1</source>
        <translation>重新搜索 %1</translation>
    </message>
    <message>
        <source> · depth %1</source>
        <translation> · 深度 %1</translation>
    </message>
    <message>
        <source>inside: %1</source>
        <translation>在内：%1</translation>
    </message>
    <message>
        <source>fail low: %1</source>
        <translation>低于窗口：%1</translation>
    </message>
    <message>
        <source>fail high: %1</source>
        <translation>高于窗口：%1</translation>
    </message>
    <message>
        <source>skipped P=%1</source>
        <translation>跳过 P=%1</translation>
    </message>
    <message>
        <source>exact %1</source>
        <translation>精确 %1</translation>
    </message>
</context>
<context>
    <name>gt::PassBand</name>
    <message>
        <source>Passes: none begun yet</source>
        <translation>轮次：尚未开始</translation>
    </message>
    <message>
        <source> · guess %1</source>
        <translation> · 猜测 %1</translation>
    </message>
    <message>
        <source> · %1 ≤ value ≤ %2</source>
        <translation> · %1 ≤ 值 ≤ %2</translation>
    </message>
</context>
<context>
    <name>gt::PlotExport</name>
    <message>
        <source>Cannot write %1.</source>
        <translation>无法写入 %1。</translation>
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
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>Leave Presentation Mode</source>
        <translation>退出演示模式</translation>
    </message>
    <message>
        <source>Full screen with only the canvas and the narration, in large type (Escape leaves)</source>
        <translation>全屏，只显示画布和解说，大字号（按 Esc 退出）</translation>
    </message>
    <message>
        <source>Presentation</source>
        <translation>演示</translation>
    </message>
    <message>
        <source>The search algorithm</source>
        <translation>搜索算法</translation>
    </message>
    <message>
        <source>Algorithm: %1</source>
        <translation>算法：%1</translation>
    </message>
</context>
<context>
    <name>gt::PrintActions</name>
    <message>
        <source>&amp;Print…</source>
        <translation>打印(&amp;P)…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>打印预览(&amp;V)…</translation>
    </message>
    <message>
        <source>Print the current step as the canvas shows it</source>
        <translation>按画布所示打印当前步骤</translation>
    </message>
    <message>
        <source>See the printed page of the current step</source>
        <translation>查看当前步骤的打印页面</translation>
    </message>
    <message>
        <source>GameTree Studio step</source>
        <translation>GameTree Studio 步骤</translation>
    </message>
    <message>
        <source>Print the Current Step</source>
        <translation>打印当前步骤</translation>
    </message>
</context>
<context>
    <name>gt::Pseudocode</name>
    <message>
        <source>function ALPHABETA(n, α, β):</source>
        <translation>function ALPHABETA(n, α, β):</translation>
    </message>
    <message>
        <source>  if n is a leaf: return value(n)</source>
        <translation>  若 n 是叶节点: 返回 value(n)</translation>
    </message>
    <message>
        <source>  if n is MAX:</source>
        <translation>  若 n 是 MAX:</translation>
    </message>
    <message>
        <source>    v ← −∞</source>
        <translation>    v ← −∞</translation>
    </message>
    <message>
        <source>    for each child c of n, left to right:</source>
        <translation>    对 n 的每个子节点 c，从左到右:</translation>
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
        <translation>      若 α ≥ β: 剪掉其余子节点   ▷ β 剪枝（严格：v &gt; β，在第 7 行之前）</translation>
    </message>
    <message>
        <source>  else (n is MIN):</source>
        <translation>  否则（n 是 MIN）:</translation>
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
        <translation>      若 α ≥ β: 剪掉其余子节点   ▷ α 剪枝（严格：v &lt; α，在第 13 行之前）</translation>
    </message>
    <message>
        <source>  return v   ▷ fail-hard: clamped to the window n was given (fail-soft, strict: as found)</source>
        <translation>  返回 v   ▷ fail-hard：截断到 n 所得的窗口内（fail-soft、严格：按找到的值）</translation>
    </message>
    <message>
        <source>with --tt, ALPHABETA(n, α, β) first asks the table, [lower, upper] per key:</source>
        <translation>使用 --tt 时，ALPHABETA(n, α, β) 先查表，每个键存 [lower, upper]:</translation>
    </message>
    <message>
        <source>  if lower ≥ β: return lower;  if upper ≤ α: return upper;  if lower = upper: return it</source>
        <translation>  若 lower ≥ β: 返回 lower;  若 upper ≤ α: 返回 upper;  若 lower = upper: 返回它</translation>
    </message>
    <message>
        <source>  α ← max(α, lower);  β ← min(β, upper)</source>
        <translation>  α ← max(α, lower);  β ← min(β, upper)</translation>
    </message>
    <message>
        <source>  and stores v before returning it: v ≤ α sets upper, v ≥ β lower, else both (a leaf: both)</source>
        <translation>  并在返回 v 之前存储它: v ≤ α 设 upper，v ≥ β 设 lower，否则两者都设（叶节点：两者）</translation>
    </message>
    <message>
        <source>function ASPIRATION(root, g, δ):</source>
        <translation>function ASPIRATION(root, g, δ):</translation>
    </message>
    <message>
        <source>  v ← ALPHABETA(root, g − δ, g + δ)   ▷ pass 1: a window around the guess</source>
        <translation>  v ← ALPHABETA(root, g − δ, g + δ)   ▷ 第 1 轮：围绕猜测值的窗口</translation>
    </message>
    <message>
        <source>  if v ≤ g − δ: v ← ALPHABETA(root, −∞, v⁺)   ▷ failed low: the value is at most v</source>
        <translation>  若 v ≤ g − δ: v ← ALPHABETA(root, −∞, v⁺)   ▷ 低于窗口：值至多为 v</translation>
    </message>
    <message>
        <source>  else if v ≥ g + δ: v ← ALPHABETA(root, v⁻, +∞)   ▷ failed high: at least v</source>
        <translation>  否则若 v ≥ g + δ: v ← ALPHABETA(root, v⁻, +∞)   ▷ 高于窗口：至少为 v</translation>
    </message>
    <message>
        <source>  return v</source>
        <translation>  返回 v</translation>
    </message>
    <message>
        <source>function ALPHABETA(n, α, β):   ▷ fail-soft</source>
        <translation>function ALPHABETA(n, α, β):   ▷ fail-soft</translation>
    </message>
    <message>
        <source>      if α ≥ β: prune the remaining children   ▷ β cut-off</source>
        <translation>      若 α ≥ β: 剪掉其余子节点   ▷ β 剪枝</translation>
    </message>
    <message>
        <source>      if α ≥ β: prune the remaining children   ▷ α cut-off</source>
        <translation>      若 α ≥ β: 剪掉其余子节点   ▷ α 剪枝</translation>
    </message>
    <message>
        <source>  return v   ▷ the best found, even outside (α, β)</source>
        <translation>  返回 v   ▷ 找到的最佳值，即使在 (α, β) 之外</translation>
    </message>
    <message>
        <source>expand(root)   ▷ generate its children, each with its interval [pess, opt]</source>
        <translation>expand(root)   ▷ 生成其子节点，每个带区间 [pess, opt]</translation>
    </message>
    <message>
        <source>loop: best ← the root child with the highest opt (MIN root: lowest pess); alt ← the same among the others</source>
        <translation>循环: best ← opt 最高的根子节点（MIN 根：pess 最低）; alt ← 其余子节点中的同类</translation>
    </message>
    <message>
        <source>  if pess(best) ≥ opt(alt) (MIN root: opt(best) ≤ pess(alt)): separated, stop</source>
        <translation>  若 pess(best) ≥ opt(alt)（MIN 根：opt(best) ≤ pess(alt)）: 已分离，停止</translation>
    </message>
    <message>
        <source>  n ← best (PROVEBEST) or the other child with the best bound (DISPROVEREST)</source>
        <translation>  n ← best（PROVEBEST）或界最好的另一子节点（DISPROVEREST）</translation>
    </message>
    <message>
        <source>  while n is expanded: n ← its child with the highest opt (MAX) or the lowest pess (MIN)</source>
        <translation>  当 n 已扩展时: n ← 其 opt 最高（MAX）或 pess 最低（MIN）的子节点</translation>
    </message>
    <message>
        <source>  expand(n)   ▷ generate its children with their intervals</source>
        <translation>  expand(n)   ▷ 生成其子节点及其区间</translation>
    </message>
    <message>
        <source>  for n and each ancestor: pess, opt ← max (MAX) or min (MIN) of its children&apos;s</source>
        <translation>  对 n 及其每个祖先: pess, opt ← 其子节点的 max（MAX）或 min（MIN）</translation>
    </message>
    <message>
        <source>return best, with pess(root) (MIN root: opt(root))</source>
        <translation>返回 best，以及 pess(root)（MIN 根：opt(root)）</translation>
    </message>
    <message>
        <source>function EXPECTIMAX(n):</source>
        <translation>function EXPECTIMAX(n):</translation>
    </message>
    <message>
        <source>  if n is MAX: return the largest EXPECTIMAX(c) over its children c</source>
        <translation>  若 n 是 MAX: 返回其子节点 c 中最大的 EXPECTIMAX(c)</translation>
    </message>
    <message>
        <source>  otherwise (MIN or CHANCE): v ← v + P(c) · EXPECTIMAX(c) for each child c</source>
        <translation>  否则（MIN 或 CHANCE）: 对每个子节点 c，v ← v + P(c) · EXPECTIMAX(c)</translation>
    </message>
    <message>
        <source>      ▷ a MIN node moves at random: P(c) = 1 / (number of children)</source>
        <translation>      ▷ MIN 节点随机走: P(c) = 1 / (子节点数)</translation>
    </message>
    <message>
        <source>  ▷ --min-prob ε: a child with P(c) &lt; ε is skipped, the others&apos; P renormalised</source>
        <translation>  ▷ --min-prob ε: 跳过 P(c) &lt; ε 的子节点，其他子节点的 P 重新归一化</translation>
    </message>
    <message>
        <source>  ▷ --samples k: k children drawn by P; P(c) ← (draws of c) / k</source>
        <translation>  ▷ --samples k: 按 P 抽取 k 个子节点; P(c) ← (c 被抽中的次数) / k</translation>
    </message>
    <message>
        <source>function EXPECTIMINIMAX(n):</source>
        <translation>function EXPECTIMINIMAX(n):</translation>
    </message>
    <message>
        <source>  if n is MAX: v ← max(v, EXPECTIMINIMAX(c)) for each child c, from v = −∞</source>
        <translation>  若 n 是 MAX: 对每个子节点 c，v ← max(v, EXPECTIMINIMAX(c))，从 v = −∞ 开始</translation>
    </message>
    <message>
        <source>  if n is MIN: v ← min(v, EXPECTIMINIMAX(c)) for each child c, from v = +∞</source>
        <translation>  若 n 是 MIN: 对每个子节点 c，v ← min(v, EXPECTIMINIMAX(c))，从 v = +∞ 开始</translation>
    </message>
    <message>
        <source>  if n is CHANCE: v ← v + P(c) · EXPECTIMINIMAX(c) for each child c, from v = 0</source>
        <translation>  若 n 是 CHANCE: 对每个子节点 c，v ← v + P(c) · EXPECTIMINIMAX(c)，从 v = 0 开始</translation>
    </message>
    <message>
        <source>for d ← 1, 2, …, height (or the depth limit):   ▷ one pass each</source>
        <translation>对 d ← 1, 2, …, 高度（或深度限制）:   ▷ 每次一轮</translation>
    </message>
    <message>
        <source>  v ← AB(root, d, −∞, +∞)</source>
        <translation>  v ← AB(root, d, −∞, +∞)</translation>
    </message>
    <message>
        <source>return v</source>
        <translation>返回 v</translation>
    </message>
    <message>
        <source>function AB(n, d, α, β):   ▷ fail-soft</source>
        <translation>function AB(n, d, α, β):   ▷ fail-soft</translation>
    </message>
    <message>
        <source>  if n is a leaf or at depth d: return value(n)   ▷ heuristic at d</source>
        <translation>  若 n 是叶节点或位于深度 d: 返回 value(n)   ▷ 在 d 处用启发值</translation>
    </message>
    <message>
        <source>  order the children: the previous pass&apos;s best first, then killers or history</source>
        <translation>  对子节点排序: 先试上一轮的最佳者，然后是杀手着法或历史</translation>
    </message>
    <message>
        <source>  v ← −∞ if n is MAX, +∞ if MIN</source>
        <translation>  若 n 是 MAX 则 v ← −∞，若是 MIN 则 v ← +∞</translation>
    </message>
    <message>
        <source>  for each child c in that order:</source>
        <translation>  按此顺序对每个子节点 c:</translation>
    </message>
    <message>
        <source>    v ← max(v, AB(c, d, α, β)) at MAX, min(…) at MIN</source>
        <translation>    在 MAX 处 v ← max(v, AB(c, d, α, β))，在 MIN 处 min(…)</translation>
    </message>
    <message>
        <source>    α ← max(α, v) at MAX, β ← min(β, v) at MIN</source>
        <translation>    在 MAX 处 α ← max(α, v)，在 MIN 处 β ← min(β, v)</translation>
    </message>
    <message>
        <source>    if α ≥ β: c is a killer of n&apos;s ply; prune the rest</source>
        <translation>    若 α ≥ β: c 是 n 所在层的杀手着法; 剪掉其余</translation>
    </message>
    <message>
        <source>  remember n&apos;s best child c; history[player][move(c)] += 2^(d − depth(n))</source>
        <translation>  记住 n 的最佳子节点 c; history[player][move(c)] += 2^(d − depth(n))</translation>
    </message>
    <message>
        <source>function MINIMAX(n):</source>
        <translation>function MINIMAX(n):</translation>
    </message>
    <message>
        <source>  if n is MAX: v ← max(v, MINIMAX(c)) for each child c, from v = −∞</source>
        <translation>  若 n 是 MAX: 对每个子节点 c，v ← max(v, MINIMAX(c))，从 v = −∞ 开始</translation>
    </message>
    <message>
        <source>  if n is MIN: v ← min(v, MINIMAX(c)) for each child c, from v = +∞</source>
        <translation>  若 n 是 MIN: 对每个子节点 c，v ← min(v, MINIMAX(c))，从 v = +∞ 开始</translation>
    </message>
    <message>
        <source>OPEN ← (root); CLOSED ← ()   ▷ phase 1: generate breadth-first</source>
        <translation>OPEN ← (root); CLOSED ← ()   ▷ 第 1 阶段: 广度优先生成</translation>
    </message>
    <message>
        <source>while OPEN is not empty: move the front n of OPEN to the end of CLOSED</source>
        <translation>当 OPEN 非空时: 把 OPEN 前端的 n 移到 CLOSED 末尾</translation>
    </message>
    <message>
        <source>  if n is a leaf or at the depth limit: v(n) ← value(n)</source>
        <translation>  若 n 是叶节点或位于深度限制: v(n) ← value(n)</translation>
    </message>
    <message>
        <source>  else: append the children of n to OPEN, left to right</source>
        <translation>  否则: 把 n 的子节点从左到右追加到 OPEN</translation>
    </message>
    <message>
        <source>for each n in CLOSED, from its end to its front:   ▷ phase 2: back up</source>
        <translation>对 CLOSED 中的每个 n，从末尾到前端:   ▷ 第 2 阶段: 回溯</translation>
    </message>
    <message>
        <source>  if n was expanded: v(n) ← max (MAX) or min (MIN) of v(c), c its children</source>
        <translation>  若 n 已扩展: v(n) ← v(c) 的 max（MAX）或 min（MIN），c 为其子节点</translation>
    </message>
    <message>
        <source>return v(root)</source>
        <translation>返回 v(root)</translation>
    </message>
    <message>
        <source>f = the guess</source>
        <translation>f = 猜测值</translation>
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
        <translation>function MTD(root, f):   ▷ %1</translation>
    </message>
    <message>
        <source>  g ← f;  lo ← −∞;  hi ← +∞   ▷ the root&apos;s value lies in [lo, hi]</source>
        <translation>  g ← f;  lo ← −∞;  hi ← +∞   ▷ 根的值位于 [lo, hi] 内</translation>
    </message>
    <message>
        <source>  while lo &lt; hi:</source>
        <translation>  当 lo &lt; hi 时:</translation>
    </message>
    <message>
        <source>    if g = lo: ask &quot;value &gt; g?&quot;, (α, β) = (g, g⁺); else ask &quot;value ≥ g?&quot;, (α, β) = (g⁻, g)</source>
        <translation>    若 g = lo: 问“值 &gt; g?”，(α, β) = (g, g⁺); 否则问“值 ≥ g?”，(α, β) = (g⁻, g)</translation>
    </message>
    <message>
        <source>    r ← MT(root, α, β)   ▷ a pass</source>
        <translation>    r ← MT(root, α, β)   ▷ 一轮</translation>
    </message>
    <message>
        <source>    if r ≥ β: lo ← r (yes, at least r)  else: hi ← r (no, at most r);  g ← r</source>
        <translation>    若 r ≥ β: lo ← r（是，至少为 r）  否则: hi ← r（否，至多为 r）;  g ← r</translation>
    </message>
    <message>
        <source>  return g</source>
        <translation>  返回 g</translation>
    </message>
    <message>
        <source>function MT(n, α, β):   ▷ fail-soft alpha-beta with a table [lower, upper] per node</source>
        <translation>function MT(n, α, β):   ▷ 带每节点 [lower, upper] 表的 fail-soft α-β</translation>
    </message>
    <message>
        <source>  if n is a leaf: lower ← upper ← value(n); return value(n)</source>
        <translation>  若 n 是叶节点: lower ← upper ← value(n); 返回 value(n)</translation>
    </message>
    <message>
        <source>  if n is MAX: v ← −∞; for each child c, left to right:</source>
        <translation>  若 n 是 MAX: v ← −∞; 对每个子节点 c，从左到右:</translation>
    </message>
    <message>
        <source>      v ← max(v, MT(c, α, β));  α ← max(α, v)</source>
        <translation>      v ← max(v, MT(c, α, β));  α ← max(α, v)</translation>
    </message>
    <message>
        <source>  else: v ← +∞; for each child c, left to right:</source>
        <translation>  否则: v ← +∞; 对每个子节点 c，从左到右:</translation>
    </message>
    <message>
        <source>      v ← min(v, MT(c, α, β));  β ← min(β, v)</source>
        <translation>      v ← min(v, MT(c, α, β));  β ← min(β, v)</translation>
    </message>
    <message>
        <source>  store v: v ≤ α₀: upper ← v;  v ≥ β₀: lower ← v;  else both   ▷ (α₀, β₀): line 10&apos;s window</source>
        <translation>  存储 v: v ≤ α₀: upper ← v;  v ≥ β₀: lower ← v;  否则两者   ▷ (α₀, β₀): 第 10 行的窗口</translation>
    </message>
    <message>
        <source>function NEGAMAX(n, α, β):   ▷ values seen by the side to move at n</source>
        <translation>function NEGAMAX(n, α, β):   ▷ n 处走棋方所见的值</translation>
    </message>
    <message>
        <source>  if n is a leaf: return value(n), negated if MIN is to move</source>
        <translation>  若 n 是叶节点: 返回 value(n)，若轮到 MIN 走则取反</translation>
    </message>
    <message>
        <source>  v ← −∞</source>
        <translation>  v ← −∞</translation>
    </message>
    <message>
        <source>  for each child c of n, left to right:</source>
        <translation>  对 n 的每个子节点 c，从左到右:</translation>
    </message>
    <message>
        <source>    if the same side moves at c: r ← NEGAMAX(c, α, β)</source>
        <translation>    若在 c 处走棋方相同: r ← NEGAMAX(c, α, β)</translation>
    </message>
    <message>
        <source>    else: r ← −NEGAMAX(c, −β, −α)   ▷ its gain is our loss</source>
        <translation>    否则: r ← −NEGAMAX(c, −β, −α)   ▷ 对方之得即我方之失</translation>
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
        <translation>    若 α ≥ β: 剪掉其余子节点   ▷ 剪枝</translation>
    </message>
    <message>
        <source>  return v   ▷ fail-soft: the best found, even outside (α, β)</source>
        <translation>  返回 v   ▷ fail-soft：找到的最佳值，即使在 (α, β) 之外</translation>
    </message>
    <message>
        <source>with --tt, NEGAMAX(n, α, β) first asks the table, [lower, upper] per key:</source>
        <translation>使用 --tt 时，NEGAMAX(n, α, β) 先查表，每个键存 [lower, upper]:</translation>
    </message>
    <message>
        <source>function NEGASCOUT(n, α, β):   ▷ fail-soft</source>
        <translation>function NEGASCOUT(n, α, β):   ▷ fail-soft</translation>
    </message>
    <message>
        <source>    v ← −∞; a ← α</source>
        <translation>    v ← −∞; a ← α</translation>
    </message>
    <message>
        <source>      if c is the first child: t ← NEGASCOUT(c, a, β)</source>
        <translation>      若 c 是第一个子节点: t ← NEGASCOUT(c, a, β)</translation>
    </message>
    <message>
        <source>      else: t ← NEGASCOUT(c, a, a⁺)   ▷ null window: is c worth more than a?</source>
        <translation>      否则: t ← NEGASCOUT(c, a, a⁺)   ▷ 零窗口: c 的值比 a 大吗？</translation>
    </message>
    <message>
        <source>        if a &lt; t &lt; β and c is not a leaf: t ← NEGASCOUT(c, t, β)   ▷ re-search</source>
        <translation>        若 a &lt; t &lt; β 且 c 不是叶节点: t ← NEGASCOUT(c, t, β)   ▷ 重新搜索</translation>
    </message>
    <message>
        <source>      v ← max(v, t); a ← max(a, v)</source>
        <translation>      v ← max(v, t); a ← max(a, v)</translation>
    </message>
    <message>
        <source>      if a ≥ β: return v   ▷ β cut-off</source>
        <translation>      若 a ≥ β: 返回 v   ▷ β 剪枝</translation>
    </message>
    <message>
        <source>    v ← +∞; b ← β</source>
        <translation>    v ← +∞; b ← β</translation>
    </message>
    <message>
        <source>      if c is the first child: t ← NEGASCOUT(c, α, b)</source>
        <translation>      若 c 是第一个子节点: t ← NEGASCOUT(c, α, b)</translation>
    </message>
    <message>
        <source>      else: t ← NEGASCOUT(c, b⁻, b)   ▷ null window: is c worth less than b?</source>
        <translation>      否则: t ← NEGASCOUT(c, b⁻, b)   ▷ 零窗口: c 的值比 b 小吗？</translation>
    </message>
    <message>
        <source>        if α &lt; t &lt; b and c is not a leaf: t ← NEGASCOUT(c, α, t)   ▷ re-search</source>
        <translation>        若 α &lt; t &lt; b 且 c 不是叶节点: t ← NEGASCOUT(c, α, t)   ▷ 重新搜索</translation>
    </message>
    <message>
        <source>      v ← min(v, t); b ← min(b, v)</source>
        <translation>      v ← min(v, t); b ← min(b, v)</translation>
    </message>
    <message>
        <source>      if α ≥ b: return v   ▷ α cut-off</source>
        <translation>      若 α ≥ b: 返回 v   ▷ α 剪枝</translation>
    </message>
    <message>
        <source>function PVS(n, α, β):   ▷ fail-hard</source>
        <translation>function PVS(n, α, β):   ▷ fail-hard</translation>
    </message>
    <message>
        <source>      if no child has raised α yet: t ← PVS(c, α, β)</source>
        <translation>      若尚无子节点提高过 α: t ← PVS(c, α, β)</translation>
    </message>
    <message>
        <source>      else: t ← PVS(c, α, α⁺)   ▷ zero window: is c worth more than α?</source>
        <translation>      否则: t ← PVS(c, α, α⁺)   ▷ 零窗口: c 的值比 α 大吗？</translation>
    </message>
    <message>
        <source>        if t &gt; α and c is not a leaf: t ← PVS(c, α, β)   ▷ re-search</source>
        <translation>        若 t &gt; α 且 c 不是叶节点: t ← PVS(c, α, β)   ▷ 重新搜索</translation>
    </message>
    <message>
        <source>      if t &gt; α: α ← t</source>
        <translation>      若 t &gt; α: α ← t</translation>
    </message>
    <message>
        <source>      if α ≥ β: return β   ▷ β cut-off</source>
        <translation>      若 α ≥ β: 返回 β   ▷ β 剪枝</translation>
    </message>
    <message>
        <source>    return α</source>
        <translation>    返回 α</translation>
    </message>
    <message>
        <source>      if no child has lowered β yet: t ← PVS(c, α, β)</source>
        <translation>      若尚无子节点降低过 β: t ← PVS(c, α, β)</translation>
    </message>
    <message>
        <source>      else: t ← PVS(c, β⁻, β)   ▷ zero window: is c worth less than β?</source>
        <translation>      否则: t ← PVS(c, β⁻, β)   ▷ 零窗口: c 的值比 β 小吗？</translation>
    </message>
    <message>
        <source>        if t &lt; β and c is not a leaf: t ← PVS(c, α, β)   ▷ re-search</source>
        <translation>        若 t &lt; β 且 c 不是叶节点: t ← PVS(c, α, β)   ▷ 重新搜索</translation>
    </message>
    <message>
        <source>      if t &lt; β: β ← t</source>
        <translation>      若 t &lt; β: β ← t</translation>
    </message>
    <message>
        <source>      if α ≥ β: return α   ▷ α cut-off</source>
        <translation>      若 α ≥ β: 返回 α   ▷ α 剪枝</translation>
    </message>
    <message>
        <source>    return β</source>
        <translation>    返回 β</translation>
    </message>
    <message>
        <source>OPEN ← { (root, LIVE, −∞) }</source>
        <translation>OPEN ← { (root, LIVE, −∞) }</translation>
    </message>
    <message>
        <source>repeat: take the state p = (J, s, h) with the lowest merit h off OPEN</source>
        <translation>重复: 从 OPEN 中取出价值 h 最低的状态 p = (J, s, h)</translation>
    </message>
    <message>
        <source>  if J is the root and s = SOLVED: return h</source>
        <translation>  若 J 是根且 s = SOLVED: 返回 h</translation>
    </message>
    <message>
        <source>  Γ1  s = LIVE, J a leaf:  put (J, SOLVED, max(h, value(J)))</source>
        <translation>  Γ1  s = LIVE，J 是叶节点:  放入 (J, SOLVED, max(h, value(J)))</translation>
    </message>
    <message>
        <source>  Γ2  s = LIVE, J is MAX:  put (first child of J, LIVE, h)</source>
        <translation>  Γ2  s = LIVE，J 是 MAX:  放入 (J 的第一个子节点, LIVE, h)</translation>
    </message>
    <message>
        <source>  Γ3  s = LIVE, J is MIN:  put (c, LIVE, h) for every child c of J</source>
        <translation>  Γ3  s = LIVE，J 是 MIN:  对 J 的每个子节点 c 放入 (c, LIVE, h)</translation>
    </message>
    <message>
        <source>  Γ4  s = SOLVED, parent P of J is MIN:  put (P, SOLVED, h)</source>
        <translation>  Γ4  s = SOLVED，J 的父节点 P 是 MIN:  放入 (P, SOLVED, h)</translation>
    </message>
    <message>
        <source>        and purge every state below P from OPEN</source>
        <translation>        并从 OPEN 中清除 P 之下的所有状态</translation>
    </message>
    <message>
        <source>  Γ5  s = SOLVED, J the last child of its MAX parent P:  put (P, SOLVED, h)</source>
        <translation>  Γ5  s = SOLVED，J 是其 MAX 父节点 P 的最后一个子节点:  放入 (P, SOLVED, h)</translation>
    </message>
    <message>
        <source>  Γ6  s = SOLVED, otherwise:  put (next sibling of J, LIVE, h)</source>
        <translation>  Γ6  s = SOLVED，其他情况:  放入 (J 的下一个兄弟节点, LIVE, h)</translation>
    </message>
    <message>
        <source>OPEN ← { (root, LIVE, +∞) }</source>
        <translation>OPEN ← { (root, LIVE, +∞) }</translation>
    </message>
    <message>
        <source>repeat: take the state p = (J, s, h) with the highest merit h off OPEN</source>
        <translation>重复: 从 OPEN 中取出价值 h 最高的状态 p = (J, s, h)</translation>
    </message>
    <message>
        <source>  Γ1  s = LIVE, J a leaf:  put (J, SOLVED, min(h, value(J)))</source>
        <translation>  Γ1  s = LIVE，J 是叶节点:  放入 (J, SOLVED, min(h, value(J)))</translation>
    </message>
    <message>
        <source>  Γ2  s = LIVE, J is MIN:  put (first child of J, LIVE, h)</source>
        <translation>  Γ2  s = LIVE，J 是 MIN:  放入 (J 的第一个子节点, LIVE, h)</translation>
    </message>
    <message>
        <source>  Γ3  s = LIVE, J is MAX:  put (c, LIVE, h) for every child c of J</source>
        <translation>  Γ3  s = LIVE，J 是 MAX:  对 J 的每个子节点 c 放入 (c, LIVE, h)</translation>
    </message>
    <message>
        <source>  Γ4  s = SOLVED, parent P of J is MAX:  put (P, SOLVED, h)</source>
        <translation>  Γ4  s = SOLVED，J 的父节点 P 是 MAX:  放入 (P, SOLVED, h)</translation>
    </message>
    <message>
        <source>  Γ5  s = SOLVED, J the last child of its MIN parent P:  put (P, SOLVED, h)</source>
        <translation>  Γ5  s = SOLVED，J 是其 MIN 父节点 P 的最后一个子节点:  放入 (P, SOLVED, h)</translation>
    </message>
    <message>
        <source>STAR1</source>
        <translation>STAR1</translation>
    </message>
    <message>
        <source>  n is CHANCE: X ← 0</source>
        <translation>  n 是 CHANCE: X ← 0</translation>
    </message>
    <message>
        <source>  for each child c_j, left to right, with Y ← P_{j+1} + … + P_N (the mass after it):</source>
        <translation>  对每个子节点 c_j，从左到右，令 Y ← P_{j+1} + … + P_N（其后的概率质量）:</translation>
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
        <translation>    若 v ≤ A: 返回 α   ▷ 条的上端 X + P_j·v + U·Y 至多为 α</translation>
    </message>
    <message>
        <source>    if v ≥ B: return β   ▷ its bottom X + P_j·v + L·Y is at least β</source>
        <translation>    若 v ≥ B: 返回 β   ▷ 其下端 X + P_j·v + L·Y 至少为 β</translation>
    </message>
    <message>
        <source>    X ← X + P_j · v</source>
        <translation>    X ← X + P_j · v</translation>
    </message>
    <message>
        <source>  return X</source>
        <translation>  返回 X</translation>
    </message>
    <message>
        <source>STAR2</source>
        <translation>STAR2</translation>
    </message>
    <message>
        <source>  n is CHANCE; if its children are all inner MAX nodes, probe them (all MIN: the mirror):</source>
        <translation>  n 是 CHANCE；若其子节点全是内部 MAX 节点，则探测它们（全是 MIN：对称）:</translation>
    </message>
    <message>
        <source>    for each child c_j, with Z ← P_1·W_1 + … + P_{j−1}·W_{j−1}:  B ← (β − Z − L·Y)/P_j;  T ← (α − U·(1 − P_j))/P_j</source>
        <translation>    对每个子节点 c_j，令 Z ← P_1·W_1 + … + P_{j−1}·W_{j−1}:  B ← (β − Z − L·Y)/P_j;  T ← (α − U·(1 − P_j))/P_j</translation>
    </message>
    <message>
        <source>      W_j ← STAR2(the first child of c_j, max(T, L), min(B, U))   ▷ c_j is worth at least W_j (MIN: at most)</source>
        <translation>      W_j ← STAR2(c_j 的第一个子节点, max(T, L), min(B, U))   ▷ c_j 的值至少为 W_j（MIN：至多）</translation>
    </message>
    <message>
        <source>      if W_j ≥ B: return β   ▷ MIN: A ← (α − Z − U·Y)/P_j, T ← (β − L·(1 − P_j))/P_j; if W_j ≤ A: return α</source>
        <translation>      若 W_j ≥ B: 返回 β   ▷ MIN: A ← (α − Z − U·Y)/P_j，T ← (β − L·(1 − P_j))/P_j; 若 W_j ≤ A: 返回 α</translation>
    </message>
    <message>
        <source>  X ← 0;  for each child c_j, left to right, with Y ← P_{j+1} + … + P_N:</source>
        <translation>  X ← 0;  对每个子节点 c_j，从左到右，令 Y ← P_{j+1} + … + P_N:</translation>
    </message>
    <message>
        <source>    A ← (α − X − U·Y)/P_j;  B ← (β − X − L·Y)/P_j   ▷ after MAX probes B uses Σ_{i&gt;j} P_i·W_i for L·Y (MIN: A for U·Y)</source>
        <translation>    A ← (α − X − U·Y)/P_j;  B ← (β − X − L·Y)/P_j   ▷ MAX 探测之后 B 用 Σ_{i&gt;j} P_i·W_i 代替 L·Y（MIN：A 代替 U·Y）</translation>
    </message>
    <message>
        <source>    v ← STAR2(c_j, max(A, L), min(B, U))</source>
        <translation>    v ← STAR2(c_j, max(A, L), min(B, U))</translation>
    </message>
    <message>
        <source>    if v ≤ A: return α</source>
        <translation>    若 v ≤ A: 返回 α</translation>
    </message>
    <message>
        <source>    if v ≥ B: return β</source>
        <translation>    若 v ≥ B: 返回 β</translation>
    </message>
    <message>
        <source>function %1(n, α, β):   ▷ every leaf value lies in [L, U]</source>
        <translation>function %1(n, α, β):   ▷ 每个叶节点值都位于 [L, U] 内</translation>
    </message>
    <message>
        <source>  if n is MAX: v ← max(v, %1(c, α, β)) for each child c, from v = −∞;  α ← max(α, v)</source>
        <translation>  若 n 是 MAX: 对每个子节点 c，v ← max(v, %1(c, α, β))，从 v = −∞ 开始;  α ← max(α, v)</translation>
    </message>
    <message>
        <source>    if α ≥ β: prune the remaining children</source>
        <translation>    若 α ≥ β: 剪掉其余子节点</translation>
    </message>
    <message>
        <source>  if n is MIN: v ← min(v, %1(c, α, β)) for each child c, from v = +∞;  β ← min(β, v)</source>
        <translation>  若 n 是 MIN: 对每个子节点 c，v ← min(v, %1(c, α, β))，从 v = +∞ 开始;  β ← min(β, v)</translation>
    </message>
    <message>
        <source>  if n is MAX or MIN: return v clamped to the window n was given   ▷ fail-hard</source>
        <translation>  若 n 是 MAX 或 MIN: 返回截断到 n 所得窗口内的 v   ▷ fail-hard</translation>
    </message>
    <message>
        <source>repeat iterations times:   ▷ the search tree starts as the root alone</source>
        <translation>重复 iterations 次：   ▷ 搜索树起初只有根</translation>
    </message>
    <message>
        <source>  n ← root; while n is inner and all its children are in the search tree:</source>
        <translation>  n ← 根；当 n 是内部节点且其子节点都在搜索树中时：</translation>
    </message>
    <message>
        <source>    n ← MAX: argmax Q(c) + C·√(ln N(n) / N(c)); MIN: argmin Q(c) − C·√(…); chance: a child drawn by P</source>
        <translation>    n ← MAX：argmax Q(c) + C·√(ln N(n) / N(c))；MIN：argmin Q(c) − C·√(…)；机会：按 P 抽取的子节点</translation>
    </message>
    <message>
        <source>  if n is inner: add its leftmost child not in the tree (chance: a drawn one) to the tree; n ← that child</source>
        <translation>  若 n 是内部节点：把其最左边不在树中的子节点（机会：抽到的子节点）加入树；n ← 该子节点</translation>
    </message>
    <message>
        <source>  playout: from n move to a random child (chance: drawn by P) until a leaf or playout-depth moves</source>
        <translation>  模拟：从 n 走向随机子节点（机会：按 P 抽取），直到叶子或走满 playout-depth 步</translation>
    </message>
    <message>
        <source>  r ← the value reached (a leaf&apos;s, or the heuristic value where it stopped)</source>
        <translation>  r ← 到达的值（叶子的值，或停下处的启发值）</translation>
    </message>
    <message>
        <source>  for n and each ancestor: N ← N + 1; W ← W + r; Q ← W / N</source>
        <translation>  对 n 及每个祖先：N ← N + 1；W ← W + r；Q ← W / N</translation>
    </message>
    <message>
        <source>return the root child with the most visits, with its Q</source>
        <translation>返回访问次数最多的根子节点及其 Q</translation>
    </message>
    <message>
        <source>generate(root)   ▷ a leaf: proven (pn 0, dn ∞) or disproven (pn ∞, dn 0); inner: pn, dn by init</source>
        <translation>generate(根)   ▷ 叶子：已证明（pn 0，dn ∞）或已否证（pn ∞，dn 0）；内部节点：pn、dn 按 init</translation>
    </message>
    <message>
        <source>while pn(root) ≠ 0 and dn(root) ≠ 0:</source>
        <translation>当 pn(根) ≠ 0 且 dn(根) ≠ 0 时：</translation>
    </message>
    <message>
        <source>  n ← root; while n is expanded: n ← its child with the smallest pn (OR = MAX) or dn (AND = MIN)</source>
        <translation>  n ← 根；当 n 已扩展时：n ← 其 pn（或 = MAX）或 dn（与 = MIN）最小的子节点</translation>
    </message>
    <message>
        <source>  expand(n): generate its children left to right</source>
        <translation>  expand(n)：从左到右生成其子节点</translation>
    </message>
    <message>
        <source>    a leaf is evaluated at once: proven or disproven by the goal</source>
        <translation>    叶子立即求值：按目标判定为已证明或已否证</translation>
    </message>
    <message>
        <source>  for n and each ancestor: OR: pn ← min pn, dn ← Σ dn; AND: pn ← Σ pn, dn ← min dn</source>
        <translation>  对 n 及每个祖先：或：pn ← min pn，dn ← Σ dn；与：pn ← Σ pn，dn ← min dn</translation>
    </message>
    <message>
        <source>return proven (pn(root) = 0) or disproven (dn(root) = 0)</source>
        <translation>返回已证明（pn(根) = 0）或已否证（dn(根) = 0）</translation>
    </message>
</context>
<context>
    <name>gt::PseudocodeDock</name>
    <message>
        <source>Pseudocode</source>
        <translation>伪代码</translation>
    </message>
    <message>
        <source>Pseudocode — %1</source>
        <translation>伪代码 — %1</translation>
    </message>
</context>
<context>
    <name>gt::Quiz</name>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>The answer is %1.</source>
        <translation>答案是 %1。</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>正确：%1。</translation>
    </message>
    <message>
        <source>Not quite: you said %1, the answer is %2.</source>
        <translation>不太对：你答的是 %1，答案是 %2。</translation>
    </message>
    <message>
        <source>Score: %1 of %2</source>
        <translation>得分：%1 / %2</translation>
    </message>
    <message>
        <source>Values: %1 of %2 · pruned leaves: %3</source>
        <translation>值：%1 / %2 · 被剪枝的叶节点：%3</translation>
    </message>
    <message>
        <source>right</source>
        <translation>正确</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>错误</translation>
    </message>
</context>
<context>
    <name>gt::QuizDock</name>
    <message>
        <source>Quiz</source>
        <translation>测验</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>逐步</translation>
    </message>
    <message>
        <source>Whole tree</source>
        <translation>整棵树</translation>
    </message>
    <message>
        <source>Your answer, e.g. 3, -2.5, 1/2, inf</source>
        <translation>你的答案，例如 3、-2.5、1/2、inf</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Show Answer</source>
        <translation>显示答案</translation>
    </message>
    <message>
        <source>Export Handout…</source>
        <translation>导出讲义…</translation>
    </message>
    <message>
        <source>A PDF: the tree without its values to fill in, and a page with the answers</source>
        <translation>一个 PDF：不带值、供填写的树，以及一页答案</translation>
    </message>
    <message>
        <source>Answer the question first (or Show Answer): the next step gives it away.</source>
        <translation>请先回答问题（或点“显示答案”）：下一步会揭晓答案。</translation>
    </message>
    <message>
        <source>“%1” is not a number. Type a value such as 3, -2.5, 1/2 or inf.</source>
        <translation>“%1”不是数。请输入一个值，例如 3、-2.5、1/2 或 inf。</translation>
    </message>
    <message>
        <source>Export Quiz Handout</source>
        <translation>导出测验讲义</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>The handout is in %1.</source>
        <translation>讲义在 %1。</translation>
    </message>
    <message>
        <source>Cannot export the handout</source>
        <translation>无法导出讲义</translation>
    </message>
    <message>
        <source>Click a node on the canvas (dotted: the choices).</source>
        <translation>在画布上单击一个节点（虚线：可选项）。</translation>
    </message>
    <message>
        <source>Click the pruned branches (a node or its edge) on the canvas. Chosen: %1.</source>
        <translation>在画布上单击被剪枝的分支（节点或其边）。已选：%1。</translation>
    </message>
    <message>
        <source>This search cannot be quizzed: the algorithm refuses the tree.</source>
        <translation>无法对此搜索进行测验：算法拒绝这棵树。</translation>
    </message>
    <message>
        <source>No more questions: step on to the end.</source>
        <translation>没有更多问题了：一直单步到结尾。</translation>
    </message>
    <message>
        <source>Press → to step on. Steps to the next question: %1.</source>
        <translation>按 → 继续。距下一个问题还有 %1 步。</translation>
    </message>
    <message>
        <source>W, the sum of the results</source>
        <translation>W，结果之和</translation>
    </message>
    <message>
        <source>“%1” is not a number. Type N, the visits, such as 4.</source>
        <translation>“%1”不是数字。请输入 N（访问次数），例如 4。</translation>
    </message>
    <message>
        <source>“%1” is not a number. Type W, the sum of the results, such as 2.5.</source>
        <translation>“%1”不是数字。请输入 W（结果之和），例如 2.5。</translation>
    </message>
    <message>
        <source>N, the visits</source>
        <translation>N，访问次数</translation>
    </message>
</context>
<context>
    <name>gt::QuizHandout</name>
    <message>
        <source>… and %1 more</source>
        <translation>… 还有 %1 个</translation>
    </message>
    <message>
        <source>Value of the root: %1</source>
        <translation>根的值：%1</translation>
    </message>
    <message>
        <source>Values: %1</source>
        <translation>值：%1</translation>
    </message>
    <message>
        <source>Pruned leaves: none</source>
        <translation>被剪枝的叶节点：无</translation>
    </message>
    <message>
        <source>Pruned leaves: %1</source>
        <translation>被剪枝的叶节点：%1</translation>
    </message>
    <message>
        <source>Leaves read: %1</source>
        <translation>已读取的叶节点：%1</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>测验</translation>
    </message>
    <message>
        <source>Search this tree with %1, children left to right. Write the value each inner node returns beside it (≤ or ≥ where only a bound is known) and cross out every branch that is pruned.</source>
        <translation>用 %1 搜索这棵树，子节点从左到右。在每个内部节点旁写出它返回的值（只知道界时写 ≤ 或 ≥），并划掉每个被剪枝的分支。</translation>
    </message>
    <message>
        <source>%1 — answers</source>
        <translation>%1 — 答案</translation>
    </message>
</context>
<context>
    <name>gt::QuizMode</name>
    <message>
        <source>&amp;Quiz</source>
        <translation>测验(&amp;Q)</translation>
    </message>
    <message>
        <source>Predict each step before it is shown: values, bounds, cut-offs, the next node</source>
        <translation>在每一步显示之前预测它：值、界、剪枝、下一个节点</translation>
    </message>
    <message>
        <source>There is no search to quiz.</source>
        <translation>没有可以测验的搜索。</translation>
    </message>
</context>
<context>
    <name>gt::ReadError</name>
    <message>
        <source>the text is not valid UTF-8</source>
        <translation>文本不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>the file is larger than %1</source>
        <translation>文件大于 %1</translation>
    </message>
    <message>
        <source>the input is larger than %1</source>
        <translation>输入大于 %1</translation>
    </message>
</context>
<context>
    <name>gt::RecentFiles</name>
    <message>
        <source>No recent files</source>
        <translation>没有最近的文件</translation>
    </message>
</context>
<context>
    <name>gt::Retrograde</name>
    <message>
        <source>%1 has no move: the player to move there loses. %1 is lost in 0.</source>
        <translation>%1 无路可走：在那里轮到走棋的一方输。%1 在 0 步内必败。</translation>
    </message>
    <message>
        <source>%1 ends the game as a win for the player to move (declared): won in 0.</source>
        <translation>%1 结束对局，轮到走棋的一方获胜（声明）：0 步内必胜。</translation>
    </message>
    <message>
        <source>%1 ends the game as a loss for the player to move (declared): lost in 0.</source>
        <translation>%1 结束对局，轮到走棋的一方落败（声明）：0 步内必败。</translation>
    </message>
    <message>
        <source>%1 ends the game as a draw (declared).</source>
        <translation>%1 以和棋结束对局（声明）。</translation>
    </message>
    <message>
        <source>%1 leaves the queue. It is lost in %2: every undecided position with a move to it is won in %3.</source>
        <translation>%1 离开队列。它在 %2 步内必败：每个能走到它的未定局面都在 %3 步内必胜。</translation>
    </message>
    <message>
        <source>%1 leaves the queue. It is won in %2: moving there loses, so every undecided position with a move to it counts one way out less.</source>
        <translation>%1 离开队列。它在 %2 步内必胜：走到那里会输，所以每个能走到它的未定局面少了一条出路。</translation>
    </message>
    <message>
        <source>%1 leaves the queue. It is a draw: it decides none of the positions before it.</source>
        <translation>%1 离开队列。它是和棋：它不决定任何前驱局面。</translation>
    </message>
    <message>
        <source>%2 is won for the player to move there: %1 has no move left that is not known to lose.</source>
        <translation>%2 对在那里走棋的一方是必胜：%1 已没有未知是否会输的着法。</translation>
    </message>
    <message>
        <source>%2 is won for the player to move there: %1 has 1 move left that is not known to lose.</source>
        <translation>%2 对在那里走棋的一方是必胜：%1 还剩 1 步未知是否会输的着法。</translation>
    </message>
    <message>
        <source>%2 is won for the player to move there: %1 has %3 moves left that are not known to lose.</source>
        <translation>%2 对在那里走棋的一方是必胜：%1 还剩 %3 步未知是否会输的着法。</translation>
    </message>
    <message>
        <source>%1 has a move to the lost position %2: %1 is won in %3.</source>
        <translation>%1 可以走到必败局面 %2：%1 在 %3 步内必胜。</translation>
    </message>
    <message>
        <source>The only move of %1 leads to a position won for the opponent: %1 is lost in %2.</source>
        <translation>%1 唯一的着法通向对手必胜的局面：%1 在 %2 步内必败。</translation>
    </message>
    <message>
        <source>All %2 moves of %1 lead to positions won for the opponent: %1 is lost in %3.</source>
        <translation>%1 的全部 %2 种着法都通向对手必胜的局面：%1 在 %3 步内必败。</translation>
    </message>
    <message>
        <source>Every position counts its moves: d = the number of different positions it can move to. The positions without a move are decided first.</source>
        <translation>每个局面统计自己的着法：d = 它能走到的不同局面的个数。无路可走的局面最先确定。</translation>
    </message>
    <message>
        <source>The queue is empty. The rest are draws: no rule decides them. %1 is a draw.</source>
        <translation>队列已空。其余都是和棋：没有规则能决定它们。%1 是和棋。</translation>
    </message>
    <message>
        <source>%1 won, %2 lost, %3 drawn.</source>
        <translation>必胜 %1，必败 %2，和棋 %3。</translation>
    </message>
</context>
<context>
    <name>gt::SearchOptionsDock</name>
    <message>
        <source>Search Options</source>
        <translation>搜索选项</translation>
    </message>
    <message>
        <source>Re-sample (new seed)</source>
        <translation>重新抽样（新种子）</translation>
    </message>
    <message>
        <source>Draw the chance outcomes again, from the next seed</source>
        <translation>用下一个种子重新抽取机会结果</translation>
    </message>
    <message>
        <source>%1 has no options.</source>
        <translation>%1 没有选项。</translation>
    </message>
    <message>
        <source>Options of %1</source>
        <translation>%1 的选项</translation>
    </message>
</context>
<context>
    <name>gt::SearchSession</name>
    <message>
        <source>There is no tree yet: open one from the File or Examples menu, or type one in the Tree field, e.g. ((10,10),(9,100)).</source>
        <translation>还没有树：从“文件”或“示例”菜单打开一棵，或在“树”字段中输入，例如 ((10,10),(9,100))。</translation>
    </message>
</context>
<context>
    <name>gt::ShortcutsDialog</name>
    <message>
        <source>Window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <source>Canvas</source>
        <translation>画布</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
    <message>
        <source>Select the parent / the first child</source>
        <translation>选择父节点 / 第一个子节点</translation>
    </message>
    <message>
        <source>Select the previous / the next sibling</source>
        <translation>选择上一个 / 下一个兄弟节点</translation>
    </message>
    <message>
        <source>Type the selected leaf&apos;s value</source>
        <translation>输入所选叶节点的值</translation>
    </message>
    <message>
        <source>0–9, −</source>
        <translation>0–9、−</translation>
    </message>
    <message>
        <source>Drop the selection</source>
        <translation>取消选择</translation>
    </message>
    <message>
        <source>Zoom around the pointer</source>
        <translation>以指针为中心缩放</translation>
    </message>
    <message>
        <source>Wheel, pinch</source>
        <translation>滚轮、双指缩放</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>平移</translation>
    </message>
    <message>
        <source>Drag empty space</source>
        <translation>拖动空白处</translation>
    </message>
</context>
<context>
    <name>gt::StatisticsDock</name>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
</context>
<context>
    <name>gt::StatisticsModel</name>
    <message>
        <source>So far (step %1)</source>
        <translation>目前为止（第 %1 步）</translation>
    </message>
    <message>
        <source>counting…</source>
        <translation>正在计数…</translation>
    </message>
    <message>
        <source>cannot search this tree</source>
        <translation>无法搜索这棵树</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>Leaves</source>
        <translation>叶节点</translation>
    </message>
    <message>
        <source>Inner</source>
        <translation>内部</translation>
    </message>
    <message>
        <source>Cuts</source>
        <translation>剪枝</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Leaves read</source>
        <translation>已读取的叶节点</translation>
    </message>
    <message>
        <source>Inner nodes visited</source>
        <translation>已访问的内部节点</translation>
    </message>
    <message>
        <source>Cut-offs (SSS*: purges that removed states)</source>
        <translation>剪枝次数（SSS*：移除了状态的清除）</translation>
    </message>
    <message>
        <source>Value at the root</source>
        <translation>根处的值</translation>
    </message>
</context>
<context>
    <name>gt::StepActions</name>
    <message>
        <source>&amp;First Step</source>
        <translation>第一步(&amp;F)</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>后退一步(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Play / Pause</source>
        <translation>播放/暂停(&amp;P)</translation>
    </message>
    <message>
        <source>Step &amp;Forward</source>
        <translation>前进一步(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Last Step</source>
        <translation>最后一步(&amp;L)</translation>
    </message>
    <message>
        <source>Step &amp;Over Subtree</source>
        <translation>跳过子树(&amp;O)</translation>
    </message>
    <message>
        <source>Run until the current node&apos;s subtree is finished</source>
        <translation>运行直到当前节点的子树完成</translation>
    </message>
    <message>
        <source>Step O&amp;ut</source>
        <translation>跳出(&amp;U)</translation>
    </message>
    <message>
        <source>Run until the current node&apos;s parent is finished</source>
        <translation>运行直到当前节点的父节点完成</translation>
    </message>
    <message>
        <source>&amp;Run to Next Breakpoint</source>
        <translation>运行到下一个断点(&amp;R)</translation>
    </message>
    <message>
        <source>Break on &amp;Cut-offs</source>
        <translation>在剪枝时暂停(&amp;C)</translation>
    </message>
    <message>
        <source>Break on &amp;Leaf Reads</source>
        <translation>在读取叶节点时暂停(&amp;L)</translation>
    </message>
    <message>
        <source>Clear Node &amp;Breakpoints</source>
        <translation>清除节点断点(&amp;B)</translation>
    </message>
    <message>
        <source>Pre&amp;vious Iteration</source>
        <translation>上一次迭代(&amp;V)</translation>
    </message>
    <message>
        <source>Back to the end of the last iteration before this step (MCTS)</source>
        <translation>回到此步之前最后一次迭代的结尾（MCTS）</translation>
    </message>
    <message>
        <source>Ne&amp;xt Iteration</source>
        <translation>下一次迭代(&amp;X)</translation>
    </message>
    <message>
        <source>Run to the end of the next iteration&apos;s backpropagation (MCTS)</source>
        <translation>运行到下一次迭代反向传播的结尾（MCTS）</translation>
    </message>
    <message>
        <source>Step by Whole &amp;Iterations</source>
        <translation>按整次迭代步进(&amp;I)</translation>
    </message>
    <message>
        <source>Step forward and back one whole iteration instead of one phase (MCTS)</source>
        <translation>前进和后退一整次迭代，而不是一个阶段（MCTS）</translation>
    </message>
    <message>
        <source>&amp;Go to Iteration…</source>
        <translation>转到迭代(&amp;G)…</translation>
    </message>
    <message>
        <source>Jump to the end of iteration k (MCTS)</source>
        <translation>跳到第 k 次迭代的结尾（MCTS）</translation>
    </message>
    <message>
        <source>Go to Iteration</source>
        <translation>转到迭代</translation>
    </message>
    <message>
        <source>Iteration (0 – %1):</source>
        <translation>迭代（0 – %1）：</translation>
    </message>
</context>
<context>
    <name>gt::StepperBar</name>
    <message>
        <source>First step (Home)</source>
        <translation>第一步（Home）</translation>
    </message>
    <message>
        <source>Step back (←, Page Up)</source>
        <translation>后退一步（←、Page Up）</translation>
    </message>
    <message>
        <source>Play / pause (Space)</source>
        <translation>播放/暂停（空格）</translation>
    </message>
    <message>
        <source>Step forward (→, Page Down)</source>
        <translation>前进一步（→、Page Down）</translation>
    </message>
    <message>
        <source>Last step (End)</source>
        <translation>最后一步（End）</translation>
    </message>
    <message>
        <source>Play speed</source>
        <translation>播放速度</translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation>%1 步/秒</translation>
    </message>
    <message>
        <source>step %1 / %2</source>
        <translation>第 %1 / %2 步</translation>
    </message>
</context>
<context>
    <name>gt::TableDock</name>
    <message>
        <source>Transposition table</source>
        <translation>置换表</translation>
    </message>
    <message>
        <source>This search keeps no transposition table. Negamax and alpha-beta keep one with --tt, the MT family always.</source>
        <translation>此搜索不维护置换表。负极大和 α-β 在使用 --tt 时维护，MT 系列则总是维护。</translation>
    </message>
    <message>
        <source>The table answers from the entry of %1: [%2, %3].</source>
        <translation>置换表以 %1 的条目作答：[%2, %3]。</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s) stored.</source>
        <translation>
            <numerusform>已存储 %n 个局面。</numerusform>
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
        <translation>键 %1，首次到达于 %2</translation>
    </message>
    <message>
        <source>The table answers from this entry at this step</source>
        <translation>置换表在此步以此条目作答</translation>
    </message>
    <message>
        <source>Key / node</source>
        <translation>键 / 节点</translation>
    </message>
    <message>
        <source>[lower, upper]</source>
        <translation>[lower, upper]</translation>
    </message>
    <message>
        <source>Stored by</source>
        <translation>存储者</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>命中</translation>
    </message>
</context>
<context>
    <name>gt::TimelineSlider</name>
    <message>
        <source>Timeline: blue ticks below mark leaves read, red ticks above mark cut-offs, orange dots mark breakpoints</source>
        <translation>时间轴：下方蓝色刻度表示读取叶节点，上方红色刻度表示剪枝，橙色圆点表示断点</translation>
    </message>
</context>
<context>
    <name>gt::TransformDialog</name>
    <message>
        <source>Transform Leaf Values</source>
        <translation>变换叶节点值</translation>
    </message>
    <message>
        <source>Transform</source>
        <translation>变换</translation>
    </message>
    <message>
        <source>x²  (square; values ≥ 0 only)</source>
        <translation>x²  （平方；仅限值 ≥ 0）</translation>
    </message>
    <message>
        <source>x·|x|  (square keeping the sign)</source>
        <translation>x·|x|  （保留符号的平方）</translation>
    </message>
    <message>
        <source>2^x</source>
        <translation>2^x</translation>
    </message>
    <message>
        <source>a·x + b  (affine)</source>
        <translation>a·x + b  （仿射）</translation>
    </message>
    <message>
        <source>rank  (1, 2, 3, … by value; ties share a rank)</source>
        <translation>rank  （按值排为 1, 2, 3, …；相等的值名次相同）</translation>
    </message>
    <message>
        <source>a:</source>
        <translation>a：</translation>
    </message>
    <message>
        <source>b:</source>
        <translation>b：</translation>
    </message>
    <message>
        <source>&amp;Map:</source>
        <translation>映射(&amp;M)：</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>Root value before</source>
        <translation>变换前的根值</translation>
    </message>
    <message>
        <source>Root value after</source>
        <translation>变换后的根值</translation>
    </message>
    <message>
        <source>Best move before</source>
        <translation>变换前的最佳着法</translation>
    </message>
    <message>
        <source>Best move after</source>
        <translation>变换后的最佳着法</translation>
    </message>
    <message>
        <source>Squares every value. x² is increasing only on values ≥ 0, so a tree with a negative value is refused: choose x·|x| there, or shift the values first with a·x + b.</source>
        <translation>对每个值取平方。x² 只在值 ≥ 0 时递增，因此含负值的树会被拒绝：此时请选择 x·|x|，或先用 a·x + b 平移这些值。</translation>
    </message>
    <message>
        <source>x·|x| squares the size and keeps the sign: increasing on every value.</source>
        <translation>x·|x| 对大小取平方并保留符号：对所有值都递增。</translation>
    </message>
    <message>
        <source>2 to the power of every value. Results beyond ±10^15 are refused, naming the node.</source>
        <translation>对每个值求 2 的幂。超出 ±10^15 的结果会被拒绝，并指出相应节点。</translation>
    </message>
    <message>
        <source>a &gt; 0 keeps the order of the values and every decision: expectations are affine too. a &lt; 0 reverses the order (a warning); a = 0 is refused.</source>
        <translation>a &gt; 0 保持值的顺序和每个决策：期望值也是仿射的。a &lt; 0 会颠倒顺序（给出警告）；a = 0 会被拒绝。</translation>
    </message>
    <message>
        <source>The smallest distinct value becomes 1, the next 2, and so on; equal values share a rank. Heuristic values and interval bounds are ranked together with the leaves.</source>
        <translation>最小的不同值变为 1，次小的变为 2，依此类推；相等的值名次相同。启发值和区间界与叶节点一起排名。</translation>
    </message>
    <message>
        <source> Heuristic values of inner nodes are mapped too: a depth-limited search compares them with leaf values.</source>
        <translation> 内部节点的启发值也会被映射：限深搜索会把它们与叶节点值进行比较。</translation>
    </message>
    <message>
        <source>a and b must be numbers.</source>
        <translation>a 和 b 必须是数。</translation>
    </message>
    <message>
        <source>Leaf values: %1</source>
        <translation>叶节点值：%1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>gt::TreeEdit</name>
    <message>
        <source>no node is selected</source>
        <translation>未选择节点</translation>
    </message>
    <message>
        <source>the root has no siblings: add a child instead</source>
        <translation>根没有兄弟节点：请改为添加子节点</translation>
    </message>
    <message>
        <source>the root cannot be duplicated: it has no parent</source>
        <translation>根不能被复制：它没有父节点</translation>
    </message>
    <message>
        <source>there is nothing to insert</source>
        <translation>没有可插入的内容</translation>
    </message>
    <message>
        <source>there is nothing to put there</source>
        <translation>没有可放在那里的内容</translation>
    </message>
    <message>
        <source>the root has no siblings to move past</source>
        <translation>根没有可越过的兄弟节点</translation>
    </message>
    <message>
        <source>the node is already there</source>
        <translation>节点已经在那里</translation>
    </message>
    <message>
        <source>the node is already the first child</source>
        <translation>节点已经是第一个子节点</translation>
    </message>
    <message>
        <source>the node is already the last child</source>
        <translation>节点已经是最后一个子节点</translation>
    </message>
    <message>
        <source>the node is a %1 node already</source>
        <translation>该节点已经是 %1 节点</translation>
    </message>
    <message>
        <source>a leaf needs a finite number</source>
        <translation>叶节点需要一个有限数</translation>
    </message>
    <message>
        <source>the root has no move into it to label</source>
        <translation>根没有进入它的着法可供标记</translation>
    </message>
    <message>
        <source>move label</source>
        <translation>着法标签</translation>
    </message>
    <message>
        <source>only a child of a chance node has a probability</source>
        <translation>只有机会节点的子节点才有概率</translation>
    </message>
    <message>
        <source>a probability is a number of at least 0</source>
        <translation>概率是一个至少为 0 的数</translation>
    </message>
    <message>
        <source>select a chance node with children</source>
        <translation>请选择一个有子节点的机会节点</translation>
    </message>
</context>
<context>
    <name>gt::TreeEditor</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Add Child</source>
        <translation>添加子节点</translation>
    </message>
    <message>
        <source>Add Sibling</source>
        <translation>添加兄弟节点</translation>
    </message>
    <message>
        <source>Delete Subtree</source>
        <translation>删除子树</translation>
    </message>
    <message>
        <source>Duplicate Subtree</source>
        <translation>创建子树副本</translation>
    </message>
    <message>
        <source>Move Left</source>
        <translation>左移</translation>
    </message>
    <message>
        <source>Move Right</source>
        <translation>右移</translation>
    </message>
    <message>
        <source>Move Subtree</source>
        <translation>移动子树</translation>
    </message>
    <message>
        <source>Make %1</source>
        <translation>设为 %1</translation>
    </message>
    <message>
        <source>Set Value of %1</source>
        <translation>设置 %1 的值</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>重命名 %1</translation>
    </message>
    <message>
        <source>Label Move to %1</source>
        <translation>标记进入 %1 的着法</translation>
    </message>
    <message>
        <source>Set Probability of %1</source>
        <translation>设置 %1 的概率</translation>
    </message>
    <message>
        <source>Normalise Probabilities</source>
        <translation>概率归一化</translation>
    </message>
    <message>
        <source>Transform Values (%1)</source>
        <translation>变换值（%1）</translation>
    </message>
    <message>
        <source>Cannot paste: %1</source>
        <translation>无法粘贴：%1</translation>
    </message>
    <message>
        <source>Paste Tree</source>
        <translation>粘贴树</translation>
    </message>
    <message>
        <source>Paste as Child</source>
        <translation>粘贴为子节点</translation>
    </message>
    <message>
        <source>Paste Subtree</source>
        <translation>粘贴子树</translation>
    </message>
</context>
<context>
    <name>gt::TreeFile</name>
    <message>
        <source> (DOT node &quot;%1&quot;)</source>
        <translation> （DOT 节点“%1”）</translation>
    </message>
    <message>
        <source>unknown file type; expected a name ending in %1</source>
        <translation>未知文件类型；文件名应以 %1 结尾</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>the tree notation cannot write %1, a %2 node without children: give it a child, or save as .json</source>
        <translation>树记法无法写出 %1（一个没有子节点的 %2 节点）：请给它一个子节点，或另存为 .json</translation>
    </message>
</context>
<context>
    <name>gt::TreeFoldAction</name>
    <message>
        <source>Show as Game &amp;Graph</source>
        <translation>显示为博弈图(&amp;G)</translation>
    </message>
    <message>
        <source>Fold the tree into its positions: one vertex per position however many move orders reach it, in the game graph window</source>
        <translation>将树折叠为局面：每个局面一个顶点，无论多少种走法顺序到达，在博弈图窗口中显示</translation>
    </message>
    <message>
        <source>Folding %1 tree nodes into positions…</source>
        <translation>正在将 %1 个树节点折叠为局面…</translation>
    </message>
    <message>
        <source>Cannot show the tree as a game graph: %1</source>
        <translation>无法将树显示为博弈图：%1</translation>
    </message>
    <message>
        <source>Folded Tree</source>
        <translation>折叠的树</translation>
    </message>
    <message>
        <source>%1 → %2: a position is one vertex however many move orders reach it.</source>
        <translation>%1 → %2：无论多少种走法顺序到达，一个局面都是一个顶点。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tree nodes</source>
        <translation>
            <numerusform>%Ln 个树节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln positions</source>
        <translation>
            <numerusform>%Ln 个局面</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gt::TreeLoader</name>
    <message>
        <source>Opening %1…</source>
        <translation>正在打开 %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Opening a Big Tree</source>
        <translation>正在打开大型树</translation>
    </message>
    <message>
        <source>Drawing %1…</source>
        <translation>正在绘制 %1…</translation>
    </message>
</context>
<context>
    <name>gt::TreeOverview</name>
    <message>
        <source>The whole tree; the rectangle is what the canvas shows. Click or drag to move the canvas.</source>
        <translation>整棵树；矩形是画布显示的部分。单击或拖动以移动画布。</translation>
    </message>
</context>
<context>
    <name>gt::TreeText</name>
    <message>
        <source>a name or label is longer than %1 characters</source>
        <translation>名称或标签长于 %1 个字符</translation>
    </message>
    <message>
        <source>a number is longer than %1 characters</source>
        <translation>数字长于 %1 个字符</translation>
    </message>
    <message>
        <source>unterminated quoted string: the &apos;&quot;&apos; at %1 has no closing &apos;&quot;&apos; on its line</source>
        <translation>未结束的引号字符串：%1 处的“&quot;”在其所在行没有闭合的“&quot;”</translation>
    </message>
    <message>
        <source>unknown escape in a quoted string; use \&quot;, \\, \n, \t or \r</source>
        <translation>引号字符串中有未知的转义；请使用 \&quot;、\\、\n、\t 或 \r</translation>
    </message>
    <message>
        <source>the end of the input</source>
        <translation>输入末尾</translation>
    </message>
    <message>
        <source>internal error: %1</source>
        <translation>内部错误：%1</translation>
    </message>
    <message>
        <source>the input is empty: expected a tree such as ((3,12),(2,4))</source>
        <translation>输入为空：应为一棵树，例如 ((3,12),(2,4))</translation>
    </message>
    <message>
        <source> after &apos;:&apos;</source>
        <translation> （在“:”之后）</translation>
    </message>
    <message>
        <source>expected a child, found &apos;)&apos;: an inner node needs at least one child</source>
        <translation>应为子节点，却发现“)”：内部节点至少需要一个子节点</translation>
    </message>
    <message>
        <source> after &apos;(&apos;</source>
        <translation> （在“(”之后）</translation>
    </message>
    <message>
        <source> after &apos;,&apos;</source>
        <translation> （在“,”之后）</translation>
    </message>
    <message>
        <source>unexpected %1 after the end of the tree</source>
        <translation>树结束之后出现意外的 %1</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;)&apos; after a child, found %1</source>
        <translation>子节点之后应为“,”或“)”，却发现 %1</translation>
    </message>
    <message>
        <source>; the &apos;(&apos; at %1 is not closed</source>
        <translation>；%1 处的“(”未闭合</translation>
    </message>
    <message>
        <source>write the move label before the probability, as in &apos;%1 %2: …&apos;</source>
        <translation>请把着法标签写在概率之前，如“%1 %2: …”</translation>
    </message>
    <message>
        <source>a move label cannot be empty</source>
        <translation>着法标签不能为空</translation>
    </message>
    <message>
        <source>a probability is only allowed on a child of a chance node, and this child&apos;s parent is a %1 node (a move label that is a number is quoted: &quot;1&quot;: …)</source>
        <translation>只有机会节点的子节点才允许有概率，而此子节点的父节点是 %1 节点（数字形式的着法标签要加引号：&quot;1&quot;: …）</translation>
    </message>
    <message>
        <source>expected a number after &apos;/&apos;, found %1</source>
        <translation>“/”之后应为数字，却发现 %1</translation>
    </message>
    <message>
        <source>the probability divides by zero</source>
        <translation>概率除以零</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after the probability, found %1</source>
        <translation>概率之后应为“:”，却发现 %1</translation>
    </message>
    <message>
        <source>a name cannot be empty</source>
        <translation>名称不能为空</translation>
    </message>
    <message>
        <source> after &apos;=&apos;</source>
        <translation> （在“=”之后）</translation>
    </message>
    <message>
        <source>the root has no parent, so it cannot have a move label or a probability</source>
        <translation>根没有父节点，因此不能有着法标签或概率</translation>
    </message>
    <message>
        <source>a leaf is written as its value, as in 3, not as leaf(…)</source>
        <translation>叶节点直接写作其值，如 3，而不是 leaf(…)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a finite number</source>
        <translation>“%1”不是有限数</translation>
    </message>
    <message>
        <source>unknown node kind &apos;%1&apos;; expected max, min or chance</source>
        <translation>未知节点类型“%1”；应为 max、min 或 chance</translation>
    </message>
    <message>
        <source>expected a node%1, found %2; a name is written %3=…, a move label %3: …</source>
        <translation>应为节点%1，却发现 %2；名称写作 %3=…，着法标签写作 %3: …</translation>
    </message>
    <message>
        <source>expected a node%1, found %2; a name is written %2=…, a move label %2: …</source>
        <translation>应为节点%1，却发现 %2；名称写作 %2=…，着法标签写作 %2: …</translation>
    </message>
    <message>
        <source>expected a node%1, found %2</source>
        <translation>应为节点%1，却发现 %2</translation>
    </message>
    <message>
        <source>expected a heuristic value or an attribute such as key=k1 after &apos;[&apos;, found %1</source>
        <translation>“[”之后应为启发值或属性（如 key=k1），却发现 %1</translation>
    </message>
    <message>
        <source>expected &apos;]&apos; after the heuristic value, found %1</source>
        <translation>启发值之后应为“]”，却发现 %1</translation>
    </message>
    <message>
        <source>expected &apos;(&apos; after %1, found %2</source>
        <translation>%1 之后应为“(”，却发现 %2</translation>
    </message>
    <message>
        <source>expected an attribute such as key=k1 or &apos;]&apos;, found %1</source>
        <translation>应为属性（如 key=k1）或“]”，却发现 %1</translation>
    </message>
    <message>
        <source>unknown attribute &apos;%1&apos;; expected key, interval, game or pos</source>
        <translation>未知属性“%1”；应为 key、interval、game 或 pos</translation>
    </message>
    <message>
        <source>the attribute &apos;%1&apos; is given twice</source>
        <translation>属性“%1”给出了两次</translation>
    </message>
    <message>
        <source>expected an interval such as interval=2:7, found %1</source>
        <translation>应为区间，如 interval=2:7，却发现 %1</translation>
    </message>
    <message>
        <source>expected a value after &apos;%1=&apos;, found %2</source>
        <translation>“%1=”之后应为值，却发现 %2</translation>
    </message>
    <message>
        <source>the attribute &apos;%1&apos; cannot be empty</source>
        <translation>属性“%1”不能为空</translation>
    </message>
    <message>
        <source>node %1: the %2 contains %3</source>
        <translation>节点 %1：%2 包含 %3</translation>
    </message>
    <message>
        <source>the tree has more than %1 nodes</source>
        <translation>树的节点多于 %1 个</translation>
    </message>
</context>
<context>
    <name>gt::TreeTextField</name>
    <message>
        <source>Type a tree, e.g. ((10,10),(9,100))</source>
        <translation>输入一棵树，例如 ((10,10),(9,100))</translation>
    </message>
    <message>
        <source>Type or paste a tree in the .tree notation: ((3,12,8),(2,4,6)) alternates MAX and MIN from a MAX root; max(…), min(…) and chance(0.7: 1, 0.3: 0) name the kinds. The canvas follows as you type.</source>
        <translation>以 .tree 记法输入或粘贴一棵树：((3,12,8),(2,4,6)) 从 MAX 根开始交替 MAX 和 MIN；max(…)、min(…) 和 chance(0.7: 1, 0.3: 0) 指定类型。画布随输入而更新。</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>第 %1 列：%2</translation>
    </message>
</context>
<context>
    <name>gt::Validate</name>
    <message>
        <source>%1: some children have probabilities and some do not; give all or none (none means uniform)</source>
        <translation>%1：有些子节点有概率而有些没有；请全部给出或全部不给（不给表示均匀分布）</translation>
    </message>
    <message>
        <source>%1: the probabilities of its children sum to %2, not 1</source>
        <translation>%1：其子节点的概率之和为 %2，而不是 1</translation>
    </message>
    <message>
        <source>%1 has the interval [%2, %3]; its bounds must be finite numbers between %4 and %5</source>
        <translation>%1 的区间为 [%2, %3]；其界必须是 %4 到 %5 之间的有限数</translation>
    </message>
    <message>
        <source>%1 has the interval [%2, %3]; the pessimistic bound must not exceed the optimistic one</source>
        <translation>%1 的区间为 [%2, %3]；悲观界不得超过乐观界</translation>
    </message>
    <message>
        <source>%1 has a position but no game id</source>
        <translation>%1 有局面但没有游戏 id</translation>
    </message>
    <message>
        <source>%1 has a game id but no position text</source>
        <translation>%1 有游戏 id 但没有局面文本</translation>
    </message>
    <message>
        <source>the tree is empty</source>
        <translation>树为空</translation>
    </message>
    <message>
        <source>%1 is a leaf but has children</source>
        <translation>%1 是叶节点却有子节点</translation>
    </message>
    <message>
        <source>%1 is a %2 node without children</source>
        <translation>%1 是没有子节点的 %2 节点</translation>
    </message>
    <message>
        <source>%1 is a leaf without a value</source>
        <translation>%1 是没有值的叶节点</translation>
    </message>
    <message>
        <source>%1 has a value that is not a finite number (%2)</source>
        <translation>%1 的值不是有限数（%2）</translation>
    </message>
    <message>
        <source>%1 has the value %2; values must lie between %3 and %4</source>
        <translation>%1 的值为 %2；值必须介于 %3 和 %4 之间</translation>
    </message>
    <message>
        <source>%1 has a probability but its parent is not a chance node</source>
        <translation>%1 有概率，但其父节点不是机会节点</translation>
    </message>
    <message>
        <source>%1 has the probability %2; probabilities must be finite and at least 0</source>
        <translation>%1 的概率为 %2；概率必须是有限数且至少为 0</translation>
    </message>
</context>
<context>
    <name>gt::WholeTreePanel</name>
    <message>
        <source>Check All</source>
        <translation>全部检查</translation>
    </message>
    <message>
        <source>Show Answers</source>
        <translation>显示答案</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Your value</source>
        <translation>你的值</translation>
    </message>
    <message>
        <source>Type every inner node&apos;s value (≤ or ≥ where only a bound is known) and click every pruned leaf on the canvas.</source>
        <translation>输入每个内部节点的值（只知道界时写 ≤ 或 ≥），并在画布上单击每个被剪枝的叶节点。</translation>
    </message>
    <message>
        <source>The value of %1 is not a number: type one such as 3, ≤ 2, -1.5, 1/2 or inf.</source>
        <translation>%1 的值不是数：请输入例如 3、≤ 2、-1.5、1/2 或 inf。</translation>
    </message>
    <message>
        <source>This tree has more than %1 inner nodes: too many to quiz all at once. Use the step-by-step quiz.</source>
        <translation>这棵树有超过 %1 个内部节点：太多，无法一次测验全部。请使用逐步测验。</translation>
    </message>
    <message>
        <source>Leaves clicked as pruned: %1.</source>
        <translation>标为被剪枝的叶节点：%1。</translation>
    </message>
    <message>
        <source>All right! %1</source>
        <translation>全部正确！%1</translation>
    </message>
    <message>
        <source>%1. The first wrong step is step %2: %3.</source>
        <translation>%1。第一个错误的步骤是第 %2 步：%3。</translation>
    </message>
    <message>
        <source>%1. %2.</source>
        <translation>%1。%2。</translation>
    </message>
</context>
<context>
    <name>gt::WindowTour</name>
    <message>
        <source>Back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>完成</translation>
    </message>
</context>
<context>
    <name>gt::grade</name>
    <message>
        <source>the tree is empty</source>
        <translation>树是空的</translation>
    </message>
    <message>
        <source> (a lower bound: its true value is at least that)</source>
        <translation> （下界：它的真实值至少为此）</translation>
    </message>
    <message>
        <source> (an upper bound: its true value is at most that)</source>
        <translation> （上界：它的真实值至多为此）</translation>
    </message>
    <message>
        <source>the answer says %1 is pruned, but the search reaches it here</source>
        <translation>答案说 %1 被剪枝，但搜索在这里到达了它</translation>
    </message>
    <message>
        <source>%1 is never read, but the answer does not list it as pruned</source>
        <translation>%1 从未被读取，但答案没有把它列为被剪枝</translation>
    </message>
    <message>
        <source>the value of %1 is %2, not %3</source>
        <translation>%1 的值是 %2，而不是 %3</translation>
    </message>
    <message>
        <source>the best move is %1, not %2</source>
        <translation>最佳走法是 %1，而不是 %2</translation>
    </message>
    <message>
        <source>%1: the best move is the first child with the root&apos;s value.</source>
        <translation>%1：最佳走法是具有根值的第一个子节点。</translation>
    </message>
    <message>
        <source>the answer stops after %1 reads, but the search goes on to read %2</source>
        <translation>答案在 %1 次读取后停止，但搜索继续读取到第 %2 次</translation>
    </message>
    <message>
        <source>the answer reads %1 (read %2), but it is never read</source>
        <translation>答案读取了 %1（第 %2 次读取），但它从未被读取</translation>
    </message>
    <message>
        <source>the search reads %1 leaves, the answer more: read %2 is one too many</source>
        <translation>搜索读取 %1 个叶节点，答案更多：第 %2 次读取多了一次</translation>
    </message>
    <message>
        <source>read %1 is %2 in the answer, but %2 is never read: the search reads %3 there</source>
        <translation>答案中第 %1 次读取是 %2，但 %2 从未被读取：搜索在那里读取的是 %3</translation>
    </message>
    <message>
        <source>read %1 is %2, not %3: %3 is cut off first</source>
        <translation>第 %1 次读取是 %2，而不是 %3：%3 先被剪枝了</translation>
    </message>
    <message>
        <source>a leaf worth %1</source>
        <translation>值为 %1 的叶节点</translation>
    </message>
    <message>
        <source>read %1 is %2, not %3</source>
        <translation>第 %1 次读取是 %2，而不是 %3</translation>
    </message>
    <message>
        <source>%1 is never read, but the answer does not list its value as pruned</source>
        <translation>%1 从未被读取，但答案没有把它的值列为被剪枝</translation>
    </message>
    <message>
        <source>no pruned leaf is worth %1</source>
        <translation>没有值为 %1 的被剪枝叶节点</translation>
    </message>
    <message>
        <source>the answer says a leaf worth %1 is pruned, but %2 is read here and no other leaf worth %1 is pruned</source>
        <translation>答案说一个值为 %1 的叶节点被剪枝，但 %2 在这里被读取，且没有其他值为 %1 的叶节点被剪枝</translation>
    </message>
    <message>
        <source>the answer gives no value for %1, which returns %2 here</source>
        <translation>答案没有给出 %1 的值，它在这里返回 %2</translation>
    </message>
    <message>
        <source>the answer gives %1 the value %2, but %1 is never reached</source>
        <translation>答案给 %1 的值为 %2，但 %1 从未被到达</translation>
    </message>
    <message>
        <source>%1 is worth %2%3, not %4</source>
        <translation>%1 的值是 %2%3，而不是 %4</translation>
    </message>
    <message>
        <source> (%1 is the best found before the cut-off, what a fail-soft search returns; this one is fail-hard and returns the end of its window)</source>
        <translation> （%1 是剪枝前找到的最佳值，即 fail-soft 搜索返回的值；此搜索是 fail-hard，返回其窗口的端点）</translation>
    </message>
    <message>
        <source>pruned</source>
        <translation>被剪枝</translation>
    </message>
    <message>
        <source>%1 prunes nothing on this tree: every node is visited, %2 too.</source>
        <translation>%1 在这棵树上没有剪掉任何东西：每个节点都被访问，%2 也是。</translation>
    </message>
    <message>
        <source>At %1 the window is (α = %2, β = %3) and no cut-off has ended its search, so %4 is searched.</source>
        <translation>在 %1 处窗口为 (α = %2, β = %3)，且没有剪枝结束它的搜索，因此 %4 会被搜索。</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%2 处的 %1</translation>
    </message>
    <message>
        <source>%1 at node %2</source>
        <translation>节点 %2 处的 %1</translation>
    </message>
    <message>
        <source>the search&apos;s event is %1, the answer&apos;s is %2</source>
        <translation>搜索的事件是 %1，答案的是 %2</translation>
    </message>
    <message>
        <source>in %1, %2 is %3 in the search, %4 in the answer</source>
        <translation>在 %1 中，%2 在搜索中是 %3，在答案中是 %4</translation>
    </message>
    <message>
        <source>the answer ends after %1 events, but the search goes on with %2</source>
        <translation>答案在 %1 个事件后结束，但搜索继续进行 %2</translation>
    </message>
    <message>
        <source>the search ends after %1 events, but the answer goes on with %2</source>
        <translation>搜索在 %1 个事件后结束，但答案继续进行 %2</translation>
    </message>
    <message>
        <source>right</source>
        <translation>正确</translation>
    </message>
    <message>
        <source>step %1: %2.</source>
        <translation>第 %1 步：%2。</translation>
    </message>
    <message>
        <source>the answer is empty</source>
        <translation>答案为空</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is given twice</source>
        <translation>&apos;%1&apos; 给出了两次</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>&apos;%1&apos; 不是数</translation>
    </message>
    <message>
        <source>&apos;%1&apos; names several nodes: give their ids (preorder numbers) instead</source>
        <translation>&apos;%1&apos; 指代多个节点：请改为给出它们的 id（先序编号）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a node id; with --numbers values, numbers in a list are the leaves&apos; values</source>
        <translation>&apos;%1&apos; 不是节点 id；使用 --numbers values 时，列表中的数字是叶节点的值</translation>
    </message>
    <message>
        <source>no node is called &apos;%1&apos;</source>
        <translation>没有名为 &apos;%1&apos; 的节点</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move at the root: give a move&apos;s label or name, its index from 0, or #1 to #%2</source>
        <translation>&apos;%1&apos; 不是根处的走法：请给出走法的标签或名称、从 0 开始的索引，或 #1 到 #%2</translation>
    </message>
    <message>
        <source>no value is given</source>
        <translation>未给出值</translation>
    </message>
    <message>
        <source>no move is given</source>
        <translation>未给出走法</translation>
    </message>
    <message>
        <source>a value is one number; this is a second word</source>
        <translation>值是一个数；这是第二个词</translation>
    </message>
    <message>
        <source>a best move is one word; this is a second one</source>
        <translation>最佳走法是一个词；这是第二个</translation>
    </message>
    <message>
        <source>the root is a leaf: there is no move</source>
        <translation>根是叶节点：没有走法</translation>
    </message>
    <message>
        <source>not JSON: %1</source>
        <translation>不是 JSON：%1</translation>
    </message>
    <message>
        <source>a whole-tree answer is one JSON object {&quot;values&quot;: …, &quot;pruned&quot;: […]}</source>
        <translation>整棵树的答案是一个 JSON 对象 {&quot;values&quot;: …, &quot;pruned&quot;: […]}</translation>
    </message>
    <message>
        <source>a trace&apos;s events are JSON objects</source>
        <translation>轨迹的事件是 JSON 对象</translation>
    </message>
    <message>
        <source>not a JSON object: %1</source>
        <translation>不是 JSON 对象：%1</translation>
    </message>
    <message>
        <source>each line of a trace is one JSON object</source>
        <translation>轨迹的每一行是一个 JSON 对象</translation>
    </message>
    <message>
        <source>an event needs a &quot;type&quot; (a string: enter, read, return, …)</source>
        <translation>事件需要一个 &quot;type&quot;（字符串：enter、read、return、…）</translation>
    </message>
    <message>
        <source>unknown event type &apos;%1&apos; (docs/trace-format.md lists them)</source>
        <translation>未知的事件类型 &apos;%1&apos;（见 docs/trace-format.md）</translation>
    </message>
    <message>
        <source>an event needs a &quot;node&quot; (an id, or a node&apos;s name)</source>
        <translation>事件需要一个 &quot;node&quot;（id 或节点名称）</translation>
    </message>
    <message>
        <source>a node is an id or a name</source>
        <translation>节点是 id 或名称</translation>
    </message>
    <message>
        <source>&quot;%1&quot; holds a number or a string</source>
        <translation>&quot;%1&quot; 存放数或字符串</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a list</source>
        <translation>&quot;%1&quot; 是列表</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;: a whole-tree answer has &quot;values&quot; and &quot;pruned&quot;</source>
        <translation>未知的键 &apos;%1&apos;：整棵树的答案包含 &quot;values&quot; 和 &quot;pruned&quot;</translation>
    </message>
    <message>
        <source>a value is a number or a string such as &quot;&lt;= 2&quot;</source>
        <translation>值是数或字符串，例如 &quot;&lt;= 2&quot;</translation>
    </message>
    <message>
        <source>%1 values for a tree of %2 nodes</source>
        <translation>%1 个值，而树有 %2 个节点</translation>
    </message>
    <message>
        <source>&quot;values&quot; is an object {&quot;A&quot;: 3, …} or an array by node id</source>
        <translation>&quot;values&quot; 是对象 {&quot;A&quot;: 3, …} 或按节点 id 排列的数组</translation>
    </message>
    <message>
        <source>&quot;pruned&quot; is an array of leaves (ids or names)</source>
        <translation>&quot;pruned&quot; 是叶节点的数组（id 或名称）</translation>
    </message>
    <message>
        <source>a whole-tree answer needs &quot;values&quot;, &quot;pruned&quot; or both</source>
        <translation>整棵树的答案需要 &quot;values&quot;、&quot;pruned&quot; 或两者</translation>
    </message>
    <message>
        <source>the answer holds %1: an answer is plain text</source>
        <translation>答案中含有 %1：答案应为纯文本</translation>
    </message>
    <message>
        <source>the answer is empty: it holds only brackets, quotes and separators, no value, id or name</source>
        <translation>答案为空：只有括号、引号和分隔符，没有值、编号或名称</translation>
    </message>
    <message>
        <source>the tree&apos;s nodes are 0 to %1</source>
        <translation>树的节点编号为 0 到 %1</translation>
    </message>
    <message>
        <source>there is no node %1: %2</source>
        <translation>没有节点 %1：%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a node id (%2), and as a number it %3</source>
        <translation>“%1”不是节点编号（%2），作为数字它%3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a node id: ids are whole numbers (%2)</source>
        <translation>“%1”不是节点编号：编号是整数（%2）</translation>
    </message>
    <message>
        <source>node %1 (leaf %2, %3)</source>
        <translation>节点 %1（叶节点 %2，%3）</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos; (known: value, leaves, pruned, best, visits)</source>
        <translation>未知的键 &apos;%1&apos;（已知：value、leaves、pruned、best、visits）</translation>
    </message>
    <message>
        <source>the root is a leaf: it has no children to count visits of</source>
        <translation>根是叶子：没有可计访问次数的子节点</translation>
    </message>
    <message>
        <source>the root has %1 children: this is count %2</source>
        <translation>根有 %1 个子节点：这是第 %2 个计数</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a visit count: counts are whole numbers, 0 or more</source>
        <translation>&apos;%1&apos; 不是访问次数：计数是 0 或更大的整数</translation>
    </message>
    <message>
        <source>the root has %1 children: give %1 visit counts, one per child in order (%2 given)</source>
        <translation>根有 %1 个子节点：按顺序为每个子节点给出一个访问次数，共 %1 个（给出了 %2 个）</translation>
    </message>
    <message>
        <source>%1 is visited more than %2 times: this back-up makes its N %3, and the search ends with N = %4</source>
        <translation>%1 被访问超过 %2 次：这次回传使其 N 变为 %3，搜索结束时 N = %4</translation>
    </message>
    <message>
        <source>%1 ends the search with N = %2, not %3</source>
        <translation>%1 在搜索结束时 N = %2，而不是 %3</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Step through game-tree searches.</source>
        <translation>逐步演示博弈树搜索。</translation>
    </message>
    <message>
        <source>A .gtree, .json, .tree or .dot file.</source>
        <translation>一个 .gtree、.json、.tree 或 .dot 文件。</translation>
    </message>
    <message>
        <source>Algorithm to search with.</source>
        <translation>用于搜索的算法。</translation>
    </message>
    <message>
        <source>Step to show (&apos;end&apos;: last).</source>
        <translation>要显示的步骤（&apos;end&apos;：最后一步）。</translation>
    </message>
    <message>
        <source>Use the dark palette.</source>
        <translation>使用深色配色。</translation>
    </message>
    <message>
        <source>Start presenting.</source>
        <translation>开始演示。</translation>
    </message>
    <message>
        <source>Lay out with Graphviz dot.</source>
        <translation>用 Graphviz dot 布局。</translation>
    </message>
    <message>
        <source>Save the window and quit.</source>
        <translation>保存窗口截图并退出。</translation>
    </message>
</context>
</TS>
