import type { PDFDocument, PDFFont } from '@cantoo/pdf-lib'
import unicodeRanges from '@fontsource/noto-sans/unicode.json'

/**
 * Noto Sans for PDF exports, from the @fontsource/noto-sans package: one file per script subset
 * (latin, latin-ext — which has ₹ —, devanagari, greek, cyrillic, …) and weight. A document embeds
 * only the subsets its text needs, and each text is drawn in runs, every run in the first subset
 * that has its characters. Each file is its own lazily loaded module, fetched only for a PDF.
 */

export type Weight = 'regular' | 'bold'
const WEIGHT_FILE: Record<Weight, string> = { regular: '400', bold: '700' }

const FILES = import.meta.glob<string>(
  '/node_modules/@fontsource/noto-sans/files/noto-sans-*-{400,700}-normal.woff',
  {
    query: '?inline',
    import: 'default',
  },
)

/** Scripts whose glyphs do not follow the characters one by one (reordered vowel signs, conjuncts). */
const SHAPED_SUBSETS = new Set(['devanagari'])

type Subset = { name: string; ranges: [number, number][] }

function parseRanges(unicodeRange: string): [number, number][] {
  return unicodeRange.split(',').map((part) => {
    const [from = '0', to = from] = part.replace(/^U\+/, '').split('-')
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)]
  })
}

// Latin first: most text is, and its subset holds the digits and punctuation every script uses.
const SUBSETS: Subset[] = Object.entries(unicodeRanges as Record<string, string>)
  .map(([name, range]) => ({ name, ranges: parseRanges(range) }))
  .sort(
    (a, b) =>
      Number(b.name === 'latin') - Number(a.name === 'latin') ||
      Number(b.name === 'latin-ext') - Number(a.name === 'latin-ext'),
  )

const covers = (subset: Subset, codePoint: number) =>
  subset.ranges.some(([from, to]) => codePoint >= from && codePoint <= to)

async function fontBytes(subset: string, weight: Weight): Promise<Uint8Array> {
  const load =
    FILES[`/node_modules/@fontsource/noto-sans/files/noto-sans-${subset}-${WEIGHT_FILE[weight]}-normal.woff`]
  if (!load) throw new Error(`No Noto Sans file for ${subset} ${weight}`)
  const dataUrl = await load()
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

/**
 * The fewest subsets that have every character: first those a character leaves no choice
 * about, then, for a character several have (₹ is in latin-ext and devanagari), one already
 * chosen if any, else the first in order. A Hindi report with ₹ loads no Latin Extended.
 */
function subsetsFor(chars: Set<string>): Set<string> {
  const needed = new Set(['latin'])
  const candidates = [...chars].map((char) => {
    const codePoint = char.codePointAt(0) ?? 0
    return SUBSETS.filter((subset) => covers(subset, codePoint)).map((subset) => subset.name)
  })
  for (const names of candidates) if (names.length === 1) needed.add(names[0] as string)
  for (const names of candidates)
    if (names.length > 1 && !names.some((name) => needed.has(name))) needed.add(names[0] as string)
  return needed
}

type Face = { subset: string; font: PDFFont; glyphs: Set<number>; advances: Map<string, number> }

// pdf-lib places each glyph by its advance alone and drops the positioning features' offsets:
// working them out would only cost time (about half of each layout).
const NO_POSITIONING = {
  kern: false,
  mark: false,
  mkmk: false,
  curs: false,
  dist: false,
  abvm: false,
  blwm: false,
}

/**
 * A run of text drawn in one font. `shaped` runs (Devanagari) draw glyphs that are reordered or
 * merged, so a reader cannot get the characters back from the glyphs alone.
 */
export type Run = { text: string; font: PDFFont; shaped: boolean; face: Face }

/** The fonts of one document, embedded (as subsets of the glyphs drawn) for the texts it will show. */
export class FontSet {
  // A report repeats itself (sides, empty cells, amounts measured to fit and then to align).
  private readonly runCache = new Map<string, Run[]>()
  private readonly widthCache = new Map<string, number>()

  private constructor(private readonly faces: Record<Weight, Face[]>) {}

  /** Embeds, per weight, the subsets the characters of its texts need (latin always). */
  static async embed(doc: PDFDocument, texts: Record<Weight, string[]>): Promise<FontSet> {
    const load = async (weight: Weight): Promise<Face[]> => {
      const needed = subsetsFor(new Set(texts[weight].flatMap((text) => [...text])))
      const subsets = SUBSETS.filter((subset) => needed.has(subset.name))
      return Promise.all(
        subsets.map(async ({ name }) => {
          const font = await doc.embedFont(await fontBytes(name, weight), {
            subset: true,
            features: NO_POSITIONING,
          })
          return { subset: name, font, glyphs: new Set(font.getCharacterSet()), advances: new Map() }
        }),
      )
    }
    const [regular, bold] = await Promise.all([load('regular'), load('bold')])
    return new FontSet({ regular, bold })
  }

  /**
   * The text cut into runs: a character stays in the current run while its font has it (spaces and
   * digits inside Hindi stay with the Hindi), else goes to the first font that has it.
   */
  runs(text: string, weight: Weight): Run[] {
    const key = `${weight}|${text}`
    const cached = this.runCache.get(key)
    if (cached) return cached
    const faces = this.faces[weight]
    const runs: { text: string; face: Face }[] = []
    for (const char of text) {
      const codePoint = char.codePointAt(0) ?? 0
      const current = runs.at(-1)
      if (current?.face.glyphs.has(codePoint)) {
        current.text += char
        continue
      }
      const face = faces.find((candidate) => candidate.glyphs.has(codePoint)) ?? current?.face ?? faces[0]
      if (!face) continue
      if (current?.face === face) current.text += char
      else runs.push({ text: char, face })
    }
    const result = runs.map(({ text: runText, face }) => ({
      text: runText,
      font: face.font,
      shaped: SHAPED_SUBSETS.has(face.subset),
      face,
    }))
    this.runCache.set(key, result)
    return result
  }

  width(text: string, weight: Weight, size: number): number {
    const key = `${weight}|${size}|${text}`
    let width = this.widthCache.get(key)
    if (width === undefined) {
      width = this.runs(text, weight).reduce((sum, run) => sum + runWidth(run, size), 0)
      this.widthCache.set(key, width)
    }
    return width
  }
}

/**
 * A run's width: a shaped run is laid out whole; elsewhere each character is one glyph, so the
 * widths of characters, measured once, add up (a report measures ten thousand cells).
 */
export function runWidth(run: Run, size: number): number {
  if (run.shaped) return run.font.widthOfTextAtSize(run.text, size)
  let units = 0
  for (const char of run.text) {
    let advance = run.face.advances.get(char)
    if (advance === undefined) {
      advance = run.font.widthOfTextAtSize(char, 1000)
      run.face.advances.set(char, advance)
    }
    units += advance
  }
  return (units * size) / 1000
}
