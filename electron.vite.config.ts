import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';

export default defineConfig({
  main: {
    build: {
      externalizeDeps: true,
      rollupOptions: {
        // The PDF worker is its own entry so long print jobs never block the main process.
        input: {
          index: resolve(__dirname, 'src/main/electron/index.ts'),
          pdfWorker: resolve(__dirname, 'src/main/pdf/worker.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      // The sandboxed preload must be one self-contained CommonJS file.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve(__dirname, 'src/preload/index.ts') },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src/renderer'),
    plugins: [svelte({ configFile: resolve(__dirname, 'svelte.config.js') })],
    build: {
      rollupOptions: { input: { index: resolve(__dirname, 'src/renderer/index.html') } },
    },
  },
});
