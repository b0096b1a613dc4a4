import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiRequest } from '@/api/client'
import { quoteResponseSchema } from '@/contract/quote'
import type { SubmissionRecord } from '@/domain/recent-submissions'
import { signIn } from '@/api/session/sign-in'
import { addAmounts, formatUsd } from '@/generic/money'
import { insuredTotals } from '@/domain/taxes/insured-totals'
import { installSandboxFetch, type InProcessSandbox } from '@/test/sandbox-fetch'
import { texasFleetQuote } from '../../../../../sandbox/__tests__/quote-fixture'
import { CoverageTaxes } from '../coverage-taxes'
import { InsuredPrintout } from '../insured-printout'

let api: InProcessSandbox

beforeEach(async () => {
  api = installSandboxFetch()
  await signIn('agent@blueridge.example', 'Sandbox-Pass-1')
})
afterEach(() => vi.unstubAllGlobals())

async function quotedRecord(): Promise<SubmissionRecord> {
  const now = new Date()
  const quote = await apiRequest({ method: 'POST', path: '/quote', body: texasFleetQuote(now), responseSchema: quoteResponseSchema })
  return {
    kind: 'quote',
    submissionNumber: quote.submission_number,
    status: quote.status,
    coverages: quote.coverages,
    quotePdf: quote.quote_pdf,
    receivedAt: now.toISOString(),
    insuredName: 'Lone Star Haulers LLC',
    garageState: 'TX',
    effectiveDate: '2026-12-01',
    brokerFees: BROKER_FEES,
  }
}

/** The broker fees of the Texas fleet's request (sandbox/__tests__/quote-fixture.ts), as the wizard records them. */
const BROKER_FEES: Record<string, string> = { AL: '350.00', APD: '150.00', MTC: '100.00' }

function renderTaxes(record: SubmissionRecord) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <CoverageTaxes record={record} />
          <InsuredPrintout record={record} />
        </>
      ),
    },
  ])
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

const sentCalculations = () => api.requests.filter((request) => request === 'POST /v1/submission/tax-calculations')

