import type { FormEvent } from 'react'
import { OPERATION_KEYS } from '../../form/model'
import { ELIGIBILITY_LABELS, FILING_LABELS, OPERATION_LABELS } from '../labels'
import { Fieldset } from '@/components/form/fieldset'
import { CheckField } from '../quote-fields'
import { useWizard } from '../wizard-context'

/** Refrigerated freight ticked turns on the cargo step's "Some loads need refrigeration", so the two agree (issue 39). */
function useRefrigerationFollows() {
  const { form } = useWizard()
  return (event: FormEvent) => {
    const box = event.target
    if (box instanceof HTMLInputElement && box.name === 'operations.kinds.refrigerated' && box.checked) form.setValue('refrigeration', true)
  }
}

export function OperationsStep() {
  const refrigerationFollows = useRefrigerationFollows()
  return (
    <>
      <Fieldset legend="What kinds of trucking does the insured do?" hint="Select all that apply.">
        <div className="grid gap-4 sm:grid-cols-2" onChange={refrigerationFollows}>
          {OPERATION_KEYS.map((key) => (
            <CheckField key={key} name={`operations.kinds.${key}`} label={OPERATION_LABELS[key]} />
          ))}
        </div>
      </Fieldset>
      <Fieldset legend="Filings">
        <CheckField
          name="operations.federalFiling"
          label={FILING_LABELS.federalFiling}
          hint="For interstate for-hire carriers (BMC-91X with an MCS-90)."
          variant="switch"
        />
        <CheckField
          name="operations.stateFiling"
          label={FILING_LABELS.stateFiling}
          hint="For intrastate authority, where the state asks for one."
          variant="switch"
        />
      </Fieldset>
      <Fieldset legend="Eligibility">
        <CheckField
          name="operations.ineligible"
          label={ELIGIBILITY_LABELS.ineligible}
          hint="For example hazardous materials that need placards, passengers, or mobile home towing."
          variant="switch"
        />
        <CheckField
          name="operations.priorInsuranceCancelled"
          label={ELIGIBILITY_LABELS.priorInsuranceCancelled}
          hint="By any carrier, in the last 3 years."
          variant="switch"
        />
      </Fieldset>
    </>
  )
}
