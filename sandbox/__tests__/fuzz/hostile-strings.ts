import fc from 'fast-check'

/**
 * Strings that break parsers rather than forms (issue 34): Latin-1 and other non-ASCII hosts, control
 * characters (C0, C1, DEL), zero-width and bidi marks, lone surrogates, IDN and punycode edges, and
 * very long text and URLs. Every URL and text field of the property tests draws from these as well.
 */

const char = (min: number, max: number) => fc.integer({ min, max }).map((code) => String.fromCharCode(code))

/** One byte per character, the kind of string a JavaScript engine keeps as Latin-1: `Ú\u009e`. */
const latin1 = fc.string({ unit: char(0x80, 0xff), minLength: 1, maxLength: 4 })
const controls = fc.string({ unit: fc.oneof(char(0x00, 0x1f), char(0x7f, 0x9f)), minLength: 1, maxLength: 3 })
const invisibles = fc.string({
  unit: fc.constantFrom('\u200b', '\u200c', '\u200d', '\u200e', '\u200f', '\u202e', '\u2066', '\u2069', '\ufeff', '\u00ad'),
  minLength: 1,
  maxLength: 3,
})
const surrogates = fc.constantFrom('\ud800', '\udfff', '\udc00x', 'x\ud83d')

/** Hosts a URL parser has to think about: IDN, punycode, full-width dots, odd IP forms, over-long labels. */
const ODD_HOSTS = [
  'bücher.example',
  'пример.рф',
  '例え.テスト',
  'مثال.إختبار',
  'xn--',
  'xn--a',
  'xn--bcher-kva.example',
  'a。b',
  'a．b',
  '🚚.example',
  'e\u0301.example',
  '[::1]',
  '[',
  '127.1',
  '0x7f.1',
  '999.999.999.999',
  '%00',
  '%C3%9A',
  'a'.repeat(64) + '.example',
  `${'a.'.repeat(130)}example`,
] as const

const host = fc.oneof(
  fc.constantFrom(...ODD_HOSTS),
  latin1,
  fc
    .tuple(fc.constantFrom('', 'a', 'hooks.'), fc.oneof(latin1, controls, invisibles, surrogates), fc.constantFrom('', '.example', 'b'))
    .map((parts) => parts.join('')),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }),
)

/** An HTTPS URL around a hostile host, path or length: the issue's `https://\u00da\u009e` among them. */
export const hostileUrl = fc.oneof(
  fc.constantFrom('https://\u00da\u009e', 'https://\u00da', 'https://\u009e', 'https://\u00c3\u0080/'),
  fc.tuple(host, fc.constantFrom('', '/', '/hooks', ':8443/hooks', '/%', '/?q=\u0000')).map(([name, rest]) => `https://${name}${rest}`),
  fc.tuple(fc.constantFrom('https://hooks.example/', 'https://'), fc.integer({ min: 2030, max: 70_000 })).map(([head, length]) => head + 'p'.repeat(length)),
  fc.tuple(fc.constantFrom('https://', 'HTTPS://', 'https:', 'https:/', 'http://', 'https:\\\\'), host).map(([scheme, name]) => scheme + name),
)

/** Text for any text field: the hostile characters alone, inside ordinary words, or very long. */
export const hostileText = fc.oneof(
  latin1,
  controls,
  invisibles,
  surrogates,
  fc.constantFrom(...ODD_HOSTS),
  fc.tuple(fc.constantFrom('Ruiz', 'Kenworth', 'non_payment', ''), fc.oneof(latin1, controls, invisibles, surrogates)).map(([word, odd]) => word + odd + word),
  fc.integer({ min: 190, max: 70_000 }).map((length) => 'W'.repeat(length)),
  fc.string({ unit: 'binary', maxLength: 30 }),
)

/** A hostile URL or text: what replaces a leaf of a valid body. */
export const hostileString = fc.oneof(hostileText, hostileUrl)
