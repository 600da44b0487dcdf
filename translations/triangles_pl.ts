<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl" sourcelanguage="en">
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
            <translation>&amp;Zacznij od nowa</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="105" />
            <source>&amp;Abandon game</source>
            <translation>&amp;Poddaj grę</translation>
        </message>
    </context>
    <context>
        <name>AboutBox</name>
        <message>
            <location filename="../triangles_qt/ui/about.py" line="26" />
            <source>About Triangles</source>
            <translation>O grze Triangles</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/about.py" line="28" />
            <source>Draw lines between stars and close empty triangles. Play against a friend or the computer.</source>
            <translation>Rysuj linie między gwiazdami i zamykaj puste trójkąty. Graj ze znajomym lub z komputerem.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/about.py" line="31" />
            <source>Free software under the MIT licence.</source>
            <translation>Wolne oprogramowanie na licencji MIT.</translation>
        </message>
    </context>
    <context>
        <name>AnalysisPanel</name>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="110" />
            <source>Cancel</source>
            <translation>Anuluj</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="111" />
            <source>◀ Previous mark</source>
            <translation>◀ Poprzednia ocena</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="112" />
            <source>The previous marked line of either player (P)</source>
            <translation>Poprzednia oceniona linia dowolnego z graczy (P)</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="113" />
            <source>Next mark ▶</source>
            <translation>Następna ocena ▶</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="114" />
            <source>The next marked line of either player (N)</source>
            <translation>Następna oceniona linia dowolnego z graczy (N)</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="117" />
            <source>Analysing: %p%</source>
            <translation>Analiza: %p%</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="118" />
            <source>Margin through the game</source>
            <translation>Różnica punktów w trakcie gry</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="120" />
            <source>Solid: worked out to the end of the game. Dashed: Hard's estimate.</source>
            <translation>Linia ciągła: policzone do końca gry. Przerywana: szacunek poziomu Trudny.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="123" />
            <source>A new game from the position before the line that decided this one</source>
            <translation>Nowa gra od pozycji sprzed linii, która rozstrzygnęła tę grę</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="180" />
            <source>Play on from before line {number}</source>
            <translation>Zagraj od pozycji sprzed linii {number}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="210" />
            <source>&lt;b&gt;{name}&lt;/b&gt;: accuracy {accuracy} %; inaccuracies {inaccuracies}, mistakes {mistakes}, blunders {blunders}; points given away {points}.</source>
            <translation>&lt;b&gt;{name}&lt;/b&gt;: dokładność {accuracy} %; niedokładności: {inaccuracies}, błędy: {mistakes}, poważne błędy: {blunders}; oddane punkty: {points}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="224" />
            <source>line {number} ({cost})</source>
            <translation>linia {number} ({cost})</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="230" />
            <source>Biggest: {lines}.</source>
            <translation>Największe straty: {lines}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="244" />
            <source>Analyse the game to see what each line cost and which was best.</source>
            <translation>Przeanalizuj grę, aby zobaczyć, ile kosztowała każda linia i która była najlepsza.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="249" />
            <source>Line {number} ({name}): {mark}.</source>
            <translation>Linia {number} ({name}): {mark}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="257" />
            <source>Best was the dashed line, for a final margin of {best}; this line leaves {actual}.</source>
            <translation>Najlepsza była linia przerywana, z końcową różnicą {best}; ta linia daje {actual}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="260" />
            <source>Final margin with best play from here: {value}.</source>
            <translation>Końcowa różnica przy najlepszej grze od tego miejsca: {value}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="264" />
            <source>Worked out to the end of the game.</source>
            <translation>Policzone do końca gry.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="266" />
            <source>Hard's estimate: the end of the game was too far ahead to see.</source>
            <translation>Szacunek poziomu Trudny: koniec gry był zbyt daleko, by go zobaczyć.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="275" />
            <source>Lines analysed: {count}. Good: {good}, inaccuracies: {inaccuracies}, mistakes: {mistakes}, blunders: {blunders}.</source>
            <translation>Przeanalizowane linie: {count}. Dobre: {good}, niedokładności: {inaccuracies}, błędy: {mistakes}, poważne błędy: {blunders}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="289" />
            <source>The game was decided on line {number} ({name}): {change}.</source>
            <translation>Grę rozstrzygnęła linia {number} ({name}): {change}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="295" />
            <source>The game was decided on line {number} ({name}): after it, that player never again got back to where they had been.</source>
            <translation>Grę rozstrzygnęła linia {number} ({name}): po niej ta strona już nigdy nie odzyskała tego, co miała wcześniej.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="301" />
            <source>Every line is worked out to the end of the game.</source>
            <translation>Każda linia jest policzona do końca gry.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="304" />
            <source>Lines {first} to {last} are worked out to the end of the game; the earlier ones are Hard's estimates (dashed in the chart).</source>
            <translation>Linie od {first} do {last} są policzone do końca gry; wcześniejsze to szacunki poziomu Trudny (przerywane na wykresie).</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="308" />
            <source>Every line is Hard's estimate (dashed in the chart).</source>
            <translation>Każda linia to szacunek poziomu Trudny (przerywany na wykresie).</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="310" />
            <source>The lines after them are not analysed yet.</source>
            <translation>Linie po nich nie są jeszcze przeanalizowane.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="316" />
            <source>You are ahead</source>
            <translation>Prowadzisz</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="317" />
            <source>{name} ahead</source>
            <translation>{name} prowadzi</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="325" />
            <source>Your final margin with best play, from {first} to {last}.</source>
            <translation>Twoja końcowa różnica przy najlepszej grze, od {first} do {last}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="327" />
            <source>{name}'s final margin with best play, from {first} to {last}.</source>
            <translation>{name}: końcowa różnica przy najlepszej grze, od {first} do {last}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="330" />
            <source>Decided on line {number}.</source>
            <translation>Rozstrzygnięcie: linia {number}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="29" />
            <source>good</source>
            <translation>dobra</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="30" />
            <source>inaccuracy</source>
            <translation>niedokładność</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="31" />
            <source>mistake</source>
            <translation>błąd</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="32" />
            <source>blunder</source>
            <translation>poważny błąd</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="40" />
            <source>threw away the draw</source>
            <translation>utrata remisu</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="41" />
            <source>threw away the win</source>
            <translation>utrata wygranej</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="46" />
            <source>This line decided the game.</source>
            <translation>Ta linia rozstrzygnęła grę.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="54" />
            <source>{mark} ({change})</source>
            <translation>{mark} ({change})</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="78" />
            <source>triangles handed over: {count}</source>
            <translation>oddane trójkąty: {count}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="80" />
            <source>points given away: {count}</source>
            <translation>oddane punkty: {count}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="93" />
            <source>final margin {best} with the best line, {actual} with this one</source>
            <translation>końcowa różnica {best} przy najlepszej linii, {actual} przy tej</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="97" />
            <source>estimate</source>
            <translation>szacunek</translation>
        </message>
    </context>
    <context>
        <name>BoardView</name>
        <message>
            <location filename="../triangles_qt/ui/board/labels.py" line="35" />
            <source>Game over</source>
            <translation>Koniec gry</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/board/labels.py" line="37" />
            <source>Already drawn</source>
            <translation>Już narysowana</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/board/labels.py" line="41" />
            <source>Crosses a line</source>
            <translation>Przecina linię</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/board/labels.py" line="43" />
            <source>Touches a star</source>
            <translation>Dotyka gwiazdy</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/board/view.py" line="204" />
            <source>Star board</source>
            <translation>Plansza z gwiazdami</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/board/view.py" line="207" />
            <source>Pick two stars to draw a line: click or tap one and then the other, or drag from one to the other. Arrow keys move between stars, Space picks, Esc cancels.</source>
            <translation>Wybierz dwie gwiazdy, aby narysować linię: kliknij lub dotknij jednej, a potem drugiej, albo przeciągnij od jednej do drugiej. Strzałki przenoszą między gwiazdami, Spacja wybiera, Esc anuluje.</translation>
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
            <translation>Którą stroną grasz od tego miejsca?</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/continue_side.py" line="73" />
            <source>Each side keeps its colour and its points. The computer plays the other side.</source>
            <translation>Każda strona zachowuje swój kolor i swoje punkty. Komputer gra drugą stroną.</translation>
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
            <translation>Dokładność: {players}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="232" />
            <source>Game over</source>
            <translation>Koniec gry</translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/end_dialog.py" line="249" />
            <source>%n triangles closed in %1 lines.</source>
            <translation>
                <numerusform>Zamknięto %n trójkąt w %1 liniach.</numerusform>
                <numerusform>Zamknięto %n trójkąty w %1 liniach.</numerusform>
                <numerusform>Zamknięto %n trójkątów w %1 liniach.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="253" />
            <source>One triangle closed in %1 lines.</source>
            <translation>Zamknięto jeden trójkąt w %1 liniach.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="259" />
            <source>&amp;New game…</source>
            <translation>&amp;Nowa gra…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="260" />
            <source>&amp;Rematch</source>
            <translation>&amp;Rewanż</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="261" />
            <source>&amp;Analyse</source>
            <translation>&amp;Analizuj</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="262" />
            <source>&amp;Close</source>
            <translation>&amp;Zamknij</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="264" />
            <source>Step through the game and see what each line cost and which was best</source>
            <translation>Przejrzyj grę i zobacz, ile kosztowała każda linia i która była najlepsza</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="266" />
            <source>Play the same board again, with the same options</source>
            <translation>Zagraj ponownie na tej samej planszy, z tymi samymi opcjami</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="267" />
            <source>Look at the final board</source>
            <translation>Zobacz końcową planszę</translation>
        </message>
    </context>
    <context>
        <name>FileActions</name>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="36" />
            <source>The folder where Triangles keeps your data cannot be opened.</source>
            <translation>Nie można otworzyć folderu, w którym Triangles przechowuje Twoje dane.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="41" />
            <source>Your settings could not be saved.</source>
            <translation>Nie udało się zapisać Twoich ustawień.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="43" />
            <source>Your statistics could not be saved.</source>
            <translation>Nie udało się zapisać Twoich statystyk.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="45" />
            <source>The game in progress could not be saved for the next start.</source>
            <translation>Nie udało się zapisać trwającej gry na następne uruchomienie.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="49" />
            <source>The picture could not be saved as “{file}”.</source>
            <translation>Nie udało się zapisać obrazu jako „{file}”.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="52" />
            <source>The game could not be saved as “{file}”.</source>
            <translation>Nie udało się zapisać gry jako „{file}”.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="56" />
            <source>Your settings could not be read.</source>
            <translation>Nie udało się odczytać Twoich ustawień.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="58" />
            <source>Your statistics could not be read.</source>
            <translation>Nie udało się odczytać Twoich statystyk.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="61" />
            <source>The saved game in progress could not be read.</source>
            <translation>Nie udało się odczytać zapisanej trwającej gry.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="64" />
            <source>The game in progress could not be restored.</source>
            <translation>Nie udało się przywrócić trwającej gry.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="67" />
            <source>Could not open the game “{file}”.</source>
            <translation>Nie udało się otworzyć gry „{file}”.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="74" />
            <source>The file is empty.</source>
            <translation>Plik jest pusty.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="78" />
            <source>The file is too large (more than {size} KB).</source>
            <translation>Plik jest za duży (ponad {size} KB).</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="81" />
            <source>The file is too large (more than {size} MB).</source>
            <translation>Plik jest za duży (ponad {size} MB).</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="85" />
            <source>The file contains binary data instead of text.</source>
            <translation>Plik zawiera dane binarne zamiast tekstu.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="89" />
            <source>The file is incomplete or damaged.</source>
            <translation>Plik jest niekompletny lub uszkodzony.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="91" />
            <source>Some of its contents are missing or of the wrong kind.</source>
            <translation>Brakuje części jego zawartości lub jest ona niewłaściwego rodzaju.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="95" />
            <source>It was written by a different version of Triangles.</source>
            <translation>Został zapisany przez inną wersję gry Triangles.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="99" />
            <source>It contains moves the rules do not allow.</source>
            <translation>Zawiera ruchy niedozwolone przez zasady.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="103" />
            <source>There is no such file.</source>
            <translation>Nie ma takiego pliku.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="105" />
            <source>The system did not allow the file to be read.</source>
            <translation>System nie pozwolił odczytać pliku.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="109" />
            <source>Its name belongs to a folder, pipe or device, not to a file.</source>
            <translation>Ta nazwa należy do folderu, potoku lub urządzenia, a nie do pliku.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="113" />
            <source>It is a link that does not lead to a valid file.</source>
            <translation>To dowiązanie, które nie prowadzi do poprawnego pliku.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="117" />
            <source>The system did not allow the folder to be opened or listed.</source>
            <translation>System nie pozwolił otworzyć folderu ani wyświetlić jego zawartości.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="121" />
            <source>The process reading it was ended before it had finished; the file itself may be fine.</source>
            <translation>Proces, który go odczytywał, został przerwany przed końcem; sam plik może być w porządku.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="126" />
            <source>Another copy of Triangles is saving the file and has not finished.</source>
            <translation>Inna kopia gry Triangles zapisuje ten plik i jeszcze nie skończyła.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="129" />
            <source>The system did not allow the file to be written (the disk may be full or read-only).</source>
            <translation>System nie pozwolił zapisać pliku (dysk może być pełny lub tylko do odczytu).</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="138" />
            <source>What cannot be saved now is kept and saved there as soon as the folder can be used again.</source>
            <translation>To, czego nie da się teraz zapisać, zostaje zachowane i zostanie tam zapisane, gdy tylko folder znów będzie dostępny.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="143" />
            <source>Triangles starts with the default settings and saves nothing there this time.</source>
            <translation>Triangles uruchamia się z ustawieniami domyślnymi i tym razem niczego tam nie zapisuje.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="149" />
            <source>Nothing is lost: your settings are saved as soon as the other copy has finished.</source>
            <translation>Nic nie przepada: Twoje ustawienia zostaną zapisane, gdy tylko druga kopia skończy.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="153" />
            <source>Nothing is lost: your results are saved as soon as the other copy has finished.</source>
            <translation>Nic nie przepada: Twoje wyniki zostaną zapisane, gdy tylko druga kopia skończy.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="159" />
            <source>Any earlier file of that name is unchanged.</source>
            <translation>Jeśli istniał już plik o tej nazwie, pozostał bez zmian.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="162" />
            <source>The previous file is unchanged. The game goes on.</source>
            <translation>Poprzedni plik pozostał bez zmian. Gra toczy się dalej.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="166" />
            <source>The file was not changed. The current game goes on.</source>
            <translation>Plik nie został zmieniony. Bieżąca gra toczy się dalej.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="170" />
            <source>The file was not changed. A new game starts instead.</source>
            <translation>Plik nie został zmieniony. Zamiast tego zaczyna się nowa gra.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="173" />
            <source>The file was left as it is and will not be changed.</source>
            <translation>Plik pozostawiono takim, jaki jest, i nie zostanie zmieniony.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="181" />
            <source>The statistics Triangles shows are saved in its place.</source>
            <translation>Na jego miejsce zapisano statystyki, które pokazuje Triangles.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="185" />
            <source>The game on the board is saved in its place.</source>
            <translation>Na jego miejsce zapisano grę z planszy.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="189" />
            <source>The default settings are used.</source>
            <translation>Używane są ustawienia domyślne.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="191" />
            <source>Your statistics start again from zero.</source>
            <translation>Twoje statystyki zaczynają się od zera.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="193" />
            <source>A new game starts instead.</source>
            <translation>Zamiast tego zaczyna się nowa gra.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="201" />
            <source>The damaged file was kept as “{file}”.</source>
            <translation>Uszkodzony plik odłożono jako „{file}”.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="43" />
            <source>Abandon this game for the new one ({board})? It counts as a loss.</source>
            <translation>Poddać tę grę, aby zacząć nową ({board})? Zostanie policzona jako przegrana.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="46" />
            <source>Abandon this game? It counts as a loss.</source>
            <translation>Poddać tę grę? Zostanie policzona jako przegrana.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="49" />
            <source>Restart this game? The lines drawn so far are cleared.</source>
            <translation>Zacząć tę grę od nowa? Narysowane dotąd linie zostaną usunięte.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="54" />
            <source>Abandon your unfinished game for the new one ({board})? Its lines are cleared.</source>
            <translation>Poddać niedokończoną grę, aby zacząć nową ({board})? Jej linie zostaną usunięte.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="58" />
            <source>Abandon your unfinished game for the one asked for? Its lines are cleared.</source>
            <translation>Poddać niedokończoną grę, aby zacząć żądaną? Jej linie zostaną usunięte.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="63" />
            <source>Abandon this practice game? It is not counted.</source>
            <translation>Poddać tę grę treningową? Nie zostanie policzona.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="73" />
            <source>The new game ({board}) was not started: your game goes on.</source>
            <translation>Nowa gra ({board}) nie została rozpoczęta: Twoja gra toczy się dalej.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="76" />
            <source>The game asked for was not started: your game goes on.</source>
            <translation>Żądana gra nie została rozpoczęta: Twoja gra toczy się dalej.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/board/picture.py" line="77" />
            <source>After line {number} of {total}</source>
            <translation>Po linii {number} z {total}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/board/picture.py" line="82" />
            <source>Game in progress</source>
            <translation>Trwająca gra</translation>
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
            <translation>Plansza gry Triangles</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="117" />
            <source>&amp;Save game…</source>
            <translation>Zapi&amp;sz grę…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="118" />
            <source>Save this game to a file</source>
            <translation>Zapisz tę grę do pliku</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="119" />
            <source>&amp;Open game…</source>
            <translation>&amp;Otwórz grę…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="120" />
            <source>Continue a game saved to a file</source>
            <translation>Kontynuuj grę zapisaną w pliku</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="121" />
            <source>&amp;Export picture…</source>
            <translation>&amp;Eksportuj obraz…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="123" />
            <source>Save a picture of the board to share (PNG or SVG)</source>
            <translation>Zapisz obraz planszy, aby się nim podzielić (PNG lub SVG)</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="125" />
            <source>S&amp;tatistics…</source>
            <translation>S&amp;tatystyki…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="126" />
            <source>Your results against the computer</source>
            <translation>Twoje wyniki w grze z komputerem</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="131" />
            <source>Your unfinished game is back.</source>
            <translation>Twoja niedokończona gra wróciła.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="161" />
            <source>Saved the game as “{file}”.</source>
            <translation>Zapisano grę jako „{file}”.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="195" />
            <source>Opened “{file}”.</source>
            <translation>Otwarto „{file}”.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="198" />
            <source>Its analysis was made by an earlier version, whose chart and marks could disagree: analyse the game again to see it.</source>
            <translation>Jej analizę wykonała wcześniejsza wersja, której wykres i oceny mogłyby się nie zgadzać: przeanalizuj grę ponownie, aby ją zobaczyć.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="224" />
            <source>Saved the picture as “{file}”.</source>
            <translation>Zapisano obraz jako „{file}”.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="254" />
            <source>Triangles games (*.triangles)</source>
            <translation>Gry Triangles (*.triangles)</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="260" />
            <source>triangles-game</source>
            <translation>triangles-gra</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="260" />
            <source>triangles-board-{number}</source>
            <translation>triangles-plansza-{number}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="263" />
            <source>-line-{number}</source>
            <translation>-linia-{number}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="268" />
            <source>Save game</source>
            <translation>Zapisz grę</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="277" />
            <source>Open game</source>
            <translation>Otwórz grę</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="279" />
            <source>All files (*)</source>
            <translation>Wszystkie pliki (*)</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="306" />
            <source>Export picture</source>
            <translation>Eksportuj obraz</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="308" />
            <source>Export picture of the empty board</source>
            <translation>Eksportuj obraz pustej planszy</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="310" />
            <source>Export picture of the board after line {number}</source>
            <translation>Eksportuj obraz planszy po linii {number}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="313" />
            <source>PNG picture (*.png)</source>
            <translation>Obraz PNG (*.png)</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="313" />
            <source>SVG picture (*.svg)</source>
            <translation>Obraz SVG (*.svg)</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/problem_reporter.py" line="62" />
            <source>File: {path}</source>
            <translation>Plik: {path}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/problem_reporter.py" line="66" />
            <source>Kept as: {path}</source>
            <translation>Odłożono jako: {path}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/problem_reporter.py" line="78" />
            <source>Triangles can save your data again: what was kept is saved now.</source>
            <translation>Triangles znów może zapisywać Twoje dane: to, co było zachowane, zostało teraz zapisane.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/problem_reporter.py" line="123" />
            <source>Some of your files had problems.</source>
            <translation>Niektóre z Twoich plików miały problemy.</translation>
        </message>
    </context>
    <context>
        <name>LessonChoices</name>
        <message>
            <location filename="../triangles_qt/ui/lesson_choices.py" line="31" />
            <source>Worst first</source>
            <translation>Najgorsze najpierw</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/lesson_choices.py" line="33" />
            <source>In the order played</source>
            <translation>W kolejności gry</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/lesson_choices.py" line="35" />
            <source>{name}: {order}</source>
            <translation>{name}: {order}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/lesson_choices.py" line="62" />
            <source>&amp;Learn from your mistakes</source>
            <translation>&amp;Ucz się na swoich błędach</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/lesson_choices.py" line="66" />
            <source>Go back to your marked lines and find a better line yourself</source>
            <translation>Wróć do swoich ocenionych linii i sam znajdź lepszą linię</translation>
        </message>
    </context>
    <context>
        <name>LessonPage</name>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="53" />
            <source>&amp;Next mistake</source>
            <translation>&amp;Następny błąd</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="54" />
            <source>&amp;Back to the game</source>
            <translation>Wróć &amp;do gry</translation>
        </message>
    </context>
    <context>
        <name>Level</name>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="60" />
            <source>Easy</source>
            <translation>Łatwy</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="62" />
            <source>Medium</source>
            <translation>Średni</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="63" />
            <source>Hard</source>
            <translation>Trudny</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../triangles_qt/ui/analysis_controller.py" line="62" />
            <source>Stop &amp;analysing</source>
            <translation>Zatrzymaj &amp;analizę</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_controller.py" line="64" />
            <source>&amp;Analyse game</source>
            <translation>&amp;Analizuj grę</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_controller.py" line="67" />
            <source>Let the computer work out what each line cost and which line was best</source>
            <translation>Pozwól komputerowi obliczyć, ile kosztowała każda linia i która była najlepsza</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_controller.py" line="77" />
            <source>Analysis stopped.</source>
            <translation>Analiza zatrzymana.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_controller.py" line="82" />
            <source>Analysing the game; you can keep playing meanwhile.</source>
            <translation>Trwa analiza gry; w tym czasie możesz grać dalej.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_controller.py" line="139" />
            <source>The analysis is done.</source>
            <translation>Analiza zakończona.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_controller.py" line="150" />
            <source>The analysis could not be finished; the game goes on.</source>
            <translation>Nie udało się dokończyć analizy; gra toczy się dalej.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_screen.py" line="64" />
            <source>Game over: {first} – {second}. {result}</source>
            <translation>Koniec gry: {first} – {second}. {result}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/looking_back.py" line="115" />
            <source>Looking back. End (or the last move) returns to the game.</source>
            <translation>Przeglądasz grę. End (lub ostatni ruch) wraca do gry.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/looking_back.py" line="196" />
            <source>Playing on from line {number}.</source>
            <translation>Dalsza gra od linii {number}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/looking_back.py" line="200" />
            <source>Playing on from the empty board.</source>
            <translation>Dalsza gra od pustej planszy.</translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/main_window.py" line="260" />
            <source>%n stars, board %1</source>
            <translation>
                <numerusform>%n gwiazda, plansza %1</numerusform>
                <numerusform>%n gwiazdy, plansza %1</numerusform>
                <numerusform>%n gwiazd, plansza %1</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/main_window.py" line="361" />
            <source>Looking for a good line…</source>
            <translation>Szukam dobrej linii…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="93" />
            <source>That line already exists.</source>
            <translation>Ta linia już istnieje.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="95" />
            <source>That line touches a star.</source>
            <translation>Ta linia dotyka gwiazdy.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="97" />
            <source>That line would cross another line.</source>
            <translation>Ta linia przecięłaby inną linię.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="98" />
            <source>The game is over.</source>
            <translation>Gra się zakończyła.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="158" />
            <source>&amp;Game</source>
            <translation>&amp;Gra</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="159" />
            <source>&amp;New game…</source>
            <translation>&amp;Nowa gra…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="160" />
            <source>&amp;Restart</source>
            <translation>&amp;Zacznij od nowa</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="162" />
            <source>Play the same board again from the start</source>
            <translation>Zagraj na tej samej planszy od początku</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="164" />
            <source>&amp;Undo</source>
            <translation>&amp;Cofnij</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="165" />
            <source>Re&amp;do</source>
            <translation>&amp;Przywróć</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="167" />
            <source>Draw the lines taken back again</source>
            <translation>Narysuj ponownie cofnięte linie</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="169" />
            <source>&amp;Hint</source>
            <translation>Po&amp;dpowiedź</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="171" />
            <source>Show the line the computer would draw</source>
            <translation>Pokaż linię, którą narysowałby komputer</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="173" />
            <source>&amp;Continue from here</source>
            <translation>&amp;Kontynuuj stąd</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="175" />
            <source>Play on from the position on the board, against a friend or the computer</source>
            <translation>Graj dalej od pozycji na planszy, ze znajomym lub z komputerem</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="181" />
            <source>With a &amp;friend</source>
            <translation>Ze &amp;znajomym</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="184" />
            <source>Against the computer, &amp;Easy</source>
            <translation>Z komputerem, ł&amp;atwy</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="187" />
            <source>Against the computer, &amp;Medium</source>
            <translation>Z komputerem, śr&amp;edni</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="190" />
            <source>Against the computer, &amp;Hard</source>
            <translation>Z komputerem, &amp;trudny</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="192" />
            <source>&amp;Quit</source>
            <translation>&amp;Wyjdź</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="193" />
            <source>&amp;View</source>
            <translation>&amp;Widok</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="194" />
            <source>&amp;Theme</source>
            <translation>&amp;Motyw</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="195" />
            <source>&amp;Language</source>
            <translation>&amp;Język</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="199" />
            <source>&amp;Move list</source>
            <translation>&amp;Lista ruchów</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="201" />
            <source>Every line of the game, to look back at</source>
            <translation>Wszystkie linie gry, do przejrzenia</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="203" />
            <source>&amp;Animations</source>
            <translation>&amp;Animacje</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="204" />
            <source>&amp;Full screen</source>
            <translation>&amp;Pełny ekran</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="205" />
            <source>&amp;Help</source>
            <translation>Po&amp;moc</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="206" />
            <source>&amp;Rules</source>
            <translation>&amp;Zasady</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="207" />
            <source>&amp;About Triangles</source>
            <translation>&amp;O grze Triangles</translation>
        </message>
    </context>
    <context>
        <name>MistakeCollector</name>
        <message>
            <location filename="../triangles_qt/ui/my_mistakes.py" line="84" />
            <source>Your mistakes could not be kept as puzzles.</source>
            <translation>Nie udało się zapisać Twoich błędów jako zadań.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/my_mistakes.py" line="85" />
            <source>They are kept until Triangles closes.</source>
            <translation>Są one przechowywane do zamknięcia gry Triangles.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/my_mistakes.py" line="87" />
            <source>Your mistakes kept as puzzles could not be read.</source>
            <translation>Nie udało się odczytać Twoich błędów zapisanych jako zadania.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/my_mistakes.py" line="88" />
            <source>The list starts again from this game's mistakes on.</source>
            <translation>Lista zaczyna się od nowa od błędów z tej gry.</translation>
        </message>
    </context>
    <context>
        <name>MistakesMode</name>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="178" />
            <source>Checking that line…</source>
            <translation>Sprawdzanie tej linii…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="191" />
            <source>That line could not be checked. Try another.</source>
            <translation>Nie udało się sprawdzić tej linii. Spróbuj innej.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="217" />
            <source>That was the last one: {found} of {count} found at the first try.</source>
            <translation>To był ostatni: {found} z {count} znalezione za pierwszym razem.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="228" />
            <source>Line {number}. Find a better line for {name}.</source>
            <translation>Linia {number}. Znajdź lepszą linię dla: {name}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="232" />
            <source>{index} of {count}</source>
            <translation>{index} z {count}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="240" />
            <source>Right! That line keeps a final margin of {value}.</source>
            <translation>Dobrze! Ta linia zachowuje końcową różnicę {value}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="245" />
            <source>Not this one either. The best line (dashed) keeps a final margin of {best}; the game's line left {actual}.</source>
            <translation>Ta też nie. Najlepsza linia (przerywana) zachowuje końcową różnicę {best}; linia z gry dawała {actual}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="250" />
            <source>Not this one ({cost} less than the best line). Hint: start from the ringed star.</source>
            <translation>Nie ta (o {cost} mniej niż najlepsza linia). Podpowiedź: zacznij od gwiazdy otoczonej kółkiem.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="253" />
            <source>Not this one: final margin {value}, {cost} less than the best line. Try again.</source>
            <translation>Nie ta: końcowa różnica {value}, o {cost} mniej niż najlepsza linia. Spróbuj ponownie.</translation>
        </message>
    </context>
    <context>
        <name>MoveList</name>
        <message>
            <location filename="../triangles_qt/ui/move_list.py" line="226" />
            <source>Moves</source>
            <translation>Ruchy</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/move_list_model.py" line="66" />
            <source>#</source>
            <translation>Nr</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/move_list_model.py" line="67" />
            <source>Player</source>
            <translation>Gracz</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/move_list_model.py" line="68" />
            <source>Triangles</source>
            <translation>Trójkąty</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/move_list_model.py" line="69" />
            <source>Analysis</source>
            <translation>Analiza</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/move_list_model.py" line="80" />
            <source>Start</source>
            <translation>Początek</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="305" />
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="306" />
            <source>New game</source>
            <translation>Nowa gra</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="307" />
            <source>&amp;Board:</source>
            <translation>&amp;Plansza:</translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="309" />
            <source>%n stars</source>
            <translation>
                <numerusform>%n gwiazda</numerusform>
                <numerusform>%n gwiazdy</numerusform>
                <numerusform>%n gwiazd</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="310" />
            <source>Opponent:</source>
            <translation>Przeciwnik:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="311" />
            <source>Another player</source>
            <translation>Drugi gracz</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="312" />
            <source>The computer</source>
            <translation>Komputer</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="315" />
            <source>How strongly the computer plays</source>
            <translation>Jak mocno gra komputer</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="316" />
            <source>Player &amp;1:</source>
            <translation>Gracz &amp;1:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="317" />
            <source>Player &amp;2:</source>
            <translation>Gracz &amp;2:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="318" />
            <source>Who starts:</source>
            <translation>Kto zaczyna:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="319" />
            <source>Rules:</source>
            <translation>Zasady:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="320" />
            <source>Play again after a triangle</source>
            <translation>Dodatkowy ruch za trójkąt</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="322" />
            <source>Whoever closes a triangle draws another line at once.</source>
            <translation>Kto zamknie trójkąt, od razu rysuje kolejną linię.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="324" />
            <source>Board &amp;number:</source>
            <translation>&amp;Numer planszy:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="325" />
            <source>Random</source>
            <translation>Losowy</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="327" />
            <source>Leave empty for a new board, or enter a number to replay that board.</source>
            <translation>Zostaw puste, aby dostać nową planszę, lub wpisz numer, aby zagrać ponownie na tej planszy.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="329" />
            <source>&amp;Play</source>
            <translation>&amp;Graj</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="330" />
            <source>Cancel</source>
            <translation>Anuluj</translation>
        </message>
    </context>
    <context>
        <name>NewGameFlow</name>
        <message>
            <location filename="../triangles_qt/ui/new_game_flow.py" line="94" />
            <source>The same board again, from the start.</source>
            <translation>Ta sama plansza od początku.</translation>
        </message>
    </context>
    <context>
        <name>Outcome</name>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="71" />
            <source>Draw!</source>
            <translation>Remis!</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="74" />
            <source>You win!</source>
            <translation>Wygrywasz!</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="75" />
            <source>You lose!</source>
            <translation>Przegrywasz!</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="76" />
            <source>{name} wins!</source>
            <translation>{name} wygrywa!</translation>
        </message>
    </context>
    <context>
        <name>PlayerName</name>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="21" />
            <source>You</source>
            <translation>Ty</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="23" />
            <source>Computer</source>
            <translation>Komputer</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="25" />
            <source>Player 1</source>
            <translation>Gracz 1</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="26" />
            <source>Player 2</source>
            <translation>Gracz 2</translation>
        </message>
    </context>
    <context>
        <name>PuzzleMode</name>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="100" />
            <source>&amp;Puzzles</source>
            <translation>Zadan&amp;ia</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="102" />
            <source>Positions from real games with one best line to find</source>
            <translation>Pozycje z prawdziwych gier, w których trzeba znaleźć jedną najlepszą linię</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="227" />
            <source>Right! That line keeps the best result.</source>
            <translation>Dobrze! Ta linia zachowuje najlepszy wynik.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="228" />
            <source>Right, this time. The puzzle comes back tomorrow.</source>
            <translation>Tym razem dobrze. Zadanie wróci jutro.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="230" />
            <source>Not this one either. The best line is shown dashed.</source>
            <translation>Ta też nie. Najlepsza linia jest pokazana jako przerywana.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="232" />
            <source>Not this one. Hint: a best line starts from the ringed star.</source>
            <translation>Nie ta. Podpowiedź: jedna z najlepszych linii zaczyna się od gwiazdy otoczonej kółkiem.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="234" />
            <source>Not this one: another line does better. Try again.</source>
            <translation>Nie ta: inna linia daje więcej. Spróbuj ponownie.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="236" />
            <source>That line costs {cost}.</source>
            <translation>Ta linia kosztuje {cost}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="259" />
            <source>Your puzzle progress could not be saved.</source>
            <translation>Nie udało się zapisać Twoich postępów w zadaniach.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="260" />
            <source>It is kept until Triangles closes.</source>
            <translation>Są one przechowywane do zamknięcia gry Triangles.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="262" />
            <source>Your puzzle progress could not be read.</source>
            <translation>Nie udało się odczytać Twoich postępów w zadaniach.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="263" />
            <source>Practice starts again from the beginning.</source>
            <translation>Trening zaczyna się od początku.</translation>
        </message>
    </context>
    <context>
        <name>PuzzlePage</name>
        <message>
            <location filename="../triangles_qt/ui/puzzle_page.py" line="78" />
            <source>&amp;Next puzzle</source>
            <translation>&amp;Następne zadanie</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_page.py" line="79" />
            <source>&amp;Back to the game</source>
            <translation>Wróć &amp;do gry</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_page.py" line="109" />
            <source>{grade} puzzle. {name} to draw: find the best line.</source>
            <translation>{grade} zadanie. Ruch: {name}. Znajdź najlepszą linię.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_page.py" line="115" />
            <source>No puzzle is due: come back tomorrow.</source>
            <translation>Na dziś nie ma zadań: wróć jutro.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_page.py" line="120" />
            <source>Solved {solved}, streak {streak}, rating {rating}, due {due}</source>
            <translation>Rozwiązane: {solved}, seria: {streak}, ranking: {rating}, do rozwiązania: {due}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_page.py" line="158" />
            <source>Easy</source>
            <translation>Łatwe</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_page.py" line="160" />
            <source>Medium</source>
            <translation>Średnie</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_page.py" line="161" />
            <source>Hard</source>
            <translation>Trudne</translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <location filename="../triangles_qt/i18n.py" line="126" />
            <source>Drive</source>
            <translation>Dysk</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="127" />
            <source>Unknown</source>
            <translation>Nieznany</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="133" />
            <source>Folder</source>
            <comment>All other platforms</comment>
            <translation>Folder</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="134" />
            <source>Shortcut</source>
            <comment>All other platforms</comment>
            <translation>Skrót</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="137" />
            <source>File Folder</source>
            <comment>Match Windows Explorer</comment>
            <translation>Folder plików</translation>
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
            <translation>&amp;Szukaj w:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="76" />
            <source>File &amp;name:</source>
            <translation>Nazwa &amp;pliku:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="77" />
            <source>Files of &amp;type:</source>
            <translation>&amp;Typ plików:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="78" />
            <source>&amp;Open</source>
            <translation>&amp;Otwórz</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="79" />
            <source>&amp;Save</source>
            <translation>&amp;Zapisz</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="80" />
            <source>Back</source>
            <translation>Wstecz</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="81" />
            <source>Forward</source>
            <translation>Dalej</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="82" />
            <source>Parent Directory</source>
            <translation>Folder nadrzędny</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="83" />
            <source>Create New Folder</source>
            <translation>Utwórz nowy folder</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="84" />
            <source>List View</source>
            <translation>Lista</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="85" />
            <source>Detail View</source>
            <translation>Szczegóły</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="86" />
            <source>Go back</source>
            <translation>Wróć</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="87" />
            <source>Go forward</source>
            <translation>Przejdź dalej</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="88" />
            <source>Go to the parent directory</source>
            <translation>Przejdź do folderu nadrzędnego</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="89" />
            <source>Create a New Folder</source>
            <translation>Utwórz nowy folder</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="90" />
            <source>Change to list view mode</source>
            <translation>Pokaż listę</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="91" />
            <source>Change to detail view mode</source>
            <translation>Pokaż szczegóły</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="92" />
            <source>Sidebar</source>
            <translation>Pasek boczny</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="93" />
            <source>List of places and bookmarks</source>
            <translation>Lista miejsc i zakładek</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="94" />
            <source>Files</source>
            <translation>Pliki</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="95" />
            <source>&amp;Rename</source>
            <translation>&amp;Zmień nazwę</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="96" />
            <source>&amp;Delete</source>
            <translation>&amp;Usuń</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="97" />
            <source>Show &amp;hidden files</source>
            <translation>Pokaż u&amp;kryte pliki</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="98" />
            <source>&amp;New Folder</source>
            <translation>&amp;Nowy folder</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="99" />
            <source>New Folder</source>
            <translation>Nowy folder</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="100" />
            <source>Show </source>
            <translation>Pokaż </translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="101" />
            <source>Remove</source>
            <translation>Usuń</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="102" />
            <source>Delete</source>
            <translation>Usuń</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="103" />
            <source>All Files (*)</source>
            <translation>Wszystkie pliki (*)</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="104" />
            <source>%1 already exists.
