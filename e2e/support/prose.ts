import { mkdirSync, writeFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { PROSE_FIGURES_DIR, type ProseFigures, type StateProse } from '../../tooling/prose-figures.ts'

export type { StateProse }

/**
 * What a screen state says, measured in the page in one call (the rules: docs/writing.md, "How the sweeps measure it"). The
 * layout (header, navigations, footer, skip link) is left out. Repeats are counted for each reader: by sight (visually hidden
 * text left out) and by a screen reader (aria-hidden text left out), so a visible text and its hidden twin is no repeat.
 */
/** A sentence with fewer words of letters is a fragment ("Not given") or a value ("November 27, 2026 at 11:14 PM"). */
const SENTENCE_MINIMUM_WORDS = 4

/** Runs in the page: every helper is inside, since only the function's text crosses over. */
function measureProse(minimumWords: number): ProseFigures {
  type Kind = 'prose' | 'value' | 'other'
  interface Flags {
    kind: Kind
    stops: boolean // a stand-alone control, not a link inside a sentence
    control: boolean // in a control, or the control itself
    unseen: boolean // not drawn: display none, visibility hidden, visually hidden
    unheard: boolean // not read by a screen reader: display none, visibility hidden, aria-hidden
    block: Element // the element its text joins, as one run of text
    item: Element | null // the outermost list item, table row or fieldset (a row of a row list) it is in
    hint: boolean // in a field's hint (`<id>-hint`)
  }
  /** A run of text; `item` only for a value or a hint, which say the same of each item of a list. */
  type Block = { text: string; prose: boolean; item: Element | null }
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
    if (known.has(element)) return known.get(element)!
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
  /** The text under `root` in runs, for each reader; up to the first usable control from the start, or after the main heading. */
  const read = (root: Element, skip: (element: Element) => boolean, stop: 'never' | 'after-heading' | 'at-once') => {
    // Each reader's runs, and the text that each last run ended with (a run goes on in the same block).
    const readers = (['unseen', 'unheard'] as const).map((misses) => ({ blocks: [] as Block[], last: null as Flags | null, misses }))
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
        if (where[reader.misses]) continue
        if (reader.last && reader.last.block === where.block && reader.last.kind === where.kind) reader.blocks[reader.blocks.length - 1]!.text += text
        else reader.blocks.push({ text, prose: where.kind === 'prose', item: where.kind === 'value' || where.hint ? where.item : null })
        reader.last = where
      }
    }
    return { seen: readers[0]!.blocks, heard: readers[1]!.blocks, firstControl }
  }
  const countWords = (text: string) => text.split(/\s+/).filter((word) => LETTER.test(word)).length
  const wordsOfLetters = (text: string) => text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length
  const wordsOf = (blocks: Block[]) => blocks.reduce((sum, block) => sum + (block.prose ? countWords(block.text) : 0), 0)
  const SENTENCE_BREAK = /(?<=[.!?…])\s+(?=[^a-z])/u
  /** The marks around a sentence (a closing full stop, an arrow before it): a sentence is compared in lower case without them. */
  const MARKS_AROUND = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu
  const bare = (sentence: string) => sentence.normalize('NFKC').toLowerCase().replace(MARKS_AROUND, '')
  const sentencesOf = (blocks: Block[]) =>
    blocks.flatMap(({ text, item }) => {
      const sentences = text.replace(/\s+/g, ' ').split(SENTENCE_BREAK).map(bare)
      return sentences.filter((sentence) => wordsOfLetters(sentence) >= minimumWords).map((sentence) => ({ sentence, item }))
    })
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
  // A navigation (the portal's, the wizard's steps, an area's tabs) is a way elsewhere: neither prose nor the thing to do here.
  const inDialogSkip = (element: Element) => element.matches('nav')
  const onPageSkip = (element: Element) => element.matches('nav, dialog, a[href="#main"]') || (element.matches('header, footer') && !element.closest('main'))
  const first = dialog ? read(dialog, inDialogSkip, 'at-once') : read(document.body, onPageSkip, 'after-heading')
  const page = read(document.body, onPageSkip, 'never')
  const inDialog = dialog ? read(dialog, inDialogSkip, 'never') : { seen: [], heard: [] }
  const seen = [...page.seen, ...inDialog.seen]
  const heard = [...page.heard, ...inDialog.heard]
  const repeats = new Map<string, number>()
  for (const [sentence, times] of [...repeatsOf(seen), ...repeatsOf(heard)]) repeats.set(sentence, Math.max(times, repeats.get(sentence) ?? 0))
  return {
    before: wordsOf(first.seen),
    beforeText: first.seen.flatMap(({ prose, text }) => (prose && text.trim() ? [text.replace(/\s+/g, ' ').trim()] : [])).join(' / '),
    firstControl: first.firstControl ? describe(first.firstControl) : null,
    words: wordsOf(seen),
    repeats: [...repeats].map(([sentence, times]) => ({ sentence, times })),
  }
}

export const measureProseOf = (page: Page): Promise<ProseFigures> => page.evaluate(measureProse, SENTENCE_MINIMUM_WORDS)

/** E2E_PROSE=1 (`npm run prose`): the sweeps measure the prose and nothing else. */
export const ONLY_PROSE = process.env.E2E_PROSE === '1'

/** Writes one entry's figures for scripts/prose.ts to print (the index keeps the registry's order). */
export function writeProseFigures(index: number, entry: string, states: StateProse[]) {
  mkdirSync(PROSE_FIGURES_DIR, { recursive: true })
  writeFileSync(`${PROSE_FIGURES_DIR}/${String(index).padStart(3, '0')}.json`, JSON.stringify({ entry, states }, null, 1))
}
