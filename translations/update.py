"""The translators' workflow: refresh the catalogues from the sources, compile them for the app.

    python translations/update.py --refresh   # sources -> translations/triangles_<lang>.ts
    python translations/update.py --compile   # .ts -> triangles_qt/translations/triangles_<lang>.qm
    python translations/update.py --check     # what is left to translate, and tr() misuse
    python translations/update.py --refresh --drop-vanished   # also forget strings gone

Translate the .ts files with Qt Linguist (`pyside6-linguist translations/triangles_fi.ts`) or any
text editor, then run --compile and commit both the .ts and the .qm (a test checks that every .qm
matches its .ts). English is the source language: it has no catalogue.

--refresh runs pyside6-lupdate over triangles_qt/**/*.py and merges what it finds into the .ts
files, keeping every existing translation. Two things lupdate gets wrong in Python are dealt with
here rather than left to the translator:
  * after a `QCoreApplication.translate(...)` call, lupdate files the `self.tr(...)` calls of the
    same method under a bogus context "QCoreApplication.self"; they are moved back to their class
    (the context Qt looks them up in at run time), found from the source with `ast`.
  * it cannot see `tr(f"...")` or `tr(variable)`: --check and --refresh list such calls, which
    need a literal string (format the value in afterwards), or a QT_TRANSLATE_NOOP marking.
Strings that left the sources stay in the .ts as type="vanished" (with their translation, for
reuse), and lrelease leaves them out of the .qm.
"""

from __future__ import annotations

import argparse
import ast
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE_DIR = ROOT / "triangles_qt"
TS_DIR = ROOT / "translations"
QM_DIR = SOURCE_DIR / "translations"
LANGUAGES = ("id", "ro", "fi", "pl")
TS_HEADER = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
TRANSLATE_NAMES = ("tr", "translate")


def ts_path(language: str) -> Path:
    return TS_DIR / f"triangles_{language}.ts"


def qm_path(language: str) -> Path:
    return QM_DIR / f"triangles_{language}.qm"


def tool(name: str) -> str:
    """A Qt tool from the running Python's environment, else from PATH."""
    for folder in (Path(sys.executable).parent, Path(sys.prefix) / "bin"):
        for candidate in (folder / name, folder / f"{name}.exe"):
            if candidate.exists():
                return str(candidate)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6 (it ships {name}) in this Python")
    return found


def source_files() -> list[Path]:
    return sorted(path for path in SOURCE_DIR.rglob("*.py") if "__pycache__" not in path.parts)


# -- Source checks -----------------------------------------------------------------------------


def _is_translate_call(node: ast.Call) -> bool:
    func = node.func
    return isinstance(func, ast.Attribute) and func.attr in TRANSLATE_NAMES


def _text_argument(node: ast.Call) -> ast.expr | None:
    """The source-text argument: tr(text, ...) or translate(context, text, ...)."""
    index = 0 if node.func.attr == "tr" else 1  # type: ignore[union-attr]
    if len(node.args) > index:
        return node.args[index]
    return None


def untranslatable_calls(paths: list[Path] | None = None, root: Path = ROOT) -> list[str]:
    """tr()/translate() calls lupdate cannot read: an f-string, a variable, a concatenation.

    A variable is fine when the string was marked with QT_TRANSLATE_NOOP where it is defined;
    f-strings and concatenations never are. Returns "file:line: what" lines.
    """
    problems = []
    for path in paths if paths is not None else source_files():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not _is_translate_call(node):
                continue
            text = _text_argument(node)
            if text is None or (isinstance(text, ast.Constant) and isinstance(text.value, str)):
                continue
            if isinstance(text, ast.JoinedStr):
                kind = "an f-string"
            elif isinstance(text, ast.BinOp):
                kind = "a concatenation"
            else:
                kind = "a variable (fine only if marked with QT_TRANSLATE_NOOP)"
            where = path.relative_to(root).as_posix()
            problems.append(f"{where}:{node.lineno}: translated text is {kind}")
    return problems


