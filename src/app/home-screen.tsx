import { HomePage } from '@/features/home/components/home-page'
import { homeShortcuts } from './navigation'

/** Home with every feature's shortcut, from their declarations: only the app may read several features. */
export function HomeScreen() {
  return <HomePage tasks={homeShortcuts} />
}
