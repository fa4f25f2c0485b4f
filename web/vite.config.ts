import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { messages } from '../contracts/src/message-catalog';

const MESSAGE_CATALOG = 'virtual:message-catalog';

/**
 * The server's messages as data. Contracts gathers them from every capability's exports, which
 * would bring every schema (and zod) into the first load; the web only needs the texts.
 */
function messageCatalog(): Plugin {
  return {
    name: 'message-catalog',
    resolveId: (id) => (id === MESSAGE_CATALOG ? `\0${MESSAGE_CATALOG}` : null),
    load: (id) => (id === `\0${MESSAGE_CATALOG}` ? `export const messages = ${JSON.stringify(messages)};` : null),
  };
}

export default defineConfig({
  plugins: [react(), messageCatalog()],
  resolve: {
    alias: { '@cargo/contracts': fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)) },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});
