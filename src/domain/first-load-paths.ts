/**
 * The addresses the first load links to: the layout, the error page, the sandbox badge, sign-in and the
 * way back after it. The rest of src/domain/paths.ts loads with the screens that link to them, not with
 * every page (docs/decisions/0032-first-load-without-the-api-layer.md).
 */
export const firstLoadPaths = {
  home: '/',
  signIn: '/sign-in',
  forgotPassword: '/forgot-password',
  sandboxConsole: '/sandbox',
} as const

/** Only same-origin paths are followed after sign-in: no `//host` or `https:` open redirects. */
export function safeReturnPath(candidate: string | null): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) {
    return firstLoadPaths.home
  }
  return candidate
}

export function signInPath(returnTo?: string): string {
  if (!returnTo || returnTo === firstLoadPaths.home) return firstLoadPaths.signIn
  return `${firstLoadPaths.signIn}?${new URLSearchParams({ next: returnTo }).toString()}`
}
