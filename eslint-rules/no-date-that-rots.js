// No date that is true only for a while (docs/decisions/0115-the-same-verdict-on-any-day.md): a date written in
// a string of a screen, a test, a benchmark or a script is either history (before 2025, the year before the
// portal's first line: a birth date, a model year, a law's old rate), the start of a rule named as one (a rate
// `from` a date: true for good once written), or a fact of the past named as one (`dateOfBirth`, `receivedAt`
// of a recorded fixture) and already past. Any other date comes from the clock:
// `daysFromToday(n)` in the end-to-end tests, the sandbox clock in the sandbox. Unit tests are left to their fixed
// `TODAY`s, and the hard-day run catches one that reads the real clock instead.

/** Before this year a date is history, whatever it names. A fixed year, so the verdict never moves with the day. */
const HISTORY_BEFORE = 2025
const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December'
const DATE_SHAPES = [
  { pattern: /\b((?:19|20)\d\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?!\d)/g, year: 1, month: 2, day: 3 },
  { pattern: /\b(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/((?:19|20)\d\d)\b/g, year: 3, month: 1, day: 2 },
  { pattern: /^(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])((?:19|20)\d\d)$/g, year: 3, month: 1, day: 2 },
  { pattern: new RegExp(`\\b(${MONTHS}) ([1-9]|[12]\\d|3[01]), ((?:19|20)\\d\\d)\\b`, 'g'), year: 3, month: 1, day: 2, monthName: true },
]
/** Words that name a fact of the past in a variable or property name. */
const PAST_FACT = /birth|born|hire|recorded|received|filed|history|historical|past/i
/** A name that says a rule starts on the date: `from`, `quoteCreatedFrom`, `since`. */
const RULE_START = /(from|since)$/i

function datesIn(text) {
  const found = []
  for (const shape of DATE_SHAPES) {
    for (const match of text.matchAll(shape.pattern)) {
      const month = shape.monthName ? MONTHS.split('|').indexOf(match[shape.month]) + 1 : Number(match[shape.month])
      found.push({ text: match[0], iso: `${match[shape.year]}-${String(month).padStart(2, '0')}-${String(match[shape.day]).padStart(2, '0')}` })
    }
  }
  return found
}

/** The name a literal is given: its variable, its property, or the parameter-like name of a call it is passed to. */
function nameOf(node) {
  for (let current = node, parent = node.parent; parent; current = parent, parent = parent.parent) {
    if (parent.type === 'VariableDeclarator') return parent.id.type === 'Identifier' ? parent.id.name : ''
    if (parent.type === 'Property' && parent.value === current) return parent.key.name ?? String(parent.key.value ?? '')
    if (parent.type === 'AssignmentExpression') return parent.left.type === 'MemberExpression' ? (parent.left.property.name ?? '') : (parent.left.name ?? '')
    if (!['TemplateLiteral', 'BinaryExpression', 'TSAsExpression', 'ArrayExpression', 'ConditionalExpression'].includes(parent.type)) return ''
  }
  return ''
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'No literal date that is true only for a while' },
    schema: [],
  },
  create(context) {
    const today = new Date().toISOString().slice(0, 10)
    function check(node, text) {
      for (const date of datesIn(text)) {
        if (Number(date.iso.slice(0, 4)) < HISTORY_BEFORE) continue
        const name = nameOf(node)
        if (RULE_START.test(name)) continue
        if (PAST_FACT.test(name) && date.iso < today) continue
        context.report({
          node,
          message: PAST_FACT.test(name)
            ? `"${date.text}" is named as a fact of the past (${name}) but has not happened yet.`
            : `"${date.text}" will not stay true: take the date from the clock (daysFromToday in e2e/support/days.ts, the sandbox clock), or, for a fact of the past, name it as one (dateOfBirth, receivedAt, ...).`,
        })
      }
    }
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value)
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw)
      },
      JSXText(node) {
        check(node, node.value)
      },
    }
  },
}

export default { rules: { 'no-date-that-rots': rule } }
