// One send path (docs/decisions/0049-once-per-intent.md): every change a person sends goes out through the
// latch of useSend (src/api/use-send.ts), or of useAsyncAction (src/generic/use-async-action.ts) on the
// public pages. "Send" is that latched change; the HTTP request under it is a request (docs/glossary.md).
// - React Query's `useMutation` (or `MutationObserver`) only in src/api/use-send.ts;
// - a request that changes something (`apiRequest`, `publicApiRequest` or `fetchApi` with `method` POST,
//   PUT or DELETE) only in an api module (src/api, src/features/*/api);
// - a feature's api module exports no function that makes one, but a hook that sends it through a latch.
import { relative, resolve } from 'node:path'

const SEND_PATH = 'src/api/use-send.ts'
const MUTATION_NAMES = new Set(['useMutation', 'MutationObserver'])
const REQUEST_FUNCTIONS = new Set(['apiRequest', 'publicApiRequest', 'fetchApi'])
const CHANGE_METHODS = new Set(['POST', 'PUT', 'DELETE'])
const LATCHED_HOOKS = new Set(['useSend', 'useAsyncAction'])

const areaOf = (filename) => relative(process.cwd(), resolve(process.cwd(), filename)).split('\\').join('/')
const isApiModule = (path) => path.startsWith('src/api/') || /^src\/features\/[^/]+\/api\//.test(path)
const isFeatureApiModule = (path) => /^src\/features\/[^/]+\/api\//.test(path)

/** `apiRequest({ method: 'POST', ... })` and its kin. */
function isChangeRequest(node) {
  if (node.callee.type !== 'Identifier' || !REQUEST_FUNCTIONS.has(node.callee.name)) return false
  const [options] = node.arguments
  if (options?.type !== 'ObjectExpression') return false
  return options.properties.some(
    (property) =>
      property.type === 'Property' &&
      property.key.type === 'Identifier' &&
      property.key.name === 'method' &&
      property.value.type === 'Literal' &&
      CHANGE_METHODS.has(property.value.value),
  )
}

/** The name of the top-level function (declaration or `const f = () => ...`) that holds `node`, if any. */
function topLevelFunctionOf(sourceCode, node) {
  const [, topLevel, inner] = sourceCode.getAncestors(node)
  const statement = topLevel?.type === 'ExportNamedDeclaration' || topLevel?.type === 'ExportDefaultDeclaration' ? inner : topLevel
  if (statement?.type === 'FunctionDeclaration') return statement.id?.name ?? null
  if (statement?.type === 'VariableDeclaration') {
    const declarator = statement.declarations.find((candidate) => candidate.range[0] <= node.range[0] && node.range[1] <= candidate.range[1])
    return declarator?.id.type === 'Identifier' ? declarator.id.name : null
  }
  return null
}

/** Names a module exports, each with the node to report on. */
function exportedNames(program) {
  const exported = []
  for (const statement of program.body) {
    if (statement.type === 'ExportNamedDeclaration') {
      const { declaration } = statement
      if (declaration?.type === 'FunctionDeclaration' && declaration.id) exported.push([declaration.id.name, declaration.id])
      if (declaration?.type === 'VariableDeclaration') {
        for (const declarator of declaration.declarations) if (declarator.id.type === 'Identifier') exported.push([declarator.id.name, declarator.id])
      }
      for (const specifier of statement.specifiers) if (specifier.local.type === 'Identifier') exported.push([specifier.local.name, specifier])
    }
    if (statement.type === 'ExportDefaultDeclaration') {
      const { declaration } = statement
      if (declaration.type === 'Identifier') exported.push([declaration.name, declaration])
      if (declaration.type === 'FunctionDeclaration' && declaration.id) exported.push([declaration.id.name, declaration.id])
    }
  }
  return exported
}

export default {
  rules: {
    'one-send-path': {
      meta: {
        type: 'problem',
        docs: { description: 'Every change is sent through the one send path and its latch (ADR 0049)' },
        schema: [],
        messages: {
          mutation: 'Send changes with useSend (src/api/use-send.ts): its latch sends one request per intent (ADR 0049).',
          request: 'A request that changes something belongs in an api module, sent through its hook (ADR 0049).',
          exported: 'Export the hook that sends this through useSend or useAsyncAction, not "{{name}}": a direct call would bypass the latch (ADR 0049).',
        },
      },
      create(context) {
        const path = areaOf(context.filename)
        const { sourceCode } = context
        const senders = new Set()
        const latched = new Set()
        const calls = []
        return {
          ImportDeclaration(node) {
            if (node.source.value !== '@tanstack/react-query' || path === SEND_PATH) return
            for (const specifier of node.specifiers) {
              if (specifier.type === 'ImportSpecifier' && MUTATION_NAMES.has(specifier.imported.name))
                context.report({ node: specifier, messageId: 'mutation' })
            }
          },
          CallExpression(node) {
            if (isChangeRequest(node) && !isApiModule(path)) context.report({ node, messageId: 'request' })
            if (!isFeatureApiModule(path) || node.callee.type !== 'Identifier') return
            const caller = topLevelFunctionOf(sourceCode, node)
            if (!caller) return
            if (isChangeRequest(node)) senders.add(caller)
            else if (LATCHED_HOOKS.has(node.callee.name)) latched.add(caller)
            else calls.push([caller, node.callee.name])
          },
          'Program:exit'(program) {
            if (!isFeatureApiModule(path)) return
            // What calls a sender sends too, unless it is a hook that sends through a latch.
            for (let grown = true; grown;) {
              grown = false
              for (const [caller, callee] of calls) {
                if (senders.has(callee) && !senders.has(caller) && !latched.has(caller)) {
                  senders.add(caller)
                  grown = true
                }
              }
            }
            for (const [name, node] of exportedNames(program)) {
              if (senders.has(name)) context.report({ node, messageId: 'exported', data: { name } })
            }
          },
        }
      },
    },
  },
}
