/** Where to look after a console action the session ended around (docs/decisions/0140-a-send-the-session-ended-around.md). */
export const CONSOLE_SHOWS_IT = 'The sandbox console shows the sandbox as it is now.'
