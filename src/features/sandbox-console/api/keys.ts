/** Query keys of the sandbox's control API, from general to specific (a reset invalidates `all`). */
export const sandboxKeys = {
  all: ['sandbox'] as const,
  info: () => [...sandboxKeys.all, 'info'] as const,
  clock: () => [...sandboxKeys.all, 'clock'] as const,
  outbox: () => [...sandboxKeys.all, 'outbox'] as const,
  deliveries: () => [...sandboxKeys.all, 'deliveries'] as const,
}
