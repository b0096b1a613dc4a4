/**
 * VINs that appear more than once in a schedule, or that are already entered: for each row index of
 * `vins`, the VIN it repeats. Compared without case, spaces or dashes; rows without a VIN are skipped.
 * The first of repeated rows is not marked; the later ones are, and every row matching an entered VIN is.
 */
/** A VIN as compared for repeats: without case, spaces or dashes. */
export const vinKey = (vin: string) => vin.toUpperCase().replace(/[\s-]+/g, '')

export function duplicateVinRows(vins: readonly (string | undefined)[], alreadyEntered: readonly string[] = []): Map<number, string> {
  const entered = new Set(alreadyEntered.map(vinKey))
  const seen = new Set<string>()
  const duplicates = new Map<number, string>()
  vins.forEach((vin, index) => {
    if (!vin) return
    const normalized = vinKey(vin)
    if (normalized === '') return
    if (entered.has(normalized) || seen.has(normalized)) duplicates.set(index, normalized)
    seen.add(normalized)
  })
  return duplicates
}
