import { Link } from 'react-router'
import { useSession } from '@/api/session/use-session'
import { PageHeading } from '@/components/ui/page-heading'
import { paths } from '@/domain/paths'
import { OpenSubmission } from './open-submission-form'
import { WorkspaceList } from './workspace-list'

export function WorkspacePage() {
  const account = useSession()?.username ?? ''
  return (
    <div className="max-w-4xl">
      <PageHeading title="Submissions">Submissions</PageHeading>
      <p className="mb-8 max-w-3xl text-slate-700">
        Open a submission by its ids to add a driver or a trailer, update a vehicle, read a reply from underwriting, or approve a pending cancellation.
      </p>
      <section aria-labelledby="open-heading" className="mb-10">
        <h2 id="open-heading" className="mb-4 text-xl font-bold">
          Open a submission
        </h2>
        <OpenSubmission />
      </section>
      <WorkspaceList account={account} />
      <p className="mt-8">
        <Link to={paths.noteLookup}>Read a reply by its submission and note ids</Link>
      </p>
    </div>
  )
}
