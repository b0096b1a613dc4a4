import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { FormKit } from '@/components/form/form-kit'
import type { ChoiceColumn } from '@/domain/fleet/one-answer-for-many'
import { ListOneAnswerForMany } from '../list-one-answer-for-many'
import { liveRegionTexts } from '@/test/live-regions'

interface Fleet {
  vehicles: { classKey: string; bodyType: string }[]
}

const COLUMNS: readonly ChoiceColumn[] = [
  { key: 'classKey', label: 'Weight class', options: [['8', 'Class 8']] },
  { key: 'bodyType', label: 'Body type', options: [['tractor', 'Tractor']] },
]

function FleetForm({ vehicles, expose }: { vehicles: Fleet['vehicles']; expose: (form: UseFormReturn<Fleet>) => void }) {
  const form = useForm<Fleet>({ defaultValues: { vehicles } })
  expose(form)
  return (
    <FormKit form={form}>
      <ListOneAnswerForMany list="vehicles" noun="vehicles" columns={COLUMNS} />
    </FormKit>
  )
}

describe('one answer for many vehicles', () => {
  it('sets the chosen value on every vehicle without one, says what it did, and leaves the others', async () => {
    let form: UseFormReturn<Fleet> | undefined
    const vehicles = [
      { classKey: '', bodyType: '' },
      { classKey: '7', bodyType: '' },
      { classKey: '', bodyType: 'tractor' },
    ]
    render(<FleetForm vehicles={vehicles} expose={(exposed) => (form = exposed)} />)
    const box = screen.getByRole('group', { name: 'One answer for many vehicles' })
    expect(box).toHaveTextContent('Weight class: 2 vehicles without one. Body type: 2 vehicles without one.')
    await userEvent.click(screen.getByRole('button', { name: 'Set on every vehicle without one' }))
    expect(liveRegionTexts(box)).toContain('Choose a value first.')
    await userEvent.selectOptions(screen.getByLabelText('Weight class'), '8')
    await userEvent.selectOptions(screen.getByLabelText('Body type'), 'tractor')
    await userEvent.click(screen.getByRole('button', { name: 'Set on every vehicle without one' }))
    expect(liveRegionTexts(box)).toContain('Class 8 set on 2 vehicles; Tractor set on 2 vehicles.')
    expect(form?.getValues('vehicles')).toEqual([
      { classKey: '8', bodyType: 'tractor' },
      { classKey: '7', bodyType: 'tractor' },
      { classKey: '8', bodyType: 'tractor' },
    ])
    // Every vehicle has both now; the box stays, once used, to say what it did.
    expect(box).toHaveTextContent('Weight class: 0 vehicles without one. Body type: 0 vehicles without one.')
  })

  it('is not shown while fewer than two vehicles lack an answer', () => {
    render(<FleetForm vehicles={[{ classKey: '', bodyType: '' }]} expose={() => undefined} />)
    expect(screen.queryByRole('group', { name: 'One answer for many vehicles' })).toBeNull()
  })
})
