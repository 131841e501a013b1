import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  // The server build starts from our server module, so build/server/index.js carries the API,
  // the services and the React Router build together (ARCHITECTURE.md §2).
  build: isSsrBuild ? { rollupOptions: { input: './server/entry.prod.ts' } } : {},
}));
