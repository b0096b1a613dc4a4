import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { FormKit } from '@/components/form/form-kit'
import { TextField } from '@/components/form/text-field'
import { Button } from '@/components/ui/button'
import { FormErrorSummary } from '@/components/ui/form-error-summary'
import { Id } from '@/components/ui/id'
import { notePath } from '@/domain/paths'
import { noteIdFormSchema, type NoteIdForm } from '../forms/note-lookup'

/** "Read a reply" on a submission's page: the note id is all it needs (notes belong to the submission, not a transaction). */
export function ReadNoteForm({ displayId }: { displayId: string }) {
  const navigate = useNavigate()
  const form = useForm<NoteIdForm>({ resolver: zodResolver(noteIdFormSchema), defaultValues: { noteId: '' }, shouldFocusError: false })
  const onSubmit = form.handleSubmit(({ noteId }) => void navigate(notePath(displayId, noteId)))
  return (
    <>
      <FormErrorSummary errors={form.formState.errors} submitCount={form.formState.submitCount} />
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Read a reply" className="flex flex-wrap items-end gap-x-4 gap-y-3">
        <FormKit form={form}>
          <TextField<NoteIdForm>
            name="noteId"
            label="Note id"
            hint={
              <>
                From the reply notification, like <Id>N-1001</Id>.
              </>
            }
            width="id"
            code
          />
        </FormKit>
        <Button type="submit" variant="secondary">
          Read the reply
        </Button>
      </form>
    </>
  )
}
