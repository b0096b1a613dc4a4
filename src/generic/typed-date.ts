import { isRealIsoDate } from './dates.ts'

const TYPED_US = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/
const TYPED_DIGITS = /^(\d{2})(\d{2})(\d{4})$/
const TYPED_ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/

/**
 * A date typed in a box, to `YYYY-MM-DD`, or null when it is not one: `12/15/2026` (also `12-15-2026`,
 * `12.15.2026`, `1/5/2026`), `12152026` (month, day, year as digits) and `2026-12-15`.
 */
export function readTypedDate(text: string): string | null {
  const written = text.trim()
  const us = TYPED_US.exec(written) ?? TYPED_DIGITS.exec(written)
  const [year, month, day] = us ? [us[3], us[1], us[2]] : (TYPED_ISO.exec(written)?.slice(1) ?? [])
  if (!year || !month || !day) return null
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
  return isRealIsoDate(iso) ? iso : null
}
