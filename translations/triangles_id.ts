<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="id" sourcelanguage="en">
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
            <translation>&amp;Mulai ulang</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="105" />
            <source>&amp;Abandon game</source>
            <translation>&amp;Tinggalkan permainan</translation>
        </message>
    </context>
    <context>
        <name>AboutBox</name>
        <message>
            <location filename="../triangles_qt/ui/about.py" line="26" />
            <source>About Triangles</source>
            <translation>Tentang Triangles</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/about.py" line="28" />
            <source>Draw lines between stars and close empty triangles. Play against a friend or the computer.</source>
            <translation>Tarik garis di antara bintang dan tutup segitiga kosong. Bermain melawan teman atau komputer.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/about.py" line="31" />
            <source>Free software under the MIT licence.</source>
            <translation>Perangkat lunak bebas dengan lisensi MIT.</translation>
        </message>
    </context>
    <context>
        <name>AnalysisPanel</name>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="110" />
            <source>Cancel</source>
            <translation>Batal</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="111" />
            <source>◀ Previous mark</source>
            <translation>◀ Tanda sebelumnya</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="112" />
            <source>The previous marked line of either player (P)</source>
            <translation>Garis bertanda sebelumnya dari pemain mana pun (P)</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="113" />
            <source>Next mark ▶</source>
            <translation>Tanda berikutnya ▶</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="114" />
            <source>The next marked line of either player (N)</source>
            <translation>Garis bertanda berikutnya dari pemain mana pun (N)</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="117" />
            <source>Analysing: %p%</source>
            <translation>Menganalisis: %p%</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="118" />
            <source>Margin through the game</source>
            <translation>Selisih sepanjang permainan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="120" />
            <source>Solid: worked out to the end of the game. Dashed: Hard's estimate.</source>
            <translation>Garis utuh: dihitung sampai akhir permainan. Putus-putus: perkiraan tingkat Sulit.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="123" />
            <source>A new game from the position before the line that decided this one</source>
            <translation>Permainan baru dari posisi sebelum garis yang menentukan permainan ini</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="180" />
            <source>Play on from before line {number}</source>
            <translation>Lanjutkan dari posisi sebelum garis ke-{number}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="210" />
            <source>&lt;b&gt;{name}&lt;/b&gt;: accuracy {accuracy} %; inaccuracies {inaccuracies}, mistakes {mistakes}, blunders {blunders}; points given away {points}.</source>
            <translation>&lt;b&gt;{name}&lt;/b&gt;: akurasi {accuracy} %; kurang tepat {inaccuracies}, kesalahan {mistakes}, kesalahan fatal {blunders}; poin yang diberikan {points}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="224" />
            <source>line {number} ({cost})</source>
            <translation>garis {number} ({cost})</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="230" />
            <source>Biggest: {lines}.</source>
            <translation>Terbesar: {lines}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="244" />
            <source>Analyse the game to see what each line cost and which was best.</source>
            <translation>Analisis permainan untuk melihat kerugian setiap garis dan garis mana yang terbaik.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="249" />
            <source>Line {number} ({name}): {mark}.</source>
            <translation>Garis ke-{number} ({name}): {mark}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="257" />
            <source>Best was the dashed line, for a final margin of {best}; this line leaves {actual}.</source>
            <translation>Yang terbaik adalah garis putus-putus, dengan selisih akhir {best}; garis ini menyisakan {actual}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="260" />
            <source>Final margin with best play from here: {value}.</source>
            <translation>Selisih akhir dengan permainan terbaik dari sini: {value}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="264" />
            <source>Worked out to the end of the game.</source>
            <translation>Dihitung sampai akhir permainan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="266" />
            <source>Hard's estimate: the end of the game was too far ahead to see.</source>
            <translation>Perkiraan tingkat Sulit: akhir permainan masih terlalu jauh untuk dilihat.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="275" />
            <source>Lines analysed: {count}. Good: {good}, inaccuracies: {inaccuracies}, mistakes: {mistakes}, blunders: {blunders}.</source>
            <translation>Garis dianalisis: {count}. Baik: {good}, kurang tepat: {inaccuracies}, kesalahan: {mistakes}, kesalahan fatal: {blunders}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="289" />
            <source>The game was decided on line {number} ({name}): {change}.</source>
            <translation>Hasil permainan ditentukan pada garis ke-{number} ({name}): {change}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="295" />
            <source>The game was decided on line {number} ({name}): after it, that player never again got back to where they had been.</source>
            <translation>Permainan ditentukan pada garis {number} ({name}): setelahnya, pemain itu tidak pernah lagi kembali ke posisi sebelumnya.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="301" />
            <source>Every line is worked out to the end of the game.</source>
            <translation>Setiap garis dihitung sampai akhir permainan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="304" />
            <source>Lines {first} to {last} are worked out to the end of the game; the earlier ones are Hard's estimates (dashed in the chart).</source>
            <translation>Garis ke-{first} sampai ke-{last} dihitung sampai akhir permainan; garis-garis sebelumnya adalah perkiraan tingkat Sulit (putus-putus di grafik).</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="308" />
            <source>Every line is Hard's estimate (dashed in the chart).</source>
            <translation>Setiap garis adalah perkiraan tingkat Sulit (putus-putus di grafik).</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="310" />
            <source>The lines after them are not analysed yet.</source>
            <translation>Garis-garis sesudahnya belum dianalisis.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="316" />
            <source>You are ahead</source>
            <translation>Anda unggul</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="317" />
            <source>{name} ahead</source>
            <translation>{name} unggul</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="325" />
            <source>Your final margin with best play, from {first} to {last}.</source>
            <translation>Selisih akhir Anda dengan permainan terbaik, dari {first} hingga {last}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="327" />
            <source>{name}'s final margin with best play, from {first} to {last}.</source>
            <translation>Selisih akhir {name} dengan permainan terbaik, dari {first} hingga {last}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_panel.py" line="330" />
            <source>Decided on line {number}.</source>
            <translation>Hasil permainan ditentukan pada garis ke-{number}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="29" />
            <source>good</source>
            <translation>baik</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="30" />
            <source>inaccuracy</source>
            <translation>kurang tepat</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="31" />
            <source>mistake</source>
            <translation>kesalahan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="32" />
            <source>blunder</source>
            <translation>kesalahan fatal</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="40" />
            <source>threw away the draw</source>
            <translation>membuang hasil seri</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="41" />
            <source>threw away the win</source>
            <translation>membuang kemenangan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="46" />
            <source>This line decided the game.</source>
            <translation>Garis inilah yang menentukan hasil permainan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="54" />
            <source>{mark} ({change})</source>
            <translation>{mark} ({change})</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="78" />
            <source>triangles handed over: {count}</source>
            <translation>segitiga yang diserahkan: {count}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="80" />
            <source>points given away: {count}</source>
            <translation>poin yang diberikan: {count}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="93" />
            <source>final margin {best} with the best line, {actual} with this one</source>
            <translation>selisih akhir {best} dengan garis terbaik, {actual} dengan garis ini</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/marks.py" line="97" />
            <source>estimate</source>
            <translation>perkiraan</translation>
        </message>
    </context>
    <context>
        <name>BoardView</name>
        <message>
            <location filename="../triangles_qt/ui/board/labels.py" line="35" />
            <source>Game over</source>
            <translation>Permainan selesai</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/board/labels.py" line="37" />
            <source>Already drawn</source>
            <translation>Sudah ditarik</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/board/labels.py" line="41" />
            <source>Crosses a line</source>
            <translation>Memotong garis</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/board/labels.py" line="43" />
            <source>Touches a star</source>
            <translation>Menyentuh bintang</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/board/view.py" line="204" />
            <source>Star board</source>
            <translation>Papan bintang</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/board/view.py" line="207" />
            <source>Pick two stars to draw a line: click or tap one and then the other, or drag from one to the other. Arrow keys move between stars, Space picks, Esc cancels.</source>
            <translation>Pilih dua bintang untuk menarik garis: klik atau ketuk satu bintang lalu bintang lainnya, atau seret dari satu bintang ke bintang lain. Gunakan tombol panah untuk berpindah antarbintang, Spasi untuk memilih, dan Esc untuk membatalkan.</translation>
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
            <translation>Sisi mana yang Anda mainkan mulai dari sini?</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/continue_side.py" line="73" />
            <source>Each side keeps its colour and its points. The computer plays the other side.</source>
            <translation>Setiap sisi tetap dengan warna dan poinnya. Komputer memainkan sisi lainnya.</translation>
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
            <translation>Akurasi: {players}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="232" />
            <source>Game over</source>
            <translation>Permainan selesai</translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/end_dialog.py" line="249" />
            <source>%n triangles closed in %1 lines.</source>
            <translation>
                <numerusform>%n segitiga ditutup dalam %1 garis.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="253" />
            <source>One triangle closed in %1 lines.</source>
            <translation>Satu segitiga ditutup dalam %1 garis.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="259" />
            <source>&amp;New game…</source>
            <translation>Permainan &amp;baru…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="260" />
            <source>&amp;Rematch</source>
            <translation>Tanding &amp;ulang</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="261" />
            <source>&amp;Analyse</source>
            <translation>&amp;Analisis</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="262" />
            <source>&amp;Close</source>
            <translation>&amp;Tutup</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="264" />
            <source>Step through the game and see what each line cost and which was best</source>
            <translation>Telusuri permainan dan lihat kerugian setiap garis dan garis mana yang terbaik</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="266" />
            <source>Play the same board again, with the same options</source>
            <translation>Mainkan papan yang sama lagi, dengan opsi yang sama</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_dialog.py" line="267" />
            <source>Look at the final board</source>
            <translation>Lihat papan akhir</translation>
        </message>
    </context>
    <context>
        <name>FileActions</name>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="36" />
            <source>The folder where Triangles keeps your data cannot be opened.</source>
            <translation>Folder tempat Triangles menyimpan data Anda tidak dapat dibuka.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="41" />
            <source>Your settings could not be saved.</source>
            <translation>Pengaturan Anda tidak dapat disimpan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="43" />
            <source>Your statistics could not be saved.</source>
            <translation>Statistik Anda tidak dapat disimpan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="45" />
            <source>The game in progress could not be saved for the next start.</source>
            <translation>Permainan yang sedang berlangsung tidak dapat disimpan untuk dibuka lain kali.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="49" />
            <source>The picture could not be saved as “{file}”.</source>
            <translation>Gambar tidak dapat disimpan sebagai “{file}”.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="52" />
            <source>The game could not be saved as “{file}”.</source>
            <translation>Permainan tidak dapat disimpan sebagai “{file}”.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="56" />
            <source>Your settings could not be read.</source>
            <translation>Pengaturan Anda tidak dapat dibaca.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="58" />
            <source>Your statistics could not be read.</source>
            <translation>Statistik Anda tidak dapat dibaca.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="61" />
            <source>The saved game in progress could not be read.</source>
            <translation>Permainan tersimpan yang sedang berlangsung tidak dapat dibaca.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="64" />
            <source>The game in progress could not be restored.</source>
            <translation>Permainan yang sedang berlangsung tidak dapat dipulihkan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="67" />
            <source>Could not open the game “{file}”.</source>
            <translation>Permainan “{file}” tidak dapat dibuka.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="74" />
            <source>The file is empty.</source>
            <translation>Berkas itu kosong.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="78" />
            <source>The file is too large (more than {size} KB).</source>
            <translation>Berkas terlalu besar (lebih dari {size} KB).</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="81" />
            <source>The file is too large (more than {size} MB).</source>
            <translation>Berkas terlalu besar (lebih dari {size} MB).</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="85" />
            <source>The file contains binary data instead of text.</source>
            <translation>Berkas berisi data biner, bukan teks.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="89" />
            <source>The file is incomplete or damaged.</source>
            <translation>Berkas tidak lengkap atau rusak.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="91" />
            <source>Some of its contents are missing or of the wrong kind.</source>
            <translation>Sebagian isinya hilang atau jenisnya salah.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="95" />
            <source>It was written by a different version of Triangles.</source>
            <translation>Berkas itu ditulis oleh versi Triangles yang berbeda.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="99" />
            <source>It contains moves the rules do not allow.</source>
            <translation>Berkas itu berisi langkah yang tidak diizinkan aturan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="103" />
            <source>There is no such file.</source>
            <translation>Berkas itu tidak ada.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="105" />
            <source>The system did not allow the file to be read.</source>
            <translation>Sistem tidak mengizinkan berkas itu dibaca.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="109" />
            <source>Its name belongs to a folder, pipe or device, not to a file.</source>
            <translation>Namanya dipakai oleh folder, pipa, atau perangkat, bukan oleh berkas.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="113" />
            <source>It is a link that does not lead to a valid file.</source>
            <translation>Ini adalah tautan yang tidak mengarah ke berkas yang sah.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="117" />
            <source>The system did not allow the folder to be opened or listed.</source>
            <translation>Sistem tidak mengizinkan folder itu dibuka atau isinya dilihat.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="121" />
            <source>The process reading it was ended before it had finished; the file itself may be fine.</source>
            <translation>Proses yang membacanya dihentikan sebelum selesai; berkasnya sendiri mungkin baik-baik saja.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="126" />
            <source>Another copy of Triangles is saving the file and has not finished.</source>
            <translation>Salinan Triangles yang lain sedang menyimpan berkas ini dan belum selesai.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="129" />
            <source>The system did not allow the file to be written (the disk may be full or read-only).</source>
            <translation>Sistem tidak mengizinkan berkas itu ditulis (disk mungkin penuh atau hanya-baca).</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="138" />
            <source>What cannot be saved now is kept and saved there as soon as the folder can be used again.</source>
            <translation>Apa yang tidak dapat disimpan sekarang disimpan sementara dan disimpan di sana segera setelah folder itu dapat digunakan lagi.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="143" />
            <source>Triangles starts with the default settings and saves nothing there this time.</source>
            <translation>Triangles dimulai dengan pengaturan bawaan dan kali ini tidak menyimpan apa pun di sana.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="149" />
            <source>Nothing is lost: your settings are saved as soon as the other copy has finished.</source>
            <translation>Tidak ada yang hilang: pengaturan Anda disimpan segera setelah salinan yang lain selesai.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="153" />
            <source>Nothing is lost: your results are saved as soon as the other copy has finished.</source>
            <translation>Tidak ada yang hilang: hasil Anda disimpan segera setelah salinan yang lain selesai.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="159" />
            <source>Any earlier file of that name is unchanged.</source>
            <translation>Jika sudah ada berkas dengan nama itu, berkas tersebut tidak berubah.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="162" />
            <source>The previous file is unchanged. The game goes on.</source>
            <translation>Berkas sebelumnya tidak berubah. Permainan berlanjut.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="166" />
            <source>The file was not changed. The current game goes on.</source>
            <translation>Berkas tidak diubah. Permainan saat ini berlanjut.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="170" />
            <source>The file was not changed. A new game starts instead.</source>
            <translation>Berkas tidak diubah. Sebagai gantinya, permainan baru dimulai.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="173" />
            <source>The file was left as it is and will not be changed.</source>
            <translation>Berkas dibiarkan apa adanya dan tidak akan diubah.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="181" />
            <source>The statistics Triangles shows are saved in its place.</source>
            <translation>Statistik yang ditampilkan Triangles disimpan sebagai penggantinya.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="185" />
            <source>The game on the board is saved in its place.</source>
            <translation>Permainan yang ada di papan disimpan sebagai penggantinya.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="189" />
            <source>The default settings are used.</source>
            <translation>Pengaturan bawaan digunakan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="191" />
            <source>Your statistics start again from zero.</source>
            <translation>Statistik Anda dimulai lagi dari nol.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="193" />
            <source>A new game starts instead.</source>
            <translation>Sebagai gantinya, permainan baru dimulai.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/persistence/messages.py" line="201" />
            <source>The damaged file was kept as “{file}”.</source>
            <translation>Berkas yang rusak disisihkan sebagai “{file}”.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="43" />
            <source>Abandon this game for the new one ({board})? It counts as a loss.</source>
            <translation>Tinggalkan permainan ini demi permainan baru ({board})? Permainan ini akan dihitung sebagai kekalahan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="46" />
            <source>Abandon this game? It counts as a loss.</source>
            <translation>Tinggalkan permainan ini? Permainan ini akan dihitung sebagai kekalahan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="49" />
            <source>Restart this game? The lines drawn so far are cleared.</source>
            <translation>Mulai ulang permainan ini? Garis yang sudah ditarik akan dihapus.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="54" />
            <source>Abandon your unfinished game for the new one ({board})? Its lines are cleared.</source>
            <translation>Tinggalkan permainan Anda yang belum selesai demi permainan baru ({board})? Garis yang sudah ditarik akan dihapus.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="58" />
            <source>Abandon your unfinished game for the one asked for? Its lines are cleared.</source>
            <translation>Tinggalkan permainan Anda yang belum selesai untuk memulai permainan yang diminta? Garis yang sudah ditarik akan dihapus.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="63" />
            <source>Abandon this practice game? It is not counted.</source>
            <translation>Tinggalkan permainan latihan ini? Permainan ini tidak dihitung.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="73" />
            <source>The new game ({board}) was not started: your game goes on.</source>
            <translation>Permainan baru ({board}) tidak dimulai: permainan Anda berlanjut.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/abandon_prompt.py" line="76" />
            <source>The game asked for was not started: your game goes on.</source>
            <translation>Permainan yang diminta tidak dimulai: permainan Anda berlanjut.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/board/picture.py" line="77" />
            <source>After line {number} of {total}</source>
            <translation>Setelah garis {number} dari {total}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/board/picture.py" line="82" />
            <source>Game in progress</source>
            <translation>Permainan sedang berlangsung</translation>
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
            <translation>Papan permainan Triangles</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="117" />
            <source>&amp;Save game…</source>
            <translation>&amp;Simpan permainan…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="118" />
            <source>Save this game to a file</source>
            <translation>Simpan permainan ini ke berkas</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="119" />
            <source>&amp;Open game…</source>
            <translation>Buk&amp;a permainan…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="120" />
            <source>Continue a game saved to a file</source>
            <translation>Lanjutkan permainan yang disimpan di berkas</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="121" />
            <source>&amp;Export picture…</source>
            <translation>&amp;Ekspor gambar…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="123" />
            <source>Save a picture of the board to share (PNG or SVG)</source>
            <translation>Simpan gambar papan untuk dibagikan (PNG atau SVG)</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="125" />
            <source>S&amp;tatistics…</source>
            <translation>S&amp;tatistik…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="126" />
            <source>Your results against the computer</source>
            <translation>Hasil Anda melawan komputer</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="131" />
            <source>Your unfinished game is back.</source>
            <translation>Permainan Anda yang belum selesai telah dipulihkan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="161" />
            <source>Saved the game as “{file}”.</source>
            <translation>Permainan disimpan sebagai “{file}”.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="195" />
            <source>Opened “{file}”.</source>
            <translation>“{file}” dibuka.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="198" />
            <source>Its analysis was made by an earlier version, whose chart and marks could disagree: analyse the game again to see it.</source>
            <translation>Analisisnya dibuat oleh versi sebelumnya, yang grafik dan tandanya bisa saling bertentangan: analisis permainan ini lagi untuk melihatnya.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="224" />
            <source>Saved the picture as “{file}”.</source>
            <translation>Gambar disimpan sebagai “{file}”.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="254" />
            <source>Triangles games (*.triangles)</source>
            <translation>Permainan Triangles (*.triangles)</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="260" />
            <source>triangles-game</source>
            <translation>permainan-triangles</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="260" />
            <source>triangles-board-{number}</source>
            <translation>papan-triangles-{number}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="263" />
            <source>-line-{number}</source>
            <translation>-garis-{number}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="268" />
            <source>Save game</source>
            <translation>Simpan permainan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="277" />
            <source>Open game</source>
            <translation>Buka permainan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="279" />
            <source>All files (*)</source>
            <translation>Semua berkas (*)</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="306" />
            <source>Export picture</source>
            <translation>Ekspor gambar</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="308" />
            <source>Export picture of the empty board</source>
            <translation>Ekspor gambar papan kosong</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="310" />
            <source>Export picture of the board after line {number}</source>
            <translation>Ekspor gambar papan setelah garis ke-{number}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="313" />
            <source>PNG picture (*.png)</source>
            <translation>Gambar PNG (*.png)</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/file_actions.py" line="313" />
            <source>SVG picture (*.svg)</source>
            <translation>Gambar SVG (*.svg)</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/problem_reporter.py" line="62" />
            <source>File: {path}</source>
            <translation>Berkas: {path}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/problem_reporter.py" line="66" />
            <source>Kept as: {path}</source>
            <translation>Disisihkan sebagai: {path}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/problem_reporter.py" line="78" />
            <source>Triangles can save your data again: what was kept is saved now.</source>
            <translation>Triangles dapat menyimpan data Anda lagi: apa yang disimpan sementara kini telah disimpan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/problem_reporter.py" line="123" />
            <source>Some of your files had problems.</source>
            <translation>Beberapa berkas Anda bermasalah.</translation>
        </message>
    </context>
    <context>
        <name>LessonChoices</name>
        <message>
            <location filename="../triangles_qt/ui/lesson_choices.py" line="31" />
            <source>Worst first</source>
            <translation>Yang terburuk dulu</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/lesson_choices.py" line="33" />
            <source>In the order played</source>
            <translation>Sesuai urutan permainan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/lesson_choices.py" line="35" />
            <source>{name}: {order}</source>
            <translation>{name}: {order}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/lesson_choices.py" line="62" />
            <source>&amp;Learn from your mistakes</source>
            <translation>&amp;Belajar dari kesalahan Anda</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/lesson_choices.py" line="66" />
            <source>Go back to your marked lines and find a better line yourself</source>
            <translation>Kembali ke garis-garis bertanda Anda dan temukan sendiri garis yang lebih baik</translation>
        </message>
    </context>
    <context>
        <name>LessonPage</name>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="53" />
            <source>&amp;Next mistake</source>
            <translation>Kesalahan &amp;selanjutnya</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="54" />
            <source>&amp;Back to the game</source>
            <translation>&amp;Kembali ke permainan</translation>
        </message>
    </context>
    <context>
        <name>Level</name>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="60" />
            <source>Easy</source>
            <translation>Mudah</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="62" />
            <source>Medium</source>
            <translation>Sedang</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="63" />
            <source>Hard</source>
            <translation>Sulit</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../triangles_qt/ui/analysis_controller.py" line="62" />
            <source>Stop &amp;analysing</source>
            <translation>Hentikan anal&amp;isis</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_controller.py" line="64" />
            <source>&amp;Analyse game</source>
            <translation>Anal&amp;isis permainan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_controller.py" line="67" />
            <source>Let the computer work out what each line cost and which line was best</source>
            <translation>Biarkan komputer menghitung kerugian setiap garis dan garis mana yang terbaik</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_controller.py" line="77" />
            <source>Analysis stopped.</source>
            <translation>Analisis dihentikan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_controller.py" line="82" />
            <source>Analysing the game; you can keep playing meanwhile.</source>
            <translation>Menganalisis permainan; Anda tetap bisa bermain sementara itu.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_controller.py" line="139" />
            <source>The analysis is done.</source>
            <translation>Analisis selesai.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/analysis_controller.py" line="150" />
            <source>The analysis could not be finished; the game goes on.</source>
            <translation>Analisis tidak dapat diselesaikan; permainan tetap berlanjut.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/end_screen.py" line="64" />
            <source>Game over: {first} – {second}. {result}</source>
            <translation>Permainan selesai: {first} – {second}. {result}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/looking_back.py" line="115" />
            <source>Looking back. End (or the last move) returns to the game.</source>
            <translation>Anda sedang menelusuri langkah sebelumnya. End (atau langkah terakhir) membawa Anda kembali ke permainan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/looking_back.py" line="196" />
            <source>Playing on from line {number}.</source>
            <translation>Permainan berlanjut dari garis ke-{number}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/looking_back.py" line="200" />
            <source>Playing on from the empty board.</source>
            <translation>Permainan berlanjut dari papan kosong.</translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/main_window.py" line="260" />
            <source>%n stars, board %1</source>
            <translation>
                <numerusform>%n bintang, papan %1</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/main_window.py" line="361" />
            <source>Looking for a good line…</source>
            <translation>Mencari garis yang bagus…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="93" />
            <source>That line already exists.</source>
            <translation>Garis itu sudah ada.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="95" />
            <source>That line touches a star.</source>
            <translation>Garis itu menyentuh bintang.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="97" />
            <source>That line would cross another line.</source>
            <translation>Garis itu akan memotong garis lain.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="98" />
            <source>The game is over.</source>
            <translation>Permainan sudah selesai.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="158" />
            <source>&amp;Game</source>
            <translation>&amp;Permainan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="159" />
            <source>&amp;New game…</source>
            <translation>Permainan &amp;baru…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="160" />
            <source>&amp;Restart</source>
            <translation>&amp;Mulai ulang</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="162" />
            <source>Play the same board again from the start</source>
            <translation>Mainkan papan yang sama lagi dari awal</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="164" />
            <source>&amp;Undo</source>
            <translation>U&amp;rungkan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="165" />
            <source>Re&amp;do</source>
            <translation>Ula&amp;ngi</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="167" />
            <source>Draw the lines taken back again</source>
            <translation>Tarik lagi garis yang diurungkan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="169" />
            <source>&amp;Hint</source>
            <translation>Petun&amp;juk</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="171" />
            <source>Show the line the computer would draw</source>
            <translation>Tampilkan garis yang akan ditarik komputer</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="173" />
            <source>&amp;Continue from here</source>
            <translation>Lanjutkan &amp;dari sini</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="175" />
            <source>Play on from the position on the board, against a friend or the computer</source>
            <translation>Main terus dari posisi di papan, melawan teman atau komputer</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="181" />
            <source>With a &amp;friend</source>
            <translation>Dengan &amp;teman</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="184" />
            <source>Against the computer, &amp;Easy</source>
            <translation>Melawan komputer: &amp;Mudah</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="187" />
            <source>Against the computer, &amp;Medium</source>
            <translation>Melawan komputer: &amp;Sedang</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="190" />
            <source>Against the computer, &amp;Hard</source>
            <translation>Melawan komputer: S&amp;ulit</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="192" />
            <source>&amp;Quit</source>
            <translation>&amp;Keluar</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="193" />
            <source>&amp;View</source>
            <translation>&amp;Tampilan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="194" />
            <source>&amp;Theme</source>
            <translation>&amp;Tema</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="195" />
            <source>&amp;Language</source>
            <translation>&amp;Bahasa</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="199" />
            <source>&amp;Move list</source>
            <translation>Daftar &amp;langkah</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="201" />
            <source>Every line of the game, to look back at</source>
            <translation>Semua garis permainan, untuk ditelusuri kembali</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="203" />
            <source>&amp;Animations</source>
            <translation>&amp;Animasi</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="204" />
            <source>&amp;Full screen</source>
            <translation>Layar &amp;penuh</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="205" />
            <source>&amp;Help</source>
            <translation>&amp;Bantuan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="206" />
            <source>&amp;Rules</source>
            <translation>&amp;Aturan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/window_menus.py" line="207" />
            <source>&amp;About Triangles</source>
            <translation>&amp;Tentang Triangles</translation>
        </message>
    </context>
    <context>
        <name>MistakeCollector</name>
        <message>
            <location filename="../triangles_qt/ui/my_mistakes.py" line="84" />
            <source>Your mistakes could not be kept as puzzles.</source>
            <translation>Kesalahan Anda tidak dapat disimpan sebagai teka-teki.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/my_mistakes.py" line="85" />
            <source>They are kept until Triangles closes.</source>
            <translation>Kesalahan itu disimpan sampai Triangles ditutup.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/my_mistakes.py" line="87" />
            <source>Your mistakes kept as puzzles could not be read.</source>
            <translation>Kesalahan Anda yang disimpan sebagai teka-teki tidak dapat dibaca.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/my_mistakes.py" line="88" />
            <source>The list starts again from this game's mistakes on.</source>
            <translation>Daftarnya dimulai lagi dari kesalahan permainan ini.</translation>
        </message>
    </context>
    <context>
        <name>MistakesMode</name>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="178" />
            <source>Checking that line…</source>
            <translation>Memeriksa garis itu…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="191" />
            <source>That line could not be checked. Try another.</source>
            <translation>Garis itu tidak dapat diperiksa. Coba garis lain.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="217" />
            <source>That was the last one: {found} of {count} found at the first try.</source>
            <translation>Itu yang terakhir: {found} dari {count} ditemukan pada percobaan pertama.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="228" />
            <source>Line {number}. Find a better line for {name}.</source>
            <translation>Garis {number}. Temukan garis yang lebih baik untuk {name}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="232" />
            <source>{index} of {count}</source>
            <translation>{index} dari {count}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="240" />
            <source>Right! That line keeps a final margin of {value}.</source>
            <translation>Benar! Garis itu mempertahankan selisih akhir {value}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="245" />
            <source>Not this one either. The best line (dashed) keeps a final margin of {best}; the game's line left {actual}.</source>
            <translation>Bukan yang ini juga. Garis terbaik (putus-putus) mempertahankan selisih akhir {best}; garis dalam permainan menyisakan {actual}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="250" />
            <source>Not this one ({cost} less than the best line). Hint: start from the ringed star.</source>
            <translation>Bukan yang ini ({cost} lebih sedikit daripada garis terbaik). Petunjuk: mulai dari bintang yang dilingkari.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/mistakes_mode.py" line="253" />
            <source>Not this one: final margin {value}, {cost} less than the best line. Try again.</source>
            <translation>Bukan yang ini: selisih akhir {value}, {cost} lebih sedikit daripada garis terbaik. Coba lagi.</translation>
        </message>
    </context>
    <context>
        <name>MoveList</name>
        <message>
            <location filename="../triangles_qt/ui/move_list.py" line="226" />
            <source>Moves</source>
            <translation>Langkah</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/move_list_model.py" line="66" />
            <source>#</source>
            <translation>No.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/move_list_model.py" line="67" />
            <source>Player</source>
            <translation>Pemain</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/move_list_model.py" line="68" />
            <source>Triangles</source>
            <translation>Segitiga</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/move_list_model.py" line="69" />
            <source>Analysis</source>
            <translation>Analisis</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/move_list_model.py" line="80" />
            <source>Start</source>
            <translation>Awal</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="305" />
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="306" />
            <source>New game</source>
            <translation>Permainan Baru</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="307" />
            <source>&amp;Board:</source>
            <translation>&amp;Papan:</translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="309" />
            <source>%n stars</source>
            <translation>
                <numerusform>%n bintang</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="310" />
            <source>Opponent:</source>
            <translation>Lawan:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="311" />
            <source>Another player</source>
            <translation>Pemain lain</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="312" />
            <source>The computer</source>
            <translation>Komputer</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="315" />
            <source>How strongly the computer plays</source>
            <translation>Seberapa kuat komputer bermain</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="316" />
            <source>Player &amp;1:</source>
            <translation>Pemain &amp;1:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="317" />
            <source>Player &amp;2:</source>
            <translation>Pemain &amp;2:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="318" />
            <source>Who starts:</source>
            <translation>Siapa yang mulai:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="319" />
            <source>Rules:</source>
            <translation>Aturan:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="320" />
            <source>Play again after a triangle</source>
            <translation>Main lagi setelah segitiga</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="322" />
            <source>Whoever closes a triangle draws another line at once.</source>
            <translation>Siapa pun yang menutup segitiga langsung menarik garis lagi.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="324" />
            <source>Board &amp;number:</source>
            <translation>&amp;Nomor papan:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="325" />
            <source>Random</source>
            <translation>Acak</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="327" />
            <source>Leave empty for a new board, or enter a number to replay that board.</source>
            <translation>Biarkan kosong untuk papan baru, atau masukkan nomor untuk memainkan papan itu lagi.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="329" />
            <source>&amp;Play</source>
            <translation>&amp;Main</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/new_game_dialog.py" line="330" />
            <source>Cancel</source>
            <translation>Batal</translation>
        </message>
    </context>
    <context>
        <name>NewGameFlow</name>
        <message>
            <location filename="../triangles_qt/ui/new_game_flow.py" line="94" />
            <source>The same board again, from the start.</source>
            <translation>Papan yang sama lagi, dari awal.</translation>
        </message>
    </context>
    <context>
        <name>Outcome</name>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="71" />
            <source>Draw!</source>
            <translation>Seri!</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="74" />
            <source>You win!</source>
            <translation>Anda menang!</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="75" />
            <source>You lose!</source>
            <translation>Anda kalah!</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="76" />
            <source>{name} wins!</source>
            <translation>{name} menang!</translation>
        </message>
    </context>
    <context>
        <name>PlayerName</name>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="21" />
            <source>You</source>
            <translation>Anda</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="23" />
            <source>Computer</source>
            <translation>Komputer</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="25" />
            <source>Player 1</source>
            <translation>Pemain 1</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/texts.py" line="26" />
            <source>Player 2</source>
            <translation>Pemain 2</translation>
        </message>
    </context>
    <context>
        <name>PuzzleMode</name>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="100" />
            <source>&amp;Puzzles</source>
            <translation>&amp;Latihan teka-teki</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="102" />
            <source>Positions from real games with one best line to find</source>
            <translation>Posisi dari permainan sungguhan dengan satu garis terbaik untuk ditemukan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="227" />
            <source>Right! That line keeps the best result.</source>
            <translation>Benar! Garis itu mempertahankan hasil terbaik.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="228" />
            <source>Right, this time. The puzzle comes back tomorrow.</source>
            <translation>Benar, kali ini. Teka-teki ini kembali besok.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="230" />
            <source>Not this one either. The best line is shown dashed.</source>
            <translation>Bukan yang ini juga. Garis terbaik ditampilkan putus-putus.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="232" />
            <source>Not this one. Hint: a best line starts from the ringed star.</source>
            <translation>Bukan yang ini. Petunjuk: garis terbaik berawal dari bintang yang dilingkari.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="234" />
            <source>Not this one: another line does better. Try again.</source>
            <translation>Bukan yang ini: ada garis lain yang lebih baik. Coba lagi.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="236" />
            <source>That line costs {cost}.</source>
            <translation>Garis itu merugikan {cost}.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="259" />
            <source>Your puzzle progress could not be saved.</source>
            <translation>Kemajuan teka-teki Anda tidak dapat disimpan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="260" />
            <source>It is kept until Triangles closes.</source>
            <translation>Kemajuan itu disimpan sampai Triangles ditutup.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="262" />
            <source>Your puzzle progress could not be read.</source>
            <translation>Kemajuan teka-teki Anda tidak dapat dibaca.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_mode.py" line="263" />
            <source>Practice starts again from the beginning.</source>
            <translation>Latihan dimulai lagi dari awal.</translation>
        </message>
    </context>
    <context>
        <name>PuzzlePage</name>
        <message>
            <location filename="../triangles_qt/ui/puzzle_page.py" line="78" />
            <source>&amp;Next puzzle</source>
            <translation>Teka-teki &amp;selanjutnya</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_page.py" line="79" />
            <source>&amp;Back to the game</source>
            <translation>&amp;Kembali ke permainan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_page.py" line="109" />
            <source>{grade} puzzle. {name} to draw: find the best line.</source>
            <translation>Teka-teki {grade}. Giliran {name}: temukan garis terbaik.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_page.py" line="115" />
            <source>No puzzle is due: come back tomorrow.</source>
            <translation>Tidak ada teka-teki yang jatuh tempo: kembalilah besok.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_page.py" line="120" />
            <source>Solved {solved}, streak {streak}, rating {rating}, due {due}</source>
            <translation>Terpecahkan {solved}, beruntun {streak}, peringkat {rating}, jatuh tempo {due}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_page.py" line="158" />
            <source>Easy</source>
            <translation>mudah</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_page.py" line="160" />
            <source>Medium</source>
            <translation>sedang</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/puzzle_page.py" line="161" />
            <source>Hard</source>
            <translation>sulit</translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <location filename="../triangles_qt/i18n.py" line="126" />
            <source>Drive</source>
            <translation>Kandar</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="127" />
            <source>Unknown</source>
            <translation>Tidak diketahui</translation>
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
            <translation>Pintasan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="137" />
            <source>File Folder</source>
            <comment>Match Windows Explorer</comment>
            <translation>Folder berkas</translation>
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
            <translation>&amp;Lihat di:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="76" />
            <source>File &amp;name:</source>
            <translation>&amp;Nama berkas:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="77" />
            <source>Files of &amp;type:</source>
            <translation>&amp;Jenis berkas:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="78" />
            <source>&amp;Open</source>
            <translation>&amp;Buka</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="79" />
            <source>&amp;Save</source>
            <translation>&amp;Simpan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="80" />
            <source>Back</source>
            <translation>Kembali</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="81" />
            <source>Forward</source>
            <translation>Maju</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="82" />
            <source>Parent Directory</source>
            <translation>Folder induk</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="83" />
            <source>Create New Folder</source>
            <translation>Buat folder baru</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="84" />
            <source>List View</source>
            <translation>Tampilan daftar</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="85" />
            <source>Detail View</source>
            <translation>Tampilan rinci</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="86" />
            <source>Go back</source>
            <translation>Kembali ke folder sebelumnya</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="87" />
            <source>Go forward</source>
            <translation>Maju ke folder berikutnya</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="88" />
            <source>Go to the parent directory</source>
            <translation>Ke folder induk</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="89" />
            <source>Create a New Folder</source>
            <translation>Buat folder baru</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="90" />
            <source>Change to list view mode</source>
            <translation>Beralih ke tampilan daftar</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="91" />
            <source>Change to detail view mode</source>
            <translation>Beralih ke tampilan rinci</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="92" />
            <source>Sidebar</source>
            <translation>Bilah sisi</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="93" />
            <source>List of places and bookmarks</source>
            <translation>Daftar tempat dan markah</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="94" />
            <source>Files</source>
            <translation>Berkas</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="95" />
            <source>&amp;Rename</source>
            <translation>&amp;Ganti nama</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="96" />
            <source>&amp;Delete</source>
            <translation>&amp;Hapus</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="97" />
            <source>Show &amp;hidden files</source>
            <translation>Tampilkan berkas &amp;tersembunyi</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="98" />
            <source>&amp;New Folder</source>
            <translation>Folder &amp;baru</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="99" />
            <source>New Folder</source>
            <translation>Folder baru</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="100" />
            <source>Show </source>
            <translation>Tampilkan </translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="101" />
            <source>Remove</source>
            <translation>Hapus</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="102" />
            <source>Delete</source>
            <translation>Hapus</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="103" />
            <source>All Files (*)</source>
            <translation>Semua berkas (*)</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="104" />
            <source>%1 already exists.
