/**
 * Tells the other tabs of this origin that the tokens changed or the session ended. Tokens never
 * travel on the channel: receivers re-read the shared store.
 */
export type TabAnnouncement = { type: 'tokens-changed' } | { type: 'signed-out'; reason: 'signed-out' | 'expired' }

const CHANNEL_NAME = 'portal.session'
// Only in a browser: Node has the class too, and a channel open there keeps a build from ending.
const channel = typeof window === 'undefined' || typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME)

export function announce(message: TabAnnouncement): void {
  channel?.postMessage(message)
}

export function onAnnouncement(listener: (message: TabAnnouncement) => void): void {
  channel?.addEventListener('message', (event: MessageEvent<TabAnnouncement>) => listener(event.data))
}
