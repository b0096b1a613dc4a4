import type { Flow } from '../suite.ts'
import { dialogFlows } from './dialogs.ts'

/** The flows where engines differ, each written once for every engine. */
export function engineFlows(_options: { downloadDir: string }): Flow[] {
  return [...dialogFlows]
}
