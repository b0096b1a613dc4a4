import { Link } from 'react-router'
import { useSession, useSignedInIdentity } from '@/api/session/use-session'
import { FreeText } from '@/components/ui/free-text'
import { PageHeading } from '@/components/ui/page-heading'
import { useIsSandbox } from '@/api/sandbox-info'
import { useStore } from '@/generic/use-store'
import { homeShortcuts } from '../shortcuts'
import { RecentSubmissions } from './recent-submissions'
import { UnfinishedDrafts } from './unfinished-drafts'

export function HomePage() {
  const identity = useSignedInIdentity()
  const account = useSession()?.username
  const isSandbox = useIsSandbox()
  const tasks = useStore(homeShortcuts).filter((task) => isSandbox || !task.sandboxOnly)
  return (
    <>
      {/* The page's title is its heading, as on every page: the tab and the screen reader's first words name the same page. */}
      <PageHeading title={identity?.agencyName ?? 'Home'}>{identity?.agencyName ? <FreeText>{identity.agencyName}</FreeText> : 'Home'}</PageHeading>
      {/* Who is signed in is the header's to say. */}
      <section aria-labelledby="tasks-heading">
        <h2 id="tasks-heading" className="mb-4 text-xl font-bold">
          What would you like to do?
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {tasks.map((task) => (
            <li key={task.to} className="rounded-md border border-slate-300 bg-white p-5">
              <Link to={task.to} className="text-lg font-semibold">
                {task.title}
              </Link>
              <p className="mt-1 text-slate-700">{task.description}</p>
            </li>
          ))}
        </ul>
      </section>
      {account && (
        <div className="mt-10 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-2">
          <UnfinishedDrafts account={account} />
          <RecentSubmissions account={account} />
        </div>
      )}
    </>
  )
}
