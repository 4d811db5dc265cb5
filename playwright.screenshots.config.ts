// `npm run screenshots`: the same server set-up as the end-to-end tests, pointed at the screenshot script.
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

export default defineConfig({ ...base, testDir: 'scripts/screenshots', reporter: 'list' });
