import { VIN_KEY } from '@/domain/fleet/duplicate-keys'
import type { WorkspaceEntry } from './workspace-records'

/**
 * A vehicle of a transaction as this browser knows it (docs/decisions/0090-a-vehicle-chosen-from-the-quote.md):
 * from the schedule of the quote sent from here, from the updates made from here, or both.
 */
export interface KnownVehicle {
  /** Its vehicle id, when an update from here told it; a quote's answer carries none. */
  id: number | null
  /** Its VIN, upper case, when known. */
  vin: string | null
  /** Year, make and model as the quote had them; empty for a vehicle known only by an update. */
  words: string
}

const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '')
/** A VIN as the import compares them: in capitals, without spaces or dashes. */
const vinKey = (vin: unknown) => VIN_KEY.of({ vin })

/**
 * The vehicles of the quote sent from this browser (transaction 1, in the quote's order), each with the id
 * an earlier update from here linked to its VIN; then the vehicles updated from here that the quote does
 * not hold, by id.
 */
export function knownVehicles({ madeHere, changes }: Pick<WorkspaceEntry, 'madeHere' | 'changes'>): KnownVehicle[] {
  const updates = changes.filter((change) => change.kind === 'vehicle-updated')
  const idOfVin = new Map(updates.flatMap((change) => (change.vin ? [[vinKey(change.vin), change.recordId] as const] : [])).reverse())
  const scheduled = madeHere?.kind === 'quote' ? (madeHere.schedules?.vehicles ?? []) : []
  const fromQuote = scheduled.flatMap((row): KnownVehicle[] => {
    const vin = vinKey(row.vin)
    if (!vin) return []
    const words = [textOf(row.year), textOf(row.make), textOf(row.model)].filter(Boolean).join(' ')
    return [{ id: idOfVin.get(vin) ?? null, vin, words }]
  })
  const linked = new Set(fromQuote.flatMap((vehicle) => (vehicle.id === null ? [] : [vehicle.id])))
  const byId = new Map<number, KnownVehicle>()
  for (const change of updates) {
    if (!linked.has(change.recordId) && !byId.has(change.recordId)) byId.set(change.recordId, { id: change.recordId, vin: change.vin ?? null, words: '' })
  }
  return [...fromQuote, ...byId.values()]
}
