// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { openedWizard, stepsShown, wizardReducer, type Asked, type WizardEvent, type WizardState } from '../wizard-state'

type Opening = Parameters<typeof openedWizard>[0]
const opened = ({ agencyType = '', carriedFrom, ...changes }: Partial<Omit<Opening, 'origin'> & Opening['origin']> = {}) =>
  openedWizard({ draftId: 'd1', step: 'insured', reached: 'insured', origin: { agencyType, carriedFrom }, ...changes })
const run = (state: WizardState, ...events: WizardEvent[]) => events.reduce(wizardReducer, state)
const asked = (changes: Partial<Asked> = {}): Asked => ({ mode: 'quote', step: 'insured', returnToCheck: false, agencyType: '', ...changes })
const declined: WizardEvent = { type: 'send stopped', problem: { kind: 'declined', message: 'Ineligible operations' } }

describe('the wizard as data', () => {
  it('opens on the draft’s step and the step it reached, with its notice above the first page', () => {
    const state = opened({ step: 'vehicles', reached: 'drivers', agencyType: 'retail' })
    expect(state).toMatchObject({ draftId: 'd1', reached: 'drivers', openedAgencyType: 'retail', noticeStep: 'vehicles', summaryTurn: 0, sendProblem: null })
  })

  it('keeps the furthest step reached: going back and on again does not lower it', () => {
    const state = run(opened(), { type: 'step reached', step: 'coverage' }, { type: 'step reached', step: 'addresses' })
    expect(state.reached).toBe('coverage')
  })

  it('turns the summary’s focus again each time a Continue finds problems, and nothing else', () => {
    const before = opened()
    const after = run(before, { type: 'problems found' }, { type: 'problems found' })
    expect(after).toEqual({ ...before, summaryTurn: 2 })
  })

  it('follows the draft to the id it moved to', () => {
    expect(run(opened(), { type: 'draft moved', draftId: 'd2' }).draftId).toBe('d2')
  })

  it('asks before a discard; kept, nothing changes', () => {
    const asking = run(opened(), { type: 'discard asked' })
    expect(asking.confirmingDiscard).toBe(true)
    expect(run(asking, { type: 'discard cancelled' })).toEqual(opened())
  })

  it('starts again on a discard: the first step, no notice, carried from nothing, the fields drawn anew, no send problem', () => {
    const carried = opened({ step: 'vehicles', reached: 'check', carriedFrom: 'BR-30002' })
    expect(carried.carriedFrom).toBe('BR-30002')
    const state = run(carried, declined, { type: 'discard asked' }, { type: 'discarded' })
    expect(state).toMatchObject({
      draftId: 'd1',
      reached: 'insured',
      noticeStep: null,
      carriedFrom: null,
      confirmingDiscard: false,
      generation: 1,
      sendProblem: null,
    })
  })

  it('says what stopped a send until the next send begins', () => {
    const stopped = run(opened(), { type: 'send began' }, declined)
    expect(stopped.sendProblem).toEqual({ kind: 'declined', message: 'Ineligible operations' })
    expect(run(stopped, { type: 'send began' }).sendProblem).toBeNull()
  })
})

describe('which step the wizard shows', () => {
  const reachedLimits = opened({ reached: 'limits' })

  it('shows the step asked for once it is reached, else the furthest reached', () => {
    expect(stepsShown(opened({ reached: 'radius' }), asked({ step: 'operations' })).current).toBe('operations')
    expect(stepsShown(opened({ reached: 'radius' }), asked({ step: 'vehicles' })).current).toBe('radius')
  })

  it('continues to the next step shown, or back to the check page from a Change link once it was reached', () => {
    expect(stepsShown(opened({ reached: 'check' }), asked({ step: 'cargo' })).next).toBe('terminals')
    expect(stepsShown(opened({ reached: 'check' }), asked({ step: 'cargo', returnToCheck: true })).next).toBe('check')
    expect(stepsShown(opened({ reached: 'drivers' }), asked({ step: 'cargo', returnToCheck: true })).returnToCheck).toBe(false)
  })

  it('asks a quick indication for the limits, not the schedule', () => {
    const { steps, current, index } = stepsShown(reachedLimits, asked({ mode: 'indication', step: 'limits' }))
    expect(steps.map((step) => step.id)).not.toContain('vehicles')
    expect(current).toBe('limits')
    expect(steps[index - 1]?.id).toBe('retail-agent')
  })

  it('leaves out the retail agent step for an account known to be retail, unless it says wholesale now or asks for the step', () => {
    const retail = opened({ reached: 'check', agencyType: 'retail' })
    const ids = (state: WizardState, changes: Partial<Asked>) => stepsShown(state, asked(changes)).steps.map((step) => step.id)
    expect(ids(retail, { agencyType: 'retail' })).not.toContain('retail-agent')
    expect(ids(retail, { agencyType: 'wholesale' })).toContain('retail-agent')
    expect(ids(retail, { agencyType: 'retail', step: 'retail-agent' })).toContain('retail-agent')
    expect(ids(opened({ reached: 'check', agencyType: '' }), { agencyType: 'retail' })).toContain('retail-agent')
  })

  it('counts a hidden step reached as where it would be in the indicator', () => {
    const retail = opened({ reached: 'retail-agent', agencyType: 'retail' })
    expect(stepsShown(retail, asked({ agencyType: 'retail', step: 'check' })).reached).toBe('losses')
  })
})
