import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { precompressPlugin } from './src/main/transports/http/precompress';

export default defineConfig({
  main: {
    build: {
      // zod and lowdb are bundled: one file loads faster than their many small modules, which
      // every CLI call and server start pays for.
      externalizeDeps: { exclude: ['zod', 'lowdb'] },
      rollupOptions: {
        // The PDF worker is its own entry so long print jobs never block the main process.
        input: {
          index: resolve(__dirname, 'src/main/electron/index.ts'),
          pdfWorker: resolve(__dirname, 'src/main/pdf/worker.ts'),
          // Plain-Node entries: bin/its-ref.js and `npm run serve` start from these bundles.
          cli: resolve(__dirname, 'src/main/cli/index.ts'),
          serve: resolve(__dirname, 'src/main/serve.ts'),
        },
        // Shared chunks sit next to the entries, so `new URL('./pdfWorker.js', import.meta.url)`
        // finds the PDF worker from whichever file the job code ends up in.
        output: { chunkFileNames: '[name]-[hash].js' },
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
    // The venue server sends the build's `.br` / `.gz` copies (src/main/transports/http/staticFiles.ts).
    plugins: [svelte({ configFile: resolve(__dirname, 'svelte.config.js') }), precompressPlugin()],
    build: {
      // Phones on a crowded venue Wi-Fi pay for every byte: the bundles are minified. The page is
      // split (src/renderer/src/boot.ts): a phone loads the phone app and one language, a referee's
      // screen each screen when opened.
      minify: true,
      rollupOptions: { input: { index: resolve(__dirname, 'src/renderer/index.html') } },
    },
  },
});
