// @vitest-environment happy-dom
import '../chat/testing/dom-test-setup.ts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InstallButton } from './install-button.tsx';
import { createInstallPromptStore } from './install-prompt.ts';
import { fakeInstallPromptEvent } from './testing/fake-install-prompt.ts';

describe('InstallButton', () => {
  it("appears only when the browser offers installation, and 'Install app' prompts", async () => {
    const store = createInstallPromptStore(window);
    render(<InstallButton store={store} />);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();

    const event = fakeInstallPromptEvent('accepted');
    act(() => {
      window.dispatchEvent(event);
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Install app' }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
    store.dispose();
  });
});