Do you want to replace it?</source>
            <translation>%1 już istnieje.
Czy chcesz go zastąpić?</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="105" />
            <source>%1
File not found.
Please verify the correct file name was given.</source>
            <translation>%1
Nie znaleziono pliku.
Sprawdź, czy podano poprawną nazwę pliku.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="108" />
            <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
            <translation>%1
Nie znaleziono folderu.
Sprawdź, czy podano poprawną nazwę folderu.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="112" />
            <source>Are you sure you want to delete '%1'?</source>
            <translation>Czy na pewno chcesz usunąć „%1”?</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="113" />
            <source>'%1' is write protected.
Do you want to delete it anyway?</source>
            <translation>„%1” jest chroniony przed zapisem.
Czy mimo to chcesz go usunąć?</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="114" />
            <source>Could not delete directory.</source>
            <translation>Nie można usunąć folderu.</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <location filename="../triangles_qt/i18n.py" line="115" />
            <source>Name</source>
            <translation>Nazwa</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="116" />
            <source>Size</source>
            <translation>Rozmiar</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="117" />
            <source>Date Modified</source>
            <translation>Data modyfikacji</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="118" />
            <source>Computer</source>
            <translation>Komputer</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="119" />
            <source>My Computer</source>
            <translation>Mój komputer</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="120" />
            <source>Invalid filename</source>
            <translation>Niepoprawna nazwa pliku</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="121" />
            <source>&lt;b&gt;The name "%1" cannot be used.&lt;/b&gt;&lt;p&gt;Try using another name, with fewer characters or no punctuation marks.</source>
            <translation>&lt;b&gt;Nie można użyć nazwy „%1”.&lt;/b&gt;&lt;p&gt;Spróbuj innej nazwy, krótszej lub bez znaków interpunkcyjnych.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="132" />
            <source>Type</source>
            <comment>All other platforms</comment>
            <translation>Typ</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="136" />
            <source>Kind</source>
            <comment>Match OS X Finder</comment>
            <translation>Rodzaj</translation>
        </message>
    </context>
    <context>
        <name>QLineEdit</name>
        <message>
            <location filename="../triangles_qt/i18n.py" line="63" />
            <source>&amp;Undo</source>
            <translation>&amp;Cofnij</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="64" />
            <source>&amp;Redo</source>
            <translation>&amp;Przywróć</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="65" />
            <source>Cu&amp;t</source>
            <translation>W&amp;ytnij</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="66" />
            <source>&amp;Copy</source>
            <translation>S&amp;kopiuj</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="67" />
            <source>&amp;Paste</source>
            <translation>&amp;Wklej</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="68" />
            <source>Delete</source>
            <translation>Usuń</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="69" />
            <source>Select All</source>
            <translation>Zaznacz wszystko</translation>
        </message>
    </context>
    <context>
        <name>QMessageBox</name>
        <message>
            <location filename="../triangles_qt/i18n.py" line="61" />
            <source>Show Details...</source>
            <translation>Pokaż szczegóły...</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="62" />
            <source>Hide Details...</source>
            <translation>Ukryj szczegóły...</translation>
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
            <translation>Zapisz</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="48" />
            <source>Open</source>
            <translation>Otwórz</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="49" />
            <source>Cancel</source>
            <translation>Anuluj</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="50" />
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="51" />
            <source>Apply</source>
            <translation>Zastosuj</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="52" />
            <source>Reset</source>
            <translation>Wyzeruj</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="53" />
            <source>Help</source>
            <translation>Pomoc</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="54" />
            <source>Discard</source>
            <translation>Odrzuć</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="55" />
            <source>&amp;Yes</source>
            <translation>&amp;Tak</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="56" />
            <source>&amp;No</source>
            <translation>&amp;Nie</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="57" />
            <source>Abort</source>
            <translation>Przerwij</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="58" />
            <source>Retry</source>
            <translation>Ponów próbę</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="59" />
            <source>Ignore</source>
            <translation>Zignoruj</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="60" />
            <source>Restore Defaults</source>
            <translation>Przywróć domyślne</translation>
        </message>
    </context>
    <context>
        <name>QWidgetTextControl</name>
        <message>
            <location filename="../triangles_qt/i18n.py" line="70" />
            <source>&amp;Copy</source>
            <translation>S&amp;kopiuj</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="71" />
            <source>Copy &amp;Link Location</source>
            <translation>Skopiuj &amp;adres odnośnika</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="72" />
            <source>Select All</source>
            <translation>Zaznacz wszystko</translation>
        </message>
    </context>
    <context>
        <name>RulesWindow</name>
        <message>
            <location filename="../triangles_qt/ui/rules_figures.py" line="383" />
            <source>Player 1: {points}</source>
            <translation>Gracz 1: {points}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_figures.py" line="384" />
            <source>Player 2: {points}</source>
            <translation>Gracz 2: {points}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="71" />
            <source>Rules of Triangles</source>
            <translation>Zasady gry Triangles</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="73" />
            <source>In short</source>
            <translation>W skrócie</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="74" />
            <source>Players take turns drawing a line between two stars. A line may not cross another line, nor touch another star. Closing a triangle with no star in it scores one point. The game ends when no triangle can be closed any more; whoever has closed the most triangles wins.</source>
            <translation>Gracze na zmianę rysują linię między dwiema gwiazdami. Linia nie może przecinać innej linii ani dotykać innej gwiazdy. Zamknięcie trójkąta, w którym nie ma żadnej gwiazdy, daje jeden punkt. Gra kończy się, gdy nie da się już zamknąć żadnego trójkąta; wygrywa ten, kto zamknął najwięcej trójkątów.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="82" />
            <source>Goal</source>
            <translation>Cel gry</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="83" />
            <source>Close more triangles than your opponent. The board is a cloud of stars: 24, 60, 80, 120 or 180 stars, as chosen in the New Game window. There is no grid: a line can join two stars far apart, as long as it follows the rules below.</source>
            <translation>Zamknij więcej trójkątów niż przeciwnik. Plansza to chmura gwiazd: 24, 60, 80, 120 lub 180 gwiazd, zależnie od wyboru w oknie Nowa gra. Nie ma siatki: linia może łączyć dwie odległe gwiazdy, o ile przestrzega poniższych zasad.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="89" />
            <source>Play against a friend at the same computer, taking turns, or against the computer at one of three levels: Easy, Medium or Hard. The New Game window also sets the players' names and who starts.</source>
            <translation>Graj ze znajomym przy tym samym komputerze, na zmianę, albo z komputerem na jednym z trzech poziomów: Łatwy, Średni lub Trudny. W oknie Nowa gra ustawia się też imiona graczy i to, kto zaczyna.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="96" />
            <source>Drawing a line</source>
            <translation>Rysowanie linii</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="97" />
            <source>With the mouse, drag from one star to another, or click one star and then the other. On a touchscreen, tap one star and then the other, or slide your finger from one star to the other. With the keyboard, move between the stars with the arrow keys and press Space or Enter on each end of the line. Esc cancels a line you have started.</source>
            <translation>Myszą przeciągnij od jednej gwiazdy do drugiej albo kliknij jedną gwiazdę, a potem drugą. Na ekranie dotykowym dotknij jednej gwiazdy, a potem drugiej, albo przesuń palec od jednej gwiazdy do drugiej. Na klawiaturze przechodź między gwiazdami klawiszami strzałek i naciśnij Spację lub Enter na każdym końcu linii. Esc anuluje rozpoczętą linię.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="105" />
            <source>The line takes the player's colour; with the default theme, Nebula, red-orange for Player 1 and blue for Player 2. The app refuses a line in three cases:</source>
            <translation>Linia przyjmuje kolor gracza; w domyślnym motywie, Mgławica, czerwonopomarańczowy dla Gracza 1 i niebieski dla Gracza 2. Aplikacja odrzuca linię w trzech przypadkach:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="110" />
            <source>it already exists;</source>
            <translation>już istnieje;</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="111" />
            <source>it touches another star: a line may not touch another star, not even the edge of its dot. What you see decides: a line the app accepts always leaves a gap between it and every other star, at any window size;</source>
            <translation>dotyka innej gwiazdy: linia nie może dotykać innej gwiazdy, nawet brzegu jej kropki. Decyduje to, co widzisz: linia przyjęta przez aplikację zawsze zostawia odstęp między sobą a każdą inną gwiazdą, przy każdym rozmiarze okna;</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="117" />
            <source>it cuts a line already drawn. Two lines may leave from the same star, but they may never cross.</source>
            <translation>przecina już narysowaną linię. Z jednej gwiazdy mogą wychodzić dwie linie, ale nigdy nie mogą się przecinać.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="122" />
            <source>A refused line flashes dashed on the board with a label that says why: “Crosses a line”, “Touches a star” or “Already drawn”. The same label shows while you point at a star that would give such a line. Changed your mind? Undo ({shortcut}) takes back your last line; against the computer, it also takes back the computer's reply.</source>
            <translation>Odrzucona linia miga na planszy jako przerywana, z etykietą, która mówi dlaczego: „Przecina linię”, „Dotyka gwiazdy” lub „Już narysowana”. Ta sama etykieta pojawia się, gdy wskazujesz gwiazdę, która dałaby taką linię. Zmieniasz zdanie? Cofnij ({shortcut}) cofa Twoją ostatnią linię; w grze z komputerem cofa też odpowiedź komputera.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="130" />
            <source>Line B–D (dashed) is refused: it would cross line A–C.</source>
            <translation>Linia B–D (przerywana) jest odrzucona: przecięłaby linię A–C.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="133" />
            <source>Line A–C (dashed) is refused: it touches star B, although it passes beside B’s centre.</source>
            <translation>Linia A–C (przerywana) jest odrzucona: dotyka gwiazdy B, choć przechodzi obok środka B.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="138" />
            <source>Dimmed stars have no line left to give: every line from them is already drawn, would cross a line or would touch another star. They show where the board is used up.</source>
            <translation>Z przygaszonych gwiazd nie można już poprowadzić żadnej linii: każda linia z nich jest już narysowana, przecięłaby inną linię albo dotknęłaby innej gwiazdy. Pokazują, gdzie plansza jest wyczerpana.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="145" />
            <source>When a triangle counts</source>
            <translation>Kiedy trójkąt się liczy</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="146" />
            <source>When your line closes a triangle, that is, its other two sides are already drawn (by you or by your opponent), the triangle fills with your colour and you score one point. A triangle counts only if it holds no star, neither inside nor exactly on a side. All three of its sides may be drawn, but it brings nothing.</source>
            <translation>Gdy Twoja linia zamyka trójkąt, czyli jego dwa pozostałe boki są już narysowane (przez Ciebie lub przez przeciwnika), trójkąt wypełnia się Twoim kolorem i zdobywasz jeden punkt. Trójkąt liczy się tylko wtedy, gdy nie leży w nim żadna gwiazda: ani w środku, ani dokładnie na boku. Wszystkie trzy boki innego trójkąta mogą być narysowane, ale taki trójkąt nic nie daje.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="153" />
            <source>The big triangle ABC is closed, but star D is inside it: no point.</source>
            <translation>Duży trójkąt ABC jest zamknięty, ale w jego środku leży gwiazda D: brak punktu.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="156" />
            <source>The small triangles around D, on the other hand, do count.</source>
            <translation>Za to małe trójkąty wokół D się liczą.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="160" />
            <source>One line, two triangles</source>
            <translation>Jedna linia, dwa trójkąty</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="161" />
            <source>A line has two sides: it can close a triangle on each side and score 2 points at once. In the square below, the diagonal A–C closes both ABC and ACD.</source>
            <translation>Linia ma dwie strony: może zamknąć trójkąt po każdej stronie i dać od razu 2 punkty. Na kwadracie poniżej przekątna A–C zamyka jednocześnie ABC i ACD.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="166" />
            <source>The diagonal A–C closes two triangles at once.</source>
            <translation>Przekątna A–C zamyka od razu dwa trójkąty.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="170" />
            <source>Play again after a triangle</source>
            <translation>Dodatkowy ruch za trójkąt</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="171" />
            <source>By default, each player draws one line per turn, whether it closes a triangle or not. The option “Play again after a triangle” in the New Game window changes this: a player who closes at least one triangle draws another line at once. In the example, Player 1 closes a triangle on move 3 and plays the next move too.</source>
            <translation>Domyślnie każdy gracz rysuje jedną linię na turę, niezależnie od tego, czy zamyka ona trójkąt. Opcja „Dodatkowy ruch za trójkąt” w oknie Nowa gra to zmienia: gracz, który zamknie co najmniej jeden trójkąt, od razu rysuje kolejną linię. W przykładzie Gracz 1 zamyka trójkąt w ruchu 3 i wykonuje też następny ruch.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="178" />
            <source>With “Play again after a triangle”: Player 1 closes triangle ABC on move 3 and plays move 4 too. The numbers show the order of the moves.</source>
            <translation>Z opcją „Dodatkowy ruch za trójkąt”: Gracz 1 zamyka trójkąt ABC w ruchu 3 i wykonuje też ruch 4. Liczby pokazują kolejność ruchów.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="184" />
            <source>End of the game</source>
            <translation>Koniec gry</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="185" />
            <source>The app ends the game as soon as no triangle can be closed and counted any more: a line that might still be possible would bring nothing. The player who has closed the most triangles wins. Against the computer, the end screen says “You win!” or “You lose!”; in a two-player game, it names the winner.</source>
            <translation>Aplikacja kończy grę, gdy tylko nie da się już zamknąć i zaliczyć żadnego trójkąta: linia, która byłaby jeszcze możliwa, nic by nie dała. Wygrywa gracz, który zamknął najwięcej trójkątów. W grze z komputerem ekran końcowy mówi „Wygrywasz!” lub „Przegrywasz!”; w grze dwóch graczy podaje imię zwycięzcy.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="193" />
            <source>Draw</source>
            <translation>Remis</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="194" />
            <source>With an equal number of triangles, the end screen says “Draw!”. Against the computer, a draw counts as neither a win nor a loss in the statistics. See the example that ends in a draw.</source>
            <translation>Przy równej liczbie trójkątów ekran końcowy mówi „Remis!”. W grze z komputerem remis nie liczy się w statystykach ani jako wygrana, ani jako przegrana. Zobacz przykład, który kończy się remisem.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="200" />
            <source>A short game that ends in a draw: on move 4, A–C closes ABC for Player 2; on move 5, A–D closes ACD for Player 1. B–D would cross A–C, so no triangle is left: 1–1.</source>
            <translation>Krótka gra zakończona remisem: w ruchu 4 A–C zamyka ABC dla Gracza 2; w ruchu 5 A–D zamyka ACD dla Gracza 1. B–D przecięłaby A–C, więc nie zostaje żaden trójkąt: 1–1.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="206" />
            <source>Looking back</source>
            <translation>Przeglądanie gry</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="207" />
            <source>Redo ({redo}) draws the lines you took back again, until you draw another line. View &gt; Move list ({moves}) lists every line of the game; choose one to see the board and the score as they were after it (the arrow keys step, Home and End jump), then return to the game at its latest position. From any position that is not over, Game &gt; Continue from here starts a new game there, against a friend or the computer; such practice games do not count in the statistics. Giving up a game against the computer after you have drawn a line counts as a loss; Triangles asks first.</source>
            <translation>Przywróć ({redo}) rysuje ponownie cofnięte linie, dopóki nie narysujesz innej linii. Widok &gt; Lista ruchów ({moves}) pokazuje wszystkie linie gry; wybierz jedną, aby zobaczyć planszę i wynik takie, jakie były po niej (strzałki przechodzą o krok, Home i End skaczą), a potem wróć do gry w jej najnowszej pozycji. Z każdej pozycji, w której gra się nie skończyła, Gra &gt; Kontynuuj stąd zaczyna tam nową grę, ze znajomym lub z komputerem; takie gry treningowe nie liczą się w statystykach. Poddanie gry z komputerem po narysowaniu przez Ciebie linii liczy się jako przegrana; Triangles najpierw pyta.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="218" />
            <source>Game &gt; Analyse game ({analyse}) lets the computer go through the game, while you play on. Every position gets one value: the final margin (your points minus your opponent's at the end) its player could still reach with best play. A line's cost is how much it lowered its player's margin: the best line costs nothing, a triangle handed over costs 2. The chart draws these values, so it moves only at lines, and every fall belongs to a line of the player who fell; the move list shows each line's mark with its cost beside it. Choose a line to see what it did and, if it cost something, the best line dashed on the board. The analysis is saved with the game.</source>
            <translation>Gra &gt; Analizuj grę ({analyse}) pozwala komputerowi przejrzeć grę, podczas gdy Ty grasz dalej. Każda pozycja dostaje jedną wartość: końcową różnicę (Twoje punkty minus punkty przeciwnika na końcu), jaką gracz na ruchu może jeszcze osiągnąć przy najlepszej grze. Koszt linii to to, o ile obniżyła ona różnicę swojego gracza: najlepsza linia nic nie kosztuje, oddany trójkąt kosztuje 2. Wykres rysuje te wartości, więc zmienia się tylko przy liniach, a każdy spadek wynika z linii gracza, którego wartość spadła; lista ruchów pokazuje ocenę każdej linii, a obok jej koszt. Wybierz linię, aby zobaczyć, co dała, i, jeśli coś kosztowała, najlepszą linię przerywaną na planszy. Analiza jest zapisywana razem z grą.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="230" />
            <source>The marks read like a coach's: what counts is how much a line lowers its player's chances (a win counts 1, a draw 1/2, a loss 0). The same points matter more in a close game near its end than in one long decided, so a line is an inaccuracy, a mistake or a blunder by how much it lowered the chances. Whatever the chances, a line that throws away the win or the draw is at least a mistake, and one that hands a triangle over is never good. A player's accuracy is the average over their lines: 100 % for a line that gives nothing away, 50 % for one triangle handed over, a third for two. The line after which the loser never again got back to a draw decided the game. N and P in the move list, or the buttons under it, go to the next and the previous marked line.</source>
            <translation>Oceny są jak uwagi trenera: liczy się to, o ile linia obniża szanse swojego gracza (wygrana liczy się jako 1, remis jako 1/2, przegrana jako 0). Te same punkty znaczą więcej w wyrównanej grze pod jej koniec niż w grze dawno rozstrzygniętej, więc linia jest niedokładnością, błędem lub poważnym błędem zależnie od tego, o ile obniżyła szanse. Bez względu na szanse linia, która oznacza utratę wygranej lub remisu, jest co najmniej błędem, a linia, która oddaje trójkąt, nigdy nie jest dobra. Dokładność gracza to średnia z jego linii: 100 % za linię, która niczego nie oddaje, 50 % za jeden oddany trójkąt, jedna trzecia za dwa. Grę rozstrzygnęła linia, po której strona przegrana już nigdy nie odzyskała remisu. N i P na liście ruchów albo przyciski pod nią przechodzą do następnej i poprzedniej ocenionej linii.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="243" />
            <source>How far the exact part reaches depends on the position, not on the time: the last stretch of the game, a longer one with “Play again after a triangle”, on 24 stars as on 60. The chart is solid where it is exact and dashed where it is estimated, and marks the line that decided the game; “Play on from before line …” starts a new game just before it, to practise that moment. The analysis counts work, not time: on a busy computer it takes longer but gives the same marks.</source>
            <translation>Zasięg dokładnej części zależy od pozycji, nie od czasu: końcowy odcinek gry, dłuższy z opcją „Dodatkowy ruch za trójkąt”, tak samo na 24 jak na 60 gwiazdach. Wykres jest rysowany linią ciągłą tam, gdzie jest dokładny, i przerywaną tam, gdzie jest szacowany, oraz zaznacza linię, która rozstrzygnęła grę; „Zagraj od pozycji sprzed linii …” zaczyna nową grę tuż przed nią, aby przećwiczyć ten moment. Analiza mierzy pracę, nie czas: na obciążonym komputerze trwa dłużej, ale daje te same oceny.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="254" />
            <source>Puzzles</source>
            <translation>Zadania</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="255" />
            <source>Game &gt; Puzzles shows a position from a game between the computer's levels in place of your game, which waits until you go back to it. Draw the line that keeps the best result for the side to draw: the computer worked every answer out exactly. A wrong line is taken back for another try; after the second miss the star a best line starts from is ringed, after the third the line shows dashed. A puzzle solved at the first try comes back after 1, 3, 7 and 21 days, one missed the next day. New puzzles are easy, medium or hard, chosen by your rating, which rises and falls with each first answer.</source>
            <translation>Gra &gt; Zadania pokazuje zamiast Twojej gry pozycję z gry między poziomami komputera; Twoja gra czeka, aż do niej wrócisz. Narysuj linię, która zachowuje najlepszy wynik dla strony na ruchu: komputer dokładnie obliczył każdą odpowiedź. Błędna linia jest cofana, aby można było spróbować ponownie; po drugiej pomyłce gwiazda, od której zaczyna się jedna z najlepszych linii, zostaje otoczona kółkiem, a po trzeciej ta linia pojawia się jako przerywana. Zadanie rozwiązane za pierwszym razem wraca po 1, 3, 7 i 21 dniach, a nierozwiązane — następnego dnia. Nowe zadania są łatwe, średnie lub trudne, dobierane według Twojego rankingu, który rośnie lub spada z każdą pierwszą odpowiedzią.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="266" />
            <source>Once a game is analysed, Learn from your mistakes (under the move list, or on the end screen) takes you through your marked lines, the worst first or in the order played: find a better line from the position before each. It is right when it would not have been marked; a wrong one says what it costs, then the hint and the best line come as in the puzzles. Your mistakes worked out exactly also become puzzles of your own, which come first.</source>
            <translation>Gdy gra zostanie przeanalizowana, Ucz się na swoich błędach (pod listą ruchów lub na ekranie końcowym) prowadzi przez Twoje ocenione linie, najgorsze najpierw albo w kolejności gry: znajdź lepszą linię z pozycji przed każdą z nich. Odpowiedź jest dobra, gdy linia nie dostałaby oceny; zła mówi, ile kosztuje, a potem podpowiedź i najlepsza linia pojawiają się jak w zadaniach. Twoje błędy policzone dokładnie stają się też Twoimi własnymi zadaniami, które przychodzą najpierw.</translation>
        </message>
    </context>
    <context>
        <name>ScoreBar</name>
        <message>
            <location filename="../triangles_qt/ui/score_bar.py" line="374" />
            <source>winner</source>
            <translation>zwycięzca</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/score_bar.py" line="376" />
            <source>thinking</source>
            <translation>myśli</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/score_bar.py" line="378" />
            <source>to play</source>
            <translation>na ruchu</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/score_bar.py" line="380" />
            <source>Level: {level}</source>
            <translation>Poziom: {level}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/score_bar.py" line="397" />
            <source>{name} is thinking</source>
            <translation>{name} myśli</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/score_bar.py" line="400" />
            <location filename="../triangles_qt/ui/score_bar.py" line="404" />
            <source>{name} to play</source>
            <translation>Ruch: {name}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/score_bar.py" line="402" />
            <source>Your turn</source>
            <translation>Twój ruch</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/score_bar.py" line="419" />
            <source>Play again after a triangle</source>
            <translation>Dodatkowy ruch za trójkąt</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="125" />
            <source>Statistics</source>
            <translation>Statystyki</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="126" />
            <source>Your results against the computer</source>
            <translation>Twoje wyniki w grze z komputerem</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="128" />
            <source>Level</source>
            <translation>Poziom</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="129" />
            <source>Stars</source>
            <translation>Gwiazdy</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="130" />
            <source>Played</source>
            <translation>Rozegrane</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="131" />
            <source>Won</source>
            <translation>Wygrane</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="132" />
            <source>Lost</source>
            <translation>Przegrane</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="133" />
            <source>Drawn</source>
            <translation>Remisy</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="134" />
            <source>Win rate</source>
            <translation>Odsetek wygranych</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="135" />
            <source>Winning streak</source>
            <translation>Seria wygranych</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="136" />
            <source>Best streak</source>
            <translation>Najlepsza seria</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="139" />
            <source>No games against the computer yet. Finish one and your results appear here.</source>
            <translation>Nie ma jeszcze gier z komputerem. Dokończ jedną, a Twoje wyniki pojawią się tutaj.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="143" />
            <source>A draw is neither a win nor a loss: the win rate counts won and lost games only, and a draw does not end a winning streak. A game against the computer abandoned after you drew a line counts as a loss. Games between two people are not counted.</source>
            <translation>Remis nie jest ani wygraną, ani przegraną: odsetek wygranych liczy tylko gry wygrane i przegrane, a remis nie przerywa serii wygranych. Gra z komputerem poddana po narysowaniu przez Ciebie linii liczy się jako przegrana. Gry między dwiema osobami nie są liczone.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="149" />
            <source>&amp;Reset…</source>
            <translation>&amp;Wyzeruj…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="172" />
            <source>Your accuracy in analysed games: {last} % in the last, {mean} % on average over the last {count}. The line follows the average.</source>
            <translation>Twoja dokładność w przeanalizowanych grach: {last} % w ostatniej, średnio {mean} % w ostatnich {count}. Linia pokazuje średnią.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="321" />
            <source>Reset statistics</source>
            <translation>Wyzeruj statystyki</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="322" />
            <source>Forget all your results against the computer?</source>
            <translation>Zapomnieć wszystkie Twoje wyniki w grze z komputerem?</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="323" />
            <source>This cannot be undone.</source>
            <translation>Tego nie można cofnąć.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="324" />
            <source>Reset</source>
            <translation>Wyzeruj</translation>
        </message>
    </context>
    <context>
        <name>StatusNews</name>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="33" />
            <source>Wait: the computer is thinking.</source>
            <translation>Chwileczkę: komputer myśli.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="35" />
            <source>Hint: try the highlighted line.</source>
            <translation>Podpowiedź: spróbuj podświetlonej linii.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="38" />
            <source>No hint is available right now.</source>
            <translation>Podpowiedź nie jest teraz dostępna.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="42" />
            <source>The computer chose a refused line; it plays another.</source>
            <translation>Komputer wybrał niedozwoloną linię; zagra inną.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="46" />
            <source>The computer had a problem and started again.</source>
            <translation>Komputer miał problem i zaczął od nowa.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="51" />
            <source>Hard could not think this move through: the computer played a quick line instead.</source>
            <translation>Poziom Trudny nie zdążył przemyśleć tego ruchu: komputer zagrał zamiast tego szybko wybraną linię.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="80" />
            <source>{name} closed a triangle and plays again!</source>
            <translation>{name} zamyka trójkąt i ma dodatkowy ruch!</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="82" />
            <source>{name} closed a triangle!</source>
            <translation>{name} zamyka trójkąt!</translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/status_news.py" line="87" />
            <source>{name} closed %n triangles and plays again!</source>
            <translation>
                <numerusform>{name} zamyka %n trójkąt i ma dodatkowy ruch!</numerusform>
                <numerusform>{name} zamyka %n trójkąty i ma dodatkowy ruch!</numerusform>
                <numerusform>{name} zamyka %n trójkątów i ma dodatkowy ruch!</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/status_news.py" line="89" />
            <source>{name} closed %n triangles!</source>
            <translation>
                <numerusform>{name} zamyka %n trójkąt!</numerusform>
                <numerusform>{name} zamyka %n trójkąty!</numerusform>
                <numerusform>{name} zamyka %n trójkątów!</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="97" />
            <source>You closed a triangle and play again!</source>
            <translation>Zamykasz trójkąt i masz dodatkowy ruch!</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="98" />
            <source>You closed a triangle!</source>
            <translation>Zamykasz trójkąt!</translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/status_news.py" line="100" />
            <source>You closed %n triangles and play again!</source>
            <translation>
                <numerusform>Zamykasz %n trójkąt i masz dodatkowy ruch!</numerusform>
                <numerusform>Zamykasz %n trójkąty i masz dodatkowy ruch!</numerusform>
                <numerusform>Zamykasz %n trójkątów i masz dodatkowy ruch!</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/status_news.py" line="101" />
            <source>You closed %n triangles!</source>
            <translation>
                <numerusform>Zamykasz %n trójkąt!</numerusform>
                <numerusform>Zamykasz %n trójkąty!</numerusform>
                <numerusform>Zamykasz %n trójkątów!</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/status_news.py" line="105" />
            <source>Took back %n lines.</source>
            <translation>
                <numerusform>Cofnięto %n linię.</numerusform>
                <numerusform>Cofnięto %n linie.</numerusform>
                <numerusform>Cofnięto %n linii.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="107" />
            <source>Took back the last line.</source>
            <translation>Cofnięto ostatnią linię.</translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/status_news.py" line="111" />
            <source>Drew %n lines again.</source>
            <translation>
                <numerusform>Ponownie narysowano %n linię.</numerusform>
                <numerusform>Ponownie narysowano %n linie.</numerusform>
                <numerusform>Ponownie narysowano %n linii.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="113" />
            <source>Drew the line again.</source>
            <translation>Ponownie narysowano linię.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="120" />
            <source>Preparing the board…</source>
            <translation>Przygotowuję planszę…</translation>
        </message>
    </context>
    <context>
        <name>Theme</name>
        <message>
            <location filename="../triangles_qt/ui/themes.py" line="66" />
            <source>Nebula</source>
            <translation>Mgławica</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/themes.py" line="92" />
            <source>Daylight</source>
            <translation>Światło dzienne</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/themes.py" line="121" />
            <source>High contrast</source>
            <translation>Wysoki kontrast</translation>
        </message>
    </context>
</TS>
