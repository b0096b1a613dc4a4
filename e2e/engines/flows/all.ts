import type { Flow } from '../../../tooling/engine-drivers/suite.ts'
import { carrierCensusFlow } from './carrier-census.ts'
import { clipboardFlow } from './clipboard.ts'
import { dateFlow } from './dates.ts'
import { dialogFlows } from './dialogs.ts'
import { focusRingFlow } from './focus-rings.ts'
import { scheduleFlow } from './schedules.ts'

/**
 * The flows where engines differ, each written once for every engine, in this order: the rotation's
 * flow rotates the subscription the first dialog flow creates (subscription 2).
 */
export function engineFlows(options: { downloadDir: string }): Flow[] {
  return [dateFlow, scheduleFlow(options), ...dialogFlows, clipboardFlow, focusRingFlow, carrierCensusFlow]
}
