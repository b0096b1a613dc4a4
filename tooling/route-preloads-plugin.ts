import { type Plugin, runnerImport } from 'vite'
import type { DeclaredScreen } from '../src/app/all-screens.ts'
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../server/route-pages.ts'
import { routeChunks } from './first-route-preload-plugin.ts'
import { screenModules } from './screen-imports.ts'

/** What a screen's route loads with it, by its access (src/app/router.tsx, screen-route.tsx). */
const SHELL_OF: Record<NonNullable<DeclaredScreen['access']>, string[]> = {
  'signed-in': ['src/app/query-shell.tsx', 'src/app/signed-in-chrome.tsx'],
  public: ['src/app/query-shell.tsx'],
  'public-form': [],
}

/**
 * Writes `.vite/route-preloads.json`: for each declared screen, the chunks its route loads when it is the
 * first address opened (its screen, and React Query's shell and the signed-in chrome as its access says)
 * that the entry does not, and the built `script` (src/route-preload.ts). `npm start` lists them in the
 * index.html it answers that address with, for that script to ask for when a session is kept, so they
 * download beside the entry rather than after it has run (server/route-pages.ts,
 * docs/decisions/0160-each-route-preloads-its-own-chunks.md).
 */
export function routePreloadsPlugin({ entry, script }: { entry: string; script: string }): Plugin {
  let root = ''
  let screens: Promise<readonly DeclaredScreen[]> = Promise.resolve([])
  return {
    name: 'portal-route-preloads',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root
    },
    buildStart() {
      screens = runnerImport<typeof import('../src/app/all-screens.ts')>('/src/app/all-screens.ts', { configFile: false, root, logLevel: 'silent' }).then(
        ({ module }) => module.DECLARED_SCREENS,
      )
    },
    async generateBundle(_options, bundle) {
      const declared = (await screens).filter(({ path }) => path !== '*')
      const modules = screenModules(declared)
      const preloader = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry && output.facadeModuleId?.endsWith(script))
      if (!preloader) throw new Error(`route preloads: no entry chunk for ${script}`)
      const table: RoutePreloads = {
        script: preloader.fileName,
        routes: declared.map(({ id, path, access = 'signed-in' }) => ({
          path,
          preloads: routeChunks(bundle, entry, [...(modules.get(id) ?? []), ...SHELL_OF[access]]),
        })),
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(table, null, 1) })
    },
  }
}
