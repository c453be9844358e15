import type { Config } from 'tailwindcss'

/**
 * Greenlight's design tokens. Brand colours are fixed by the spec (primary #4716ba, loading
 * spinner #e0007c); surface and text colours are CSS variables so dark mode swaps them in one place.
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  darkMode: 'class',
  theme: {
    extend: {
      colors: {
        primary: {
          50: '#f3effc',
          100: '#e6ddf8',
          200: '#cbb9f1',
          300: '#a88ce6',
          400: '#7f57d6',
          500: '#5f2fc7',
          600: '#4716ba',
          700: '#3b1299',
          800: '#300f7b',
          900: '#260c60',
          DEFAULT: '#4716ba',
        },
        spinner: '#e0007c',
        canvas: 'var(--gl-canvas)',
        surface: {
          DEFAULT: 'var(--gl-surface)',
          muted: 'var(--gl-surface-muted)',
          raised: 'var(--gl-surface-raised)',
        },
        line: 'var(--gl-line)',
        ink: { DEFAULT: 'var(--gl-ink)', muted: 'var(--gl-ink-muted)', inverse: 'var(--gl-ink-inverse)' },
        link: 'var(--gl-link)',
        danger: { DEFAULT: 'var(--gl-danger)', soft: 'var(--gl-danger-soft)' },
        warning: { DEFAULT: 'var(--gl-warning)', soft: 'var(--gl-warning-soft)' },
        success: { DEFAULT: 'var(--gl-success)', soft: 'var(--gl-success-soft)' },
        info: { DEFAULT: 'var(--gl-info)', soft: 'var(--gl-info-soft)' },
      },
      fontFamily: {
        sans: ['Inter', 'ui-sans-serif', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif'],
      },
      borderRadius: { card: '0.75rem', control: '0.5rem' },
      boxShadow: {
        card: '0 1px 2px rgb(20 17 28 / 0.06), 0 1px 3px rgb(20 17 28 / 0.08)',
        pop: '0 10px 30px rgb(20 17 28 / 0.18)',
        // The edge of a column that stays put while a table scrolls under it.
        'sticky-edge': 'inset 1px 0 0 var(--gl-line)',
      },
      spacing: { sidebar: '16rem', 'sidebar-collapsed': '4.5rem', topbar: '4rem' },
    },
  },
} satisfies Config
