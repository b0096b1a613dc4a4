/**
 * Every authentication failure and its status, decided here and nowhere else
 * (docs/api-assumptions.md, "Authentication failures"): 400 when the request itself is malformed,
 * 401 when it is well formed but the credentials or token are not good.
 */
export const AUTH_FAILURES = {
  malformedBody: { status: 400, message: 'Auth Error: The request body must be a JSON object.' },
  missingUsername: { status: 400, message: 'Auth Error: username is required.' },
  credentialChoice: {
    status: 400,
    message: 'Auth Error: Send either password or refresh_token, not both and not neither.',
  },
  wrongCredentials: { status: 401, message: 'Auth Error: Incorrect username or password.' },
  deadRefreshToken: { status: 401, message: 'Auth Error: Refresh token is invalid, expired or superseded.' },
  missingAccessToken: { status: 401, message: 'Auth Error: The AccessToken header is required.' },
  badAccessToken: { status: 401, message: 'Auth Error: The access token is invalid, expired or superseded.' },
} as const satisfies Record<string, { status: 400 | 401; message: string }>

export type AuthFailure = (typeof AUTH_FAILURES)[keyof typeof AUTH_FAILURES]
