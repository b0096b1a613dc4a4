import { Decimal } from 'decimal.js'
import PDFDocument from 'pdfkit'
import { COVERAGE_LABELS } from '../../../src/contract/quote-enums.ts'
import type { QuoteRequest } from '../../../src/contract/quote.ts'
import { formatCalendarDate } from '../../../src/generic/format.ts'
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
const COLUMNS = [
  { title: 'Coverage', width: 128, align: 'left' },
  { title: 'Limit', width: 68, align: 'right' },
  { title: 'Deductible', width: 56, align: 'right' },
  { title: 'Premium', width: 64, align: 'right' },
  { title: 'Fees', width: 56, align: 'right' },
  { title: 'Broker fee', width: 60, align: 'right' },
  { title: 'Total cost', width: 72, align: 'right' },
] as const

function heading(doc: PDFKit.PDFDocument, text: string) {
  doc.moveDown(1).font('Helvetica-Bold').fontSize(12).fillColor('#1f3a5f').text(text, MARGIN).fillColor('black')
  doc.moveDown(0.3).font('Helvetica').fontSize(10)
}

function row(doc: PDFKit.PDFDocument, cells: readonly string[], bold = false) {
  const y = doc.y
  let x = MARGIN
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9)
  COLUMNS.forEach((column, index) => {
    doc.text(cells[index] ?? '', x, y, { width: column.width - 4, align: column.align })
    x += column.width
  })
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
  doc.text(
    `USDOT ${insured.dotNumber} · ${countOf(Number(insured.yearsInBusiness), 'years')} ${countOf(Number(insured.monthsInBusiness), 'months')} in business`,
  )
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

function coverageSection(doc: PDFKit.PDFDocument, coverages: readonly RatedCoverage[]) {
  heading(doc, 'Coverages and premiums (annual)')
  row(
    doc,
    COLUMNS.map((column) => column.title),
    true,
  )
  doc
    .moveTo(MARGIN, doc.y - 2)
    .lineTo(MARGIN + CONTENT_WIDTH, doc.y - 2)
    .strokeColor('#999999')
    .stroke()
  for (const coverage of coverages) {
    row(doc, [
      COVERAGE_LABELS[coverage.code],
      formatDollars(coverage.limit),
      formatDollars(coverage.deductible),
      formatDollars(coverage.premium),
      formatDollars(coverage.fees),
      formatDollars(coverage.brokerFee),
      formatDollars(coverage.totalCost),
    ])
  }
  const sum = (pick: (coverage: RatedCoverage) => number) => Decimal.sum(0, ...coverages.map(pick))
  row(
    doc,
    [
      'Total',
      '',
      '',
      formatDollars(sum((c) => c.premium)),
      formatDollars(sum((c) => c.fees)),
      formatDollars(sum((c) => c.brokerFee)),
      formatDollars(sum((c) => c.totalCost)),
    ],
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
  doc.text(
    'Total cost is the premium plus the policy fee (and filing fees on auto liability) plus the broker fee requested. ' +
      'Surplus lines taxes and state fees are not included: the tax calculator works them out.',
    MARGIN,
    doc.y,
    { width: CONTENT_WIDTH },
  )
  doc.end()
  return finished
}
