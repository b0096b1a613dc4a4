import PDFDocument from 'pdfkit'
import type { QuoteRequest } from '../../../src/contract/quote.ts'
import { FIGURE_COLUMNS, FIGURE_WORDS, figureTable, type FigureColumn } from '../../../src/domain/quote-figures.ts'
import { formatCalendarDate } from '../../../src/generic/format.ts'
import { yearsAndMonths } from '../../../src/generic/durations.ts'
import { countOf } from '../../../src/generic/text.ts'
import type { PricedRequest, Submission } from '../../store/types.ts'
import { formatDollars } from '../money.ts'
import type { RatedCoverage } from '../rating/rate-coverages.ts'

export interface QuoteDocument {
  submission: Submission
  priced: PricedRequest
  agencyName: string
  printedAt: Date
}

const MARGIN = 54
const PAGE_WIDTH = 612
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN
/** Widths of the figures' columns, in points, the coverage first: together the width of the page's text. */
const COVERAGE_WIDTH = 128
const COLUMN_WIDTHS: Record<FigureColumn, number> = { premium: 64, insurerFees: 62, brokerFee: 54, totalCost: 66, limit: 70, deductible: 60 }

function heading(doc: PDFKit.PDFDocument, text: string) {
  doc.moveDown(1).font('Helvetica-Bold').fontSize(12).fillColor('#1f3a5f').text(text, MARGIN).fillColor('black')
  doc.moveDown(0.3).font('Helvetica').fontSize(10)
}

/** One line of the figures: the coverage on the left, the figures right-aligned; as tall as its tallest cell. */
function row(doc: PDFKit.PDFDocument, columns: readonly FigureColumn[], first: string, cells: readonly string[], bold = false) {
  const y = doc.y
  let x = MARGIN
  let bottom = y
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9)
  const widths = [COVERAGE_WIDTH, ...columns.map((column) => COLUMN_WIDTHS[column])]
  ;[first, ...cells].forEach((text, index) => {
    doc.text(text, x, y, { width: widths[index]! - 4, align: index === 0 ? 'left' : 'right' })
    bottom = Math.max(bottom, doc.y)
    x += widths[index]!
  })
  doc.y = bottom
  doc.moveDown(0.4)
}

function addressLines(street: string, city: string, state: string, zip: string): string {
  return `${street}, ${city}, ${state} ${zip}`
}

function insuredSection(doc: PDFKit.PDFDocument, request: QuoteRequest) {
  const { insuredInformation: insured, garageAddress: garage, mailingAddress: mailing } = request
  heading(doc, 'Insured')
  doc.font('Helvetica-Bold').text(insured.legalName).font('Helvetica')
  if (insured.dbaName) doc.text(`Doing business as ${insured.dbaName}`)
  doc.text(`USDOT ${insured.dotNumber} · in business for ${yearsAndMonths(Number(insured.yearsInBusiness) * 12 + Number(insured.monthsInBusiness))}`)
  doc.text(`Garage: ${addressLines(garage.garageStreet, garage.garageCity, garage.garageState, garage.garageZip)}`)
  doc.text(`Mailing: ${addressLines(mailing.mailingStreet, mailing.mailingCity, mailing.mailingState, mailing.mailingZip)}`)
  if (request.retailAgent) {
    const agent = request.retailAgent
    doc.text(`Retail agent: ${agent.FirstName} ${agent.LastName}, ${agent.AgencyName} (${agent.Email})`)
  }
}

function scheduleSection(doc: PDFKit.PDFDocument, request: QuoteRequest) {
  heading(doc, 'Schedule')
  for (const vehicle of request.vehicles) {
    doc.text(`Power unit ${vehicle.year} ${vehicle.make} ${vehicle.model}, VIN ${vehicle.vin}, stated value ${formatDollars(vehicle.value)}`)
  }
  for (const trailer of request.trailers) {
    doc.text(`Trailer ${trailer.year} ${trailer.make} ${trailer.model}, VIN ${trailer.vin}, stated value ${formatDollars(trailer.value)}`)
  }
  const covered = request.drivers.filter((driver) => driver.eligibility === 'Covered').length
  doc.text(`${countOf(request.drivers.length, 'drivers')} listed, ${covered} covered; ${countOf(request.terminals.length, 'terminals')}`)
}

/** What a figure the portal cannot tell is shown as; the sandbox always can, but the table is the portal's too. */
const NOT_KNOWN = '–'

/** The quote's figures, in the same table, words and amounts as the portal's result page (src/domain/quote-figures.ts, ADR 0085). */
function coverageSection(doc: PDFKit.PDFDocument, coverages: readonly RatedCoverage[]) {
  const { columns, rows, total } = figureTable(
    coverages.map(({ code, premium, totalCost, limit, deductible, brokerFee }) => ({
      code,
      result: { premium, totalCost, limit, deductible },
      brokerFee: brokerFee.toFixed(2),
    })),
  )
  heading(doc, FIGURE_WORDS.heading)
  row(
    doc,
    columns,
    FIGURE_WORDS.coverage,
    columns.map((column) => FIGURE_COLUMNS[column]),
    true,
  )
  doc
    .moveTo(MARGIN, doc.y - 2)
    .lineTo(MARGIN + CONTENT_WIDTH, doc.y - 2)
    .strokeColor('#999999')
    .stroke()
  for (const { coverage, cells } of rows) {
    row(
      doc,
      columns,
      coverage,
      columns.map((column) => cells[column] ?? NOT_KNOWN),
    )
  }
  row(
    doc,
    columns,
    FIGURE_WORDS.total,
    columns.map((column) => total[column] ?? ''),
    true,
  )
}

/** The quote document: insured, schedule, coverages and premiums. Resolves to the PDF's bytes. */
export function renderQuotePdf({ submission, priced, agencyName, printedAt }: QuoteDocument): Promise<Buffer> {
  const { request } = priced
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: {
      Title: `Quote ${submission.submissionNumber}: ${request.insuredInformation.legalName}`,
      Subject: request.insuredInformation.legalName,
      Author: 'Agency Portal sandbox',
      CreationDate: printedAt,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  doc.font('Helvetica').fontSize(9).fillColor('#555555').text('Sandbox trucking program · not an offer of insurance').fillColor('black')
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(20).text(`Quote ${submission.submissionNumber}`)
  doc.font('Helvetica').fontSize(10)
  doc.text(`Prepared ${formatCalendarDate(priced.pricedAt.slice(0, 10))} for ${agencyName}`)
  doc.text(`Policy term ${formatCalendarDate(submission.effectiveDate)} to ${formatCalendarDate(submission.expirationDate)}`)
  insuredSection(doc, request)
  scheduleSection(doc, request)
  coverageSection(doc, priced.coverages)
  doc.moveDown(1).font('Helvetica').fontSize(8).fillColor('#555555')
  doc.text(FIGURE_WORDS.totalCostMeans, MARGIN, doc.y, { width: CONTENT_WIDTH })
  doc.end()
  return finished
}
