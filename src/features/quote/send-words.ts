import type { InterruptedWords } from '@/api/interrupted-sends'
import type { WizardMode } from './form/model'

/** What to do before sending again a request whose answer did not say whether it made a submission. */
export const lookBeforeSendingAgain = (mode: WizardMode) =>
  `Before you send it again, ask underwriting or look for a new ${mode} for this insured, or there could be two.`

/** A quote or indication request the session ended around (docs/decisions/0140-a-send-the-session-ended-around.md). */
export const interruptedWizardWords = (mode: WizardMode): InterruptedWords => ({
  what: `The ${mode} request`,
  again: `Your answers are kept: get the ${mode} again.`,
  findOut: `It may have been made. ${lookBeforeSendingAgain(mode)}`,
})
