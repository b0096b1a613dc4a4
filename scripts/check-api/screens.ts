import type { OperationId } from '../../src/contract/operations.ts'
import { paths } from '../../src/domain/paths.ts'

/**
 * Which of the portal's screens call each operation: what a difference of the API would break. Kept
 * here in one small table until every screen is declared once with the endpoints it calls.
 */
const RESULT_PAGES = 'quote and indication result pages (/quotes/{number}, /indications/{number})'
const WORKSPACE = `the submission workspace (${paths.workspace}/{displayId}/{transactionId})`

export const SCREENS_BY_OPERATION: Readonly<Record<OperationId, readonly string[]>> = {
  authenticate: [`sign-in (${paths.signIn})`, 'every signed-in screen, whose session refreshes its token'],
  requestPasswordReset: [`forgot password (${paths.forgotPassword})`],
  confirmPasswordReset: [`reset password (${paths.resetPassword})`],
  requestQuote: [`the quote wizard (${paths.newQuote})`, RESULT_PAGES],
  requestIndication: [`the indication wizard and quick indication (${paths.newIndication})`, RESULT_PAGES],
  calculateTaxes: [`the tax calculator (${paths.taxCalculator})`, `taxes on the ${RESULT_PAGES}`],
  addDriver: [`${WORKSPACE}: add a driver`, 'endorsement runs from a schedule'],
  updateVehicle: [`${WORKSPACE}: update a vehicle`, 'vehicle updates from a schedule'],
  addTrailer: [`${WORKSPACE}: add a trailer`, 'endorsement runs from a schedule'],
  approveCancellation: [`cancel-approve (${paths.workspace}/{displayId}/{transactionId}/cancel-approve)`, `approve several (${paths.approveSeveral})`],
  readPublicReplyNote: [`the note reader (${paths.notes}, ${paths.workspace}/{displayId}/notes/{noteId})`],
  listWebhookSubscriptions: [`the webhooks list (${paths.webhooks})`],
  createWebhookSubscription: [`new webhook subscription (${paths.newWebhook})`],
  showWebhookSubscription: [`editing a webhook subscription (${paths.webhooks}/{id}/edit)`],
  updateWebhookSubscription: [`editing a webhook subscription (${paths.webhooks}/{id}/edit)`, `pause and resume on the webhooks list (${paths.webhooks})`],
  deleteWebhookSubscription: [`delete on the webhooks list (${paths.webhooks})`],
  rotateWebhookSecret: [`rotate secret on the webhooks list (${paths.webhooks})`],
}

/** A difference of the session itself (the header, the tokens) reaches every screen after sign-in. */
export const EVERY_SIGNED_IN_SCREEN = 'every screen after sign-in'
