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
</TS>
