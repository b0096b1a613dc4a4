import { Suspense, useRef, useState } from 'react'
import { Link, NavLink, Outlet, useNavigate } from 'react-router'
import { signOut } from '@/api/session/session-store'
import { useSignedInIdentity } from '@/api/session/use-session'
import { Button } from '@/components/ui/button'
import { FreeText } from '@/components/ui/free-text'
import { SandboxBadge } from '@/features/sandbox-console/components/sandbox-badge'
import { useIsSandbox } from '@/api/sandbox-info'
import { paths } from '@/lib/paths'
import { mainNavigation, type NavigationItem } from './navigation'
import { OfflineBanner } from './offline-banner'
import { RateLimitBanner } from './rate-limit-banner'
import { TabSessionBanner } from './tab-session-banner'

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 font-semibold no-underline ${isActive ? 'bg-white text-brand-900' : 'text-white hover:bg-brand-800 hover:text-white'}`

function AccountMenu() {
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

function MainNavigation() {
  const identity = useSignedInIdentity()
  const isSandbox = useIsSandbox()
  // Signed out there is no bar at all (the header's sandbox badge opens the console): a bar that
  // appeared once the sandbox answered would push the sign-in page down after its first paint.
  const items: NavigationItem[] = identity ? [...mainNavigation, ...(isSandbox ? [{ to: paths.sandboxConsole, label: 'Sandbox console' }] : [])] : []
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
        <ul id="main-navigation" onClick={() => setOpen(false)} className={`${open ? 'flex' : 'hidden'} mt-2 flex-col gap-3 lg:mt-0 lg:flex lg:flex-row lg:flex-wrap`}>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className={navLinkClass}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}

export function AppLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-3 focus-visible:-outline-offset-6">
        Skip to main content
      </a>
      <header className="surface-dark bg-brand-700 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-3">
          <div className="flex items-center gap-3">
            <Link to={paths.home} className="text-xl font-bold text-white no-underline hover:text-white">
              Agency Portal
            </Link>
            <SandboxBadge />
          </div>
          <AccountMenu />
        </div>
      </header>
      <MainNavigation />
      <OfflineBanner />
      <TabSessionBanner />
      <RateLimitBanner />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none">
        <Suspense fallback={<p role="status">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="border-t border-slate-300 bg-white">
        <p className="mx-auto max-w-6xl px-4 py-4 text-sm text-slate-700">Commercial trucking submissions · Agency Portal</p>
      </footer>
    </div>
  )
}

