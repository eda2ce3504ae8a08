<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>gt::CompareWindow</name>
    <message numerus="yes">
        <source>Each reads %n leaves.</source>
        <translation>
            <numerusform>Each reads %n leaf.</numerusform>
            <numerusform>Each reads %n leaves.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gt::ExportDialog</name>
    <message numerus="yes">
        <source>One slide with %n overlays, a page each; compile with pdflatex</source>
        <translation>
            <numerusform>One slide with %n overlay, a page each; compile with pdflatex</numerusform>
            <numerusform>One slide with %n overlays, a page each; compile with pdflatex</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n steps in one self-contained file</source>
        <translation>
            <numerusform>%n step in one self-contained file</numerusform>
            <numerusform>%n steps in one self-contained file</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gt::GeneratorDialog</name>
    <message numerus="yes">
        <source>%Ln nodes: </source>
        <translation>
            <numerusform>%Ln node: </numerusform>
            <numerusform>%Ln nodes: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln leaves, </source>
        <translation>
            <numerusform>%Ln leaf, </numerusform>
            <numerusform>%Ln leaves, </numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gt::GraphPanel</name>
    <message numerus="yes">
        <source>moves</source>
        <comment>after the number of moves in the box</comment>
        <translation>
            <numerusform>move</numerusform>
            <numerusform>moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gt::GraphWindow</name>
    <message numerus="yes">
        <source>%n positions</source>
        <translation>
            <numerusform>%n position</numerusform>
            <numerusform>%n positions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 and the positions within %n moves</source>
        <translation>
            <numerusform>%1: %2 and the positions within %n move</numerusform>
            <numerusform>%1: %2 and the positions within %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %n positions</source>
        <translation>
            <numerusform>the %n position</numerusform>
            <numerusform>the %n positions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The neighbourhood of %1: %2 nearest to it (more are within %n moves).</source>
        <translation>
            <numerusform>The neighbourhood of %1: %2 nearest to it (more are within %n move).</numerusform>
            <numerusform>The neighbourhood of %1: %2 nearest to it (more are within %n moves).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The neighbourhood of %1: %2 within %n moves of it, before it and after it.</source>
        <translation>
            <numerusform>The neighbourhood of %1: %2 within %n move of it, before it and after it.</numerusform>
            <numerusform>The neighbourhood of %1: %2 within %n moves of it, before it and after it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gt::InspectorDock</name>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; · depth %2 · %n children</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; · depth %2 · %n child</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; · depth %2 · %n children</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (and %n more)</source>
        <translation>
            <numerusform> (and %n more)</numerusform>
            <numerusform> (and %n more)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gt::Narration</name>
    <message numerus="yes">
        <source>Purge %n state(s) below %1 from OPEN: none of them can beat %1&apos;s solution. All were SOLVED, so nothing is pruned.</source>
        <translation>
            <numerusform>Purge %n state below %1 from OPEN: it cannot beat %1&apos;s solution. It was SOLVED, so nothing is pruned.</numerusform>
            <numerusform>Purge %n states below %1 from OPEN: none of them can beat %1&apos;s solution. All were SOLVED, so nothing is pruned.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Purge %n state(s) below %1 from OPEN: none of them can beat %1&apos;s solution, </source>
        <translation>
            <numerusform>Purge %n state below %1 from OPEN: it cannot beat %1&apos;s solution, </numerusform>
            <numerusform>Purge %n states below %1 from OPEN: none of them can beat %1&apos;s solution, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>so %n subtree(s) never reached are pruned.</source>
        <translation>
            <numerusform>so %n subtree never reached is pruned.</numerusform>
            <numerusform>so %n subtrees never reached are pruned.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter %1 (%2) and search its %n children.</source>
        <translation>
            <numerusform>Enter %1 (%2) and search its %n child.</numerusform>
            <numerusform>Enter %1 (%2) and search its %n children.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gt::NarrationDock</name>
    <message numerus="yes">
        <source>%n nodes</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leaves</source>
        <translation>
            <numerusform>%n leaf</numerusform>
            <numerusform>%n leaves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gt::TableDock</name>
    <message numerus="yes">
        <source>%n position(s) stored.</source>
        <translation>
            <numerusform>%n position stored.</numerusform>
            <numerusform>%n positions stored.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gt::TreeFoldAction</name>
    <message numerus="yes">
        <source>%Ln tree nodes</source>
        <translation>
            <numerusform>%Ln tree node</numerusform>
            <numerusform>%Ln tree nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln positions</source>
        <translation>
            <numerusform>%Ln position</numerusform>
            <numerusform>%Ln positions</numerusform>
        </translation>
    </message>
</context>
</TS>
