import type { Fault, SandboxStore } from './types.ts'

const API_PREFIX = '/v1'

/** A fault's path is a prefix of the request path, with or without `/v1`. */
function matches(fault: Fault, method: string, path: string): boolean {
  if (fault.method && fault.method !== method) return false
  const unversioned = path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) : path
  return path.startsWith(fault.path) || unversioned.startsWith(fault.path)
}

export function addFault(store: SandboxStore, fault: Fault): void {
  store.faults.push(fault)
}

/** Takes one use of the first fault matching the request, if any; a used-up fault is forgotten. */
export function takeFault(store: SandboxStore, method: string, path: string): Fault | undefined {
  const index = store.faults.findIndex((fault) => matches(fault, method, path))
  const fault = store.faults[index]
  if (!fault) return undefined
  fault.remaining -= 1
  if (fault.remaining <= 0) store.faults.splice(index, 1)
  return fault
}

/** Forgets every fault; says how many there were. */
export function clearFaults(store: SandboxStore): number {
  const cleared = store.faults.length
  store.faults = []
  return cleared
}
