import { TRAILER_OWNERSHIPS } from '@/contract/quote-enums'
import { useSession } from '@/api/session/use-session'
import { ScheduleTools } from '@/components/schedule-import/schedule-tools'
import type { ImportForm } from '@/domain/fleet/import-preview'
import { TrailerFields } from '@/components/fleet/trailer-fields'
import { RadioField } from '@/components/form/radio-field'
import { TextField } from '@/components/form/text-field'
import { useAddTrailer } from '../api/add-trailer'
import {
  addTrailerFieldOf,
  addTrailerIssues,
  describeAddedTrailer,
  emptyAddTrailerForm,
  toAddTrailerRequest,
  TRAILER_IMPORT,
  type AddTrailerForm,
} from '../forms/add-trailer'
import type { SubmissionRef } from '../forms/submission-ref'
import { EditForm } from './edit-form'
import { forSubmission } from './for-submission'

const OWNERSHIP_OPTIONS = TRAILER_OWNERSHIPS.map(([value, label]) => ({ value, label }))

function AddTrailer({ submission }: { submission: SubmissionRef }) {
  const account = useSession()?.username ?? ''
  return (
    <EditForm
      submission={submission}
      formName="add-trailer"
      title="Add a trailer"
      intro={<p>A VIN already on this transaction is refused.</p>}
      empty={emptyAddTrailerForm}
      issuesOf={addTrailerIssues}
      fieldOf={addTrailerFieldOf}
      toRequest={toAddTrailerRequest}
      send={useAddTrailer(submission)}
      changeOf={(answer, { trailer }: AddTrailerForm) => ({
        kind: 'trailer-added',
        recordId: answer.trailer_id,
        submissionNumber: answer.submission_number,
        described: describeAddedTrailer(trailer),
        updatedFields: [],
      })}
      submitLabel="Add the trailer"
    >
      <ScheduleTools
        scheduleName="trailers"
        noun="trailers"
        name="trailer"
        account={account}
        target={TRAILER_IMPORT as ImportForm<object>}
        single
        keepAs={`add-trailer/${submission.displayId}/${submission.transactionId}`}
      />
      <TrailerFields base="trailer">
        <RadioField<AddTrailerForm> name="trailer.ownership" legend="Who owns the trailer" options={OWNERSHIP_OPTIONS} />
        <TextField<AddTrailerForm>
          name="trailer.deductible"
          label="Deductible"
          hint="Only if this trailer has its own; otherwise the policy’s applies."
          optional
          kind="money"
          width="sm"
        />
      </TrailerFields>
    </EditForm>
  )
}

export const AddTrailerPage = forSubmission(AddTrailer)
