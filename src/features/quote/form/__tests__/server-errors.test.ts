import { describe, expect, it } from 'vitest'
import { placeFieldErrors } from '@/components/form/apply-field-errors'
import { placeOfWirePath, wireToFormPath, withSteps } from '../server-errors'
import { stepOfPath } from '../steps'
import { toIndicationRequest, toQuoteRequest } from '../to-wire'
import { startSandbox } from '../../../../../sandbox/__tests__/harness'
import { completeAnswers } from '@/test/quote-answers'

/** Every leaf of a wire object as a dotted path. */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => (child === undefined ? [] : leafPaths(child, prefix ? `${prefix}.${key}` : key)))
}

const readPath = (object: unknown, path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], object)

describe('placeOfWirePath', () => {
  it('reads every field the mapping sends back to a form field that exists, on its step', () => {
    const form = completeAnswers()
    form.mailing.sameAsGarage = false
    form.shipping = { ...form.garage, sameAsGarage: false }
    const wirePaths = leafPaths(toIndicationRequest(form))
    const unplaced = wirePaths.filter((wirePath) => {
      const found = placeOfWirePath(wirePath, form)
      return !found?.path || readPath(form, found.path) === undefined || found.step !== stepOfPath(found.path)
    })
    // A year of the last 3 the person did not enter is sent as no claims (issue 39): its problems open the loss history step.
    const notEntered = unplaced.filter((wirePath) => wirePath.startsWith('losses.2.'))
    expect(notEntered.map((wirePath) => placeOfWirePath(wirePath, form))).toEqual(notEntered.map(() => ({ step: 'losses', path: null })))
    expect(unplaced.filter((wirePath) => !notEntered.includes(wirePath))).toEqual([
      'garageAddress.garageCountry',
      'mailingAddress.mailingCountry',
      'shippingAddress.shippingCountry',
    ])
    // No two wire fields land on one form field: a name copied to the wrong row of a table shows here.
    const formPaths = wirePaths.map((wirePath) => placeOfWirePath(wirePath, form)?.path).filter(Boolean)
    expect(new Set(formPaths).size).toBe(formPaths.length)
  })

  it('maps nested array paths to the row field and its step', () => {
    const form = completeAnswers()
    expect(placeOfWirePath('drivers.1.dateOfBirth', form)).toEqual({ step: 'drivers', path: 'drivers.1.dateOfBirth' })
    expect(placeOfWirePath('drivers.0.accidents_total', form)).toEqual({ step: 'drivers', path: 'drivers.0.accidents' })
    expect(placeOfWirePath('vehicles.1.bodyTypeKey', form)).toEqual({ step: 'vehicles', path: 'vehicles.1.bodyType' })
    expect(placeOfWirePath('vehicles.0.includeAPDTowing', form)).toEqual({ step: 'vehicles', path: 'vehicles.0.apdTowing' })
    expect(placeOfWirePath('trailers.0.vin', form)).toEqual({ step: 'trailers', path: 'trailers.0.vin' })
    expect(placeOfWirePath('commodities.1.commodityPercentage', form)).toEqual({ step: 'cargo', path: 'commodities.1.percentage' })
    expect(placeOfWirePath('terminals.0.terminalZip', form)).toEqual({ step: 'terminals', path: 'terminals.0.zip' })
  })

  it('maps loss entries keyed "0".."4" to the loss years', () => {
    const form = completeAnswers()
    expect(placeOfWirePath('losses.1.lossApdPaid', form)).toEqual({ step: 'losses', path: 'losses.1.APDPaid' })
    expect(placeOfWirePath('losses.0.lossNtlCount', form)).toEqual({ step: 'losses', path: 'losses.0.NTLCount' })
    expect(placeOfWirePath('losses', form)).toEqual({ step: 'losses', path: 'losses' })
  })

  it('maps a whole row to its first field and a whole list or group to its anchor', () => {
    const form = completeAnswers()
    expect(placeOfWirePath('drivers.1', form)).toEqual({ step: 'drivers', path: 'drivers.1.firstName' })
    expect(placeOfWirePath('vehicles', form)).toEqual({ step: 'vehicles', path: 'vehicles' })
    expect(placeOfWirePath('commodities', form)).toEqual({ step: 'cargo', path: 'commodities' })
    expect(placeOfWirePath('radius', form)).toEqual({ step: 'radius', path: 'radius' })
    expect(placeOfWirePath('coverage', form)).toEqual({ step: 'coverage', path: 'coverage.requested' })
    expect(placeOfWirePath('retailAgent', form)).toEqual({ step: 'retail-agent', path: 'agencyType' })
    expect(placeOfWirePath('retailAgent.Phone', form)).toEqual({ step: 'retail-agent', path: 'retailAgent.phone' })
  })

  it('maps wire names that differ from the form: coverage, operations, radius, limits, insured contact', () => {
    const form = completeAnswers()
    expect(placeOfWirePath('coverage.brokerFeeAPD', form)?.path).toBe('coverage.brokerFees.APD')
    expect(placeOfWirePath('coverage.optAlUm', form)?.path).toBe('coverage.uninsuredMotorist')
    expect(placeOfWirePath('operations.opsRefrigirated', form)).toEqual({ step: 'operations', path: 'operations.kinds.refrigerated' })
    expect(placeOfWirePath('operations.priorInsuranceCancelledNonrenewed', form)?.path).toBe('operations.priorInsuranceCancelled')
    expect(placeOfWirePath('radius.radius501', form)).toEqual({ step: 'radius', path: 'radius.over500' })
    expect(placeOfWirePath('limits.nbrOfTrucks', form)).toEqual({ step: 'limits', path: 'limits.trucks' })
    expect(placeOfWirePath('insuredInformation.insuranceContactPhone', form)).toEqual({ step: 'insured', path: 'insured.contactPhone' })
    expect(placeOfWirePath('commoditiesRefrigeration', form)).toEqual({ step: 'cargo', path: 'refrigeration' })
  })

  it('puts a mailing or shipping error on the garage when the address was copied from it', () => {
    const form = completeAnswers()
    expect(placeOfWirePath('mailingAddress.mailingZip', form)?.path).toBe('mailing.zip')
    form.mailing.sameAsGarage = true
    expect(placeOfWirePath('mailingAddress.mailingZip', form)?.path).toBe('garage.zip')
    expect(placeOfWirePath('shippingAddress.shippingCity', form)).toEqual({ step: 'addresses', path: 'garage.city' })
  })

  it('keeps the step but no field for a row the form does not have or a field it does not know', () => {
    const form = completeAnswers()
    expect(placeOfWirePath('drivers.7.dateOfBirth', form)).toEqual({ step: 'drivers', path: null })
    expect(placeOfWirePath('vehicles.0.color', form)).toEqual({ step: 'vehicles', path: null })
    expect(placeOfWirePath('vehicles.x.vin', form)).toEqual({ step: 'vehicles', path: null })
    expect(placeOfWirePath('losses.9.lossAlPaid', form)).toEqual({ step: 'losses', path: null })
    expect(placeOfWirePath('garageAddress.garageCountry', form)).toEqual({ step: 'addresses', path: null })
    expect(placeOfWirePath('insuredInformation', form)).toEqual({ step: 'insured', path: null })
  })

  it('knows nothing of a path outside the request object', () => {
    expect(placeOfWirePath('somethingUnknown', completeAnswers())).toBeNull()
    expect(placeOfWirePath('_body', completeAnswers())).toBeNull()
    expect(placeOfWirePath('', completeAnswers())).toBeNull()
  })
})

