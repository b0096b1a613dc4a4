import type { ReactNode } from 'react'

/**
 * A table that stacks into cards on a phone: give the table the `stacked-table` class (styles.css),
 * spread these roles on its parts and put a StackLabel in each data cell. A table of 5 columns at 320 px
 * would otherwise hide its last columns off to the side. The roles are explicit because a table whose
 * rows are displayed as blocks loses its table semantics in some browsers.
 */
export const STACKED = {
  table: { role: 'table' },
  rowgroup: { role: 'rowgroup' },
  row: { role: 'row' },
  columnheader: { role: 'columnheader', scope: 'col' },
  rowheader: { role: 'rowheader', scope: 'row' },
  cell: { role: 'cell' },
} as const

/** A cell's column name, shown only while the table is stacked; screen readers hear the column header instead. */
export function StackLabel({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className="stack-label">
      {children}
    </span>
  )
}
