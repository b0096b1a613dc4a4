import { useWatch } from 'react-hook-form'
import { MAX_BROKER_FEE } from '@/contract/leaf-rules'
import { formatUsd } from '@/generic/money'
import { PIP_WHERE, pipOffered } from '@/contract/quote-rules/coverage'
import { localToday } from '@/generic/dates'
import { usStateName } from '@/generic/us-states'
import { COVERAGE_CODES } from '@/contract/quote-enums'
import { effectiveDateExample } from '../../form/validation/coverage'
import { coverageName } from '../labels'
import { useWizard } from '../wizard-context'
import { Fieldset } from '@/components/form/fieldset'
import { CheckField, TextField } from '../quote-fields'

/**
 * PIP is offered for garages in a few states: elsewhere it cannot be ticked, and the hint says why at
 * once (issue 39). A tick left from before the garage moved stays clickable, so that it can be cleared.
 */
function PipChoice() {
  const { form } = useWizard()
  const ticked = useWatch({ control: form.control, name: 'coverage.pip' })
  const garageState = form.getValues('garage.state')
  const where = usStateName(garageState)
  const offered = !where || pipOffered(garageState)
  const hint = !where ? (
    <>Offered only for garages in {PIP_WHERE}.</>
  ) : offered ? (
    <>Offered for this garage in {where}.</>
  ) : (
    <>
      Not offered for this garage in {where}: only in {PIP_WHERE}.{ticked && ' Untick it to continue.'}
    </>
  )
  return <CheckField name="coverage.pip" label="Personal injury protection (PIP)" hint={hint} disabled={!offered && !ticked} />
}

/** An indication is priced before fees (ADR 0036): it asks no broker fee, which the quote asks (issue 39). */
export function CoverageStep() {
  const { form, mode } = useWizard()
  const requested = useWatch({ control: form.control, name: 'coverage.requested' })
  const brokerFees = mode === 'quote'
  return (
    <>
      <Fieldset
        legend="Which coverages does the insured want?"
        hint={brokerFees ? `Select all that apply. A broker fee is in dollars, up to ${formatUsd(String(MAX_BROKER_FEE))}.` : 'Select all that apply.'}
        anchor="coverage.requested"
      >
        {COVERAGE_CODES.map((code) => (
          <div key={code} className="flex flex-col gap-4">
            <CheckField name={`coverage.requested.${code}`} label={coverageName(code)} />
            {requested[code] && (code === 'AL' || brokerFees) && (
              <div className="ml-3 flex flex-col gap-5 border-l-4 border-slate-400 pl-6">
                {code === 'AL' && (
                  <>
                    <PipChoice />
                    <CheckField name="coverage.uninsuredMotorist" label="Uninsured and underinsured motorist (UM/UIM)" />
                  </>
                )}
                {brokerFees && <TextField name={`coverage.brokerFees.${code}`} label={`Broker fee for ${code}`} optional kind="money" width="sm" />}
              </div>
            )}
          </div>
        ))}
      </Fieldset>
      <TextField
        name="coverage.effectiveDate"
        label="Effective date"
        hint={`The day cover starts: today or up to 180 days ahead, for example ${effectiveDateExample(localToday())}.`}
        kind="date"
        width="sm"
      />
    </>
  )
}
