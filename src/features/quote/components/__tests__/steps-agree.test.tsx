import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { QuoteForm, WizardMode } from '../../form/model'
import { CheckAnswers } from '../check/check-answers'
import { STEPS } from '../../form/steps'
import { CoverageStep } from '../steps/coverage-step'
import { LossesStep } from '../steps/losses-step'
import { OperationsStep } from '../steps/operations-step'
import { answersForToday, InWizard, type Wizardry } from './wizard-harness'

function renderIn(children: React.ReactNode, change: (values: QuoteForm) => void = () => {}, mode: WizardMode = 'quote') {
  const values = answersForToday()
  change(values)
  let wizardry: Wizardry | undefined
  render(
    <InWizard values={values} touched={() => {}} mode={mode} expose={(exposed) => (wizardry = exposed)}>
      {children}
    </InWizard>,
  )
  return () => wizardry!.form.getValues()
}

const pip = () => screen.getByRole('checkbox', { name: 'Personal injury protection (PIP)' })

describe('steps whose answers agree with each other (issue 39)', () => {
  it('offers PIP only where it is offered: elsewhere it cannot be ticked, and says why at once', () => {
    renderIn(<CoverageStep />, (values) => (values.garage.state = 'NC'))
    expect(pip()).toBeDisabled()
    expect(pip()).toHaveAccessibleDescription('Not offered for this garage in North Carolina: only in Minnesota, New Jersey, Pennsylvania and Texas.')
  })

  it('lets a tick left from another garage be cleared, and asks for it at once', () => {
    renderIn(<CoverageStep />, (values) => Object.assign(values.coverage, { pip: true }))
    expect(pip()).toBeEnabled()
    expect(pip()).toHaveAccessibleDescription(/^Not offered for this garage in Georgia: .* Untick it to continue\.$/)
    fireEvent.click(pip())
    expect(pip()).toBeDisabled()
  })

  it('asks a quote for its broker fees, an indication for none', () => {
    renderIn(<CoverageStep />)
    expect(screen.getByLabelText('Broker fee for AL (optional)')).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Which coverages does the insured want?' })).toHaveAccessibleDescription(/A broker fee is in dollars/)
  })

  it('asks an indication for no broker fee (it is priced before fees)', () => {
    renderIn(<CoverageStep />, () => {}, 'indication')
    expect(screen.queryByLabelText(/^Broker fee/)).toBeNull()
    expect(screen.getByRole('group', { name: 'Which coverages does the insured want?' })).toHaveAccessibleDescription('Select all that apply.')
  })

  it('turns on "Some loads need refrigeration" when refrigerated freight is ticked', () => {
    const values = renderIn(<OperationsStep />, (form) =>
      Object.assign(form, { refrigeration: false, operations: { ...form.operations, kinds: { ...form.operations.kinds, refrigerated: false } } }),
    )
    fireEvent.click(screen.getByRole('checkbox', { name: 'Refrigerated freight' }))
    expect(values().refrigeration).toBe(true)
    expect(screen.getByRole('checkbox', { name: 'Oversize or overweight loads' })).toBeInTheDocument()
  })

  it('says that a loss year of the last 3 not entered counts as no claims, on the step and the check page', () => {
    renderIn(
      <>
        <LossesStep />
        <CheckAnswers steps={STEPS.filter((step) => step.id === 'losses')} changeHref={() => ''} carriedFrom={null} />
      </>,
      (values) => (values.losses = values.losses.slice(0, 1)),
    )
    expect(screen.getByText(/Of the last 3 years, those not entered are sent as no claims\./)).toBeInTheDocument()
    const notEntered = screen.getByText('Years not entered').parentElement!
    expect(within(notEntered).getAllByText(/^Policy year ending .+: no claims$/)).toHaveLength(2)
  })
})

describe('the check page of a quote carried from an indication (issue 39)', () => {
  it('says what stayed with the indication and the figure that changes', () => {
    renderIn(
      <CheckAnswers steps={STEPS.filter((step) => step.id === 'coverage')} changeHref={() => ''} carriedFrom="BR-30002" />,
      (values) => (values.limits.ALLimit = 2_000_000),
    )
    const notCarried = screen.getByRole('region', { name: 'Not carried from indication BR-30002' })
    expect(notCarried).toHaveTextContent('A quote request has no place for these answers of the indication.')
    expect(within(notCarried).getByText('Auto liability limit').nextElementSibling).toHaveTextContent(
      'Indication: $2,000,000This quote: $1,000,000, which the service sets',
    )
  })
})
