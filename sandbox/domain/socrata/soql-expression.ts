/**
 * SoQL expressions as the census stand-in reads them (Socrata's query language, dev.socrata.com/docs/queries):
 * literals ('text', numbers, true, false, null), columns (plain or `quoted`), the comparisons, AND, OR,
 * NOT, IS [NOT] NULL, [NOT] IN (...), [NOT] LIKE, [NOT] BETWEEN ... AND ..., and upper, lower,
 * starts_with and contains. Enough for what anyone asks of one carrier's rows; aggregates are refused.
 */

export type SoqlValue = string | boolean | null

export class SoqlError extends Error {
  constructor(
    readonly code: 'query.soql.no-such-column' | 'query.soql.malformed',
    message: string,
  ) {
    super(message)
  }
}

type Token = { kind: 'text'; value: string } | { kind: 'number'; value: string } | { kind: 'name'; value: string } | { kind: 'symbol'; value: string }

const SYMBOLS = ['<=', '>=', '!=', '<>', '=', '<', '>', '(', ')', ',', '*']

export function tokenize(source: string): Token[] {
  const tokens: Token[] = []
  let at = 0
  while (at < source.length) {
    const rest = source.slice(at)
    const space = /^\s+/.exec(rest)
    if (space) {
      at += space[0].length
      continue
    }
    if (rest.startsWith("'")) {
      const text = /^'((?:[^']|'')*)'/.exec(rest)
      if (!text) throw new SoqlError('query.soql.malformed', `Unterminated string at ${at}`)
      tokens.push({ kind: 'text', value: text[1]!.replaceAll("''", "'") })
      at += text[0].length
      continue
    }
    const quoted = /^`([^`]+)`/.exec(rest)
    const name = quoted ?? /^[:A-Za-z_][\w]*/.exec(rest)
    if (name) {
      tokens.push({ kind: 'name', value: quoted ? quoted[1]! : name[0] })
      at += name[0].length
      continue
    }
    const number = /^-?\d+(\.\d+)?/.exec(rest)
    if (number) {
      tokens.push({ kind: 'number', value: number[0] })
      at += number[0].length
      continue
    }
    const symbol = SYMBOLS.find((candidate) => rest.startsWith(candidate))
    if (!symbol) throw new SoqlError('query.soql.malformed', `Unexpected character ${JSON.stringify(rest[0])} at ${at}`)
    tokens.push({ kind: 'symbol', value: symbol })
    at += symbol.length
  }
  return tokens
}

export type Expression =
  | { kind: 'literal'; value: SoqlValue }
  | { kind: 'column'; name: string }
  | { kind: 'call'; name: string; args: Expression[] }
  | { kind: 'not'; operand: Expression }
  | { kind: 'logical'; operator: 'and' | 'or'; left: Expression; right: Expression }
  | { kind: 'compare'; operator: string; left: Expression; right: Expression }
  | { kind: 'is-null'; operand: Expression; negated: boolean }
  | { kind: 'in'; operand: Expression; list: Expression[]; negated: boolean }
  | { kind: 'like'; operand: Expression; pattern: Expression; negated: boolean }
  | { kind: 'between'; operand: Expression; low: Expression; high: Expression; negated: boolean }

const FUNCTIONS: Record<string, number> = { upper: 1, lower: 1, starts_with: 2, contains: 2 }

/** A recursive-descent parser over the tokens; `columns` are the dataset's, any other name is refused as Socrata refuses it. */
export class SoqlParser {
  private at = 0

  constructor(
    private readonly tokens: Token[],
    private readonly columns: ReadonlySet<string>,
  ) {}

  get done() {
    return this.at >= this.tokens.length
  }

  peekWord(): string | undefined {
    const token = this.tokens[this.at]
    return token?.kind === 'name' ? token.value.toLowerCase() : undefined
  }

  private peekSymbol(): string | undefined {
    const token = this.tokens[this.at]
    return token?.kind === 'symbol' ? token.value : undefined
  }

  acceptWord(word: string): boolean {
    if (this.peekWord() !== word) return false
    this.at += 1
    return true
  }

  acceptSymbol(symbol: string): boolean {
    if (this.peekSymbol() !== symbol) return false
    this.at += 1
    return true
  }

  expectSymbol(symbol: string) {
    if (!this.acceptSymbol(symbol)) throw new SoqlError('query.soql.malformed', `Expected "${symbol}"`)
  }

  expectEnd() {
    if (!this.done) throw new SoqlError('query.soql.malformed', `Unexpected "${this.tokens[this.at]!.value}"`)
  }

  expectNumber(): number {
    const token = this.tokens[this.at]
    if (token?.kind !== 'number' || !/^\d+$/.test(token.value)) throw new SoqlError('query.soql.malformed', 'Expected a whole number')
    this.at += 1
    return Number(token.value)
  }

  /** A name as given, not a column (an alias). */
  rawName(): string {
    const token = this.tokens[this.at]
    if (token?.kind !== 'name') throw new SoqlError('query.soql.malformed', 'Expected a name')
    this.at += 1
    return token.value
  }

  column(name: string): Expression {
    if (!this.columns.has(name)) throw new SoqlError('query.soql.no-such-column', `No such column: ${name}`)
    return { kind: 'column', name }
  }

  expression(): Expression {
    let left = this.conjunction()
    while (this.acceptWord('or')) left = { kind: 'logical', operator: 'or', left, right: this.conjunction() }
    return left
  }

  private conjunction(): Expression {
    let left = this.negation()
    while (this.acceptWord('and')) left = { kind: 'logical', operator: 'and', left, right: this.negation() }
    return left
  }

  private negation(): Expression {
    return this.acceptWord('not') ? { kind: 'not', operand: this.negation() } : this.predicate()
  }

  private predicate(): Expression {
    const operand = this.operand()
    const comparison = ['=', '!=', '<>', '<', '<=', '>', '>='].find((symbol) => this.acceptSymbol(symbol))
    if (comparison) return { kind: 'compare', operator: comparison === '<>' ? '!=' : comparison, left: operand, right: this.operand() }
    if (this.acceptWord('is')) {
      const negated = this.acceptWord('not')
      if (!this.acceptWord('null')) throw new SoqlError('query.soql.malformed', 'Expected NULL after IS')
      return { kind: 'is-null', operand, negated }
    }
    const negated = this.acceptWord('not')
    if (this.acceptWord('in')) {
      this.expectSymbol('(')
      const list = [this.operand()]
      while (this.acceptSymbol(',')) list.push(this.operand())
      this.expectSymbol(')')
      return { kind: 'in', operand, list, negated }
    }
    if (this.acceptWord('like')) return { kind: 'like', operand, pattern: this.operand(), negated }
    if (this.acceptWord('between')) {
      const low = this.operand()
      if (!this.acceptWord('and')) throw new SoqlError('query.soql.malformed', 'Expected AND in BETWEEN')
      return { kind: 'between', operand, low, high: this.operand(), negated }
    }
    if (negated) throw new SoqlError('query.soql.malformed', 'Expected IN, LIKE or BETWEEN after NOT')
    return operand
  }

  operand(): Expression {
    if (this.acceptSymbol('(')) {
      const inner = this.expression()
      this.expectSymbol(')')
      return inner
    }
    const token = this.tokens[this.at]
    if (!token) throw new SoqlError('query.soql.malformed', 'The query ends too soon')
    this.at += 1
    if (token.kind === 'text' || token.kind === 'number') return { kind: 'literal', value: token.value }
    if (token.kind === 'symbol') throw new SoqlError('query.soql.malformed', `Unexpected "${token.value}"`)
    const word = token.value.toLowerCase()
    if (word === 'true' || word === 'false') return { kind: 'literal', value: word === 'true' }
    if (word === 'null') return { kind: 'literal', value: null }
    if (this.acceptSymbol('(')) {
      const arity = FUNCTIONS[word]
      if (arity === undefined) throw new SoqlError('query.soql.malformed', `The stand-in has no function ${token.value}`)
      const args = [this.expression()]
      while (this.acceptSymbol(',')) args.push(this.expression())
      this.expectSymbol(')')
      if (args.length !== arity) throw new SoqlError('query.soql.malformed', `${token.value} takes ${arity} arguments`)
      return { kind: 'call', name: word, args }
    }
    return this.column(token.value)
  }
}

const NUMBER = /^-?\d+(\.\d+)?$/

/** Socrata compares a number column as numbers: two values that both read as numbers are compared so. */
function compareValues(a: string, b: string): number {
  if (NUMBER.test(a.trim()) && NUMBER.test(b.trim())) return Number(a) - Number(b)
  return a < b ? -1 : a > b ? 1 : 0
}

const asText = (value: SoqlValue): string | null => (value === null ? null : String(value))

function likeToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replaceAll('%', '.*')
    .replaceAll('_', '.')
  return new RegExp(`^${escaped}$`, 's')
}

/** The expression's value for a row; a comparison with null is null, as in SQL, and a row is kept only when its condition is true. */
export function evaluate(expression: Expression, row: Readonly<Record<string, string>>): SoqlValue {
  switch (expression.kind) {
    case 'literal':
      return expression.value
    case 'column':
      return row[expression.name] ?? null
    case 'call': {
      const [first, second] = expression.args.map((arg) => asText(evaluate(arg, row)))
      if (first === null || first === undefined) return null
      if (expression.name === 'upper') return first.toUpperCase()
      if (expression.name === 'lower') return first.toLowerCase()
      if (second === null || second === undefined) return null
      return expression.name === 'starts_with' ? first.startsWith(second) : first.includes(second)
    }
    case 'not': {
      const value = evaluate(expression.operand, row)
      return value === null ? null : value !== true
    }
    case 'logical': {
      const left = evaluate(expression.left, row) === true
      const right = evaluate(expression.right, row) === true
      return expression.operator === 'and' ? left && right : left || right
    }
    case 'compare': {
      const left = asText(evaluate(expression.left, row))
      const right = asText(evaluate(expression.right, row))
      if (left === null || right === null) return null
      const order = compareValues(left, right)
      return { '=': order === 0, '!=': order !== 0, '<': order < 0, '<=': order <= 0, '>': order > 0, '>=': order >= 0 }[expression.operator] ?? null
    }
    case 'is-null':
      return (evaluate(expression.operand, row) === null) !== expression.negated
    case 'in': {
      const value = asText(evaluate(expression.operand, row))
      if (value === null) return null
      const found = expression.list.some((item) => {
        const candidate = asText(evaluate(item, row))
        return candidate !== null && compareValues(value, candidate) === 0
      })
      return found !== expression.negated
    }
    case 'like': {
      const value = asText(evaluate(expression.operand, row))
      const pattern = asText(evaluate(expression.pattern, row))
      if (value === null || pattern === null) return null
      return likeToRegExp(pattern).test(value) !== expression.negated
    }
    case 'between': {
      const value = asText(evaluate(expression.operand, row))
      const low = asText(evaluate(expression.low, row))
      const high = asText(evaluate(expression.high, row))
      if (value === null || low === null || high === null) return null
      return (compareValues(value, low) >= 0 && compareValues(value, high) <= 0) !== expression.negated
    }
  }
}

export { compareValues }
