// The PWA's user-facing text in one place (the components and the e2e tests say the same thing).
export const PWA_STRINGS = {
  updateAvailable: 'A new version is available',
  updateDescription: 'Reload to start using the latest version of Hearth.',
  updateWaitsForReply: 'Hearth will reload as soon as the current reply has finished.',
  reload: 'Reload',
  installApp: 'Install app',
  installAppDescription: 'Install Hearth on this device',
} as const;
