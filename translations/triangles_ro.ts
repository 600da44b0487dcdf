<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ro" sourcelanguage="en">
    <context>
        <name>AbandonPrompt</name>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="100" />
            <source>Triangles</source>
            <translation>Triangles</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="103" />
            <source>&amp;Restart</source>
            <translation>&amp;Reîncepe</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="105" />
            <source>&amp;Abandon game</source>
            <translation>&amp;Abandonează jocul</translation>
        </message>
    </context>
    <context>
        <name>AboutBox</name>
        <message>
            <location filename="../triangles_qt/ui/about.py" line="26" />
            <source>About Triangles</source>
            <translation>Despre Triangles</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/about.py" line="28" />
            <source>Draw lines between stars and close empty triangles. Play against a friend or the computer.</source>
            <translation>Trasează linii între stele și închide triunghiuri goale. Joacă împotriva unui prieten sau a calculatorului.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/about.py" line="31" />
            <source>Free software under the MIT licence.</source>
            <translation>Software liber sub licența MIT.</translation>
        </message>
    </context>
    <context>
        <name>AnalysisPanel</name>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="110" />
            <source>Cancel</source>
            <translation>Anulează</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="111" />
            <source>◀ Previous mark</source>
            <translation>◀ Marcajul anterior</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="112" />
            <source>The previous marked line of either player (P)</source>
            <translation>Linia marcată anterioară a oricărui jucător (P)</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="113" />
            <source>Next mark ▶</source>
            <translation>Marcajul următor ▶</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="114" />
            <source>The next marked line of either player (N)</source>
            <translation>Linia marcată următoare a oricărui jucător (N)</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="117" />
            <source>Analysing: %p%</source>
            <translation>Se analizează: %p%</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="118" />
            <source>Margin through the game</source>
            <translation>Diferența de-a lungul jocului</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="120" />
            <source>Solid: worked out to the end of the game. Dashed: Hard's estimate.</source>
            <translation>Linie continuă: calculat până la sfârșitul jocului. Linie întreruptă: estimarea nivelului Greu.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="123" />
            <source>A new game from the position before the line that decided this one</source>
            <translation>Un joc nou din poziția dinaintea liniei care a decis acest joc</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="180" />
            <source>Play on from before line {number}</source>
            <translation>Continuă din poziția dinaintea liniei {number}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="210" />
            <source>&lt;b&gt;{name}&lt;/b&gt;: accuracy {accuracy} %; inaccuracies {inaccuracies}, mistakes {mistakes}, blunders {blunders}; points given away {points}.</source>
            <translation>&lt;b&gt;{name}&lt;/b&gt;: precizie {accuracy} %; imprecizii {inaccuracies}, greșeli {mistakes}, gafe {blunders}; puncte cedate {points}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="224" />
            <source>line {number} ({cost})</source>
            <translation>linia {number} ({cost})</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="230" />
            <source>Biggest: {lines}.</source>
            <translation>Cele mai mari: {lines}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="244" />
            <source>Analyse the game to see what each line cost and which was best.</source>
            <translation>Analizează jocul ca să vezi cât a costat fiecare linie și care era cea mai bună.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="249" />
            <source>Line {number} ({name}): {mark}.</source>
            <translation>Linia {number} ({name}): {mark}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="257" />
            <source>Best was the dashed line, for a final margin of {best}; this line leaves {actual}.</source>
            <translation>Cea mai bună era linia întreruptă, cu o diferență finală de {best}; linia aceasta lasă {actual}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="260" />
            <source>Final margin with best play from here: {value}.</source>
            <translation>Diferența finală cu cel mai bun joc de aici înainte: {value}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="264" />
            <source>Worked out to the end of the game.</source>
            <translation>Calculat până la sfârșitul jocului.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="266" />
            <source>Hard's estimate: the end of the game was too far ahead to see.</source>
            <translation>Estimarea nivelului Greu: sfârșitul jocului era prea departe pentru a fi văzut.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="275" />
            <source>Lines analysed: {count}. Good: {good}, inaccuracies: {inaccuracies}, mistakes: {mistakes}, blunders: {blunders}.</source>
            <translation>Linii analizate: {count}. Bune: {good}, imprecizii: {inaccuracies}, greșeli: {mistakes}, gafe: {blunders}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="289" />
            <source>The game was decided on line {number} ({name}): {change}.</source>
            <translation>Jocul s-a decis la linia {number} ({name}): {change}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="295" />
            <source>The game was decided on line {number} ({name}): after it, that player never again got back to where they had been.</source>
            <translation>Jocul s-a decis la linia {number} ({name}): după ea, jucătorul acela nu a mai revenit niciodată unde fusese.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="301" />
            <source>Every line is worked out to the end of the game.</source>
            <translation>Fiecare linie este calculată până la sfârșitul jocului.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="304" />
            <source>Lines {first} to {last} are worked out to the end of the game; the earlier ones are Hard's estimates (dashed in the chart).</source>
            <translation>Liniile {first}–{last} sunt calculate până la sfârșitul jocului; cele de dinainte sunt estimări ale nivelului Greu (întrerupte în grafic).</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="308" />
            <source>Every line is Hard's estimate (dashed in the chart).</source>
            <translation>Fiecare linie este o estimare a nivelului Greu (întreruptă în grafic).</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="310" />
            <source>The lines after them are not analysed yet.</source>
            <translation>Liniile de după ele nu sunt încă analizate.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="316" />
            <source>You are ahead</source>
            <translation>Tu conduci</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="317" />
            <source>{name} ahead</source>
            <translation>{name} conduce</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="325" />
            <source>Your final margin with best play, from {first} to {last}.</source>
            <translation>Diferența ta finală cu cel mai bun joc, de la {first} la {last}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="327" />
            <source>{name}'s final margin with best play, from {first} to {last}.</source>
            <translation>Diferența finală pentru {name} cu cel mai bun joc, de la {first} la {last}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="330" />
            <source>Decided on line {number}.</source>
            <translation>Decis la linia {number}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="29" />
            <source>good</source>
            <translation>bună</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="30" />
            <source>inaccuracy</source>
            <translation>imprecizie</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="31" />
            <source>mistake</source>
            <translation>greșeală</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="32" />
            <source>blunder</source>
            <translation>gafă</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="40" />
            <source>threw away the draw</source>
            <translation>egalitate ratată</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="41" />
            <source>threw away the win</source>
            <translation>victorie ratată</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="46" />
            <source>This line decided the game.</source>
            <translation>Această linie a decis jocul.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="54" />
            <source>{mark} ({change})</source>
            <translation>{mark} ({change})</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="78" />
            <source>triangles handed over: {count}</source>
            <translation>triunghiuri cedate: {count}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="80" />
            <source>points given away: {count}</source>
            <translation>puncte cedate: {count}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="93" />
            <source>final margin {best} with the best line, {actual} with this one</source>
            <translation>diferența finală {best} cu cea mai bună linie, {actual} cu aceasta</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="97" />
            <source>estimate</source>
            <translation>estimare</translation>
        </message>
    </context>
    <context>
        <name>BoardView</name>
        <message>
            <location filename="../triangles_qt/ui/board/labels.py" line="35" />
            <source>Game over</source>
            <translation>Jocul s-a terminat</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/board/labels.py" line="37" />
            <source>Already drawn</source>
            <translation>Deja trasată</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/board/labels.py" line="41" />
            <source>Crosses a line</source>
            <translation>Taie o linie</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/board/labels.py" line="43" />
            <source>Touches a star</source>
            <translation>Atinge o stea</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/board/view.py" line="204" />
            <source>Star board</source>
            <translation>Tabla de stele</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/board/view.py" line="207" />
            <source>Pick two stars to draw a line: click or tap one and then the other, or drag from one to the other. Arrow keys move between stars, Space picks, Esc cancels.</source>
            <translation>Alege două stele pentru a trasa o linie: fă clic pe una (sau atinge-o), apoi pe cealaltă, ori glisează de la una la cealaltă. Cu tastele săgeți treci de la o stea la alta, Spațiu alege, Esc anulează.</translation>
        </message>
    </context>
    <context>
        <name>ContinueSide</name>
        <message>
            <location filename="../triangles_qt/ui/continue_side.py" line="70" />
            <source>Triangles</source>
            <translation>Triangles</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/continue_side.py" line="71" />
            <source>Which side do you play from here?</source>
            <translation>Ce parte joci de aici înainte?</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/continue_side.py" line="73" />
            <source>Each side keeps its colour and its points. The computer plays the other side.</source>
            <translation>Fiecare parte își păstrează culoarea și punctele. Calculatorul joacă cealaltă parte.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/continue_side.py" line="80" />
            <source>{name}: {points}</source>
            <translation>{name}: {points}</translation>
        </message>
    </context>
    <context>
        <name>EndDialog</name>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="138" />
            <source>{name}: {accuracy} %</source>
            <translation>{name}: {accuracy} %</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="142" />
            <source>Accuracy: {players}</source>
            <translation>Precizie: {players}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="232" />
            <source>Game over</source>
            <translation>Jocul s-a terminat</translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/end_dialog.py" line="249" />
            <source>%n triangles closed in %1 lines.</source>
            <translation>
                <numerusform>%n triunghi închis; linii trasate: %1.</numerusform>
                <numerusform>%n triunghiuri închise; linii trasate: %1.</numerusform>
                <numerusform>%n de triunghiuri închise; linii trasate: %1.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="253" />
            <source>One triangle closed in %1 lines.</source>
            <translation>Un triunghi închis; linii trasate: %1.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="259" />
            <source>&amp;New game…</source>
            <translation>Joc &amp;nou…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="260" />
            <source>&amp;Rematch</source>
            <translation>&amp;Revanșă</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="261" />
            <source>&amp;Analyse</source>
            <translation>&amp;Analizează</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="262" />
            <source>&amp;Close</source>
            <translation>În&amp;chide</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="264" />
            <source>Step through the game and see what each line cost and which was best</source>
            <translation>Parcurge jocul și vezi cât a costat fiecare linie și care era cea mai bună</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="266" />
            <source>Play the same board again, with the same options</source>
            <translation>Joacă din nou aceeași tablă, cu aceleași opțiuni</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="267" />
            <source>Look at the final board</source>
            <translation>Privește tabla finală</translation>
        </message>
    </context>
    <context>
        <name>FileActions</name>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="36" />
            <source>The folder where Triangles keeps your data cannot be opened.</source>
            <translation>Dosarul în care Triangles îți păstrează datele nu poate fi deschis.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="41" />
            <source>Your settings could not be saved.</source>
            <translation>Setările tale nu au putut fi salvate.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="43" />
            <source>Your statistics could not be saved.</source>
            <translation>Statisticile tale nu au putut fi salvate.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="45" />
            <source>The game in progress could not be saved for the next start.</source>
            <translation>Jocul în desfășurare nu a putut fi salvat pentru următoarea pornire.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="49" />
            <source>The picture could not be saved as “{file}”.</source>
            <translation>Imaginea nu a putut fi salvată ca „{file}”.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="52" />
            <source>The game could not be saved as “{file}”.</source>
            <translation>Jocul nu a putut fi salvat ca „{file}”.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="56" />
            <source>Your settings could not be read.</source>
            <translation>Setările tale nu au putut fi citite.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="58" />
            <source>Your statistics could not be read.</source>
            <translation>Statisticile tale nu au putut fi citite.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="61" />
            <source>The saved game in progress could not be read.</source>
            <translation>Jocul în desfășurare salvat nu a putut fi citit.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="64" />
            <source>The game in progress could not be restored.</source>
            <translation>Jocul în desfășurare nu a putut fi restabilit.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="67" />
            <source>Could not open the game “{file}”.</source>
            <translation>Jocul „{file}” nu a putut fi deschis.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="74" />
            <source>The file is empty.</source>
            <translation>Fișierul este gol.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="78" />
            <source>The file is too large (more than {size} KB).</source>
            <translation>Fișierul este prea mare (peste {size} KB).</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="81" />
            <source>The file is too large (more than {size} MB).</source>
            <translation>Fișierul este prea mare (peste {size} MB).</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="85" />
            <source>The file contains binary data instead of text.</source>
            <translation>Fișierul conține date binare în loc de text.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="89" />
            <source>The file is incomplete or damaged.</source>
            <translation>Fișierul este incomplet sau deteriorat.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="91" />
            <source>Some of its contents are missing or of the wrong kind.</source>
            <translation>O parte din conținut lipsește sau este de tip greșit.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="95" />
            <source>It was written by a different version of Triangles.</source>
            <translation>A fost scris de o altă versiune de Triangles.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="99" />
            <source>It contains moves the rules do not allow.</source>
            <translation>Conține mutări pe care regulile nu le permit.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="103" />
            <source>There is no such file.</source>
            <translation>Acest fișier nu există.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="105" />
            <source>The system did not allow the file to be read.</source>
            <translation>Sistemul nu a permis citirea fișierului.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="109" />
            <source>Its name belongs to a folder, pipe or device, not to a file.</source>
            <translation>Numele aparține unui dosar, unei conducte sau unui dispozitiv, nu unui fișier.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="113" />
            <source>It is a link that does not lead to a valid file.</source>
            <translation>Este o legătură care nu duce la un fișier valid.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="117" />
            <source>The system did not allow the folder to be opened or listed.</source>
            <translation>Sistemul nu a permis deschiderea dosarului sau listarea conținutului său.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="121" />
            <source>The process reading it was ended before it had finished; the file itself may be fine.</source>
            <translation>Procesul care îl citea a fost oprit înainte să termine; fișierul în sine poate fi în regulă.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="126" />
            <source>Another copy of Triangles is saving the file and has not finished.</source>
            <translation>O altă copie a Triangles salvează fișierul și nu a terminat.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="129" />
            <source>The system did not allow the file to be written (the disk may be full or read-only).</source>
            <translation>Sistemul nu a permis scrierea fișierului (discul poate fi plin sau protejat la scriere).</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="138" />
            <source>What cannot be saved now is kept and saved there as soon as the folder can be used again.</source>
            <translation>Ce nu poate fi salvat acum este păstrat și salvat acolo de îndată ce dosarul poate fi folosit din nou.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="143" />
            <source>Triangles starts with the default settings and saves nothing there this time.</source>
            <translation>Triangles pornește cu setările implicite și de data aceasta nu salvează nimic acolo.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="149" />
            <source>Nothing is lost: your settings are saved as soon as the other copy has finished.</source>
            <translation>Nu se pierde nimic: setările tale sunt salvate de îndată ce cealaltă copie a terminat.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="153" />
            <source>Nothing is lost: your results are saved as soon as the other copy has finished.</source>
            <translation>Nu se pierde nimic: rezultatele tale sunt salvate de îndată ce cealaltă copie a terminat.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="159" />
            <source>Any earlier file of that name is unchanged.</source>
            <translation>Dacă exista deja un fișier cu acest nume, a rămas neschimbat.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="162" />
            <source>The previous file is unchanged. The game goes on.</source>
            <translation>Fișierul anterior a rămas neschimbat. Jocul continuă.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="166" />
            <source>The file was not changed. The current game goes on.</source>
            <translation>Fișierul nu a fost modificat. Jocul curent continuă.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="170" />
            <source>The file was not changed. A new game starts instead.</source>
            <translation>Fișierul nu a fost modificat. În schimb începe un joc nou.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="173" />
            <source>The file was left as it is and will not be changed.</source>
            <translation>Fișierul a fost lăsat așa cum este și nu va fi modificat.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="181" />
            <source>The statistics Triangles shows are saved in its place.</source>
            <translation>Statisticile afișate de Triangles sunt salvate în locul lui.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="185" />
            <source>The game on the board is saved in its place.</source>
            <translation>Jocul de pe tablă este salvat în locul lui.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="189" />
            <source>The default settings are used.</source>
            <translation>Se folosesc setările implicite.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="191" />
            <source>Your statistics start again from zero.</source>
            <translation>Statisticile tale pornesc din nou de la zero.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="193" />
            <source>A new game starts instead.</source>
            <translation>În schimb începe un joc nou.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="201" />
            <source>The damaged file was kept as “{file}”.</source>
            <translation>Fișierul deteriorat a fost păstrat ca „{file}”.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="43" />
            <source>Abandon this game for the new one ({board})? It counts as a loss.</source>
            <translation>Abandonezi acest joc pentru cel nou ({board})? Va conta ca înfrângere.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="46" />
            <source>Abandon this game? It counts as a loss.</source>
            <translation>Abandonezi acest joc? Va conta ca înfrângere.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="49" />
            <source>Restart this game? The lines drawn so far are cleared.</source>
            <translation>Reîncepi acest joc? Liniile trasate până acum se șterg.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="54" />
            <source>Abandon your unfinished game for the new one ({board})? Its lines are cleared.</source>
            <translation>Abandonezi jocul neterminat pentru cel nou ({board})? Liniile trasate în el se șterg.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="58" />
            <source>Abandon your unfinished game for the one asked for? Its lines are cleared.</source>
            <translation>Abandonezi jocul neterminat ca să începi jocul cerut? Liniile trasate în el se șterg.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="63" />
            <source>Abandon this practice game? It is not counted.</source>
            <translation>Abandonezi acest joc de exercițiu? Nu se numără în statistici.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="73" />
            <source>The new game ({board}) was not started: your game goes on.</source>
            <translation>Jocul nou ({board}) nu a fost început: jocul tău continuă.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="76" />
            <source>The game asked for was not started: your game goes on.</source>
            <translation>Jocul cerut nu a fost început: jocul tău continuă.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/board/picture.py" line="77" />
            <source>After line {number} of {total}</source>
            <translation>După linia {number} din {total}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/board/picture.py" line="82" />
            <source>Game in progress</source>
            <translation>Joc în desfășurare</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/board/picture.py" line="151" />
            <location filename="../triangles_qt/ui/problem_reporter.py" line="115" />
            <source>Triangles</source>
            <translation>Triangles</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/board/picture.py" line="153" />
            <source>A board of the game Triangles</source>
            <translation>O tablă a jocului Triangles</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="117" />
            <source>&amp;Save game…</source>
            <translation>&amp;Salvează jocul…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="118" />
            <source>Save this game to a file</source>
            <translation>Salvează acest joc într-un fișier</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="119" />
            <source>&amp;Open game…</source>
            <translation>&amp;Deschide un joc…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="120" />
            <source>Continue a game saved to a file</source>
            <translation>Continuă un joc salvat într-un fișier</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="121" />
            <source>&amp;Export picture…</source>
            <translation>&amp;Exportă imaginea…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="123" />
            <source>Save a picture of the board to share (PNG or SVG)</source>
            <translation>Salvează o imagine a tablei, pentru a o distribui (PNG sau SVG)</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="125" />
            <source>S&amp;tatistics…</source>
            <translation>S&amp;tatistici…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="126" />
            <source>Your results against the computer</source>
            <translation>Rezultatele tale împotriva calculatorului</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="131" />
            <source>Your unfinished game is back.</source>
            <translation>Jocul tău neterminat a fost restabilit.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="161" />
            <source>Saved the game as “{file}”.</source>
            <translation>Jocul a fost salvat ca „{file}”.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="195" />
            <source>Opened “{file}”.</source>
            <translation>S-a deschis „{file}”.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="198" />
            <source>Its analysis was made by an earlier version, whose chart and marks could disagree: analyse the game again to see it.</source>
            <translation>Analiza lui a fost făcută de o versiune anterioară, al cărei grafic și ale cărei marcaje se puteau contrazice: analizează jocul din nou ca să o vezi.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="224" />
            <source>Saved the picture as “{file}”.</source>
            <translation>Imaginea a fost salvată ca „{file}”.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="254" />
            <source>Triangles games (*.triangles)</source>
            <translation>Jocuri Triangles (*.triangles)</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="260" />
            <source>triangles-game</source>
            <translation>joc-triangles</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="260" />
            <source>triangles-board-{number}</source>
            <translation>tabla-triangles-{number}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="263" />
            <source>-line-{number}</source>
            <translation>-linia-{number}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="268" />
            <source>Save game</source>
            <translation>Salvează jocul</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="277" />
            <source>Open game</source>
            <translation>Deschide un joc</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="279" />
            <source>All files (*)</source>
            <translation>Toate fișierele (*)</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="306" />
            <source>Export picture</source>
            <translation>Exportă imaginea</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="308" />
            <source>Export picture of the empty board</source>
            <translation>Exportă imaginea tablei de joc goale</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="310" />
            <source>Export picture of the board after line {number}</source>
            <translation>Exportă imaginea tablei de joc după linia {number}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="313" />
            <source>PNG picture (*.png)</source>
            <translation>Imagine PNG (*.png)</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="313" />
            <source>SVG picture (*.svg)</source>
            <translation>Imagine SVG (*.svg)</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/problem_reporter.py" line="62" />
            <source>File: {path}</source>
            <translation>Fișier: {path}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/problem_reporter.py" line="66" />
            <source>Kept as: {path}</source>
            <translation>Păstrat ca: {path}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/problem_reporter.py" line="78" />
            <source>Triangles can save your data again: what was kept is saved now.</source>
            <translation>Triangles îți poate salva din nou datele: ce a fost păstrat este salvat acum.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/problem_reporter.py" line="123" />
            <source>Some of your files had problems.</source>
            <translation>Unele dintre fișierele tale au avut probleme.</translation>
        </message>
    </context>
    <context>
        <name>LessonChoices</name>
        <message>
            <location filename="../triangles_qt/ui/lesson_choices.py" line="31" />
            <source>Worst first</source>
            <translation>Cele mai grave întâi</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/lesson_choices.py" line="33" />
            <source>In the order played</source>
            <translation>În ordinea jocului</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/lesson_choices.py" line="35" />
            <source>{name}: {order}</source>
            <translation>{name}: {order}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/lesson_choices.py" line="62" />
            <source>&amp;Learn from your mistakes</source>
            <translation>Învață din &amp;greșelile tale</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/lesson_choices.py" line="66" />
            <source>Go back to your marked lines and find a better line yourself</source>
            <translation>Întoarce-te la liniile tale marcate și găsește singur o linie mai bună</translation>
        </message>
    </context>
    <context>
        <name>LessonPage</name>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="53" />
            <source>&amp;Next mistake</source>
            <translation>Greșeala &amp;următoare</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="54" />
            <source>&amp;Back to the game</source>
            <translation>Î&amp;napoi la joc</translation>
        </message>
    </context>
    <context>
        <name>Level</name>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="60" />
            <source>Easy</source>
            <translation>Ușor</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="62" />
            <source>Medium</source>
            <translation>Mediu</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="63" />
            <source>Hard</source>
            <translation>Greu</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../triangles_qt/ui/analysis_controller.py" line="62" />
            <source>Stop &amp;analysing</source>
            <translation>Oprește anali&amp;za</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_controller.py" line="64" />
            <source>&amp;Analyse game</source>
            <translation>Anali&amp;zează jocul</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_controller.py" line="67" />
            <source>Let the computer work out what each line cost and which line was best</source>
            <translation>Lasă calculatorul să afle cât a costat fiecare linie și care linie era cea mai bună</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_controller.py" line="77" />
            <source>Analysis stopped.</source>
            <translation>Analiza a fost oprită.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_controller.py" line="82" />
            <source>Analysing the game; you can keep playing meanwhile.</source>
            <translation>Se analizează jocul; între timp poți juca mai departe.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_controller.py" line="139" />
            <source>The analysis is done.</source>
            <translation>Analiza s-a încheiat.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_controller.py" line="150" />
            <source>The analysis could not be finished; the game goes on.</source>
            <translation>Analiza nu a putut fi terminată; jocul continuă.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_screen.py" line="64" />
            <source>Game over: {first} – {second}. {result}</source>
            <translation>Jocul s-a terminat: {first} – {second}. {result}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/looking_back.py" line="115" />
            <source>Looking back. End (or the last move) returns to the game.</source>
            <translation>Revezi mutările anterioare. End (sau ultima mutare) te readuce la joc.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/looking_back.py" line="196" />
            <source>Playing on from line {number}.</source>
            <translation>Jocul continuă de la linia {number}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/looking_back.py" line="200" />
            <source>Playing on from the empty board.</source>
            <translation>Jocul continuă de la tabla goală.</translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/main_window.py" line="260" />
            <source>%n stars, board %1</source>
            <translation>
                <numerusform>%n stea, tabla %1</numerusform>
                <numerusform>%n stele, tabla %1</numerusform>
                <numerusform>%n de stele, tabla %1</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/main_window.py" line="361" />
            <source>Looking for a good line…</source>
            <translation>Se caută o linie bună…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="93" />
            <source>That line already exists.</source>
            <translation>Linia aceasta există deja.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="95" />
            <source>That line touches a star.</source>
            <translation>Linia aceasta atinge o stea.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="97" />
            <source>That line would cross another line.</source>
            <translation>Linia aceasta ar tăia o altă linie.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="98" />
            <source>The game is over.</source>
            <translation>Jocul s-a terminat.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="158" />
            <source>&amp;Game</source>
            <translation>&amp;Joc</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="159" />
            <source>&amp;New game…</source>
            <translation>Joc &amp;nou…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="160" />
            <source>&amp;Restart</source>
            <translation>&amp;Reîncepe</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="162" />
            <source>Play the same board again from the start</source>
            <translation>Joacă din nou aceeași tablă, de la început</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="164" />
            <source>&amp;Undo</source>
            <translation>&amp;Anulează</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="165" />
            <source>Re&amp;do</source>
            <translation>Re&amp;fă</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="167" />
            <source>Draw the lines taken back again</source>
            <translation>Trasează din nou liniile anulate</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="169" />
            <source>&amp;Hint</source>
            <translation>Indici&amp;u</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="171" />
            <source>Show the line the computer would draw</source>
            <translation>Arată linia pe care ar trasa-o calculatorul</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="173" />
            <source>&amp;Continue from here</source>
            <translation>&amp;Continuă de aici</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="175" />
            <source>Play on from the position on the board, against a friend or the computer</source>
            <translation>Joacă mai departe din poziția de pe tablă, cu un prieten sau cu calculatorul</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="181" />
            <source>With a &amp;friend</source>
            <translation>Cu un &amp;prieten</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="184" />
            <source>Against the computer, &amp;Easy</source>
            <translation>Cu calculatorul: &amp;Ușor</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="187" />
            <source>Against the computer, &amp;Medium</source>
            <translation>Cu calculatorul: &amp;Mediu</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="190" />
            <source>Against the computer, &amp;Hard</source>
            <translation>Cu calculatorul: &amp;Greu</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="192" />
            <source>&amp;Quit</source>
            <translation>&amp;Ieșire</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="193" />
            <source>&amp;View</source>
            <translation>&amp;Vizualizare</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="194" />
            <source>&amp;Theme</source>
            <translation>&amp;Temă</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="195" />
            <source>&amp;Language</source>
            <translation>&amp;Limbă</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="199" />
            <source>&amp;Move list</source>
            <translation>Lista &amp;mutărilor</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="201" />
            <source>Every line of the game, to look back at</source>
            <translation>Toate liniile jocului, ca să le poți revedea</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="203" />
            <source>&amp;Animations</source>
            <translation>&amp;Animații</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="204" />
            <source>&amp;Full screen</source>
            <translation>Ecran &amp;complet</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="205" />
            <source>&amp;Help</source>
            <translation>&amp;Ajutor</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="206" />
            <source>&amp;Rules</source>
            <translation>&amp;Reguli</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="207" />
            <source>&amp;About Triangles</source>
            <translation>&amp;Despre Triangles</translation>
        </message>
    </context>
    <context>
        <name>MistakeCollector</name>
        <message>
            <location filename="../triangles_qt/ui/my_mistakes.py" line="84" />
            <source>Your mistakes could not be kept as puzzles.</source>
            <translation>Greșelile tale nu au putut fi păstrate ca probleme.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/my_mistakes.py" line="85" />
            <source>They are kept until Triangles closes.</source>
            <translation>Sunt păstrate până la închiderea Triangles.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/my_mistakes.py" line="87" />
            <source>Your mistakes kept as puzzles could not be read.</source>
            <translation>Greșelile tale păstrate ca probleme nu au putut fi citite.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/my_mistakes.py" line="88" />
            <source>The list starts again from this game's mistakes on.</source>
            <translation>Lista începe din nou de la greșelile acestui joc.</translation>
        </message>
    </context>
    <context>
        <name>MistakesMode</name>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="178" />
            <source>Checking that line…</source>
            <translation>Se verifică linia…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="191" />
            <source>That line could not be checked. Try another.</source>
            <translation>Linia nu a putut fi verificată. Încearcă alta.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="217" />
            <source>That was the last one: {found} of {count} found at the first try.</source>
            <translation>Aceasta a fost ultima: {found} din {count} găsite din prima încercare.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="228" />
            <source>Line {number}. Find a better line for {name}.</source>
            <translation>Linia {number}. Găsește o linie mai bună pentru {name}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="232" />
            <source>{index} of {count}</source>
            <translation>{index} din {count}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="240" />
            <source>Right! That line keeps a final margin of {value}.</source>
            <translation>Corect! Linia aceasta păstrează o diferență finală de {value}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="245" />
            <source>Not this one either. The best line (dashed) keeps a final margin of {best}; the game's line left {actual}.</source>
            <translation>Nici aceasta. Cea mai bună linie (întreruptă) păstrează o diferență finală de {best}; linia din joc lăsa {actual}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="250" />
            <source>Not this one ({cost} less than the best line). Hint: start from the ringed star.</source>
            <translation>Nu aceasta (cu {cost} mai puțin decât cea mai bună linie). Indiciu: pornește din steaua încercuită.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="253" />
            <source>Not this one: final margin {value}, {cost} less than the best line. Try again.</source>
            <translation>Nu aceasta: diferența finală {value}, cu {cost} mai puțin decât cea mai bună linie. Încearcă din nou.</translation>
        </message>
    </context>
    <context>
        <name>MoveList</name>
        <message>
            <location filename="../triangles_qt/ui/move_list.py" line="226" />
            <source>Moves</source>
            <translation>Mutări</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/move_list_model.py" line="66" />
            <source>#</source>
            <translation>Nr.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/move_list_model.py" line="67" />
            <source>Player</source>
            <translation>Jucător</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/move_list_model.py" line="68" />
            <source>Triangles</source>
            <translation>Triunghiuri</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/move_list_model.py" line="69" />
            <source>Analysis</source>
            <translation>Analiză</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/move_list_model.py" line="80" />
            <source>Start</source>
            <translation>Început</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="305" />
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="306" />
            <source>New game</source>
            <translation>Joc nou</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="307" />
            <source>&amp;Board:</source>
            <translation>&amp;Tabla:</translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="309" />
            <source>%n stars</source>
            <translation>
                <numerusform>%n stea</numerusform>
                <numerusform>%n stele</numerusform>
                <numerusform>%n de stele</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="310" />
            <source>Opponent:</source>
            <translation>Adversar:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="311" />
            <source>Another player</source>
            <translation>Alt jucător</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="312" />
            <source>The computer</source>
            <translation>Calculatorul</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="315" />
            <source>How strongly the computer plays</source>
            <translation>Cât de bine joacă calculatorul</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="316" />
            <source>Player &amp;1:</source>
            <translation>Jucătorul &amp;1:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="317" />
            <source>Player &amp;2:</source>
            <translation>Jucătorul &amp;2:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="318" />
            <source>Who starts:</source>
            <translation>Cine începe:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="319" />
            <source>Rules:</source>
            <translation>Reguli:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="320" />
            <source>Play again after a triangle</source>
            <translation>Joacă din nou după un triunghi</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="322" />
            <source>Whoever closes a triangle draws another line at once.</source>
            <translation>Cine închide un triunghi trasează imediat o altă linie.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="324" />
            <source>Board &amp;number:</source>
            <translation>&amp;Numărul tablei:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="325" />
            <source>Random</source>
            <translation>Aleatoriu</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="327" />
            <source>Leave empty for a new board, or enter a number to replay that board.</source>
            <translation>Lasă gol pentru o tablă nouă sau introdu un număr pentru a juca din nou acea tablă.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="329" />
            <source>&amp;Play</source>
            <translation>&amp;Joacă</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="330" />
            <source>Cancel</source>
            <translation>Anulează</translation>
        </message>
    </context>
    <context>
        <name>NewGameFlow</name>
        <message>
            <location filename="../triangles_qt/ui/new_game_flow.py" line="94" />
            <source>The same board again, from the start.</source>
            <translation>Aceeași tablă din nou, de la început.</translation>
        </message>
    </context>
    <context>
        <name>Outcome</name>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="71" />
            <source>Draw!</source>
            <translation>Egalitate!</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="74" />
            <source>You win!</source>
            <translation>Ai câștigat!</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="75" />
            <source>You lose!</source>
            <translation>Ai pierdut!</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="76" />
            <source>{name} wins!</source>
            <translation>{name} a câștigat!</translation>
        </message>
    </context>
    <context>
        <name>PlayerName</name>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="21" />
            <source>You</source>
            <translation>Tu</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="23" />
            <source>Computer</source>
            <translation>Calculatorul</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="25" />
            <source>Player 1</source>
            <translation>Jucătorul 1</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="26" />
            <source>Player 2</source>
            <translation>Jucătorul 2</translation>
        </message>
    </context>
    <context>
        <name>PuzzleMode</name>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="100" />
            <source>&amp;Puzzles</source>
            <translation>&amp;Probleme</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="102" />
            <source>Positions from real games with one best line to find</source>
            <translation>Poziții din jocuri reale, cu o linie cea mai bună de găsit</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="227" />
            <source>Right! That line keeps the best result.</source>
            <translation>Corect! Linia aceasta păstrează cel mai bun rezultat.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="228" />
            <source>Right, this time. The puzzle comes back tomorrow.</source>
            <translation>Corect, de data aceasta. Problema revine mâine.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="230" />
            <source>Not this one either. The best line is shown dashed.</source>
            <translation>Nici aceasta. Cea mai bună linie este arătată întreruptă.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="232" />
            <source>Not this one. Hint: a best line starts from the ringed star.</source>
            <translation>Nu aceasta. Indiciu: o linie cea mai bună pornește din steaua încercuită.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="234" />
            <source>Not this one: another line does better. Try again.</source>
            <translation>Nu aceasta: altă linie e mai bună. Încearcă din nou.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="236" />
            <source>That line costs {cost}.</source>
            <translation>Linia aceasta costă {cost}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="259" />
            <source>Your puzzle progress could not be saved.</source>
            <translation>Progresul tău la probleme nu a putut fi salvat.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="260" />
            <source>It is kept until Triangles closes.</source>
            <translation>Este păstrat până la închiderea Triangles.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="262" />
            <source>Your puzzle progress could not be read.</source>
            <translation>Progresul tău la probleme nu a putut fi citit.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="263" />
            <source>Practice starts again from the beginning.</source>
            <translation>Exersarea începe din nou de la început.</translation>
        </message>
    </context>
    <context>
        <name>PuzzlePage</name>
        <message>
            <location filename="../triangles_qt/ui/puzzle_page.py" line="78" />
            <source>&amp;Next puzzle</source>
            <translation>Problema &amp;următoare</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_page.py" line="79" />
            <source>&amp;Back to the game</source>
            <translation>Î&amp;napoi la joc</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_page.py" line="109" />
            <source>{grade} puzzle. {name} to draw: find the best line.</source>
            <translation>Problemă {grade}. {name} trasează: găsește cea mai bună linie.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_page.py" line="115" />
            <source>No puzzle is due: come back tomorrow.</source>
            <translation>Nicio problemă nu e programată: revino mâine.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_page.py" line="120" />
            <source>Solved {solved}, streak {streak}, rating {rating}, due {due}</source>
            <translation>Rezolvate {solved}, serie {streak}, cotă {rating}, de reluat {due}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_page.py" line="158" />
            <source>Easy</source>
            <translation>ușoară</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_page.py" line="160" />
            <source>Medium</source>
            <translation>medie</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_page.py" line="161" />
            <source>Hard</source>
            <translation>grea</translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <location filename="../triangles_qt/i18n.py" line="126" />
            <source>Drive</source>
            <translation>Unitate</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="127" />
            <source>Unknown</source>
            <translation>Necunoscut</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="133" />
            <source>Folder</source>
            <comment>All other platforms</comment>
            <translation>Dosar</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="134" />
            <source>Shortcut</source>
            <comment>All other platforms</comment>
            <translation>Scurtătură</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="137" />
            <source>File Folder</source>
            <comment>Match Windows Explorer</comment>
            <translation>Dosar de fișiere</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="138" />
            <source>Alias</source>
            <comment>Mac OS X Finder</comment>
            <translation>Alias</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <location filename="../triangles_qt/i18n.py" line="75" />
            <source>&amp;Look in:</source>
            <translation>&amp;Caută în:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="76" />
            <source>File &amp;name:</source>
            <translation>&amp;Nume fișier:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="77" />
            <source>Files of &amp;type:</source>
            <translation>&amp;Tip fișiere:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="78" />
            <source>&amp;Open</source>
            <translation>&amp;Deschide</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="79" />
            <source>&amp;Save</source>
            <translation>&amp;Salvează</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="80" />
            <source>Back</source>
            <translation>Înapoi</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="81" />
            <source>Forward</source>
            <translation>Înainte</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="82" />
            <source>Parent Directory</source>
            <translation>Dosarul părinte</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="83" />
            <source>Create New Folder</source>
            <translation>Creează un dosar nou</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="84" />
            <source>List View</source>
            <translation>Vizualizare listă</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="85" />
            <source>Detail View</source>
            <translation>Vizualizare detaliată</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="86" />
            <source>Go back</source>
            <translation>Înapoi la dosarul anterior</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="87" />
            <source>Go forward</source>
            <translation>Înainte la dosarul următor</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="88" />
            <source>Go to the parent directory</source>
            <translation>Mergi la dosarul părinte</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="89" />
            <source>Create a New Folder</source>
            <translation>Creează un dosar nou</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="90" />
            <source>Change to list view mode</source>
            <translation>Treci la vizualizarea listă</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="91" />
            <source>Change to detail view mode</source>
            <translation>Treci la vizualizarea detaliată</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="92" />
            <source>Sidebar</source>
            <translation>Bară laterală</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="93" />
            <source>List of places and bookmarks</source>
            <translation>Lista locurilor și a marcajelor</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="94" />
            <source>Files</source>
            <translation>Fișiere</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="95" />
            <source>&amp;Rename</source>
            <translation>&amp;Redenumește</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="96" />
            <source>&amp;Delete</source>
            <translation>Ș&amp;terge</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="97" />
            <source>Show &amp;hidden files</source>
            <translation>Arată fișierele &amp;ascunse</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="98" />
            <source>&amp;New Folder</source>
            <translation>Dosar &amp;nou</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="99" />
            <source>New Folder</source>
            <translation>Dosar nou</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="100" />
            <source>Show </source>
            <translation>Arată </translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="101" />
            <source>Remove</source>
            <translation>Elimină</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="102" />
            <source>Delete</source>
            <translation>Ștergere</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="103" />
            <source>All Files (*)</source>
            <translation>Toate fișierele (*)</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="104" />
            <source>%1 already exists.
