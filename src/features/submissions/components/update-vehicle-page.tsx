import { useState } from 'react'
import { useSession } from '@/api/session/use-session'
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
import { knownVehicles } from '../known-vehicles'
import { workspaceEntry } from '../workspace-records'
import { EditForm } from './edit-form'
import { transactionNotFound } from './edit-problem'
import { forSubmission } from './for-submission'
import { VehicleChoice, vehicleChoiceOf } from './vehicle-choice'

function UpdateVehicle({ submission }: { submission: SubmissionRef }) {
  const account = useSession()?.username ?? ''
  const [vehicles] = useState(() => knownVehicles(workspaceEntry(account, submission)))
  const vinOf = (choice: string | undefined) => vehicles.find((vehicle) => vehicleChoiceOf(vehicle) === choice)?.vin ?? undefined
  return (
    <EditForm
      submission={submission}
      formName="update-vehicle"
      title="Update a vehicle"
      empty={emptyUpdateVehicleForm}
      issuesOf={updateVehicleIssues}
      fieldOf={updateVehicleFieldOf}
      toRequest={(values: UpdateVehicleForm) => ({ vehicleId: Number(values.vehicleId), body: toUpdateVehicleRequest(values) })}
      send={useUpdateVehicle(submission)}
      changeOf={(answer, values: UpdateVehicleForm) => ({
        kind: 'vehicle-updated',
        recordId: answer.vehicle_id,
        submissionNumber: answer.submission_number,
        described: '',
        updatedFields: answer.updated_fields,
        ...(vinOf(values.vehicleChoice) ? { vin: vinOf(values.vehicleChoice) } : {}),
      })}
      notFound={({ vehicleId }) => ({
        what: (
          <>
            vehicle {String(vehicleId)} on {transactionNotFound(submission).what}
          </>
        ),
      })}
      safeToRepeat
      submitLabel="Update the vehicle"
    >
      {vehicles.length > 0 && <VehicleChoice vehicles={vehicles} />}
      <TextField<UpdateVehicleForm>
        name="vehicleId"
        label="Vehicle id"
        hint="Like 7004, from underwriting or the policy system."
        kind="whole"
        width="sm"
        code
      />
      <Fieldset
        legend="What changes"
        hint="The service cannot read a vehicle back, so every box starts empty. Leave a box empty to keep what the vehicle has."
        anchor={CHANGES_ANCHOR}
        optionalFields
      >
        <VehicleFields base="vehicle" emptyChoice="No change" vinHint="10 to 17 characters, on the title or the registration.">
          <TextField<UpdateVehicleForm> name="vehicle.deductible" label="Deductible" hint="This vehicle’s own deductible." kind="money" width="sm" />
        </VehicleFields>
      </Fieldset>
    </EditForm>
  )
}

export const UpdateVehiclePage = forSubmission(UpdateVehicle)
