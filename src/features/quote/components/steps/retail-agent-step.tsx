import { useWatch } from 'react-hook-form'
import { useWizard } from '../wizard-context'
import { AddressFields } from '@/components/form/address-fields'
import { Fieldset } from '@/components/form/fieldset'
import { RadioField, TextField } from '../quote-fields'

const AGENCY_TYPES = [
  { value: 'wholesale', label: 'Yes, we are a wholesale broker', hint: 'You will name the retail agent below.' },
  { value: 'retail', label: 'No, we are the retail agency', hint: 'Nothing more to enter here.' },
]

export function RetailAgentStep() {
  const { form } = useWizard()
  const agencyType = useWatch({ control: form.control, name: 'agencyType' })
  return (
    <>
      <RadioField
        name="agencyType"
        legend="Does your agency place this business for a retail agency?"
        hint="Wholesale brokers must name the retail agent. Your answer is remembered for your account on this device."
        options={AGENCY_TYPES}
      />
      {agencyType === 'wholesale' && (
        <Fieldset legend="The retail agent">
          <TextField name="retailAgent.agencyName" label="Retail agency name" />
          <div className="flex flex-wrap gap-x-6 gap-y-5">
            <TextField name="retailAgent.firstName" label="Agent's first name" width="md" />
            <TextField name="retailAgent.lastName" label="Agent's last name" width="md" />
          </div>
          <TextField name="retailAgent.phone" label="Phone number" kind="tel" width="sm" />
          <TextField name="retailAgent.email" label="E-mail address" kind="email" width="md" />
          <AddressFields base="retailAgent" optional county={false} />
        </Fieldset>
      )}
    </>
  )
}
