Help in German: spiel --lang de (or SPIEL_LANG=de) gives every --help in German, headings,
texts and placeholders; the names of commands and options, and the values typed, stay.

  $ spiel --lang de --help
  Aufruf: spiel [OPTIONEN] BEFEHL [ARGUMENTE]...
  
    Kniffel, Streichholzspiel und Buchstabenpuzzle in der Shell.
  
    Jeder Befehl liest eine Spielstanddatei, führt eine Aktion aus, schreibt den
    neuen Spielstand und zeigt das Spielbrett. Mehr in „man spiel“ und „spiel
    SPIEL --help“.
  
  Optionen:
    --lang [en|de]  Die Sprache der Spiele: „de“ oder „en“ (Standard:
                    „$SPIEL_LANG“, sonst die Spracheinstellung des Systems).
    --version       Zeigt die Version und beendet das Programm.
    -h, --help      Zeigt diese Hilfe und beendet das Programm.
  
  Befehle:
    kniffel      Kniffel: fünf Würfel, dreizehn Runden.
    streichholz  Streichholzspiel: Wer das letzte Holz nimmt, verliert.
    puzzle       Buchstabenpuzzle: Sortiere die Buchstaben durch Schieben.
    cache        Die Tabellen der Löser im Zwischenspeicher.
    completion   Gibt das Vervollständigungsskript für SHELL aus.

  $ spiel --lang de kniffel --help
  Aufruf: spiel kniffel [OPTIONEN] BEFEHL [ARGUMENTE]...
  
    Kniffel: fünf Würfel, dreizehn Runden.
  
    Beginne mit „spiel kniffel new“, dann abwechselnd „roll“, „roll --keep 1,3“
    und „take ZEILE“. Der Spielstand liegt standardmäßig in „kniffel.json“.
  
  Optionen:
    --lang [en|de]  Die Sprache der Ausgabe: „de“ oder „en“ (Standard: wie bei
                    „spiel“ gewählt, sonst „$SPIEL_LANG“, sonst die
                    Spracheinstellung des Systems).
    -h, --help      Zeigt diese Hilfe und beendet das Programm.
  
  Befehle:
    new        Beginnt ein Spiel.
    roll       Würfelt: zuerst alle fünf Würfel, dann die nicht behaltenen.
    take       Trägt die Würfel in ZEILE ein.
    undo       Nimmt den letzten Eintrag einer Person zurück.
    log        Zeigt jeden Wurf, jeden Eintrag und jede Rücknahme des Spiels.
    show       Zeigt den Block und die Würfel; schreibt nichts.
    hint       Der beste Zug für den Spieler am Zug.
    rules      Zeigt die Regeln in der gewählten Sprache.
    batch      Beantwortet Befehle von der Standardeingabe, je eine...
    score      Die Punkte von fünf WÜRFELN in jeder Zeile eines leeren Blocks.
    solve      Erwartete Gesamtsumme und Streuung eines optimalen Solospiels.
    simulate   Spielt viele Solospiele oder ein Turnier.
    review     Bewertet jede Entscheidung und misst das Glück.
    highscore  Die lokale Bestenliste: die besten 20 jeder Variante.

  $ spiel --lang de kniffel new --help
  Aufruf: spiel kniffel new [OPTIONEN]
  
    Beginnt ein Spiel.
  
    Mit „--dice duplicate“ hängt jeder Würfel nur vom Startwert, der Runde, dem
    Wurf im Zug und der Position des Würfels ab: Alle Spieler sehen dieselben
    Würfel, wo immer sie denselben Würfel an derselben Stelle würfeln, und
    ebenso jeder, der ein Spiel mit demselben Startwert beginnt.
  
  Optionen:
    --players NAME,NAME,...    1 bis 8 verschiedene Spielernamen, durch Kommas
                               getrennt, in der Reihenfolge der Züge (ein Name
                               besteht nicht nur aus Ziffern); „cpu:optimal“,
                               „cpu:gierig“, „cpu:zufällig“ und „cpu:sieg“ sind
                               Computerspieler. Oder eine Zahl allein: so viele
                               Spieler, „Spieler 1“, „Spieler 2“, ... (auf
                               Englisch „Player 1“, ...) [Standard: „Spieler 1“,
                               auf Englisch „Player 1“].
    --rolls N                  Würfe pro Zug.  [Standard: 3; 1 bis 9]
    --rounds N                 Runden im Spiel.  [Standard: 13; 1 bis 13]
    --rules [kniffel|yahtzee]  „kniffel“: die Regeln des Originals; „yahtzee“:
                               die offiziellen (Bonus und Joker).  [Standard:
                               „kniffel“]
    --points ZEILE=N,...       Andere Punktwerte als die üblichen: „full_house“
                               (25), „small_straight“ (30), „large_straight“
                               (40), „kniffel“ (50 für das erste Kniffel),
                               „bonus“ (35) und „bonus_threshold“ (63), etwa
                               „full_house=30,kniffel=100“.
    --dice [random|duplicate]  „random“: jeder Würfel fällt beim Würfeln
                               zufällig; „duplicate“: jeder Würfel hängt vom
                               Startwert, der Runde, dem Wurf und seiner
                               Position ab und ist für jeden Spieler derselbe.
                               [Standard: „random“]
    --seed TEXT                Startwert des Zufalls; derselbe Startwert und
                               dieselben Befehle ergeben dasselbe Spiel.
                               [Umgebungsvariable: SPIEL_SEED]
    --force                    Ersetzt die Spielstanddatei, auch wenn sie ein
                               unbeendetes Spiel enthält.
    -f, --file PFAD            Spielstanddatei, die gelesen wird; „-“ liest die
                               Standardeingabe.  [Umgebungsvariable:
                               SPIEL_KNIFFEL_FILE; Standard: „kniffel.json“]
    -o, --output PFAD          Wohin der neue Spielstand geht (Standard: zurück
                               in die Datei von „--file“ oder, wenn „--file“ „-“
                               ist, auf die Standardausgabe); „-“ ist die
                               Standardausgabe.
    --format [table|json]      Die Ansicht: eine Tabelle oder ein JSON-Objekt.
                               [Standard: „table“]
    --tablefmt NAME            Jedes Tabellenformat von tabulate („plain“,
                               „grid“, „github“, ...).  [Umgebungsvariable:
                               SPIEL_TABLEFMT; Standard: „simple“]
    -q, --quiet                Gibt nur Fehler aus (keine Ansicht, keine
                               Schlusszeile).
    --lang [en|de]             Die Sprache der Ausgabe: „de“ oder „en“
                               (Standard: wie bei „spiel“ gewählt, sonst
                               „$SPIEL_LANG“, sonst die Spracheinstellung des
                               Systems).
    -h, --help                 Zeigt diese Hilfe und beendet das Programm.

  $ spiel --lang de kniffel roll --help
  Aufruf: spiel kniffel roll [OPTIONEN]
  
    Würfelt: zuerst alle fünf Würfel, dann die nicht behaltenen.
  
  Optionen:
    --keep POSITIONEN      Behält die Würfel an diesen Positionen (1 bis 5,
                           durch Kommas getrennt) und würfelt mit den übrigen.
    --reroll POSITIONEN    Würfelt noch einmal mit den Würfeln an diesen
                           Positionen und behält die übrigen.
    -f, --file PFAD        Spielstanddatei, die gelesen wird; „-“ liest die
                           Standardeingabe.  [Umgebungsvariable:
                           SPIEL_KNIFFEL_FILE; Standard: „kniffel.json“]
    -o, --output PFAD      Wohin der neue Spielstand geht (Standard: zurück in
                           die Datei von „--file“ oder, wenn „--file“ „-“ ist,
                           auf die Standardausgabe); „-“ ist die
                           Standardausgabe.
    --format [table|json]  Die Ansicht: eine Tabelle oder ein JSON-Objekt.
                           [Standard: „table“]
    --tablefmt NAME        Jedes Tabellenformat von tabulate („plain“, „grid“,
                           „github“, ...).  [Umgebungsvariable: SPIEL_TABLEFMT;
                           Standard: „simple“]
    -q, --quiet            Gibt nur Fehler aus (keine Ansicht, keine
                           Schlusszeile).
    --lang [en|de]         Die Sprache der Ausgabe: „de“ oder „en“ (Standard:
                           wie bei „spiel“ gewählt, sonst „$SPIEL_LANG“, sonst
                           die Spracheinstellung des Systems).
    -h, --help             Zeigt diese Hilfe und beendet das Programm.

  $ spiel --lang de kniffel take --help
  Aufruf: spiel kniffel take [OPTIONEN] ZEILE
  
    Trägt die Würfel in ZEILE ein. ZEILE ist eine Zeilennummer 1 bis 13, eine
    Kennung, eine Beschriftung oder ein üblicher Name.
  
    Die Schreibweise ist nachsichtig: „take 3“, „take threes“, „take Dreier“,
    „take "Kleine Straße"“, „take kleine-strasse“, „take "small straight"“ und
    „take yahtzee“ gehen alle, auf Deutsch wie auf Englisch, unter allen Regeln.
    Passen die Würfel nicht zur gewählten Zeile, wird sie mit 0 Punkten
    gestrichen.
  
  Optionen:
    -f, --file PFAD        Spielstanddatei, die gelesen wird; „-“ liest die
                           Standardeingabe.  [Umgebungsvariable:
                           SPIEL_KNIFFEL_FILE; Standard: „kniffel.json“]
    -o, --output PFAD      Wohin der neue Spielstand geht (Standard: zurück in
                           die Datei von „--file“ oder, wenn „--file“ „-“ ist,
                           auf die Standardausgabe); „-“ ist die
                           Standardausgabe.
    --format [table|json]  Die Ansicht: eine Tabelle oder ein JSON-Objekt.
                           [Standard: „table“]
    --tablefmt NAME        Jedes Tabellenformat von tabulate („plain“, „grid“,
                           „github“, ...).  [Umgebungsvariable: SPIEL_TABLEFMT;
                           Standard: „simple“]
    -q, --quiet            Gibt nur Fehler aus (keine Ansicht, keine
                           Schlusszeile).
    --lang [en|de]         Die Sprache der Ausgabe: „de“ oder „en“ (Standard:
                           wie bei „spiel“ gewählt, sonst „$SPIEL_LANG“, sonst
                           die Spracheinstellung des Systems).
    -h, --help             Zeigt diese Hilfe und beendet das Programm.

