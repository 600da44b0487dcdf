<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fi" sourcelanguage="en">
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
            <translation>&amp;Aloita alusta</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="105" />
            <source>&amp;Abandon game</source>
            <translation>&amp;Luovuta peli</translation>
        </message>
    </context>
    <context>
        <name>AboutBox</name>
        <message>
            <location filename="../triangles_qt/ui/about.py" line="26" />
            <source>About Triangles</source>
            <translation>Tietoja Triangles-pelistä</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/about.py" line="28" />
            <source>Draw lines between stars and close empty triangles. Play against a friend or the computer.</source>
            <translation>Vedä viivoja tähtien välille ja sulje tyhjiä kolmioita. Pelaa ystävää tai tietokonetta vastaan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/about.py" line="31" />
            <source>Free software under the MIT licence.</source>
            <translation>Vapaa ohjelmisto MIT-lisenssillä.</translation>
        </message>
    </context>
    <context>
        <name>AnalysisPanel</name>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="110" />
            <source>Cancel</source>
            <translation>Peruuta</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="111" />
            <source>◀ Previous mark</source>
            <translation>◀ Edellinen merkintä</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="112" />
            <source>The previous marked line of either player (P)</source>
            <translation>Kumman tahansa pelaajan edellinen merkitty viiva (P)</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="113" />
            <source>Next mark ▶</source>
            <translation>Seuraava merkintä ▶</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="114" />
            <source>The next marked line of either player (N)</source>
            <translation>Kumman tahansa pelaajan seuraava merkitty viiva (N)</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="117" />
            <source>Analysing: %p%</source>
            <translation>Analysoidaan: %p %</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="118" />
            <source>Margin through the game</source>
            <translation>Pisteero pelin aikana</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="120" />
            <source>Solid: worked out to the end of the game. Dashed: Hard's estimate.</source>
            <translation>Yhtenäinen: laskettu pelin loppuun asti. Katkoviiva: Vaikean tason arvio.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="123" />
            <source>A new game from the position before the line that decided this one</source>
            <translation>Uusi peli asemasta ennen viivaa, joka ratkaisi tämän pelin</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="180" />
            <source>Play on from before line {number}</source>
            <translation>Jatka viivaa {number} edeltävästä asemasta</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="210" />
            <source>&lt;b&gt;{name}&lt;/b&gt;: accuracy {accuracy} %; inaccuracies {inaccuracies}, mistakes {mistakes}, blunders {blunders}; points given away {points}.</source>
            <translation>&lt;b&gt;{name}&lt;/b&gt;: tarkkuus {accuracy} %; epätarkkuuksia {inaccuracies}, virheitä {mistakes}, vakavia virheitä {blunders}; annettuja pisteitä {points}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="224" />
            <source>line {number} ({cost})</source>
            <translation>viiva {number} ({cost})</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="230" />
            <source>Biggest: {lines}.</source>
            <translation>Suurimmat: {lines}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="244" />
            <source>Analyse the game to see what each line cost and which was best.</source>
            <translation>Analysoi peli, niin näet, mitä kukin viiva maksoi ja mikä oli paras.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="249" />
            <source>Line {number} ({name}): {mark}.</source>
            <translation>Viiva {number} ({name}): {mark}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="257" />
            <source>Best was the dashed line, for a final margin of {best}; this line leaves {actual}.</source>
            <translation>Paras olisi ollut katkoviivalla näkyvä viiva (loppuero {best}); tämä viiva jättää loppueroksi {actual}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="260" />
            <source>Final margin with best play from here: {value}.</source>
            <translation>Loppuero parhaalla pelillä tästä eteenpäin: {value}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="264" />
            <source>Worked out to the end of the game.</source>
            <translation>Laskettu pelin loppuun asti.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="266" />
            <source>Hard's estimate: the end of the game was too far ahead to see.</source>
            <translation>Vaikean tason arvio: pelin loppu oli liian kaukana nähtäväksi.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="275" />
            <source>Lines analysed: {count}. Good: {good}, inaccuracies: {inaccuracies}, mistakes: {mistakes}, blunders: {blunders}.</source>
            <translation>Analysoituja viivoja: {count}. Hyviä: {good}, epätarkkuuksia: {inaccuracies}, virheitä: {mistakes}, vakavia virheitä: {blunders}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="289" />
            <source>The game was decided on line {number} ({name}): {change}.</source>
            <translation>Peli ratkesi viivalla {number} ({name}): {change}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="295" />
            <source>The game was decided on line {number} ({name}): after it, that player never again got back to where they had been.</source>
            <translation>Peli ratkesi viivalla {number} ({name}): sen jälkeen pelaaja ei enää koskaan päässyt takaisin siihen, missä oli ollut.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="301" />
            <source>Every line is worked out to the end of the game.</source>
            <translation>Jokainen viiva on laskettu pelin loppuun asti.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="304" />
            <source>Lines {first} to {last} are worked out to the end of the game; the earlier ones are Hard's estimates (dashed in the chart).</source>
            <translation>Viivat {first}–{last} on laskettu pelin loppuun asti; aiemmat ovat Vaikean tason arvioita (katkoviivana kaaviossa).</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="308" />
            <source>Every line is Hard's estimate (dashed in the chart).</source>
            <translation>Jokainen viiva on Vaikean tason arvio (katkoviivana kaaviossa).</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="310" />
            <source>The lines after them are not analysed yet.</source>
            <translation>Niiden jälkeisiä viivoja ei ole vielä analysoitu.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="316" />
            <source>You are ahead</source>
            <translation>Johdat</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="317" />
            <source>{name} ahead</source>
            <translation>{name} johtaa</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="325" />
            <source>Your final margin with best play, from {first} to {last}.</source>
            <translation>Loppuerosi parhaalla pelillä, alussa {first}, lopussa {last}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="327" />
            <source>{name}'s final margin with best play, from {first} to {last}.</source>
            <translation>{name}: loppuero parhaalla pelillä, alussa {first}, lopussa {last}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="330" />
            <source>Decided on line {number}.</source>
            <translation>Ratkesi viivalla {number}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="29" />
            <source>good</source>
            <translation>hyvä</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="30" />
            <source>inaccuracy</source>
            <translation>epätarkkuus</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="31" />
            <source>mistake</source>
            <translation>virhe</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="32" />
            <source>blunder</source>
            <translation>vakava virhe</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="40" />
            <source>threw away the draw</source>
            <translation>tasapeli menetetty</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="41" />
            <source>threw away the win</source>
            <translation>voitto menetetty</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="46" />
            <source>This line decided the game.</source>
            <translation>Tämä viiva ratkaisi pelin.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="54" />
            <source>{mark} ({change})</source>
            <translation>{mark} ({change})</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="78" />
            <source>triangles handed over: {count}</source>
            <translation>luovutettuja kolmioita: {count}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="80" />
            <source>points given away: {count}</source>
            <translation>annettuja pisteitä: {count}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="93" />
            <source>final margin {best} with the best line, {actual} with this one</source>
            <translation>loppuero {best} parhaalla viivalla, {actual} tällä</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="97" />
            <source>estimate</source>
            <translation>arvio</translation>
        </message>
    </context>
    <context>
        <name>BoardView</name>
        <message>
            <location filename="../triangles_qt/ui/board/labels.py" line="35" />
            <source>Game over</source>
            <translation>Peli päättyi</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/board/labels.py" line="37" />
            <source>Already drawn</source>
            <translation>Jo vedetty</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/board/labels.py" line="41" />
            <source>Crosses a line</source>
            <translation>Leikkaa viivan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/board/labels.py" line="43" />
            <source>Touches a star</source>
            <translation>Koskettaa tähteä</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/board/view.py" line="204" />
            <source>Star board</source>
            <translation>Tähtilauta</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/board/view.py" line="207" />
            <source>Pick two stars to draw a line: click or tap one and then the other, or drag from one to the other. Arrow keys move between stars, Space picks, Esc cancels.</source>
            <translation>Valitse kaksi tähteä vetääksesi viivan: napsauta tai napauta ensin yhtä ja sitten toista tai vedä tähdestä toiseen. Nuolinäppäimillä siirrytään tähdestä toiseen, välilyönti valitsee, Esc peruuttaa.</translation>
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
            <translation>Kumpaa puolta pelaat tästä eteenpäin?</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/continue_side.py" line="73" />
            <source>Each side keeps its colour and its points. The computer plays the other side.</source>
            <translation>Kumpikin puoli säilyttää värinsä ja pisteensä. Tietokone pelaa toista puolta.</translation>
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
            <translation>Tarkkuus: {players}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="232" />
            <source>Game over</source>
            <translation>Peli päättyi</translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/end_dialog.py" line="249" />
            <source>%n triangles closed in %1 lines.</source>
            <translation>
                <numerusform>%n kolmio suljettu %1 viivalla.</numerusform>
                <numerusform>%n kolmiota suljettu %1 viivalla.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="253" />
            <source>One triangle closed in %1 lines.</source>
            <translation>Yksi kolmio suljettu %1 viivalla.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="259" />
            <source>&amp;New game…</source>
            <translation>&amp;Uusi peli…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="260" />
            <source>&amp;Rematch</source>
            <translation>Uusin&amp;ta</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="261" />
            <source>&amp;Analyse</source>
            <translation>&amp;Analysoi</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="262" />
            <source>&amp;Close</source>
            <translation>&amp;Sulje</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="264" />
            <source>Step through the game and see what each line cost and which was best</source>
            <translation>Käy peli läpi ja katso, mitä kukin viiva maksoi ja mikä oli paras</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="266" />
            <source>Play the same board again, with the same options</source>
            <translation>Pelaa sama lauta uudelleen samoilla asetuksilla</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="267" />
            <source>Look at the final board</source>
            <translation>Katso pelilautaa lopputilanteessa</translation>
        </message>
    </context>
    <context>
        <name>FileActions</name>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="36" />
            <source>The folder where Triangles keeps your data cannot be opened.</source>
            <translation>Kansiota, johon Triangles tallentaa tietosi, ei voi avata.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="41" />
            <source>Your settings could not be saved.</source>
            <translation>Asetuksiasi ei voitu tallentaa.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="43" />
            <source>Your statistics could not be saved.</source>
            <translation>Tilastojasi ei voitu tallentaa.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="45" />
            <source>The game in progress could not be saved for the next start.</source>
            <translation>Keskeneräistä peliä ei voitu tallentaa seuraavaa käynnistystä varten.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="49" />
            <source>The picture could not be saved as “{file}”.</source>
            <translation>Kuvaa ei voitu tallentaa nimellä ”{file}”.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="52" />
            <source>The game could not be saved as “{file}”.</source>
            <translation>Peliä ei voitu tallentaa nimellä ”{file}”.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="56" />
            <source>Your settings could not be read.</source>
            <translation>Asetuksiasi ei voitu lukea.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="58" />
            <source>Your statistics could not be read.</source>
            <translation>Tilastojasi ei voitu lukea.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="61" />
            <source>The saved game in progress could not be read.</source>
            <translation>Tallennettua keskeneräistä peliä ei voitu lukea.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="64" />
            <source>The game in progress could not be restored.</source>
            <translation>Keskeneräistä peliä ei voitu palauttaa.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="67" />
            <source>Could not open the game “{file}”.</source>
            <translation>Peliä ”{file}” ei voitu avata.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="74" />
            <source>The file is empty.</source>
            <translation>Tiedosto on tyhjä.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="78" />
            <source>The file is too large (more than {size} KB).</source>
            <translation>Tiedosto on liian suuri (yli {size} kt).</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="81" />
            <source>The file is too large (more than {size} MB).</source>
            <translation>Tiedosto on liian suuri (yli {size} Mt).</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="85" />
            <source>The file contains binary data instead of text.</source>
            <translation>Tiedosto sisältää binääridataa tekstin sijaan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="89" />
            <source>The file is incomplete or damaged.</source>
            <translation>Tiedosto on vajaa tai vioittunut.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="91" />
            <source>Some of its contents are missing or of the wrong kind.</source>
            <translation>Osa sen sisällöstä puuttuu tai on väärää tyyppiä.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="95" />
            <source>It was written by a different version of Triangles.</source>
            <translation>Sen on kirjoittanut Trianglesin eri versio.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="99" />
            <source>It contains moves the rules do not allow.</source>
            <translation>Se sisältää siirtoja, joita säännöt eivät salli.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="103" />
            <source>There is no such file.</source>
            <translation>Tiedostoa ei ole olemassa.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="105" />
            <source>The system did not allow the file to be read.</source>
            <translation>Järjestelmä ei sallinut tiedoston lukemista.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="109" />
            <source>Its name belongs to a folder, pipe or device, not to a file.</source>
            <translation>Nimi kuuluu kansiolle, putkelle tai laitteelle, ei tiedostolle.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="113" />
            <source>It is a link that does not lead to a valid file.</source>
            <translation>Se on linkki, joka ei johda kelvolliseen tiedostoon.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="117" />
            <source>The system did not allow the folder to be opened or listed.</source>
            <translation>Järjestelmä ei sallinut kansion avaamista tai sen sisällön luettelemista.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="121" />
            <source>The process reading it was ended before it had finished; the file itself may be fine.</source>
            <translation>Sitä lukenut prosessi lopetettiin ennen kuin se oli valmis; itse tiedosto voi olla kunnossa.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="126" />
            <source>Another copy of Triangles is saving the file and has not finished.</source>
            <translation>Toinen Triangles-kopio tallentaa tiedostoa eikä ole vielä valmis.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="129" />
            <source>The system did not allow the file to be written (the disk may be full or read-only).</source>
            <translation>Järjestelmä ei sallinut tiedoston kirjoittamista (levy voi olla täynnä tai kirjoitussuojattu).</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="138" />
            <source>What cannot be saved now is kept and saved there as soon as the folder can be used again.</source>
            <translation>Mitä ei nyt voi tallentaa, pidetään tallessa ja tallennetaan sinne heti, kun kansiota voi taas käyttää.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="143" />
            <source>Triangles starts with the default settings and saves nothing there this time.</source>
            <translation>Triangles käynnistyy oletusasetuksin eikä tallenna sinne tällä kertaa mitään.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="149" />
            <source>Nothing is lost: your settings are saved as soon as the other copy has finished.</source>
            <translation>Mitään ei menetetä: asetuksesi tallennetaan heti, kun toinen kopio on valmis.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="153" />
            <source>Nothing is lost: your results are saved as soon as the other copy has finished.</source>
            <translation>Mitään ei menetetä: tuloksesi tallennetaan heti, kun toinen kopio on valmis.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="159" />
            <source>Any earlier file of that name is unchanged.</source>
            <translation>Mahdollinen aiempi samanniminen tiedosto on ennallaan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="162" />
            <source>The previous file is unchanged. The game goes on.</source>
            <translation>Aiempi tiedosto on ennallaan. Peli jatkuu.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="166" />
            <source>The file was not changed. The current game goes on.</source>
            <translation>Tiedostoa ei muutettu. Nykyinen peli jatkuu.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="170" />
            <source>The file was not changed. A new game starts instead.</source>
            <translation>Tiedostoa ei muutettu. Sen sijaan alkaa uusi peli.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="173" />
            <source>The file was left as it is and will not be changed.</source>
            <translation>Tiedosto jätettiin ennalleen, eikä sitä muuteta.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="181" />
            <source>The statistics Triangles shows are saved in its place.</source>
            <translation>Trianglesin näyttämät tilastot tallennetaan sen tilalle.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="185" />
            <source>The game on the board is saved in its place.</source>
            <translation>Laudalla oleva peli tallennetaan sen tilalle.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="189" />
            <source>The default settings are used.</source>
            <translation>Käytetään oletusasetuksia.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="191" />
            <source>Your statistics start again from zero.</source>
            <translation>Tilastosi alkavat taas nollasta.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="193" />
            <source>A new game starts instead.</source>
            <translation>Sen sijaan alkaa uusi peli.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="201" />
            <source>The damaged file was kept as “{file}”.</source>
            <translation>Vioittunut tiedosto säilytettiin nimellä ”{file}”.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="43" />
            <source>Abandon this game for the new one ({board})? It counts as a loss.</source>
            <translation>Luovutatko tämän pelin uuden vuoksi ({board})? Se lasketaan tappioksi.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="46" />
            <source>Abandon this game? It counts as a loss.</source>
            <translation>Luovutatko tämän pelin? Se lasketaan tappioksi.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="49" />
            <source>Restart this game? The lines drawn so far are cleared.</source>
            <translation>Aloitetaanko peli alusta? Tähän mennessä vedetyt viivat poistetaan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="54" />
            <source>Abandon your unfinished game for the new one ({board})? Its lines are cleared.</source>
            <translation>Luovutatko keskeneräisen pelisi uuden vuoksi ({board})? Sen viivat poistetaan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="58" />
            <source>Abandon your unfinished game for the one asked for? Its lines are cleared.</source>
            <translation>Luovutatko keskeneräisen pelisi, jotta pyydetty peli voi alkaa? Sen viivat poistetaan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="63" />
            <source>Abandon this practice game? It is not counted.</source>
            <translation>Luovutatko tämän harjoituspelin? Sitä ei lasketa tilastoihin.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="73" />
            <source>The new game ({board}) was not started: your game goes on.</source>
            <translation>Uutta peliä ({board}) ei aloitettu: pelisi jatkuu.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="76" />
            <source>The game asked for was not started: your game goes on.</source>
            <translation>Pyydettyä peliä ei aloitettu: pelisi jatkuu.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/board/picture.py" line="77" />
            <source>After line {number} of {total}</source>
            <translation>Viivan {number}/{total} jälkeen</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/board/picture.py" line="82" />
            <source>Game in progress</source>
            <translation>Keskeneräinen peli</translation>
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
            <translation>Triangles-pelin pelilauta</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="117" />
            <source>&amp;Save game…</source>
            <translation>&amp;Tallenna peli…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="118" />
            <source>Save this game to a file</source>
            <translation>Tallenna tämä peli tiedostoon</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="119" />
            <source>&amp;Open game…</source>
            <translation>Avaa &amp;peli…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="120" />
            <source>Continue a game saved to a file</source>
            <translation>Jatka tiedostoon tallennettua peliä</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="121" />
            <source>&amp;Export picture…</source>
            <translation>&amp;Vie kuva…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="123" />
            <source>Save a picture of the board to share (PNG or SVG)</source>
            <translation>Tallenna pelilaudasta kuva jaettavaksi (PNG tai SVG)</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="125" />
            <source>S&amp;tatistics…</source>
            <translation>Ti&amp;lastot…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="126" />
            <source>Your results against the computer</source>
            <translation>Tuloksesi tietokonetta vastaan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="131" />
            <source>Your unfinished game is back.</source>
            <translation>Keskeneräinen pelisi on palautettu.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="161" />
            <source>Saved the game as “{file}”.</source>
            <translation>Peli tallennettiin nimellä ”{file}”.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="195" />
            <source>Opened “{file}”.</source>
            <translation>Avattu: ”{file}”.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="198" />
            <source>Its analysis was made by an earlier version, whose chart and marks could disagree: analyse the game again to see it.</source>
            <translation>Sen analyysi on tehty aiemmalla versiolla, jonka kaavio ja merkinnät saattoivat olla ristiriidassa: analysoi peli uudelleen nähdäksesi sen.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="224" />
            <source>Saved the picture as “{file}”.</source>
            <translation>Kuva tallennettiin nimellä ”{file}”.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="254" />
            <source>Triangles games (*.triangles)</source>
            <translation>Triangles-pelit (*.triangles)</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="260" />
            <source>triangles-game</source>
            <translation>triangles-peli</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="260" />
            <source>triangles-board-{number}</source>
            <translation>triangles-lauta-{number}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="263" />
            <source>-line-{number}</source>
            <translation>-viiva-{number}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="268" />
            <source>Save game</source>
            <translation>Tallenna peli</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="277" />
            <source>Open game</source>
            <translation>Avaa peli</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="279" />
            <source>All files (*)</source>
            <translation>Kaikki tiedostot (*)</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="306" />
            <source>Export picture</source>
            <translation>Vie kuva</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="308" />
            <source>Export picture of the empty board</source>
            <translation>Vie kuva tyhjästä pelilaudasta</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="310" />
            <source>Export picture of the board after line {number}</source>
            <translation>Vie kuva pelilaudasta viivan {number} jälkeen</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="313" />
            <source>PNG picture (*.png)</source>
            <translation>PNG-kuva (*.png)</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="313" />
            <source>SVG picture (*.svg)</source>
            <translation>SVG-kuva (*.svg)</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/problem_reporter.py" line="62" />
            <source>File: {path}</source>
            <translation>Tiedosto: {path}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/problem_reporter.py" line="66" />
            <source>Kept as: {path}</source>
            <translation>Säilytetty nimellä: {path}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/problem_reporter.py" line="78" />
            <source>Triangles can save your data again: what was kept is saved now.</source>
            <translation>Triangles voi taas tallentaa tietosi: tallessa pidetty on nyt tallennettu.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/problem_reporter.py" line="123" />
            <source>Some of your files had problems.</source>
            <translation>Joissakin tiedostoissasi oli ongelmia.</translation>
        </message>
    </context>
    <context>
        <name>LessonChoices</name>
        <message>
            <location filename="../triangles_qt/ui/lesson_choices.py" line="31" />
            <source>Worst first</source>
            <translation>Pahimmat ensin</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/lesson_choices.py" line="33" />
            <source>In the order played</source>
            <translation>Pelijärjestyksessä</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/lesson_choices.py" line="35" />
            <source>{name}: {order}</source>
            <translation>{name}: {order}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/lesson_choices.py" line="62" />
            <source>&amp;Learn from your mistakes</source>
            <translation>&amp;Opi virheistäsi</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/lesson_choices.py" line="66" />
            <source>Go back to your marked lines and find a better line yourself</source>
            <translation>Palaa merkittyihin viivoihisi ja löydä itse parempi viiva</translation>
        </message>
    </context>
    <context>
        <name>LessonPage</name>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="53" />
            <source>&amp;Next mistake</source>
            <translation>&amp;Seuraava virhe</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="54" />
            <source>&amp;Back to the game</source>
            <translation>&amp;Takaisin peliin</translation>
        </message>
    </context>
    <context>
        <name>Level</name>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="60" />
            <source>Easy</source>
            <translation>Helppo</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="62" />
            <source>Medium</source>
            <translation>Keskivaikea</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="63" />
            <source>Hard</source>
            <translation>Vaikea</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../triangles_qt/ui/analysis_controller.py" line="62" />
            <source>Stop &amp;analysing</source>
            <translation>Lopeta anal&amp;yysi</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_controller.py" line="64" />
            <source>&amp;Analyse game</source>
            <translation>Anal&amp;ysoi peli</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_controller.py" line="67" />
            <source>Let the computer work out what each line cost and which line was best</source>
            <translation>Anna tietokoneen selvittää, mitä kukin viiva maksoi ja mikä viiva oli paras</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_controller.py" line="77" />
            <source>Analysis stopped.</source>
            <translation>Analyysi keskeytettiin.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_controller.py" line="82" />
            <source>Analysing the game; you can keep playing meanwhile.</source>
            <translation>Peliä analysoidaan; voit pelata sillä välin.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_controller.py" line="139" />
            <source>The analysis is done.</source>
            <translation>Analyysi on valmis.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_controller.py" line="150" />
            <source>The analysis could not be finished; the game goes on.</source>
            <translation>Analyysia ei voitu viedä loppuun; peli jatkuu.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_screen.py" line="64" />
            <source>Game over: {first} – {second}. {result}</source>
            <translation>Peli päättyi: {first} – {second}. {result}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/looking_back.py" line="115" />
            <source>Looking back. End (or the last move) returns to the game.</source>
            <translation>Selaat peliä taaksepäin. End (tai viimeinen siirto) vie takaisin peliin.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/looking_back.py" line="196" />
            <source>Playing on from line {number}.</source>
            <translation>Peli jatkuu viivasta {number}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/looking_back.py" line="200" />
            <source>Playing on from the empty board.</source>
            <translation>Peli jatkuu tyhjältä laudalta.</translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/main_window.py" line="260" />
            <source>%n stars, board %1</source>
            <translation>
                <numerusform>%n tähti, lauta %1</numerusform>
                <numerusform>%n tähteä, lauta %1</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/main_window.py" line="361" />
            <source>Looking for a good line…</source>
            <translation>Etsitään hyvää viivaa…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="93" />
            <source>That line already exists.</source>
            <translation>Viiva on jo olemassa.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="95" />
            <source>That line touches a star.</source>
            <translation>Viiva koskettaa tähteä.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="97" />
            <source>That line would cross another line.</source>
            <translation>Viiva leikkaisi toisen viivan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="98" />
            <source>The game is over.</source>
            <translation>Peli on päättynyt.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="158" />
            <source>&amp;Game</source>
            <translation>&amp;Peli</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="159" />
            <source>&amp;New game…</source>
            <translation>&amp;Uusi peli…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="160" />
            <source>&amp;Restart</source>
            <translation>&amp;Aloita alusta</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="162" />
            <source>Play the same board again from the start</source>
            <translation>Pelaa sama lauta uudelleen alusta</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="164" />
            <source>&amp;Undo</source>
            <translation>&amp;Kumoa</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="165" />
            <source>Re&amp;do</source>
            <translation>Tee uu&amp;delleen</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="167" />
            <source>Draw the lines taken back again</source>
            <translation>Vedä kumotut viivat uudelleen</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="169" />
            <source>&amp;Hint</source>
            <translation>V&amp;ihje</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="171" />
            <source>Show the line the computer would draw</source>
            <translation>Näytä viiva, jonka tietokone vetäisi</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="173" />
            <source>&amp;Continue from here</source>
            <translation>&amp;Jatka tästä</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="175" />
            <source>Play on from the position on the board, against a friend or the computer</source>
            <translation>Pelaa tästä asemasta eteenpäin ystävää tai tietokonetta vastaan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="181" />
            <source>With a &amp;friend</source>
            <translation>&amp;Ystävän kanssa</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="184" />
            <source>Against the computer, &amp;Easy</source>
            <translation>Tietokonetta vastaan: &amp;Helppo</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="187" />
            <source>Against the computer, &amp;Medium</source>
            <translation>Tietokonetta vastaan: K&amp;eskivaikea</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="190" />
            <source>Against the computer, &amp;Hard</source>
            <translation>Tietokonetta vastaan: &amp;Vaikea</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="192" />
            <source>&amp;Quit</source>
            <translation>L&amp;opeta</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="193" />
            <source>&amp;View</source>
            <translation>&amp;Näytä</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="194" />
            <source>&amp;Theme</source>
            <translation>&amp;Teema</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="195" />
            <source>&amp;Language</source>
            <translation>Kie&amp;li</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="199" />
            <source>&amp;Move list</source>
            <translation>&amp;Siirtolista</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="201" />
            <source>Every line of the game, to look back at</source>
            <translation>Pelin kaikki viivat järjestyksessä, taaksepäin selattaviksi</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="203" />
            <source>&amp;Animations</source>
            <translation>&amp;Animaatiot</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="204" />
            <source>&amp;Full screen</source>
            <translation>&amp;Koko näyttö</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="205" />
            <source>&amp;Help</source>
            <translation>&amp;Ohje</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="206" />
            <source>&amp;Rules</source>
            <translation>&amp;Säännöt</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="207" />
            <source>&amp;About Triangles</source>
            <translation>&amp;Tietoja Triangles-pelistä</translation>
        </message>
    </context>
    <context>
        <name>MistakeCollector</name>
        <message>
            <location filename="../triangles_qt/ui/my_mistakes.py" line="84" />
            <source>Your mistakes could not be kept as puzzles.</source>
            <translation>Virheitäsi ei voitu tallentaa tehtäviksi.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/my_mistakes.py" line="85" />
            <source>They are kept until Triangles closes.</source>
            <translation>Ne säilyvät, kunnes Triangles suljetaan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/my_mistakes.py" line="87" />
            <source>Your mistakes kept as puzzles could not be read.</source>
            <translation>Tehtäviksi tallennettuja virheitäsi ei voitu lukea.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/my_mistakes.py" line="88" />
            <source>The list starts again from this game's mistakes on.</source>
            <translation>Luettelo alkaa uudelleen tämän pelin virheistä.</translation>
        </message>
    </context>
    <context>
        <name>MistakesMode</name>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="178" />
            <source>Checking that line…</source>
            <translation>Tarkistetaan viivaa…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="191" />
            <source>That line could not be checked. Try another.</source>
            <translation>Viivaa ei voitu tarkistaa. Kokeile toista.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="217" />
            <source>That was the last one: {found} of {count} found at the first try.</source>
            <translation>Se oli viimeinen: {found}/{count} löytyi ensimmäisellä yrityksellä.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="228" />
            <source>Line {number}. Find a better line for {name}.</source>
            <translation>Viiva {number}. Löydä parempi viiva pelaajalle {name}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="232" />
            <source>{index} of {count}</source>
            <translation>{index}/{count}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="240" />
            <source>Right! That line keeps a final margin of {value}.</source>
            <translation>Oikein! Viiva säilyttää loppueron {value}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="245" />
            <source>Not this one either. The best line (dashed) keeps a final margin of {best}; the game's line left {actual}.</source>
            <translation>Ei tämäkään. Paras viiva (katkoviiva) säilyttää loppueron {best}; pelin viiva jätti {actual}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="250" />
            <source>Not this one ({cost} less than the best line). Hint: start from the ringed star.</source>
            <translation>Ei tämä ({cost} vähemmän kuin paras viiva). Vihje: aloita ympyröidystä tähdestä.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="253" />
            <source>Not this one: final margin {value}, {cost} less than the best line. Try again.</source>
            <translation>Ei tämä: loppuero {value}, {cost} vähemmän kuin paras viiva. Yritä uudelleen.</translation>
        </message>
    </context>
    <context>
        <name>MoveList</name>
        <message>
            <location filename="../triangles_qt/ui/move_list.py" line="226" />
            <source>Moves</source>
            <translation>Siirrot</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/move_list_model.py" line="66" />
            <source>#</source>
            <translation>Nro</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/move_list_model.py" line="67" />
            <source>Player</source>
            <translation>Pelaaja</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/move_list_model.py" line="68" />
            <source>Triangles</source>
            <translation>Kolmiot</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/move_list_model.py" line="69" />
            <source>Analysis</source>
            <translation>Analyysi</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/move_list_model.py" line="80" />
            <source>Start</source>
            <translation>Alku</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="305" />
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="306" />
            <source>New game</source>
            <translation>Uusi peli</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="307" />
            <source>&amp;Board:</source>
            <translation>&amp;Pelilauta:</translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="309" />
            <source>%n stars</source>
            <translation>
                <numerusform>%n tähti</numerusform>
                <numerusform>%n tähteä</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="310" />
            <source>Opponent:</source>
            <translation>Vastustaja:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="311" />
            <source>Another player</source>
            <translation>Toinen pelaaja</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="312" />
            <source>The computer</source>
            <translation>Tietokone</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="315" />
            <source>How strongly the computer plays</source>
            <translation>Kuinka vahvasti tietokone pelaa</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="316" />
            <source>Player &amp;1:</source>
            <translation>Pelaaja &amp;1:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="317" />
            <source>Player &amp;2:</source>
            <translation>Pelaaja &amp;2:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="318" />
            <source>Who starts:</source>
            <translation>Aloittaja:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="319" />
            <source>Rules:</source>
            <translation>Säännöt:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="320" />
            <source>Play again after a triangle</source>
            <translation>Pelaa uudelleen kolmion jälkeen</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="322" />
            <source>Whoever closes a triangle draws another line at once.</source>
            <translation>Kolmion sulkenut pelaaja vetää heti toisen viivan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="324" />
            <source>Board &amp;number:</source>
            <translation>Laudan &amp;numero:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="325" />
            <source>Random</source>
            <translation>Satunnainen</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="327" />
            <source>Leave empty for a new board, or enter a number to replay that board.</source>
            <translation>Jätä tyhjäksi, niin saat uuden laudan, tai anna numero, niin pelaat saman laudan uudelleen.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="329" />
            <source>&amp;Play</source>
            <translation>Pel&amp;aa</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="330" />
            <source>Cancel</source>
            <translation>Peruuta</translation>
        </message>
    </context>
    <context>
        <name>NewGameFlow</name>
        <message>
            <location filename="../triangles_qt/ui/new_game_flow.py" line="94" />
            <source>The same board again, from the start.</source>
            <translation>Sama lauta uudelleen alusta.</translation>
        </message>
    </context>
    <context>
        <name>Outcome</name>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="71" />
            <source>Draw!</source>
            <translation>Tasapeli!</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="74" />
            <source>You win!</source>
            <translation>Voitit!</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="75" />
            <source>You lose!</source>
            <translation>Hävisit!</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="76" />
            <source>{name} wins!</source>
            <translation>{name} voitti!</translation>
        </message>
    </context>
    <context>
        <name>PlayerName</name>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="21" />
            <source>You</source>
            <translation>Sinä</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="23" />
            <source>Computer</source>
            <translation>Tietokone</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="25" />
            <source>Player 1</source>
            <translation>Pelaaja 1</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="26" />
            <source>Player 2</source>
            <translation>Pelaaja 2</translation>
        </message>
    </context>
    <context>
        <name>PuzzleMode</name>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="100" />
            <source>&amp;Puzzles</source>
            <translation>Te&amp;htävät</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="102" />
            <source>Positions from real games with one best line to find</source>
            <translation>Asemia oikeista peleistä: löydä paras viiva</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="227" />
            <source>Right! That line keeps the best result.</source>
            <translation>Oikein! Viiva säilyttää parhaan tuloksen.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="228" />
            <source>Right, this time. The puzzle comes back tomorrow.</source>
            <translation>Oikein, tällä kertaa. Tehtävä palaa huomenna.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="230" />
            <source>Not this one either. The best line is shown dashed.</source>
            <translation>Ei tämäkään. Paras viiva näkyy katkoviivana.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="232" />
            <source>Not this one. Hint: a best line starts from the ringed star.</source>
            <translation>Ei tämä. Vihje: paras viiva alkaa ympyröidystä tähdestä.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="234" />
            <source>Not this one: another line does better. Try again.</source>
            <translation>Ei tämä: toinen viiva on parempi. Yritä uudelleen.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="236" />
            <source>That line costs {cost}.</source>
            <translation>Viiva maksaa {cost}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="259" />
            <source>Your puzzle progress could not be saved.</source>
            <translation>Tehtävien edistymistäsi ei voitu tallentaa.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="260" />
            <source>It is kept until Triangles closes.</source>
            <translation>Se säilyy, kunnes Triangles suljetaan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="262" />
            <source>Your puzzle progress could not be read.</source>
            <translation>Tehtävien edistymistäsi ei voitu lukea.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="263" />
            <source>Practice starts again from the beginning.</source>
            <translation>Harjoittelu alkaa uudelleen alusta.</translation>
        </message>
    </context>
    <context>
        <name>PuzzlePage</name>
        <message>
            <location filename="../triangles_qt/ui/puzzle_page.py" line="78" />
            <source>&amp;Next puzzle</source>
            <translation>&amp;Seuraava tehtävä</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_page.py" line="79" />
            <source>&amp;Back to the game</source>
            <translation>&amp;Takaisin peliin</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_page.py" line="109" />
            <source>{grade} puzzle. {name} to draw: find the best line.</source>
            <translation>{grade} tehtävä. {name} vetää: löydä paras viiva.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_page.py" line="115" />
            <source>No puzzle is due: come back tomorrow.</source>
            <translation>Yhtään tehtävää ei ole vuorossa: palaa huomenna.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_page.py" line="120" />
            <source>Solved {solved}, streak {streak}, rating {rating}, due {due}</source>
            <translation>Ratkaistu {solved}, putki {streak}, luokitus {rating}, vuorossa {due}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_page.py" line="158" />
            <source>Easy</source>
            <translation>Helppo</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_page.py" line="160" />
            <source>Medium</source>
            <translation>Keskivaikea</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_page.py" line="161" />
            <source>Hard</source>
            <translation>Vaikea</translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <location filename="../triangles_qt/i18n.py" line="126" />
            <source>Drive</source>
            <translation>Asema</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="127" />
            <source>Unknown</source>
            <translation>Tuntematon</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="133" />
            <source>Folder</source>
            <comment>All other platforms</comment>
            <translation>Kansio</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="134" />
            <source>Shortcut</source>
            <comment>All other platforms</comment>
            <translation>Pikakuvake</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="137" />
            <source>File Folder</source>
            <comment>Match Windows Explorer</comment>
            <translation>Tiedostokansio</translation>
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
            <translation>&amp;Sijainti:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="76" />
            <source>File &amp;name:</source>
            <translation>Tiedosto&amp;nimi:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="77" />
            <source>Files of &amp;type:</source>
            <translation>Tiedostot&amp;yyppi:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="78" />
            <source>&amp;Open</source>
            <translation>&amp;Avaa</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="79" />
            <source>&amp;Save</source>
            <translation>&amp;Tallenna</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="80" />
            <source>Back</source>
            <translation>Takaisin</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="81" />
            <source>Forward</source>
            <translation>Eteenpäin</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="82" />
            <source>Parent Directory</source>
            <translation>Yläkansio</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="83" />
            <source>Create New Folder</source>
            <translation>Luo uusi kansio</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="84" />
            <source>List View</source>
            <translation>Luettelonäkymä</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="85" />
            <source>Detail View</source>
            <translation>Yksityiskohtainen näkymä</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="86" />
            <source>Go back</source>
            <translation>Palaa edelliseen kansioon</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="87" />
            <source>Go forward</source>
            <translation>Siirry seuraavaan kansioon</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="88" />
            <source>Go to the parent directory</source>
            <translation>Siirry yläkansioon</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="89" />
            <source>Create a New Folder</source>
            <translation>Luo uusi kansio</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="90" />
            <source>Change to list view mode</source>
            <translation>Vaihda luettelonäkymään</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="91" />
            <source>Change to detail view mode</source>
            <translation>Vaihda yksityiskohtaiseen näkymään</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="92" />
            <source>Sidebar</source>
            <translation>Sivupalkki</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="93" />
            <source>List of places and bookmarks</source>
            <translation>Sijaintien ja kirjanmerkkien luettelo</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="94" />
            <source>Files</source>
            <translation>Tiedostot</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="95" />
            <source>&amp;Rename</source>
            <translation>&amp;Nimeä uudelleen</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="96" />
            <source>&amp;Delete</source>
            <translation>&amp;Poista</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="97" />
            <source>Show &amp;hidden files</source>
            <translation>Näytä p&amp;iilotiedostot</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="98" />
            <source>&amp;New Folder</source>
            <translation>&amp;Uusi kansio</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="99" />
            <source>New Folder</source>
            <translation>Uusi kansio</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="100" />
            <source>Show </source>
            <translation>Näytä </translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="101" />
            <source>Remove</source>
            <translation>Poista</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="102" />
            <source>Delete</source>
            <translation>Poista</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="103" />
            <source>All Files (*)</source>
            <translation>Kaikki tiedostot (*)</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="104" />
            <source>%1 already exists.
