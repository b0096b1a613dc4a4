import type { ReactNode } from 'react'
import type * as z from 'zod/mini'
import { useSession } from '@/api/session/use-session'
import { ScheduleTools } from '@/components/schedule-import/schedule-tools'
import type { ImportForm } from '@/domain/fleet/import-preview'
import { useAddToFleet } from '../api/add-to-fleet'
import type { FleetAddition, FleetNoun } from '../forms/fleet-addition'
import type { SubmissionRef } from '../forms/submission-ref'
import { EditForm } from './edit-form'
import { withArticle } from '@/generic/article'

/** What the service answers an addition (sections 4.4, 4.6): the submission's number and the new row's id under its noun. */
type AddedAnswer<Noun extends FleetNoun> = { submission_number: string } & { [Key in `${Noun}_id`]: number }

export interface FleetAdditionPageProps<Noun extends FleetNoun, Row extends object, Request> {
  submission: SubmissionRef
  addition: FleetAddition<Noun, Row, Request>
  responseSchema: z.core.$ZodType<AddedAnswer<Noun>>
  /** The sentence before the form: what this addition judges that a person may not expect. */
  intro: string
  /** The row's fields, under the addition's noun (`driver.firstName`). */
  children: ReactNode
}

/**
 * Adding one driver or one trailer to a transaction: the edit form with its title, its send and the
 * change it records, and the schedule import that fills the form from a row. The fields are each page's.
 */
export function FleetAdditionPage<Noun extends FleetNoun, Row extends object, Request>(props: FleetAdditionPageProps<Noun, Row, Request>) {
  const { submission, addition, responseSchema, intro, children } = props
  const { noun } = addition
  const account = useSession()?.username ?? ''
  const send = useAddToFleet<Request, typeof responseSchema>(submission, noun, responseSchema)
  return (
    <EditForm
      submission={submission}
      formName={`add-${noun}`}
      title={`Add ${withArticle(noun)}`}
      intro={<p>{intro}</p>}
      empty={addition.empty}
      issuesOf={addition.issuesOf}
      fieldOf={addition.fieldOf}
      toRequest={addition.toRequest}
      send={send}
      changeOf={(answer, values) => ({
        kind: `${noun}-added`,
        recordId: answer[`${noun}_id`],
        submissionNumber: answer.submission_number,
        described: addition.describe(values[noun]),
        updatedFields: [],
      })}
      submitLabel={`Add the ${noun}`}
    >
      <ScheduleTools
        scheduleName={`${noun}s`}
        noun={`${noun}s`}
        name={noun}
        account={account}
        target={addition.rowImport as unknown as ImportForm<object>}
        single
        keepAs={`add-${noun}/${submission.displayId}/${submission.transactionId}`}
      />
      {children}
    </EditForm>
  )
}
