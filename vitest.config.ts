import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { aliases } from './vite.config.ts'

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  define: { 'import.meta.env.VITE_MOCKS': JSON.stringify('false') },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://localhost/' } },
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'contract/**/*.test.ts'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
    ],
  },
})
