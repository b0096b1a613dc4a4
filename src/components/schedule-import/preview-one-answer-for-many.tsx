import { OneAnswerForMany, pickedLabels, type SetAction } from '@/components/form/choice-select'
import { linesWithout, readingsOf, type ChoiceColumn, type Chosen } from '@/domain/fleet/one-answer-for-many'
import type { PreviewRow } from '@/domain/fleet/import-preview'
import { countOf } from '@/generic/text'

export interface PreviewOneAnswerForManyProps {
  columns: readonly ChoiceColumn[]
  rows: readonly PreviewRow<object>[]
  skipped: ReadonlySet<number>
  chosen: Chosen
  /** The lines ticked in the table. */
  selected: ReadonlySet<number>
  onSet: (lines: readonly number[], values: Readonly<Record<string, unknown>>) => void
}

const quoted = ({ text, rows }: { text: string; rows: number }) => `“${text}” (${countOf(rows, 'rows')})`

/**
 * One answer on many rows of a schedule: a value per column of fixed choices (weight class, body type),
 * set on the rows ticked in the table or on every row without one. It says first what the sheet's words
 * were read as and which rows have none, so that the person sees every reading and corrects any.
 */
export function PreviewOneAnswerForMany({ columns, rows, skipped, chosen, selected, onSet }: PreviewOneAnswerForManyProps) {
  const lacking = columns.map((column) => ({ column, lines: linesWithout(rows, column.key, skipped) }))
  const onRowsWithout: SetAction = {
    label: 'Set on every row without one',
    set: (picked) => {
      const done = lacking
        .filter(({ column }) => picked[column.key])
        .map(({ column, lines }) => {
          if (lines.length > 0) onSet(lines, { [column.key]: picked[column.key] })
          return `${pickedLabels([column], picked)} set on ${countOf(lines.length, 'rows')}`
        })
      return `${done.join('; ')}.`
    },
  }
  const onSelected: SetAction = {
    label: `Set on the ${countOf(selected.size, 'rows')} selected`,
    set: (picked) => {
      onSet([...selected], picked)
      return `${pickedLabels(columns, picked)} set on ${countOf(selected.size, 'rows')}.`
    },
  }
  return (
    <OneAnswerForMany noun="rows" none="Keep as read" columns={columns} actions={selected.size > 0 ? [onRowsWithout, onSelected] : [onRowsWithout]}>
      <ul className="free-text flex flex-col gap-1 text-slate-800">
        {lacking.map(({ column, lines }) => (
          <li key={column.key}>
            {column.label}: {lines.length === 0 ? 'every row has one' : `${countOf(lines.length, 'rows')} without one (line ${lines.join(', ')})`}
            {readingsOf(rows, column, chosen)
              .map(({ label, texts }) => `; ${texts.map(quoted).join(', ')} read as ${label}`)
              .join('')}
            .
          </li>
        ))}
      </ul>
    </OneAnswerForMany>
  )
}
