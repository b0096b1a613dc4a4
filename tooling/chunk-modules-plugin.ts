import { relative } from 'node:path'
import type { Plugin } from 'vite'

/** Where the list is written, beside Vite's manifest. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json'

/**
 * Writes, for each JavaScript chunk of a build, the modules bundled into it (paths from the project
 * root, packages under `node_modules/`, each with its size before minifying). The manifest says which
 * chunks a page loads; this says what is in them, so that `npm run size` can show what the first load
 * carries and refuse what must not be in it (docs/decisions/0032-first-load-without-the-api-layer.md).
 */
export function chunkModulesPlugin(): Plugin {
  let root = ''
  return {
    name: 'portal-chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, [module: string, renderedLength: number][]> = {}
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        chunks[chunk.fileName] = Object.entries(chunk.modules).map(([id, module]) => [
          id.startsWith(root) ? relative(root, id).split('\\').join('/') : id.replace(/^\0/, ''),
          module.renderedLength,
        ])
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(chunks) })
    },
  }
}
