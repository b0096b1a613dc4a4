import { useId } from 'react'
import { inputClassName } from '@/components/form/field'
import { DELIVERY_STATE_LABELS, type DeliveryFilter, type DeliveryState } from '../deliveries'

const STATES = Object.keys(DELIVERY_STATE_LABELS) as DeliveryState[]
const ALL = ''

interface FilterSelectProps {
  label: string
  value: string
  /** Value and words of each choice, the first meaning "all". */
  options: readonly (readonly [string, string])[]
  onChange: (value: string) => void
}

function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  const id = useId()
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <select id={id} className={`${inputClassName} max-w-72`} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([optionValue, words]) => (
          <option key={optionValue} value={optionValue}>
            {words}
          </option>
        ))}
      </select>
    </div>
  )
}

interface LedgerFiltersProps {
  subscriptions: readonly { id: number; url: string }[]
  filter: DeliveryFilter
  onChange: (filter: DeliveryFilter) => void
}

/** Narrows the ledger to one subscription, one state, or both; the list follows as a choice is made. */
export function LedgerFilters({ subscriptions, filter, onChange }: LedgerFiltersProps) {
  return (
    <div className="flex flex-wrap gap-4">
      <FilterSelect
        label="Subscription"
        value={filter.subscriptionId === null ? ALL : String(filter.subscriptionId)}
        options={[[ALL, 'All subscriptions'], ...subscriptions.map(({ id, url }) => [String(id), `${id} · ${url}`] as const)]}
        onChange={(value) => onChange({ ...filter, subscriptionId: value === ALL ? null : Number(value) })}
      />
      <FilterSelect
        label="State"
        value={filter.state ?? ALL}
        options={[[ALL, 'Any state'], ...STATES.map((state) => [state, DELIVERY_STATE_LABELS[state]] as const)]}
        onChange={(value) => onChange({ ...filter, state: value === ALL ? null : (value as DeliveryState) })}
      />
    </div>
  )
}
