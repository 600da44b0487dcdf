"""Installer metadata: well formed, consistent with each other, version taken from pyproject."""

from __future__ import annotations

import configparser
import plistlib
import re
import shutil
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
INSTALLER = ROOT / "installer"
LINUX = INSTALLER / "linux"
WORKFLOW = ROOT / ".github" / "workflows" / "installers.yml"
SHELL_SCRIPTS = sorted(INSTALLER.rglob("*.sh"))

with (ROOT / "pyproject.toml").open("rb") as _handle:
    PYPROJECT_VERSION = tomllib.load(_handle)["project"]["version"]


def read_desktop_entry(path: Path) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive in desktop files
    parser.read(path, encoding="utf-8")
    return dict(parser["Desktop Entry"])


@pytest.fixture(scope="module")
def values(project_info):
    return project_info.values()


@pytest.fixture
def rendered_metainfo(project_info, values, tmp_path) -> Path:
    template = LINUX / f"{values['APP_ID']}.metainfo.xml"
    target = tmp_path / template.name
    assert project_info.main(["render", str(template), str(target)]) == 0
    return target


# -- Version and identity come from pyproject.toml -------------------------------------------


def test_project_info_reads_the_version_from_pyproject(project_info, values):
    assert project_info.version() == PYPROJECT_VERSION
    assert values["VERSION"] == PYPROJECT_VERSION


@pytest.mark.parametrize(
    ("text", "expected"),
    [("0.1.0", (0, 1, 0, 0)), ("2.10", (2, 10, 0, 0)), ("1.2.3rc4", (1, 2, 3, 0))],
)
def test_windows_version_tuple(project_info, text, expected):
    assert project_info.windows_version_tuple(text) == expected


def test_render_fills_tokens_and_refuses_unknown_ones(project_info):
    assert project_info.render("v@VERSION@", {"VERSION": "1.0"}) == "v1.0"
    escaped = project_info.render("<a>@X@</a>", {"X": "a & <b>"}, xml=True)
    assert escaped == "<a>a &amp; &lt;b&gt;</a>"
    with pytest.raises(KeyError):
        project_info.render("@MISSING@", {})


def test_no_installer_file_hard_codes_the_version():
    """Bumping pyproject.toml's version must be enough to rename and relabel every installer."""
    pattern = re.compile(rf"(?<![\d.]){re.escape(PYPROJECT_VERSION)}(?![\d.])")
    files = [WORKFLOW, *(path for path in INSTALLER.rglob("*") if path.is_file())]
    offenders = [
        str(path.relative_to(ROOT))
        for path in files
        if path.suffix not in {".png", ".ico", ".icns", ".pyc"}
        and pattern.search(path.read_text(encoding="utf-8", errors="replace"))
    ]
    assert offenders == []


@pytest.mark.parametrize(
    "relative",
    [
        "linux/build-deb.sh",
        "linux/check-deb.sh",
        "macos/build-dmg.sh",
        "windows/build-installer.ps1",
        "triangles.spec",
    ],
)
def test_build_scripts_take_the_version_from_project_info(relative):
    text = (INSTALLER / relative).read_text(encoding="utf-8")
    assert "project_info" in text


def test_inno_setup_script_uses_the_generated_defines():
    text = (INSTALLER / "windows" / "triangles.iss").read_text(encoding="utf-8")
    assert '#include AddBackslash(SourcePath) + "..\\..\\build\\windows\\project.iss"' in text
    assert text.isascii()  # Inno Setup reads a script without a BOM in the ANSI code page
    for line in ("AppVersion={#VERSION}", "PrivilegesRequired=lowest", "UninstallDisplayIcon="):
        assert line in text
    assert "{autodesktop}" in text and "Tasks: desktopicon" in text
    assert "{autoprograms}" in text


def test_iss_include_defines_every_token_the_script_uses(project_info, tmp_path):
    include = tmp_path / "project.iss"
    assert project_info.main(["iss-include", str(include)]) == 0
    defined = set(re.findall(r'^#define (\w+) "', include.read_text(encoding="utf-8"), re.M))
    script = (INSTALLER / "windows" / "triangles.iss").read_text(encoding="utf-8")
    used = set(re.findall(r"\{#(\w+)", script)) | set(re.findall(r"\b([A-Z_]{3,})\b \+", script))
    locally_defined = set(re.findall(r"^#define (\w+) ", script, re.M))
    assert used - locally_defined <= defined


