#pragma once

#include "eventkind.h"
#include "narration.h"

#include <QCoreApplication>
#include <QStringList>

namespace gt {

// The words the narration is made of, for the event kinds that narrate their events
// (core/trace's common ones, and each family's in its folder). Every sentence is translated in
// one context, gt::Narration, wherever its kind lives.
struct NarrationTr {
    Q_DECLARE_TR_FUNCTIONS(gt::Narration)
};

QString kindWord(NodeKind k);                          // "MAX", "MIN", "CHANCE", "leaf"
bool isCalledByName(const GameTree &t, NodeId n);      // hasOwnLabel
QString childWords(const GameTree &t, NodeId c);       // "d1 = 14", "14", or nodeLabel
QString subject(const GameTree &t, NodeId n);          // "Node 7" at a sentence's start
QString childSubject(const GameTree &t, NodeId c);     // "Node 7", "d1 = 14", "The leaf 3"
QString joinList(QStringList items);                   // "a", "a and b", "a, b and c"
QString listChildren(const GameTree &t, NodeId parent, // the children from `from` on
                     NodeId from);

// The common events' sentences.
QString narrateEnter(const EventContext &c);
QString narrateRead(const EventContext &c);
QString narrateReturn(const GameTree &t, const Trace &trace, int index); // Return, ChanceAdd
QString narrateTighten(const EventContext &c);
QString narrateCutoff(const EventContext &c);
QString narrateFinish(const EventContext &c);
QString narratePass(const EventContext &c);

} // namespace gt
