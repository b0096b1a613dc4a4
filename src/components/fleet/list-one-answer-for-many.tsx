import { useState } from 'react'
import { useValueUnder } from '@/components/form/edited-values'
import { useFormKit } from '@/components/form/form-kit'
import { OneAnswerForMany, pickedLabels, type SetAction } from '@/components/form/choice-select'
import type { ChoiceColumn } from '@/domain/fleet/one-answer-for-many'
import { countOf } from '@/generic/text'

type Rows = readonly Record<string, unknown>[] | undefined

const lacking = (rows: Rows, field: string) => (rows ?? []).flatMap((row, index) => (row[field] === '' || row[field] === undefined ? [index] : []))

/**
 * One answer on every row of a list that has none (a weight class, a body type on 12 vehicles), instead
 * of opening each row; each column's key is the row's field (`classKey` of `vehicles.3.classKey`). Shown
 * while two rows or more lack one, and once used. It counts again when a choice is made in a row or the
 * list changes (a row added or removed, an import), never on a key typed in a row.
 */
export function ListOneAnswerForMany({ list, noun, columns }: { list: string; noun: string; columns: readonly ChoiceColumn[] }) {
  const { form } = useFormKit()
  const rows = useValueUnder<Rows>(list, 'change')
  const [used, setUsed] = useState(false)
  const counts = columns.map(({ key }) => lacking(rows, key).length)
  if (Math.max(...counts) < 2 && !used) return null

  const onRowsWithout: SetAction = {
    label: `Set on every ${noun.replace(/s$/, '')} without one`,
    set: (picked) => {
      setUsed(true)
      const current = form.getValues(list) as Rows
      const done = columns
        .filter(({ key }) => picked[key])
        .map((column) => {
          const indexes = lacking(current, column.key)
          for (const index of indexes) form.setValue(`${list}.${index}.${column.key}`, picked[column.key], { shouldDirty: true })
          return `${pickedLabels([column], picked)} set on ${countOf(indexes.length, noun)}`
        })
      return `${done.join('; ')}.`
    },
  }

  return (
    <OneAnswerForMany noun={noun} none="Leave as it is" columns={columns} actions={[onRowsWithout]}>
      <p className="text-slate-800">{columns.map(({ label }, index) => `${label}: ${countOf(counts[index] ?? 0, noun)} without one`).join('. ')}.</p>
    </OneAnswerForMany>
  )
}
