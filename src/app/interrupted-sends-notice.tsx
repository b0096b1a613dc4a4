import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { interruptedSends, shownOn, type InterruptedSend } from '@/api/interrupted-sends'
import { useSession } from '@/api/session/use-session'
import { Alert } from '@/components/ui/alert'
import { FreeText } from '@/components/ui/free-text'
import { MessageText } from '@/components/ui/id'
import { paths } from '@/domain/paths'
import { useStore } from '@/generic/use-store'

/** What became of one send, as a title and what to do; the service's words (a refusal) as they came. */
function said({ words, fate }: InterruptedSend): { title: string; text: string; service?: string } {
  const { what, again, findOut = '', done = '' } = words
  switch (fate.kind) {
    case 'not-sent':
      return { title: `${what} was not sent`, text: `Your session ended before it left, so nothing was done. ${again}` }
    case 'on-its-way':
      return { title: `${what} was sent, and no answer has come yet`, text: `It left before your session ended. ${findOut}` }
    case 'done':
      return { title: `${what} went through`, text: `Its answer came while you were signed out. ${done}` }
    case 'refused':
      return { title: `${what} was refused`, text: 'Its answer came while you were signed out:', service: fate.message }
    case 'unconfirmed':
      return { title: `${what} was sent, and its answer is unclear`, text: `${fate.why} ${findOut}` }
  }
}

/**
 * On the screen a person lands on once signed in again: what became of each send their session ended
 * around (docs/decisions/0140-a-send-the-session-ended-around.md), until they leave that screen or send again.
 */
export function InterruptedSendsNotice() {
  const { pathname } = useLocation()
  const session = useSession()
  // The sign-in page is drawn signed in for a moment on the way back: what it would show there, the person never sees.
  const account = pathname === paths.signIn ? null : (session?.username ?? null)
  const all = useStore(interruptedSends)
  const sends = all.filter((send) => send.account === account)
  useEffect(() => {
    if (account && all.length > 0) shownOn(pathname, account)
  }, [account, pathname, all])
  return (
    <div role="alert" className="mx-auto w-full max-w-6xl px-4 empty:hidden">
      {sends.map((send) => {
        const { title, text, service } = said(send)
        return (
          <Alert key={send.id} tone="warning" title={<MessageText>{title}</MessageText>} className="mt-3">
            <p>
              <MessageText>{text.trim()}</MessageText>
              {service !== undefined && (
                <>
                  {' '}
                  <FreeText>{service}</FreeText>
                </>
              )}
            </p>
          </Alert>
        )
      })}
    </div>
  )
}
