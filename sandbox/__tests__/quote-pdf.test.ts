import { describe, expect, it } from 'vitest'
import { DOCUMENT_LINK_LIFETIME_SECONDS } from '../domain/documents/document-links.ts'
import { quoteSession } from './quote-session.ts'

async function quotedWithPdf() {
  const session = await quoteSession()
  const answer = await session.postQuote(session.fleetQuote())
  const open = async (url: string) => {
    const response = await session.app.request(url)
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
  }
  return { ...session, pdfUrl: answer.body!.quote_pdf as string, number: answer.body!.submission_number as string, open }
}

describe('quote_pdf', () => {
  it('opens without an AccessToken as a real PDF naming the insured, its coverages and premiums', async () => {
    const { pdfUrl, open } = await quotedWithPdf()
    const pdf = await open(pdfUrl)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('cache-control')).toContain('no-store')
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.bytes.toString('latin1')).toContain('Lone Star Freight LLC')
    expect(pdf.bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true)
  })

  it('is an absolute URL on the origin the quote request came to', async () => {
    const { app, token, fleetQuote } = await quoteSession()
    const response = await app.request('http://127.0.0.1:5173/v1/quote', {
      method: 'POST',
      headers: { AccessToken: token, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(fleetQuote()),
    })
    const { quote_pdf: url } = (await response.json()) as { quote_pdf: string }
    expect(url.startsWith('http://127.0.0.1:5173/v1/quote-documents/BR-30001.pdf?')).toBe(true)
  })

  it('answers 404 to a tampered signature, another submission’s number or missing parameters', async () => {
    const { pdfUrl, number, open, postQuote, fleetQuote } = await quotedWithPdf()
    const other = (await postQuote(fleetQuote())).body!.submission_number as string
    const url = new URL(pdfUrl)
    const signature = url.searchParams.get('signature')!
    const tampered = new URL(url)
    tampered.searchParams.set('signature', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`)
    const longer = new URL(url)
    longer.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600))
    const answers = await Promise.all([
      open(tampered.toString()),
      open(longer.toString()),
      open(pdfUrl.replace(`${number}.pdf`, `${other}.pdf`)),
      open(pdfUrl.replace('.pdf?', '?')),
      open(`${url.origin}${url.pathname}`),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404])
    expect(JSON.parse(answers[0]!.bytes.toString())).toEqual({ status: 'failed', error: 'Document not found.' })
  })

  it('works until it expires by the sandbox clock, then answers 404', async () => {
    const { pdfUrl, open, sandbox } = await quotedWithPdf()
    sandbox.clock.advance(DOCUMENT_LINK_LIFETIME_SECONDS - 1)
    expect((await open(pdfUrl)).status).toBe(200)
    sandbox.clock.advance(1)
    expect((await open(pdfUrl)).status).toBe(404)
  })

  it('answers 404 once a reset has forgotten the quote, even when a new quote takes its number', async () => {
    const { pdfUrl, open, sandbox, signIn, callAs, fleetQuote } = await quotedWithPdf()
    sandbox.reset()
    expect((await open(pdfUrl)).status).toBe(404)
    const { AccessToken } = await signIn()
    const again = await callAs(AccessToken, 'POST', '/v1/quote', fleetQuote())
    const newUrl = again.body!.quote_pdf as string
    expect(new URL(newUrl).pathname).toBe(new URL(pdfUrl).pathname)
    expect((await open(pdfUrl)).status).toBe(404)
    expect((await open(newUrl)).status).toBe(200)
  })
})
