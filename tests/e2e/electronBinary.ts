/**
 * The Electron binary, when installed. CI machines install with ELECTRON_SKIP_BINARY_DOWNLOAD=1,
 * so Electron tests skip themselves — and say so on the console, not only in the report.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export function electronBinary(): string | null {
  try {
    const require = createRequire(import.meta.url);
    const binary = require('electron') as unknown as string;
    return typeof binary === 'string' && existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

export function announceSkipWithoutElectron(test: string): string | null {
  const binary = electronBinary();
  if (!binary) console.log(`SKIP ${test}: the Electron binary is absent (ELECTRON_SKIP_BINARY_DOWNLOAD=1 install).`);
  return binary;
}
