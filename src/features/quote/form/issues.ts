import type { WizardMode } from './model'

export interface ValidationContext {
  mode: WizardMode
  /** Today as `YYYY-MM-DD`, in the person's own time zone. */
  today: string
}
