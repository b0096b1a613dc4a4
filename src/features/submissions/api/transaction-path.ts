import type { SubmissionRef } from '../forms/submission-ref'

/** `/submission/{displayId}/{transactionId}`: the start of every edit's path (sections 4.4 to 4.6). */
export const transactionApiPath = ({ displayId, transactionId }: SubmissionRef) =>
  `/submission/${encodeURIComponent(displayId)}/${encodeURIComponent(String(transactionId))}`
