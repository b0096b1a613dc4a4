/**
 * What a display id looks like (the contract types it as a string only): an agency prefix of letters,
 * then hyphen-separated groups of letters and digits, as the fixtures and the sandbox's new quotes have
 * them (`BR-10002`, `SM-30001`). Written in capitals. A typo (`BR10002`, `10002`) is caught before a
 * round trip that could only answer "not found" (docs/api-assumptions.md, "Submission workspace").
 */
const DISPLAY_ID_PATTERN = /^[A-Z][A-Z0-9]*(-[A-Z0-9]+)+$/
const MAX_DISPLAY_ID_LENGTH = 40
export const DISPLAY_ID_EXAMPLE = 'BR-10002'

export const normalizeDisplayId = (text: string) => text.trim().toUpperCase()

export const isDisplayId = (text: string) => text.length <= MAX_DISPLAY_ID_LENGTH && DISPLAY_ID_PATTERN.test(text)
