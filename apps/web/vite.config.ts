import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { lightCallsPlugin, lightRegistryPlugin } from './light-calls.ts';
import { precompress } from './precompress.ts';
import { stripCallSummariesPlugin } from './strip-call-summaries.ts';

/**
 * React Router 7's package points every import at its development build (remix-run/react-router#12437,
 * #14102: dev warnings on, larger and slower). The browser's production build takes its production
 * build, the same code without the warnings. The server's render keeps the package's own resolution.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [
    stripCallSummariesPlugin(),
    react(),
    lightCallsPlugin(),
    precompress(),
    // The service worker (issue 15, docs/decisions/014): src/sw/sw.ts built into dist/sw.js with the list
    // of the build's files to precache. The server serves the manifest (per club); the page registers
    // the worker itself, after it is interactive (src/features/offline). Not in the server's build.
    isSsrBuild === true
      ? null
      : VitePWA({
          strategies: 'injectManifest',
          srcDir: 'src/sw',
          filename: 'sw.ts',
          injectRegister: false,
          manifest: false,
          injectManifest: {
            globPatterns: ['**/*.{js,css,html,json,svg,png,webp,woff2}'],
            // Not the server's render bundle, nor source maps, nor what a visitor never runs offline: the
            // 3D player (its models come from the network anyway), the rich-text and layer editors.
            globIgnores: [
              'server/**',
              '**/*.map',
              '**/model-viewer-*.js',
              '**/rich-text-field-*.js',
              '**/leaflet-geoman-*.js',
              '**/layer-editor-*.js',
              '.vite/**',
            ],
            sourcemap: false,
            // The worker's rules read the contract's calls as light copies, without zod.
            buildPlugins: { vite: [lightRegistryPlugin()] },
          },
        }),
  ],
  resolve: {
    alias:
      command === 'build' && isSsrBuild !== true
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : [],
  },
  server: {
    // `npm run dev -w @club/web` next to a running server: open http://demo.localhost:5173
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/files': 'http://127.0.0.1:3000',
    },
  },
  // The server's render of public pages (src/ssr/entry-server.tsx, built into dist/server): the
  // libraries come from node_modules at run time; the shared package is TypeScript, so it is bundled.
  ssr: { noExternal: ['@club/shared'] },
  build: {
    outDir: 'dist',
    // The server's bundle needs none of public/: the client build already copied it.
    copyPublicDir: isSsrBuild !== true,
    // One stylesheet, linked from index.html: a server-rendered page shows parts whose code loads
    // later (React.lazy), and they must be styled from the first paint, not when their chunk arrives.
    cssCodeSplit: false,
    // No <link rel="modulepreload">, neither in index.html nor added by a lazy import: on a slow network
    // the page's HTML is already rendered, and its stylesheet and pictures must not share the bandwidth
    // with ~170 KB of scripts that only make it interactive (first paint, issue 19); and adding a link per
    // dependency of a lazy route (forty for the gallery) held a phone's main thread 90 ms at start-up.
    // A chunk's imports are fetched together as soon as it is read.
    modulePreload: false,
    sourcemap: true,
    // bench/web-budget.ts reads it to sum the home route's initial JavaScript.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Vite's helper around every lazy import, alone: put in a chunk of the app's, it would make
              // the first script (src/boot.ts) import that chunk, and React with it, before the page paints.
              name: 'preload-helper',
              test: /vite[\\/]preload-helper/,
            },
            // Libraries every page runs first, in three chunks rather than the dozen small ones the default
            // splitting makes of them (one request each, and better compression): React, the router, and
            // the rest (i18next, TanStack Query). src/boot.ts evaluates them one after the other, each in a
            // task of its own: evaluated with the app's code they were one long task on a phone.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
            {
              name: 'router',
              test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
            },
            {
              name: 'framework',
              // What only later pages use (several queries at once, infinite lists, writes) loads with them.
              test: /node_modules[\\/](i18next|react-i18next|@tanstack|use-sync-external-store)[\\/](?!.*(useQueries|queriesObserver|useInfiniteQuery|infiniteQueryObserver|infiniteQueryOptions|useMutation|mutationObserver|hydration))/,
            },
            {
              // The home's reads of the club's spots and the API client, which lazy pages share too: one
              // chunk rather than five of a few hundred bytes each, each with its own overhead.
              name: 'club-reads',
              test: /src[\\/]lib[\\/](api-client|spots[\\/](get-spots-by-club|get-layers))\.ts$/,
            },
          ],
        },
      },
    },
  },
}));
