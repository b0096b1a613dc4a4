import { Link } from 'react-router'
import { PageHeading } from '@/components/ui/page-heading'
import { paths } from '@/domain/paths'

export function NotFoundPage() {
  return (
    <>
      <PageHeading title="Page not found">Page not found</PageHeading>
      <p className="mb-4">There is no page at this address. If you typed it, check it; if you followed a link, it may be old.</p>
      <Link to={paths.home}>Go to the home page</Link>
    </>
  )
}
