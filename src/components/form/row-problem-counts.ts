import type { ProblemSource } from './problems'

/** `vehicles.3.vin` -> 3 for the list `vehicles`; null for a path outside its rows. */
export function rowIndexOf(list: string, path: string): number | null {
  const [head, row] = path.split('.')
  return head === list && row !== undefined && /^\d+$/.test(row) ? Number(row) : null
}

/**
 * How many problems each row of `list` has (`vehicles.3.vin` counts for row 3), as a snapshot for
 * `useSyncExternalStore`: the same map while the counts stay the same, so a closed row re-renders only
 * when its own count changes.
 */
export function rowProblemCounter(source: ProblemSource, list: string): () => ReadonlyMap<number, number> {
  let counts = new Map<number, number>()
  let key = ''
  return () => {
    const next = new Map<number, number>()
    for (const path of source.paths()) {
      const row = rowIndexOf(list, path)
      if (row !== null) next.set(row, (next.get(row) ?? 0) + 1)
    }
    const nextKey = [...next].join(';')
    if (nextKey !== key) {
      counts = next
      key = nextKey
    }
    return counts
  }
}
