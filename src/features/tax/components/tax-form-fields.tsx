import { COVERAGE_CODES } from '@/contract/quote-enums'
import { SelectField } from '@/components/form/select-field'
import { TextField } from '@/components/form/text-field'
import { US_STATES } from '@/generic/us-states'
import { AMOUNT_NAMES, feesLabel, type TaxForm } from '../form'
import { coverageLabel } from '../summary-text'

const STATE_OPTIONS = US_STATES.map(([code, name]) => [code, `${name} (${code})`] as const)
const COVERAGE_OPTIONS = COVERAGE_CODES.map((code) => [code, `${coverageLabel(code)} (${code})`] as const)

const FEES_HINT = {
  split:
    'The insurer’s policy and filing fees, taxed like premium. Not a broker fee: this calculation has no input for one. From a quote: its total cost less the premium and the broker fee.',
  unsplit: 'The quote’s total cost less the premium, taxed like premium: its result kept no broker fee to tell apart.',
} as const

const moneyFields = (feesUnsplit: boolean) =>
  [
    { name: 'premium', label: AMOUNT_NAMES.premium.label, hint: 'In dollars, like 12,500 or 12,500.50.', optional: false },
    { name: 'fees', label: feesLabel(feesUnsplit), hint: FEES_HINT[feesUnsplit ? 'unsplit' : 'split'], optional: true },
    {
      name: 'underwritingFee',
      label: AMOUNT_NAMES.underwritingFee.label,
      hint: 'Only a fee that some states do not tax, such as an MGA’s fee in Ohio.',
      optional: true,
    },
  ] as const

/** The calculator's inputs (inside the page's form kit); ids match the field names, so the error summary can link to them. */
export function TaxFormFields({ feesUnsplit }: { feesUnsplit: boolean }) {
  return (
    <>
      <SelectField<TaxForm> name="state" label="Home state of the insured" options={STATE_OPTIONS} placeholder="Choose a state" width="full" />
      <SelectField<TaxForm> name="coverageType" label="Coverage" options={COVERAGE_OPTIONS} placeholder="Choose a coverage" width="full" />
      <TextField<TaxForm> name="effectiveDate" label="Policy effective date" kind="date" width="date" />
      <TextField<TaxForm>
        name="quoteCreatedOn"
        label="Quote created on"
        hint="Today, unless the quote was created earlier. Some states’ fees depend on this date."
        kind="date"
        width="date"
      />
      {moneyFields(feesUnsplit).map(({ name, label, hint, optional }) => (
        <TextField<TaxForm> key={name} name={name} label={label} hint={hint} optional={optional} kind="amount" prefix="$" width="code" />
      ))}
    </>
  )
}