// A quote and three calculations through the in-process sandbox: room for a busy machine.
describe('the taxes of every quoted coverage', { timeout: 20_000 }, () => {
  it('calculates each coverage once, one after another, and adds a grand total for the insured', async () => {
    const record = await quotedRecord()
    const sent: unknown[] = []
    let inFlight = 0
    let mostAtOnce = 0
    const sandboxFetch = globalThis.fetch
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).endsWith('/tax-calculations')) return sandboxFetch(input, init)
      sent.push(JSON.parse(String(init?.body)))
      mostAtOnce = Math.max(mostAtOnce, (inFlight += 1))
      try {
        return await sandboxFetch(input, init)
      } finally {
        inFlight -= 1
      }
    })
    renderTaxes(record)
    const total = await screen.findByTestId('grand-total', {}, { timeout: 15_000 })
    await vi.waitFor(() => expect(total).not.toHaveTextContent('…'), { timeout: 15_000 })
    expect(screen.getByTestId('result-taxes-status')).toHaveTextContent('Taxes and fees calculated for every coverage.')
    expect(sentCalculations()).toHaveLength(3)
    expect(sent.map((body) => (body as { coverage_type: string }).coverage_type)).toEqual(['AL', 'APD', 'MTC'])
    expect(mostAtOnce).toBe(1)

    // Each coverage is taxed on its premium and the insurer's fees (policy fee): the total cost less the broker fee asked for (ADR 0052).
    for (const body of sent as { coverage_type: string; premium: string; policy_fee: string; underwriting_fee: string }[]) {
      const result = record.coverages[body.coverage_type.toLowerCase()]!
      expect(addAmounts([body.premium, body.policy_fee, BROKER_FEES[body.coverage_type]!])).toBe(result.totalCost.toFixed(2))
      expect(body.underwriting_fee).toBe('0.00')
    }
    const section = screen.getByRole('region', { name: 'Taxes and fees for the insured' })
    const rows = within(section)
      .getAllByRole('row')
      .filter((row) => within(row).queryByRole('rowheader', { name: /\((AL|APD|MTC)\)$/ }))
    expect(rows).toHaveLength(3)
    // Each coverage's total with taxes is its total cost plus its taxes: the broker fee, in the total cost, is not taxed.
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/[^\d.]/g, '') ?? '')
    for (const [index, code] of ['al', 'apd', 'mtc'].entries()) {
      const [totalCost, taxes, withTaxes] = cells(rows[index]!)
      expect(totalCost).toBe(record.coverages[code]!.totalCost.toFixed(2))
      expect(withTaxes).toBe(addAmounts([totalCost!, taxes!]))
    }
    expect(total).toHaveTextContent(formatUsd(addAmounts(rows.map((row) => cells(row)[2]!))))
    expect(
      screen.getByText(/on each coverage’s premium and insurer’s fees\. The broker fee is not taxed here: the tax calculation has no input for it\.$/),
    ).toBeVisible()
    expect(screen.getAllByRole('table', { name: /^Taxes and fees: / })).toHaveLength(3)

    // The page for the insured (issue 39) reads the same calculations, sends none of its own, and says the same totals.
    expect(sentCalculations()).toHaveLength(3)
    const printout = screen.getByRole('region', { name: 'Quote for the insured' })
    expect(within(printout).getByRole('heading', { name: `Quote ${record.submissionNumber} for Lone Star Haulers LLC` })).toBeInTheDocument()
    expect(within(printout).getByText('Quote date')).toBeInTheDocument()
    const paid = within(printout).getByRole('table', { name: 'What the insured pays' })
    expect(
      within(paid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Coverage', 'Premium', 'Insurer’s fees', 'Broker fee', 'Taxes and fees', 'Total with taxes'])
    for (const [index, row] of rows.entries()) {
      const printed = within(paid).getByRole('row', { name: new RegExp(`^${within(row).getByRole('rowheader').textContent?.replace(/[()]/g, '\\$&')}`) })
      const [premium, insurerFees, brokerFee, taxes, withTaxes] = within(printed)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/[^\d.]/g, '') ?? '')
      expect([taxes, withTaxes]).toEqual(cells(rows[index]!).slice(1))
      expect(addAmounts([premium!, insurerFees!, brokerFee!, taxes!])).toBe(withTaxes)
    }
    expect(within(paid).getByRole('row', { name: /^Total, all coverages/ }).lastElementChild).toHaveTextContent(total.textContent ?? '')
    expect(within(printout).getByRole('table', { name: 'Limits and deductibles' })).toBeInTheDocument()
    expect(within(printout).getByRole('heading', { name: 'What the taxes assume' })).toBeInTheDocument()
    expect(printout).toHaveTextContent(
      `The quote itself is the service’s PDF of quote ${record.submissionNumber}. These figures add the state’s taxes and fees to it.`,
    )
  })

  it('puts a coverage the service could not calculate in words, and still calculates the others', async () => {
    const record = await quotedRecord()
    const sandboxFetch = globalThis.fetch
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/tax-calculations') && String(init?.body).includes('"APD"')) return new Response('{}', { status: 503 })
      return sandboxFetch(input, init)
    })
    renderTaxes(record)
    expect(await screen.findByText('The taxes of auto physical damage could not be calculated', {}, { timeout: 15_000 })).toBeVisible()
    // The failure is said beside the totals, not folded away with the lines.
    expect(screen.getByText('The taxes of auto physical damage could not be calculated').closest('details')).toBeNull()
    expect(await screen.findByRole('table', { name: 'Taxes and fees: Motor truck cargo (MTC)' }, { timeout: 15_000 })).toBeInTheDocument()
    expect(screen.getByTestId('result-taxes-status')).toHaveTextContent('The taxes of one coverage could not be calculated.')
    expect(screen.getByTestId('grand-total')).toHaveTextContent('not calculated yet')
    expect(screen.getByRole('button', { name: /^Try again/ })).toHaveTextContent('Try again for Auto physical damage (APD)')
  })
})

describe('insuredTotals of a coverage', () => {
  it('is what was taxed plus the taxes', () => {
    const totals = insuredTotals({
      request: {
        state: 'TX',
        effective_date: '2026-12-01',
        quote_created_at: '2026-11-20T10:00:00Z',
        coverage_type: 'AL',
        premium: '100.00',
        policy_fee: '25.00',
        underwriting_fee: '0.00',
      },
      response: {
        data: {
          state: 'TX',
          effective_date: '2026-12-01',
          quote_created_at: '2026-11-20T10:00:00Z',
          coverage_type: 'AL',
          inputs: {},
          calculations: [],
          total: '5.00',
        },
        meta: { currency: 'USD', assumptions: [] },
      },
    })
    expect(totals.total).toBe('130.00')
  })
})
