import { useEffect, useState } from 'react'
import { fetchSandboxAccounts } from '@/api/sandbox-accounts'
import type { SandboxAccount } from '@/contract/sandbox-accounts'

function describe(account: SandboxAccount): string {
  return [
    account.agency_name,
    account.agency_type === 'wholesale' ? 'wholesale broker' : 'retail agency',
    account.guard_authority ? 'may approve guarded cancellations' : 'no guard authority',
    account.public_reply_early_access ? 'public-reply early access' : null,
  ]
    .filter(Boolean)
    .join(' · ')
}

let listing: Promise<SandboxAccount[]> | undefined

/**
 * Asked once per page load, as the sandbox's accounts do not change, and again only after a failure: React's
 * development mode mounts the list twice (docs/decisions/0110-development-mode-runs-effects-twice.md).
 */
function listAccounts(): Promise<SandboxAccount[]> {
  listing ??= fetchSandboxAccounts().catch((error: unknown) => {
    listing = undefined
    throw error
  })
  return listing
}

/**
 * The sandbox's accounts, under the sign-in form (loaded only in sandbox mode, after the page: it adds
 * nothing to the sign-in route's first load and moves nothing already drawn). Nothing shows if the
 * sandbox does not answer.
 */
export function SandboxAccounts() {
  const [accounts, setAccounts] = useState<SandboxAccount[] | null>(null)
  useEffect(() => {
    let mounted = true
    listAccounts().then(
      (listed) => mounted && setAccounts(listed),
      () => undefined,
    )
    return () => {
      mounted = false
    }
  }, [])
  if (!accounts || accounts.length === 0) return null
  return (
    <section aria-labelledby="sandbox-accounts-heading" className="mt-10 border-t border-slate-300 pt-6">
      <h2 id="sandbox-accounts-heading" className="text-lg font-bold">
        Sandbox accounts
      </h2>
      <p className="mt-1 mb-3 text-sm text-slate-700">This portal talks to the sandbox: sign in with one of its accounts.</p>
      <ul className="flex flex-col gap-3">
        {accounts.map((account) => (
          <li key={account.username} className="text-sm">
            <span className="block font-mono font-semibold break-all text-slate-900">{account.username}</span>
            <span className="block text-slate-700">{describe(account)}</span>
            <span className="block text-slate-700">
              {account.password === null ? (
                'Password changed by a reset (a sandbox reset restores it)'
              ) : (
                <>
                  Password <span className="font-mono">{account.password}</span>
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
