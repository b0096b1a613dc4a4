import type { Focused, Target, Text } from './driver.ts'

/** What crosses into the page: a target with its RegExps as source and flags. */
type WireText = string | { source: string; flags: string }
type WireTarget = ({ role: string; name?: WireText; level?: number } | { label: WireText } | { text: WireText } | { css: string }) & { within?: WireTarget }

const wireText = (text: Text): WireText => (typeof text === 'string' ? text : { source: text.source, flags: text.flags })

function toWire(target: Target): WireTarget {
  const within = target.within ? { within: toWire(target.within) } : {}
  if ('role' in target) return { role: target.role, level: target.level, ...(target.name === undefined ? {} : { name: wireText(target.name) }), ...within }
  if ('label' in target) return { label: wireText(target.label), ...within }
  if ('text' in target) return { text: wireText(target.text), ...within }
  return { css: target.css, ...within }
}

/**
 * The source of an expression that calls `fn` with `args` in the page. The function crosses as text,
 * and esbuild (tsx) wraps inner functions in `__name(...)`, which the page lacks: it gets a stand-in.
 * An expression needs no `eval` in the page, which the portal's CSP forbids.
 */
export function expression(fn: (...args: never[]) => unknown, ...args: unknown[]): string {
  return `((__name) => (${fn.toString()})(...${JSON.stringify(args)}))((f) => f)`
}

/**
 * Runs in the page: every visible element that `target` names, in document order. A name is computed
 * as the accessibility tree does for the portal's markup (aria-labelledby, aria-label, the labels of a
 * control, a fieldset's legend, else the text); elements under aria-hidden, `display: none` (a closed
 * dialog) or `visibility: hidden` are not visible.
 */
function findAll(target: WireTarget): Element[] {
  const SELECTORS: Record<string, string> = {
    // An assertive live region without a role (LiveRegion, ADR 0145) interrupts as an alert does.
    alert: '[role=alert], [aria-live="assertive"]',
    alertdialog: '[role=alertdialog]',
    article: 'article, [role=article]',
    button: 'button, input[type=button], input[type=submit], [role=button]',
    checkbox: 'input[type=checkbox], [role=checkbox]',
    combobox: 'select, [role=combobox]',
    dialog: 'dialog, [role=dialog]',
    group: 'fieldset, [role=group]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    link: 'a[href], [role=link]',
    navigation: 'nav, [role=navigation]',
    region: 'section[aria-label], section[aria-labelledby], [role=region]',
    // A polite live region without a role (LiveRegion, ADR 0145) says its outcome as a status does.
    status: 'output, [role=status], [aria-live="polite"]',
    textbox: 'input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=url], input[type=search], textarea, [role=textbox]',
  }
  const fold = (value: string) => value.replace(/\s+/g, ' ').trim()
  const matches = (text: WireText, value: string, exact: boolean) =>
    typeof text === 'string' ? (exact ? fold(value) === fold(text) : fold(value).includes(fold(text))) : new RegExp(text.source, text.flags).test(fold(value))
  // Not innerText: Firefox gives '' for a row off screen under `content-visibility: auto`.
  const textOf = (element: Element) => fold(element.textContent ?? '')
  const labelsOf = (element: Element): string | null => {
    const labelledBy = element.getAttribute('aria-labelledby')
    if (labelledBy)
      return fold(
        labelledBy
          .split(/\s+/)
          .map((id) => textOf(document.getElementById(id) ?? document.createElement('i')))
          .join(' '),
      )
    const label = element.getAttribute('aria-label')
    if (label) return fold(label)
    const labels = (element as HTMLInputElement).labels
    if (labels && labels.length > 0) return fold([...labels].map(textOf).join(' '))
    if (element instanceof HTMLFieldSetElement) return element.querySelector('legend') ? textOf(element.querySelector('legend')!) : null
    return null
  }
  const nameOf = (element: Element) => labelsOf(element) ?? textOf(element)
  // Not by its boxes: a row off screen under `content-visibility: auto` has none until scrolled to.
  const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true }) && !element.closest('[aria-hidden=true]')
  const roleOf = (element: Element, role: string) => {
    const explicit = element.getAttribute('role')
    return explicit === null || explicit === role
  }
  const levelOf = (element: Element) => Number(element.getAttribute('aria-level') ?? element.tagName.slice(1))
  const candidates = (scope: ParentNode): Element[] => {
    if ('role' in target) {
      return [...scope.querySelectorAll(SELECTORS[target.role] ?? `[role=${target.role}]`)].filter(
        (element) =>
          roleOf(element, target.role) &&
          (target.level === undefined || levelOf(element) === target.level) &&
          (target.name === undefined || matches(target.name, nameOf(element), true)),
      )
    }
    if ('label' in target) {
      return [...scope.querySelectorAll('input, select, textarea')].filter((element) => {
        const name = labelsOf(element)
        return name !== null && matches(target.label, name, true)
      })
    }
    if ('text' in target) {
      const text = target.text
      const containing = [...scope.querySelectorAll('body *')].filter((element) => matches(text, textOf(element), false))
      // The innermost: an element none of whose children holds the text too.
      return containing.filter((element) => ![...element.children].some((child) => containing.includes(child)))
    }
    return [...scope.querySelectorAll(target.css)]
  }
  const scopes: ParentNode[] = target.within ? findAll(target.within) : [document]
  return scopes.flatMap(candidates).filter(visible)
}

