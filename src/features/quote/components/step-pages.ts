import type { ComponentType } from 'react'
import type { WizardMode } from '../form/model'
import type { StepId } from '../form/steps'
import { AddressesStep } from './steps/addresses-step'
import { CargoStep } from './steps/cargo-step'
import { CoverageStep } from './steps/coverage-step'
import { DriversStep } from './steps/drivers-step'
import { InsuredStep } from './steps/insured-step'
import { LimitsStep } from './steps/limits-step'
import { LossesStep } from './steps/losses-step'
import { OperationsStep } from './steps/operations-step'
import { RadiusStep } from './steps/radius-step'
import { RetailAgentStep } from './steps/retail-agent-step'
import { TerminalsStep } from './steps/terminals-step'
import { TrailersStep } from './steps/trailers-step'
import { VehiclesStep } from './steps/vehicles-step'

export interface StepPage {
  /** The page's h1: one question or topic (GOV.UK "one thing per page"). */
  title: (mode: WizardMode) => string
  /** The check page has no fields of its own. */
  Fields?: ComponentType
}

export const STEP_PAGES: Record<StepId, StepPage> = {
  insured: { title: () => 'About the insured', Fields: InsuredStep },
  addresses: { title: (mode) => (mode === 'indication' ? 'Garage, mailing and shipping addresses' : 'Garage and mailing addresses'), Fields: AddressesStep },
  coverage: { title: () => 'Coverages and effective date', Fields: CoverageStep },
  operations: { title: () => 'Operations and filings', Fields: OperationsStep },
  radius: { title: () => 'How far the trucks travel', Fields: RadiusStep },
  cargo: { title: () => 'What the trucks haul', Fields: CargoStep },
  terminals: { title: () => 'Terminals', Fields: TerminalsStep },
  vehicles: { title: () => 'Vehicles', Fields: VehiclesStep },
  trailers: { title: () => 'Trailers', Fields: TrailersStep },
  drivers: { title: () => 'Drivers', Fields: DriversStep },
  losses: { title: () => 'Loss history', Fields: LossesStep },
  'retail-agent': { title: () => 'Retail agent', Fields: RetailAgentStep },
  limits: { title: () => 'Trucks, trailers and limits', Fields: LimitsStep },
  check: { title: (mode) => `Check your answers before getting the ${mode}` },
}
