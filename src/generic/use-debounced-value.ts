import { useCallback, useEffect, useState } from 'react'

/** The value once it has held still for `delayMs`, and a way to take the latest one at once. */
export function useDebouncedValue<Value>(value: Value, delayMs: number): [Value, () => void] {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  const flush = useCallback(() => setSettled(value), [value])
  return [settled, flush]
}
