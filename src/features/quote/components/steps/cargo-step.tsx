import { memo } from 'react'
import { COMMODITIES } from '@/contract/quote-enums'
import { useValueUnder } from '@/components/form/edited-values'
import { emptyCommodity, type QuoteForm } from '../../form/model'
import { LazyCensusHint } from '../census/lazy-census'
import { ShareTotal } from './share-total'
import { Fieldset } from '@/components/form/fieldset'
import { RowFrame, type RowProps } from '@/components/form/row-list'
import { CheckField, RowList, SelectField, TextField } from '../quote-fields'

const CommodityRow = memo(function CommodityRow({ index, onRemove }: RowProps) {
  return (
    <RowFrame legend={`Commodity ${index + 1}`} index={index} onRemove={onRemove}>
      <div className="flex flex-wrap items-start gap-x-6 gap-y-5">
        <SelectField name={`commodities.${index}.commodity`} label="Commodity" options={COMMODITIES} />
        <TextField name={`commodities.${index}.percentage`} label="Share of loads" kind="decimal" suffix="%" width="xs" />
      </div>
    </RowFrame>
  )
})

function CommodityTotal() {
  const commodities = useValueUnder<QuoteForm['commodities']>('commodities', 'input')
  return <ShareTotal values={commodities.map((row) => row.percentage)} />
}

export function CargoStep() {
  return (
    <>
      <Fieldset legend="Commodities" hint="Each commodity with its share of the loads, in percent, together 100.">
        <LazyCensusHint topic="cargo" />
        <RowList
          name="commodities"
          label="Commodities"
          Row={CommodityRow}
          newRow={emptyCommodity}
          addLabel={{ first: 'Add a commodity', more: 'Add another commodity' }}
          empty="No commodities yet."
        />
        <CommodityTotal />
      </Fieldset>
      <CheckField name="refrigeration" label="Some loads need refrigeration" hint="Reefer units or temperature-controlled cargo." variant="switch" />
    </>
  )
}
