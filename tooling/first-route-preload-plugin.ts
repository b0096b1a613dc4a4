import type { Plugin, Rollup } from 'vite'

type OutputBundle = Rollup.OutputBundle
type OutputChunk = Rollup.OutputChunk

/**
 * Lists in the built index.html, as `<link rel="modulepreload">`, the chunks of the route a first visit
 * opens (the sign-in page: a visitor without a session lands there) that the page's `entry` does not
 * import, so they download beside the entry instead of after it has run (docs/decisions/0056-first-route-with-the-entry.md).
 * Every address of a static host gets this index.html; `npm start` gives each declared route its own
 * chunks instead (tooling/route-preloads-plugin.ts, docs/decisions/0160-each-route-preloads-its-own-chunks.md).
 */
export function firstRoutePreloadPlugin({ module, entry: entryModule }: { module: string; entry: string }): Plugin {
  return {
    name: 'portal-first-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return []
        const files = routeChunks(bundle, entryModule, [module])
        return files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }))
      },
    },
  }
}

const chunksOf = (bundle: OutputBundle) => Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk')

/** The chunk built for a module (a path from the project's root, with or without its leading `/`). */
function chunkOf(bundle: OutputBundle, module: string): OutputChunk {
  const suffix = module.startsWith('/') ? module : `/${module}`
  const chunk = chunksOf(bundle).find((candidate) => candidate.facadeModuleId?.endsWith(suffix))
  if (!chunk) throw new Error(`route preloads: no chunk for ${module}`)
  return chunk
}

/** The chunks `modules` load that the page's entry (`entryModule`, such as `/index.html`) does not, by file name. */
export function routeChunks(bundle: OutputBundle, entryModule: string, modules: string[]): string[] {
  const entry = chunksOf(bundle).find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(entryModule))
  if (!entry) throw new Error(`route preloads: no entry chunk for ${entryModule}`)
  const loadedByEntry = staticClosure(bundle, entry.fileName)
  const loaded = new Set<string>()
  for (const module of modules) staticClosure(bundle, chunkOf(bundle, module).fileName, loaded)
  return [...loaded].filter((file) => !loadedByEntry.has(file))
}

/** A chunk and every chunk it imports statically, by file name. */
function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName]
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen
  seen.add(fileName)
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen)
  return seen
}
