import { describe, expect, it } from 'vitest'
import { ROUTE_PRELOADER_ATTRIBUTE } from '../runtime-config'
import { entryScriptOf } from '../served-build'

describe('the build a page names', () => {
  it('is its entry script, not the route preloader npm start puts before it', () => {
    const page = [
      `<script type="module" crossorigin ${ROUTE_PRELOADER_ATTRIBUTE} src="/assets/route-preload-AAAAAAA.js"></script>`,
      '<script type="module" crossorigin src="/assets/index-BBBBBBB.js"></script>',
    ].join('\n')
    expect(entryScriptOf(page)).toBe('/assets/index-BBBBBBB.js')
    expect(entryScriptOf('<script type="module" crossorigin src="/assets/index-CCCCCCC.js"></script>')).toBe('/assets/index-CCCCCCC.js')
  })
})
