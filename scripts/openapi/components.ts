import type * as z from 'zod/mini'
import { authenticationRequestSchema, authenticationResponseSchema } from '../../src/contract/auth.ts'
import {
  cancelApproveRequestSchema,
  cancelApproveSuccessSchema,
  cancellationHoldBodySchema,
  cancellationNoticeSchema,
  guardAuthorityBodySchema,
  guardConflictBodySchema,
  noticeDatesSchema,
  savedApprovalBodySchema,
} from '../../src/contract/cancel-approve.ts'
import * as errors from '../../src/contract/errors.ts'
import { publicReplyNoteSchema } from '../../src/contract/notes.ts'
import { passwordResetConfirmSchema, passwordResetResponseSchema } from '../../src/contract/password-reset.ts'
import * as quote from '../../src/contract/quote.ts'
import * as edits from '../../src/contract/submission-edits.ts'
import { taxCalculationLineSchema, taxCalculationRequestSchema, taxCalculationResponseSchema } from '../../src/contract/tax.ts'
import * as webhooks from '../../src/contract/webhooks.ts'

/** The name of each schema in the document's `components.schemas`; a schema used twice is a `$ref`. */
export const COMPONENT_SCHEMAS: Readonly<Record<string, z.core.$ZodType>> = {
  AuthenticationRequest: authenticationRequestSchema,
  AuthenticationResponse: authenticationResponseSchema,
  PasswordResetConfirmRequest: passwordResetConfirmSchema,
  PasswordResetResponse: passwordResetResponseSchema,

  QuoteRequest: quote.quoteRequestSchema,
  IndicationRequest: quote.indicationRequestSchema,
  InsuredInformation: quote.insuredInformationSchema,
  GarageAddress: quote.garageAddressSchema,
  MailingAddress: quote.mailingAddressSchema,
  ShippingAddress: quote.shippingAddressSchema,
  Coverage: quote.coverageSchema,
  RetailAgent: quote.retailAgentSchema,
  Limits: quote.limitsSchema,
  Operations: quote.operationsSchema,
  Radius: quote.radiusSchema,
  Commodity: quote.commoditySchema,
  Terminal: quote.terminalSchema,
  QuoteVehicle: quote.vehicleSchema,
  QuoteTrailer: quote.trailerSchema,
  QuoteDriver: quote.driverSchema,
  LossYear: quote.lossEntrySchema,
  QuoteResponse: quote.quoteResponseSchema,
  IndicationResponse: quote.indicationResponseSchema,
  CoverageResult: quote.coverageResultSchema,

  TaxCalculationRequest: taxCalculationRequestSchema,
  TaxCalculationResponse: taxCalculationResponseSchema,
  TaxCalculationLine: taxCalculationLineSchema,

  AddDriverRequest: edits.addDriverRequestSchema,
  AddDriverResponse: edits.addDriverResponseSchema,
  UpdateVehicleRequest: edits.updateVehicleRequestSchema,
  UpdateVehicleResponse: edits.updateVehicleResponseSchema,
  AddTrailerRequest: edits.addTrailerRequestSchema,
  AddTrailerResponse: edits.addTrailerResponseSchema,

  CancelApproveRequest: cancelApproveRequestSchema,
  CancelApproveSuccess: cancelApproveSuccessSchema,
  CancellationNotice: cancellationNoticeSchema,
  NoticeDates: noticeDatesSchema,
  CancellationHold: cancellationHoldBodySchema,
  SavedApprovalReceipt: savedApprovalBodySchema,
  GuardAuthorityError: guardAuthorityBodySchema,
  GuardConflictError: guardConflictBodySchema,

  PublicReplyNote: publicReplyNoteSchema,

  CreateWebhookSubscriptionRequest: webhooks.createWebhookSubscriptionRequestSchema,
  UpdateWebhookSubscriptionRequest: webhooks.updateWebhookSubscriptionRequestSchema,
  WebhookSubscription: webhooks.webhookSubscriptionSchema,
  WebhookSubscriptionWithSecret: webhooks.webhookSubscriptionWithSecretSchema,
  WebhookSubscriptionList: webhooks.webhookSubscriptionListSchema,
  StatusEventPayload: webhooks.statusEventPayloadSchema,
  PublicReplyPayload: webhooks.publicReplyPayloadSchema,

  FieldValidationError: errors.fieldValidationBodySchema,
  BusinessRuleError: errors.businessRuleBodySchema,
  AuthenticationError: errors.authenticationErrorBodySchema,
  SubscriptionNotFoundError: errors.notFoundErrorBodySchema,
  RateLimitError: errors.rateLimitBodySchema,
  ServiceFailure: errors.serviceFailureBodySchema,
}

const NAMES = new Map(Object.entries(COMPONENT_SCHEMAS).map(([name, schema]) => [schema, name]))

/** The component that holds a schema: every schema an operation uses has one. */
export function componentName(schema: z.core.$ZodType): string {
  const name = NAMES.get(schema)
  if (!name) throw new Error('A schema of the contract operations has no name in scripts/openapi/components.ts')
  return name
}

export const ref = (schema: z.core.$ZodType) => ({ $ref: `#/components/schemas/${componentName(schema)}` })
