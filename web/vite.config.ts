import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

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
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Libraries change far less often than the app: their own chunk stays cached across deploys.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'vendor', test: /node_modules/ }] } } },
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
