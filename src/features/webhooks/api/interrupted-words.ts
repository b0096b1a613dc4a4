/** Said of a change of a subscription that the session ended around (docs/decisions/0140-a-send-the-session-ended-around.md). */

/** Where to look, the portal having no answer to go by. */
export const SEE_THE_LIST = 'The Webhooks page shows the subscriptions as they are now.'

/** A secret is shown once, by the screen that asked for it; one that came while signed out reached no screen (ADR 0028). */
export const SECRET_NOT_SHOWN = 'Its signing secret came to no screen, so it is lost: rotate the secret to see a new one.'
