import { readFileSync } from 'node:fs'
import { ACCOUNTS } from '../support/fixtures.ts'
import { ENDORSE_ADDRESS } from '../support/endorsement.ts'
import { APPROVE_SEVERAL } from '../support/approve-several.ts'
import { paths } from '../../src/domain/paths.ts'

/** A screen the smoke opens: an address of it, who is signed in (null: nobody), and its main heading. */
export interface SmokeScreen {
  route: string
  path: string
  account: keyof typeof ACCOUNTS | null
  heading: string | RegExp
}

/**
 * Each route of the router, opened at an address the sandbox's fixtures fill (docs: sandbox fixtures),
 * keyed by the route's pattern as the router writes it ('' for home).
 */
const SMOKE: Record<string, Omit<SmokeScreen, 'route'>> = {
  'sign-in': { path: paths.signIn, account: null, heading: 'Sign in' },
  'forgot-password': { path: paths.forgotPassword, account: null, heading: 'Reset your password' },
  'reset-password': { path: paths.resetPassword, account: null, heading: 'Choose a new password' },
  sandbox: { path: paths.sandboxConsole, account: null, heading: 'Sandbox console' },
  '*': { path: '/no/such/page', account: null, heading: 'Page not found' },
  '': { path: paths.home, account: 'agent', heading: 'Blue Ridge Insurance Agency' },
  'quotes/new': { path: paths.newQuote, account: 'agent', heading: /About the insured/ },
  'indications/new': { path: paths.newIndication, account: 'agent', heading: /About the insured/ },
  'quotes/:submissionNumber': { path: '/quotes/BR-39999', account: 'agent', heading: 'Quote BR-39999' },
  'indications/:submissionNumber': { path: '/indications/BR-39999', account: 'agent', heading: 'Indication BR-39999' },
  submissions: { path: paths.workspace, account: 'agent', heading: 'Submissions' },
  'submissions/:displayId/:transactionId': { path: '/submissions/BR-10002/1', account: 'agent', heading: 'Submission BR-10002, transaction 1' },
  'submissions/:displayId/:transactionId/drivers/new': { path: '/submissions/BR-10002/1/drivers/new', account: 'agent', heading: /Add a driver/ },
  'submissions/:displayId/:transactionId/trailers/new': { path: '/submissions/BR-10002/1/trailers/new', account: 'agent', heading: /Add a trailer/ },
  'submissions/:displayId/:transactionId/vehicles/update': { path: '/submissions/BR-10002/1/vehicles/update', account: 'agent', heading: /Update a vehicle/ },
  'submissions/:displayId/:transactionId/from-a-spreadsheet': { path: ENDORSE_ADDRESS, account: 'agent', heading: /Send rows from a spreadsheet/ },
  notes: { path: paths.notes, account: 'agent', heading: 'Read a reply from underwriting' },
  'submissions/:displayId/notes/:noteId': { path: '/submissions/BR-10001/notes/N-1001', account: 'agent', heading: /Reply/ },
  'submissions/:displayId/:transactionId/cancel-approve': {
    path: '/submissions/BR-20001/2/cancel-approve',
    account: 'agent',
    heading: 'Approve the cancellation of BR-20001, transaction 2',
  },
  webhooks: { path: paths.webhooks, account: 'agent', heading: 'Webhooks' },
  'webhooks/new': { path: paths.newWebhook, account: 'agent', heading: 'New webhook subscription' },
  // Blue Ridge starts with no subscription; Summit's is number 1.
  'webhooks/:id/edit': { path: '/webhooks/1/edit', account: 'summit', heading: /Edit subscription 1/ },
  'webhooks/events': { path: paths.webhookEvents, account: 'agent', heading: 'Webhook event catalog' },
  'webhooks/verify': { path: paths.webhookVerifier, account: 'agent', heading: 'Signature verifier' },
  'cancellations/approve-several': { path: APPROVE_SEVERAL, account: 'underwriter', heading: 'Approve several cancellations' },
  records: { path: paths.records, account: 'agent', heading: 'Your records in this browser' },
  'tax-calculator': { path: paths.taxCalculator, account: 'agent', heading: 'Tax and fee calculator' },
}

/** The route patterns of src/app/router.tsx, home as ''. */
function routerPatterns(): string[] {
  const source = readFileSync(new URL('../../src/app/router.tsx', import.meta.url), 'utf8')
  return ['', ...[...source.matchAll(/\bpath: '([^']*)'/g)].map(([, pattern]) => pattern!)]
}

/**
 * Every screen of the portal for the engines' smoke, one per route of the router: a route without an
 * address here fails the run, so a new screen cannot go unopened. (The one place to switch to the
 * screens' declarations once each screen is declared once.)
 */
export function screensToSmoke(): SmokeScreen[] {
  const patterns = routerPatterns()
  const missing = patterns.filter((pattern) => !(pattern in SMOKE))
  if (missing.length > 0)
    throw new Error(`No smoke address for the route(s) ${missing.map((pattern) => `'${pattern}'`).join(', ')}: add one in ${import.meta.url}`)
  return patterns.map((route) => ({ route, ...SMOKE[route]! }))
}
