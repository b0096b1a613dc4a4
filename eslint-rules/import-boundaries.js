// The import rules (docs/decisions/0061-layers.md), checked on every import:
// - the portal's layers, from the bottom: generic < contract < domain < api < components < features < app;
//   an import points down (or stays in its layer), never up;
// - a feature never imports another feature, nor the app that wires them;
// - src never imports sandbox (tests may call it in-process); sandbox imports only src/generic, src/contract and src/domain;
// - src never imports server; server imports of src only what the page reads from it (runtime-config.ts);
// - the sandbox's domain imports neither its http helpers nor its routes;
// - e2e and scripts never import each other: what both need lives in tooling (issue 44);
// - no import closes a cycle (type-only imports count: a cycle of types is a cycle of meaning);
// - code that Vite's config or the server loads (sandbox, server, tooling, and the src parts they share), and the
//   screens' declarations that the scripts and the end-to-end suites read (ADR 0097), name `.ts` extensions, so it
//   also runs under Node's own loader.
import { readFileSync, statSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import ts from 'typescript'

const root = process.cwd()

function resolveTarget(fromFile, specifier) {
  const path = specifier.split('?')[0]
  if (path.startsWith('@/')) return resolve(root, 'src', path.slice(2))
  if (path.startsWith('.')) return resolve(dirname(fromFile), path)
  return null
}

const area = (file) => relative(root, file).split('\\').join('/')
const featureOf = (path) => /^src\/features\/([^/]+)/.exec(path)?.[1]
const isIn = (path, ...prefixes) => prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
const sharedWithSandbox = (path) => isIn(path, 'src/generic', 'src/contract', 'src/domain')
/** What the production server writes into the page and the page reads (ADR 0058). */
const SHARED_WITH_SERVER = 'src/api/runtime-config.ts'
const LAYERS = ['generic', 'contract', 'domain', 'api', 'components', 'features', 'app']
const layerOf = (path) => LAYERS.findIndex((layer) => isIn(path, `src/${layer}`))
/** Each feature's screens, the app's, and the list of them all (docs/decisions/0097-each-screen-declared-once.md). */
const isScreenDeclaration = (path) => /^src\/(features\/[^/]+|app)\/(screens|all-screens)\.ts$/.test(path)

function violation(from, to, specifier) {
  const fromFeature = featureOf(from)
  const toFeature = featureOf(to)
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    return `Feature "${fromFeature}" must not import feature "${toFeature}": move what both need down to src/domain, src/api or src/components.`
  }
  const isTest = /(^|\/)(__tests__|test)\/|\.test\.tsx?$/.test(from)
  if (isIn(from, 'src') && isIn(to, 'sandbox') && !isTest) return 'The portal must not import the sandbox (its tests may).'
  if (isIn(from, 'sandbox') && isIn(to, 'src') && !sharedWithSandbox(to)) {
    return 'The sandbox may import only src/generic, src/contract and src/domain.'
  }
  if (isIn(from, 'src') && isIn(to, 'server')) return 'The portal must not import the server.'
  if (isIn(from, 'server') && isIn(to, 'src') && to !== SHARED_WITH_SERVER && !isTest) {
    return `The server may import only ${SHARED_WITH_SERVER} of the portal.`
  }
  if (fromFeature && isIn(to, 'src/app')) return 'A feature must not import the app that wires it.'
  const fromLayer = layerOf(from)
  const toLayer = layerOf(to)
  if (fromLayer >= 0 && toLayer > fromLayer) {
    return `src/${LAYERS[fromLayer]} must not import src/${LAYERS[toLayer]}: imports point down the layers (${LAYERS.join(' < ')}).`
  }
  if (isIn(from, 'sandbox/domain') && isIn(to, 'sandbox/http', 'sandbox/routes')) {
    return "The sandbox's domain must not import sandbox/http or sandbox/routes: they call the domain, not the other way."
  }
  if ((isIn(from, 'e2e') && isIn(to, 'scripts')) || (isIn(from, 'scripts') && isIn(to, 'e2e'))) {
    return 'The end-to-end suites and the scripts must not import each other: move what both need to tooling/.'
  }
  const nodeLoaded =
    !isTest && (isIn(from, 'sandbox', 'server', 'tooling') || sharedWithSandbox(from) || from === SHARED_WITH_SERVER || isScreenDeclaration(from))
  if (nodeLoaded && specifier.startsWith('.') && !/\.(tsx?|json)$/.test(specifier)) {
    return 'Code that Node loads (the Vite config, the server, the scripts) names the file extension (".ts") in relative imports.'
  }
  if (nodeLoaded && specifier.startsWith('@/')) return 'Code that Node loads (the sandbox, the scripts) uses relative imports, not "@/".'
  return null
}

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx']

function fileAt(path) {
  for (const extension of EXTENSIONS) {
    try {
      const stat = statSync(path + extension)
      if (stat.isFile()) return { file: path + extension, mtimeMs: stat.mtimeMs }
    } catch {
      // not this one
    }
  }
  return null
}

/** The files a file imports (static, dynamic, type-only), read from disk; cached until the file changes. */
const importsCache = new Map()
function importsOf({ file, mtimeMs }) {
  const cached = importsCache.get(file)
  if (cached?.mtimeMs === mtimeMs) return cached.imports
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
  const imports = importedFiles
    .map(({ fileName }) => resolveTarget(file, fileName))
    .filter(Boolean)
    .map(fileAt)
    .filter(Boolean)
  importsCache.set(file, { mtimeMs, imports })
  return imports
}

/** The way back from `start` to `file` through imports, as a list of files, or null. */
function wayBack(start, file) {
  const cameFrom = new Map([[start.file, null]])
  const stack = [start]
  while (stack.length > 0) {
    const node = stack.pop()
    if (node.file === file) {
      const way = []
      for (let at = file; at !== null; at = cameFrom.get(at)) way.unshift(at)
      return way
    }
    for (const next of importsOf(node)) {
      if (cameFrom.has(next.file)) continue
      cameFrom.set(next.file, node.file)
      stack.push(next)
    }
  }
  return null
}

function cycleThrough(fromFile, target) {
  const start = fileAt(target)
  const file = resolve(fromFile)
  if (!start || start.file === file) return null
  const way = wayBack(start, file)
  return way && `This import closes a cycle: ${[file, ...way].map(area).join(' → ')}. Move what both sides need into a module that both import.`
}

export default {
  rules: {
    'import-boundaries': {
      meta: { type: 'problem', docs: { description: 'Enforce the layers and import rules of docs/decisions/0061-layers.md' }, schema: [] },
      create(context) {
        const check = (node) => {
          const specifier = node.source?.value
          if (typeof specifier !== 'string') return
          const target = resolveTarget(context.filename, specifier)
          if (!target) return
          const message = violation(area(context.filename), area(target), specifier) ?? cycleThrough(context.filename, target)
          if (message) context.report({ node: node.source, message })
        }
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check }
      },
    },
  },
}
