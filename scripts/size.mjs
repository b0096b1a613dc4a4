#!/usr/bin/env node
// Prints the gzip size of the JavaScript each route loads, from the build manifest, and checks the
// budgets of the issues. Run after `vite build` (npm run size does both). 1 kB = 1000 bytes, gzip level 6.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const outDir = process.env.E2E_OUT_DIR || 'dist'
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'))

const BUDGETS = [
  { route: 'src/features/auth/components/sign-in-page.tsx', metric: 'initial', maxKb: 125, what: 'sign-in route, initial JavaScript' },
  { route: 'src/features/quote/components/wizard-page.tsx', metric: 'route', maxKb: 90, what: 'quote and indication wizard, route chunk' },
]

const gzipKb = (file) => gzipSync(readFileSync(join(outDir, file))).length / 1000
const jsOnly = (chunk) => chunk.file.endsWith('.js')

/** A chunk and everything it imports statically, as manifest keys. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen)
  return seen
}

const sizeOf = (keys) => [...keys].map((key) => manifest[key]).filter(jsOnly).reduce((sum, chunk) => sum + gzipKb(chunk.file), 0)

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
const initial = staticClosure(entryKey)
const initialKb = sizeOf(initial)
const routes = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry)
  .map((key) => {
    const own = new Set([...staticClosure(key)].filter((chunk) => !initial.has(chunk)))
    const routeKb = sizeOf(own)
    return { key, routeKb, initialKb: initialKb + routeKb }
  })
  .sort((a, b) => b.routeKb - a.routeKb)

console.log(`Entry (every route): ${initialKb.toFixed(1)} kB gzip`)
console.log('Route chunk (own + not-yet-loaded shared)   opened first: total initial JS')
for (const route of routes) {
  console.log(`  ${route.routeKb.toFixed(1).padStart(6)} kB   ${route.initialKb.toFixed(1).padStart(6)} kB   ${route.key}`)
}

let failed = false
for (const budget of BUDGETS) {
  const route = routes.find((candidate) => candidate.key === budget.route)
  if (!route) {
    console.log(`BUDGET ? ${budget.what}: route ${budget.route} not found in the build`)
    failed = true
    continue
  }
  const actual = budget.metric === 'initial' ? route.initialKb : route.routeKb
  const ok = actual <= budget.maxKb
  failed ||= !ok
  console.log(`BUDGET ${ok ? 'ok  ' : 'OVER'} ${budget.what}: ${actual.toFixed(1)} kB of ${budget.maxKb} kB`)
}
process.exit(failed ? 1 : 0)
