/*
 * The search across the product. The shell imports this index only lazily (when the palette is
 * first opened), so none of it weighs on the first paint.
 */
export { default as CommandPalette } from './components/CommandPalette'
export { useSearch } from './hooks'
export { searchPageHref } from './kinds'
