import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import ts from 'typescript'
import type { Plugin } from 'vite'
import { PAGE_KEYS, ROUTE_KEYS } from '../src/domain/screens.ts'

/**
 * Each screen is declared once, in one object (docs/decisions/0097-each-screen-declared-once.md), but its
 * keys have different readers: the route table, in the entry, needs its path, access and import; the
 * navigation and home need its words; only the tools read its budget, title and operations. A browser
 * build gives each reader its keys, as TanStack Router's code splitting does with route options:
 *
 * - the route table (`routeTable`) and what it imports of the declarations get them with `?screen-route`,
 *   each screen keeping ROUTE_KEYS: the first load pays for no word of the navigation or home;
 * - every other importer gets PAGE_KEYS: the import of each screen (and the list of every chunk it
 *   would preload) stays in the route table.
 *
 * It also writes `.vite/screen-modules.json`, each screen's id and the modules its `screen` imports,
 * for `npm run size` to find its chunk. Development and the tests read the declarations whole.
 */

const ROUTE_QUERY = '?screen-route'
/** A feature's declarations, the app's, and the list of them all. */
const DECLARATIONS = /\/src\/(?:features\/[^/]+|app)\/screens\.ts$|\/src\/app\/all-screens\.ts$/

const withoutQuery = (id: string) => id.split('?')[0]!

export function screenDeclarationsPlugin({ routeTable }: { routeTable: string }): Plugin {
  let root = ''
  const screenModules = new Map<string, string[]>()
  return {
    name: 'portal-screen-declarations',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    async resolveId(source, importer, options) {
      if (!importer || !(withoutQuery(importer).endsWith(routeTable) || importer.endsWith(ROUTE_QUERY))) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved && DECLARATIONS.test(resolved.id) ? `${resolved.id}${ROUTE_QUERY}` : null
    },
    load(id) {
      return id.endsWith(ROUTE_QUERY) ? readFileSync(withoutQuery(id), 'utf8') : null
    },
    async transform(code, id) {
      const file = withoutQuery(id)
      if (!DECLARATIONS.test(file)) return null
      const declared = declaredScreens(code, file)
      for (const screen of declared) {
        const modules = await Promise.all(screen.imports.map(async (specifier) => (await this.resolve(specifier, file))?.id))
        screenModules.set(
          screen.id,
          modules.filter((module): module is string => Boolean(module)).map((module) => relative(root, module)),
        )
      }
      const keep: readonly string[] = id.endsWith(ROUTE_QUERY) ? ROUTE_KEYS : PAGE_KEYS
      return { code: withoutKeys(code, declared, keep), map: null, moduleType: 'ts' }
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '.vite/screen-modules.json', source: JSON.stringify(Object.fromEntries(screenModules), null, 1) })
    },
  }
}

interface DeclaredKey {
  name: string
  /** The key and its value, with the comma after it: what goes when the key goes. */
  start: number
  end: number
}

export interface ParsedScreen {
  id: string
  keys: DeclaredKey[]
  /** The modules its `screen` imports, as written. */
  imports: string[]
}

/** The screens of each `defineScreens({...})` in a declaration file; anything but plain object literals is refused. */
export function declaredScreens(code: string, file: string): ParsedScreen[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS)
  const screens: ParsedScreen[] = []
  const refuse = (node: ts.Node, what: string): never => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart())
    throw new Error(`${file}:${line + 1}: ${what}: a screen declaration is a plain object literal of plain keys (ADR 0097)`)
  }
  const nameOf = (property: ts.ObjectLiteralElementLike) =>
    property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : refuse(property, 'a computed key or a spread')
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineScreens') {
      const [declarations] = node.arguments
      if (!declarations || !ts.isObjectLiteralExpression(declarations)) return refuse(node, 'defineScreens takes an object literal')
      for (const property of declarations.properties) {
        if (!ts.isPropertyAssignment(property) || !ts.isObjectLiteralExpression(property.initializer))
          return refuse(property, 'a screen that is not an object literal')
        const keys = property.initializer.properties.map((key) => {
          const after = code.slice(key.end).match(/^\s*,/)
          return { name: nameOf(key), start: key.pos, end: key.end + (after ? after[0].length : 0) }
        })
        const screen = property.initializer.properties.find((key) => nameOf(key) === 'screen')
        screens.push({ id: nameOf(property), keys, imports: screen ? importsIn(screen) : [] })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return screens
}

function importsIn(node: ts.Node): string[] {
  const found: string[] = []
  const visit = (child: ts.Node) => {
    if (ts.isCallExpression(child) && child.expression.kind === ts.SyntaxKind.ImportKeyword && child.arguments[0] && ts.isStringLiteral(child.arguments[0])) {
      found.push(child.arguments[0].text)
    }
    ts.forEachChild(child, visit)
  }
  visit(node)
  return found
}

/** The file without every screen's keys but `keep`. */
export function withoutKeys(code: string, screens: readonly ParsedScreen[], keep: readonly string[]): string {
  const cuts = screens
    .flatMap((screen) => screen.keys)
    .filter((key) => !keep.includes(key.name))
    .sort((a, b) => b.start - a.start)
  return cuts.reduce((text, cut) => text.slice(0, cut.start) + text.slice(cut.end), code)
}
