<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- A few lines of the catalogue (engine/text/messages.def) in Filipino, for
     tst_message_text: made into mahjongero_fil.qm with
     /usr/lib/qt6/bin/lrelease tests/data/translations/mahjongero_fil.ts -->
<TS version="2.1" language="fil">
<context>
    <name>Mahjongero</name>
    <message>
        <source>Seat %1</source>
        <translation>Upuan %1</translation>
    </message>
    <message>
        <source>%1 discards %2.</source>
        <translation>Nagtapon ang %1 ng %2.</translation>
    </message>
    <message>
        <source>%1. Wash</source>
        <translation>%1. Paghuhugas</translation>
    </message>
</context>
</TS>
