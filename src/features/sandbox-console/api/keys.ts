/** Query keys of the sandbox's control API, from general to specific (a reset invalidates `all`). */
export const sandboxKeys = {
  all: ['sandbox'] as const,
  clock: () => [...sandboxKeys.all, 'clock'] as const,
  outbox: () => [...sandboxKeys.all, 'outbox'] as const,
}
