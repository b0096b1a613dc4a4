import * as z from 'zod/mini'
import { authenticationRequestSchema, authenticationResponseSchema } from './auth.ts'
import {
  cancelApproveRequestSchema,
  cancelApproveSuccessSchema,
  cancellationHoldBodySchema,
  guardAuthorityBodySchema,
  guardConflictBodySchema,
  savedApprovalBodySchema,
} from './cancel-approve.ts'
import {
  authenticationErrorBodySchema,
  businessRuleBodySchema,
  fieldValidationBodySchema,
  notFoundErrorBodySchema,
  rateLimitBodySchema,
  serviceFailureBodySchema,
} from './errors.ts'
import { publicReplyNoteSchema } from './notes.ts'
import { passwordResetConfirmSchema, passwordResetRequestQuerySchema, passwordResetResponseSchema } from './password-reset.ts'
import { PATH_ID_TEXT, SUBSCRIPTION_ID_TEXT } from './path-ids.ts'
import { indicationRequestSchema, indicationResponseSchema, quoteRequestSchema, quoteResponseSchema } from './quote.ts'
import {
  addDriverRequestSchema,
  addDriverResponseSchema,
  addTrailerRequestSchema,
  addTrailerResponseSchema,
  updateVehicleRequestSchema,
  updateVehicleResponseSchema,
} from './submission-edits.ts'
import { taxCalculationRequestSchema, taxCalculationResponseSchema } from './tax.ts'
import {
  createWebhookSubscriptionRequestSchema,
  updateWebhookSubscriptionRequestSchema,
  webhookSubscriptionListSchema,
  webhookSubscriptionSchema,
  webhookSubscriptionWithSecretSchema,
} from './webhooks.ts'

/**
 * Every operation of the contract (section 4) as data: method, path, the request body's schema and,
 * for each status it may answer, the body's schema (several: any one of them) and the headers that
 * come with it. One source for the OpenAPI document (scripts/openapi/), the check of a real API
 * (scripts/check-api/) and what runs through a validating proxy. The statuses and bodies the contract
 * leaves "not shown" are those docs/api-assumptions.md decides. Not imported by the portal.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'
export type Body = z.core.$ZodType

export interface ContractAnswer {
  /** The body's schema, or several of which the body matches one; none: no body (204). */
  body?: Body | readonly Body[]
  /** `Retry-After` on a 429, `Cache-Control: no-store` on an answer that carries a secret. */
  headers?: readonly ('Retry-After' | 'Cache-Control')[]
}

export interface ContractOperation {
  id: string
  method: HttpMethod
  /** Relative to the base URL, which ends in `/v1`; `{name}` marks a path parameter. */
  path: string
  /** The contract's section that defines it. */
  section: string
  /** Needs the `AccessToken` header (all but authentication and password reset, section 4). */
  signedIn: boolean
  /** Query parameters, each required. */
  query?: readonly string[]
  /** The schema of each path or query parameter the service checks; any other is text it looks up. */
  parameters?: Readonly<Record<string, Body>>
  request?: Body
  answers: Readonly<Partial<Record<number, ContractAnswer>>>
}

const malformed: ContractAnswer = { body: businessRuleBodySchema }
const signedOut: ContractAnswer = { body: authenticationErrorBodySchema }
const invalid: ContractAnswer = { body: fieldValidationBodySchema }
const unknownSubmission: ContractAnswer = { body: businessRuleBodySchema }
const unknownSubscription: ContractAnswer = { body: notFoundErrorBodySchema }
const rateLimited: ContractAnswer = { body: rateLimitBodySchema, headers: ['Retry-After'] }
const withSecret: ContractAnswer = { body: webhookSubscriptionWithSecretSchema, headers: ['Cache-Control'] }

const EDIT = '/submission/{displayId}/{transactionId}'

/** A path id as the document states it: the integer its text is read to (path-ids.ts). */
const pathIdParameter = (text: z.ZodMiniString) => z.codec(text, z.int().check(z.minimum(1)), { decode: Number, encode: String })
const PATH_ID = pathIdParameter(PATH_ID_TEXT)
const SUBSCRIPTION_ID = pathIdParameter(SUBSCRIPTION_ID_TEXT)

/** A submission edit (4.4 to 4.6): its success, then the same refusals for all three, the rate limit included. */
const editAnswers = (status: 200 | 201, body: Body) => ({
  [status]: { body },
  400: malformed,
  401: signedOut,
  404: unknownSubmission,
  422: invalid,
  429: rateLimited,
})

