import { useMemo } from 'react'
import { useParams } from 'react-router'
import { refFromParams, type SubmissionRef } from '../forms/submission-ref'

/** The submission transaction the address names (`/submissions/:displayId/:transactionId/...`), or null. */
export function useSubmissionParams(): SubmissionRef | null {
  const { displayId, transactionId } = useParams()
  return useMemo(() => refFromParams(displayId, transactionId), [displayId, transactionId])
}
