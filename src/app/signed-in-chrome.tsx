import { useRef, useState } from 'react'
import { NavLink, useNavigate } from 'react-router'
import { signOut } from '@/api/session/session-store'
import { useSignedInIdentity } from '@/api/session/use-session'
import { Button } from '@/components/ui/button'
import { FreeText } from '@/components/ui/free-text'
import { useIsSandbox } from '@/api/sandbox-info'
import { paths } from '@/domain/paths'
import { mainNavigation, type NavigationItem } from './navigation'

export { InterruptedSendsNotice } from './interrupted-sends-notice'

/**
 * What only a signed-in person sees around every screen: the account menu, the main navigation, and what
 * became of the sends their session ended around (interrupted-sends-notice.tsx).
 * Its own chunk, loaded with the first screen that needs it (signed-in-chrome-slot.ts), so the sign-in
 * page does not carry it.
 */

// Eight entries (with the sandbox console) fit one line from 1024 px: smaller type below 1280 px, and gaps just
// wide enough that a focus ring (3 px, 2 px out) never touches the white of the current entry.
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 font-semibold whitespace-nowrap no-underline lg:px-2 lg:text-sm xl:px-2.5 xl:text-base ${isActive ? 'bg-white text-brand-900' : 'text-white hover:bg-brand-800 hover:text-white'}`

export function AccountMenu() {
  const identity = useSignedInIdentity()
  const navigate = useNavigate()
  if (!identity) return null
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <p className="min-w-0">
        <span className="sr-only">Signed in as </span>
        {identity.agencyName && (
          <span className="block font-semibold">
            <FreeText>{identity.agencyName}</FreeText>
          </span>
        )}
        <span className="block text-brand-100">
          <FreeText>{identity.email}</FreeText>
        </span>
      </p>
      <Button
        variant="secondary"
        size="small"
        onClick={() => {
          signOut()
          void navigate(paths.signIn, { replace: true })
        }}
      >
        Sign out
      </Button>
    </div>
  )
}

export function MainNavigation() {
  const identity = useSignedInIdentity()
  const isSandbox = useIsSandbox()
  // Signed out there is no bar at all (the header's sandbox badge opens the console): a bar that
  // appeared once the sandbox answered would push the sign-in page down after its first paint.
  const items: NavigationItem[] = identity ? mainNavigation.filter((item) => isSandbox || !item.sandboxOnly) : []
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  if (items.length === 0) return null
  return (
    <nav
      aria-label="Main"
      className="surface-dark bg-brand-900"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        setOpen(false)
        toggle.current?.focus()
      }}
    >
      <div className="mx-auto max-w-6xl px-4 py-2">
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls="main-navigation"
          onClick={() => setOpen(!open)}
          className="min-h-11 rounded-md border-2 border-white/70 px-3 font-semibold text-white lg:hidden"
        >
          <span aria-hidden="true">☰ </span>Menu
        </button>
        {/* A link followed closes the menu (Enter on a link clicks it too). */}
        <ul
          id="main-navigation"
          onClick={() => setOpen(false)}
          className={`${open ? 'flex' : 'hidden'} mt-2 flex-col gap-3 lg:mt-0 lg:flex lg:flex-row lg:flex-wrap lg:gap-2`}
        >
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === paths.home} className={navLinkClass}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}
