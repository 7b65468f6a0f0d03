import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileCatalogues } from './build/compile-catalogues.ts';

// Screen chunks are served from /static/js/ with content-hashed names (cached for a year by the
// server); index.html stays uncached so a new release is picked up on the next load.
export default defineConfig({
  plugins: [react(), compileCatalogues()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'static',
    sourcemap: false,
    // Sounds stay files: the page's policy lets scripts fetch only from the server ('self'), not data: URLs.
    assetsInlineLimit: (file: string) => (file.endsWith('.wav') ? false : undefined),
    rollupOptions: {
      // The rules package is pure (no I/O, nothing done on import), so the bundler may keep only
      // what a chunk uses: /home's startup code needs a game code check and a few messages, not
      // the request schemas and the zod they are built with.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]rules[\\/]src[\\/]/.test(id),
      },
      output: {
        entryFileNames: 'static/js/[name]-[hash].js',
        chunkFileNames: 'static/js/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.names?.some((n) => n.endsWith('.css'))
            ? 'static/css/[name]-[hash][extname]'
            : 'static/media/[name]-[hash][extname]',
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
});
