// The release this bundle belongs to (vite.config.ts defines it from HEARTH_VERSION or the package
// version). It is set on <html data-version> so that "which version am I running" has an answer
// in the page, which the update test also reads.
declare const __HEARTH_VERSION__: string | undefined;

export const APP_VERSION: string = typeof __HEARTH_VERSION__ === 'string' ? __HEARTH_VERSION__ : 'dev';

export function markAppVersion(doc: Document = document): void {
  doc.documentElement.dataset.version = APP_VERSION;
}
