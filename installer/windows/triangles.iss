; Inno Setup 6 script for the Windows installer of Triangles.
;
; Build it with installer\windows\build-installer.ps1, which first makes the PyInstaller bundle
; (build\windows\dist\triangles) and writes build\windows\project.iss: the version, names and
; URLs from pyproject.toml (python installer\project_info.py iss-include ...). Nothing about the
; release is repeated here.
;
; The installer needs no administrator rights: by default it installs for the current user
; (%LOCALAPPDATA%\Programs\Triangles); an administrator may choose "all users" instead.

#include AddBackslash(SourcePath) + "..\..\build\windows\project.iss"
#define BundleDir AddBackslash(SourcePath) + "..\..\build\windows\dist\" + EXECUTABLE
#define AppExe EXECUTABLE + ".exe"

[Setup]
; AppId identifies the app across versions (upgrades, uninstall). Never change it.
AppId={{E0082769-5743-488A-8DE5-59A2A2F40E9F}
AppName={#APP_NAME}
AppVersion={#VERSION}
AppVerName={#APP_NAME} {#VERSION}
AppPublisher={#VENDOR}
AppPublisherURL={#HOMEPAGE}
AppSupportURL={#HOMEPAGE}
AppUpdatesURL={#HOMEPAGE}
AppCopyright=Copyright (C) {#YEAR} {#VENDOR}
DefaultDirName={autopf}\{#APP_NAME}
DefaultGroupName={#APP_NAME}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir=..\..\dist
OutputBaseFilename={#EXECUTABLE}-{#VERSION}-windows-x64-setup
SetupIconFile=..\..\resources\icon\triangles.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#APP_NAME}
VersionInfoVersion={#VERSION_WIN}
VersionInfoProductVersion={#VERSION_WIN}
VersionInfoProductName={#APP_NAME}
VersionInfoProductTextVersion={#VERSION}
VersionInfoCompany={#VENDOR}
VersionInfoDescription={#APP_NAME} Setup
VersionInfoCopyright=Copyright (C) {#YEAR} {#VENDOR}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ShowLanguageDialog=auto
CloseApplications=yes

[Languages]
; Inno Setup ships official catalogues for English, Finnish and Polish; the app's Indonesian and
; Romanian players see the English wizard.
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "finnish"; MessagesFile: "compiler:Languages\Finnish.isl"
Name: "polish"; MessagesFile: "compiler:Languages\Polish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#APP_NAME}"; Filename: "{app}\{#AppExe}"; Comment: "{#SUMMARY}"; AppUserModelID: "{#APP_ID}"
Name: "{autodesktop}\{#APP_NAME}"; Filename: "{app}\{#AppExe}"; Comment: "{#SUMMARY}"; AppUserModelID: "{#APP_ID}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#APP_NAME}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Python may leave byte-code caches next to the bundle; the player's games and settings live
; in the user's AppData and are kept.
Type: filesandordirs; Name: "{app}\_internal\__pycache__"
