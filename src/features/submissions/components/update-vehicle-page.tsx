import { VehicleFields } from '@/components/fleet/vehicle-fields'
import { Fieldset } from '@/components/form/fieldset'
import { TextField } from '@/components/form/text-field'
import { useUpdateVehicle } from '../api/update-vehicle'
import type { SubmissionRef } from '../forms/submission-ref'
import {
  CHANGES_ANCHOR,
  emptyUpdateVehicleForm,
  toUpdateVehicleRequest,
  updateVehicleFieldOf,
  updateVehicleIssues,
  type UpdateVehicleForm,
} from '../forms/update-vehicle'
import { EditForm } from './edit-form'
import { transactionNotFound } from './edit-problem'
import { forSubmission } from './for-submission'

function UpdateVehicle({ submission }: { submission: SubmissionRef }) {
  return (
    <EditForm
      submission={submission}
      formName="update-vehicle"
      title="Update a vehicle"
      intro={<p>Fill in only what changes: an empty box is not sent and stays as it is. The form starts empty, as the service cannot read a vehicle back.</p>}
      empty={emptyUpdateVehicleForm}
      issuesOf={updateVehicleIssues}
      fieldOf={updateVehicleFieldOf}
      toRequest={(values: UpdateVehicleForm) => ({ vehicleId: Number(values.vehicleId), body: toUpdateVehicleRequest(values) })}
      send={useUpdateVehicle(submission)}
      changeOf={(answer) => ({
        kind: 'vehicle-updated',
        recordId: answer.vehicle_id,
        submissionNumber: answer.submission_number,
        described: '',
        updatedFields: answer.updated_fields,
      })}
      notFound={({ vehicleId }) => ({
        what: (
          <>
            vehicle {String(vehicleId)} on {transactionNotFound(submission).what}
          </>
        ),
        ids: 'the submission id, the transaction or the vehicle id',
      })}
      safeToRepeat
      submitLabel="Update the vehicle"
    >
      <TextField<UpdateVehicleForm>
        name="vehicleId"
        label="Vehicle id"
        hint="The number the policy system gives the vehicle, like 7004."
        kind="whole"
        width="sm"
        code
      />
      <Fieldset legend="What changes" hint="Leave a box empty to keep what the vehicle has." anchor={CHANGES_ANCHOR}>
        <VehicleFields base="vehicle" emptyChoice="No change" vinHint="10 to 17 characters, on the title or the registration.">
          <TextField<UpdateVehicleForm> name="vehicle.deductible" label="Deductible" hint="This vehicle’s own deductible." kind="money" width="sm" />
        </VehicleFields>
      </Fieldset>
    </EditForm>
  )
}

export const UpdateVehiclePage = forSubmission(UpdateVehicle)