Do you want to replace it?</source>
            <translation>%1 on jo olemassa.
Haluatko korvata sen?</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="105" />
            <source>%1
File not found.
Please verify the correct file name was given.</source>
            <translation>%1
Tiedostoa ei löytynyt.
Tarkista, että tiedoston nimi on oikein.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="108" />
            <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
            <translation>%1
Kansiota ei löytynyt.
Tarkista, että kansion nimi on oikein.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="112" />
            <source>Are you sure you want to delete '%1'?</source>
            <translation>Haluatko varmasti poistaa kohteen ”%1”?</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="113" />
            <source>'%1' is write protected.
Do you want to delete it anyway?</source>
            <translation>”%1” on kirjoitussuojattu.
Haluatko silti poistaa sen?</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="114" />
            <source>Could not delete directory.</source>
            <translation>Kansiota ei voitu poistaa.</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <location filename="../triangles_qt/i18n.py" line="115" />
            <source>Name</source>
            <translation>Nimi</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="116" />
            <source>Size</source>
            <translation>Koko</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="117" />
            <source>Date Modified</source>
            <translation>Muokattu</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="118" />
            <source>Computer</source>
            <translation>Tietokone</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="119" />
            <source>My Computer</source>
            <translation>Oma tietokone</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="120" />
            <source>Invalid filename</source>
            <translation>Virheellinen tiedostonimi</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="121" />
            <source>&lt;b&gt;The name "%1" cannot be used.&lt;/b&gt;&lt;p&gt;Try using another name, with fewer characters or no punctuation marks.</source>
            <translation>&lt;b&gt;Nimeä ”%1” ei voi käyttää.&lt;/b&gt;&lt;p&gt;Kokeile toista nimeä, jossa on vähemmän merkkejä tai ei välimerkkejä.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="132" />
            <source>Type</source>
            <comment>All other platforms</comment>
            <translation>Tyyppi</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="136" />
            <source>Kind</source>
            <comment>Match OS X Finder</comment>
            <translation>Laji</translation>
        </message>
    </context>
    <context>
        <name>QLineEdit</name>
        <message>
            <location filename="../triangles_qt/i18n.py" line="63" />
            <source>&amp;Undo</source>
            <translation>&amp;Kumoa</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="64" />
            <source>&amp;Redo</source>
            <translation>&amp;Tee uudelleen</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="65" />
            <source>Cu&amp;t</source>
            <translation>L&amp;eikkaa</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="66" />
            <source>&amp;Copy</source>
            <translation>K&amp;opioi</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="67" />
            <source>&amp;Paste</source>
            <translation>&amp;Liitä</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="68" />
            <source>Delete</source>
            <translation>Poista</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="69" />
            <source>Select All</source>
            <translation>Valitse kaikki</translation>
        </message>
    </context>
    <context>
        <name>QMessageBox</name>
        <message>
            <location filename="../triangles_qt/i18n.py" line="61" />
            <source>Show Details...</source>
            <translation>Näytä yksityiskohdat…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="62" />
            <source>Hide Details...</source>
            <translation>Piilota yksityiskohdat…</translation>
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
            <translation>Tallenna</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="48" />
            <source>Open</source>
            <translation>Avaa</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="49" />
            <source>Cancel</source>
            <translation>Peruuta</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="50" />
            <source>Close</source>
            <translation>Sulje</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="51" />
            <source>Apply</source>
            <translation>Käytä</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="52" />
            <source>Reset</source>
            <translation>Palauta</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="53" />
            <source>Help</source>
            <translation>Ohje</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="54" />
            <source>Discard</source>
            <translation>Hylkää</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="55" />
            <source>&amp;Yes</source>
            <translation>&amp;Kyllä</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="56" />
            <source>&amp;No</source>
            <translation>&amp;Ei</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="57" />
            <source>Abort</source>
            <translation>Keskeytä</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="58" />
            <source>Retry</source>
            <translation>Yritä uudelleen</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="59" />
            <source>Ignore</source>
            <translation>Ohita</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="60" />
            <source>Restore Defaults</source>
            <translation>Palauta oletukset</translation>
        </message>
    </context>
    <context>
        <name>QWidgetTextControl</name>
        <message>
            <location filename="../triangles_qt/i18n.py" line="70" />
            <source>&amp;Copy</source>
            <translation>K&amp;opioi</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="71" />
            <source>Copy &amp;Link Location</source>
            <translation>Kopioi li&amp;nkin osoite</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="72" />
            <source>Select All</source>
            <translation>Valitse kaikki</translation>
        </message>
    </context>
    <context>
        <name>RulesWindow</name>
        <message>
            <location filename="../triangles_qt/ui/rules_figures.py" line="383" />
            <source>Player 1: {points}</source>
            <translation>Pelaaja 1: {points}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_figures.py" line="384" />
            <source>Player 2: {points}</source>
            <translation>Pelaaja 2: {points}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="71" />
            <source>Rules of Triangles</source>
            <translation>Triangles-pelin säännöt</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="73" />
            <source>In short</source>
            <translation>Lyhyesti</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="74" />
            <source>Players take turns drawing a line between two stars. A line may not cross another line, nor touch another star. Closing a triangle with no star in it scores one point. The game ends when no triangle can be closed any more; whoever has closed the most triangles wins.</source>
            <translation>Pelaajat vetävät vuorotellen viivan kahden tähden välille. Viiva ei saa leikata toista viivaa eikä koskettaa toista tähteä. Kolmio, jonka sisällä ei ole tähtiä, tuo sulkijalleen yhden pisteen. Peli päättyy, kun yhtään kolmiota ei voi enää sulkea; eniten kolmioita sulkenut voittaa.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="82" />
            <source>Goal</source>
            <translation>Tavoite</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="83" />
            <source>Close more triangles than your opponent. The board is a cloud of stars: 24, 60, 80, 120 or 180 stars, as chosen in the New Game window. There is no grid: a line can join two stars far apart, as long as it follows the rules below.</source>
            <translation>Sulje enemmän kolmioita kuin vastustaja. Pelialue on tähtipilvi: 24, 60, 80, 120 tai 180 tähteä sen mukaan, mitä Uusi peli -ikkunassa valitaan. Ruudukkoa ei ole: viiva voi yhdistää kaksi kaukanakin toisistaan olevaa tähteä, kunhan se noudattaa alla olevia sääntöjä.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="89" />
            <source>Play against a friend at the same computer, taking turns, or against the computer at one of three levels: Easy, Medium or Hard. The New Game window also sets the players' names and who starts.</source>
            <translation>Pelaa vuorotellen ystävää vastaan samalla tietokoneella tai tietokonetta vastaan jollakin kolmesta tasosta: Helppo, Keskivaikea tai Vaikea. Uusi peli -ikkunassa valitaan myös pelaajien nimet ja aloittaja.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="96" />
            <source>Drawing a line</source>
            <translation>Viivan vetäminen</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="97" />
            <source>With the mouse, drag from one star to another, or click one star and then the other. On a touchscreen, tap one star and then the other, or slide your finger from one star to the other. With the keyboard, move between the stars with the arrow keys and press Space or Enter on each end of the line. Esc cancels a line you have started.</source>
            <translation>Vedä hiirellä tähdestä toiseen tai napsauta ensin yhtä tähteä ja sitten toista. Napauta kosketusnäytöllä ensin yhtä tähteä ja sitten toista tai liu'uta sormea tähdestä toiseen. Siirry näppäimistöllä tähdestä toiseen nuolinäppäimillä ja paina välilyöntiä tai Enteriä viivan kummassakin päässä. Esc peruuttaa aloitetun viivan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="105" />
            <source>The line takes the player's colour; with the default theme, Nebula, red-orange for Player 1 and blue for Player 2. The app refuses a line in three cases:</source>
            <translation>Viiva saa pelaajan värin; oletusteemassa Sumu Pelaaja 1 saa punaoranssin ja Pelaaja 2 sinisen viivan. Sovellus hylkää viivan kolmessa tapauksessa:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="110" />
            <source>it already exists;</source>
            <translation>se on jo olemassa;</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="111" />
            <source>it touches another star: a line may not touch another star, not even the edge of its dot. What you see decides: a line the app accepts always leaves a gap between it and every other star, at any window size;</source>
            <translation>se koskettaa toista tähteä: viiva ei saa koskettaa toista tähteä, ei edes sen pisteen reunaa. Ratkaisee se, mitä näet: sovelluksen hyväksymän viivan ja jokaisen muun tähden väliin jää aina rako, oli ikkuna minkä kokoinen tahansa;</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="117" />
            <source>it cuts a line already drawn. Two lines may leave from the same star, but they may never cross.</source>
            <translation>se leikkaa jo vedetyn viivan. Kaksi viivaa voi lähteä samasta tähdestä, mutta ne eivät saa koskaan leikata toisiaan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="122" />
            <source>A refused line flashes dashed on the board with a label that says why: “Crosses a line”, “Touches a star” or “Already drawn”. The same label shows while you point at a star that would give such a line. Changed your mind? Undo ({shortcut}) takes back your last line; against the computer, it also takes back the computer's reply.</source>
            <translation>Hylätty viiva välähtää laudalla katkoviivana, ja sen vieressä lukee syy: ”Leikkaa viivan”, ”Koskettaa tähteä” tai ”Jo vedetty”. Sama teksti näkyy jo silloin, kun osoitat tähteä, josta tulisi sellainen viiva. Muutitko mielesi? Kumoa ({shortcut}) ottaa viimeisen viivasi takaisin; tietokonetta vastaan se ottaa takaisin myös tietokoneen vastauksen.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="130" />
            <source>Line B–D (dashed) is refused: it would cross line A–C.</source>
            <translation>Viiva B–D (katkoviivalla) hylätään: se leikkaisi viivan A–C.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="133" />
            <source>Line A–C (dashed) is refused: it touches star B, although it passes beside B’s centre.</source>
            <translation>Viiva A–C (katkoviivalla) hylätään: se koskettaa tähteä B, vaikka kulkee B:n keskipisteen ohi.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="138" />
            <source>Dimmed stars have no line left to give: every line from them is already drawn, would cross a line or would touch another star. They show where the board is used up.</source>
            <translation>Himmennetyistä tähdistä ei voi enää vetää viivaa: jokainen niistä lähtevä viiva on jo vedetty, leikkaisi viivan tai koskettaisi toista tähteä. Ne näyttävät, missä lauta on käytetty loppuun.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="145" />
            <source>When a triangle counts</source>
            <translation>Milloin kolmio lasketaan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="146" />
            <source>When your line closes a triangle, that is, its other two sides are already drawn (by you or by your opponent), the triangle fills with your colour and you score one point. A triangle counts only if it holds no star, neither inside nor exactly on a side. All three of its sides may be drawn, but it brings nothing.</source>
            <translation>Kun viivasi sulkee kolmion eli kaksi muuta sivua on jo vedetty (sinun tai vastustajan), kolmio täyttyy värilläsi ja saat pisteen. Kolmio lasketaan vain, jos yksikään tähti ei ole sen sisällä eikä tarkalleen sen sivulla. Muuten kolmion kaikki kolme sivua voi kyllä vetää, mutta pistettä siitä ei saa.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="153" />
            <source>The big triangle ABC is closed, but star D is inside it: no point.</source>
            <translation>Iso kolmio ABC on suljettu, mutta tähti D on sen sisällä: ei pisteitä.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="156" />
            <source>The small triangles around D, on the other hand, do count.</source>
            <translation>D:n ympärillä olevat pienet kolmiot sen sijaan lasketaan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="160" />
            <source>One line, two triangles</source>
            <translation>Yksi viiva, kaksi kolmiota</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="161" />
            <source>A line has two sides: it can close a triangle on each side and score 2 points at once. In the square below, the diagonal A–C closes both ABC and ACD.</source>
            <translation>Viivalla on kaksi puolta: se voi sulkea kolmion kummallakin puolella ja tuottaa 2 pistettä kerralla. Alla olevassa neliössä lävistäjä A–C sulkee sekä kolmion ABC että kolmion ACD.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="166" />
            <source>The diagonal A–C closes two triangles at once.</source>
            <translation>Lävistäjä A–C sulkee kaksi kolmiota kerralla.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="170" />
            <source>Play again after a triangle</source>
            <translation>Pelaa uudelleen kolmion jälkeen</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="171" />
            <source>By default, each player draws one line per turn, whether it closes a triangle or not. The option “Play again after a triangle” in the New Game window changes this: a player who closes at least one triangle draws another line at once. In the example, Player 1 closes a triangle on move 3 and plays the next move too.</source>
            <translation>Oletuksena kukin pelaaja vetää vuorollaan yhden viivan riippumatta siitä, sulkeeko se kolmion. Uusi peli -ikkunan asetus ”Pelaa uudelleen kolmion jälkeen” muuttaa tämän: pelaaja, joka sulkee vähintään yhden kolmion, vetää heti toisen viivan. Esimerkissä Pelaaja 1 sulkee kolmion siirrolla 3 ja pelaa myös seuraavan siirron.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="178" />
            <source>With “Play again after a triangle”: Player 1 closes triangle ABC on move 3 and plays move 4 too. The numbers show the order of the moves.</source>
            <translation>Asetuksella ”Pelaa uudelleen kolmion jälkeen” Pelaaja 1 sulkee kolmion ABC siirrolla 3 ja pelaa myös siirron 4. Numerot näyttävät siirtojen järjestyksen.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="184" />
            <source>End of the game</source>
            <translation>Pelin loppu</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="185" />
            <source>The app ends the game as soon as no triangle can be closed and counted any more: a line that might still be possible would bring nothing. The player who has closed the most triangles wins. Against the computer, the end screen says “You win!” or “You lose!”; in a two-player game, it names the winner.</source>
            <translation>Sovellus päättää pelin heti, kun mitään kolmiota ei voi enää sulkea ja laskea: mahdollinen jäljellä oleva viiva ei toisi enää mitään. Pelaaja, joka on sulkenut eniten kolmioita, voittaa. Tietokonetta vastaan loppunäyttö kertoo ”Voitit!” tai ”Hävisit!”; kahden pelaajan pelissä se nimeää voittajan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="193" />
            <source>Draw</source>
            <translation>Tasapeli</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="194" />
            <source>With an equal number of triangles, the end screen says “Draw!”. Against the computer, a draw counts as neither a win nor a loss in the statistics. See the example that ends in a draw.</source>
            <translation>Jos kolmioita on yhtä monta, loppunäytössä lukee ”Tasapeli!”. Tietokonetta vastaan tasapeli ei tilastoissa ole voitto eikä tappio. Katso esimerkki, joka päättyy tasapeliin.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="200" />
            <source>A short game that ends in a draw: on move 4, A–C closes ABC for Player 2; on move 5, A–D closes ACD for Player 1. B–D would cross A–C, so no triangle is left: 1–1.</source>
            <translation>Lyhyt peli, joka päättyy tasapeliin: siirrolla 4 A–C sulkee kolmion ABC Pelaajalle 2; siirrolla 5 A–D sulkee kolmion ACD Pelaajalle 1. B–D leikkaisi A–C:n, joten kolmioita ei ole jäljellä: 1–1.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="206" />
            <source>Looking back</source>
            <translation>Pelin selaaminen</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="207" />
            <source>Redo ({redo}) draws the lines you took back again, until you draw another line. View &gt; Move list ({moves}) lists every line of the game; choose one to see the board and the score as they were after it (the arrow keys step, Home and End jump), then return to the game at its latest position. From any position that is not over, Game &gt; Continue from here starts a new game there, against a friend or the computer; such practice games do not count in the statistics. Giving up a game against the computer after you have drawn a line counts as a loss; Triangles asks first.</source>
            <translation>Tee uudelleen ({redo}) vetää kumotut viivat uudelleen, kunnes vedät jonkin toisen viivan. Näytä &gt; Siirtolista ({moves}) luettelee pelin kaikki viivat; valitse viiva, niin näet laudan ja pistetilanteen sellaisina kuin ne olivat sen jälkeen (nuolinäppäimillä siirrytään viiva kerrallaan, Homella ja Endillä hypätään alkuun ja loppuun), ja palaa sitten peliin sen uusimpaan asemaan. Mistä tahansa asemasta, jossa peli ei ole päättynyt, Peli &gt; Jatka tästä aloittaa siitä uuden pelin ystävää tai tietokonetta vastaan; tällaisia harjoituspelejä ei lasketa tilastoihin. Jos luovutat tietokonetta vastaan pelatun pelin vedettyäsi viivan, se lasketaan tappioksi; Triangles kysyy ensin.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="218" />
            <source>Game &gt; Analyse game ({analyse}) lets the computer go through the game, while you play on. Every position gets one value: the final margin (your points minus your opponent's at the end) its player could still reach with best play. A line's cost is how much it lowered its player's margin: the best line costs nothing, a triangle handed over costs 2. The chart draws these values, so it moves only at lines, and every fall belongs to a line of the player who fell; the move list shows each line's mark with its cost beside it. Choose a line to see what it did and, if it cost something, the best line dashed on the board. The analysis is saved with the game.</source>
            <translation>Peli &gt; Analysoi peli ({analyse}) antaa tietokoneen käydä pelin läpi sillä aikaa, kun jatkat pelaamista. Jokainen asema saa yhden arvon: loppueron (omat pisteesi miinus vastustajan pisteet pelin lopussa), jonka sen pelaaja vielä voi saavuttaa parhaalla pelillä. Viivan hinta on se, kuinka paljon se pienensi pelaajansa eroa: paras viiva ei maksa mitään, luovutettu kolmio maksaa 2. Kaavio näyttää nämä arvot, joten se liikkuu vain viivojen kohdalla, ja jokainen lasku kuuluu laskeneen pelaajan viivalle; siirtolista näyttää jokaisen viivan luokituksen ja sen hinnan. Valitse viiva, niin näet sen luokituksen ja mitä se teki ja, jos se maksoi jotain, parhaan viivan katkoviivana laudalla. Analyysi tallennetaan pelin mukana.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="230" />
            <source>The marks read like a coach's: what counts is how much a line lowers its player's chances (a win counts 1, a draw 1/2, a loss 0). The same points matter more in a close game near its end than in one long decided, so a line is an inaccuracy, a mistake or a blunder by how much it lowered the chances. Whatever the chances, a line that throws away the win or the draw is at least a mistake, and one that hands a triangle over is never good. A player's accuracy is the average over their lines: 100 % for a line that gives nothing away, 50 % for one triangle handed over, a third for two. The line after which the loser never again got back to a draw decided the game. N and P in the move list, or the buttons under it, go to the next and the previous marked line.</source>
            <translation>Luokitukset luetaan kuin valmentajan arviot: ratkaisevaa on, kuinka paljon viiva heikentää pelaajansa mahdollisuuksia (voitto on 1, tasapeli 1/2, tappio 0). Samat pisteet painavat enemmän tiukassa pelissä lähellä loppua kuin kauan sitten ratkenneessa, joten viiva on epätarkkuus, virhe tai vakava virhe sen mukaan, kuinka paljon se heikensi mahdollisuuksia. Mahdollisuuksista riippumatta viiva, joka heittää voiton tai tasapelin hukkaan, on vähintään virhe, eikä kolmion luovuttava viiva ole koskaan hyvä. Pelaajan tarkkuus on hänen viivojensa keskiarvo: 100 % viivalle, joka ei anna mitään, 50 % yhdestä luovutetusta kolmiosta, kolmannes kahdesta. Viiva, jonka jälkeen hävinnyt pelaaja ei enää koskaan päässyt takaisin tasapeliin, ratkaisi pelin. N ja P siirtolistassa tai sen alla olevat painikkeet vievät seuraavaan ja edelliseen merkittyyn viivaan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="243" />
            <source>How far the exact part reaches depends on the position, not on the time: the last stretch of the game, a longer one with “Play again after a triangle”, on 24 stars as on 60. The chart is solid where it is exact and dashed where it is estimated, and marks the line that decided the game; “Play on from before line …” starts a new game just before it, to practise that moment. The analysis counts work, not time: on a busy computer it takes longer but gives the same marks.</source>
            <translation>Se, kuinka pitkälle tarkka osa ulottuu, riippuu asemasta eikä ajasta: pelin viimeinen jakso, asetuksella ”Pelaa uudelleen kolmion jälkeen” pidempi, niin 24 kuin 60 tähdellä. Kaavio on yhtenäinen siellä, missä se on tarkka, ja katkoviivaa siellä, missä se on arvio, ja se merkitsee viivan, joka ratkaisi pelin; ”Jatka viivaa … edeltävästä asemasta” aloittaa uuden pelin juuri ennen sitä, niin voit harjoitella sitä tilannetta. Analyysi mittaa työmäärää, ei aikaa: kuormitetulla tietokoneella se kestää kauemmin, mutta antaa samat luokitukset.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="254" />
            <source>Puzzles</source>
            <translation>Tehtävät</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="255" />
            <source>Game &gt; Puzzles shows a position from a game between the computer's levels in place of your game, which waits until you go back to it. Draw the line that keeps the best result for the side to draw: the computer worked every answer out exactly. A wrong line is taken back for another try; after the second miss the star a best line starts from is ringed, after the third the line shows dashed. A puzzle solved at the first try comes back after 1, 3, 7 and 21 days, one missed the next day. New puzzles are easy, medium or hard, chosen by your rating, which rises and falls with each first answer.</source>
            <translation>Peli &gt; Tehtävät näyttää pelisi tilalla aseman tietokoneen tasojen välisestä pelistä; pelisi odottaa, kunnes palaat siihen. Vedä viiva, joka säilyttää parhaan tuloksen vuorossa olevalle: tietokone on laskenut jokaisen vastauksen tarkasti. Väärä viiva perutaan, ja voit yrittää uudelleen; toisen huti jälkeen tähti, josta paras viiva alkaa, ympyröidään, kolmannen jälkeen viiva näkyy katkoviivana. Ensimmäisellä yrityksellä ratkaistu tehtävä palaa 1, 3, 7 ja 21 päivän kuluttua, väärin mennyt seuraavana päivänä. Uudet tehtävät ovat helppoja, keskitasoisia tai vaikeita, ja ne valitaan luokituksesi mukaan, joka nousee ja laskee jokaisen ensimmäisen vastauksen myötä.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="266" />
            <source>Once a game is analysed, Learn from your mistakes (under the move list, or on the end screen) takes you through your marked lines, the worst first or in the order played: find a better line from the position before each. It is right when it would not have been marked; a wrong one says what it costs, then the hint and the best line come as in the puzzles. Your mistakes worked out exactly also become puzzles of your own, which come first.</source>
            <translation>Kun peli on analysoitu, Opi virheistäsi (siirtoluettelon alla tai loppuruudussa) käy läpi merkityt viivasi, pahimmat ensin tai pelijärjestyksessä: löydä parempi viiva kunkin edeltävästä asemasta. Vastaus on oikein, kun viivaa ei olisi merkitty; väärä kertoo, mitä se maksaa, ja sitten vihje ja paras viiva tulevat kuten tehtävissä. Tarkasti lasketuista virheistäsi tulee myös omia tehtäviäsi, jotka tulevat ensin.</translation>
        </message>
    </context>
    <context>
        <name>ScoreBar</name>
        <message>
            <location filename="../triangles_qt/ui/score_bar.py" line="374" />
            <source>winner</source>
            <translation>voittaja</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/score_bar.py" line="376" />
            <source>thinking</source>
            <translation>miettii</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/score_bar.py" line="378" />
            <source>to play</source>
            <translation>vuorossa</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/score_bar.py" line="380" />
            <source>Level: {level}</source>
            <translation>Taso: {level}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/score_bar.py" line="397" />
            <source>{name} is thinking</source>
            <translation>{name} miettii</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/score_bar.py" line="400" />
            <location filename="../triangles_qt/ui/score_bar.py" line="404" />
            <source>{name} to play</source>
            <translation>{name} vuorossa</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/score_bar.py" line="402" />
            <source>Your turn</source>
            <translation>Sinun vuorosi</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/score_bar.py" line="419" />
            <source>Play again after a triangle</source>
            <translation>Pelaa uudelleen kolmion jälkeen</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="125" />
            <source>Statistics</source>
            <translation>Tilastot</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="126" />
            <source>Your results against the computer</source>
            <translation>Tuloksesi tietokonetta vastaan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="128" />
            <source>Level</source>
            <translation>Taso</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="129" />
            <source>Stars</source>
            <translation>Tähdet</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="130" />
            <source>Played</source>
            <translation>Pelit</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="131" />
            <source>Won</source>
            <translation>Voitot</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="132" />
            <source>Lost</source>
            <translation>Tappiot</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="133" />
            <source>Drawn</source>
            <translation>Tasapelit</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="134" />
            <source>Win rate</source>
            <translation>Voittoprosentti</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="135" />
            <source>Winning streak</source>
            <translation>Voittoputki</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="136" />
            <source>Best streak</source>
            <translation>Paras putki</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="139" />
            <source>No games against the computer yet. Finish one and your results appear here.</source>
            <translation>Ei vielä pelejä tietokonetta vastaan. Pelaa yksi loppuun, niin tuloksesi näkyvät tässä.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="143" />
            <source>A draw is neither a win nor a loss: the win rate counts won and lost games only, and a draw does not end a winning streak. A game against the computer abandoned after you drew a line counts as a loss. Games between two people are not counted.</source>
            <translation>Tasapeli ei ole voitto eikä tappio: voittoprosentti lasketaan vain voitetuista ja hävityistä peleistä, eikä tasapeli katkaise voittoputkea. Tietokonetta vastaan pelattu peli, joka luovutetaan sen jälkeen, kun olet vetänyt viivan, lasketaan tappioksi. Kahden ihmisen välisiä pelejä ei lasketa.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="149" />
            <source>&amp;Reset…</source>
            <translation>&amp;Nollaa…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="172" />
            <source>Your accuracy in analysed games: {last} % in the last, {mean} % on average over the last {count}. The line follows the average.</source>
            <translation>Tarkkuutesi analysoiduissa peleissä: {last} % viimeisimmässä, keskimäärin {mean} % viimeisimmissä {count} pelissä. Viiva seuraa keskiarvoa.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="321" />
            <source>Reset statistics</source>
            <translation>Nollaa tilastot</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="322" />
            <source>Forget all your results against the computer?</source>
            <translation>Unohdetaanko kaikki tuloksesi tietokonetta vastaan?</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="323" />
            <source>This cannot be undone.</source>
            <translation>Tätä ei voi kumota.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="324" />
            <source>Reset</source>
            <translation>Nollaa</translation>
        </message>
    </context>
    <context>
        <name>StatusNews</name>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="33" />
            <source>Wait: the computer is thinking.</source>
            <translation>Odota: tietokone miettii.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="35" />
            <source>Hint: try the highlighted line.</source>
            <translation>Vihje: kokeile korostettua viivaa.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="38" />
            <source>No hint is available right now.</source>
            <translation>Vihjettä ei ole juuri nyt saatavilla.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="42" />
            <source>The computer chose a refused line; it plays another.</source>
            <translation>Tietokone valitsi hylätyn viivan; se pelaa toisen.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="46" />
            <source>The computer had a problem and started again.</source>
            <translation>Tietokoneella oli ongelma, ja se käynnistettiin uudelleen.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="51" />
            <source>Hard could not think this move through: the computer played a quick line instead.</source>
            <translation>Vaikea taso ei ehtinyt miettiä tätä siirtoa loppuun: tietokone pelasi sen sijaan nopeasti valitun viivan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="80" />
            <source>{name} closed a triangle and plays again!</source>
            <translation>{name} sulki kolmion ja saa lisävuoron!</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="82" />
            <source>{name} closed a triangle!</source>
            <translation>{name} sulki kolmion!</translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/status_news.py" line="87" />
            <source>{name} closed %n triangles and plays again!</source>
            <translation>
                <numerusform>{name} sulki %n kolmion ja saa lisävuoron!</numerusform>
                <numerusform>{name} sulki %n kolmiota ja saa lisävuoron!</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/status_news.py" line="89" />
            <source>{name} closed %n triangles!</source>
            <translation>
                <numerusform>{name} sulki %n kolmion!</numerusform>
                <numerusform>{name} sulki %n kolmiota!</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="97" />
            <source>You closed a triangle and play again!</source>
            <translation>Suljit kolmion ja saat lisävuoron!</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="98" />
            <source>You closed a triangle!</source>
            <translation>Suljit kolmion!</translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/status_news.py" line="100" />
            <source>You closed %n triangles and play again!</source>
            <translation>
                <numerusform>Suljit %n kolmion ja saat lisävuoron!</numerusform>
                <numerusform>Suljit %n kolmiota ja saat lisävuoron!</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/status_news.py" line="101" />
            <source>You closed %n triangles!</source>
            <translation>
                <numerusform>Suljit %n kolmion!</numerusform>
                <numerusform>Suljit %n kolmiota!</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/status_news.py" line="105" />
            <source>Took back %n lines.</source>
            <translation>
                <numerusform>Kumottiin %n viiva.</numerusform>
                <numerusform>Kumottiin %n viivaa.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="107" />
            <source>Took back the last line.</source>
            <translation>Viimeisin viiva kumottiin.</translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/status_news.py" line="111" />
            <source>Drew %n lines again.</source>
            <translation>
                <numerusform>Vedettiin %n viiva uudelleen.</numerusform>
                <numerusform>Vedettiin %n viivaa uudelleen.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="113" />
            <source>Drew the line again.</source>
            <translation>Viiva vedettiin uudelleen.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="120" />
            <source>Preparing the board…</source>
            <translation>Valmistellaan lautaa…</translation>
        </message>
    </context>
    <context>
        <name>Theme</name>
        <message>
            <location filename="../triangles_qt/ui/themes.py" line="66" />
            <source>Nebula</source>
            <translation>Sumu</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/themes.py" line="92" />
            <source>Daylight</source>
            <translation>Päivänvalo</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/themes.py" line="121" />
            <source>High contrast</source>
            <translation>Suuri kontrasti</translation>
        </message>
    </context>
</TS>
