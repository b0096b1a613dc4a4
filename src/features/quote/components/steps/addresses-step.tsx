import { useWatch } from 'react-hook-form'
import { useWizard } from '../wizard-context'
import { AddressFields } from '@/components/form/address-fields'
import { Fieldset } from '@/components/form/fieldset'
import { CheckField } from '../quote-fields'

/** Mailing and shipping addresses: the same as the garage unless the switch is turned off. */
function CopyableAddress({ part, legend, hint }: { part: 'mailing' | 'shipping'; legend: string; hint: string }) {
  const { form } = useWizard()
  const same = useWatch({ control: form.control, name: `${part}.sameAsGarage` })
  return (
    <Fieldset legend={legend} hint={hint}>
      <CheckField name={`${part}.sameAsGarage`} label="Same as the garage address" variant="switch" />
      {!same && <AddressFields base={part} autoCompleteSection={part} />}
    </Fieldset>
  )
}

export function AddressesStep() {
  const { mode } = useWizard()
  return (
    <>
      <Fieldset legend="Garage address" hint="Where the trucks are kept. Its state sets the rating, the taxes and whether PIP is offered.">
        <AddressFields base="garage" autoCompleteSection="garage" />
      </Fieldset>
      <CopyableAddress part="mailing" legend="Mailing address" hint="Where the carrier sends letters and documents." />
      {mode === 'indication' && (
        <CopyableAddress part="shipping" legend="Shipping address" hint="Where equipment for the insured, such as dash cameras, is sent." />
      )}
    </>
  )
}
