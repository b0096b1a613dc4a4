import { useEffect, useState } from 'react'
import { LiveRegion } from '@/components/ui/live-region'
import type { ProblemSource } from './problems'

type Said = { text: string; turn: number }

/** A problem is said once typing pauses, not at each key: a date half typed is no date yet. */
export const SAY_AFTER_MS = 1000

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
const isField = (target: unknown): target is FieldElement =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement

/**
 * Says a field's problem when it changes as the person types in that field (ADR 0145): the tax
 * calculator checks as it goes, and a wizard's problem settles as it is fixed ("ZIP code 10001 is in
 * New York, not Texas"). Drawn beside the box, such a problem was silent until the next Continue. It is
 * said once typing pauses, if it is still there and not what was said (or shown) before. What a submit
 * finds is the error summary's to say (it takes the focus), so a submit ends the typing. The field's
 * label leads, so the words stand alone and are not the field's own error said again.
 */
export function TypedProblemAnnouncer({ problems }: { problems: ProblemSource }) {
  const [said, setSaid] = useState<Said | null>(null)
  useEffect(() => {
    let typed: FieldElement | null = null
    let last: string | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const sayWhenPaused = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        if (!typed || typed !== document.activeElement) return
        const message = problems.get(typed.name)?.message
        if (message === last) return
        last = message
        const label = typed.labels?.[0]?.textContent?.replace(/\s+/g, ' ').trim()
        if (message) setSaid((before) => ({ text: label ? `${label}: ${message}` : message, turn: (before?.turn ?? 0) + 1 }))
      }, SAY_AFTER_MS)
    }
    const onEdit = (event: Event) => {
      if (!isField(event.target)) return
      if (event.target !== typed) last = problems.get(event.target.name)?.message
      typed = event.target
      sayWhenPaused()
    }
    const onSubmit = () => {
      typed = null
      clearTimeout(timer)
      setSaid(null)
    }
    const unsubscribe = problems.subscribe(() => {
      if (typed) sayWhenPaused()
    })
    document.addEventListener('input', onEdit, true)
    document.addEventListener('change', onEdit, true)
    document.addEventListener('submit', onSubmit, true)
    return () => {
      clearTimeout(timer)
      unsubscribe()
      document.removeEventListener('input', onEdit, true)
      document.removeEventListener('change', onEdit, true)
      document.removeEventListener('submit', onSubmit, true)
    }
  }, [problems])
  return (
    <LiveRegion className="sr-only">
      {/* A new node for each problem: the same words again after a fix are said again. */}
      {said && <span key={said.turn}>{said.text}</span>}
    </LiveRegion>
  )
}
