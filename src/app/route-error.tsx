import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { PageHeading } from '@/components/ui/page-heading'
import { isModuleLoadFailure, MODULE_LOAD_FAILURE_ADVICE } from '@/generic/module-load-failure'
import { firstLoadPaths } from '@/domain/first-load-paths'

function describe(error: unknown): { title: string; detail: string } {
  if (isRouteErrorResponse(error)) {
    return { title: `The page could not be shown (${error.status})`, detail: error.statusText }
  }
  if (isModuleLoadFailure(error)) return { title: 'This part of the portal could not be loaded', detail: MODULE_LOAD_FAILURE_ADVICE }
  return { title: 'Something went wrong on this page', detail: error instanceof Error ? error.message : String(error) }
}

/** The error boundary of every route: says what happened, in words, and offers a way on. */
export function RouteError() {
  const { title, detail } = describe(useRouteError())
  return (
    <main id="main" className="mx-auto max-w-3xl p-6">
      <PageHeading title="Error">{title}</PageHeading>
      <Alert tone="error" title="What happened">
        <p>{detail}</p>
      </Alert>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <Link to={firstLoadPaths.home}>Go to the home page</Link>
      </div>
    </main>
  )
}
