import { describe, expect, it } from 'vitest'
import { discardEditDraft, loadEditDraft, saveEditDraft } from '../edit-drafts'
import { DRIVER_ADDITION } from '../forms/add-driver'
import { emptyUpdateVehicleForm } from '../forms/update-vehicle'

const AGENT = 'agent@blueridge.example'
const BR_10002 = { displayId: 'BR-10002', transactionId: 1 }
/** Drafts expire 30 days after their last save, so they are saved on the run's own clock. */
const NOW = new Date().toISOString()

describe('edit drafts', () => {
  it('are kept per account, submission transaction and form, and read back over the empty form', () => {
    const typed = DRIVER_ADDITION.empty()
    typed.driver.firstName = 'Marisol'
    typed.driver.yearsExperience = '12,5'
    expect(saveEditDraft(AGENT, BR_10002, 'add-driver', typed, NOW)).toBe(true)
    expect(loadEditDraft(AGENT, BR_10002, 'add-driver', DRIVER_ADDITION.empty())).toEqual({ values: typed, savedAt: NOW, sentAt: null })
    expect(loadEditDraft(AGENT, BR_10002, 'add-trailer', {})).toBeNull()
    expect(loadEditDraft(AGENT, { displayId: 'BR-10002', transactionId: 2 }, 'add-driver', DRIVER_ADDITION.empty())).toBeNull()
    expect(loadEditDraft('underwriter@blueridge.example', BR_10002, 'add-driver', DRIVER_ADDITION.empty())).toBeNull()
  })

  it('give a form of the right shape from a draft of another shape, and go when discarded', () => {
    saveEditDraft(AGENT, BR_10002, 'update-vehicle', { vehicleId: 7004, vehicle: { make: 'Kenworth', colour: 'red', year: true } }, NOW)
    const restored = loadEditDraft(AGENT, BR_10002, 'update-vehicle', emptyUpdateVehicleForm())
    expect(restored?.values).toEqual({ vehicleChoice: '', vehicleId: 7004, vehicle: { ...emptyUpdateVehicleForm().vehicle, make: 'Kenworth' } })
    discardEditDraft(AGENT, BR_10002, 'update-vehicle')
    expect(loadEditDraft(AGENT, BR_10002, 'update-vehicle', emptyUpdateVehicleForm())).toBeNull()
  })

  it('say when they were sent, while no answer has said what became of them', () => {
    const typed = DRIVER_ADDITION.empty()
    saveEditDraft(AGENT, BR_10002, 'add-driver', typed, NOW, NOW)
    expect(loadEditDraft(AGENT, BR_10002, 'add-driver', DRIVER_ADDITION.empty())?.sentAt).toBe(NOW)
  })

  it('read a draft kept by the earlier portal (version 1: the values alone) as unsent', () => {
    const values = { driver: { firstName: 'Marisol' } }
    localStorage.setItem(
      `portal.workspace.edit-draft.${AGENT}/BR-10002/1/add-driver`,
      JSON.stringify({ version: 1, savedAt: NOW, expiresAt: null, data: values }),
    )
    const restored = loadEditDraft(AGENT, BR_10002, 'add-driver', DRIVER_ADDITION.empty())
    expect(restored).toMatchObject({ savedAt: NOW, sentAt: null })
    expect(restored?.values.driver.firstName).toBe('Marisol')
  })
})
