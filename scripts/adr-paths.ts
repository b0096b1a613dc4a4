/**
 * The paths a decision record cites, and which of them exist nowhere without the record saying so
 * (the rule is in docs/decisions/README.md). Read by scripts/__tests__/adr-paths.test.ts.
 */

import { posix } from 'node:path'

/** The repository's own top folders. */
export const TOP_FOLDERS = ['.ci', 'src', 'sandbox', 'server', 'e2e', 'scripts', 'tooling', 'bench', 'eslint-rules', 'docs', 'public']

/** What a build or a run writes: cited as such, never the repository's. */
const OUTPUTS = ['dist/', 'test-results/', 'node_modules/']

const SOURCE_FILE = /(^|\/)[\w-][^/]*\.(tsx?|m?js)$/

/**
 * Backticked names that name a source file or start with one of `folders` (the repository's top folders
 * and those inside them), and every relative link, resolved from docs/decisions/; outside code blocks,
 * with a line (`:12`) and an anchor cut.
 */
export function citedPaths(markdown: string, folders: ReadonlySet<string>): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '')
  const cut = (text: string) => text.replace(/#.*$/, '').replace(/:\d+(-\d+)?$/, '')
  const named = [...prose.matchAll(/`([^`\n]+)`/g)]
    .map((match) => cut(match[1]!).replace(/^(\.\.?\/)+/, ''))
    .filter((text) => !/\s|^[a-z]+:|^[/@]/.test(text) && !OUTPUTS.some((output) => text.startsWith(output)))
    .filter((text) => (text.includes('/') && folders.has(text.split('/')[0]!)) || SOURCE_FILE.test(text))
  const linked = [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => cut(match[1]!))
    .filter((target) => target !== '' && !/^[a-z]+:/.test(target))
    .map((target) => posix.join('docs/decisions', target))
  return [...new Set([...named, ...linked])]
}

/** `<feature>` and `*` stand for any part of a name, `**` for any folders. */
function patternOf(path: string): RegExp {
  const segments = path
    .split('/')
    .map((segment) => (segment === '**' ? '(?:[^/]+/)*' : `${segment.replace(/[.+?^$()|\\{}[\]]/g, '\\$&').replace(/<[^>]+>|\*/g, '[^/]*')}/`))
  return new RegExp(`(?:^|/)${segments.join('').slice(0, -1)}$`)
}

/** Whether some file of the repository, or a folder holding one, ends with a path, folder by folder. */
export function pathFinder(files: readonly string[]): (path: string) => boolean {
  const entries = [...new Set(files.flatMap((file) => file.split('/').map((_, index, parts) => parts.slice(0, index + 1).join('/'))))]
  const endings = new Set(entries.flatMap((entry) => entry.split('/').map((_, index, parts) => parts.slice(index).join('/'))))
  return (path) => {
    const plain = path.replace(/\/$/, '')
    if (!/[<*]/.test(plain)) return endings.has(plain)
    const pattern = patternOf(plain)
    return entries.some((entry) => pattern.test(entry))
  }
}

/** What the record says at its top, before its first section: superseded by another, or where its paths went. */
export interface Notice {
  supersededBy?: string
  /** Each old path with the paths it went to, none when it is gone for good. */
  moved: Map<string, string[]>
}

/** "Superseded by ADR 0132." or "Paths moved: `old` -> `new`; `old` -> `new` and `other`; `old` -> gone (ADR 0132)." */
export function noticeOf(markdown: string): Notice {
  const top = markdown.split(/^## /m)[0]!
  const entries = /^Paths moved: (.+)$/m.exec(top)?.[1]?.split('; ') ?? []
  const moved = new Map<string, string[]>()
  for (const [, from, to] of entries.map((entry) => /^`([^`]+)` -> (.+)$/.exec(entry) ?? [])) {
    if (from && to) moved.set(from, to.startsWith('gone') ? [] : [...to.matchAll(/`([^`]+)`/g)].map((match) => match[1]!))
  }
  return { supersededBy: /^Superseded by ADR (\d{4})\.$/m.exec(top)?.[1], moved }
}

/** What is wrong with one record's paths, in words: a path gone unsaid, a move to a path that does not exist either. */
export function pathProblems(markdown: string, folders: ReadonlySet<string>, exists: (path: string) => boolean): string[] {
  const notice = noticeOf(markdown)
  if (notice.supersededBy)
    return exists(`docs/decisions/${notice.supersededBy}-*.md`) ? [] : [`ADR ${notice.supersededBy}, said to supersede it, exists nowhere`]
  const said = new Set([...notice.moved].flat(2))
  const unsaid = citedPaths(markdown, folders)
    .filter((path) => !said.has(path) && !exists(path))
    .map((path) => `\`${path}\` exists nowhere: say "Paths moved: \`${path}\` -> \`new\`" or "Superseded by ADR nnnn."`)
  const wrongMoves = [...notice.moved].flatMap(([from, targets]) =>
    targets.filter((to) => !exists(to)).map((to) => `\`${from}\` moved to \`${to}\`, which exists nowhere either`),
  )
  return [...unsaid, ...wrongMoves]
}
