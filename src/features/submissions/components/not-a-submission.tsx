import { Link } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Id } from '@/components/ui/id'
import { PageHeading } from '@/components/ui/page-heading'
import { paths } from '@/domain/paths'
import { DISPLAY_ID_EXAMPLE } from '@/domain/display-id'

/** An address under /submissions whose ids cannot be a submission transaction (a typo in a link). */
export function NotASubmission() {
  return (
    <div className="max-w-2xl">
      <PageHeading title="This address does not name a submission">This address does not name a submission</PageHeading>
      <Alert tone="warning">
        <p>
          A submission’s address holds its id and a transaction number, like /submissions/<Id>{DISPLAY_ID_EXAMPLE}</Id>/1. Check the link, or open the
          submission by its ids.
        </p>
      </Alert>
      <p className="mt-6">
        <Link to={paths.workspace}>Open a submission</Link>
      </p>
    </div>
  )
}
