import { readFileSync } from 'node:fs'
import { posix } from 'node:path'
import ts from 'typescript'

export interface ScreenImports {
  id: string
  /** The modules its `screen` imports, as written (relative to the declaration file). */
  imports: string[]
}

/**
 * The module each screen of a declaration file imports (its `screen: () => import('...')`), read from the
 * file's text: `npm run size` finds each screen's chunk by it (docs/decisions/0097-each-screen-declared-once.md).
 * A screen that is not an object literal with a `screen` key of its own cannot be read, and is said so.
 */
export function screenImports(code: string, file: string): ScreenImports[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS)
  const screens: ScreenImports[] = []
  const refuse = (node: ts.Node, what: string): never => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart())
    throw new Error(`${file}:${line + 1}: ${what}: npm run size reads each screen's import from its declaration, an object literal`)
  }
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineScreens') {
      const [declarations] = node.arguments
      if (!declarations || !ts.isObjectLiteralExpression(declarations)) return refuse(node, 'defineScreens takes an object literal')
      for (const property of declarations.properties) {
        if (
          !ts.isPropertyAssignment(property) ||
          !ts.isObjectLiteralExpression(property.initializer) ||
          !property.name ||
          ts.isComputedPropertyName(property.name)
        )
          return refuse(property, 'a screen that is not an object literal')
        const screen = property.initializer.properties.find((key) => key.name && ts.isIdentifier(key.name) && key.name.text === 'screen')
        screens.push({ id: property.name.getText(source).replace(/^['"]|['"]$/g, ''), imports: screen ? importsIn(screen) : [] })
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

/** The file that declares a screen: `src/app/screens.ts`, or `src/features/<feature>/screens.ts`. */
export const declarationFileOf = ({ feature }: { feature: string }): string => (feature === 'app' ? 'src/app/screens.ts' : `src/features/${feature}/screens.ts`)

/** Each declared screen's imported modules by its id, as paths from the project's root (the build manifest's `src`). */
export function screenModules(screens: readonly { id: string; feature: string }[]): Map<string, string[]> {
  const modules = new Map<string, string[]>()
  for (const file of new Set(screens.map(declarationFileOf))) {
    for (const { id, imports } of screenImports(readFileSync(file, 'utf8'), file)) {
      modules.set(
        id,
        imports.map((specifier) => posix.join(posix.dirname(file), specifier)),
      )
    }
  }
  return modules
}
