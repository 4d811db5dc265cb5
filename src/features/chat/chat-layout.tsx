// The chat screen's frame (spec §2 Chat, §9): a header, the conversations sidebar and the main pane.
// Under 768 px the sidebar is an overlay over the main pane with a backdrop, closed by default,
// closed again by Esc, the backdrop or a selection; the main pane is inert while it is open. From
// 768 px up it is a 20rem panel beside the main pane, open by default and collapsible. Each width
// keeps its own open state, so resizing never leaves an overlay open over a desktop layout.
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { CHAT_STRINGS } from './chat-strings.ts';
import { useIsMobile } from './use-media-query.ts';

export interface ChatLayoutSidebarControls {
  isMobile: boolean;
  /** Call after a conversation is selected: closes the overlay on mobile, does nothing on desktop. */
  closeIfMobile: () => void;
}

export interface ChatLayoutProps {
  /**
   * The header's content (the product name as the page's h1, Sign out); the layout wraps it in a
   * `<header>` and puts the sidebar toggle before it.
   */
  header?: ReactNode;
  /**
   * Renders the whole header instead, given the sidebar toggle to place in it (for a header component
   * that brings its own `<header>` landmark). Takes precedence over `header`.
   */
  renderHeader?: (sidebarToggle: ReactNode) => ReactNode;
  /** The sidebar, or a function of the layout's controls (to close the overlay after a selection). */
  sidebar: ReactNode | ((controls: ChatLayoutSidebarControls) => ReactNode);
  /** The main pane. */
  children: ReactNode;
  /** Whether the desktop panel starts open. Default true. */
  defaultDesktopOpen?: boolean;
  /** Accessible name of the sidebar region. Default 'Conversations'. */
  sidebarLabel?: string;
  /** Test id of the main pane's `<main>`. */
  mainTestId?: string;
  className?: string;
}

export function ChatLayout({
  header,
  renderHeader,
  sidebar,
  children,
  defaultDesktopOpen = true,
  sidebarLabel = CHAT_STRINGS.conversations,
  mainTestId,
  className,
}: ChatLayoutProps) {
  const isMobile = useIsMobile();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [desktopOpen, setDesktopOpen] = useState(defaultDesktopOpen);
  const open = isMobile ? mobileOpen : desktopOpen;
  const overlayOpen = isMobile && mobileOpen;
  const sidebarId = useId();
  const sidebarRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const toggle = () => (isMobile ? setMobileOpen((v) => !v) : setDesktopOpen((v) => !v));
  const closeOverlay = (restoreFocus: boolean) => {
    setMobileOpen(false);
    if (restoreFocus) toggleRef.current?.focus();
  };

  useEffect(() => {
    if (!overlayOpen) return;
    sidebarRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        setMobileOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [overlayOpen]);

  const controls: ChatLayoutSidebarControls = {
    isMobile,
    closeIfMobile: () => {
      if (isMobile) closeOverlay(false);
    },
  };
  const toggleLabel = open ? CHAT_STRINGS.hideConversations : CHAT_STRINGS.showConversations;

  const sidebarToggle = (
    <Button
      ref={toggleRef}
      variant="ghost"
      size="icon"
      aria-label={toggleLabel}
      title={toggleLabel}
      aria-expanded={open}
      aria-controls={sidebarId}
      onClick={toggle}
    >
      {open ? <PanelLeftClose aria-hidden="true" /> : <PanelLeftOpen aria-hidden="true" />}
    </Button>
  );

  return (
    // overflow-clip: the shell is exactly the viewport and nothing in it can make the page scroll
    // (clip, unlike hidden, cannot be scrolled by scrollIntoView either; issue 23 §1).
    <div className={cn('flex h-dvh flex-col overflow-clip bg-background text-foreground', className)}>
      {renderHeader ? (
        renderHeader(sidebarToggle)
      ) : (
        <header className="flex h-14 shrink-0 items-center gap-2 border-b border-border bg-surface px-2 sm:px-3">
          {sidebarToggle}
          <div className="flex min-w-0 flex-1 items-center justify-between gap-2">{header}</div>
        </header>
      )}
      <div className="relative flex min-h-0 flex-1">
        {overlayOpen ? (
          <div
            data-testid="sidebar-backdrop"
            aria-hidden="true"
            className="absolute inset-0 z-30 bg-stone-950/50 md:hidden"
            onClick={() => closeOverlay(true)}
          />
        ) : null}
        <aside
          ref={sidebarRef}
          id={sidebarId}
          aria-label={sidebarLabel}
          tabIndex={-1}
          hidden={!open}
          className={cn(
            'flex min-h-0 flex-col border-r border-border bg-surface text-surface-foreground outline-none',
            'absolute inset-y-0 left-0 z-40 w-[min(20rem,85vw)] shadow-xl',
            'md:static md:z-auto md:w-80 md:shrink-0 md:shadow-none',
          )}
        >
          {typeof sidebar === 'function' ? sidebar(controls) : sidebar}
        </aside>
        <main className="flex min-w-0 flex-1 flex-col" inert={overlayOpen} data-testid={mainTestId}>
          {children}
        </main>
      </div>
    </div>
  );
}
