import { Hono } from 'hono'
import { documentLinkIsValid } from '../domain/documents/document-links.ts'
import { renderQuotePdf } from '../domain/documents/quote-pdf.ts'
import { businessRuleError } from '../http/responses.ts'
import type { Sandbox } from '../sandbox.ts'
import { agencyNameOf } from '../store/accounts.ts'
import { findSubmission } from '../store/submissions.ts'

/** Relative to /v1, where the quote routes live, so `new URL(path, requestUrl)` stays under the mount. */
export const QUOTE_DOCUMENTS_PATH = 'quote-documents'

/** One answer for a bad, expired or foreign link and an unknown document, so a link reveals nothing. */
const DOCUMENT_NOT_FOUND = 'Document not found.'

/** GET /quote-documents/{submission}.pdf?expires=&signature=: a capability URL, no AccessToken (document-links.ts). */
export function quoteDocumentRoutes(sandbox: Sandbox) {
  const routes = new Hono()
  routes.get(`/${QUOTE_DOCUMENTS_PATH}/:file`, async (c) => {
    const file = c.req.param('file')
    const submissionNumber = file.endsWith('.pdf') ? file.slice(0, -'.pdf'.length) : ''
    const submission = findSubmission(sandbox.store, submissionNumber)
    const priced = submission?.priced
    if (!submission || priced?.mode !== 'quote' || !documentLinkIsValid(sandbox, submissionNumber, c.req.query())) {
      return businessRuleError(c, 404, DOCUMENT_NOT_FOUND)
    }
    const agencyName = agencyNameOf(sandbox.store, submission.companyId) ?? ''
    const pdf = await renderQuotePdf({ submission, priced, agencyName, printedAt: sandbox.clock.now() })
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="quote-${submissionNumber}.pdf"`,
      'Cache-Control': 'private, no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    })
  })
  return routes
}
