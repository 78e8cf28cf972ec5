/**
 * Print preview for the desktop app: a generated PDF opens in a window with Chromium's PDF
 * viewer (which has its own Print button) plus a Print item in the window's menu. If the viewer
 * cannot show it, the file goes to the system's PDF viewer instead.
 */
import { BrowserWindow, Menu, shell } from 'electron';
import { pathToFileURL } from 'node:url';

export async function previewPdf(file: string, parent: BrowserWindow | null): Promise<'window' | 'system'> {
  const win = new BrowserWindow({
    width: 1000,
    height: 760,
    title: `Print preview — ${file}`,
    parent: parent ?? undefined,
    webPreferences: { sandbox: true, contextIsolation: true, nodeIntegration: false, plugins: true },
  });
  win.webContents.on('will-navigate', (event) => event.preventDefault());
  win.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  win.setMenu(
    Menu.buildFromTemplate([
      {
        label: 'File',
        submenu: [
          { label: 'Print…', accelerator: 'CmdOrCtrl+P', click: () => win.webContents.print() },
          { label: 'Open in system viewer', click: () => void shell.openPath(file) },
          { type: 'separator' },
          { role: 'close' },
        ],
      },
    ]),
  );
  try {
    await win.loadURL(pathToFileURL(file).href);
    return 'window';
  } catch {
    win.destroy();
    const failure = await shell.openPath(file);
    if (failure) throw new Error(`The PDF could not be shown: ${failure}`);
    return 'system';
  }
}
