import { mkdirSync, writeFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { PROSE_FIGURES_DIR, type ProseFigures, type StateProse } from '../../tooling/prose-figures.ts'

export type { StateProse }

/**
 * What a screen state says, measured in the page in one call (docs/writing.md, "How the sweeps measure it"):
 *
 * - The page is the main region, any banner or alert outside it, and an open modal dialog. Left out: the
 *   header (brand, account), every navigation (the portal's, the wizard's steps, an area's tabs), the
 *   footer, the skip link.
 * - Prose is text that is not a heading, a label (label, legend, caption, dt, a column or row header), a
 *   value (dd, a data cell, output), code (pre) or a control (a link, a button, a field, summary). A link
 *   with words beside it is part of its sentence.
 * - `before`: the words of prose a sighted person reads, in document order, until the first enabled
 *   control after the page's main heading (a back link or a page's own steps above it are ways elsewhere;
 *   an error summary's links are things to do). With a modal dialog open, the dialog's alone: the page
 *   behind it is inert.
 * - `repeats`: the sentences of prose and values said more than once on the page (the page behind a
 *   dialog included), as each reader meets them: by sight (what is drawn: visually hidden text, clipped or of no size, left out)
 *   and by a screen reader (what is not aria-hidden: visually hidden text included), so a visible text
 *   and its hidden twin for the other reader (the character count) is no repeat. A value or a field's
 *   hint in each item of one list, row of one table or row of one row list is the same field of another
 *   thing, as its label is, and counts once. Text in a closed <details> counts: it is one click away. A
 *   sentence has at least SENTENCE_MINIMUM_WORDS words of letters (a date is a value, not a sentence);
 *   compared in lower case without the marks around it (a closing full stop, an arrow before it).
 */
/** A sentence with fewer words of letters is a fragment ("Not given") or a value ("November 27, 2026 at 11:14 PM"), not a sentence said twice. */
const SENTENCE_MINIMUM_WORDS = 4

/** Runs in the page: every helper is inside, since only the function's text crosses over. */
function measureProse(minimumWords: number): ProseFigures {
  type Kind = 'prose' | 'value' | 'other'
  interface Flags {
    kind: Kind
    /** A stand-alone control (not a link inside a sentence). */
    stops: boolean
    /** In a control (its text, or the control itself). */
    control: boolean
    /** Not drawn: display none, visibility hidden, or visually hidden (clip-path inset(50%)). */
    unseen: boolean
    /** Not read by a screen reader: display none, visibility hidden, aria-hidden. */
    unheard: boolean
    /** The element its text joins, as one run of text. */
    block: Element
    /** The outermost item of a list, row of a table or fieldset (a row of a row list) it is in. */
    item: Element | null
    /** In a field's hint (the house's `<id>-hint`, which the field's aria-describedby names). */
    hint: boolean
  }
  /** A run of text; `item` only for a value or a hint, which say the same of each item of a list. */
  interface Block {
    text: string
    prose: boolean
    item: Element | null
  }
  const CONTROL = 'a[href], button, input:not([type="hidden"]), select, textarea, summary'
  const CONTROL_ROLES = new Set(['button', 'link', 'checkbox', 'radio', 'switch', 'tab', 'menuitem', 'option', 'combobox', 'textbox', 'spinbutton', 'slider'])
  const NOT_PROSE = 'h1, h2, h3, h4, h5, h6, [role="heading"], label, legend, caption, dt, th, [role="columnheader"], [role="rowheader"], pre'
  const VALUE = 'dd, td, [role="cell"], [role="gridcell"], output'
  const ITEM = 'li, tr, fieldset, dl > div, dl > dd, [role="row"], [role="listitem"]'
  const NEVER_SHOWN = 'script, style, template, noscript'
  const INLINE = new Set('A ABBR B BDI BDO BR CITE CODE DATA EM I KBD MARK Q S SMALL SPAN STRONG SUB SUP TIME U VAR'.split(' '))
  const LETTER = /[\p{L}\p{N}]/u

  const isControl = (element: Element) => element.matches(CONTROL) || CONTROL_ROLES.has(element.getAttribute('role') ?? '')
  const isInlineText = (node: Node) => node.nodeType === Node.TEXT_NODE || (node instanceof Element && INLINE.has(node.tagName) && !isControl(node))
  /** A link with words beside it in the same run of text (not one of a list of links, not a card's title). */
  const inRunningText = (link: Element) => {
    for (let node: Element | null = link; node; node = node.parentElement && INLINE.has(node.parentElement.tagName) ? node.parentElement : null)
      for (const sibling of [node.previousSibling, node.nextSibling])
        if (sibling && isInlineText(sibling) && LETTER.test(sibling.textContent ?? '')) return true
    return false
  }

  const known = new Map<Element, Flags>()
  const flags = (element: Element): Flags => {
    const cached = known.get(element)
    if (cached) return cached
    const parent = element.parentElement ? flags(element.parentElement) : null
    const style = getComputedStyle(element)
    const gone = style.display === 'none' || style.visibility === 'hidden' || element.matches(NEVER_SHOWN)
    let kind: Kind = parent?.kind ?? 'prose'
    const control = !parent?.control && isControl(element)
    const stops = control && !(element.tagName === 'A' && kind === 'prose' && inRunningText(element))
    if (stops || element.matches(NOT_PROSE)) kind = 'other'
    else if (kind === 'prose' && element.matches(VALUE)) kind = 'value'
    const result: Flags = {
      kind,
      stops,
      control: Boolean(parent?.control) || control,
      // Visually hidden: clipped (sr-only), or text of no size (heard inline, without the space a block brings).
      unseen: Boolean(parent?.unseen) || gone || (style.position === 'absolute' && style.clipPath === 'inset(50%)') || style.fontSize === '0px',
      unheard: Boolean(parent?.unheard) || gone || element.getAttribute('aria-hidden') === 'true',
      block: INLINE.has(element.tagName) && parent ? parent.block : element,
      item: parent?.item ?? (element.matches(ITEM) ? element : null),
      hint: Boolean(parent?.hint) || element.matches('[id$="-hint"]'),
    }
    known.set(element, result)
    return result
  }
  const usable = (element: Element) =>
    !element.matches(':disabled') && element.getAttribute('aria-disabled') !== 'true' && element.checkVisibility({ visibilityProperty: true })

  /**
   * The text under `root` in runs, for each reader. With `stop`, up to the first usable control: 'at-once'
   * from the start, 'after-heading' from the page's main heading on.
   */
  const read = (root: Element, skip: (element: Element) => boolean, stop: 'never' | 'after-heading' | 'at-once') => {
    // Each reader's runs, and the text that each last run ended with (a run goes on in the same block).
    const readers = [
      { blocks: [] as Block[], last: null as Flags | null, misses: (where: Flags) => where.unseen },
      { blocks: [] as Block[], last: null as Flags | null, misses: (where: Flags) => where.unheard },
    ]
    let firstControl: Element | null = null
    let stopping = stop === 'at-once' || (stop === 'after-heading' && !root.querySelector('main h1'))
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node instanceof Element && skip(node) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    })
    for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
      if (node instanceof Element) {
        if (stop === 'after-heading' && node.matches('main h1')) stopping = true
        if (stopping && flags(node).stops && usable(node)) {
          firstControl = node
          break
        }
        continue
      }
      const where = node.parentElement ? flags(node.parentElement) : null
      const text = node.textContent ?? ''
      if (!where || where.kind === 'other') {
        if (text.trim() !== '') for (const reader of readers) reader.last = null
        continue
      }
      for (const reader of readers) {
        if (reader.misses(where)) continue
        if (reader.last && reader.last.block === where.block && reader.last.kind === where.kind) reader.blocks[reader.blocks.length - 1]!.text += text
        else reader.blocks.push({ text, prose: where.kind === 'prose', item: where.kind === 'value' || where.hint ? where.item : null })
        reader.last = where
      }
    }
    const [seen, heard] = readers.map((reader) => reader.blocks) as [Block[], Block[]]
    return { seen, heard, firstControl }
  }

  const countWords = (text: string) => text.split(/\s+/).filter((word) => LETTER.test(word)).length
  const wordsOfLetters = (text: string) => text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length
  const wordsOf = (blocks: Block[]) => blocks.reduce((sum, block) => sum + (block.prose ? countWords(block.text) : 0), 0)
  const sentencesOf = (blocks: Block[]) =>
    blocks.flatMap(({ text, item }) =>
      text
        .replace(/\s+/g, ' ')
        .split(/(?<=[.!?…])\s+(?=[^a-z])/u)
        .map((sentence) =>
          sentence
            .normalize('NFKC')
            .toLowerCase()
            .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''),
        )
        .filter((sentence) => wordsOfLetters(sentence) >= minimumWords)
        .map((sentence) => ({ sentence, item })),
    )
  /** How many times each sentence is said: each time, but in the items of one list only as often as in the item that says it most. */
  const repeatsOf = (blocks: Block[]) => {
    const said = new Map<string, { alone: number; perItem: Map<Element, number> }>()
    for (const { sentence, item } of sentencesOf(blocks)) {
      const times = said.get(sentence) ?? { alone: 0, perItem: new Map<Element, number>() }
      said.set(sentence, times)
      if (item) times.perItem.set(item, (times.perItem.get(item) ?? 0) + 1)
      else times.alone += 1
    }
    return [...said].flatMap(([sentence, { alone, perItem }]) => {
      const mostPerList = new Map<Element | null, number>()
      for (const [item, times] of perItem) mostPerList.set(item.parentElement, Math.max(times, mostPerList.get(item.parentElement) ?? 0))
      const times = alone + [...mostPerList.values()].reduce((sum, most) => sum + most, 0)
      return times > 1 ? [[sentence, times] as const] : []
    })
  }
  const describe = (element: Element) => {
    const name = (element.textContent ?? '').replace(/\s+/g, ' ').trim() || element.getAttribute('aria-label') || element.getAttribute('name') || ''
    return `${element.tagName.toLowerCase()} "${name.slice(0, 50)}"`
  }

  const dialog = [...document.querySelectorAll('dialog')].filter((open) => open.matches(':modal')).at(-1) ?? null
  // A navigation, the portal's or a page's own (the wizard's steps, an area's tabs), is a way elsewhere: neither prose nor the thing to do here.
  const inDialogSkip = (element: Element) => element.tagName === 'NAV'
  const onPageSkip = (element: Element) =>
    inDialogSkip(element) ||
    element.tagName === 'DIALOG' ||
    element.matches('a[href="#main"]') ||
    (element.matches('header, footer') && !element.closest('main'))

  const first = dialog ? read(dialog, inDialogSkip, 'at-once') : read(document.body, onPageSkip, 'after-heading')
  const page = read(document.body, onPageSkip, 'never')
  const inDialog = dialog ? read(dialog, inDialogSkip, 'never') : { seen: [], heard: [] }
  const repeats = new Map<string, number>()
  for (const reader of [
    [...page.seen, ...inDialog.seen],
    [...page.heard, ...inDialog.heard],
  ])
    for (const [sentence, times] of repeatsOf(reader)) repeats.set(sentence, Math.max(times, repeats.get(sentence) ?? 0))
  return {
    before: wordsOf(first.seen),
    beforeText: first.seen
      .filter((block) => block.prose)
      .map((block) => block.text.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join(' / '),
    firstControl: first.firstControl ? describe(first.firstControl) : null,
    words: wordsOf([...page.seen, ...inDialog.seen]),
    repeats: [...repeats].map(([sentence, times]) => ({ sentence, times })),
  }
}

export const measureProseOf = (page: Page): Promise<ProseFigures> => page.evaluate(measureProse, SENTENCE_MINIMUM_WORDS)

/** E2E_PROSE=1 (`npm run prose`): the sweeps measure the prose and nothing else. */
export const ONLY_PROSE = process.env.E2E_PROSE === '1'

/** Writes the figures of one entry of the registry (its index keeps the registry's order) for scripts/prose.ts to print. */
export function writeProseFigures(index: number, entry: string, states: StateProse[]) {
  mkdirSync(PROSE_FIGURES_DIR, { recursive: true })
  writeFileSync(`${PROSE_FIGURES_DIR}/${String(index).padStart(3, '0')}.json`, JSON.stringify({ entry, states }, null, 1))
}
