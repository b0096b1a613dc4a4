import type { ScreenDeclaration } from '@/domain/screens'
import { homeShortcuts, type HomeShortcut } from '@/features/home/shortcuts'
import { DECLARED_SCREENS } from './all-screens'

/** A link of the main navigation: where it goes, and what its screen's declaration says of it. */
export type NavigationItem = NonNullable<ScreenDeclaration['nav']> & { to: string }

const placed = <Place extends { order: number }>(place: (screen: ScreenDeclaration) => Place | undefined) =>
  DECLARED_SCREENS.flatMap((screen) => {
    const where = place(screen)
    return where ? [{ ...where, to: screen.path }] : []
  }).sort((a, b) => a.order - b.order)

/** The signed-in navigation: the screens whose declarations place them there (`nav`), in their order. */
export const mainNavigation: NavigationItem[] = placed((screen) => screen.nav)

/** Home's shortcuts (`home`), in their order: loaded with the navigation, before any signed-in screen opens. */
export const shortcutsOnHome: HomeShortcut[] = placed((screen) => screen.home)
homeShortcuts.set(shortcutsOnHome)