A --lang after --help counts too, and so does SPIEL_LANG:

  $ spiel streichholz --help --lang de
  Aufruf: spiel streichholz [OPTIONEN] BEFEHL [ARGUMENTE]...
  
    Streichholzspiel: Wer das letzte Holz nimmt, verliert. Abwechselnd werden
    1 bis 3 Hölzer genommen.
  
    Beginne mit „spiel streichholz new“, dann „take N“; der Computer antwortet
    im selben Befehl. Oder spiele in Reihen, wie Marienbad: „new --rows
    1,3,5,7“, dann „take N --row R“. Der Spielstand liegt standardmäßig in
    „streichholz.json“.
  
  Optionen:
    --lang [en|de]  Die Sprache der Ausgabe: „de“ oder „en“ (Standard: wie bei
                    „spiel“ gewählt, sonst „$SPIEL_LANG“, sonst die
                    Spracheinstellung des Systems).
    -h, --help      Zeigt diese Hilfe und beendet das Programm.
  
  Befehle:
    new     Beginnt ein Spiel; beginnt der Computer, zieht er sofort.
    take    Nimmt N Hölzer; endet das Spiel damit nicht, antwortet der...
    undo    Nimmt deinen letzten Zug und die Antwort des Computers zurück.
    hint    Der Gewinnzug oder der Hinweis, dass es keinen gibt.
    review  Bewertet jeden Zug nach der Stellung, die er übrig lässt.
    rules   Zeigt die Regeln des Spiels in der Spielstanddatei.
    show    Zeigt die Reihe und die letzten Züge; schreibt nichts.
    log     Zeigt jeden Zug und jede Rücknahme.
    batch   Beantwortet Befehle von der Standardeingabe, je eine JSON-Zeile.

  $ SPIEL_LANG=de spiel streichholz new --help
  Aufruf: spiel streichholz new [OPTIONEN]
  
    Beginnt ein Spiel; beginnt der Computer, zieht er sofort.
  
  Optionen:
    --matches N                     Hölzer in der Reihe, 7 bis 50 (Standard: aus
                                    dem Startwert gezogen).  [7 bis 50]
    --rows N,N,...                  Spielt in Reihen: die Hölzer jeder Reihe,
                                    die oberste zuerst, durch Kommas getrennt
                                    (1 bis 8 Reihen mit 1 bis 1.000.000 Hölzern;
                                    nicht mit „--matches“).
    --first [du|computer]           Wer zuerst zieht.  [Standard: „du“]
    --level [klassisch|perfekt|zufällig]
                                    Der Computer: der Algorithmus des Originals,
                                    perfektes Spiel oder zufällige Züge
                                    (Standard: „klassisch“, wo das Original ihn
                                    festlegt, eine Reihe, aus der 1 bis K
                                    genommen werden; sonst „perfekt“).
    --max-take K                    Wie viele Hölzer man höchstens auf einmal
                                    nehmen darf (Standard: 3 bei einer Reihe;
                                    bei mehreren Reihen beliebig viele aus einer
                                    Reihe).  [1 bis 10]
    --takes N,N,...                 Erlaubt genau diese Anzahlen, 1 bis 5
                                    verschiedene Zahlen von 1 bis 100, durch
                                    Kommas getrennt (nicht mit „--max-take“).
    --last-wins                     Wer das letzte Holz nimmt, gewinnt (sonst
                                    verliert er).
    --seed TEXT                     Startwert des Zufalls; derselbe Startwert
                                    und dieselben Befehle ergeben dasselbe
                                    Spiel.  [Umgebungsvariable: SPIEL_SEED]
    --force                         Ersetzt die Spielstanddatei, auch wenn sie
                                    ein unbeendetes Spiel enthält.
    -f, --file PFAD                 Spielstanddatei, die gelesen wird; „-“ liest
                                    die Standardeingabe.  [Umgebungsvariable:
                                    SPIEL_STREICHHOLZ_FILE; Standard:
                                    „streichholz.json“]
    -o, --output PFAD               Wohin der neue Spielstand geht (Standard:
                                    zurück in die Datei von „--file“ oder, wenn
                                    „--file“ „-“ ist, auf die Standardausgabe);
                                    „-“ ist die Standardausgabe.
    --format [table|json]           Die Ansicht: eine Tabelle oder ein JSON-
                                    Objekt.  [Standard: „table“]
    --tablefmt NAME                 Jedes Tabellenformat von tabulate („plain“,
                                    „grid“, „github“, ...).  [Umgebungsvariable:
                                    SPIEL_TABLEFMT; Standard: „simple“]
    -q, --quiet                     Gibt nur Fehler aus (keine Ansicht, keine
                                    Schlusszeile).
    --lang [en|de]                  Die Sprache der Ausgabe: „de“ oder „en“
                                    (Standard: wie bei „spiel“ gewählt, sonst
                                    „$SPIEL_LANG“, sonst die Spracheinstellung
                                    des Systems).
    -h, --help                      Zeigt diese Hilfe und beendet das Programm.

  $ SPIEL_LANG=de spiel streichholz take --help
  Aufruf: spiel streichholz take [OPTIONEN] N
  
    Nimmt N Hölzer; endet das Spiel damit nicht, antwortet der Computer.
  
  Optionen:
    --row R                Die Reihe, aus der du nimmst, von oben ab 1 gezählt
                           (nötig, solange mehr als eine Reihe Hölzer zum Nehmen
                           hat).  [ab 1]
    -f, --file PFAD        Spielstanddatei, die gelesen wird; „-“ liest die
                           Standardeingabe.  [Umgebungsvariable:
                           SPIEL_STREICHHOLZ_FILE; Standard: „streichholz.json“]
    -o, --output PFAD      Wohin der neue Spielstand geht (Standard: zurück in
                           die Datei von „--file“ oder, wenn „--file“ „-“ ist,
                           auf die Standardausgabe); „-“ ist die
                           Standardausgabe.
    --format [table|json]  Die Ansicht: eine Tabelle oder ein JSON-Objekt.
                           [Standard: „table“]
    --tablefmt NAME        Jedes Tabellenformat von tabulate („plain“, „grid“,
                           „github“, ...).  [Umgebungsvariable: SPIEL_TABLEFMT;
                           Standard: „simple“]
    -q, --quiet            Gibt nur Fehler aus (keine Ansicht, keine
                           Schlusszeile).
    --lang [en|de]         Die Sprache der Ausgabe: „de“ oder „en“ (Standard:
                           wie bei „spiel“ gewählt, sonst „$SPIEL_LANG“, sonst
                           die Spracheinstellung des Systems).
    -h, --help             Zeigt diese Hilfe und beendet das Programm.

  $ spiel --lang de puzzle --help
  Aufruf: spiel puzzle [OPTIONEN] BEFEHL [ARGUMENTE]...
  
    Buchstabenpuzzle: Sortiere die Buchstaben durch Schieben. In der richtigen
    Reihenfolge stehen sie von A bis O, die Lücke zuletzt.
  
    Beginne mit „spiel puzzle new“, dann „slide STEINE...“; „hint“ und „solve“
    kennen den kürzesten Weg. Der Spielstand liegt standardmäßig in
    „puzzle.json“.
  
  Optionen:
    --lang [en|de]  Die Sprache der Ausgabe: „de“ oder „en“ (Standard: wie bei
                    „spiel“ gewählt, sonst „$SPIEL_LANG“, sonst die
                    Spracheinstellung des Systems).
    -h, --help      Zeigt diese Hilfe und beendet das Programm.
  
  Befehle:
    new     Beginnt ein Puzzle.
    slide   Schiebt die STEINE nacheinander in die Lücke.
    undo    Nimmt die letzten N Züge zurück (Standard 1).
    hint    Der nächste Stein eines kürzesten Lösungswegs.
    solve   Ein kürzester Lösungsweg.
    review  Bewertet jeden Zug nach dem kürzesten Abstand, den er übrig lässt.
    rules   Zeigt die Regeln.
    show    Zeigt das Spielbrett und den Zugzähler; schreibt nichts.
    log     Zeigt jeden Zug und jede Rücknahme.
    batch   Beantwortet Befehle von der Standardeingabe, je eine JSON-Zeile.

  $ spiel --lang de puzzle new --help
  Aufruf: spiel puzzle new [OPTIONEN]
  
    Beginnt ein Puzzle. Es ist gemischt (immer lösbar), aus der Lösung heraus
    verschoben („--scramble“) oder ein gegebenes Brett („--board“).
  
  Optionen:
    --size N               Breite und Höhe des Bretts, 3 bis 6 (Standard 4).
                           [3 bis 6]
    --alphabet ZEICHEN     Die Größe²−1 verschiedenen Zeichen der Steine
                           (Standard A, B, C, ... danach Kleinbuchstaben).
    --board ZEILEN         Beginnt mit dieser Anordnung, Zeilen durch „/“
                           getrennt, „.“ ist die Lücke („ABCD/EFGH/IJKL/MNO.“).
    --scramble M           Beginnt M zufällige Züge vom gelösten Brett entfernt
                           (ein leichtes Puzzle).  [1 bis 100.000]
    --seed TEXT            Startwert des Zufalls; derselbe Startwert und
                           dieselben Befehle ergeben dasselbe Spiel.
                           [Umgebungsvariable: SPIEL_SEED]
    --force                Ersetzt die Spielstanddatei, auch wenn sie ein
                           unbeendetes Spiel enthält.
    -f, --file PFAD        Spielstanddatei, die gelesen wird; „-“ liest die
                           Standardeingabe.  [Umgebungsvariable:
                           SPIEL_PUZZLE_FILE; Standard: „puzzle.json“]
    -o, --output PFAD      Wohin der neue Spielstand geht (Standard: zurück in
                           die Datei von „--file“ oder, wenn „--file“ „-“ ist,
                           auf die Standardausgabe); „-“ ist die
                           Standardausgabe.
    --format [table|json]  Die Ansicht: eine Tabelle oder ein JSON-Objekt.
                           [Standard: „table“]
    --tablefmt NAME        Jedes Tabellenformat von tabulate („plain“, „grid“,
                           „github“, ...).  [Umgebungsvariable: SPIEL_TABLEFMT;
                           Standard: „simple“]
    -q, --quiet            Gibt nur Fehler aus (keine Ansicht, keine
                           Schlusszeile).
    --lang [en|de]         Die Sprache der Ausgabe: „de“ oder „en“ (Standard:
                           wie bei „spiel“ gewählt, sonst „$SPIEL_LANG“, sonst
                           die Spracheinstellung des Systems).
    -h, --help             Zeigt diese Hilfe und beendet das Programm.

  $ spiel --lang de puzzle slide --help
  Aufruf: spiel puzzle slide [OPTIONEN] STEINE...
  
    Schiebt die STEINE nacheinander in die Lücke.
  
    Ein Stein ist ein Buchstabe oder eine Richtung („hoch“, „runter“, „links“,
    „rechts“, auch „up“, „down“, „left“, „right“: der Stein, der sich in diese
    Richtung bewegt). Ein Stein in der Zeile oder Spalte der Lücke rückt
    zusammen mit den Steinen dazwischen (jeder zählt als ein Zug). Kann ein
    Stein nicht rücken, bewegt sich keiner.
  
  Optionen:
    -f, --file PFAD        Spielstanddatei, die gelesen wird; „-“ liest die
                           Standardeingabe.  [Umgebungsvariable:
                           SPIEL_PUZZLE_FILE; Standard: „puzzle.json“]
    -o, --output PFAD      Wohin der neue Spielstand geht (Standard: zurück in
                           die Datei von „--file“ oder, wenn „--file“ „-“ ist,
                           auf die Standardausgabe); „-“ ist die
                           Standardausgabe.
    --format [table|json]  Die Ansicht: eine Tabelle oder ein JSON-Objekt.
                           [Standard: „table“]
    --tablefmt NAME        Jedes Tabellenformat von tabulate („plain“, „grid“,
                           „github“, ...).  [Umgebungsvariable: SPIEL_TABLEFMT;
                           Standard: „simple“]
    -q, --quiet            Gibt nur Fehler aus (keine Ansicht, keine
                           Schlusszeile).
    --lang [en|de]         Die Sprache der Ausgabe: „de“ oder „en“ (Standard:
                           wie bei „spiel“ gewählt, sonst „$SPIEL_LANG“, sonst
                           die Spracheinstellung des Systems).
    -h, --help             Zeigt diese Hilfe und beendet das Programm.

A placeholder is German in an error too:

  $ spiel --lang de puzzle slide
  Fehler: Es fehlt ein Argument „STEINE...“ (siehe „spiel puzzle slide --help“)
  [2]
