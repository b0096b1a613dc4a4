import { useEffect, useState } from 'react'
import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { PageHeading } from '@/components/ui/page-heading'
import { isModuleLoadFailure, MODULE_LOAD_FAILURE_ADVICE } from '@/generic/module-load-failure'
import { paths } from '@/domain/paths'

function describe(error: unknown): { title: string; detail: string } {
  if (isRouteErrorResponse(error)) {
    return { title: 'The page could not be shown', detail: error.statusText || 'The portal could not open this address.' }
  }
  if (isModuleLoadFailure(error)) return { title: 'This part of the portal could not be loaded', detail: MODULE_LOAD_FAILURE_ADVICE }
  return { title: 'Something went wrong on this page', detail: error instanceof Error ? error.message : String(error) }
}

/**
 * True while a failure to load is looked into: when a newer build took this build's files away, the
 * address is loaded anew (ADR 0117) and nothing is shown meanwhile.
 */
function useAskingForNewerBuild(error: unknown): boolean {
  const [asking, setAsking] = useState(() => isModuleLoadFailure(error))
  useEffect(() => {
    if (!asking) return
    void import('./newer-build')
      .then(({ loadNewerBuild }) => loadNewerBuild(window.location.href))
      .catch(() => false)
      .then((loading) => loading || setAsking(false))
  }, [asking])
  return asking
}

/** The error boundary of every route: says what happened, in words, and offers a way on. */
export function RouteError() {
  const error = useRouteError()
  const { title, detail } = describe(error)
  if (useAskingForNewerBuild(error)) return null
  return (
    <main id="main" className="mx-auto max-w-3xl p-6">
      <PageHeading title={title}>{title}</PageHeading>
      <Alert tone="error" title="What happened">
        <p>{detail}</p>
      </Alert>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <Link to={paths.home}>Go to the home page</Link>
      </div>
    </main>
  )
}
