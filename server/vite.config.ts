import { defineConfig } from 'vite'

/**
 * The production server as one Node module (with the sandbox as a chunk it loads only in sandbox mode),
 * built into the client's build folder: `vite build --config server/vite.config.ts --outDir dist/.server`.
 * Packages stay imports of node_modules (the production dependencies); `npm start` runs the result.
 */
export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'server/main.ts',
    target: 'node20',
    sourcemap: false,
    rollupOptions: { output: { entryFileNames: 'main.mjs', chunkFileNames: '[name]-[hash].mjs' } },
  },
})
