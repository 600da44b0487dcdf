"""The catalogues: complete, in the glossary's words, faithful to their sources, compiled."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

from .conftest import ROOT, load_update_module

update = load_update_module()
LANGUAGES = update.LANGUAGES
# Plural forms Qt expects for each language (Indonesian has one, Romanian three, Finnish two,
# Polish three: one, few as in 2-4 and 22-24, many as in 5-21 and 25).
NUMERUS_FORMS = {"id": 1, "ro": 3, "fi": 2, "pl": 3}
PLACEHOLDER = re.compile(r"\{[a-z_]+\}|%n|%\d")

# The glossary (shared/glossary.md): source text -> (Indonesian, Romanian, Finnish, Polish).
# The seeds have no Polish rules of Triangles: its terms take the words of the Polish seed
# (gracz, ruch, linia, przeciwnik, dodatkowy ruch).
GLOSSARY = {
    "Rules of Triangles": (
        "Aturan Triangles",
        "Regulile jocului Triangles",
        "Triangles-pelin säännöt",
        "Zasady gry Triangles",
    ),
    "Player 1": ("Pemain 1", "Jucătorul 1", "Pelaaja 1", "Gracz 1"),
    "Player 2": ("Pemain 2", "Jucătorul 2", "Pelaaja 2", "Gracz 2"),
    "New game": ("Permainan Baru", "Joc nou", "Uusi peli", "Nowa gra"),
    "Play again after a triangle": (
        "Main lagi setelah segitiga",
        "Joacă din nou după un triunghi",
        "Pelaa uudelleen kolmion jälkeen",
        "Dodatkowy ruch za trójkąt",
    ),
    "Nebula": ("Nebula", "Nebuloasă", "Sumu", "Mgławica"),
    "You win!": ("Anda menang!", "Ai câștigat!", "Voitit!", "Wygrywasz!"),
    "You lose!": ("Anda kalah!", "Ai pierdut!", "Hävisit!", "Przegrywasz!"),
    "Draw!": ("Seri!", "Egalitate!", "Tasapeli!", "Remis!"),
    "Statistics": ("Statistik", "Statistici", "Tilastot", "Statystyki"),
    "The computer": ("Komputer", "Calculatorul", "Tietokone", "Komputer"),
    # The rules' section titles.
    "In short": ("Ringkasan", "Pe scurt", "Lyhyesti", "W skrócie"),
    "Goal": ("Tujuan", "Scopul", "Tavoite", "Cel gry"),
    "Drawing a line": (
        "Menarik garis",
        "Trasarea unei linii",
        "Viivan vetäminen",
        "Rysowanie linii",
    ),
    "When a triangle counts": (
        "Kapan sebuah segitiga dihitung",
        "Când contează un triunghi",
        "Milloin kolmio lasketaan",
        "Kiedy trójkąt się liczy",
    ),
    "One line, two triangles": (
        "Satu garis, dua segitiga",
        "O linie, două triunghiuri",
        "Yksi viiva, kaksi kolmiota",
        "Jedna linia, dwa trójkąty",
    ),
    "End of the game": ("Akhir permainan", "Sfârșitul jocului", "Pelin loppu", "Koniec gry"),
    "Draw": ("Seri", "Egalitatea", "Tasapeli", "Remis"),
}
# Words of the glossary that must appear in the translated rules text.
GLOSSARY_WORDS = {
    "id": ("bintang", "garis", "segitiga", "poin", "jingga kemerahan", "biru", "komputer"),
    "ro": (
        "stea",
        "stele",
        "linie",
        "triunghi",
        "punct",
        "roșu-portocaliu",
        "albastru",
        "calculatorului",
        "statistici",
    ),
    "fi": (
        "tähti",
        "viiva",
        "kolmio",
        "piste",
        "punaoranssi",
        "sinise",
        "tietokone",
        "tilastoissa",
    ),
    "pl": (
        "gwiazd",
        "linii",
        "trójkąt",
        "punkt",
        "czerwonopomarańczowy",
        "niebieski",
        "komputer",
        "statystykach",
    ),
}


def messages(language: str):
    """(context, message element) for every message still in use (not vanished)."""
    tree = ET.parse(update.ts_path(language))
    for context in tree.getroot().findall("context"):
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") in ("vanished", "obsolete"):
                continue
            yield name, message


def translations_of(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    assert translation is not None
    forms = translation.findall("numerusform")
    if message.get("numerus") == "yes":
        return [form.text or "" for form in forms]
    return [translation.text or ""]


@pytest.mark.parametrize("language", LANGUAGES)
def test_catalogue_is_complete(language):
    tree = ET.parse(update.ts_path(language))
    assert tree.getroot().get("language") == language
    problems = []
    count = 0
    for context, message in messages(language):
        count += 1
        source = message.findtext("source")
        translation = message.find("translation")
        if translation.get("type") == "unfinished":
            problems.append(f"unfinished: {context}: {source}")
        texts = translations_of(message)
        if message.get("numerus") == "yes" and len(texts) != NUMERUS_FORMS[language]:
            problems.append(f"{len(texts)} plural forms: {context}: {source}")
        if any(not text.strip() for text in texts):
            problems.append(f"empty: {context}: {source}")
    assert count > 150
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("language", LANGUAGES)
def test_contexts_are_the_ones_qt_looks_up(language):
    """No empty or dotted context: lupdate's mistakes (see update.py) never reach a catalogue."""
    names = {context for context, _ in messages(language)}
    assert all(name and "." not in name for name in names), sorted(names)


