import { compareValues, evaluate, SoqlError, SoqlParser, tokenize, type Expression } from './soql-expression.ts'

/** A Socrata dataset as the stand-in holds it: its columns (the data dictionary's) and its rows, every value text. */
export interface SocrataDataset {
  columns: readonly string[]
  rows: readonly Readonly<Record<string, string>>[]
}

export type SocrataAnswer = { ok: true; rows: Record<string, string>[] } | { ok: false; code: SoqlError['code']; message: string }

interface Selected {
  name: string
  expression: Expression
}

interface Query {
  select: Selected[] | '*'
  where: Expression[]
  order: { expression: Expression; descending: boolean }[]
  limit: number
  offset: number
  search: string[]
}

/** Socrata's $limit when none is given. */
const DEFAULT_LIMIT = 1000
const IGNORED = new Set(['$$app_token', '$$exclude_system_fields'])

function selectList(parser: SoqlParser): Selected[] | '*' {
  if (parser.acceptSymbol('*')) return '*'
  const items: Selected[] = []
  do {
    const expression = parser.operand()
    const alias = parser.acceptWord('as') ? parser.rawName() : undefined
    const name = alias ?? (expression.kind === 'column' ? expression.name : undefined)
    if (!name) throw new SoqlError('query.soql.malformed', 'Name a computed column with AS')
    items.push({ name, expression })
  } while (parser.acceptSymbol(','))
  return items
}

function orderList(parser: SoqlParser): Query['order'] {
  const order: Query['order'] = []
  do {
    const expression = parser.expression()
    const descending = parser.acceptWord('desc')
    if (!descending) parser.acceptWord('asc')
    order.push({ expression, descending })
  } while (parser.acceptSymbol(','))
  return order
}

const parserOf = (text: string, columns: ReadonlySet<string>) => new SoqlParser(tokenize(text), columns)

function wholeClause<Result>(text: string, columns: ReadonlySet<string>, read: (parser: SoqlParser) => Result): Result {
  const parser = parserOf(text, columns)
  const result = read(parser)
  parser.expectEnd()
  return result
}

function wholeNumber(text: string, name: string): number {
  if (!/^\d+$/.test(text.trim())) throw new SoqlError('query.soql.malformed', `${name} must be a whole number`)
  return Number(text)
}

/** `$query=SELECT ... WHERE ... ORDER BY ... LIMIT n OFFSET n`, each clause optional. */
function fullQuery(text: string, columns: ReadonlySet<string>, query: Query) {
  const parser = parserOf(text, columns)
  if (parser.acceptWord('select')) query.select = selectList(parser)
  if (parser.acceptWord('where')) query.where.push(parser.expression())
  if (parser.acceptWord('order')) {
    if (!parser.acceptWord('by')) throw new SoqlError('query.soql.malformed', 'Expected BY after ORDER')
    query.order = orderList(parser)
  }
  if (parser.acceptWord('limit')) query.limit = parser.expectNumber()
  if (parser.acceptWord('offset')) query.offset = parser.expectNumber()
  parser.expectEnd()
}

function queryOf(params: URLSearchParams, columns: ReadonlySet<string>): Query {
  const query: Query = { select: '*', where: [], order: [], limit: DEFAULT_LIMIT, offset: 0, search: [] }
  for (const [name, value] of params) {
    if (IGNORED.has(name)) continue
    if (!name.startsWith('$')) {
      // A simple filter: ?column=value is column = 'value'.
      if (!columns.has(name)) throw new SoqlError('query.soql.no-such-column', `No such column: ${name}`)
      query.where.push({ kind: 'compare', operator: '=', left: { kind: 'column', name }, right: { kind: 'literal', value } })
      continue
    }
    switch (name) {
      case '$select':
        query.select = wholeClause(value, columns, selectList)
        break
      case '$where':
        query.where.push(wholeClause(value, columns, (parser) => parser.expression()))
        break
      case '$order':
        query.order = wholeClause(value, columns, orderList)
        break
      case '$limit':
        query.limit = wholeNumber(value, '$limit')
        break
      case '$offset':
        query.offset = wholeNumber(value, '$offset')
        break
      case '$q':
        query.search = value.toLowerCase().split(/\s+/).filter(Boolean)
        break
      case '$query':
        fullQuery(value, columns, query)
        break
      default:
        throw new SoqlError(
          'query.soql.malformed',
          `The stand-in does not take ${name} (${['$group', '$having'].includes(name) ? 'no aggregates' : 'unknown parameter'})`,
        )
    }
  }
  return query
}

/** The rows a SoQL request over `dataset` answers, or Socrata's 400 for a query it cannot run. */
export function runSoql(dataset: SocrataDataset, params: URLSearchParams): SocrataAnswer {
  const columns = new Set(dataset.columns)
  try {
    const query = queryOf(params, columns)
    const matching = dataset.rows.filter(
      (row) =>
        query.where.every((condition) => evaluate(condition, row) === true) &&
        query.search.every((word) => Object.values(row).some((value) => value.toLowerCase().includes(word))),
    )
    const ordered = [...matching].sort((a, b) => {
      for (const { expression, descending } of query.order) {
        const [x, y] = [evaluate(expression, a), evaluate(expression, b)].map((value) => (value === null ? null : String(value))) as [
          string | null,
          string | null,
        ]
        // Nulls last ascending, first descending, as Socrata sorts them.
        const order = x === null || y === null ? (x === y ? 0 : x === null ? 1 : -1) : compareValues(x, y)
        if (order !== 0) return descending ? -order : order
      }
      return 0
    })
    const page = ordered.slice(query.offset, query.offset + query.limit)
    const { select } = query
    const rows = page.map((row) => {
      if (select === '*') return { ...row }
      // A null is left out of the row, as Socrata leaves it out.
      const picked = select.map(({ name, expression }) => [name, evaluate(expression, row)] as const).filter(([, value]) => value !== null)
      return Object.fromEntries(picked.map(([name, value]) => [name, String(value)]))
    })
    return { ok: true, rows }
  } catch (error) {
    if (error instanceof SoqlError) return { ok: false, code: error.code, message: error.message }
    throw error
  }
}