Do you want to replace it?</source>
            <translation>%1 sudah ada.
Apakah Anda ingin menggantinya?</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="105" />
            <source>%1
File not found.
Please verify the correct file name was given.</source>
            <translation>%1
Berkas tidak ditemukan.
Pastikan nama berkasnya benar.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="108" />
            <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
            <translation>%1
Folder tidak ditemukan.
Pastikan nama foldernya benar.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="112" />
            <source>Are you sure you want to delete '%1'?</source>
            <translation>Anda yakin ingin menghapus “%1”?</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="113" />
            <source>'%1' is write protected.
Do you want to delete it anyway?</source>
            <translation>“%1” dilindungi dari penulisan.
Tetap ingin menghapusnya?</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="114" />
            <source>Could not delete directory.</source>
            <translation>Folder tidak dapat dihapus.</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <location filename="../triangles_qt/i18n.py" line="115" />
            <source>Name</source>
            <translation>Nama</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="116" />
            <source>Size</source>
            <translation>Ukuran</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="117" />
            <source>Date Modified</source>
            <translation>Tanggal diubah</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="118" />
            <source>Computer</source>
            <translation>Komputer</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="119" />
            <source>My Computer</source>
            <translation>Komputer saya</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="120" />
            <source>Invalid filename</source>
            <translation>Nama berkas tidak valid</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="121" />
            <source>&lt;b&gt;The name "%1" cannot be used.&lt;/b&gt;&lt;p&gt;Try using another name, with fewer characters or no punctuation marks.</source>
            <translation>&lt;b&gt;Nama “%1” tidak dapat digunakan.&lt;/b&gt;&lt;p&gt;Coba nama lain, dengan lebih sedikit karakter atau tanpa tanda baca.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="132" />
            <source>Type</source>
            <comment>All other platforms</comment>
            <translation>Jenis</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="136" />
            <source>Kind</source>
            <comment>Match OS X Finder</comment>
            <translation>Jenis</translation>
        </message>
    </context>
    <context>
        <name>QLineEdit</name>
        <message>
            <location filename="../triangles_qt/i18n.py" line="63" />
            <source>&amp;Undo</source>
            <translation>U&amp;rungkan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="64" />
            <source>&amp;Redo</source>
            <translation>Ula&amp;ngi</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="65" />
            <source>Cu&amp;t</source>
            <translation>&amp;Potong</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="66" />
            <source>&amp;Copy</source>
            <translation>&amp;Salin</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="67" />
            <source>&amp;Paste</source>
            <translation>&amp;Tempel</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="68" />
            <source>Delete</source>
            <translation>Hapus</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="69" />
            <source>Select All</source>
            <translation>Pilih semua</translation>
        </message>
    </context>
    <context>
        <name>QMessageBox</name>
        <message>
            <location filename="../triangles_qt/i18n.py" line="61" />
            <source>Show Details...</source>
            <translation>Tampilkan detail…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="62" />
            <source>Hide Details...</source>
            <translation>Sembunyikan detail…</translation>
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
            <translation>Simpan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="48" />
            <source>Open</source>
            <translation>Buka</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="49" />
            <source>Cancel</source>
            <translation>Batal</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="50" />
            <source>Close</source>
            <translation>Tutup</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="51" />
            <source>Apply</source>
            <translation>Terapkan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="52" />
            <source>Reset</source>
            <translation>Atur ulang</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="53" />
            <source>Help</source>
            <translation>Bantuan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="54" />
            <source>Discard</source>
            <translation>Buang</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="55" />
            <source>&amp;Yes</source>
            <translation>&amp;Ya</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="56" />
            <source>&amp;No</source>
            <translation>&amp;Tidak</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="57" />
            <source>Abort</source>
            <translation>Batalkan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="58" />
            <source>Retry</source>
            <translation>Coba lagi</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="59" />
            <source>Ignore</source>
            <translation>Abaikan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="60" />
            <source>Restore Defaults</source>
            <translation>Pulihkan bawaan</translation>
        </message>
    </context>
    <context>
        <name>QWidgetTextControl</name>
        <message>
            <location filename="../triangles_qt/i18n.py" line="70" />
            <source>&amp;Copy</source>
            <translation>&amp;Salin</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="71" />
            <source>Copy &amp;Link Location</source>
            <translation>Salin &amp;lokasi tautan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/i18n.py" line="72" />
            <source>Select All</source>
            <translation>Pilih semua</translation>
        </message>
    </context>
    <context>
        <name>RulesWindow</name>
        <message>
            <location filename="../triangles_qt/ui/rules_figures.py" line="383" />
            <source>Player 1: {points}</source>
            <translation>Pemain 1: {points}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_figures.py" line="384" />
            <source>Player 2: {points}</source>
            <translation>Pemain 2: {points}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="71" />
            <source>Rules of Triangles</source>
            <translation>Aturan Triangles</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="73" />
            <source>In short</source>
            <translation>Ringkasan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="74" />
            <source>Players take turns drawing a line between two stars. A line may not cross another line, nor touch another star. Closing a triangle with no star in it scores one point. The game ends when no triangle can be closed any more; whoever has closed the most triangles wins.</source>
            <translation>Pemain bergiliran menarik garis di antara dua bintang. Garis tidak boleh bersilangan dengan garis lain, dan tidak boleh menyentuh bintang lain. Menutup segitiga yang tidak berisi bintang memberi satu poin. Permainan berakhir saat tidak ada lagi segitiga yang bisa ditutup; pemain dengan segitiga terbanyak menang.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="82" />
            <source>Goal</source>
            <translation>Tujuan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="83" />
            <source>Close more triangles than your opponent. The board is a cloud of stars: 24, 60, 80, 120 or 180 stars, as chosen in the New Game window. There is no grid: a line can join two stars far apart, as long as it follows the rules below.</source>
            <translation>Menutup lebih banyak segitiga daripada lawan. Papan berupa kumpulan bintang: 24, 60, 80, 120, atau 180 bintang, sesuai pilihan di jendela Permainan Baru. Tidak ada kisi-kisi: sebuah garis bisa menghubungkan dua bintang yang berjauhan, selama mematuhi aturan di bawah ini.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="89" />
            <source>Play against a friend at the same computer, taking turns, or against the computer at one of three levels: Easy, Medium or Hard. The New Game window also sets the players' names and who starts.</source>
            <translation>Bermainlah bergiliran melawan teman di komputer yang sama, atau melawan komputer di salah satu dari tiga tingkat: Mudah, Sedang, atau Sulit. Jendela Permainan Baru juga mengatur nama pemain dan siapa yang mulai.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="96" />
            <source>Drawing a line</source>
            <translation>Menarik garis</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="97" />
            <source>With the mouse, drag from one star to another, or click one star and then the other. On a touchscreen, tap one star and then the other, or slide your finger from one star to the other. With the keyboard, move between the stars with the arrow keys and press Space or Enter on each end of the line. Esc cancels a line you have started.</source>
            <translation>Dengan mouse, seret dari satu bintang ke bintang lain, atau klik satu bintang lalu bintang lainnya. Di layar sentuh, ketuk satu bintang lalu bintang lainnya, atau geser jari dari satu bintang ke bintang lain. Dengan keyboard, berpindahlah antarbintang dengan tombol panah dan tekan Spasi atau Enter di setiap ujung garis. Esc membatalkan garis yang sudah Anda mulai.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="105" />
            <source>The line takes the player's colour; with the default theme, Nebula, red-orange for Player 1 and blue for Player 2. The app refuses a line in three cases:</source>
            <translation>Garis mengambil warna pemain; dengan tema Nebula, yang merupakan tema bawaan, jingga kemerahan untuk Pemain 1 dan biru untuk Pemain 2. App menolak garis dalam tiga kasus:</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="110" />
            <source>it already exists;</source>
            <translation>garis itu sudah ada;</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="111" />
            <source>it touches another star: a line may not touch another star, not even the edge of its dot. What you see decides: a line the app accepts always leaves a gap between it and every other star, at any window size;</source>
            <translation>garis itu menyentuh bintang lain: garis tidak boleh menyentuh bintang lain, bahkan tepi titiknya pun tidak. Yang terlihat di layar yang menentukan: garis yang diterima app selalu menyisakan celah antara garis itu dan setiap bintang lain, pada ukuran jendela berapa pun;</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="117" />
            <source>it cuts a line already drawn. Two lines may leave from the same star, but they may never cross.</source>
            <translation>garis itu memotong garis yang sudah dibuat. Dua garis boleh berawal dari bintang yang sama, tetapi tidak boleh saling bersilangan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="122" />
            <source>A refused line flashes dashed on the board with a label that says why: “Crosses a line”, “Touches a star” or “Already drawn”. The same label shows while you point at a star that would give such a line. Changed your mind? Undo ({shortcut}) takes back your last line; against the computer, it also takes back the computer's reply.</source>
            <translation>Garis yang ditolak berkedip putus-putus di papan dengan label yang menjelaskan alasannya: “Memotong garis”, “Menyentuh bintang” atau “Sudah ditarik”. Label yang sama muncul saat Anda menunjuk bintang yang akan menghasilkan garis seperti itu. Berubah pikiran? Urungkan ({shortcut}) menarik kembali garis terakhir Anda; melawan komputer, balasan komputer juga ditarik kembali.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="130" />
            <source>Line B–D (dashed) is refused: it would cross line A–C.</source>
            <translation>Garis B–D (putus-putus) ditolak: garis itu akan memotong garis A–C.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="133" />
            <source>Line A–C (dashed) is refused: it touches star B, although it passes beside B’s centre.</source>
            <translation>Garis A–C (putus-putus) ditolak: garis itu menyentuh bintang B, meskipun lewat di samping pusat B.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="138" />
            <source>Dimmed stars have no line left to give: every line from them is already drawn, would cross a line or would touch another star. They show where the board is used up.</source>
            <translation>Bintang yang redup tidak punya garis lagi: setiap garis darinya sudah ditarik, akan memotong garis, atau akan menyentuh bintang lain. Bintang redup menunjukkan bagian papan yang sudah habis.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="145" />
            <source>When a triangle counts</source>
            <translation>Kapan sebuah segitiga dihitung</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="146" />
            <source>When your line closes a triangle, that is, its other two sides are already drawn (by you or by your opponent), the triangle fills with your colour and you score one point. A triangle counts only if it holds no star, neither inside nor exactly on a side. All three of its sides may be drawn, but it brings nothing.</source>
            <translation>Saat garis Anda menutup sebuah segitiga, yaitu dua sisi lainnya sudah ditarik (oleh Anda atau oleh lawan), segitiga itu terisi dengan warna Anda dan Anda mendapat satu poin. Sebuah segitiga dihitung hanya jika tidak berisi bintang, baik di dalam maupun tepat di sisinya. Ketiga sisinya boleh ditarik, tetapi segitiga itu tidak memberi poin.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="153" />
            <source>The big triangle ABC is closed, but star D is inside it: no point.</source>
            <translation>Segitiga besar ABC sudah tertutup, tetapi bintang D ada di dalamnya: tidak ada poin.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="156" />
            <source>The small triangles around D, on the other hand, do count.</source>
            <translation>Segitiga-segitiga kecil di sekitar D justru dihitung.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="160" />
            <source>One line, two triangles</source>
            <translation>Satu garis, dua segitiga</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="161" />
            <source>A line has two sides: it can close a triangle on each side and score 2 points at once. In the square below, the diagonal A–C closes both ABC and ACD.</source>
            <translation>Sebuah garis punya dua sisi: garis itu bisa menutup satu segitiga di setiap sisinya dan memberi 2 poin sekaligus. Pada persegi di bawah ini, diagonal A–C menutup ABC dan ACD sekaligus.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="166" />
            <source>The diagonal A–C closes two triangles at once.</source>
            <translation>Diagonal A–C menutup dua segitiga sekaligus.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="170" />
            <source>Play again after a triangle</source>
            <translation>Main lagi setelah segitiga</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="171" />
            <source>By default, each player draws one line per turn, whether it closes a triangle or not. The option “Play again after a triangle” in the New Game window changes this: a player who closes at least one triangle draws another line at once. In the example, Player 1 closes a triangle on move 3 and plays the next move too.</source>
            <translation>Secara bawaan, setiap pemain menarik satu garis per giliran, baik garis itu menutup segitiga maupun tidak. Di jendela Permainan Baru, opsi “Main lagi setelah segitiga” mengubahnya: pemain yang menutup setidaknya satu segitiga langsung menarik garis lagi. Pada contoh, Pemain 1 menutup sebuah segitiga di langkah 3 dan main lagi di langkah berikutnya.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="178" />
            <source>With “Play again after a triangle”: Player 1 closes triangle ABC on move 3 and plays move 4 too. The numbers show the order of the moves.</source>
            <translation>Dengan “Main lagi setelah segitiga”: Pemain 1 menutup segitiga ABC di langkah 3 dan juga memainkan langkah 4. Angka menunjukkan urutan langkah.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="184" />
            <source>End of the game</source>
            <translation>Akhir permainan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="185" />
            <source>The app ends the game as soon as no triangle can be closed and counted any more: a line that might still be possible would bring nothing. The player who has closed the most triangles wins. Against the computer, the end screen says “You win!” or “You lose!”; in a two-player game, it names the winner.</source>
            <translation>App mengakhiri permainan begitu tidak ada lagi segitiga yang dapat ditutup dan dihitung: garis yang masih mungkin dibuat tidak akan memberi poin lagi. Pemain yang menutup paling banyak segitiga menang. Melawan komputer, layar akhir menampilkan “Anda menang!” atau “Anda kalah!”; untuk dua pemain, layar itu menyebut nama pemenangnya.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="193" />
            <source>Draw</source>
            <translation>Seri</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="194" />
            <source>With an equal number of triangles, the end screen says “Draw!”. Against the computer, a draw counts as neither a win nor a loss in the statistics. See the example that ends in a draw.</source>
            <translation>Jika jumlah segitiga sama, layar akhir menampilkan “Seri!”. Melawan komputer, hasil seri tidak dihitung sebagai kemenangan maupun kekalahan dalam statistik. Lihat contoh yang berakhir seri.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="200" />
            <source>A short game that ends in a draw: on move 4, A–C closes ABC for Player 2; on move 5, A–D closes ACD for Player 1. B–D would cross A–C, so no triangle is left: 1–1.</source>
            <translation>Permainan singkat yang berakhir seri: di langkah 4, A–C menutup ABC untuk Pemain 2; di langkah 5, A–D menutup ACD untuk Pemain 1. B–D akan memotong A–C, jadi tidak ada segitiga yang tersisa: 1–1.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="206" />
            <source>Looking back</source>
            <translation>Melihat kembali</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="207" />
            <source>Redo ({redo}) draws the lines you took back again, until you draw another line. View &gt; Move list ({moves}) lists every line of the game; choose one to see the board and the score as they were after it (the arrow keys step, Home and End jump), then return to the game at its latest position. From any position that is not over, Game &gt; Continue from here starts a new game there, against a friend or the computer; such practice games do not count in the statistics. Giving up a game against the computer after you have drawn a line counts as a loss; Triangles asks first.</source>
            <translation>Ulangi ({redo}) menarik lagi garis yang Anda urungkan, sampai Anda menarik garis lain. Tampilan &gt; Daftar langkah ({moves}) mencantumkan setiap garis dalam permainan; pilih salah satu untuk melihat papan dan skor seperti setelah garis itu (tombol panah melangkah, Home dan End melompat), lalu kembali ke permainan pada posisi terbarunya. Dari posisi mana pun yang belum berakhir, Permainan &gt; Lanjutkan dari sini memulai permainan baru dari situ, melawan teman atau komputer; permainan latihan seperti ini tidak dihitung dalam statistik. Menyerah dalam permainan melawan komputer setelah Anda menarik garis dihitung sebagai kekalahan; Triangles bertanya lebih dulu.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="218" />
            <source>Game &gt; Analyse game ({analyse}) lets the computer go through the game, while you play on. Every position gets one value: the final margin (your points minus your opponent's at the end) its player could still reach with best play. A line's cost is how much it lowered its player's margin: the best line costs nothing, a triangle handed over costs 2. The chart draws these values, so it moves only at lines, and every fall belongs to a line of the player who fell; the move list shows each line's mark with its cost beside it. Choose a line to see what it did and, if it cost something, the best line dashed on the board. The analysis is saved with the game.</source>
            <translation>Permainan &gt; Analisis permainan ({analyse}) meminta komputer menelusuri permainan sementara Anda terus bermain. Setiap posisi mendapat satu nilai: selisih akhir (poin Anda dikurangi poin lawan di akhir permainan) yang masih bisa dicapai pemainnya dengan permainan terbaik. Biaya sebuah garis adalah seberapa banyak selisih yang dihasilkan garis itu lebih rendah bagi pemainnya: garis terbaik tidak merugikan apa pun, satu segitiga yang diserahkan merugikan 2. Grafik menampilkan nilai-nilai ini, jadi grafik hanya bergerak pada garis, dan setiap penurunan milik garis dari pemain yang turun; daftar langkah menunjukkan tanda setiap garis beserta biayanya. Pilih sebuah garis untuk melihat apa yang dilakukannya dan, jika ada yang hilang, garis terbaik sebagai garis putus-putus di papan. Analisis disimpan bersama permainan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="230" />
            <source>The marks read like a coach's: what counts is how much a line lowers its player's chances (a win counts 1, a draw 1/2, a loss 0). The same points matter more in a close game near its end than in one long decided, so a line is an inaccuracy, a mistake or a blunder by how much it lowered the chances. Whatever the chances, a line that throws away the win or the draw is at least a mistake, and one that hands a triangle over is never good. A player's accuracy is the average over their lines: 100 % for a line that gives nothing away, 50 % for one triangle handed over, a third for two. The line after which the loser never again got back to a draw decided the game. N and P in the move list, or the buttons under it, go to the next and the previous marked line.</source>
            <translation>Tanda-tandanya dibaca seperti penilaian pelatih: yang dihitung adalah seberapa banyak sebuah garis menurunkan peluang pemainnya (menang bernilai 1, seri 1/2, kalah 0). Poin yang sama lebih berarti dalam permainan ketat menjelang akhir daripada dalam permainan yang sudah lama ditentukan, jadi sebuah garis dinilai kurang tepat, kesalahan, atau kesalahan fatal menurut seberapa banyak ia menurunkan peluang. Berapa pun peluangnya, garis yang membuang kemenangan atau seri setidaknya adalah kesalahan, dan garis yang menyerahkan satu segitiga tidak pernah dinilai baik. Akurasi seorang pemain adalah rata-rata atas garis-garisnya: 100 % untuk garis yang tidak memberikan apa pun, 50 % untuk satu segitiga yang diserahkan, sepertiga untuk dua. Garis yang setelahnya pihak yang kalah tidak pernah lagi kembali ke seri adalah garis yang menentukan permainan. N dan P di daftar langkah, atau tombol di bawahnya, menuju garis bertanda berikutnya dan sebelumnya.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="243" />
            <source>How far the exact part reaches depends on the position, not on the time: the last stretch of the game, a longer one with “Play again after a triangle”, on 24 stars as on 60. The chart is solid where it is exact and dashed where it is estimated, and marks the line that decided the game; “Play on from before line …” starts a new game just before it, to practise that moment. The analysis counts work, not time: on a busy computer it takes longer but gives the same marks.</source>
            <translation>Jangkauan bagian yang pasti bergantung pada posisi, bukan waktu: bagian akhir permainan, lebih panjang dengan “Main lagi setelah segitiga”, baik dengan 24 maupun 60 bintang. Grafik utuh di bagian yang pasti dan putus-putus di bagian perkiraan, dan menandai garis yang menentukan hasil permainan; “Lanjutkan dari posisi sebelum garis ke-…” memulai permainan baru tepat sebelum garis itu, untuk berlatih menghadapi saat itu. Analisis diukur dari jumlah kerja, bukan waktu: di komputer yang sibuk ia memakan waktu lebih lama, tetapi memberi penilaian yang sama.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="254" />
            <source>Puzzles</source>
            <translation>Teka-teki</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="255" />
            <source>Game &gt; Puzzles shows a position from a game between the computer's levels in place of your game, which waits until you go back to it. Draw the line that keeps the best result for the side to draw: the computer worked every answer out exactly. A wrong line is taken back for another try; after the second miss the star a best line starts from is ringed, after the third the line shows dashed. A puzzle solved at the first try comes back after 1, 3, 7 and 21 days, one missed the next day. New puzzles are easy, medium or hard, chosen by your rating, which rises and falls with each first answer.</source>
            <translation>Permainan &gt; Latihan teka-teki menampilkan posisi dari permainan antar tingkat komputer, menggantikan permainan Anda, yang menunggu sampai Anda kembali. Tarik garis yang mempertahankan hasil terbaik bagi pihak yang mendapat giliran: komputer telah menghitung setiap jawaban dengan tepat. Garis yang salah ditarik kembali agar Anda bisa mencoba lagi; setelah meleset kedua kalinya, bintang tempat garis terbaik berawal dilingkari, setelah ketiga kalinya garis itu tampil putus-putus. Teka-teki yang terpecahkan pada percobaan pertama kembali setelah 1, 3, 7 dan 21 hari, yang meleset keesokan harinya. Teka-teki baru bertingkat mudah, sedang atau sulit, dipilih menurut peringkat Anda, yang naik dan turun dengan setiap jawaban pertama.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/rules_window.py" line="266" />
            <source>Once a game is analysed, Learn from your mistakes (under the move list, or on the end screen) takes you through your marked lines, the worst first or in the order played: find a better line from the position before each. It is right when it would not have been marked; a wrong one says what it costs, then the hint and the best line come as in the puzzles. Your mistakes worked out exactly also become puzzles of your own, which come first.</source>
            <translation>Setelah permainan dianalisis, Belajar dari kesalahan Anda (di bawah daftar langkah, atau di layar akhir) membawa Anda melalui garis-garis bertanda Anda, yang terburuk dulu atau sesuai urutan permainan: temukan garis yang lebih baik dari posisi sebelum masing-masing. Jawaban benar bila garis itu tidak akan diberi tanda; jawaban yang salah menyebutkan kerugiannya, lalu petunjuk dan garis terbaik muncul seperti pada teka-teki. Kesalahan Anda yang dihitung secara pasti juga menjadi teka-teki Anda sendiri, yang datang lebih dulu.</translation>
        </message>
    </context>
    <context>
        <name>ScoreBar</name>
        <message>
            <location filename="../triangles_qt/ui/score_bar.py" line="374" />
            <source>winner</source>
            <translation>pemenang</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/score_bar.py" line="376" />
            <source>thinking</source>
            <translation>berpikir</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/score_bar.py" line="378" />
            <source>to play</source>
            <translation>giliran</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/score_bar.py" line="380" />
            <source>Level: {level}</source>
            <translation>Tingkat: {level}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/score_bar.py" line="397" />
            <source>{name} is thinking</source>
            <translation>{name} sedang berpikir</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/score_bar.py" line="400" />
            <location filename="../triangles_qt/ui/score_bar.py" line="404" />
            <source>{name} to play</source>
            <translation>Giliran {name}</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/score_bar.py" line="402" />
            <source>Your turn</source>
            <translation>Giliran Anda</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/score_bar.py" line="419" />
            <source>Play again after a triangle</source>
            <translation>Main lagi setelah segitiga</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="125" />
            <source>Statistics</source>
            <translation>Statistik</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="126" />
            <source>Your results against the computer</source>
            <translation>Hasil Anda melawan komputer</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="128" />
            <source>Level</source>
            <translation>Tingkat</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="129" />
            <source>Stars</source>
            <translation>Bintang</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="130" />
            <source>Played</source>
            <translation>Dimainkan</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="131" />
            <source>Won</source>
            <translation>Menang</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="132" />
            <source>Lost</source>
            <translation>Kalah</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="133" />
            <source>Drawn</source>
            <translation>Seri</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="134" />
            <source>Win rate</source>
            <translation>Persentase menang</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="135" />
            <source>Winning streak</source>
            <translation>Menang beruntun</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="136" />
            <source>Best streak</source>
            <translation>Rekor beruntun</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="139" />
            <source>No games against the computer yet. Finish one and your results appear here.</source>
            <translation>Belum ada permainan melawan komputer. Selesaikan satu, dan hasil Anda akan muncul di sini.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="143" />
            <source>A draw is neither a win nor a loss: the win rate counts won and lost games only, and a draw does not end a winning streak. A game against the computer abandoned after you drew a line counts as a loss. Games between two people are not counted.</source>
            <translation>Hasil seri bukan kemenangan maupun kekalahan: persentase menang hanya menghitung kemenangan dan kekalahan, dan hasil seri tidak memutus kemenangan beruntun. Permainan melawan komputer yang ditinggalkan setelah Anda menarik garis dihitung sebagai kekalahan. Permainan antara dua orang tidak dihitung.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="149" />
            <source>&amp;Reset…</source>
            <translation>&amp;Atur ulang…</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="172" />
            <source>Your accuracy in analysed games: {last} % in the last, {mean} % on average over the last {count}. The line follows the average.</source>
            <translation>Akurasi Anda dalam permainan yang dianalisis: {last} % pada yang terakhir, rata-rata {mean} % dalam {count} terakhir. Garisnya mengikuti rata-rata.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="321" />
            <source>Reset statistics</source>
            <translation>Atur ulang statistik</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="322" />
            <source>Forget all your results against the computer?</source>
            <translation>Hapus semua hasil Anda melawan komputer?</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="323" />
            <source>This cannot be undone.</source>
            <translation>Ini tidak dapat dibatalkan.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/statistics_dialog.py" line="324" />
            <source>Reset</source>
            <translation>Atur ulang</translation>
        </message>
    </context>
    <context>
        <name>StatusNews</name>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="33" />
            <source>Wait: the computer is thinking.</source>
            <translation>Tunggu: komputer sedang berpikir.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="35" />
            <source>Hint: try the highlighted line.</source>
            <translation>Petunjuk: coba garis yang disorot.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="38" />
            <source>No hint is available right now.</source>
            <translation>Saat ini tidak ada petunjuk.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="42" />
            <source>The computer chose a refused line; it plays another.</source>
            <translation>Komputer memilih garis yang ditolak; komputer memainkan garis lain.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="46" />
            <source>The computer had a problem and started again.</source>
            <translation>Komputer mengalami masalah dan dimulai ulang.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="51" />
            <source>Hard could not think this move through: the computer played a quick line instead.</source>
            <translation>Tingkat Sulit tidak sempat memikirkan langkah ini: komputer memainkan garis cepat sebagai gantinya.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="80" />
            <source>{name} closed a triangle and plays again!</source>
            <translation>{name} menutup sebuah segitiga dan main lagi!</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="82" />
            <source>{name} closed a triangle!</source>
            <translation>{name} menutup sebuah segitiga!</translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/status_news.py" line="87" />
            <source>{name} closed %n triangles and plays again!</source>
            <translation>
                <numerusform>{name} menutup %n segitiga dan main lagi!</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/status_news.py" line="89" />
            <source>{name} closed %n triangles!</source>
            <translation>
                <numerusform>{name} menutup %n segitiga!</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="97" />
            <source>You closed a triangle and play again!</source>
            <translation>Anda menutup sebuah segitiga dan main lagi!</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="98" />
            <source>You closed a triangle!</source>
            <translation>Anda menutup sebuah segitiga!</translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/status_news.py" line="100" />
            <source>You closed %n triangles and play again!</source>
            <translation>
                <numerusform>Anda menutup %n segitiga dan main lagi!</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/status_news.py" line="101" />
            <source>You closed %n triangles!</source>
            <translation>
                <numerusform>Anda menutup %n segitiga!</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/status_news.py" line="105" />
            <source>Took back %n lines.</source>
            <translation>
                <numerusform>%n garis diurungkan.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="107" />
            <source>Took back the last line.</source>
            <translation>Garis terakhir diurungkan.</translation>
        </message>
        <message numerus="yes">
            <location filename="../triangles_qt/ui/status_news.py" line="111" />
            <source>Drew %n lines again.</source>
            <translation>
                <numerusform>%n garis ditarik lagi.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="113" />
            <source>Drew the line again.</source>
            <translation>Garis ditarik lagi.</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/status_news.py" line="120" />
            <source>Preparing the board…</source>
            <translation>Menyiapkan papan…</translation>
        </message>
    </context>
    <context>
        <name>Theme</name>
        <message>
            <location filename="../triangles_qt/ui/themes.py" line="66" />
            <source>Nebula</source>
            <translation>Nebula</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/themes.py" line="92" />
            <source>Daylight</source>
            <translation>Siang hari</translation>
        </message>
        <message>
            <location filename="../triangles_qt/ui/themes.py" line="121" />
            <source>High contrast</source>
            <translation>Kontras tinggi</translation>
        </message>
    </context>
</TS>
