import type { ScreenDeclaration } from '@/domain/screens'
import { DECLARED_SCREENS } from './all-screens'

/** A link of the main navigation or a shortcut of home: where it goes, then what its screen's declaration says of it. */
export type NavigationItem = NonNullable<ScreenDeclaration['nav']> & { to: string }
export type HomeShortcut = NonNullable<ScreenDeclaration['home']> & { to: string }

const placed = <Place extends { order: number }>(place: (screen: ScreenDeclaration) => Place | undefined) =>
  DECLARED_SCREENS.flatMap((screen) => {
    const where = place(screen)
    return where ? [{ ...where, to: screen.path }] : []
  }).sort((a, b) => a.order - b.order)

/** The signed-in navigation: the screens whose declarations place them there (`nav`), in their order. */
export const mainNavigation: NavigationItem[] = placed((screen) => screen.nav)

/** The home page's shortcuts (`home`), in their order. */
export const homeShortcuts: HomeShortcut[] = placed((screen) => screen.home)
