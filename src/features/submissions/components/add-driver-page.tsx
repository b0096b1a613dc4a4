import { DriverFields } from '@/components/fleet/driver-fields'
import { useAddDriver } from '../api/add-driver'
import { addDriverFieldOf, addDriverIssues, emptyAddDriverForm, toAddDriverRequest, type AddDriverForm } from '../forms/add-driver'
import type { SubmissionRef } from '../forms/submission-ref'
import { EditForm } from './edit-form'
import { forSubmission } from './for-submission'

function AddDriver({ submission }: { submission: SubmissionRef }) {
  return (
    <EditForm
      submission={submission}
      formName="add-driver"
      title="Add a driver"
      intro={<p>The driver is added to this transaction’s schedule. Ages are judged on today’s date.</p>}
      empty={emptyAddDriverForm}
      issuesOf={addDriverIssues}
      fieldOf={addDriverFieldOf}
      toRequest={toAddDriverRequest}
      mutation={useAddDriver(submission)}
      changeOf={(answer, { driver }: AddDriverForm) => ({
        kind: 'driver-added',
        recordId: answer.driver_id,
        submissionNumber: answer.submission_number,
        described: `${driver.firstName.trim()} ${driver.lastName.trim()}, ${driver.eligibility.toLowerCase()}`,
        updatedFields: [],
      })}
      submitLabel="Add the driver"
    >
      <DriverFields base="driver" asks={['monthsExperience', 'majorViolations']} />
    </EditForm>
  )
}

export const AddDriverPage = forSubmission(AddDriver)