Do you want to replace it?</source>
            <translation>%1 există deja.
Vrei să îl înlocuiești?</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="105" />
            <source>%1
File not found.
Please verify the correct file name was given.</source>
            <translation>%1
Fișierul nu a fost găsit.
Verifică dacă numele fișierului este corect.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="108" />
            <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
            <translation>%1
Dosarul nu a fost găsit.
Verifică dacă numele dosarului este corect.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="112" />
            <source>Are you sure you want to delete '%1'?</source>
            <translation>Sigur vrei să ștergi „%1”?</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="113" />
            <source>'%1' is write protected.
Do you want to delete it anyway?</source>
            <translation>„%1” este protejat la scriere.
Vrei totuși să îl ștergi?</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="114" />
            <source>Could not delete directory.</source>
            <translation>Dosarul nu a putut fi șters.</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <location filename="../triangles_qt/i18n.py" line="115" />
            <source>Name</source>
            <translation>Nume</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="116" />
            <source>Size</source>
            <translation>Mărime</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="117" />
            <source>Date Modified</source>
            <translation>Data modificării</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="118" />
            <source>Computer</source>
            <translation>Calculator</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="119" />
            <source>My Computer</source>
            <translation>Calculatorul meu</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="120" />
            <source>Invalid filename</source>
            <translation>Nume de fișier nevalid</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="121" />
            <source>&lt;b&gt;The name "%1" cannot be used.&lt;/b&gt;&lt;p&gt;Try using another name, with fewer characters or no punctuation marks.</source>
            <translation>&lt;b&gt;Numele „%1” nu poate fi folosit.&lt;/b&gt;&lt;p&gt;Încearcă alt nume, cu mai puține caractere sau fără semne de punctuație.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="132" />
            <source>Type</source>
            <comment>All other platforms</comment>
            <translation>Tip</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="136" />
            <source>Kind</source>
            <comment>Match OS X Finder</comment>
            <translation>Tip</translation>
        </message>
    </context>
    <context>
        <name>QLineEdit</name>
        <message>
            <location filename="../triangles_qt/i18n.py" line="63" />
            <source>&amp;Undo</source>
            <translation>&amp;Anulează</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="64" />
            <source>&amp;Redo</source>
            <translation>&amp;Refă</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="65" />
            <source>Cu&amp;t</source>
            <translation>&amp;Decupează</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="66" />
            <source>&amp;Copy</source>
            <translation>&amp;Copiază</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="67" />
            <source>&amp;Paste</source>
            <translation>&amp;Lipește</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="68" />
            <source>Delete</source>
            <translation>Șterge</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="69" />
            <source>Select All</source>
            <translation>Selectează tot</translation>
        </message>
    </context>
    <context>
        <name>QMessageBox</name>
        <message>
            <location filename="../triangles_qt/i18n.py" line="61" />
            <source>Show Details...</source>
            <translation>Arată detaliile…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="62" />
            <source>Hide Details...</source>
            <translation>Ascunde detaliile…</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <location filename="../triangles_qt/i18n.py" line="46" />
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="47" />
            <source>Save</source>
            <translation>Salvează</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="48" />
            <source>Open</source>
            <translation>Deschide</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="49" />
            <source>Cancel</source>
            <translation>Anulează</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="50" />
            <source>Close</source>
            <translation>Închide</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="51" />
            <source>Apply</source>
            <translation>Aplică</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="52" />
            <source>Reset</source>
            <translation>Resetează</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="53" />
            <source>Help</source>
            <translation>Ajutor</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="54" />
            <source>Discard</source>
            <translation>Renunță</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="55" />
            <source>&amp;Yes</source>
            <translation>&amp;Da</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="56" />
            <source>&amp;No</source>
            <translation>&amp;Nu</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="57" />
            <source>Abort</source>
            <translation>Abandonează</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="58" />
            <source>Retry</source>
            <translation>Reîncearcă</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="59" />
            <source>Ignore</source>
            <translation>Ignoră</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="60" />
            <source>Restore Defaults</source>
            <translation>Restabilește valorile implicite</translation>
        </message>
    </context>
    <context>
        <name>QWidgetTextControl</name>
        <message>
            <location filename="../triangles_qt/i18n.py" line="70" />
            <source>&amp;Copy</source>
            <translation>&amp;Copiază</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="71" />
            <source>Copy &amp;Link Location</source>
            <translation>Copiază adresa &amp;legăturii</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="72" />
            <source>Select All</source>
            <translation>Selectează tot</translation>
        </message>
    </context>
    <context>
        <name>RulesWindow</name>
        <message>
            <location filename="../triangles_qt/ui/rules_figures.py" line="383" />
            <source>Player 1: {points}</source>
            <translation>Jucătorul 1: {points}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_figures.py" line="384" />
            <source>Player 2: {points}</source>
            <translation>Jucătorul 2: {points}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="71" />
            <source>Rules of Triangles</source>
            <translation>Regulile jocului Triangles</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="73" />
            <source>In short</source>
            <translation>Pe scurt</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="74" />
            <source>Players take turns drawing a line between two stars. A line may not cross another line, nor touch another star. Closing a triangle with no star in it scores one point. The game ends when no triangle can be closed any more; whoever has closed the most triangles wins.</source>
            <translation>Pe rând, fiecare jucător trasează o linie între două stele. O linie nu trebuie să încrucișeze o altă linie și nici să atingă o altă stea. Închiderea unui triunghi care nu conține nicio stea aduce un punct. Partida se oprește când nu mai poate fi închis niciun triunghi; câștigă cine are cele mai multe triunghiuri.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="82" />
            <source>Goal</source>
            <translation>Scopul</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="83" />
            <source>Close more triangles than your opponent. The board is a cloud of stars: 24, 60, 80, 120 or 180 stars, as chosen in the New Game window. There is no grid: a line can join two stars far apart, as long as it follows the rules below.</source>
            <translation>Să închizi mai multe triunghiuri decât adversarul. Tabla de joc este un nor de stele: 24, 60, 80, 120 sau 180 de stele, după cum alegi în fereastra Joc nou. Nu există careu: o linie poate lega două stele îndepărtate, atâta timp cât respectă regulile de mai jos.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="89" />
            <source>Play against a friend at the same computer, taking turns, or against the computer at one of three levels: Easy, Medium or Hard. The New Game window also sets the players' names and who starts.</source>
            <translation>Joacă pe rând cu un prieten la același calculator sau împotriva calculatorului, la unul dintre cele trei niveluri: Ușor, Mediu sau Greu. Fereastra Joc nou stabilește și numele jucătorilor și cine începe.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="96" />
            <source>Drawing a line</source>
            <translation>Trasarea unei linii</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="97" />
            <source>With the mouse, drag from one star to another, or click one star and then the other. On a touchscreen, tap one star and then the other, or slide your finger from one star to the other. With the keyboard, move between the stars with the arrow keys and press Space or Enter on each end of the line. Esc cancels a line you have started.</source>
            <translation>Cu mouse-ul, glisează de la o stea la alta sau fă clic pe o stea, apoi pe cealaltă. Pe un ecran tactil, atinge o stea, apoi pe alta, sau glisează cu degetul de la o stea la cealaltă. Cu tastatura, treci de la o stea la alta cu tastele săgeți și apasă Spațiu sau Enter la fiecare capăt al liniei. Esc anulează o linie începută.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="105" />
            <source>The line takes the player's colour; with the default theme, Nebula, red-orange for Player 1 and blue for Player 2. The app refuses a line in three cases:</source>
            <translation>Linia ia culoarea jucătorului; cu tema Nebuloasă, cea implicită, roșu-portocaliu pentru Jucătorul 1 și albastru pentru Jucătorul 2. Aplicația refuză linia în trei cazuri:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="110" />
            <source>it already exists;</source>
            <translation>există deja;</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="111" />
            <source>it touches another star: a line may not touch another star, not even the edge of its dot. What you see decides: a line the app accepts always leaves a gap between it and every other star, at any window size;</source>
            <translation>atinge o altă stea: o linie nu are voie să atingă o altă stea, nici măcar marginea punctului ei. Contează ce vezi pe ecran: o linie acceptată de aplicație lasă mereu un spațiu între ea și fiecare altă stea, la orice mărime a ferestrei;</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="117" />
            <source>it cuts a line already drawn. Two lines may leave from the same star, but they may never cross.</source>
            <translation>taie o linie deja trasată. Două linii pot pleca din aceeași stea, dar nu se pot încrucișa niciodată.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="122" />
            <source>A refused line flashes dashed on the board with a label that says why: “Crosses a line”, “Touches a star” or “Already drawn”. The same label shows while you point at a star that would give such a line. Changed your mind? Undo ({shortcut}) takes back your last line; against the computer, it also takes back the computer's reply.</source>
            <translation>O linie refuzată clipește pe tablă ca linie întreruptă, cu o etichetă care spune de ce: „Taie o linie”, „Atinge o stea” sau „Deja trasată”. Aceeași etichetă apare cât timp ții cursorul pe o stea care ar da o astfel de linie. Te-ai răzgândit? Anulează ({shortcut}) retrage ultima ta linie; împotriva calculatorului, retrage și răspunsul calculatorului.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="130" />
            <source>Line B–D (dashed) is refused: it would cross line A–C.</source>
            <translation>Linia B–D (întreruptă) este refuzată: ar tăia linia A–C.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="133" />
            <source>Line A–C (dashed) is refused: it touches star B, although it passes beside B’s centre.</source>
            <translation>Linia A–C (întreruptă) este refuzată: atinge steaua B, deși trece pe lângă centrul lui B.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="138" />
            <source>Dimmed stars have no line left to give: every line from them is already drawn, would cross a line or would touch another star. They show where the board is used up.</source>
            <translation>Din stelele estompate nu mai poate porni nicio linie: fiecare linie din ele este deja trasată, ar tăia o linie sau ar atinge o altă stea. Ele arată unde s-a epuizat tabla.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="145" />
            <source>When a triangle counts</source>
            <translation>Când contează un triunghi</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="146" />
            <source>When your line closes a triangle, that is, its other two sides are already drawn (by you or by your opponent), the triangle fills with your colour and you score one point. A triangle counts only if it holds no star, neither inside nor exactly on a side. All three of its sides may be drawn, but it brings nothing.</source>
            <translation>Când linia ta închide un triunghi, adică celelalte două laturi sunt deja trasate (de tine sau de adversar), triunghiul se umple cu culoarea ta și primești un punct. Un triunghi contează doar dacă nu conține nicio stea, nici în interior, nici exact pe o latură. Cele trei laturi ale lui pot fi trasate, dar nu aduce nimic.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="153" />
            <source>The big triangle ABC is closed, but star D is inside it: no point.</source>
            <translation>Triunghiul mare ABC este închis, dar steaua D este în interiorul lui: niciun punct.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="156" />
            <source>The small triangles around D, on the other hand, do count.</source>
            <translation>Triunghiurile mici din jurul lui D, în schimb, contează.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="160" />
            <source>One line, two triangles</source>
            <translation>O linie, două triunghiuri</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="161" />
            <source>A line has two sides: it can close a triangle on each side and score 2 points at once. In the square below, the diagonal A–C closes both ABC and ACD.</source>
            <translation>O linie are două părți: poate închide câte un triunghi de fiecare parte și aduce 2 puncte deodată. Pe pătratul de mai jos, diagonala A–C închide în același timp ABC și ACD.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="166" />
            <source>The diagonal A–C closes two triangles at once.</source>
            <translation>Diagonala A–C închide două triunghiuri deodată.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="170" />
            <source>Play again after a triangle</source>
            <translation>Joacă din nou după un triunghi</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="171" />
            <source>By default, each player draws one line per turn, whether it closes a triangle or not. The option “Play again after a triangle” in the New Game window changes this: a player who closes at least one triangle draws another line at once. In the example, Player 1 closes a triangle on move 3 and plays the next move too.</source>
            <translation>Implicit, fiecare jucător trasează o singură linie pe tură, indiferent dacă închide un triunghi sau nu. În fereastra Joc nou, opțiunea „Joacă din nou după un triunghi” schimbă acest lucru: jucătorul care închide cel puțin un triunghi trasează imediat o altă linie. În exemplu, Jucătorul 1 închide un triunghi la mutarea 3 și joacă din nou la mutarea următoare.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="178" />
            <source>With “Play again after a triangle”: Player 1 closes triangle ABC on move 3 and plays move 4 too. The numbers show the order of the moves.</source>
            <translation>Cu „Joacă din nou după un triunghi”: Jucătorul 1 închide triunghiul ABC la mutarea 3 și joacă și mutarea 4. Numerele arată ordinea mutărilor.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="184" />
            <source>End of the game</source>
            <translation>Sfârșitul jocului</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="185" />
            <source>The app ends the game as soon as no triangle can be closed and counted any more: a line that might still be possible would bring nothing. The player who has closed the most triangles wins. Against the computer, the end screen says “You win!” or “You lose!”; in a two-player game, it names the winner.</source>
            <translation>Aplicația oprește jocul de îndată ce niciun triunghi nu mai poate fi închis și numărat: o linie care ar mai rămâne posibilă nu ar mai aduce nimic. Jucătorul care a închis cele mai multe triunghiuri câștigă. Împotriva calculatorului, ecranul final afișează „Ai câștigat!” sau „Ai pierdut!”; în doi jucători, indică numele câștigătorului.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="193" />
            <source>Draw</source>
            <translation>Egalitatea</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="194" />
            <source>With an equal number of triangles, the end screen says “Draw!”. Against the computer, a draw counts as neither a win nor a loss in the statistics. See the example that ends in a draw.</source>
            <translation>La un număr egal de triunghiuri, ecranul final afișează „Egalitate!”. Împotriva calculatorului, o egalitate nu se numără nici ca victorie, nici ca înfrângere în statistici. Vezi exemplul care se termină la egalitate.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="200" />
            <source>A short game that ends in a draw: on move 4, A–C closes ABC for Player 2; on move 5, A–D closes ACD for Player 1. B–D would cross A–C, so no triangle is left: 1–1.</source>
            <translation>O partidă scurtă care se termină la egalitate: la mutarea 4, A–C închide ABC pentru Jucătorul 2; la mutarea 5, A–D închide ACD pentru Jucătorul 1. B–D ar tăia A–C, deci nu mai rămâne niciun triunghi: 1–1.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="206" />
            <source>Looking back</source>
            <translation>Revederea jocului</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="207" />
            <source>Redo ({redo}) draws the lines you took back again, until you draw another line. View &gt; Move list ({moves}) lists every line of the game; choose one to see the board and the score as they were after it (the arrow keys step, Home and End jump), then return to the game at its latest position. From any position that is not over, Game &gt; Continue from here starts a new game there, against a friend or the computer; such practice games do not count in the statistics. Giving up a game against the computer after you have drawn a line counts as a loss; Triangles asks first.</source>
            <translation>Refă ({redo}) trasează din nou liniile anulate, până când trasezi altă linie. Vizualizare &gt; Lista mutărilor ({moves}) arată fiecare linie a jocului; alege una ca să vezi tabla și scorul așa cum erau după ea (cu săgețile mergi pas cu pas, cu Home și End sari la capete), apoi revino la joc în poziția cea mai nouă. Din orice poziție în care jocul nu s-a terminat, Joc &gt; Continuă de aici începe un joc nou de acolo, cu un prieten sau cu calculatorul; aceste jocuri de exercițiu nu se numără în statistici. Dacă abandonezi un joc cu calculatorul după ce ai trasat o linie, contează ca înfrângere; Triangles te întreabă mai întâi.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="218" />
            <source>Game &gt; Analyse game ({analyse}) lets the computer go through the game, while you play on. Every position gets one value: the final margin (your points minus your opponent's at the end) its player could still reach with best play. A line's cost is how much it lowered its player's margin: the best line costs nothing, a triangle handed over costs 2. The chart draws these values, so it moves only at lines, and every fall belongs to a line of the player who fell; the move list shows each line's mark with its cost beside it. Choose a line to see what it did and, if it cost something, the best line dashed on the board. The analysis is saved with the game.</source>
            <translation>Joc &gt; Analizează jocul ({analyse}) îl lasă pe calculator să parcurgă jocul, în timp ce tu joci mai departe. Fiecare poziție primește o singură valoare: diferența finală (punctele tale minus ale adversarului la sfârșit) pe care jucătorul ei o mai putea obține jucând cât mai bine. Costul unei linii este cât a scăzut ea diferența jucătorului ei: cea mai bună linie nu costă nimic, un triunghi cedat costă 2. Graficul desenează aceste valori, așa că se mișcă doar la linii, iar fiecare scădere aparține unei linii a jucătorului care a pierdut; lista de mutări arată aprecierea fiecărei linii cu costul ei alături. Alege o linie ca să vezi ce a făcut și, dacă a costat ceva, cea mai bună linie, întreruptă, pe tablă. Analiza se salvează împreună cu jocul.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="230" />
            <source>The marks read like a coach's: what counts is how much a line lowers its player's chances (a win counts 1, a draw 1/2, a loss 0). The same points matter more in a close game near its end than in one long decided, so a line is an inaccuracy, a mistake or a blunder by how much it lowered the chances. Whatever the chances, a line that throws away the win or the draw is at least a mistake, and one that hands a triangle over is never good. A player's accuracy is the average over their lines: 100 % for a line that gives nothing away, 50 % for one triangle handed over, a third for two. The line after which the loser never again got back to a draw decided the game. N and P in the move list, or the buttons under it, go to the next and the previous marked line.</source>
            <translation>Aprecierile se citesc ca ale unui antrenor: contează cât scade o linie șansele jucătorului ei (o victorie valorează 1, o egalitate 1/2, o înfrângere 0). Aceleași puncte contează mai mult într-un joc strâns spre final decât într-unul decis de mult, așa că o linie este o imprecizie, o greșeală sau o gafă după cât a scăzut șansele. Oricare ar fi șansele, o linie care ratează victoria sau egalitatea este cel puțin o greșeală, iar una care cedează un triunghi nu este niciodată bună. Precizia unui jucător este media pe liniile lui: 100 % pentru o linie care nu cedează nimic, 50 % pentru un triunghi cedat, o treime pentru două. Linia după care cel care a pierdut nu a mai revenit niciodată la egalitate a decis jocul. N și P în lista de mutări, sau butoanele de sub ea, duc la linia marcată următoare și la cea anterioară.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="243" />
            <source>How far the exact part reaches depends on the position, not on the time: the last stretch of the game, a longer one with “Play again after a triangle”, on 24 stars as on 60. The chart is solid where it is exact and dashed where it is estimated, and marks the line that decided the game; “Play on from before line …” starts a new game just before it, to practise that moment. The analysis counts work, not time: on a busy computer it takes longer but gives the same marks.</source>
            <translation>Cât de departe ajunge partea exactă depinde de poziție, nu de timp: ultima parte a jocului, una mai lungă cu „Joacă din nou după un triunghi”, la 24 de stele ca și la 60. Graficul este desenat cu linie continuă unde este exact și cu linie întreruptă unde este estimat, și marchează linia care a decis jocul; „Continuă din poziția dinaintea liniei …” începe un joc nou chiar înaintea ei, ca să exersezi acea situație. Analiza se măsoară în volum de calcul, nu în timp: pe un calculator ocupat durează mai mult, dar dă aceleași aprecieri.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="254" />
            <source>Puzzles</source>
            <translation>Probleme</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="255" />
            <source>Game &gt; Puzzles shows a position from a game between the computer's levels in place of your game, which waits until you go back to it. Draw the line that keeps the best result for the side to draw: the computer worked every answer out exactly. A wrong line is taken back for another try; after the second miss the star a best line starts from is ringed, after the third the line shows dashed. A puzzle solved at the first try comes back after 1, 3, 7 and 21 days, one missed the next day. New puzzles are easy, medium or hard, chosen by your rating, which rises and falls with each first answer.</source>
            <translation>Joc &gt; Probleme arată, în locul jocului tău, care așteaptă până te întorci la el, o poziție dintr-un joc între nivelurile calculatorului. Trasează linia care păstrează cel mai bun rezultat pentru cel care este la mutare: calculatorul a calculat exact fiecare răspuns. O linie greșită este retrasă pentru o nouă încercare; după a doua greșeală, steaua din care pornește o linie cea mai bună este încercuită, după a treia linia apare întreruptă. O problemă rezolvată din prima încercare revine după 1, 3, 7 și 21 de zile, una greșită a doua zi. Problemele noi sunt ușoare, medii sau grele, alese după cota ta, care crește și scade cu fiecare prim răspuns.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="266" />
            <source>Once a game is analysed, Learn from your mistakes (under the move list, or on the end screen) takes you through your marked lines, the worst first or in the order played: find a better line from the position before each. It is right when it would not have been marked; a wrong one says what it costs, then the hint and the best line come as in the puzzles. Your mistakes worked out exactly also become puzzles of your own, which come first.</source>
            <translation>După ce un joc este analizat, Învață din greșelile tale (sub lista mutărilor sau pe ecranul de final) te poartă prin liniile tale marcate, cele mai grave întâi sau în ordinea jocului: găsește o linie mai bună din poziția de dinaintea fiecăreia. Răspunsul e corect când linia nu ar fi fost marcată; unul greșit spune cât costă, apoi indiciul și cea mai bună linie vin ca la probleme. Greșelile tale calculate exact devin și probleme ale tale, care vin primele.</translation>
        </message>
    </context>
    <context>
        <name>ScoreBar</name>
        <message>
            <location filename="../triangles_qt/ui/score_bar.py" line="374" />
            <source>winner</source>
            <translation>câștigător</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/score_bar.py" line="376" />
            <source>thinking</source>
            <translation>se gândește</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/score_bar.py" line="378" />
            <source>to play</source>
            <translation>la mutare</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/score_bar.py" line="380" />
            <source>Level: {level}</source>
            <translation>Nivel: {level}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/score_bar.py" line="397" />
            <source>{name} is thinking</source>
            <translation>{name} se gândește</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/score_bar.py" line="400" />
            <location filename="../triangles_qt/ui/score_bar.py" line="404" />
            <source>{name} to play</source>
            <translation>{name} este la mutare</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/score_bar.py" line="402" />
            <source>Your turn</source>
            <translation>Rândul tău</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/score_bar.py" line="419" />
            <source>Play again after a triangle</source>
            <translation>Joacă din nou după un triunghi</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="125" />
            <source>Statistics</source>
            <translation>Statistici</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="126" />
            <source>Your results against the computer</source>
            <translation>Rezultatele tale împotriva calculatorului</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="128" />
            <source>Level</source>
            <translation>Nivel</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="129" />
            <source>Stars</source>
            <translation>Stele</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="130" />
            <source>Played</source>
            <translation>Jucate</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="131" />
            <source>Won</source>
            <translation>Victorii</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="132" />
            <source>Lost</source>
            <translation>Înfrângeri</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="133" />
            <source>Drawn</source>
            <translation>Egalități</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="134" />
            <source>Win rate</source>
            <translation>Procent de victorii</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="135" />
            <source>Winning streak</source>
            <translation>Serie de victorii</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="136" />
            <source>Best streak</source>
            <translation>Cea mai bună serie</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="139" />
            <source>No games against the computer yet. Finish one and your results appear here.</source>
            <translation>Încă nu ai jucat împotriva calculatorului. Termină un joc și rezultatele tale vor apărea aici.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="143" />
            <source>A draw is neither a win nor a loss: the win rate counts won and lost games only, and a draw does not end a winning streak. A game against the computer abandoned after you drew a line counts as a loss. Games between two people are not counted.</source>
            <translation>O egalitate nu este nici victorie, nici înfrângere: procentul de victorii numără doar jocurile câștigate și pierdute, iar o egalitate nu încheie o serie de victorii. Un joc împotriva calculatorului abandonat după ce ai trasat o linie contează ca înfrângere. Jocurile între două persoane nu se numără.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="149" />
            <source>&amp;Reset…</source>
            <translation>&amp;Resetează…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="172" />
            <source>Your accuracy in analysed games: {last} % in the last, {mean} % on average over the last {count}. The line follows the average.</source>
            <translation>Precizia ta în jocurile analizate: {last} % în ultimul, {mean} % în medie în ultimele {count}. Linia urmează media.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="321" />
            <source>Reset statistics</source>
            <translation>Resetează statisticile</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="322" />
            <source>Forget all your results against the computer?</source>
            <translation>Ștergi toate rezultatele tale împotriva calculatorului?</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="323" />
            <source>This cannot be undone.</source>
            <translation>Acțiunea nu poate fi anulată.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="324" />
            <source>Reset</source>
            <translation>Resetează</translation>
        </message>
    </context>
    <context>
        <name>StatusNews</name>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="33" />
            <source>Wait: the computer is thinking.</source>
            <translation>Așteaptă: calculatorul se gândește.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="35" />
            <source>Hint: try the highlighted line.</source>
            <translation>Indiciu: încearcă linia evidențiată.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="38" />
            <source>No hint is available right now.</source>
            <translation>Nu există niciun indiciu acum.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="42" />
            <source>The computer chose a refused line; it plays another.</source>
            <translation>Calculatorul a ales o linie refuzată; joacă alta.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="46" />
            <source>The computer had a problem and started again.</source>
            <translation>Calculatorul a avut o problemă și a pornit din nou.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="51" />
            <source>Hard could not think this move through: the computer played a quick line instead.</source>
            <translation>Nivelul Greu nu a avut timp să analizeze complet această mutare: calculatorul a jucat în schimb o linie aleasă rapid.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="80" />
            <source>{name} closed a triangle and plays again!</source>
            <translation>{name} a închis un triunghi și joacă din nou!</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="82" />
            <source>{name} closed a triangle!</source>
            <translation>{name} a închis un triunghi!</translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/status_news.py" line="87" />
            <source>{name} closed %n triangles and plays again!</source>
            <translation>
                <numerusform>{name} a închis %n triunghi și joacă din nou!</numerusform>
                <numerusform>{name} a închis %n triunghiuri și joacă din nou!</numerusform>
                <numerusform>{name} a închis %n de triunghiuri și joacă din nou!</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/status_news.py" line="89" />
            <source>{name} closed %n triangles!</source>
            <translation>
                <numerusform>{name} a închis %n triunghi!</numerusform>
                <numerusform>{name} a închis %n triunghiuri!</numerusform>
                <numerusform>{name} a închis %n de triunghiuri!</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="97" />
            <source>You closed a triangle and play again!</source>
            <translation>Ai închis un triunghi și joci din nou!</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="98" />
            <source>You closed a triangle!</source>
            <translation>Ai închis un triunghi!</translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/status_news.py" line="100" />
            <source>You closed %n triangles and play again!</source>
            <translation>
                <numerusform>Ai închis %n triunghi și joci din nou!</numerusform>
                <numerusform>Ai închis %n triunghiuri și joci din nou!</numerusform>
                <numerusform>Ai închis %n de triunghiuri și joci din nou!</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/status_news.py" line="101" />
            <source>You closed %n triangles!</source>
            <translation>
                <numerusform>Ai închis %n triunghi!</numerusform>
                <numerusform>Ai închis %n triunghiuri!</numerusform>
                <numerusform>Ai închis %n de triunghiuri!</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/status_news.py" line="105" />
            <source>Took back %n lines.</source>
            <translation>
                <numerusform>S-a anulat %n linie.</numerusform>
                <numerusform>S-au anulat %n linii.</numerusform>
                <numerusform>S-au anulat %n de linii.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="107" />
            <source>Took back the last line.</source>
            <translation>S-a anulat ultima linie.</translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/status_news.py" line="111" />
            <source>Drew %n lines again.</source>
            <translation>
                <numerusform>S-a refăcut %n linie.</numerusform>
                <numerusform>S-au refăcut %n linii.</numerusform>
                <numerusform>S-au refăcut %n de linii.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="113" />
            <source>Drew the line again.</source>
            <translation>Linia a fost refăcută.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="120" />
            <source>Preparing the board…</source>
            <translation>Se pregătește tabla…</translation>
        </message>
    </context>
    <context>
        <name>Theme</name>
        <message>
            <location filename="../triangles_qt/ui/themes.py" line="66" />
            <source>Nebula</source>
            <translation>Nebuloasă</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/themes.py" line="92" />
            <source>Daylight</source>
            <translation>Lumina zilei</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/themes.py" line="121" />
            <source>High contrast</source>
            <translation>Contrast ridicat</translation>
        </message>
    </context>
</TS>
