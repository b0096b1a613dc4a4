import { NavLink } from 'react-router'
import { paths } from '@/domain/paths'

const PAGES = [
  { to: paths.webhooks, label: 'Subscriptions' },
  { to: paths.webhookEvents, label: 'Event catalog' },
  { to: paths.webhookVerifier, label: 'Signature verifier' },
]

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-block rounded-md border px-3 py-1.5 font-semibold no-underline ${isActive ? 'border-brand-700 bg-brand-700 text-white hover:text-white' : 'border-slate-400 bg-white text-brand-800'}`

/** The webhooks area's pages, under each page's heading. */
export function WebhooksNav() {
  return (
    <nav aria-label="Webhooks" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {PAGES.map((page) => (
          <li key={page.to}>
            <NavLink to={page.to} end className={linkClass}>
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
