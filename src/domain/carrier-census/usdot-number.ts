/** A USDOT number as the census keys it (no leading zeros), or null for one that cannot be looked up. */
export function lookupNumber(typed: string): string | null {
  const digits = typed.trim()
  return /^\d{1,8}$/.test(digits) && Number(digits) > 0 ? String(Number(digits)) : null
}