export const CONTRACT_OPERATIONS = [
  {
    id: 'authenticate',
    method: 'POST',
    path: '/authentication',
    section: '4.1',
    signedIn: false,
    request: authenticationRequestSchema,
    answers: { 200: { body: authenticationResponseSchema }, 400: signedOut, 401: signedOut },
  },
  {
    id: 'requestPasswordReset',
    method: 'GET',
    path: '/password-reset',
    section: '4.1',
    signedIn: false,
    query: ['username'],
    parameters: { username: passwordResetRequestQuerySchema.shape.username },
    answers: { 200: { body: passwordResetResponseSchema }, 400: signedOut },
  },
  {
    id: 'confirmPasswordReset',
    method: 'POST',
    path: '/password-reset',
    section: '4.1',
    signedIn: false,
    request: passwordResetConfirmSchema,
    answers: { 200: { body: passwordResetResponseSchema }, 400: signedOut, 422: invalid },
  },
  {
    id: 'requestQuote',
    method: 'POST',
    path: '/quote',
    section: '4.2',
    signedIn: true,
    request: quoteRequestSchema,
    answers: { 200: { body: quoteResponseSchema }, 400: malformed, 401: signedOut, 422: invalid },
  },
  {
    id: 'requestIndication',
    method: 'POST',
    path: '/indication',
    section: '4.2',
    signedIn: true,
    request: indicationRequestSchema,
    answers: { 200: { body: indicationResponseSchema }, 400: malformed, 401: signedOut, 422: invalid },
  },
  {
    id: 'calculateTaxes',
    method: 'POST',
    path: '/submission/tax-calculations',
    section: '4.3',
    signedIn: true,
    request: taxCalculationRequestSchema,
    answers: { 200: { body: taxCalculationResponseSchema }, 400: malformed, 401: signedOut, 422: invalid, 429: rateLimited },
  },
  {
    id: 'addDriver',
    method: 'POST',
    path: `${EDIT}/driver`,
    section: '4.4',
    signedIn: true,
    parameters: { transactionId: PATH_ID },
    request: addDriverRequestSchema,
    answers: editAnswers(201, addDriverResponseSchema),
  },
  {
    id: 'updateVehicle',
    method: 'PUT',
    path: `${EDIT}/vehicle/{vehicleId}`,
    section: '4.5',
    signedIn: true,
    parameters: { transactionId: PATH_ID, vehicleId: PATH_ID },
    request: updateVehicleRequestSchema,
    answers: editAnswers(200, updateVehicleResponseSchema),
  },
  {
    id: 'addTrailer',
    method: 'POST',
    path: `${EDIT}/trailer`,
    section: '4.6',
    signedIn: true,
    parameters: { transactionId: PATH_ID },
    request: addTrailerRequestSchema,
    answers: editAnswers(201, addTrailerResponseSchema),
  },
  {
    id: 'approveCancellation',
    method: 'POST',
    path: `${EDIT}/cancel-approve`,
    section: '4.7',
    signedIn: true,
    parameters: { transactionId: PATH_ID },
    request: cancelApproveRequestSchema,
    answers: {
      200: { body: cancelApproveSuccessSchema },
      400: malformed,
      401: signedOut,
      403: { body: guardAuthorityBodySchema },
      404: unknownSubmission,
      409: { body: guardConflictBodySchema },
      422: { body: [fieldValidationBodySchema, cancellationHoldBodySchema] },
      500: { body: [savedApprovalBodySchema, serviceFailureBodySchema] },
    },
  },
  {
    id: 'readPublicReplyNote',
    method: 'GET',
    path: '/submission/{displayId}/notes/{noteId}',
    section: '4.9',
    signedIn: true,
    answers: { 200: { body: publicReplyNoteSchema }, 401: signedOut, 404: unknownSubmission },
  },
  {
    id: 'listWebhookSubscriptions',
    method: 'GET',
    path: '/webhook-subscriptions',
    section: '4.8',
    signedIn: true,
    answers: { 200: { body: webhookSubscriptionListSchema }, 401: signedOut },
  },
  {
    id: 'createWebhookSubscription',
    method: 'POST',
    path: '/webhook-subscriptions',
    section: '4.8',
    signedIn: true,
    request: createWebhookSubscriptionRequestSchema,
    answers: { 201: withSecret, 400: malformed, 401: signedOut, 422: invalid },
  },
  {
    id: 'showWebhookSubscription',
    method: 'GET',
    path: '/webhook-subscriptions/{id}',
    section: '4.8',
    signedIn: true,
    parameters: { id: SUBSCRIPTION_ID },
    answers: { 200: { body: webhookSubscriptionSchema }, 401: signedOut, 404: unknownSubscription },
  },
  {
    id: 'updateWebhookSubscription',
    method: 'PUT',
    path: '/webhook-subscriptions/{id}',
    section: '4.8',
    signedIn: true,
    parameters: { id: SUBSCRIPTION_ID },
    request: updateWebhookSubscriptionRequestSchema,
    answers: { 200: { body: webhookSubscriptionSchema }, 400: malformed, 401: signedOut, 404: unknownSubscription, 422: invalid },
  },
  {
    id: 'deleteWebhookSubscription',
    method: 'DELETE',
    path: '/webhook-subscriptions/{id}',
    section: '4.8',
    signedIn: true,
    parameters: { id: SUBSCRIPTION_ID },
    answers: { 204: {}, 401: signedOut, 404: unknownSubscription },
  },
  {
    id: 'rotateWebhookSecret',
    method: 'POST',
    path: '/webhook-subscriptions/{id}/rotate-secret',
    section: '4.8',
    signedIn: true,
    parameters: { id: SUBSCRIPTION_ID },
    answers: { 200: withSecret, 401: signedOut, 404: unknownSubscription },
  },
] as const satisfies readonly ContractOperation[]

export type OperationId = (typeof CONTRACT_OPERATIONS)[number]['id']

export function contractOperation(id: OperationId): ContractOperation {
  return CONTRACT_OPERATIONS.find((operation) => operation.id === id)!
}
