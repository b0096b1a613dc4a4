import { DECLARED_SCREENS } from '../../src/app/all-screens.ts'
import type { OperationId } from '../../src/contract/operations.ts'

/**
 * Which of the portal's screens call an operation, from their declarations (`sends`, `reads`): what a
 * difference of the API would break, each screen by its title and path.
 */
export function screensCalling(operation: OperationId): string[] {
  const calling = DECLARED_SCREENS.filter((screen) => screen.sends?.includes(operation) || screen.reads?.includes(operation))
  return [
    ...calling.map((screen) => `${screen.title} (${screen.path})`),
    // Every signed-in screen refreshes its session's token by signing in again (ADR 0032).
    ...(operation === 'authenticate' ? [`${EVERY_SIGNED_IN_SCREEN}, whose session refreshes its token`] : []),
  ]
}

/** A difference of the session itself (the header, the tokens) reaches every screen after sign-in. */
export const EVERY_SIGNED_IN_SCREEN = 'every screen after sign-in'
