import { TRAILER_OWNERSHIPS } from '@/contract/quote-enums'
import { addTrailerResponseSchema } from '@/contract/submission-edits'
import { TrailerFields } from '@/components/fleet/trailer-fields'
import { RadioField } from '@/components/form/radio-field'
import { TextField } from '@/components/form/text-field'
import { TRAILER_ADDITION, type AddTrailerForm } from '../forms/add-trailer'
import type { SubmissionRef } from '../forms/submission-ref'
import { FleetAdditionPage } from './fleet-addition-page'
import { forSubmission } from './for-submission'

const OWNERSHIP_OPTIONS = TRAILER_OWNERSHIPS.map(([value, label]) => ({ value, label }))

function AddTrailer({ submission }: { submission: SubmissionRef }) {
  return (
    <FleetAdditionPage
      submission={submission}
      addition={TRAILER_ADDITION}
      responseSchema={addTrailerResponseSchema}
      intro="A VIN already on this transaction is refused."
    >
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
    </FleetAdditionPage>
  )
}

export const AddTrailerPage = forSubmission(AddTrailer)
