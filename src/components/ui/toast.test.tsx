// @vitest-environment happy-dom
// Toasts asked for before sonner is loaded (this file never preloads it) are not lost: the first one
// loads sonner, the toaster mounts once it is there, and every toast shows, in order.
import '../../features/chat/testing/dom-test-setup.ts';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify, Toaster } from './toast.tsx';

describe('notify before sonner is loaded', () => {
  it('renders no toaster until a toast is asked for, then shows every toast in order', async () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
    notify.success('Profile saved');
    notify.error('Could not save your profile', { description: 'Network error' });
    // The first load of sonner takes a while under Vitest's transforms.
    await screen.findByText('Profile saved', {}, { timeout: 10_000 });
    await screen.findByText('Could not save your profile');
    expect(screen.getByText('Network error')).toBeInTheDocument();
    const titles = screen
      .getAllByText(/^(Profile saved|Could not save your profile)$/)
      .map((t) => t.textContent);
    // sonner stacks the newest first.
    expect(titles).toEqual(['Could not save your profile', 'Profile saved']);
    notify.dismiss();
    await waitFor(() => expect(screen.queryByText('Profile saved')).toBeNull(), { timeout: 5_000 });
  });
});
