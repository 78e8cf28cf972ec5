/**
 * The Electron shell, kept thin: window, menu, single-instance lock, IPC registration, print,
 * and the security checklist of docs/SECURITY.md (permissions denied, app:// protocol confined
 * to the built renderer, the dev server only when not packaged, no navigation, no webviews,
 * file paths only from native dialogs). Everything else runs in the app core, tested under Node.
 */
import { app, BrowserWindow, dialog, ipcMain, Menu, net, protocol, session } from 'electron';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { IPC_PUSH_CHANNEL } from '../../shared/ipc';
import { createAppCore } from '../appCore';
import { registerIpc, trustedUrlChecker } from '../transports/ipc';
import { APP_SCHEME, APP_URL, resolveAppRequest, withSecurityHeaders } from './appProtocol';
import { previewPdf } from './pdfPreview';

const rendererDir = path.join(__dirname, '../renderer');
// The dev server is honoured only in development: a packaged app always loads its own files.
const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;

// Must happen before `ready`: app:// behaves like a secure, standard origin.
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

function createWindow(): BrowserWindow {
  const win = new BrowserWindow({
    width: 1366,
    height: 768,
    minWidth: 1024,
    minHeight: 640,
    title: 'ITS Referee Desk',
    show: false,
    webPreferences: {
      preload: path.join(__dirname, '../preload/index.cjs'),
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
    },
  });
  win.once('ready-to-show', () => win.show());
  // Nothing navigates away from the app's page or opens new windows.
  win.webContents.on('will-navigate', (event) => event.preventDefault());
  win.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  void win.loadURL(devServerUrl ?? APP_URL);
  return win;
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  let mainWindow: BrowserWindow | null = null;
  // Paths the referee picked in a native dialog; the page may name these and plain file names only.
  const granted = new Set<string>();
  const core = createAppCore({
    dataDir: process.env.ITS_REF_DATA || path.join(app.getPath('documents'), 'ITS Referee Desk'),
    runtime: {
      transport: 'ipc',
      venue: null,
      files: { kind: 'granted', granted },
      desktop: {
        previewPdf: (file) => previewPdf(file, mainWindow),
        async chooseEventFile(purpose) {
          const filters = [{ name: 'ITS Referee Desk event', extensions: ['json'] }];
          const chosen =
            purpose === 'open'
              ? await dialog.showOpenDialog({ properties: ['openFile'], filters })
              : await dialog.showSaveDialog({ filters });
          const file = 'filePaths' in chosen ? chosen.filePaths[0] : chosen.filePath;
          if (chosen.canceled || !file) return null;
          const resolved = path.resolve(file);
          granted.add(resolved);
          return resolved;
        },
      },
    },
  });

  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });

  void app.whenReady().then(() => {
    // The app asks for no permission (camera, notifications, geolocation…): refuse them all.
    session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
    session.defaultSession.setPermissionCheckHandler(() => false);
    protocol.handle(APP_SCHEME, (request) => {
      const file = resolveAppRequest(rendererDir, request.url);
      if (!file) return new Response('Not found', { status: 404 });
      return net.fetch(pathToFileURL(file).toString()).then(withSecurityHeaders);
    });
    registerIpc(ipcMain, core, trustedUrlChecker(devServerUrl));
    core.onPush((name, payload) => {
      for (const win of BrowserWindow.getAllWindows()) win.webContents.send(IPC_PUSH_CHANNEL, name, payload);
    });
    Menu.setApplicationMenu(
      Menu.buildFromTemplate([
        {
          label: 'File',
          submenu: [
            // Each window is its own actor in the audit (transports/windowActors.ts).
            { label: 'New window', accelerator: 'CmdOrCtrl+Shift+N', click: () => void createWindow() },
            { type: 'separator' },
            process.platform === 'darwin' ? { role: 'close' } : { role: 'quit' },
          ],
        },
        { role: 'editMenu' },
        {
          label: 'View',
          submenu: [
            { role: 'reload' },
            { role: 'togglefullscreen' },
            { role: 'zoomIn' },
            { role: 'zoomOut' },
            { role: 'resetZoom' },
          ],
        },
        { role: 'windowMenu' },
      ]),
    );
    mainWindow = createWindow();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) mainWindow = createWindow();
    });
  });

  // No embedded web views, ever.
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  // Quitting closes the event first: the changes still in its journal are folded into the event
  // file (so a copy of that file alone is complete) and its lock is released.
  let closed = false;
  app.on('before-quit', (event) => {
    if (closed) return;
    event.preventDefault();
    closed = true;
    void core.workspace
      .close()
      .catch(() => undefined)
      .finally(() => app.quit());
  });
}
