import { useId } from 'react'
import { Button } from '@/components/ui/button'
import type { Duplicate, RowKey } from '@/domain/fleet/duplicate-keys'
import { listOf } from '@/generic/text'
import { BoxHeading } from './step-heading'

export interface DuplicatesBoxProps {
  rowKey: RowKey
  /** The duplicates still waiting for the person, each with its lines that go in (neither skipped nor set aside). */
  duplicates: readonly (Duplicate & { live: number[] })[]
  /** Skips these lines (the others of a duplicate, or every line of a key already entered). */
  onSkip: (lines: readonly number[]) => void
  /** Adds every line that holds the key. */
  onAllow: (key: string) => void
}

const linesWords = (lines: readonly number[]) => `${lines.length === 1 ? 'line' : 'lines'} ${listOf(lines)}`

/**
 * Keys (a VIN, a license) held by more than one line, or by a line and a row already entered: nothing of
 * them goes in until the person chooses which line to add, to add each (where the page allows one key
 * twice), or fixes a line in the table below.
 */
export function DuplicatesBox({ rowKey, duplicates, onSkip, onAllow }: DuplicatesBoxProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-md border border-red-300 p-3">
      <BoxHeading id={headingId}>Duplicate {rowKey.name}s</BoxHeading>
      <ul className="flex flex-col gap-4">
        {duplicates.map((duplicate) => {
          const { key, words, live, entered } = duplicate
          const where = [live.length > 0 && `on ${linesWords(live)}`, entered.length > 0 && `already entered for ${listOf(entered)}`]
            .filter(Boolean)
            .join(', and ')
          return (
            <li key={key} className="flex flex-col items-start gap-2">
              <p className="free-text text-slate-900">
                {words}: {where}.
              </p>
              <div className="flex flex-wrap gap-3">
                {entered.length === 0 &&
                  live.map((line) => (
                    <Button key={line} variant="secondary" size="small" onClick={() => onSkip(live.filter((other) => other !== line))}>
                      Add line {line} only
                    </Button>
                  ))}
                {entered.length > 0 && (
                  <Button variant="secondary" size="small" onClick={() => onSkip(live)}>
                    Keep {listOf(entered)}, skip {linesWords(live)}
                  </Button>
                )}
                {!rowKey.repeatRefused && (
                  <Button variant="secondary" size="small" onClick={() => onAllow(key)}>
                    {entered.length > 0 ? `Add ${linesWords(live)} as well` : `Add ${live.length === 2 ? 'both' : `all ${live.length}`}: ${linesWords(live)}`}
                  </Button>
                )}
              </div>
            </li>
          )
        })}
      </ul>
      <p className="text-slate-700">Or fix a line below.</p>
    </section>
  )
}
