import { Fieldset } from '@/components/form/fieldset'
import { LazyCensusPanel } from '../census/lazy-census'
import { TextField } from '../quote-fields'

/** The USDOT number first: FMCSA's census, looked up with it, can fill the rest (ADR 0127). */
export function InsuredStep() {
  return (
    <>
      <TextField name="insured.dotNumber" label="USDOT number" hint="Up to 8 digits, for example 3141592." width="sm" kind="digits" code />
      <LazyCensusPanel />
      <TextField name="insured.legalName" label="Legal name of the business" hint="As registered with FMCSA." autoComplete="organization" />
      <TextField name="insured.dbaName" label="Doing business as (DBA)" optional />
      <TextField name="insured.ownerName" label="Owner's full name" optional />
      <TextField name="insured.email" label="Business e-mail address" optional kind="email" width="md" />
      <Fieldset legend="How long has the business been running?" hint="For example, 7 years, or 7 years and 4 months." size="question">
        <div className="flex flex-wrap gap-6">
          <TextField name="insured.yearsInBusiness" label="Years" width="xs" kind="whole" />
          <TextField name="insured.monthsInBusiness" label="Months" hint="Beyond the whole years." optional width="xs" kind="whole" />
        </div>
      </Fieldset>
      <Fieldset legend="Who handles insurance at the business?" hint="Optional: the person the carrier should contact.">
        <div className="flex flex-wrap gap-x-6 gap-y-5">
          <TextField name="insured.contactFirstName" label="First name" optional width="md" />
          <TextField name="insured.contactLastName" label="Last name" optional width="md" />
        </div>
        <TextField name="insured.contactPhone" label="Phone number" optional kind="tel" width="sm" />
        <TextField name="insured.contactEmail" label="E-mail address" optional kind="email" width="md" />
      </Fieldset>
    </>
  )
}
