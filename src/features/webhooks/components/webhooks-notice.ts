import { useLocation } from 'react-router'

/** What a page that sends the person back to the list says there, in the history entry's state: never a secret. */
export interface WebhooksNotice {
  notice: string
}

export function useWebhooksNotice(): string | null {
  const state: unknown = useLocation().state
  const notice = typeof state === 'object' && state !== null ? (state as Partial<WebhooksNotice>).notice : undefined
  return typeof notice === 'string' ? notice : null
}
