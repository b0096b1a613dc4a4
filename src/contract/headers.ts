/** The header that carries the access token: exactly this name, no `Bearer` prefix (section 5). */
export const ACCESS_TOKEN_HEADER = 'AccessToken'
