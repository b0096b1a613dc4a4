import { paths } from '../domain/paths.ts'
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

/** Each declared screen has its address in src/domain/paths.ts, and that file has no other: the build fails on either. */
type PathsOfScreens = { [Id in ScreenId]: string } & { [Other in Exclude<keyof typeof paths, ScreenId>]: never }
const declaredPaths: PathsOfScreens = paths

export interface DeclaredScreen extends ScreenDeclaration {
  id: ScreenId
  /** The route, from the root: `/webhooks/:id/edit` (`:name` a parameter, `*` any address no other screen takes), from src/domain/paths.ts. */
  path: string
  /** The folder that declares it: `src/features/<feature>/screens.ts`, or `app` for `src/app/screens.ts`. */
  feature: keyof Declarations
}

/** Every declared screen, feature by feature in the order above, each in the order its file declares it. */
export const DECLARED_SCREENS: readonly DeclaredScreen[] = Object.entries(DECLARATIONS).flatMap(([feature, declarations]) =>
  Object.entries(declarations).map(([id, declaration]) => ({
    ...(declaration as ScreenDeclaration),
    id: id as ScreenId,
    path: declaredPaths[id as ScreenId],
    feature: feature as keyof Declarations,
  })),
)
