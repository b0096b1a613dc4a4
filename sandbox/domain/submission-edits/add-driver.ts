import { addDriverRequestSchema, driverRuleIssues, type AddDriverRequest } from '../../../src/contract/submission-edits.ts'
import type { Sandbox } from '../../sandbox.ts'
import { allocateId } from '../../store/ids.ts'
import type { OwnedTransaction } from '../../store/submissions.ts'
import type { Driver } from '../../store/types.ts'
import { validateWithRules, type Validation } from '../validation/validate-with-rules.ts'
import { given } from './given.ts'
import { editDay } from './schedule.ts'

/**
 * Section 4.4: a driver joins the transaction's schedule. Ages and CDL experience are judged on the
 * day the driver starts driving under it: today, or the policy's effective date when that is later.
 */
export function addDriver(sandbox: Sandbox, { submission, transaction }: OwnedTransaction, body: Record<string, unknown>): Validation<Driver> {
  const today = editDay(sandbox)
  const drivesFrom = submission.effectiveDate > today.latest ? submission.effectiveDate : today.latest
  const validation = validateWithRules(addDriverRequestSchema, body, (input: Partial<AddDriverRequest>) => driverRuleIssues(input, today, drivesFrom))
  if (!validation.ok) return validation
  const driver: Driver = { driverId: allocateId(sandbox.store, 'driver'), ...given(validation.value) }
  transaction.drivers.push(driver)
  return { ok: true, value: driver }
}
