import { createElement, Fragment } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { QuoteResponse } from '@/contract/quote'
import { FIGURE_WORDS } from '@/domain/quote-figures'
import type { SubmissionRecord } from '@/domain/recent-submissions'
import { pdfTextLines } from '../../../../../sandbox/__tests__/pdf-text'
import { quoteSession } from '../../../../../sandbox/__tests__/quote-session'
import { quotedCoverages, requestedBrokerFees } from '../../quoted-coverages'
import { CoverageTable } from '../coverage-table'
import { FiguresExplained } from '../figures-explained'

/** The Texas fleet (broker fees on AL, APD and MTC) quoted by the sandbox, kept as the wizard keeps a result, and its PDF. */
async function quotedWithPdf() {
  const session = await quoteSession()
  const body = session.fleetQuote()
  const quote = (await session.postQuote(body)).body as unknown as QuoteResponse
  const pdf = Buffer.from(await (await session.app.request(quote.quote_pdf)).arrayBuffer())
  const record: SubmissionRecord = {
    kind: 'quote',
    submissionNumber: quote.submission_number,
    status: quote.status,
    coverages: quote.coverages,
    quotePdf: quote.quote_pdf,
    receivedAt: new Date().toISOString(),
    insuredName: body.insuredInformation.legalName,
    garageState: body.garageAddress.garageState,
    effectiveDate: '2027-03-24',
    brokerFees: requestedBrokerFees(body.coverage),
  }
  return { record, lines: pdfTextLines(pdf) }
}

/** A cell's text as a person reads it: without the column name shown only when stacked, nor what only a screen reader hears. */
const cellText = (html: string) =>
  html
    .replace(/<span[^>]*class="(?:stack-label|sr-only)"[^>]*>.*?<\/span>/g, '')
    .replace(/<[^>]+>/g, '')
    .replaceAll('&amp;', '&')
    .trim()

/** The result page's figures and the sentence under them, drawn as the page draws them; each row as a person reads its cells. */
function pageFigures(record: SubmissionRecord) {
  const html = renderToStaticMarkup(
    createElement(Fragment, null, createElement(CoverageTable, { quoted: quotedCoverages(record) }), createElement(FiguresExplained, { kind: 'quote' })),
  )
  const rows = [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) => cellText(cell[1]!)).filter((text, index) => index === 0 || text !== ''),
  )
  return { rows, sentence: cellText(/<p[^>]*>(.*?)<\/p>/.exec(html)?.[1] ?? '') }
}

describe('a quote result and its PDF', () => {
  it('show the same figures under the same columns and words: the insurer’s fees and the broker fee each on their own', async () => {
    const { record, lines } = await quotedWithPdf()
    const page = pageFigures(record)

    expect(lines).toContainEqual([FIGURE_WORDS.heading])
    expect(page.rows[0]).toEqual(['Coverage', 'Premium', 'Insurer’s fees', 'Broker fee', 'Total cost', 'Limit', 'Deductible'])
    expect(page.rows.map((row) => row[0])).toEqual(['Coverage', 'Auto liability (AL)', 'Auto physical damage (APD)', 'Motor truck cargo (MTC)', 'Total'])
    // Line for line and cell for cell: the header, each coverage and the total.
    for (const row of page.rows) expect(lines).toContainEqual(row)
    // The broker fees the request carried, itemised on both.
    expect(page.rows.slice(1, 4).map((row) => row[3])).toEqual(['$350.00', '$150.00', '$100.00'])

    // What the total cost is, in the same words.
    expect(page.sentence.startsWith(FIGURE_WORDS.totalCostMeans)).toBe(true)
    expect(lines.map((line) => line.join(' ')).join(' ')).toContain(FIGURE_WORDS.totalCostMeans)
  })
})
