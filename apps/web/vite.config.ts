import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    // `npm run dev -w @club/web` next to a running server: open http://demo.localhost:5173
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/files': 'http://127.0.0.1:3000',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
});
