/** Query keys of webhook subscriptions, from general to specific (a change invalidates `lists`, a 404 drops a `detail`). */
export const webhooksKeys = {
  all: ['webhooks'] as const,
  lists: () => [...webhooksKeys.all, 'list'] as const,
  details: () => [...webhooksKeys.all, 'detail'] as const,
  detail: (id: number) => [...webhooksKeys.details(), id] as const,
}
