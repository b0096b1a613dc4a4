/** Every route's path in one place, so a feature can link to another without importing it. */
export const paths = {
  home: '/',
  signIn: '/sign-in',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  sandboxConsole: '/sandbox',
  notes: '/notes',
} as const

/** Only same-origin paths are followed after sign-in: no `//host` or `https:` open redirects. */
export function safeReturnPath(candidate: string | null): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) {
    return paths.home
  }
  return candidate
}

export function signInPath(returnTo?: string): string {
  if (!returnTo || returnTo === paths.home) return paths.signIn
  return `${paths.signIn}?${new URLSearchParams({ next: returnTo }).toString()}`
}

export function notePath(displayId: string, noteId: string): string {
  return `/submissions/${encodeURIComponent(displayId)}/notes/${encodeURIComponent(noteId)}`
}
