import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const API_SERVER = 'http://localhost:3000';

const toServer: ProxyOptions = { target: API_SERVER, changeOrigin: false };

// These prefixes hold both server calls and SPA pages (/checkout/cart is a page, /checkout/cart/getData a call).
// A browser navigation asks for HTML: give it the dev index.html so HMR keeps working; calls still reach the server.
const pageOrServer: ProxyOptions = {
  ...toServer,
  bypass: (req) => (req.method === 'GET' && req.headers.accept?.includes('text/html') ? '/index.html' : undefined),
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    // Every text asset also as .br and .gz next to it, made once at build time; the server sends the one the browser takes.
    compression({
      include: /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/,
      threshold: 1024,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Which chunks each entry loads: the budget test (e2e/budget.e2e.ts) reads it.
    manifest: true,
    // Libraries change far less often than the app: their own chunk stays cached across deploys. Leaflet is left out:
    // only the dealer locator's map loads it, in that page's own chunk (the initial JavaScript has a budget).
    // react-hook-form likewise stays with the forms that use it (lazy screens), out of the initial JavaScript, and
    // Chart.js with the reports page that draws it (decision 0077).
    // app/csp.ts (zod's jitless switch) rides in the vendor chunk: every app chunk that builds a schema at load is
    // evaluated after vendor, so the switch is set before the first schema (else zod probes eval, a CSP violation).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](?!leaflet[\\/]|react-hook-form[\\/]|@hookform[\\/]|chart\.js[\\/]|@kurkle[\\/])|[\\/]src[\\/]app[\\/]csp\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': toServer,
      '/media': toServer,
      '/healthz': toServer,
      '/docs': toServer,
      '/ymm': toServer,
      '/pos/order/void': toServer,
      '/checkout': pageOrServer,
      '/account': pageOrServer,
      '/product/compare': pageOrServer,
      '/index.php': pageOrServer,
    },
  },
});
