# Build the Windows installer of Triangles:
#   dist\triangles-<version>-windows-x64-setup.exe
#
# Needs Python 3.11+ (python on PATH) and Inno Setup 6 (iscc.exe; installed with Chocolatey if
# it is missing and choco is available). Everything Python goes into build\windows\venv.
#
#   powershell -ExecutionPolicy Bypass -File installer\windows\build-installer.ps1 [-SmokeTest]
#
# -SmokeTest also runs the bundle's --screenshot, installs the setup silently for the current
# user, launches the installed app the same way, and uninstalls it.
param([switch]$SmokeTest)

$ErrorActionPreference = "Stop"
$Root = (Resolve-Path "$PSScriptRoot\..\..").Path
Set-Location $Root
$Build = Join-Path $Root "build\windows"
$Venv = Join-Path $Build "venv"
New-Item -ItemType Directory -Force -Path $Build, (Join-Path $Root "dist") | Out-Null

function Invoke-Checked([string]$Exe, [string[]]$Arguments) {
    & $Exe @Arguments
    if ($LASTEXITCODE -ne 0) { throw "$Exe $($Arguments -join ' ') failed with exit code $LASTEXITCODE" }
}

# Runs a GUI executable (no console), waits for it and fails on a non-zero exit code.
function Invoke-Gui([string]$Exe, [string[]]$Arguments) {
    $process = Start-Process -FilePath $Exe -ArgumentList $Arguments -Wait -PassThru
    if ($process.ExitCode -ne 0) { throw "$Exe exited with code $($process.ExitCode)" }
}

$Version = (& python installer\project_info.py version).Trim()
$Executable = (& python installer\project_info.py get EXECUTABLE).Trim()
Write-Host "==> Building Triangles $Version for Windows"

if (-not (Test-Path "$Venv\Scripts\python.exe")) { Invoke-Checked python @("-m", "venv", $Venv) }
$Py = "$Venv\Scripts\python.exe"
Invoke-Checked $Py @("-m", "pip", "install", "-q", "--upgrade", "pip")
Invoke-Checked $Py @("-m", "pip", "install", "-q", "pyinstaller>=6.10,<7")
Invoke-Checked $Py @("-m", "pip", "install", "-q", $Root)
Invoke-Checked $Py @("-m", "pip", "install", "-q", "--force-reinstall", "--no-deps", $Root)

Write-Host "==> PyInstaller bundle"
if (Test-Path "$Build\dist") { Remove-Item -Recurse -Force "$Build\dist" }
Invoke-Checked "$Venv\Scripts\pyinstaller.exe" @(
    "--noconfirm", "--clean", "--log-level", "WARN",
    "--distpath", "$Build\dist", "--workpath", "$Build\work", "installer\triangles.spec")
$BundleExe = Join-Path $Build "dist\$Executable\$Executable.exe"

if ($SmokeTest) {
    Write-Host "==> Smoke test of the bundle (--screenshot, offscreen)"
    $env:QT_QPA_PLATFORM = "offscreen"
    $Shot = Join-Path $Build "smoke-bundle.png"
    Invoke-Gui $BundleExe @("--screenshot", "`"$Shot`"")
    Invoke-Checked python @("installer\png_size.py", $Shot)
    Remove-Item Env:QT_QPA_PLATFORM
}

Write-Host "==> Inno Setup"
Invoke-Checked python @("installer\project_info.py", "iss-include", "$Build\project.iss")
$Iscc = (Get-Command iscc.exe -ErrorAction SilentlyContinue).Source
if (-not $Iscc) {
    $Candidates = @("${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe", "$env:ProgramFiles\Inno Setup 6\ISCC.exe")
    $Iscc = $Candidates | Where-Object { Test-Path $_ } | Select-Object -First 1
}
if (-not $Iscc -and (Get-Command choco.exe -ErrorAction SilentlyContinue)) {
    Invoke-Checked choco.exe @("install", "innosetup", "-y", "--no-progress")
    $Iscc = "${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe"
}
if (-not $Iscc -or -not (Test-Path $Iscc)) { throw "Inno Setup 6 (ISCC.exe) not found" }
Invoke-Checked $Iscc @("/Qp", "installer\windows\triangles.iss")
$Setup = Join-Path $Root "dist\$Executable-$Version-windows-x64-setup.exe"
if (-not (Test-Path $Setup)) { throw "expected $Setup" }

if ($SmokeTest) {
    Write-Host "==> Installing silently for the current user, launching, uninstalling"
    $InstallDir = Join-Path $Build "installed"
    Invoke-Gui $Setup @("/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART", "/CURRENTUSER", "/DIR=`"$InstallDir`"")
    $InstalledExe = Join-Path $InstallDir "$Executable.exe"
    if (-not (Test-Path $InstalledExe)) { throw "the installer did not install $InstalledExe" }
    $StartMenu = Join-Path $env:APPDATA "Microsoft\Windows\Start Menu\Programs\Triangles.lnk"
    if (-not (Test-Path $StartMenu)) { throw "no Start-menu entry at $StartMenu" }
    $env:QT_QPA_PLATFORM = "offscreen"
    $Shot = Join-Path $Build "smoke-installed.png"
    Invoke-Gui $InstalledExe @("--screenshot", "`"$Shot`"")
    Invoke-Checked python @("installer\png_size.py", $Shot)
    Remove-Item Env:QT_QPA_PLATFORM
    Invoke-Gui (Join-Path $InstallDir "unins000.exe") @("/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART")
    # The uninstaller finishes in a copy of itself; wait until it has removed the app.
    for ($i = 0; $i -lt 60 -and (Test-Path $InstalledExe); $i++) { Start-Sleep -Seconds 1 }
    if (Test-Path $InstalledExe) { throw "the uninstaller left $InstalledExe" }
    if (Test-Path $StartMenu) { throw "the uninstaller left $StartMenu" }
}

$Size = [math]::Round((Get-Item $Setup).Length / 1MB, 1)
Write-Host "Built: $Setup ($Size MiB)"
