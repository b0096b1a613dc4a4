import { addDriverResponseSchema } from '@/contract/submission-edits'
import { DriverFields } from '@/components/fleet/driver-fields'
import { DRIVER_ADDITION } from '../forms/add-driver'
import type { SubmissionRef } from '../forms/submission-ref'
import { FleetAdditionPage } from './fleet-addition-page'
import { forSubmission } from './for-submission'

function AddDriver({ submission }: { submission: SubmissionRef }) {
  return (
    <FleetAdditionPage submission={submission} addition={DRIVER_ADDITION} responseSchema={addDriverResponseSchema} intro="Ages are judged on today’s date.">
      <DriverFields base="driver" asks={['monthsExperience', 'majorViolations']} />
    </FleetAdditionPage>
  )
}

export const AddDriverPage = forSubmission(AddDriver)
