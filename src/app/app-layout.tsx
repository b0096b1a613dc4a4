import { Suspense } from 'react'
import { Link, Outlet } from 'react-router'
import { SandboxBadge } from '@/features/sandbox-console/components/sandbox-badge'
import { paths } from '@/domain/paths'
import { OfflineBanner } from './offline-banner'
import { RateLimitBanner } from './rate-limit-banner'
import { useSignedInChrome } from './signed-in-chrome-slot'
import { TabSessionBanner } from './tab-session-banner'

export function AppLayout() {
  const chrome = useSignedInChrome()
  return (
    <>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-3 focus-visible:-outline-offset-6"
        >
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
            {chrome && <chrome.AccountMenu />}
          </div>
        </header>
        {chrome && <chrome.MainNavigation />}
        <TabSessionBanner />
        {chrome && <chrome.InterruptedSendsNotice />}
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none">
          <Suspense fallback={<p role="status">Loading…</p>}>
            <Outlet />
          </Suspense>
        </main>
        <footer className="border-t border-slate-300 bg-white">
          <p className="mx-auto max-w-6xl px-4 py-4 text-sm text-slate-700">Commercial trucking submissions · Agency Portal</p>
        </footer>
      </div>
      {/*
       * What comes while a page is open (the connection lost, the service asking to slow down) is pinned to
       * the bottom of the window, after the page, so nothing above it moves under a pointer (ADR 0165).
       */}
      <div className="pinned-notices sticky bottom-0 z-20">
        <OfflineBanner />
        <RateLimitBanner />
      </div>
    </>
  )
}
