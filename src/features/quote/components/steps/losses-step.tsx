import { memo } from 'react'
import { QUOTE_LIMITS } from '@/api/contract/quote-rules/limits'
import { COVERAGE_KEYS, emptyLossYear } from '../../form/model'
import { coverageLabel } from '../labels'
import { Fieldset } from '@/components/form/fieldset'
import { RowFrame, type RowProps } from '@/components/form/row-list'
import { RowList, TextField } from '../quote-fields'

const LossYearRow = memo(function LossYearRow({ index, onRemove }: RowProps) {
  return (
    <RowFrame legend={index === 0 ? 'Year 1, the most recent' : `Year ${index + 1}`} index={index} onRemove={onRemove}>
      {COVERAGE_KEYS.map((key) => (
        <Fieldset key={key} legend={coverageLabel(key)} size="question">
          <div className="flex flex-wrap gap-x-6 gap-y-5">
            <TextField name={`losses.${index}.${key}Count`} label="Claims" kind="whole" width="xs" />
            <TextField name={`losses.${index}.${key}Paid`} label="Paid" kind="decimal" prefix="$" width="sm" />
          </div>
        </Fieldset>
      ))}
    </RowFrame>
  )
})

export function LossesStep() {
  return (
    <>
      <p className="text-slate-800">
        Claims per policy year, most recent first: the last 3 years if you have them, at most {QUOTE_LIMITS.maxLossEntries}. Leave a box empty for none.
      </p>
      <RowList
        name="losses"
        label="Loss years"
        Row={LossYearRow}
        newRow={emptyLossYear}
        addLabel={{ first: 'Add a year of losses', more: 'Add another year' }}
        empty="No losses entered. Continue if the insured had no claims."
        max={QUOTE_LIMITS.maxLossEntries}
      />
    </>
  )
}