@pytest.mark.parametrize("language", LANGUAGES)
def test_translations_keep_placeholders_and_one_shortcut_letter(language):
    problems = []
    for context, message in messages(language):
        source = message.findtext("source") or ""
        wanted = sorted(PLACEHOLDER.findall(source))
        wants_mnemonic = bool(re.search(r"&[^&\s]", source))
        for text in translations_of(message):
            if sorted(PLACEHOLDER.findall(text)) != wanted and not (
                # A plural form may spell "one" out instead of writing %n.
                message.get("numerus") == "yes"
                and sorted(PLACEHOLDER.findall(text + " %n")) == wanted
            ):
                problems.append(f"placeholders: {context}: {source!r} -> {text!r}")
            mnemonics = re.findall(r"&[^&\s]", text)
            if wants_mnemonic and len(mnemonics) != 1:
                problems.append(f"shortcut letter: {context}: {source!r} -> {text!r}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("language", LANGUAGES)
def test_glossary_terms(language):
    column = LANGUAGES.index(language)
    translated: dict[str, set[str]] = {}
    for _, message in messages(language):
        translated.setdefault(message.findtext("source") or "", set()).update(
            translations_of(message)
        )
    for source, terms in GLOSSARY.items():
        if source == "Statistics" and source not in translated:
            continue  # the statistics window is not in every build
        assert source in translated, f"{source!r} is not in the catalogue"
        assert translated[source] == {terms[column]}, source
    rules = " ".join(
        text
        for context, message in messages(language)
        if context == "RulesWindow"
        for text in translations_of(message)
    ).lower()
    missing = [word for word in GLOSSARY_WORDS[language] if word.lower() not in rules]
    assert not missing


@pytest.mark.parametrize("language", LANGUAGES)
def test_rules_captions_name_the_same_stars_and_lines(language):
    """A translated caption still says B–D, A–C, ABC...: the figures are labelled in letters."""
    pair = re.compile(r"\b[A-D]–[A-D]\b|\b[A-D]{3}\b")
    for context, message in messages(language):
        if context != "RulesWindow":
            continue
        source = message.findtext("source") or ""
        for text in translations_of(message):
            assert sorted(pair.findall(text)) == sorted(pair.findall(source)), (source, text)


@pytest.mark.parametrize("language", LANGUAGES)
def test_compiled_catalogue_matches_its_source(language, tmp_path):
    """The shipped .qm is exactly what lrelease makes of the .ts: run translations/update.py
    --compile after changing a translation."""
    compiled = update.compile_catalogues((language,), out_dir=tmp_path)[0]
    shipped = update.qm_path(language)
    assert shipped.exists(), f"{shipped} is missing"
    assert shipped.read_bytes() == compiled.read_bytes(), (
        f"{shipped.name} is out of date: python translations/update.py --compile"
    )


def test_catalogues_have_every_string_of_the_sources():
    """Every tr()/translate() in the code is in the catalogues (run --refresh, then translate)."""
    fresh = update.extract("fi")
    wanted = {
        update.message_key(context.findtext("name") or "", message)
        for context in fresh.getroot().findall("context")
        for message in context.findall("message")
    }
    present = {update.message_key(context, message) for context, message in messages("fi")}
    missing = sorted(wanted - present)
    assert not missing, "not in the catalogues: python translations/update.py --refresh\n" + (
        "\n".join(f"{c}: {s}" for c, s, _ in missing)
    )
    for language in LANGUAGES:
        assert {update.message_key(c, m) for c, m in messages(language)} == present


def test_sources_give_lupdate_literal_strings():
    """tr(f"...") and tr("a" + b) can never be translated: lupdate cannot see the text."""
    problems = [
        problem
        for problem in update.untranslatable_calls()
        if "f-string" in problem or "concatenation" in problem
    ]
    assert not problems, "\n".join(problems)


def test_untranslatable_calls_are_found(tmp_path):
    source = tmp_path / "sample.py"
    source.write_text(
        "class W:\n"
        "    def f(self, name):\n"
        "        self.tr(f'Hello {name}')\n"
        "        self.tr('Hi ' + name)\n"
        "        self.tr('Fine {name}').format(name=name)\n",
        encoding="utf-8",
    )
    problems = update.untranslatable_calls([source], root=tmp_path)
    assert len(problems) == 2
    assert "f-string" in problems[0] and "concatenation" in problems[1]


def test_qm_files_ship_inside_the_package():
    folder = ROOT / "triangles_qt" / "translations"
    assert sorted(p.name for p in folder.glob("*.qm")) == sorted(
        f"triangles_{language}.qm" for language in LANGUAGES
    )


def test_refresh_files_self_tr_under_its_class_despite_lupdate(tmp_path):
    """lupdate files self.tr() after a QCoreApplication.translate() call under a bogus
    "QCoreApplication.self" context; update.py moves it back to the class Qt looks it up in."""
    source = tmp_path / "sample.py"
    source.write_text(
        "class Sample:\n"
        "    def texts(self):\n"
        "        QCoreApplication.translate('Other', 'First')\n"
        "        return self.tr('Second')\n",
        encoding="utf-8",
    )
    tree = ET.ElementTree(
        ET.fromstring(
            "<TS><context><name>QCoreApplication.self</name>"
            f'<message><location filename="{source}" line="4"/><source>Second</source>'
            '<translation type="unfinished"/></message></context>'
            "<context><name>Other</name>"
            f'<message><location filename="{source}" line="3"/><source>First</source>'
            '<translation type="unfinished"/></message></context></TS>'
        )
    )
    update._fix_contexts(tree)
    contexts = {
        context.findtext("name"): [m.findtext("source") for m in context.findall("message")]
        for context in tree.getroot().findall("context")
    }
    assert contexts == {"Other": ["First"], "Sample": ["Second"]}


def test_refresh_keeps_translations_and_sets_aside_strings_gone_from_the_sources():
    def catalogue(messages: str) -> ET.ElementTree:
        text = f"<TS><context><name>W</name>{messages}</context></TS>"
        return ET.ElementTree(ET.fromstring(text))

    old = catalogue(
        "<message><source>Kept</source><translation>Pidetty</translation></message>"
        "<message><source>Gone</source><translation>Poissa</translation></message>"
    )
    fresh = catalogue(
        '<message><source>Kept</source><translation type="unfinished"/></message>'
        '<message><source>New</source><translation type="unfinished"/></message>'
    )
    kept, todo = update._merge(fresh, old)
    assert (kept, todo) == (1, 1)
    result = {
        m.findtext("source"): (m.findtext("translation"), m.find("translation").get("type"))
        for m in fresh.getroot().iter("message")
    }
    assert result == {
        "Kept": ("Pidetty", None),
        "New": ("", "unfinished"),
        "Gone": ("Poissa", "vanished"),
    }


# -- Corrections from the review of issue 14 ---------------------------------------------------

# Words a reviewer found wrong, per language: (wrong, why). Checked in every translation in use.
REVIEWED_WRONG_WORDS = {
    # "ei saa" takes the first infinitive: "leikata", never "risteää". (Issue 28:) one word for
    # a friend; a triangle earns an extra turn; looking back is browsing the game.
    "fi": (
        ("risteää", "use the infinitive: ei saa leikata / leikata toisiaan"),
        ("kaveri", "a friend is ystävä throughout"),
        ("Kaveri", "a friend is ystävä throughout"),
        ("ja pelaa uudelleen", "closing a triangle: ja saa lisävuoron"),
        ("Katsot taaksepäin", "looking back: Selaat peliä taaksepäin"),
        # (Issue 41:) Medium is "Keskivaikea"; giving a game up is "luovuttaa" ("keskeyttää"
        # reads as pausing); a line is drawn with "vetää"; "Pelaajan {name}" read "Pelaajan
        # Tietokone".
        ("Keskitaso", "Medium is Keskivaikea"),
        ("Keskeytä peli", "giving a game up: Luovuta peli"),
        ("Keskeytätkö", "giving a game up: Luovutatko"),
        ("keskeytetään sen jälkeen", "giving a game up: luovutetaan"),
        ("Jos keskeytät", "giving a game up: Jos luovutat"),
        ("piirr", "one verb for drawing a line: vetää"),
        ("piirt", "one verb for drawing a line: vetää"),
        ("Pelaajan {name}", "the name may be Tietokone: {name}: loppuero"),
    ),
    # The app says "tu" to the player; "punctat" is dotted where the line is dashed. (Issue
    # 28:) the board is "tabla (de joc)"; restarting a game is not rebooting; game over is
    # said one way, "Jocul s-a terminat".
    "ro": (
        ("glisați", "use tu: glisează"),
        ("faceți", "use tu: fă"),
        ("atingeți", "use tu: atinge"),
        ("apăsați", "use tu: apasă"),
        ("V-ați", "use tu: Te-ai"),
        ("punctat", "a dashed line is întreruptă"),
        ("Tablou", "the board is Tabla de joc"),
        ("Reporn", "Restart is Reîncepe: repornire is a reboot"),
        ("Joc terminat", "game over is Jocul s-a terminat"),
        ("Partida s-a încheiat", "game over is Jocul s-a terminat"),
        # (Issue 41:) an earlier file may not exist; "fă clic sau atinge una" is ungrammatical;
        # looking back is "Revederea jocului"; the statistics count victories.
        ("Un fișier anterior", "Dacă exista deja un fișier cu acest nume"),
        ("fă clic sau atinge", "fă clic pe una (sau atinge-o)"),
        ("Privind înapoi", "looking back is Revederea jocului"),
        ("ată de câștig", "the win rate is Procent de victorii"),
        ("Continuă de dinaintea", "Continuă din poziția dinaintea liniei"),
    ),
    # Undo is "Urungkan" (as in Qt's text-field menu); "Batal" is Cancel. (Issue 28:) Restart
    # is "Mulai ulang" ("Ulangi" is Redo); a mouse drags ("seret"), a finger taps ("ketuk").
    "id": (
        ("Batalkan (", "Undo is Urungkan"),
        ("Bata&lkan", "Undo is Urungkan"),
        ("Ulangi dari awal", "Restart is Mulai ulang; Ulangi is Redo"),
        ("geser dari", "a mouse drags: seret dari"),
        ("sentuh satu", "a tap is ketuk"),
        ("Rentetan", "a streak is beruntun"),
        # (Issue 41:) "kept as" (set aside) is "disisihkan", not "disimpan sebagai" (saved as);
        # one verb for drawing a line ("menarik"); sentence case; what a mistake threw away.
        ("rusak disimpan", "a damaged file is disisihkan sebagai"),
        ("digambar", "one verb for drawing a line: ditarik"),
        ("menggambar", "one verb for drawing a line: menarik"),
        ("Pilih Semua", "sentence case: Pilih semua"),
        ("Komputer Saya", "sentence case: Komputer saya"),
        ("Detail…", "sentence case: detail…"),
        ("Pulihkan Bawaan", "sentence case: Pulihkan bawaan"),
        ("terbuang", "threw away: membuang kemenangan / membuang hasil seri"),
        ("di tempatnya", "saved in its place: disimpan sebagai penggantinya"),
    ),
    # The app speaks to the player without a gender: present tense ("Wygrywasz!", "Zamykasz
    # trójkąt!"), never a past tense that says "he" or "she".
    "pl": (
        ("Wygrałeś", "gender-free: Wygrywasz!"),
        ("Wygrałaś", "gender-free: Wygrywasz!"),
        ("Przegrałeś", "gender-free: Przegrywasz!"),
        ("Przegrałaś", "gender-free: Przegrywasz!"),
        ("Zamknąłeś", "gender-free: Zamykasz"),
        ("Zamknęłaś", "gender-free: Zamykasz"),
        ("Katalog", "a folder is folder throughout"),
        ("katalog", "a folder is folder throughout"),
    ),
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_reviewed_wrong_words_are_gone(language):
    found = [
        f"{context}: {word!r} ({why}) in {text[:60]!r}"
        for context, message in messages(language)
        for text in translations_of(message)
        for word, why in REVIEWED_WRONG_WORDS[language]
        if word in text
    ]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("language", LANGUAGES)
def test_undo_has_one_word_everywhere(language):
    """Undo in the menu, in Qt's text-field menu and in the rules is the same word."""
    undo = {
        text.replace("&", "").lower()
        for context, message in messages(language)
        if message.findtext("source") in ("&Undo",)
        for text in translations_of(message)
    }
    assert len(undo) == 1, undo


def test_finnish_window_name_never_breaks_before_its_hyphen():
    texts = [text for _, message in messages("fi") for text in translations_of(message)]
    assert any("Uusi peli\u00a0-ikkun" in text for text in texts)
    assert not [text for text in texts if re.search(r"\s-ikkun", text.replace("\u00a0", "_"))]


def status_message_sources() -> list[str]:
    """Every literal text the window puts in the status bar: through `show_status`, a part's
    `status` signal, or the status words of ui/texts.py."""
    import ast

    def is_status_call(node: ast.Call) -> bool:
        func = node.func
        if not isinstance(func, ast.Attribute):
            return False
        if func.attr == "show_status":
            return True
        return (
            func.attr == "emit"
            and isinstance(func.value, ast.Attribute)
            and func.value.attr == "status"
        )

    def literal_texts(node: ast.AST) -> list[str]:
        """The source texts of tr("...") and translate("MainWindow", "...") calls in `node`."""
        texts = []
        for inner in ast.walk(node):
            if not (isinstance(inner, ast.Call) and isinstance(inner.func, ast.Attribute)):
                continue
            args = inner.args
            if inner.func.attr == "tr" and args and isinstance(args[0], ast.Constant):
                texts.append(args[0].value)
            elif (
                inner.func.attr == "translate"
                and len(args) >= 2
                and all(isinstance(arg, ast.Constant) for arg in args[:2])
            ):
                texts.append(args[1].value)
        return texts

    found = []
    for name in (
        "main_window.py",
        "status_news.py",
        "new_game_flow.py",
        "file_actions.py",
        "looking_back.py",
        "analysis_controller.py",
        "end_screen.py",
    ):
        path = ROOT / "triangles_qt" / "ui" / name
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for function in ast.walk(tree):
            if not isinstance(function, ast.FunctionDef):
                continue
            if function.name == "refusal_text":
                found.extend(literal_texts(function))
                continue
            # A status call's own texts; when it sends a text made earlier in the function
            # (a variable), every text of the function.
            calls = [
                node
                for node in ast.walk(function)
                if isinstance(node, ast.Call) and is_status_call(node)
            ]
            for call in calls:
                found.extend(literal_texts(call))
                variables = {
                    node.id
                    for arg in call.args
                    for node in ast.walk(arg)
                    if isinstance(node, ast.Name)
                } - {"self", "QCoreApplication"}
                if variables:
                    found.extend(literal_texts(function))
    # The status line's words about moves, refusals, undo and redo live in ui/texts.py, in the
    # window's context.
    tree = ast.parse((ROOT / "triangles_qt" / "ui" / "texts.py").read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "translate"
            and len(node.args) >= 2
            and all(isinstance(arg, ast.Constant) for arg in node.args[:2])
            and node.args[0].value == "MainWindow"
        ):
            found.append(node.args[1].value)
    return sorted(set(found))


SENTENCE_END = (".", "!", "\u2026", "?")
# "{result}" is the end screen's title ("You win!", "Draw!", "{name} wins!"): it ends with "!".
ENDS_WITH_RESULT = "{result}"


def test_status_messages_end_like_sentences():
    sources = status_message_sources()
    assert "That line already exists." in sources and len(sources) >= 15
    assert [
        text
        for text in sources
        if not text.endswith(SENTENCE_END) and not text.endswith(ENDS_WITH_RESULT)
    ] == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_translated_status_messages_end_like_their_source(language):
    sources = set(status_message_sources())
    problems = [
        f"{message.findtext('source')!r} -> {text!r}"
        for _, message in messages(language)
        if message.findtext("source") in sources
        for text in translations_of(message)
        if not text.rstrip().endswith(SENTENCE_END) and not text.rstrip().endswith(ENDS_WITH_RESULT)
    ]
    assert not problems, "\n".join(problems)


# -- Corrections from the review of issue 28 ---------------------------------------------------

# What the review asked for, read back through Qt from the compiled catalogues:
# (context, source, n) -> the translation (n >= 0 for a plural form, with %n filled in).
REVIEWED_WORDINGS: dict[str, dict[tuple[str, str, int], str]] = {
    "id": {
        ("QLineEdit", "&Undo", -1): "U&rungkan",
        ("QLineEdit", "&Redo", -1): "Ula&ngi",
        ("MainWindow", "&Restart", -1): "&Mulai ulang",
        ("AbandonPrompt", "&Restart", -1): "&Mulai ulang",
        (
            "FileActions",
            "Abandon this game? It counts as a loss.",
            -1,
        ): "Tinggalkan permainan ini? Permainan ini akan dihitung sebagai kekalahan.",
        ("StatisticsDialog", "Win rate", -1): "Persentase menang",
        ("StatisticsDialog", "Winning streak", -1): "Menang beruntun",
        ("StatisticsDialog", "Best streak", -1): "Rekor beruntun",
        # Issue 41.
        (
            "FileActions",
            "Any earlier file of that name is unchanged.",
            -1,
        ): "Jika sudah ada berkas dengan nama itu, berkas tersebut tidak berubah.",
        (
            "AnalysisPanel",
            "Play on from before line {number}",
            -1,
        ): "Lanjutkan dari posisi sebelum garis ke-{number}",
        ("AnalysisPanel", "threw away the win", -1): "membuang kemenangan",
        ("AnalysisPanel", "threw away the draw", -1): "membuang hasil seri",
        (
            "FileActions",
            "The game on the board is saved in its place.",
            -1,
        ): "Permainan yang ada di papan disimpan sebagai penggantinya.",
        (
            "FileActions",
            "The damaged file was kept as “{file}”.",
            -1,
        ): "Berkas yang rusak disisihkan sebagai “{file}”.",
        (
            "MainWindow",
            "Every line of the game, to look back at",
            -1,
        ): "Semua garis permainan, untuk ditelusuri kembali",
        (
            "AnalysisPanel",
            "This line decided the game.",
            -1,
        ): "Garis inilah yang menentukan hasil permainan.",
        (
            "AnalysisPanel",
            "Line {number} ({name}): {mark}.",
            -1,
        ): "Garis ke-{number} ({name}): {mark}.",
        ("NewGameDialog", "Who starts:", -1): "Siapa yang mulai:",
        ("QLineEdit", "Select All", -1): "Pilih semua",
        ("QFileSystemModel", "My Computer", -1): "Komputer saya",
    },
    "ro": {
        # (The progress counts work now, not lines: no count of lines left to agree with.)
        ("AnalysisPanel", "Analysing: %p%", -1): "Se analizează: %p%",
        ("MainWindow", "&Restart", -1): "&Reîncepe",
        ("AbandonPrompt", "&Restart", -1): "&Reîncepe",
        (
            "FileActions",
            "Abandon this game? It counts as a loss.",
            -1,
        ): "Abandonezi acest joc? Va conta ca înfrângere.",
        ("MainWindow", "&Quit", -1): "&Ieșire",
        ("BoardView", "Game over", -1): "Jocul s-a terminat",
        ("EndDialog", "Game over", -1): "Jocul s-a terminat",
        ("MainWindow", "The game is over.", -1): "Jocul s-a terminat.",
        (
            "MainWindow",
            "Game over: {first} – {second}. {result}",
            -1,
        ): "Jocul s-a terminat: {first} – {second}. {result}",
        # Issue 41.
        (
            "FileActions",
            "Any earlier file of that name is unchanged.",
            -1,
        ): "Dacă exista deja un fișier cu acest nume, a rămas neschimbat.",
        (
            "AnalysisPanel",
            "Play on from before line {number}",
            -1,
        ): "Continuă din poziția dinaintea liniei {number}",
        ("RulesWindow", "Looking back", -1): "Revederea jocului",
        (
            "StatusNews",
            "Hard could not think this move through: the computer played a quick line instead.",
            -1,
        ): "Nivelul Greu nu a avut timp să analizeze complet această mutare: calculatorul a "
        "jucat în schimb o linie aleasă rapid.",
        (
            "FileActions",
            "Abandon your unfinished game for the one asked for? Its lines are cleared.",
            -1,
        ): "Abandonezi jocul neterminat ca să începi jocul cerut? Liniile trasate în el se șterg.",
        ("StatisticsDialog", "Played", -1): "Jucate",
        ("StatisticsDialog", "Won", -1): "Victorii",
        ("StatisticsDialog", "Lost", -1): "Înfrângeri",
        ("StatisticsDialog", "Drawn", -1): "Egalități",
        ("StatisticsDialog", "Win rate", -1): "Procent de victorii",
        (
            "FileActions",
            "Save a picture of the board to share (PNG or SVG)",
            -1,
        ): "Salvează o imagine a tablei, pentru a o distribui (PNG sau SVG)",
        (
            "AnalysisPanel",
            "Solid: worked out to the end of the game. Dashed: Hard's estimate.",
            -1,
        ): "Linie continuă: calculat până la sfârșitul jocului. Linie întreruptă: estimarea "
        "nivelului Greu.",
    },
    "fi": {
        ("QFileDialog", "Files of &type:", -1): "Tiedostot&yyppi:",
        ("QFileDialog", "Show &hidden files", -1): "Näytä p&iilotiedostot",
        ("StatisticsDialog", "Played", -1): "Pelit",
        ("MainWindow", "With a &friend", -1): "&Ystävän kanssa",
        (
            "MainWindow",
            "Looking back. End (or the last move) returns to the game.",
            -1,
        ): "Selaat peliä taaksepäin. End (tai viimeinen siirto) vie takaisin peliin.",
        (
            "StatusNews",
            "{name} closed a triangle and plays again!",
            -1,
        ): "{name} sulki kolmion ja saa lisävuoron!",
        (
            "StatusNews",
            "{name} closed %n triangles and plays again!",
            2,
        ): "{name} sulki 2 kolmiota ja saa lisävuoron!",
        # Issue 41.
        (
            "AnalysisPanel",
            "{name}'s final margin with best play, from {first} to {last}.",
            -1,
        ): "{name}: loppuero parhaalla pelillä, alussa {first}, lopussa {last}.",
        (
            "AnalysisPanel",
            "Play on from before line {number}",
            -1,
        ): "Jatka viivaa {number} edeltävästä asemasta",
        ("Level", "Medium", -1): "Keskivaikea",
        ("MainWindow", "Against the computer, &Medium", -1): "Tietokonetta vastaan: K&eskivaikea",
        ("AbandonPrompt", "&Abandon game", -1): "&Luovuta peli",
        (
            "FileActions",
            "Abandon this game? It counts as a loss.",
            -1,
        ): "Luovutatko tämän pelin? Se lasketaan tappioksi.",
        (
            "FileActions",
            "Abandon your unfinished game for the one asked for? Its lines are cleared.",
            -1,
        ): "Luovutatko keskeneräisen pelisi, jotta pyydetty peli voi alkaa? Sen viivat poistetaan.",
        (
            "AnalysisPanel",
            "Best was the dashed line, for a final margin of {best}; this line leaves {actual}.",
            -1,
        ): "Paras olisi ollut katkoviivalla näkyvä viiva (loppuero {best}); tämä viiva jättää "
        "loppueroksi {actual}.",
        (
            "NewGameDialog",
            "Leave empty for a new board, or enter a number to replay that board.",
            -1,
        ): "Jätä tyhjäksi, niin saat uuden laudan, tai anna numero, niin pelaat saman laudan "
        "uudelleen.",
        (
            "StatusNews",
            "Hard could not think this move through: the computer played a quick line instead.",
            -1,
        ): "Vaikea taso ei ehtinyt miettiä tätä siirtoa loppuun: tietokone pelasi sen sijaan "
        "nopeasti valitun viivan.",
        ("FileActions", "Opened “{file}”.", -1): "Avattu: ”{file}”.",
        ("BoardView", "Already drawn", -1): "Jo vedetty",
    },
    # Polish (issue 41): its three plural forms as Qt chooses them (one; few for 2-4, 22-24 but
    # not 12-14; many otherwise), the player addressed without a gender, and the menus' words.
    "pl": {
        ("StatusNews", "Took back %n lines.", 1): "Cofnięto 1 linię.",
        ("StatusNews", "Took back %n lines.", 2): "Cofnięto 2 linie.",
        ("StatusNews", "Took back %n lines.", 5): "Cofnięto 5 linii.",
        ("StatusNews", "Took back %n lines.", 12): "Cofnięto 12 linii.",
        ("StatusNews", "Took back %n lines.", 22): "Cofnięto 22 linie.",
        ("NewGameDialog", "%n stars", 24): "24 gwiazdy",
        ("NewGameDialog", "%n stars", 60): "60 gwiazd",
        ("StatusNews", "You closed %n triangles!", 2): "Zamykasz 2 trójkąty!",
        ("StatusNews", "You closed %n triangles!", 5): "Zamykasz 5 trójkątów!",
        ("Outcome", "You win!", -1): "Wygrywasz!",
        ("Outcome", "You lose!", -1): "Przegrywasz!",
        ("MainWindow", "&Undo", -1): "&Cofnij",
        ("QLineEdit", "&Undo", -1): "&Cofnij",
        ("MainWindow", "&Quit", -1): "&Wyjdź",
        ("AbandonPrompt", "&Abandon game", -1): "&Poddaj grę",
        ("Level", "Medium", -1): "Średni",
        (
            "AnalysisPanel",
            "Play on from before line {number}",
            -1,
        ): "Zagraj od pozycji sprzed linii {number}",
    },
}
# Phrases the review asked for inside longer texts, as the player reads them in the window.
REVIEWED_PHRASES: dict[str, dict[str, tuple[str, ...]]] = {
    "id": {
        "statistics note": ("hanya menghitung kemenangan dan kekalahan",),
        "rules: drawing a line": ("Dengan mouse, seret", "ketuk satu bintang"),
        "board description": ("klik atau ketuk", "atau seret dari"),
        "rules: analysis": ("meminta komputer menelusuri", "selisih yang dihasilkan garis"),
        "rules: exact part": (
            "Jangkauan bagian yang pasti bergantung pada posisi, bukan waktu",
            "untuk berlatih menghadapi saat itu",
            "Analisis diukur dari jumlah kerja, bukan waktu",
            "“Lanjutkan dari posisi sebelum garis ke-…”",
        ),
    },
    "ro": {
        "rules: touching a star": ("Contează ce vezi pe ecran:",),
        "rules: goal": ("Tabla de joc este un nor de stele",),
        "board description": ("fă clic pe una (sau atinge-o), apoi pe cealaltă",),
        "rules: refused line": (
            "clipește pe tablă ca linie întreruptă",
            "cât timp ții cursorul pe o stea",
        ),
        "rules: dimmed stars": ("Din stelele estompate nu mai poate porni nicio linie",),
        # The analysis paragraph was rewritten with the review's one story: its reviewed
        # phrases went with the old wording.
        "rules: analysis": ("fiecare scădere aparține unei linii",),
        "rules: exact part": (
            "Analiza se măsoară în volum de calcul, nu în timp",
            "ca să exersezi acea situație",
            "cu linie continuă unde",
            "cu linie întreruptă unde",
            "„Continuă din poziția dinaintea liniei …”",
        ),
    },
    "fi": {
        "rules: analysis": (
            "näet sen luokituksen",
            "jokainen lasku kuuluu",
            "Kaavio näyttää nämä arvot",
        ),
        "rules: exact part": (
            "Analyysi mittaa työmäärää, ei aikaa: kuormitetulla tietokoneella",
            "harjoitella sitä tilannetta",
            "”Jatka viivaa … edeltävästä asemasta”",
        ),
        "board description": ("Nuolinäppäimillä siirrytään tähdestä toiseen",),
        "continue from here": ("ystävää",),
    },
    "pl": {
        "rules: drawing a line": ("Myszą przeciągnij", "dotknij jednej gwiazdy"),
        "rules: exact part": ("„Zagraj od pozycji sprzed linii …”",),
        "board description": ("kliknij lub dotknij jednej",),
    },
}


def texts_in_the_window(window) -> dict[str, str]:
    """The longer texts the review looked at, as the window shows them now."""
    rules = window.show_rules().texts()
    statistics = window.files.show_statistics()
    texts = {
        "statistics note": statistics.note.text(),
        "rules: drawing a line": rules["drawing.mouse"],
        "rules: touching a star": rules["drawing.cases"],
        "rules: goal": rules["goal.text"],
        "rules: analysis": rules["back.analysis"],
        "rules: exact part": rules["back.exact"],
        "rules: refused line": rules["drawing.refused"],
        "rules: dimmed stars": rules["drawing.spent"],
        "board description": window.board_view.accessibleDescription(),
        "continue from here": window.menus.continue_menu.statusTip(),
    }
    statistics.close()
    window.show_rules().close()
    return texts


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.window(shown=True, end_screen=True)
def test_reviewed_wordings_are_the_ones_asked_for(qtbot, window, language):
    window.menus.languages[language].trigger()  # as the player switches, from English
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)  # every widget's
    wrong = [
        f"{context}: {source!r} -> {shown!r}, not {wanted!r}"
        for (context, source, n), wanted in REVIEWED_WORDINGS[language].items()
        if (shown := QCoreApplication.translate(context, source, None, n)) != wanted
    ]
    texts = texts_in_the_window(window)
    missing = [
        f"{where}: no {phrase!r} in {texts[where]!r}"
        for where, phrases in REVIEWED_PHRASES[language].items()
        for phrase in phrases
        if phrase not in texts[where]
    ]
    problems = wrong + missing
    assert not problems, "\n".join(problems)
