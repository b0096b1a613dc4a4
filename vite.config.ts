/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { sandboxPlugin } from './sandbox/vite-plugin.ts'
import { FMCSA_CENSUS_ORIGIN, readCarrierCensusSetting } from './src/api/runtime-config.ts'
import { chunkModulesPlugin } from './tooling/chunk-modules-plugin.ts'
import { contentSecurityPolicyPlugin } from './tooling/csp-plugin.ts'
import { hostHeadersPlugin } from './tooling/host-headers-plugin.ts'
import { firstRoutePreloadPlugin } from './tooling/first-route-preload-plugin.ts'
import { prerenderPlugin } from './tooling/prerender-plugin.ts'
import { routePreloadsPlugin } from './tooling/route-preloads-plugin.ts'
import { previewAssetsPlugin } from './tooling/preview-assets-plugin.ts'
import { TEST_ONLY_CERTIFICATE } from './tooling/test-only-certificate.ts'

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const apiBaseUrl = env.VITE_API_BASE_URL || '/v1'
  // FMCSA's census for a static host's build (the production server is told at start instead: ADR 0125).
  // Unit tests never reach FMCSA: one that wants the census runs the sandbox's stand-in in-process (src/test/sandbox-fetch.ts).
  const carrierCensus = mode === 'test' ? null : readCarrierCensusSetting(env.VITE_CARRIER_CENSUS, FMCSA_CENSUS_ORIGIN)
  if (carrierCensus === undefined) throw new Error(`VITE_CARRIER_CENSUS is off or an http(s) origin, not "${env.VITE_CARRIER_CENSUS}".`)
  // A real API behind a same-origin proxy: /v1 goes to API_PROXY_TARGET and the sandbox stays off.
  const proxyTarget = process.env.API_PROXY_TARGET
  const proxy = proxyTarget ? { '/v1': { target: proxyTarget, changeOrigin: true } } : undefined
  return {
    // The page reads the census's setting as read here: an origin, or `off` (src/api/carrier-census.ts).
    define: { 'import.meta.env.VITE_CARRIER_CENSUS': JSON.stringify(carrierCensus ?? 'off') },
    plugins: [
      react(),
      tailwindcss(),
      sandboxPlugin({ enabled: !proxyTarget }),
      contentSecurityPolicyPlugin({ apiBaseUrl, carrierCensus }),
      hostHeadersPlugin({ apiBaseUrl, carrierCensus }),
      previewAssetsPlugin(),
      chunkModulesPlugin(),
      firstRoutePreloadPlugin({ module: '/src/features/auth/components/sign-in-page.tsx', entry: '/index.html' }),
      routePreloadsPlugin({ script: '/src/route-preload.ts', entry: '/index.html' }),
      prerenderPlugin({
        module: 'src/app/prerender-sign-in.tsx',
        render: 'renderSignInPage',
        route: 'sign-in',
        script: 'src/drawn-sign-in.ts',
        title: 'Sign in',
      }),
    ],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    build: {
      manifest: true,
      sourcemap: false,
      target: 'es2022',
      // Every browser the portal is for reads <link rel="modulepreload"> itself (Safari from 17, Firefox from
      // 115); one that does not loads the same modules a moment later, when they are imported (ADR 0114).
      modulePreload: { polyfill: false },
      // Seven hash characters, not eight (the fewest the bundler takes for this many chunks): the entry
      // lists every chunk's file for its preloads, and hashes are what gzip cannot shrink. That gave the
      // sign-in route's first load (at most 1.7 times a bare React page) about 200 bytes of room.
      rollupOptions: {
        // The app's page, and the script of the sign-in page drawn at build time, which loads the app later (ADR 0130).
        input: {
          index: fileURLToPath(new URL('./index.html', import.meta.url)),
          'drawn-sign-in': fileURLToPath(new URL('./src/drawn-sign-in.ts', import.meta.url)),
          // What npm start puts before the entry on a declared route's page: the route's chunks asked for when a session is kept (ADR 0160).
          'route-preload': fileURLToPath(new URL('./src/route-preload.ts', import.meta.url)),
        },
        output: {
          entryFileNames: 'assets/[name]-[hash:7].js',
          chunkFileNames: 'assets/[name]-[hash:7].js',
          assetFileNames: 'assets/[name]-[hash:7][extname]',
        },
      },
    },
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy },
    test: {
      // Vitest leaves a core to its main process by default, which on CI's 2 cores is one worker; the
      // main process mostly waits, so both cores run files (ADR 0046).
      maxWorkers: availableParallelism(),
      // A worker runs its files in one module graph and one environment instead of a fresh one per file:
      // 350 CPU-seconds became 84 (ADR 0074). What a test leaves behind is undone after each test:
      // mocks, stubbed globals and env, the DOM and browser storage (src/test/setup.ts).
      isolate: false,
      globals: true,
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
      projects: [
        {
          extends: true,
          test: {
            name: 'portal',
            environment: 'jsdom',
            // Components, hooks, and whatever reads window, localStorage or navigator (*.dom.test.ts).
            include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
            setupFiles: ['src/test/setup.ts'],
            // A file's first render loads its route's modules: with the checks side by side on 2 cores, one took 5.5 s.
            testTimeout: 15_000,
          },
        },
        {
          extends: true,
          test: { name: 'lint rules', environment: 'node', include: ['eslint-rules/**/*.test.js'] },
        },
        {
          extends: true,
          test: {
            // Logic alone runs in Node: a jsdom per file cost 2 CPU-seconds, most of a small file's time (ADR 0057).
            name: 'portal logic',
            environment: 'node',
            include: ['src/**/*.test.ts'],
            exclude: ['src/**/*.dom.test.ts'],
            setupFiles: ['src/test/screen-paths.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'sandbox',
            environment: 'node',
            include: ['sandbox/**/*.test.ts', 'scripts/**/*.test.ts'],
            // Node reads NODE_EXTRA_CA_CERTS once, at process start: the forked workers get it in their
            // environment, so the sandbox trusts the test receivers' self-signed certificate as a person's
            // local receiver would be trusted (sandbox/__tests__/tls/README.md). Threads would start too late.
            pool: 'forks',
            env: { NODE_EXTRA_CA_CERTS: TEST_ONLY_CERTIFICATE.cert },
          },
        },
        {
          extends: true,
          test: { name: 'server', environment: 'node', include: ['server/**/*.test.ts', 'tooling/**/*.test.ts'] },
        },
      ],
    },
  }
})
