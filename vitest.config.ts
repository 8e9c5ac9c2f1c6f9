import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { appConfigDefine } from './scripts/appConfigDefine.ts';

export default defineConfig({
  plugins: [react()],
  define: appConfigDefine({}),
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/views/**'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['tests/views/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/views/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
