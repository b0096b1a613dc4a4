/**
 * The e-mail address the auth forms ask for: one rule for the zod schemas of `form.ts` and the
 * sign-in page's own check, which runs without zod (docs/decisions/0032-first-load-without-the-api-layer.md).
 */
export const EMAIL_MISSING = 'Enter your e-mail address'
export const EMAIL_MALFORMED = 'Enter an e-mail address like name@agency.com'

/** zod's default e-mail pattern (`zod/v4/core/regexes.js`), here so that both checks use the same one. */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

/** The first problem with an already trimmed address, as the schema reports it, or null. */
export function emailProblem(trimmed: string): string | null {
  if (trimmed.length === 0) return EMAIL_MISSING
  return EMAIL_PATTERN.test(trimmed) ? null : EMAIL_MALFORMED
}
