import type { Plugin, Rollup } from 'vite'

type OutputBundle = Rollup.OutputBundle
type OutputChunk = Rollup.OutputChunk

/**
 * Lists in the built index.html, as `<link rel="modulepreload">`, the chunks of the route a first visit
 * opens (the sign-in page: a visitor without a session lands there) that the page's `entry` does not
 * import, so they download beside the entry instead of after it has run (docs/decisions/0056-first-route-with-the-entry.md). Every address gets
 * the same index.html: a signed-in visitor preloads the sign-in chunks too, a few kB that a browser
 * which signed in before holds in its cache already.
 */
export function firstRoutePreloadPlugin({ module, entry: entryModule }: { module: string; entry: string }): Plugin {
  return {
    name: 'portal-first-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return []
        const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk')
        const route = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module))
        if (!route) throw new Error(`first-route preload: no chunk for ${module}`)
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(entryModule))
        if (!entry) throw new Error(`first-route preload: no entry chunk for ${entryModule}`)
        const loadedByEntry = staticClosure(bundle, entry.fileName)
        const files = [...staticClosure(bundle, route.fileName)].filter((file) => !loadedByEntry.has(file))
        return files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }))
      },
    },
  }
}

/** A chunk and every chunk it imports statically, by file name. */
function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName]
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen
  seen.add(fileName)
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen)
  return seen
}