# -- Linux desktop entry and AppStream metadata ---------------------------------------------


def test_desktop_entry_is_named_after_the_app_id_and_launches_the_command(values):
    path = LINUX / f"{values['APP_ID']}.desktop"
    entry = read_desktop_entry(path)
    assert entry["Type"] == "Application"
    assert entry["Name"] == values["APP_NAME"]
    assert entry["Exec"].split()[0] == values["EXECUTABLE"]
    assert entry["Icon"] == values["APP_ID"]
    assert entry["Terminal"] == "false"
    assert entry["Categories"].endswith(";") and "Game" in entry["Categories"].split(";")
    for language in ("fi", "id", "pl", "ro"):
        assert entry[f"Comment[{language}]"]


def test_desktop_entry_passes_desktop_file_validate(values):
    validator = shutil.which("desktop-file-validate")
    if validator is None:
        pytest.skip("desktop-file-validate is not installed (apt install desktop-file-utils)")
    path = LINUX / f"{values['APP_ID']}.desktop"
    result = subprocess.run([validator, str(path)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_debian_changelog_renders_in_debian_format(project_info, values):
    text = project_info.render((LINUX / "changelog").read_text(encoding="utf-8"), values)
    lines = text.splitlines()
    assert lines[0] == f"{values['EXECUTABLE']} ({PYPROJECT_VERSION}) stable; urgency=medium"
    assert re.fullmatch(
        r" -- .+ <[^>]+@[^>]+>  \w{3}, \d{2} \w{3} \d{4} [\d:]{8} \+0000", lines[-1]
    )
    entries = [line for line in lines if line.startswith("  ")]
    assert entries and all(len(line) <= 80 for line in entries)  # lintian's limit


def test_manual_page_wraps_the_apps_help_in_roff(load_installer, values):
    manpage = load_installer("linux/manpage.py")
    help_text = "usage: triangles [--size N]\n.dot at start\n  --lang CODE  e.g. fi\\ro\n"
    page = manpage.manual_page(help_text, values)
    assert page.startswith(f".TH {values['EXECUTABLE'].upper()} 6 ")
    assert f"{values['APP_NAME']} {PYPROJECT_VERSION}" in page.splitlines()[0]
    assert "\\&.dot at start" in page  # a help line never becomes a roff request
    assert "fi\\ero" in page
    assert ".SH NAME" in page and ".SH USAGE" in page


def test_metainfo_template_is_well_formed_xml(values):
    ET.parse(LINUX / f"{values['APP_ID']}.metainfo.xml")


def test_rendered_metainfo_describes_this_release(values, rendered_metainfo):
    text = rendered_metainfo.read_text(encoding="utf-8")
    assert "@" not in re.sub(r"<!--.*?-->", "", text, flags=re.S)
    root = ET.fromstring(text)
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == values["APP_ID"]
    assert root.findtext("launchable") == values["APP_ID"] + ".desktop"
    assert root.find("description/p") is not None
    release = root.find("releases/release")
    assert release.get("version") == PYPROJECT_VERSION
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", release.get("date"))
    image = root.findtext("screenshots/screenshot/image")
    assert image.startswith("https://") and image.startswith(values["HOMEPAGE"])
    assert root.findtext("url[@type='homepage']") == values["HOMEPAGE"]


def test_rendered_metainfo_passes_appstreamcli(rendered_metainfo):
    validator = shutil.which("appstreamcli")
    if validator is None:
        pytest.skip("appstreamcli is not installed (apt install appstream)")
    result = subprocess.run(
        [validator, "validate", "--no-net", str(rendered_metainfo)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


# -- macOS ------------------------------------------------------------------------------------


def test_info_plist_renders_to_a_valid_property_list(project_info, values):
    template = (INSTALLER / "macos" / "Info.plist").read_text(encoding="utf-8")
    plist = plistlib.loads(project_info.render(template, values, xml=True).encode("utf-8"))
    assert plist["CFBundleShortVersionString"] == PYPROJECT_VERSION
    assert plist["CFBundleVersion"] == PYPROJECT_VERSION
    assert re.fullmatch(r"[A-Za-z0-9.-]+", plist["CFBundleIdentifier"])  # Apple's allowed set
    assert plist["NSHighResolutionCapable"] is True
    assert re.fullmatch(r"\d+\.\d+", plist["LSMinimumSystemVersion"])
    plistlib.loads((INSTALLER / "macos" / "entitlements.plist").read_bytes())


def test_dmg_script_signs_and_notarizes_only_behind_environment_variables():
    text = (INSTALLER / "macos" / "build-dmg.sh").read_text(encoding="utf-8")
    assert 'if [ -n "${MACOS_SIGN_IDENTITY:-}" ]' in text
    assert 'if [ -n "${MACOS_NOTARY_PROFILE:-}" ]' in text
    assert "codesign" in text and "notarytool submit" in text and "hdiutil create" in text


# -- The bundle spec ---------------------------------------------------------------------------


def test_spec_never_strips_and_keeps_only_the_qt_parts_the_app_uses():
    text = (INSTALLER / "triangles.spec").read_text(encoding="utf-8")
    assert "strip=True" not in text and text.count("strip=False") >= 2
    assert "upx=False" in text
    for plugin in ('"qxcb"', '"qwayland"', '"qoffscreen"', '"qsvg"', '"qsvgicon"'):
        assert plugin in text
    assert 'APP_LANGUAGES = ("en", "fi", "id", "pl", "ro")' in text


# -- Scripts and the CI workflow -------------------------------------------------------------


@pytest.mark.parametrize("script", SHELL_SCRIPTS, ids=lambda path: path.name)
def test_shell_script_syntax(script):
    result = subprocess.run(["bash", "-n", str(script)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("script", SHELL_SCRIPTS, ids=lambda path: path.name)
def test_shell_script_passes_shellcheck(script):
    shellcheck = shutil.which("shellcheck")
    if shellcheck is None:
        pytest.skip("shellcheck is not installed (apt install shellcheck)")
    result = subprocess.run([shellcheck, str(script)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout


def test_workflow_builds_and_uploads_on_three_platforms():
    yaml = pytest.importorskip("yaml")
    workflow = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    job = workflow["jobs"]["build"]
    systems = {entry["os"] for entry in job["strategy"]["matrix"]["include"]}
    assert systems == {"ubuntu-latest", "windows-latest", "macos-latest"}
    runs = "\n".join(step.get("run", "") for step in job["steps"])
    for script in (
        "installer/linux/build-deb.sh",
        "installer/linux/check-deb.sh",
        "installer/windows/build-installer.ps1",
        "installer/macos/build-dmg.sh",
    ):
        assert script in runs
        assert (ROOT / script).is_file()
    assert "--screenshot" in runs
    uses = [step.get("uses", "") for step in job["steps"]]
    assert any(use.startswith("actions/upload-artifact@") for use in uses)


def test_workflow_shell_steps_pass_shellcheck(tmp_path):
    yaml = pytest.importorskip("yaml")
    shellcheck = shutil.which("shellcheck")
    if shellcheck is None:
        pytest.skip("shellcheck is not installed (apt install shellcheck)")
    workflow = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    for index, step in enumerate(workflow["jobs"]["build"]["steps"]):
        if "run" not in step or step.get("shell") == "pwsh":
            continue
        script = tmp_path / f"step{index}.sh"
        # GitHub runs bash steps with -e; expressions are replaced by a plain word.
        body = re.sub(r"\$\{\{[^}]*\}\}", "value", step["run"])
        script.write_text("#!/usr/bin/env bash\nset -e\n" + body, encoding="utf-8")
        result = subprocess.run([shellcheck, str(script)], capture_output=True, text=True)
        assert result.returncode == 0, f"{step.get('name')}:\n{result.stdout}"


def test_png_size_checker_accepts_pngs_and_rejects_other_files(load_installer, tmp_path):
    checker = load_installer("png_size.py")
    assert checker.png_size(ROOT / "resources" / "icon" / "png" / "triangles-48.png") == (48, 48)
    not_png = tmp_path / "shot.png"
    not_png.write_bytes(b"GIF89a" + b"\0" * 30)
    with pytest.raises(ValueError):
        checker.png_size(not_png)


def test_deb_depends_reads_ldd_output(load_installer):
    depends = load_installer("linux/deb_depends.py")
    found = depends.LDD_LINE.match(
        "\tlibGL.so.1 => /lib/x86_64-linux-gnu/libGL.so.1 (0x00007f0a1c000000)"
    )
    assert found and found.group(1) == "libGL.so.1"
    assert found.group(2) == "/lib/x86_64-linux-gnu/libGL.so.1"
    missing = depends.LDD_LINE.match("\tlibxcb-cursor.so.0 => not found")
    assert missing and missing.group(3) == "libxcb-cursor.so.0"
    assert "libxcb-cursor0" in depends.BASELINE
