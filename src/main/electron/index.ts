/**
 * The Electron shell, kept thin: window, menu, single-instance lock, IPC registration, print.
 * Everything else runs in the app core, which is tested under plain Node.
 */
import { app, BrowserWindow, ipcMain, Menu } from 'electron';
import path from 'node:path';
import { IPC_PUSH_CHANNEL } from '../../shared/ipc';
import { createAppCore } from '../app';
import { registerIpc, trustedUrlChecker } from '../transports/ipc';
import { previewPdf } from './pdfPreview';

const rendererFile = path.join(__dirname, '../renderer/index.html');
const devServerUrl = process.env.ELECTRON_RENDERER_URL;

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
    },
  });
  win.once('ready-to-show', () => win.show());
  // Nothing navigates away from the app's page or opens new windows.
  win.webContents.on('will-navigate', (event) => event.preventDefault());
  win.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  if (devServerUrl) void win.loadURL(devServerUrl);
  else void win.loadFile(rendererFile);
  return win;
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  let mainWindow: BrowserWindow | null = null;
  const core = createAppCore({
    dataDir: process.env.ITS_REF_DATA || path.join(app.getPath('documents'), 'ITS Referee Desk'),
    runtime: { transport: 'ipc', venue: null, desktop: { previewPdf: (file) => previewPdf(file, mainWindow) } },
  });

  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });

  void app.whenReady().then(() => {
    registerIpc(ipcMain, core, trustedUrlChecker(rendererFile, devServerUrl));
    core.onPush((name, payload) => {
      for (const win of BrowserWindow.getAllWindows()) win.webContents.send(IPC_PUSH_CHANNEL, name, payload);
    });
    Menu.setApplicationMenu(
      Menu.buildFromTemplate([
        { role: 'fileMenu' },
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
}
