import { paths } from '@/domain/paths'

export interface NavigationItem {
  to: string
  label: string
  /** Match the path exactly (the home page would otherwise be "current" everywhere). */
  end?: boolean
}

/** The signed-in navigation: only screens that exist are listed. */
export const mainNavigation: NavigationItem[] = [
  { to: paths.home, label: 'Home', end: true },
  { to: paths.newIndication, label: 'New indication' },
  { to: paths.newQuote, label: 'New quote' },
  { to: paths.workspace, label: 'Submissions' },
  { to: paths.taxCalculator, label: 'Tax calculator' },
  { to: paths.webhooks, label: 'Webhooks' },
  { to: paths.records, label: 'Your records' },
]
