// The import rules of ARCHITECTURE.md, checked on every import:
// - a feature never imports another feature, nor the app that wires them;
// - shared code (api, lib, components) never imports features or the app;
// - src never imports sandbox (tests may call it in-process); sandbox imports only src/api/contract and src/lib;
// - src never imports server; server imports of src only what the page reads from it (runtime-config.ts);
// - code that Vite's config or the server loads (sandbox, server, tooling, and the src parts they share) names `.ts`
//   extensions, so it also runs under Node's own loader.
import { dirname, relative, resolve } from 'node:path'

const root = process.cwd()

function resolveTarget(fromFile, specifier) {
  if (specifier.startsWith('@/')) return resolve(root, 'src', specifier.slice(2))
  if (specifier.startsWith('.')) return resolve(dirname(fromFile), specifier)
  return null
}

const area = (file) => relative(root, file).split('\\').join('/')
const featureOf = (path) => /^src\/features\/([^/]+)/.exec(path)?.[1]
const isIn = (path, ...prefixes) => prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
const sharedWithSandbox = (path) => isIn(path, 'src/api/contract', 'src/lib')
/** What the production server writes into the page and the page reads (ADR 0058). */
const SHARED_WITH_SERVER = 'src/api/runtime-config.ts'

function violation(from, to, specifier) {
  const fromFeature = featureOf(from)
  const toFeature = featureOf(to)
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    return `Feature "${fromFeature}" must not import feature "${toFeature}": move what both need down to src/lib, src/components or src/api.`
  }
  const isTest = /(^|\/)(__tests__|test)\/|\.test\.tsx?$/.test(from)
  if (isIn(from, 'src') && isIn(to, 'sandbox') && !isTest) return 'The portal must not import the sandbox (its tests may).'
  if (isIn(from, 'sandbox') && isIn(to, 'src') && !sharedWithSandbox(to)) {
    return 'The sandbox may import only src/api/contract and src/lib.'
  }
  if (isIn(from, 'src') && isIn(to, 'server')) return 'The portal must not import the server.'
  if (isIn(from, 'server') && isIn(to, 'src') && to !== SHARED_WITH_SERVER && !isTest) {
    return `The server may import only ${SHARED_WITH_SERVER} of the portal.`
  }
  if (isIn(from, 'src/lib', 'src/components', 'src/api') && isIn(to, 'src/features', 'src/app')) {
    return 'Shared code must not import features or the app.'
  }
  if (fromFeature && isIn(to, 'src/app')) return 'A feature must not import the app that wires it.'
  const nodeLoaded = !isTest && (isIn(from, 'sandbox', 'server', 'tooling') || sharedWithSandbox(from) || from === SHARED_WITH_SERVER)
  if (nodeLoaded && specifier.startsWith('.') && !/\.(ts|json)$/.test(specifier)) {
    return 'Code loaded by the Vite config names the file extension (".ts") in relative imports.'
  }
  if (nodeLoaded && specifier.startsWith('@/')) return 'Code shared with the sandbox uses relative imports, not "@/".'
  return null
}

export default {
  rules: {
    'import-boundaries': {
      meta: { type: 'problem', docs: { description: 'Enforce the import rules of ARCHITECTURE.md' }, schema: [] },
      create(context) {
        const check = (node) => {
          const specifier = node.source?.value
          if (typeof specifier !== 'string') return
          const target = resolveTarget(context.filename, specifier)
          if (!target) return
          const message = violation(area(context.filename), area(target), specifier)
          if (message) context.report({ node: node.source, message })
        }
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check }
      },
    },
  },
}
