// @vitest-environment happy-dom
import './testing/dom-test-setup.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { WelcomeCard } from './welcome-card.tsx';

describe('WelcomeCard', () => {
  it('signed in without conversations: welcome text and "Start Chatting" with "My First Chat"', async () => {
    const onStartChatting = vi.fn();
    render(<WelcomeCard variant="signed-in" onStartChatting={onStartChatting} />);
    expect(screen.getByRole('heading', { name: 'Welcome to Hearth' })).toBeInTheDocument();
    expect(screen.getByText('Create your first conversation to get started.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start Chatting' }));
    expect(onStartChatting).toHaveBeenCalledExactlyOnceWith('My First Chat');
  });

  it('disables "Start Chatting" while the first chat is being created', () => {
    render(<WelcomeCard variant="signed-in" onStartChatting={() => {}} starting />);
    expect(screen.getByRole('button', { name: 'Start Chatting' })).toBeDisabled();
  });

  it('signed out: the prompt with Log In to /login and Sign Up to /login?register=true', () => {
    render(<WelcomeCard variant="signed-out" />);
    expect(
      screen.getByText('For the best experience, please log in or create an account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/login?register=true');
  });

  it('signed out: uses the given link component', () => {
    const RouterLink = ({
      to,
      className,
      children,
    }: {
      to: string;
      className?: string;
      children?: ReactNode;
    }) => (
      <a data-router-link href={`#${to}`} className={className}>
        {children}
      </a>
    );
    render(<WelcomeCard variant="signed-out" linkComponent={RouterLink} />);
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '#/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('data-router-link');
  });
});
