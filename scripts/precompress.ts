// Brotli and gzip copies of a build's text files, beside them (tooling/precompress.ts, ADR 0060):
//   tsx scripts/precompress.ts dist
import { precompressBuild } from '../tooling/precompress.ts'

await precompressBuild(process.argv[2] ?? 'dist')
