/**
 * Build 8 · Electron security checklist, checked statically (the Electron binary is absent in
 * CI): the shell's source, the app:// protocol's confinement, the fuses in the builder config,
 * and the desktop's file rule (paths only from the native dialog) through the real IPC handler.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAppCore } from '../../src/main/appCore';
import { APP_URL, isAppUrl, resolveAppRequest } from '../../src/main/electron/appProtocol';
import { registerIpc, trustedUrlChecker } from '../../src/main/transports/ipc';
import type { IpcMainLike, InvokeEventLike } from '../../src/main/transports/ipc';

const shell = readFileSync(path.resolve('src/main/electron/index.ts'), 'utf8');
const builder = readFileSync(path.resolve('build/electron-builder.yml'), 'utf8');

describe('the shell (src/main/electron/index.ts)', () => {
  it('denies every permission request and check', () => {
    expect(shell).toMatch(/setPermissionRequestHandler\(\(_contents, _permission, callback\) => callback\(false\)\)/);
    expect(shell).toMatch(/setPermissionCheckHandler\(\(\) => false\)/);
  });
  it('loads the renderer from app://, never file://', () => {
    expect(shell).toContain('loadURL(devServerUrl ?? APP_URL)');
    expect(shell).not.toMatch(/loadFile\(/);
    expect(shell).toMatch(
      /protocol\.handle\(APP_SCHEME, \(request\) => \{\s+const file = resolveAppRequest\(rendererDir, request\.url\);/,
    );
    expect(APP_URL).toBe('app://renderer/index.html');
  });
  it('honours ELECTRON_RENDERER_URL only when not packaged', () => {
    expect(shell).toContain('const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;');
    expect(shell.match(/ELECTRON_RENDERER_URL/g)).toHaveLength(1);
  });
  it('keeps the renderer sandboxed, isolated, without Node, webviews, navigation or new windows', () => {
    for (const setting of [
      'sandbox: true',
      'contextIsolation: true',
      'nodeIntegration: false',
      'webSecurity: true',
      'webviewTag: false',
    ]) {
      expect(shell).toContain(setting);
    }
    expect(shell).toContain("on('will-navigate', (event) => event.preventDefault())");
    expect(shell).toContain("setWindowOpenHandler(() => ({ action: 'deny' }))");
    expect(shell).toContain("on('will-attach-webview', (event) => event.preventDefault())");
  });
  it('gives the page file names only, plus paths granted by the native dialog', () => {
    expect(shell).toContain("files: { kind: 'granted', granted }");
    expect(shell).toMatch(/granted\.add\(resolved\)/);
  });
});

describe('app:// is confined to the built renderer folder', () => {
  const root = path.resolve('/opt/its/out/renderer');
  it.each([
    ['app://renderer/index.html', path.join(root, 'index.html')],
    ['app://renderer/', path.join(root, 'index.html')],
    ['app://renderer/assets/index-abc.js', path.join(root, 'assets', 'index-abc.js')],
    ['app://renderer/../../../etc/passwd', path.join(root, 'etc', 'passwd')],
  ])('%s → inside', (url, file) => {
    expect(resolveAppRequest(root, url)).toBe(file);
  });
  it.each([
    'app://renderer/%2e%2e/%2e%2e/etc/passwd',
    'app://renderer/..%2f..%2fetc%2fpasswd',
    'app://renderer/..%5c..%5cwindows',
    'app://renderer/%E0%A4%A',
    'app://renderer/%00',
    'app://other/index.html',
    'file:///etc/passwd',
    'not a url',
  ])('%s → refused or kept inside', (url) => {
    const file = resolveAppRequest(root, url);
    expect(file === null || file.startsWith(root + path.sep)).toBe(true);
  });
  it('only the app’s own page may call IPC', () => {
    const trusted = trustedUrlChecker();
    expect(trusted('app://renderer/index.html#/rounds')).toBe(true);
    for (const url of ['file:///opt/its/out/renderer/index.html', 'app://evil/index.html', 'http://127.0.0.1:5173/']) {
      expect(trusted(url)).toBe(false);
    }
    expect(isAppUrl('app://renderer/')).toBe(true);
  });
});

describe('Electron fuses (build/electron-builder.yml)', () => {
  it.each([
    ['runAsNode', 'false'],
    ['enableNodeOptionsEnvironmentVariable', 'false'],
    ['enableNodeCliInspectArguments', 'false'],
    ['enableCookieEncryption', 'true'],
    ['enableEmbeddedAsarIntegrityValidation', 'true'],
    ['onlyLoadAppFromAsar', 'true'],
    ['grantFileProtocolExtraPrivileges', 'false'],
  ])('%s: %s', (fuse, value) => {
    expect(builder).toMatch(new RegExp(`^electronFuses:\\n(?:  \\w+: \\w+\\n)*  ${fuse}: ${value}$`, 'm'));
  });
});

describe('the desktop page names files; other paths come only from the native dialog', () => {
  class FakeIpcMain implements IpcMainLike {
    handler: ((event: InvokeEventLike, ...args: unknown[]) => Promise<unknown>) | null = null;
    handle(_channel: string, listener: (event: InvokeEventLike, ...args: unknown[]) => Promise<unknown>) {
      this.handler = listener;
    }
    removeHandler() {
      this.handler = null;
    }
    invoke(method: string, params: unknown) {
      return this.handler?.({ senderFrame: { url: APP_URL }, sender: { id: 1 } }, method, params) as Promise<{
        data?: { path: string | null };
        error?: { code: string; message: string };
      }>;
    }
  }

  it('refuses a typed path, accepts the same path once the dialog granted it', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'its-desktop-'));
    const usb = path.join(mkdtempSync(path.join(os.tmpdir(), 'its-usb-')), 'cup.its.json');
    const granted = new Set<string>();
    const core = createAppCore({
      dataDir,
      runtime: {
        transport: 'ipc',
        venue: null,
        files: { kind: 'granted', granted },
        desktop: {
          previewPdf: () => Promise.resolve('window'),
          chooseEventFile: () => {
            granted.add(usb);
            return Promise.resolve(usb);
          },
        },
      },
    });
    const ipc = new FakeIpcMain();
    registerIpc(ipc, core, trustedUrlChecker());
    expect((await ipc.invoke('events.create', { settings: { name: 'USB Cup' } })).data).toBeDefined();
    const typed = await ipc.invoke('events.saveAs', { path: usb });
    expect(typed.error?.code).toBe('INVALID_INPUT');
    const chosen = await ipc.invoke('dialog.chooseEventFile', { purpose: 'save' });
    expect(chosen.data?.path).toBe(usb);
    const saved = await ipc.invoke('events.saveAs', { path: usb });
    expect(saved.data?.path).toBe(usb);
    // By name, inside the data folder, still works.
    expect((await ipc.invoke('events.saveAs', { path: 'usb-cup-copy.its.json' })).data?.path).toBe(
      path.join(dataDir, 'events', 'usb-cup-copy.its.json'),
    );
  });
});
