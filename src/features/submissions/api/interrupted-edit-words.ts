import type { InterruptedWords } from '@/api/interrupted-sends'
import type { SubmissionRef } from '../forms/submission-ref'

/**
 * A change of a transaction that the session ended around: its form keeps the answers, and says itself
 * when they were sent and no answer came (so no way to find out is given here twice).
 */
export const interruptedEditWords = ({ displayId, transactionId }: SubmissionRef, thing: string): InterruptedWords => ({
  what: `${thing} for ${displayId}, transaction ${transactionId}`,
  again: 'Send it again when you are ready.',
})