def enclosing_class(path: Path, line: int) -> str | None:
    """The innermost class whose body contains `line`: the context self.tr() uses at run time."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    best: ast.ClassDef | None = None
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            end = node.end_lineno or node.lineno
            if node.lineno <= line <= end and (best is None or node.lineno > best.lineno):
                best = node
    return best.name if best is not None else None


# -- Catalogue files ---------------------------------------------------------------------------


def message_key(context: str, message: ET.Element) -> tuple[str, str, str]:
    return (
        context,
        message.findtext("source") or "",
        message.findtext("comment") or "",
    )


def read_ts(path: Path) -> ET.ElementTree:
    return ET.parse(path)


def write_ts(tree: ET.ElementTree, path: Path) -> None:
    root = tree.getroot()
    ET.indent(root, space="    ")
    text = TS_HEADER + ET.tostring(root, encoding="unicode") + "\n"
    path.write_text(text, encoding="utf-8")


def _fix_contexts(tree: ET.ElementTree, warn: bool = True) -> None:
    """Move messages lupdate filed under a bogus dotted context back to their class."""
    root = tree.getroot()
    contexts = {ctx.findtext("name"): ctx for ctx in root.findall("context")}
    for name, context in list(contexts.items()):
        if not name:
            # A bare tr("...") outside a class: lupdate cannot know the context Qt will use.
            for location in context.iter("location") if warn else ():
                print(
                    f"warning: {location.get('filename')}:{location.get('line')}: tr() without "
                    "a class; call QCoreApplication.translate(context, text) with literals"
                )
            continue
        if "." not in name:
            continue
        for message in list(context.findall("message")):
            location = message.find("location")
            if location is None:
                raise SystemExit(f"a message in context {name!r} has no location")
            source_path = (TS_DIR / location.get("filename", "")).resolve()
            owner = enclosing_class(source_path, int(location.get("line", "0")))
            if owner is None:
                raise SystemExit(
                    f"{source_path}:{location.get('line')}: self.tr() outside a class; "
                    "use QCoreApplication.translate with a context"
                )
            target = contexts.get(owner)
            if target is None:
                target = ET.SubElement(root, "context")
                ET.SubElement(target, "name").text = owner
                contexts[owner] = target
            context.remove(message)
            key = message_key(owner, message)
            duplicate = next(
                (m for m in target.findall("message") if message_key(owner, m) == key), None
            )
            if duplicate is None:
                target.append(message)
            elif location is not None:
                duplicate.append(location)  # the same text used again: one more location
        root.remove(context)
    # Contexts in name order, as lupdate writes them.
    ordered = sorted(root.findall("context"), key=lambda c: c.findtext("name") or "")
    for context in ordered:
        root.remove(context)
        root.append(context)


def _merge(
    fresh: ET.ElementTree, old: ET.ElementTree | None, keep_vanished: bool = True
) -> tuple[int, int]:
    """Copy the old catalogue's translations into `fresh`; keep old strings as vanished.

    Returns (kept translations, messages still to translate).
    """
    old_messages: dict[tuple[str, str, str], ET.Element] = {}
    if old is not None:
        for context in old.getroot().findall("context"):
            name = context.findtext("name") or ""
            for message in context.findall("message"):
                old_messages[message_key(name, message)] = message
    kept = todo = 0
    root = fresh.getroot()
    seen = set()
    for context in root.findall("context"):
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            key = message_key(name, message)
            seen.add(key)
            previous = old_messages.get(key)
            translation = message.find("translation")
            assert translation is not None
            if previous is not None and _has_translation(previous):
                message.remove(translation)
                copied = _copy(previous.find("translation"))
                copied.attrib.pop("type", None)  # vanished before, back in use now
                if previous.find("translation").get("type") == "unfinished":  # type: ignore[union-attr]
                    copied.set("type", "unfinished")
                message.append(copied)
                kept += 1
            if message.find("translation").get("type") == "unfinished":  # type: ignore[union-attr]
                todo += 1
    # Strings gone from the sources: kept, translated, for the translator to reuse.
    for key, previous in old_messages.items() if keep_vanished else ():
        if key in seen or not key[0] or not _has_translation(previous):
            continue
        context = next((c for c in root.findall("context") if c.findtext("name") == key[0]), None)
        if context is None:
            context = ET.SubElement(root, "context")
            ET.SubElement(context, "name").text = key[0]
        vanished = _copy(previous)
        for location in vanished.findall("location"):
            vanished.remove(location)
        translation = vanished.find("translation")
        assert translation is not None
        translation.set("type", "vanished")
        context.append(vanished)
    return kept, todo


def _has_translation(message: ET.Element) -> bool:
    translation = message.find("translation")
    if translation is None:
        return False
    forms = translation.findall("numerusform")
    if forms:
        return all((form.text or "").strip() for form in forms)
    return bool((translation.text or "").strip())


def _copy(element: ET.Element | None) -> ET.Element:
    assert element is not None
    return ET.fromstring(ET.tostring(element))


def extract(language: str, warn: bool = False) -> ET.ElementTree:
    """What the sources ask to translate now, as a fresh catalogue (no translations yet)."""
    lupdate = tool("pyside6-lupdate")
    sources = [os.path.relpath(path, TS_DIR) for path in source_files()]
    fresh_path = TS_DIR / f".fresh_triangles_{language}_{os.getpid()}.ts"
    fresh_path.unlink(missing_ok=True)
    try:
        subprocess.run(
            [
                *(lupdate, "-silent", "-locations", "absolute"),
                *("-target-language", language),
                *sources,
                *("-ts", fresh_path.name),
            ],
            cwd=TS_DIR,
            check=True,
        )
        fresh = read_ts(fresh_path)
    finally:
        fresh_path.unlink(missing_ok=True)
    _fix_contexts(fresh, warn)
    _add_disambiguated_qt_strings(fresh)
    return fresh


def disambiguated_qt_strings(
    path: Path = SOURCE_DIR / "i18n.py",
) -> list[tuple[str, str, str, int]]:
    """i18n.QT_DISAMBIGUATED_STRINGS as (context, source, disambiguation, line), read with ast:
    lupdate cannot see QT_TRANSLATE_NOOP3 in Python."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    for node in tree.body:
        if (
            isinstance(node, ast.Assign)
            and any(getattr(t, "id", None) == "QT_DISAMBIGUATED_STRINGS" for t in node.targets)
            and isinstance(node.value, ast.Tuple)
        ):
            return [(*ast.literal_eval(item), item.lineno) for item in node.value.elts]
    return []


