/** What a value reader gives: the value, or a problem in words a person understands. */
export type ReadResult<Value> = { value: Value } | { problem: string }

export const readValue = <Value>(value: Value): ReadResult<Value> => ({ value })
export const readProblem = (problem: string): ReadResult<never> => ({ problem })
