import type { EndorsementPayload } from '../endorsement-records'
import type { EndorsementKind } from '../forms/endorsement-kinds'
import type { SubmissionRef } from '../forms/submission-ref'
import { transactionApiPath } from './transaction-path'

export interface RowRequest {
  method: 'POST' | 'PUT'
  path: string
  body: Record<string, unknown>
}

/**
 * The one request of a row: POST driver (4.4), POST trailer (4.6), or PUT vehicle/{vehicleId} (4.5)
 * with only the fields the row changes.
 */
export function endorsementRequest(ref: SubmissionRef, kind: EndorsementKind, { body, recordId }: EndorsementPayload): RowRequest {
  const transaction = transactionApiPath(ref)
  switch (kind) {
    case 'drivers':
      return { method: 'POST', path: `${transaction}/driver`, body }
    case 'trailers':
      return { method: 'POST', path: `${transaction}/trailer`, body }
    case 'vehicle-updates':
      if (recordId === undefined) throw new Error('A vehicle update without its vehicle id')
      return { method: 'PUT', path: `${transaction}/vehicle/${encodeURIComponent(String(recordId))}`, body }
  }
}