def _add_disambiguated_qt_strings(tree: ET.ElementTree) -> None:
    root = tree.getroot()
    contexts = {ctx.findtext("name"): ctx for ctx in root.findall("context")}
    filename = os.path.relpath(SOURCE_DIR / "i18n.py", TS_DIR).replace(os.sep, "/")
    for name, source, disambiguation, line in disambiguated_qt_strings():
        context = contexts.get(name)
        if context is None:
            context = ET.SubElement(root, "context")
            ET.SubElement(context, "name").text = name
            contexts[name] = context
        message = ET.SubElement(context, "message")
        ET.SubElement(message, "location", filename=filename, line=str(line))
        ET.SubElement(message, "source").text = source
        ET.SubElement(message, "comment").text = disambiguation
        ET.SubElement(message, "translation", type="unfinished")
    ordered = sorted(root.findall("context"), key=lambda c: c.findtext("name") or "")
    for context in ordered:
        root.remove(context)
        root.append(context)


def refresh(languages: tuple[str, ...], keep_vanished: bool = True) -> None:
    for problem in untranslatable_calls():
        print(f"warning: {problem}")
    for language in languages:
        target = ts_path(language)
        fresh = extract(language, warn=language == languages[0])
        old = read_ts(target) if target.exists() else None
        kept, todo = _merge(fresh, old, keep_vanished)
        fresh.getroot().set("sourcelanguage", "en")
        write_ts(fresh, target)
        print(f"{target.relative_to(ROOT)}: {kept} translations kept, {todo} to translate")


def compile_catalogues(languages: tuple[str, ...], out_dir: Path = QM_DIR) -> list[Path]:
    lrelease = tool("pyside6-lrelease")
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for language in languages:
        target = out_dir / f"triangles_{language}.qm"
        subprocess.run(
            [lrelease, "-silent", str(ts_path(language)), "-qm", str(target)], check=True
        )
        written.append(target)
        if out_dir == QM_DIR:
            print(f"{target.relative_to(ROOT)} written")
    return written


def unfinished(language: str) -> list[str]:
    """Messages of a catalogue still to translate, as "context: source" lines."""
    left = []
    for context in read_ts(ts_path(language)).getroot().findall("context"):
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            translation = message.find("translation")
            kind = translation.get("type") if translation is not None else "unfinished"
            if kind in ("vanished", "obsolete"):
                continue
            if kind == "unfinished" or not _has_translation(message):
                left.append(f"{name}: {message.findtext('source')}")
    return left


def check(languages: tuple[str, ...]) -> int:
    status = 0
    for problem in untranslatable_calls():
        print(f"warning: {problem}")
    for language in languages:
        left = unfinished(language)
        print(f"{ts_path(language).relative_to(ROOT)}: {len(left)} to translate")
        for line in left:
            print(f"    {line}")
        status |= bool(left)
    return status


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--refresh", action="store_true", help="update the .ts from the sources")
    parser.add_argument("--compile", action="store_true", help="compile the .ts into .qm")
    parser.add_argument("--check", action="store_true", help="list what is left to translate")
    parser.add_argument(
        "--drop-vanished",
        action="store_true",
        help="with --refresh: forget the translations of strings no longer in the sources",
    )
    parser.add_argument(
        "--lang", action="append", choices=LANGUAGES, help="only this language (repeatable)"
    )
    args = parser.parse_args(argv)
    if not (args.refresh or args.compile or args.check):
        parser.error("say what to do: --refresh, --compile and/or --check")
    languages = tuple(args.lang or LANGUAGES)
    if args.refresh:
        refresh(languages, keep_vanished=not args.drop_vanished)
    if args.compile:
        compile_catalogues(languages)
    if args.check:
        return check(languages)
    return 0


if __name__ == "__main__":
    sys.exit(main())
