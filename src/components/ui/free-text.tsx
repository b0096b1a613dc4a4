import type { Phrase } from '@/generic/text'

/**
 * Text a person or the service wrote (a name, an e-mail, a URL, a note, an error), inside the portal's
 * own words: isolated in its own direction (`<bdi>`), so a right-to-left name does not reorder the
 * sentence around it, and wrapping anywhere, so a 200-character name without a space wraps instead of
 * widening the page (the `free-text` class of styles.css; ADR 0054).
 */
export function FreeText({ children }: { children: string }) {
  return <bdi className="free-text">{children}</bdi>
}

/** A phrase of the portal's words (src/generic/text.ts) with each supplied part shown as FreeText. */
export function PhraseText({ phrase }: { phrase: Phrase }) {
  if (typeof phrase === 'string') return phrase
  return phrase.map((part, index) => (typeof part === 'string' ? part : <FreeText key={index}>{part.supplied}</FreeText>))
}
