import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signIn } from '@/api/session/sign-in'
import { addAmounts, formatUsd } from '@/generic/money'
import { installSandboxFetch, type InProcessSandbox } from '@/test/sandbox-fetch'
import { TaxCalculatorPage } from '../components/tax-calculator-page'

let api: InProcessSandbox

function renderCalculator(address = '/tax-calculator') {
  const router = createMemoryRouter([{ path: '/tax-calculator', Component: TaxCalculatorPage }], { initialEntries: [address] })
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

beforeEach(async () => {
  api = installSandboxFetch()
  await signIn('agent@blueridge.example', 'Sandbox-Pass-1')
})
afterEach(() => vi.unstubAllGlobals())

const calculations = () => api.requests.filter((request) => request === 'POST /v1/submission/tax-calculations')

describe('TaxCalculatorPage', () => {
  it('calculates from a prefilled address, once', async () => {
    renderCalculator('/tax-calculator?state=TX&effective_date=2026-12-01&coverage_type=AL&premium=12500.00')
    expect(await screen.findByTestId('tax-total', {}, { timeout: 3000 })).toHaveTextContent('$611.25')
    expect(calculations()).toHaveLength(1)
  })

  it('says a result in words that stand alone, and says that the figures went when a value stops making a request', async () => {
    const user = userEvent.setup()
    renderCalculator('/tax-calculator?state=TX&effective_date=2026-12-01&coverage_type=AL&premium=12500.00')
    const status = screen.getByTestId('tax-status')
    expect(status).toHaveAttribute('aria-live', 'polite')
    await waitFor(() => expect(status).toHaveTextContent(/^Texas, Auto liability: total with taxes and fees \$13,111\.25\.$/), { timeout: 3000 })
    await user.type(screen.getByLabelText('Premium'), 'x')
    // Said once typing pauses, as the field's own problem is.
    await waitFor(() => expect(status).toHaveTextContent(/^No figures until the premium is corrected\.$/), { timeout: 3000 })
    expect(screen.queryByTestId('tax-total')).toBeNull()
  })

  it('says how the quote’s broker fee was treated, and adds it to the insured’s total untaxed (ADR 0052)', async () => {
    renderCalculator('/tax-calculator?state=TX&effective_date=2026-12-01&coverage_type=AL&premium=12500.00&insurer_fees=300.00&broker_fee=250.00')
    expect(screen.getByTestId('broker-fee-note')).toHaveTextContent('The quote’s broker fee of $250.00 is added to the insured’s total untaxed.')
    expect(screen.getByLabelText(/Insurer’s fees and charges/)).toHaveValue('300.00')
    expect(screen.getByLabelText('Premium')).toHaveValue('12,500.00')
    const total = await screen.findByTestId('insured-total', {}, { timeout: 3000 })
    const taxes = screen.getByTestId('tax-total').textContent!.replace(/[^\d.]/g, '')
    expect(total).toHaveTextContent(formatUsd(addAmounts(['12500.00', '300.00', '250.00', taxes])))
    expect(screen.getByRole('rowheader', { name: 'Broker fee from the quote, not taxed here' })).toBeVisible()
  })

  it('leads with what it works out, and leaves what the calculation assumes to its assumptions, said once (issue 39)', async () => {
    renderCalculator('/tax-calculator?state=TX&effective_date=2026-12-01&coverage_type=AL&premium=12500.00')
    await screen.findByTestId('tax-total', {}, { timeout: 3000 })
    const lead = screen.getByRole('heading', { level: 1 }).nextElementSibling?.textContent ?? ''
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(/home state.*non-admitted/)
    expect(lead).not.toMatch(/home state|non-admitted|surplus lines/i)
  })

  it('sends one request for a figure typed quickly, with the amount as the contract wants it', async () => {
    const user = userEvent.setup()
    renderCalculator('/tax-calculator?state=TX&effective_date=2026-12-01&coverage_type=AL')
    const sent: unknown[] = []
    const sandboxFetch = globalThis.fetch
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/tax-calculations')) sent.push(JSON.parse(String(init?.body)))
      return sandboxFetch(input, init)
    })
    await user.type(screen.getByLabelText('Premium'), '1,250.5')
    expect(await screen.findByTestId('tax-total', {}, { timeout: 3000 })).toHaveTextContent('$61.15')
    expect(sent).toEqual([expect.objectContaining({ premium: '1250.50', policy_fee: '0.00', underwriting_fee: '0.00' })])
  })

  it('lists the problems in a summary that takes focus when Calculate finds them', async () => {
    const user = userEvent.setup()
    renderCalculator('/tax-calculator?state=TX&effective_date=2026-12-01&coverage_type=AL')
    await user.type(screen.getByLabelText('Premium'), '12.345')
    await user.type(screen.getByLabelText(/Insurer’s fees and charges/), '-5')
    await user.click(screen.getByRole('button', { name: 'Calculate' }))
    const summary = await screen.findByRole('region', { name: 'There is a problem' })
    await waitFor(() => expect(summary).toHaveFocus())
    expect(within(summary).getByRole('link', { name: 'The insurer’s fees and charges cannot be negative' })).toHaveAttribute('href', '#fees')
    expect(within(summary).getByRole('link', { name: /at most 2 decimals/ })).toHaveAttribute('href', '#premium')
  })
})
