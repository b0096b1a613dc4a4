/**
 * Writes docs/openapi.json from src/contract (`npm run openapi`). `npm test` checks that the committed
 * file is what this writes (scripts/openapi/__tests__/openapi.test.ts).
 */
import { writeFileSync } from 'node:fs'
import { openApiText } from './document.ts'

const OPENAPI_PATH = new URL('../../docs/openapi.json', import.meta.url)

const started = performance.now()
const text = openApiText()
writeFileSync(OPENAPI_PATH, text)
console.log(`docs/openapi.json: ${(text.length / 1024).toFixed(0)} KiB in ${(performance.now() - started).toFixed(0)} ms`)
