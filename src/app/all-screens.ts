import { learnScreenPaths, type ScreenPaths } from '../domain/paths.ts'
import type { ScreenDeclaration, ScreenDeclarations } from '../domain/screens.ts'
import { authScreens } from '../features/auth/screens.ts'
import { cancellationScreens } from '../features/cancellations/screens.ts'
import { homeScreens } from '../features/home/screens.ts'
import { quoteScreens } from '../features/quote/screens.ts'
import { sandboxConsoleScreens } from '../features/sandbox-console/screens.ts'
import { submissionScreens } from '../features/submissions/screens.ts'
import { taxScreens } from '../features/tax/screens.ts'
import { webhookScreens } from '../features/webhooks/screens.ts'
import { appScreens } from './screens.ts'

/**
 * Every screen of the portal, from each feature's declarations (docs/decisions/0097-each-screen-declared-once.md):
 * what the route table, the navigation, home, `npm run size`, the check of a real API and the end-to-end
 * suites read. A new feature's `screens.ts` joins here; a new screen of a feature joins its file alone.
 */
const DECLARATIONS = {
  home: homeScreens,
  app: appScreens,
  auth: authScreens,
  quote: quoteScreens,
  submissions: submissionScreens,
  cancellations: cancellationScreens,
  tax: taxScreens,
  webhooks: webhookScreens,
  'sandbox-console': sandboxConsoleScreens,
} as const satisfies Record<string, ScreenDeclarations>

type Declarations = typeof DECLARATIONS
/** A declared screen's id, such as `editWebhook`. */
export type ScreenId = { [Feature in keyof Declarations]: keyof Declarations[Feature] & string }[keyof Declarations]

export interface DeclaredScreen extends ScreenDeclaration {
  id: ScreenId
  /** The folder that declares it: `src/features/<feature>/screens.ts`, or `app` for `src/app/screens.ts`. */
  feature: keyof Declarations
}

/** Every declared screen, feature by feature in the order above, each in the order its file declares it. */
export const DECLARED_SCREENS: readonly DeclaredScreen[] = Object.entries(DECLARATIONS).flatMap(([feature, declarations]) =>
  Object.entries(declarations).map(([id, declaration]) => ({
    ...(declaration as ScreenDeclaration),
    id: id as ScreenId,
    feature: feature as keyof Declarations,
  })),
)

// Every declared id with its path: what ScreenPaths is made of, which Object.fromEntries cannot say in its type.
learnScreenPaths(Object.fromEntries(DECLARED_SCREENS.map(({ id, path }) => [id, path])) as unknown as ScreenPaths)