describe('a 422 placed by applyFieldErrors, with its steps', () => {
  it('keeps every message, placed or not, in the order sent', () => {
    const errors = {
      'drivers.0.licenseNumber': ['The license number is not valid for Georgia'],
      'vehicles.0.vin': ['This VIN is on another active policy', 'Check the VIN'],
      somethingUnknown: ['The service refused a field the portal does not know'],
    }
    const form = completeAnswers()
    expect(withSteps(placeFieldErrors(errors, wireToFormPath(form)), form)).toEqual([
      { wirePath: 'drivers.0.licenseNumber', message: 'The license number is not valid for Georgia', step: 'drivers', path: 'drivers.0.licenseNumber' },
      { wirePath: 'vehicles.0.vin', message: 'This VIN is on another active policy', step: 'vehicles', path: 'vehicles.0.vin' },
      { wirePath: 'vehicles.0.vin', message: 'Check the VIN', step: 'vehicles', path: 'vehicles.0.vin' },
      { wirePath: 'somethingUnknown', message: 'The service refused a field the portal does not know', step: null, path: null },
    ])
  })

  it('places the sandbox 422 of a whole group missing: the group on its step, each required leaf on its field', async () => {
    const form = completeAnswers()
    const { insuredInformation: _missing, ...body } = toQuoteRequest(form)
    const sandbox = startSandbox()
    const { AccessToken } = await sandbox.signIn()
    const answer = await sandbox.callAs(AccessToken, 'POST', '/v1/quote', body)
    expect(answer.status).toBe(422)
    const placed = withSteps(placeFieldErrors(answer.body!.errors as Record<string, string[]>, wireToFormPath(form)), form)
    expect(placed).toEqual(
      expect.arrayContaining([
        { wirePath: 'insuredInformation', message: 'Required', step: 'insured', path: null },
        { wirePath: 'insuredInformation.legalName', message: 'Required', step: 'insured', path: 'insured.legalName' },
        { wirePath: 'insuredInformation.dotNumber', message: 'Required', step: 'insured', path: 'insured.dotNumber' },
        { wirePath: 'insuredInformation.yearsInBusiness', message: 'Required', step: 'insured', path: 'insured.yearsInBusiness' },
        { wirePath: 'insuredInformation.monthsInBusiness', message: 'Required', step: 'insured', path: 'insured.monthsInBusiness' },
      ]),
    )
  })
})
