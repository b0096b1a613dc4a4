import { useValueUnder } from '@/components/form/edited-values'
import { RADIUS_KEYS, type QuoteForm } from '../../form/model'
import { RADIUS_LABELS } from '../labels'
import { LazyCensusHint } from '../census/lazy-census'
import { ShareTotal } from './share-total'
import { Fieldset } from '@/components/form/fieldset'
import { TextField } from '../quote-fields'

function RadiusTotal() {
  const radius = useValueUnder<QuoteForm['radius']>('radius', 'input')
  return <ShareTotal values={RADIUS_KEYS.map((key) => radius[key])} />
}

export function RadiusStep() {
  return (
    <Fieldset
      legend="What share of the driving is in each distance from the garage?"
      hint="In percent, together 100. Leave a box empty for none."
      anchor="radius"
      optionalFields
    >
      <LazyCensusHint topic="radius" />
      <div className="grid gap-5 sm:grid-cols-2">
        {RADIUS_KEYS.map((key) => (
          <TextField key={key} name={`radius.${key}`} label={RADIUS_LABELS[key]} kind="decimal" suffix="%" width="xs" />
        ))}
      </div>
      <RadiusTotal />
    </Fieldset>
  )
}
