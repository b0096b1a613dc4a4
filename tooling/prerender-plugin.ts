import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import react from '@vitejs/plugin-react'
import { build, type Plugin } from 'vite'

/**
 * Writes `<route>.html` beside the built index.html: the same document with the route's page drawn
 * in `#root` at build time, by `render` exported from `module` (built for Node into a folder under
 * node_modules, so that its packages resolve). `vite preview` and static hosts serve `/sign-in` from
 * `sign-in.html`; the entry takes the page over once its scripts are in
 * (docs/decisions/0056-first-route-with-the-entry.md).
 */
export function prerenderPlugin({ module, render, route }: { module: string; render: string; route: string }): Plugin {
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
    async writeBundle() {
      if (isSsrBuild) return
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
        writeFileSync(join(outDir, `${route}.html`), index.replace(empty, `<div id="root">${draw()}</div>`))
      } finally {
        if (existsSync(nodeOut)) rmSync(nodeOut, { recursive: true, force: true })
      }
    },
  }
}
