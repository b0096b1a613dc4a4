import type { IndicationRequestInput, QuoteRequestInput } from '@/contract/quote'
import { writeWire } from '@/contract/wire-table'
import { yesNo } from '@/contract/wire-values'
import { lossYearsSent } from './loss-years'
import type { AddressForm, CopyableAddressForm, QuoteForm } from './model'
import { QUOTE_WIRE } from './wire-tables'

/**
 * The form as the contract's request object (section 2.7), written group by group from the wire
 * tables (wire-tables.ts, src/domain/fleet): flags as Y/N, dates as MM/DD/YYYY, numbers as numeric text,
 * optional text left out when empty. Runs on a form that passed every step's checks.
 */

const copiedOrOwn = (address: CopyableAddressForm, garage: AddressForm) => (address.sameAsGarage ? garage : address)

export function toQuoteRequest(form: QuoteForm): QuoteRequestInput {
  return {
    insuredInformation: writeWire(QUOTE_WIRE.insured, form.insured),
    garageAddress: writeWire(QUOTE_WIRE.garage, form.garage),
    mailingAddress: writeWire(QUOTE_WIRE.mailing, copiedOrOwn(form.mailing, form.garage)),
    coverage: writeWire(QUOTE_WIRE.coverage, form.coverage),
    retailAgent: form.agencyType === 'wholesale' ? writeWire(QUOTE_WIRE.retailAgent, form.retailAgent) : undefined,
    operations: writeWire(QUOTE_WIRE.operations, form.operations),
    radius: writeWire(QUOTE_WIRE.radius, form.radius),
    commoditiesRefrigeration: yesNo(form.refrigeration),
    commodities: form.commodities.map((row) => writeWire(QUOTE_WIRE.commodity, row)),
    terminals: form.terminals.map((terminal) => writeWire(QUOTE_WIRE.terminal, terminal)),
    vehicles: form.vehicles.map((vehicle) => writeWire(QUOTE_WIRE.vehicle, vehicle)),
    trailers: form.trailers.map((trailer) => writeWire(QUOTE_WIRE.trailer, trailer)),
    drivers: form.drivers.map((driver) => writeWire(QUOTE_WIRE.driver, driver)),
    losses: Object.fromEntries(
      lossYearsSent(form).map((year, index) => [String(index), writeWire(QUOTE_WIRE.lossYear, { ...year, requested: form.coverage.requested })]),
    ),
  }
}

/**
 * A quick indication sends only what its pages ask (ADR 0036): no terminal, vehicle, trailer or driver
 * rows, which the contract leaves optional on an indication (docs/api-assumptions.md), and no broker
 * fee. Rows and fees a draft still holds are kept in it for the full quote.
 */
export function toIndicationRequest(form: QuoteForm): IndicationRequestInput {
  const quote = toQuoteRequest(form)
  return {
    ...quote,
    // Priced before fees, an indication asks no broker fee (issue 39): one an older draft holds is kept for the quote, not sent.
    coverage: { ...quote.coverage, brokerFeeAL: undefined, brokerFeeAPD: undefined, brokerFeeMTC: undefined, brokerFeeTGL: undefined, brokerFeeNTL: undefined },
    terminals: undefined,
    vehicles: undefined,
    trailers: undefined,
    drivers: undefined,
    limits: writeWire(QUOTE_WIRE.limits, { ...form.limits, requested: form.coverage.requested }),
    shippingAddress: writeWire(QUOTE_WIRE.shipping, copiedOrOwn(form.shipping, form.garage)),
  }
}
