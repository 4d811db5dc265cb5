// @vitest-environment happy-dom
import './testing/dom-test-setup.ts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfflineBanner } from './offline-banner.tsx';
import { StorageWarning } from './storage-warning.tsx';
import { TypingDots } from './typing-dots.tsx';

describe('status banners', () => {
  it('OfflineBanner is a status with the offline text', () => {
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. Messages you send will be delivered when you reconnect.',
    );
  });

  it('StorageWarning is an alert with the storage-full text', () => {
    render(<StorageWarning />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Storage is full. Your queued messages are safe, but new ones can't be saved until you free up space.",
    );
  });

  it('TypingDots is a status labelled "Assistant is typing"', () => {
    render(<TypingDots />);
    expect(screen.getByRole('status', { name: 'Assistant is typing' })).toHaveTextContent(
      'Assistant is typing',
    );
  });
});
