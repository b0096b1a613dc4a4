import type { ReactNode } from 'react'
import { Alert } from './alert'
import { Button } from './button'

/**
 * What a screen could not load, said at once, with a way to load it again without a reload (a fault
 * that ended should not cost the page), unless trying again cannot help (`onRetry` left out).
 */
export function LoadFailure({ title, children, onRetry }: { title: string; children: ReactNode; onRetry?: () => void }) {
  return (
    <Alert tone="error" role="alert" title={title}>
      <p>{children}</p>
      {onRetry && (
        <Button variant="secondary" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  )
}
