import { memo } from 'react'
import { useWatch } from 'react-hook-form'
import { QUOTE_LIMITS } from '@/contract/quote-rules/limits'
import { isRealIsoDate } from '@/generic/dates'
import { formatCalendarDate } from '@/generic/format'
import { lossYearName, lossYearsWanted, requestedLossLines, yearsNotEnteredSentence } from '../../form/loss-years'
import { emptyLossYear } from '../../form/model'
import { coverageLabel } from '../labels'
import { useWizard } from '../wizard-context'
import { Fieldset } from '@/components/form/fieldset'
import { RowFrame, type RowProps } from '@/components/form/row-list'
import { RowList, TextField } from '../quote-fields'

/** The coverage step's answers the loss years follow; they do not change while this step is shown. */
function useCoverage() {
  const { form } = useWizard()
  return useWatch({ control: form.control, name: 'coverage' })
}

const LossYearRow = memo(function LossYearRow({ index, onRemove }: RowProps) {
  const coverage = useCoverage()
  const name = lossYearName(index, coverage.effectiveDate)
  return (
    <RowFrame legend={index === 0 ? `${name}, the most recent` : name} index={index} onRemove={onRemove}>
      {requestedLossLines(coverage).map((code) => (
        <Fieldset key={code} legend={coverageLabel(code)} size="question" optionalFields>
          <div className="flex flex-wrap gap-x-6 gap-y-5">
            <TextField name={`losses.${index}.${code}Count`} label="Claims" kind="whole" width="xs" />
            <TextField name={`losses.${index}.${code}Paid`} label="Paid" kind="money" width="sm" />
          </div>
        </Fieldset>
      ))}
    </RowFrame>
  )
})

export function LossesStep() {
  const { form } = useWizard()
  const { effectiveDate } = useCoverage()
  const notEntered = yearsNotEnteredSentence(lossYearsWanted(form.getValues('insured')))
  return (
    <>
      <p className="text-slate-800">
        Claims per policy year, most recent first, for up to {QUOTE_LIMITS.maxLossEntries} years.
        {isRealIsoDate(effectiveDate) && ` The latest year ends when this policy starts, on ${formatCalendarDate(effectiveDate)}.`}
        {notEntered && ` ${notEntered}`} Leave a box empty for none.
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
