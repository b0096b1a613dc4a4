import { useIsSandbox } from '@/api/sandbox-info'

export function SandboxBadge() {
  if (!useIsSandbox()) return null
  return (
    <p className="rounded-full border-2 border-amber-300 bg-amber-100 px-3 py-0.5 text-sm font-bold text-amber-950">
      Sandbox<span className="sr-only">: this portal is connected to the sandbox API, not real policies</span>
    </p>
  )
}