/** Runs in the page: the first element `target` names, or null. */
function findFirst(target: WireTarget): Element | null {
  return findAll(target)[0] ?? null
}

function countAll(target: WireTarget): number {
  return findAll(target).length
}

/** Runs in the page: the text of the first element (a control's value, for `value`), or null when there is none. */
function readFirst(target: WireTarget, what: 'text' | 'value'): string | null {
  const element = findAll(target)[0]
  if (!element) return null
  if (what === 'value') return (element as HTMLInputElement).value
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/** The expression that finds the first element `target` names, for an element handle. */
export const findExpression = (target: Target) => withFinder(findFirst, target)
export const countExpression = (target: Target) => withFinder(countAll, target)
export const readExpression = (target: Target, what: 'text' | 'value') => withFinder(readFirst, target, what)

/** `fn` with `findAll` beside it (the page gets both as text). */
function withFinder<Rest extends unknown[]>(fn: (target: WireTarget, ...rest: Rest) => unknown, target: Target, ...rest: Rest): string {
  const args = JSON.stringify([toWire(target), ...rest])
  return `((__name) => { ${findAll.toString()}; return (${fn.toString()})(...${args}) })((f) => f)`
}

/**
 * Runs in the page, after each load: keeps uncaught errors, unhandled rejections, console errors and
 * CSP violations in `window.engineErrors`, for WebKit, whose classic WebDriver reports no console. What
 * happens in a load before this runs is not seen there; Firefox's BiDi log reports it all.
 */
export function collectErrors(): void {
  const record = window as unknown as { engineErrors?: string[] }
  if (record.engineErrors) return
  const errors: string[] = []
  record.engineErrors = errors
  window.addEventListener('error', (event) => errors.push(`uncaught: ${event.message}`))
  window.addEventListener('unhandledrejection', (event) => errors.push(`unhandled rejection: ${String(event.reason)}`))
  document.addEventListener('securitypolicyviolation', (event) =>
    errors.push(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
  )
  const original = console.error.bind(console)
  console.error = (...args: unknown[]) => {
    errors.push(`console.error: ${args.map(String).join(' ')}`)
    original(...args)
  }
}

/** Runs in the page: what `collectErrors` kept since the last call. */
export function drainErrors(): string[] {
  const errors = (window as unknown as { engineErrors?: string[] }).engineErrors ?? []
  return errors.splice(0, errors.length)
}

/** Runs in the page: the focused element, as a person would name it. */
export function describeFocus(): Focused {
  const element = document.activeElement
  if (!element || element === document.body) return { tag: 'body', name: '' }
  const label = element.getAttribute('aria-label') ?? ((element as HTMLInputElement).labels?.[0]?.textContent || element.textContent || '')
  return { tag: element.tagName.toLowerCase(), name: label.replace(/\s+/g, ' ').trim() }
}
