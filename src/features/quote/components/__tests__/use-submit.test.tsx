import { act, renderHook, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signIn } from '@/api/session/sign-in'
import { installSandboxFetch, type InProcessSandbox } from '@/test/sandbox-fetch'
import { rememberedAgencyType } from '../../form/agency-type'
import { createIssueStore } from '../../form/issue-store'
import type { QuoteForm } from '../../form/model'
import { visibleSteps } from '../../form/steps'
import { useSubmit } from '../use-submit'
import { answersForToday, QueryWrapper } from './wizard-harness'

const PASSWORD = 'Sandbox-Pass-1'
let api: InProcessSandbox

beforeEach(() => {
  api = installSandboxFetch()
})
afterEach(() => vi.unstubAllGlobals())

function renderSubmit(account: string, values: QuoteForm) {
  const showProblems = vi.fn()
  const sent = vi.fn()
  const touched = vi.fn()
  const dispatch = vi.fn()
  const { result } = renderHook(
    () => {
      const form = useForm<QuoteForm>({ defaultValues: values })
      const [issues] = useState(createIssueStore)
      const steps = visibleSteps({ mode: 'quote', showRetailAgent: true }).filter((step) => step.id !== 'check')
      return { form, issues, submission: useSubmit({ mode: 'quote', account, form, issues, steps, showProblems, sent, touched, dispatch }) }
    },
    { wrapper: QueryWrapper },
  )
  return { result, showProblems, sent, touched, dispatch }
}

const quote422 = (errors: Record<string, string[]>) =>
  api.sandbox.store.faults.push({ method: 'POST', path: '/v1/quote', status: 422, body: { message: 'The quote request is not valid.', errors }, remaining: 1 })

describe('useSubmit', () => {
  it('puts a 422 on its fields, opens the first step with a problem, and keeps what has no field', async () => {
    const account = 'agent@blueridge.example'
    await signIn(account, PASSWORD)
    const { result, showProblems, sent } = renderSubmit(account, { ...answersForToday(), agencyType: 'retail' })
    quote422({
      'drivers.1.dateOfBirth': ['This date of birth does not match the license'],
      'vehicles.0.vin': ['This VIN is insured on another active policy'],
      somethingUnknown: ['Refused'],
    })
    act(() => result.current.submission.submit())
    await waitFor(() => expect(showProblems).toHaveBeenCalledWith('vehicles'))
    const { issues } = result.current
    expect(issues.get('vehicles.0.vin')?.message).toBe('This VIN is insured on another active policy')
    expect(issues.get('drivers.1.dateOfBirth')?.message).toBe('This date of birth does not match the license')
    expect(issues.snapshot().loose).toEqual([{ wirePath: 'somethingUnknown', message: 'Refused', step: null }])
    expect(sent).not.toHaveBeenCalled()

    // Sent again, the browser's checks find nothing: the service's problems go, the quote is sent.
    act(() => result.current.submission.submit())
    expect(issues.snapshot()).toEqual({ fields: new Map(), loose: [] })
    await waitFor(() => expect(sent).toHaveBeenCalledWith(expect.objectContaining({ kind: 'quote', status: 'Quoted', insuredName: 'Peach State Freight LLC' })))
    // The broker fees the request carried, for the tax calculation to leave out (ADR 0052).
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ brokerFees: { AL: '250.00', APD: '100.50' } }))
  })

  it('lets the service overrule an agency that said it was retail, and remembers it is wholesale', async () => {
    const account = 'agent@summit.example'
    await signIn(account, PASSWORD)
    const { result, showProblems, touched } = renderSubmit(account, { ...answersForToday(), agencyType: 'retail' })
    act(() => result.current.submission.submit())
    await waitFor(() => expect(showProblems).toHaveBeenCalledWith('retail-agent'))
    expect(result.current.form.getValues('agencyType')).toBe('wholesale')
    expect(rememberedAgencyType(account)).toBe('wholesale')
    expect(touched).toHaveBeenCalled()
    // The service's message sits on the agency question, which the retail agent step opens with.
    expect(result.current.issues.get('agencyType')?.message).toMatch(/retail/i)
  })

  it('says a decline in words and sends nothing on', async () => {
    const account = 'agent@blueridge.example'
    await signIn(account, PASSWORD)
    const values = answersForToday()
    values.operations.ineligible = true
    const { result, sent, dispatch } = renderSubmit(account, values)
    act(() => result.current.submission.submit())
    expect(dispatch).toHaveBeenCalledWith({ type: 'send began' })
    await waitFor(() =>
      expect(dispatch).toHaveBeenLastCalledWith({
        type: 'send stopped',
        problem: { kind: 'declined', message: expect.stringContaining('ineligible operations') as string },
      }),
    )
    expect(sent).not.toHaveBeenCalled()
  })

  it('sends one quote for Get the quote pressed twice before anything is drawn (issue 18: a double click made two)', async () => {
    const account = 'agent@blueridge.example'
    await signIn(account, PASSWORD)
    const { result, sent } = renderSubmit(account, answersForToday())
    act(() => {
      result.current.submission.submit()
      result.current.submission.submit()
    })
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1))
    expect(api.requests.filter((request) => request === 'POST /v1/quote')).toHaveLength(1)
  })
})
