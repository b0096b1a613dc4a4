import { describeMapping, matchHeaders, type ColumnMapping, type HeaderMatch } from './match-headers.ts'
import { normalizeName } from './names.ts'
import type { Columns, ScheduleKind } from './schedule-columns.ts'

/**
 * Mappings a person made, remembered as plain data (the portal keeps them per account): for a kind of
 * schedule and a header row, the column of each header cell. The same headers next time, in any case
 * or spacing, get the same mapping without asking.
 */
export type RememberedMappings = Record<string, ColumnMapping>

/** The key of a header row: the kind and the normalized headers, in order. */
export function headerSignature(kindName: string, header: readonly string[]): string {
  return [kindName, ...header.map(normalizeName)].join('|')
}

/** The remembered mappings with this one added (or replacing the one for the same headers). */
export function rememberMapping(remembered: RememberedMappings, kindName: string, header: readonly string[], mapping: ColumnMapping): RememberedMappings {
  return { ...remembered, [headerSignature(kindName, header)]: [...mapping] }
}

/** The remembered mapping for these headers when there is one, else the headers matched by name. */
export function mappingFor<C extends Columns>(
  header: readonly string[],
  kind: ScheduleKind<C>,
  remembered: RememberedMappings = {},
): HeaderMatch<keyof C & string> {
  const known = remembered[headerSignature(kind.name, header)]
  return known && known.length === header.length ? describeMapping(header, kind, known, true) : matchHeaders(header, kind)
}
