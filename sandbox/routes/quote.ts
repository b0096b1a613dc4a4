import { Hono, type Context } from 'hono'
import type { CoverageResult, IndicationResponse, QuoteResponse } from '../../src/contract/quote.ts'
import { signDocumentLink } from '../domain/documents/document-links.ts'
import { priceRequest } from '../domain/quote/price-request.ts'
import type { QuoteMode } from '../domain/quote/request.ts'
import type { RatedCoverage } from '../domain/rating/rate-coverages.ts'
import type { SandboxEnv } from '../http/env.ts'
import { requireAccount } from '../http/require-account.ts'
import { businessRuleError, fieldValidationError, readJsonObjectBody } from '../http/responses.ts'
import type { Sandbox } from '../sandbox.ts'
import { QUOTE_DOCUMENTS_PATH } from './quote-documents.ts'

function wireCoverages(coverages: readonly RatedCoverage[]): Record<string, CoverageResult> {
  return Object.fromEntries(coverages.map(({ code, totalCost, premium, limit, deductible }) => [code.toLowerCase(), { totalCost, premium, limit, deductible }]))
}

/** Absolute, on the origin the request came to, so it opens under `vite dev`, `vite preview` and alone. */
function quotePdfUrl(c: Context, sandbox: Sandbox, submissionNumber: string): string {
  const { expires, signature } = signDocumentLink(sandbox, submissionNumber)
  const url = new URL(`${QUOTE_DOCUMENTS_PATH}/${encodeURIComponent(submissionNumber)}.pdf`, c.req.url)
  url.search = new URLSearchParams({ expires, signature }).toString()
  return url.toString()
}

/** POST /quote and POST /indication (sections 2.7, 4.2). */
export function quoteRoutes(sandbox: Sandbox) {
  const routes = new Hono<SandboxEnv>()

  const answer = async (c: Context<SandboxEnv>, mode: QuoteMode) => {
    const body = await readJsonObjectBody(c)
    if (!body.ok) return body.response
    const outcome = priceRequest(sandbox, c.var.account, mode, body.value)
    if (outcome.kind === 'invalid') {
      return fieldValidationError(c, outcome.errors, `The ${mode} request is not valid: see the problems listed for each field.`)
    }
    if (outcome.kind === 'declined') return businessRuleError(c, 400, outcome.reason)
    const { submission, coverages } = outcome
    const common = { submission_number: submission.submissionNumber, coverages: wireCoverages(coverages) }
    if (mode === 'indication') return c.json({ status: 'Indication', ...common } satisfies IndicationResponse)
    return c.json({ status: 'Quoted', ...common, quote_pdf: quotePdfUrl(c, sandbox, submission.submissionNumber) } satisfies QuoteResponse)
  }

  routes.post('/quote', requireAccount(sandbox), (c) => answer(c, 'quote'))
  routes.post('/indication', requireAccount(sandbox), (c) => answer(c, 'indication'))
  return routes
}
