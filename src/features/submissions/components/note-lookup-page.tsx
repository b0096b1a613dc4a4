import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { FormKit } from '@/components/form/form-kit'
import { TextField } from '@/components/form/text-field'
import { FormErrorSummary } from '@/components/ui/form-error-summary'
import { Id } from '@/components/ui/id'
import { PageHeading } from '@/components/ui/page-heading'
import { notePath } from '@/domain/paths'
import { noteLookupSchema, type NoteLookup } from '../forms/note-lookup'

export function NoteLookupPage() {
  const navigate = useNavigate()
  const form = useForm<NoteLookup>({
    resolver: zodResolver(noteLookupSchema),
    defaultValues: { displayId: '', noteId: '' },
    shouldFocusError: false,
  })
  const { errors, submitCount } = form.formState
  const onSubmit = form.handleSubmit(({ displayId, noteId }) => void navigate(notePath(displayId, noteId)))
  return (
    <div className="max-w-xl">
      <PageHeading title="Read a reply">Read a reply from underwriting</PageHeading>
      <p className="mb-6">Reply notifications name the submission and the note but never carry the text. Enter both to read the message.</p>
      <FormErrorSummary errors={errors} submitCount={submitCount} />
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
        <FormKit form={form}>
          <TextField<NoteLookup>
            name="displayId"
            label="Submission or policy id"
            hint={
              <>
                For example <Id>BR-10001</Id>.
              </>
            }
            width="id"
            code
          />
          <TextField<NoteLookup>
            name="noteId"
            label="Note id"
            hint={
              <>
                For example <Id>N-1001</Id>.
              </>
            }
            width="id"
            code
          />
        </FormKit>
        <div>
          <Button type="submit">Read the reply</Button>
        </div>
      </form>
    </div>
  )
}
