import { useSession } from '@/api/session/use-session'
import { DriverFields } from '@/components/fleet/driver-fields'
import { ScheduleTools } from '@/components/schedule-import/schedule-tools'
import type { ImportForm } from '@/domain/fleet/import-preview'
import { useAddDriver } from '../api/add-driver'
import {
  addDriverFieldOf,
  addDriverIssues,
  describeAddedDriver,
  DRIVER_IMPORT,
  emptyAddDriverForm,
  toAddDriverRequest,
  type AddDriverForm,
} from '../forms/add-driver'
import type { SubmissionRef } from '../forms/submission-ref'
import { EditForm } from './edit-form'
import { forSubmission } from './for-submission'

function AddDriver({ submission }: { submission: SubmissionRef }) {
  const account = useSession()?.username ?? ''
  return (
    <EditForm
      submission={submission}
      formName="add-driver"
      title="Add a driver"
      intro={<p>Ages are judged on today’s date.</p>}
      empty={emptyAddDriverForm}
      issuesOf={addDriverIssues}
      fieldOf={addDriverFieldOf}
      toRequest={toAddDriverRequest}
      send={useAddDriver(submission)}
      changeOf={(answer, { driver }: AddDriverForm) => ({
        kind: 'driver-added',
        recordId: answer.driver_id,
        submissionNumber: answer.submission_number,
        described: describeAddedDriver(driver),
        updatedFields: [],
      })}
      submitLabel="Add the driver"
    >
      <ScheduleTools
        scheduleName="drivers"
        noun="drivers"
        name="driver"
        account={account}
        target={DRIVER_IMPORT as ImportForm<object>}
        single
        keepAs={`add-driver/${submission.displayId}/${submission.transactionId}`}
      />
      <DriverFields base="driver" asks={['monthsExperience', 'majorViolations']} />
    </EditForm>
  )
}

export const AddDriverPage = forSubmission(AddDriver)
