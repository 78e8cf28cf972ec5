import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVE_USAGE, wantsHelp } from './serve';

const root = path.resolve(__dirname, '../..');

describe('serve --help', () => {
  it('is asked for by --help or -h anywhere on the line', () => {
    expect(wantsHelp(['--help'])).toBe(true);
    expect(wantsHelp(['--port', '0', '-h'])).toBe(true);
    expect(wantsHelp(['--port', '0'])).toBe(false);
  });

  it('prints every option and exits 0 without starting a server', () => {
    // bin/serve.js is what `npm run serve -- --help` runs; vitest runs it from the sources.
    const run = spawnSync(process.execPath, ['bin/serve.js', '--help'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, ITS_REF_FROM_SOURCES: '1' },
      timeout: 20_000,
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(SERVE_USAGE);
    for (const flag of ['--host', '--port', '--data', '--pin', '--event', '--help']) {
      expect(run.stdout).toContain(flag);
    }
    expect(run.stdout).not.toContain('listening');
  });
});
