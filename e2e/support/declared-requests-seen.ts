import { rowsOn } from '../screens/index.ts'
import { declaredNeverSeen } from './screen-requests.ts'

// After every spec (playwright.config.ts): each call a screen declares that none of its rows made, once all of that screen's rows ran.
export default function declaredRequestsSeen() {
  const unseen = declaredNeverSeen(rowsOn)
  if (unseen.length > 0) throw new Error(`Declared by a screen, never requested while its rows ran (issue 44):\n  ${unseen.join('\n  ')}`)
}
