import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import react from '@vitejs/plugin-react'
import { build, type Plugin, type Rollup } from 'vite'

/** The built index.html's scripts: the entry and the modules it preloads. */
const ENTRY_SCRIPTS = /\s*<script type="module" crossorigin src="[^"]+"><\/script>|\s*<link rel="modulepreload" crossorigin href="[^"]+">/g

/**
 * Writes `<route>.html` beside the built index.html: the same document with the route's page drawn
 * in `#root` at build time, by `render` exported from `module` (built for Node into a folder under
 * node_modules, so that its packages resolve), and `script` (an entry of the build) as its only script,
 * with the modules it imports preloaded, instead of the app's entry. `vite preview` and static hosts serve
 * `/sign-in` from `sign-in.html`; its script makes the drawn page work and loads the app, which takes the
 * page over (docs/decisions/0056-first-route-with-the-entry.md, 0130-sign-in-before-the-app.md). `title`
 * is the page's, as its heading sets it in the app ("Sign in – Agency Portal"): the document's title
 * names the page drawn, not the portal alone (ADR 0145).
 */
export function prerenderPlugin({
  module,
  render,
  route,
  script,
  title,
}: {
  module: string
  render: string
  route: string
  script: string
  title: string
}): Plugin {
  let root = ''
  let outDir = ''
  let isSsrBuild = false
  return {
    name: 'portal-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
      isSsrBuild = Boolean(config.build.ssr)
    },
    async writeBundle(_options, bundle) {
      if (isSsrBuild) return
      const scripts = scriptTags(bundle, script)
      // One folder per build: two builds into different folders may run side by side.
      const nodeOut = join(root, 'node_modules/.portal-prerender', `${route}-${process.pid}`)
      try {
        await build({
          configFile: false,
          root,
          logLevel: 'silent',
          mode: 'production',
          resolve: { alias: { '@': join(root, 'src') } },
          plugins: [react()],
          build: { ssr: module, outDir: nodeOut, emptyOutDir: true, target: 'node20', minify: false },
        })
        const built = readdirSync(nodeOut).find((file) => /\.m?js$/.test(file))
        if (!built) throw new Error(`prerender: no output for ${module}`)
        const rendered = (await import(pathToFileURL(join(nodeOut, built)).href)) as Record<string, () => string>
        const draw = rendered[render]
        if (!draw) throw new Error(`prerender: ${module} exports no ${render}`)
        const index = readFileSync(join(outDir, 'index.html'), 'utf8')
        const empty = '<div id="root"></div>'
        if (!index.includes(empty)) throw new Error('prerender: index.html lacks an empty #root')
        const withoutEntry = index.replace(ENTRY_SCRIPTS, '')
        if (withoutEntry === index) throw new Error('prerender: index.html has no entry script to replace')
        const named = withoutEntry.replace(/<title>([^<]*)<\/title>/, (_tag, portal: string) => `<title>${title} – ${portal}</title>`)
        if (named === withoutEntry) throw new Error('prerender: index.html has no title to name the page in')
        const page = named.replace('</title>', `</title>${scripts}`).replace(empty, `<div id="root">${draw()}</div>`)
        writeFileSync(join(outDir, `${route}.html`), page)
      } finally {
        if (existsSync(nodeOut)) rmSync(nodeOut, { recursive: true, force: true })
      }
    },
  }
}

/** `<script>` for the entry chunk of `source`, and `<link rel="modulepreload">` for every chunk it imports. */
function scriptTags(bundle: Rollup.OutputBundle, source: string): string {
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk')
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(source))
  if (!entry) throw new Error(`prerender: no entry chunk for ${source}`)
  const imported = new Set<string>()
  const visit = (fileName: string) => {
    for (const next of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) {
      if (imported.has(next)) continue
      imported.add(next)
      visit(next)
    }
  }
  visit(entry.fileName)
  const indent = '\n    '
  return [
    `<script type="module" crossorigin src="/${entry.fileName}"></script>`,
    ...[...imported].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ]
    .map((tag) => indent + tag)
    .join('')
}
