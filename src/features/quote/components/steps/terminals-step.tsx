import { memo } from 'react'
import { emptyAddress } from '../../form/model'
import { AddressFields } from '@/components/form/address-fields'
import { RowFrame, type RowProps } from '@/components/form/row-list'
import { RowList } from '../quote-fields'

const TerminalRow = memo(function TerminalRow({ index, onRemove }: RowProps) {
  return (
    <RowFrame legend={`Terminal ${index + 1}`} index={index} onRemove={onRemove}>
      <AddressFields base={`terminals.${index}`} />
    </RowFrame>
  )
})

export function TerminalsStep() {
  return (
    <>
      <p className="text-slate-800">Other yards or terminals where trucks are kept, besides the garage.</p>
      <RowList
        name="terminals"
        label="Terminals"
        Row={TerminalRow}
        newRow={emptyAddress}
        addLabel={{ first: 'Add a terminal', more: 'Add another terminal' }}
        empty="No terminals. Continue if the trucks are kept only at the garage."
      />
    </>
  )
}
