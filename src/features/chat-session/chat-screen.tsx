// The chat screen (spec §2 Chat): the app header with the sidebar toggle, the conversations sidebar,
// and the main pane (title, banners, messages, composer, or the welcome card), bound to the session's
// chat controller. Keyboard: Ctrl/Cmd+K opens search, Ctrl/Cmd+Shift+O opens New Chat, Esc closes
// dialogs and the mobile overlay,
// focus returns to the composer after a dialog and (on wider screens) after a selection.
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button.tsx';
import { preloadDialogs } from '../../components/ui/dialog.tsx';
import { onDemand, OnDemandView, preload } from '../../components/ui/on-demand.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { AppDb } from '../../db/app-db.ts';
import { PRODUCT_NAME } from '../../../supabase/functions/_shared/product.ts';
import { preparedLine } from '../../lib/prepared-with.ts';
import { AppHeader } from '../account/app-header.tsx';
import { ChatHeaderTitle } from '../chat/chat-header-title.tsx';
import { ChatLayout, type ChatLayoutSidebarControls } from '../chat/chat-layout.tsx';
import { Composer, type ComposerHandle } from '../chat/composer.tsx';
import { MessageList } from '../chat/message-list.tsx';
import { OfflineBanner } from '../chat/offline-banner.tsx';
import { EmptyConversationPrompts, type AskQuestion } from '../chat/prompt-buttons.tsx';
import { ServerUnreachableBanner } from '../chat/server-unreachable-banner.tsx';
import { useConversationDraft } from '../chat/use-conversation-draft.ts';
import { useDelayedSends } from '../chat/delayed-sends.ts';
import { useAssistantInfo } from '../chat/use-assistant-info.ts';
import { CHAT_STRINGS } from '../chat/chat-strings.ts';
import { useServerReachability } from '../chat/use-server-reachability.ts';
import { NoReplyNotice } from '../chat/no-reply-notice.tsx';
import { useIsMobile } from '../chat/use-media-query.ts';
import { preloadVirtualizer } from '../chat/virtualizer.ts';
import { WelcomeCard } from '../chat/welcome-card.tsx';
import type { ConversationListItem } from '../conversations/conversation-list-item.ts';
import { ConversationSidebar } from '../conversations/conversation-sidebar.tsx';
import { useNewChatShortcut, useSearchShortcut } from '../conversations/use-new-chat-shortcut.ts';
import type { MessageFocus } from '../chat/use-message-focus.ts';
import { SearchButton } from '../search/search-button.tsx';
import type { SearchChoice } from '../search/search-dialog.tsx';
import { useLiveSearchIndex } from '../search/use-live-search-index.ts';
import { InstallButton } from '../pwa/install-button.tsx';
import { ScenarioContext } from '../scenarios/scenario-context.ts';
import { ScenariosButton } from '../scenarios/scenarios-button.tsx';
import { useChatSessionState, type ChatSession } from './chat-session-context.ts';
import { StorageStatusBanner, storageAcceptsWrites } from './storage-status-banner.tsx';
import { useConversationUrl } from './use-conversation-url.ts';
import { useChatController, useConversationMessages, type ChatController } from './use-chat-controller.ts';

export const CHAT_SCREEN_STRINGS = {
  heading: `${PRODUCT_NAME} chat`,
  loading: 'Loading conversations...',
  signingOut: 'Signing out…',
  openFailed: `${PRODUCT_NAME} could not open its local storage in this browser.`,
  openFailedHelp:
    'Your conversations are kept on this device so they work offline. Allow site data for this page (private windows may block it) and reload.',
  reload: 'Reload',
  notFound: 'Conversation not found.',
  notFoundHelp: 'The link names a conversation that is not in your account: it may have been deleted.',
  dismiss: 'Dismiss',
} as const;

// The dialogs' code (and the exports'), loaded when first wanted: not part of the chat's first load.
const searchDialog = onDemand(() => import('../search/search-dialog.tsx'));
const titleDialogs = onDemand(() => import('../conversations/title-dialogs.tsx'));
const deleteDialog = onDemand(() => import('../conversations/delete-chat-dialog.tsx'));
const exports = onDemand(() => import('../export/use-exports.ts'));
const shareDialog = onDemand(() => import('../share/share-dialog.tsx'));

/**
 * The app header with the sidebar toggle before the product name and 'Install app' where offered.
 * `usable`: the screen can be used (the composer or the welcome card shows), so the account menu's
 * code may load now, not before.
 */
function headerRenderer(usable: boolean) {
  return function renderHeader(sidebarToggle: ReactNode) {
    return (
      <AppHeader leading={sidebarToggle} menuReady={usable}>
        <InstallButton />
      </AppHeader>
    );
  };
}
const loadingHeader = headerRenderer(false);
const usableHeader = headerRenderer(true);

/** The chat screen for the signed-in user; must sit inside ChatSessionProvider. */
export function ChatScreen() {
  const state = useChatSessionState();
  if (state.status === 'ready') return <ChatWorkspace session={state.session} />;
  return (
    <ChatLayout
      renderHeader={loadingHeader}
      sidebar={
        <ConversationSidebar
          popupsReady={false}
          conversations={[]}
          loading={state.status === 'opening'}
          activeId={null}
          onSelect={() => {}}
          onNewChat={() => {}}
          onDelete={() => {}}
        />
      }
      mainTestId="chat-main"
    >
      <h1 className="sr-only">{CHAT_SCREEN_STRINGS.heading}</h1>
      {state.status === 'failed' ? (
        <Centered>
          <div className="max-w-md text-center">
            <p className="font-medium">{CHAT_SCREEN_STRINGS.openFailed}</p>
            <p className="mt-2 text-sm text-muted-foreground">{CHAT_SCREEN_STRINGS.openFailedHelp}</p>
            <Button className="mt-4" onClick={() => window.location.reload()}>
              {CHAT_SCREEN_STRINGS.reload}
            </Button>
          </div>
        </Centered>
      ) : (
        <Centered>
          <Spinner
            size="lg"
            label={state.status === 'closed' ? CHAT_SCREEN_STRINGS.signingOut : CHAT_SCREEN_STRINGS.loading}
            className="text-primary"
          />
        </Centered>
      )}
    </ChatLayout>
  );
}

/** Online but the server does not answer: a banner of its own (issue 12), apart from offline. */
function ServerBanner({ session }: { session: ChatSession }) {
  return useServerReachability(session.engine) === 'unreachable' ? <ServerUnreachableBanner /> : null;
}

/** A `/chat/<id>` link to a conversation that is not here (issue 23 §9). */
function NotFoundNotice({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 border-b border-border bg-accent px-4 py-2 text-sm text-accent-foreground"
    >
      <p className="flex-1">
        <strong className="font-semibold">{CHAT_SCREEN_STRINGS.notFound}</strong>{' '}
        {CHAT_SCREEN_STRINGS.notFoundHelp}
      </p>
      <Button variant="ghost" size="sm" className="h-7 px-2" onClick={onDismiss}>
        {CHAT_SCREEN_STRINGS.dismiss}
      </Button>
    </div>
  );
}

function Centered({ children }: { children: ReactNode }) {
  return <div className="flex min-h-0 flex-1 items-center justify-center p-6">{children}</div>;
}

function ChatWorkspace({ session }: { session: ChatSession }) {
  const chat = useChatController(session);
  const isMobile = useIsMobile();
  const composerRef = useRef<ComposerHandle>(null);
  const [newChatOpen, setNewChatOpen] = useState(false);
  const [renaming, setRenaming] = useState<ConversationListItem | null>(null);
  const [deleting, setDeleting] = useState<ConversationListItem | null>(null);
  const [sharing, setSharing] = useState<ConversationListItem | null>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  const [focus, setFocus] = useState<ConversationFocus | null>(null);
  const ready = chat.phase === 'ready';
  const search = useLiveSearchIndex(session.db, ready);
  const openSearch = () => {
    search.prepare();
    setSearchOpen(true);
  };

  useNewChatShortcut(() => setNewChatOpen(true), ready);
  useSearchShortcut(openSearch, ready);
  useShortcutIntent(() => {
    search.prepare();
    preloadVirtualizer();
    preload(searchDialog);
    preload(titleDialogs);
  }, ready);
  const openResult = (choice: SearchChoice) => {
    chat.select(choice.conversationId);
    setFocus(
      choice.messageId
        ? {
            conversationId: choice.conversationId,
            messageId: choice.messageId,
            terms: choice.terms,
            key: Date.now(),
          }
        : null,
    );
  };
  const [missingId, setMissingId] = useState<string | null>(null);
  useConversationUrl({
    ready,
    activeId: chat.activeId,
    conversations: chat.conversations,
    select: chat.select,
    onMissing: setMissingId,
  });

  const { onCreated, onRestored } = chat;
  useEffect(() => onCreated(() => setNewChatOpen(false)), [onCreated]);
  useEffect(() => onRestored((text) => composerRef.current?.restore(text)), [onRestored]);

  // A conversation opened on a wide screen is ready for typing; on phones the keyboard would cover it.
  const focusComposerOnOpen = useEffectEvent(() => {
    if (!isMobile) composerRef.current?.focus();
  });
  useEffect(() => {
    if (chat.activeId) focusComposerOnOpen();
  }, [chat.activeId]);

  // A suggested prompt or a related topic is asked like a typed question; while a reply is still
  // coming (nothing new may be sent yet) it waits in the composer instead.
  const latest = useRef({ canSend: chat.canSend, send: chat.send, isMobile });
  useLayoutEffect(() => {
    latest.current = { canSend: chat.canSend, send: chat.send, isMobile };
  });
  const ask = useCallback<AskQuestion>((text) => {
    const { canSend, send, isMobile: mobile } = latest.current;
    if (canSend) send(text);
    else composerRef.current?.restore(text);
    if (!mobile) composerRef.current?.focus();
  }, []);

  const returnFocusToComposer = (event: Event) => {
    if (!composerRef.current) return;
    event.preventDefault();
    composerRef.current.focus();
  };
  // On phones Rename and Delete come from the overlay, which stays open (the composer behind it is
  // inert): focus goes back to where the dialog was opened from.
  const returnFocusAfterRowAction = (event: Event) => {
    if (!isMobile) returnFocusToComposer(event);
  };

  // The composer (or, with no conversation yet, the welcome card) shows: what waits for that may load.
  const usable = chat.activeId !== null || (chat.phase !== 'loading' && chat.conversations?.length === 0);
  return (
    <ChatLayout
      renderHeader={usable ? usableHeader : loadingHeader}
      sidebar={(controls) => (
        <SidebarPane
          chat={chat}
          controls={controls}
          onNewChat={() => setNewChatOpen(true)}
          onRename={setRenaming}
          onDelete={setDeleting}
          onShare={setSharing}
          onSearch={openSearch}
          onNewChatIntent={() => {
            preloadDialogs();
            preload(titleDialogs);
          }}
          onRowMenuOpen={() => {
            preloadDialogs();
            preload(titleDialogs);
            preload(deleteDialog);
          }}
          onSearchIntent={() => {
            search.prepare();
            preloadVirtualizer();
            preloadDialogs();
            preload(searchDialog);
          }}
        />
      )}
      mainTestId="chat-main"
    >
      <h1 className="sr-only">{CHAT_SCREEN_STRINGS.heading}</h1>
      {chat.online ? <ServerBanner session={session} /> : <OfflineBanner />}
      <StorageStatusBanner status={chat.storage} />
      {missingId ? <NotFoundNotice onDismiss={() => setMissingId(null)} /> : null}
      <MainPane
        chat={chat}
        session={session}
        composerRef={composerRef}
        focus={focus?.conversationId === chat.activeId ? focus : null}
        ask={ask}
      />

      <OnDemandView part={searchDialog} wanted={searchOpen}>
        {({ SearchDialog }) => (
          <SearchDialog
            open={searchOpen}
            onOpenChange={setSearchOpen}
            db={session.db}
            live={search.live}
            onChoose={openResult}
          />
        )}
      </OnDemandView>
      <OnDemandView part={titleDialogs} wanted={newChatOpen || renaming !== null}>
        {({ NewChatDialog, RenameDialog }) => (
          <>
            <NewChatDialog
              open={newChatOpen}
              onOpenChange={setNewChatOpen}
              onCreate={chat.create}
              creating={chat.listActivity === 'creating'}
              onCloseAutoFocus={returnFocusToComposer}
            />
            <RenameDialog
              open={renaming !== null}
              onOpenChange={(open) => {
                if (!open) setRenaming(null);
              }}
              currentTitle={renaming?.title ?? ''}
              onRename={(title) => {
                if (renaming) chat.rename(renaming.id, title);
                setRenaming(null);
              }}
              onCloseAutoFocus={returnFocusAfterRowAction}
            />
          </>
        )}
      </OnDemandView>
      <OnDemandView part={deleteDialog} wanted={deleting !== null}>
        {({ DeleteChatDialog }) => (
          <DeleteChatDialog
            open={deleting !== null}
            onOpenChange={(open) => {
              if (!open) setDeleting(null);
            }}
            title={deleting?.title}
            onConfirm={() => {
              if (deleting) chat.remove(deleting.id);
              setDeleting(null);
            }}
            onCloseAutoFocus={returnFocusAfterRowAction}
          />
        )}
      </OnDemandView>
      <OnDemandView part={shareDialog} wanted={sharing !== null}>
        {({ ShareDialog }) =>
          sharing ? (
            <ShareDialog
              open
              onOpenChange={(open) => {
                if (!open) setSharing(null);
              }}
              conversation={sharing}
              db={session.db}
              online={chat.online}
              onCloseAutoFocus={returnFocusAfterRowAction}
            />
          ) : null
        }
      </OnDemandView>
    </ChatLayout>
  );
}

interface SidebarPaneProps {
  chat: ChatController;
  controls: ChatLayoutSidebarControls;
  onNewChat: () => void;
  onRename: (conversation: ConversationListItem) => void;
  onDelete: (conversation: ConversationListItem) => void;
  onShare: (conversation: ConversationListItem) => void;
  onSearch: () => void;
  /** A pointer over or focus on the search button. */
  onSearchIntent: () => void;
  /** A pointer over or focus on New Chat. */
  onNewChatIntent: () => void;
  /** A row's menu opened (its items open the Rename and Delete dialogs). */
  onRowMenuOpen: () => void;
}

/**
 * The first key of a shortcut is intent: Ctrl/Cmd (Ctrl/Cmd+K, Ctrl/Cmd+Shift+O) and Shift (? for the
 * shortcuts help) start loading the dialogs' code, and Ctrl/Cmd what search and New Chat need
 * (`onControl`), so the dialog the shortcut opens does not wait for them.
 */
function useShortcutIntent(onControl: () => void, enabled: boolean): void {
  const onModifier = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Control' || event.key === 'Meta') {
      preloadDialogs();
      onControl();
    } else if (event.key === 'Shift') {
      preloadDialogs();
    }
  });
  useEffect(() => {
    if (!enabled) return;
    window.addEventListener('keydown', onModifier);
    return () => window.removeEventListener('keydown', onModifier);
  }, [enabled]);
}

/** A search result to open: its conversation, at its message, with the words marked. */
type ConversationFocus = MessageFocus & { conversationId: string };

/** The sidebar, inside the layout so a selection or a new chat can close the mobile overlay. */
function SidebarPane({
  chat,
  controls,
  onNewChat,
  onRename,
  onDelete,
  onShare,
  onSearch,
  onSearchIntent,
  onNewChatIntent,
  onRowMenuOpen,
}: SidebarPaneProps) {
  const closeIfMobile = useEffectEvent(() => controls.closeIfMobile());
  const { onCreated } = chat;
  useEffect(() => onCreated(() => closeIfMobile()), [onCreated]);
  return (
    <ConversationSidebar
      conversations={chat.conversations ?? []}
      loading={
        chat.conversations === undefined || (chat.phase === 'loading' && chat.conversations.length === 0)
      }
      activeId={chat.activeId}
      // The rows' tooltips and menus load once the composer is there, not before.
      popupsReady={chat.activeId !== null}
      onSelect={(id) => {
        chat.select(id);
        controls.closeIfMobile();
      }}
      onNewChat={onNewChat}
      onRename={onRename}
      onPin={(conversation, pinned) => chat.mark(conversation.id, { pinned })}
      onArchive={(conversation, archived) => chat.mark(conversation.id, { archived })}
      onDelete={onDelete}
      onExport={(conversation, format) => {
        exports
          .load()
          .then(({ exportConversation }) => exportConversation(chat.session.db, conversation.id, format))
          .catch((error: unknown) => console.error('Exporting the conversation failed', error));
      }}
      onNewChatIntent={onNewChatIntent}
      onRowMenuOpen={onRowMenuOpen}
      // Opening another conversation may need the virtualiser of long ones.
      onOpenIntent={preloadVirtualizer}
      onPrint={() => window.print()}
      onShare={onShare}
      tools={
        <SearchButton
          onClick={() => {
            controls.closeIfMobile();
            onSearch();
          }}
          onIntent={onSearchIntent}
        />
      }
    />
  );
}

function MainPane({
  chat,
  session,
  composerRef,
  focus,
  ask,
}: {
  chat: ChatController;
  session: ChatSession;
  composerRef: RefObject<ComposerHandle | null>;
  focus: MessageFocus | null;
  ask: AskQuestion;
}) {
  // A warm start shows its conversation while the machines start (use-chat-controller.ts).
  if (chat.phase === 'loading' && !chat.activeId) {
    return (
      <Centered>
        <Spinner size="lg" label={CHAT_SCREEN_STRINGS.loading} className="text-primary" />
      </Centered>
    );
  }
  if (chat.phase === 'signedOut') {
    return (
      <Centered>
        <WelcomeCard variant="signed-out" linkComponent={Link} />
      </Centered>
    );
  }
  if (!chat.activeId) {
    const none = chat.conversations !== undefined && chat.conversations.length === 0;
    return (
      <>
        <ChatHeaderTitle title={null} />
        <Centered>
          {none ? (
            <WelcomeCard
              variant="signed-in"
              onStartChatting={chat.create}
              starting={chat.listActivity === 'creating'}
            />
          ) : (
            <Spinner size="lg" label={CHAT_SCREEN_STRINGS.loading} className="text-primary" />
          )}
        </Centered>
      </>
    );
  }
  return (
    <ScenarioScope db={session.db} conversationId={chat.activeId}>
      <ChatHeaderTitle
        title={chat.activeConversation?.title}
        actions={<ScenariosButton />}
        printNote={chat.activeConversation ? preparedLine(chat.activeConversation.created_at) : undefined}
      />
      <ActiveConversationMessages chat={chat} focus={focus} ask={ask} />
      <DraftComposer chat={chat} db={session.db} composerRef={composerRef} />
    </ScenarioScope>
  );
}

/** Where the cards' "Save as scenario" keeps them, and what the Scenarios button lists (issue 22). */
function ScenarioScope({
  db,
  conversationId,
  children,
}: {
  db: AppDb;
  conversationId: string;
  children: ReactNode;
}) {
  const target = useMemo(() => ({ db, conversationId }), [db, conversationId]);
  return <ScenarioContext value={target}>{children}</ScenarioContext>;
}

/** The composer, holding the active conversation's draft (kept in Dexie across reloads and switches). */
function DraftComposer({
  chat,
  db,
  composerRef,
}: {
  chat: ChatController;
  db: AppDb;
  composerRef: RefObject<ComposerHandle | null>;
}) {
  const [draft, setDraft] = useConversationDraft(db, chat.activeId);
  return (
    <Composer
      value={draft}
      onValueChange={setDraft}
      ref={composerRef}
      onSend={chat.send}
      sending={!chat.canSend}
      streaming={chat.streaming}
      onStop={chat.stop}
      disabled={!storageAcceptsWrites(chat.storage)}
    />
  );
}

/**
 * The only part of the screen that renders per streaming frame. Under the messages, "No reply — Retry"
 * for a question nothing is answering (the engine follows replies still generating elsewhere, S21).
 */
function ActiveConversationMessages({
  chat,
  focus,
  ask,
}: {
  chat: ChatController;
  focus: MessageFocus | null;
  ask: AskQuestion;
}) {
  const { messages, unansweredQuestionId, retry, rate, regenerate, continueReply, edit, selectVersion } =
    useConversationMessages(chat);
  // Regenerate, Continue and Edit are turns: offered only when the turn machine would take them.
  const turnsOn = chat.canRegenerate;
  const shown = useDelayedSends(chat.session.db, chat.activeId, messages);
  const assistant = useAssistantInfo();
  return (
    <>
      <MessageList
        messages={shown}
        onRetry={retry}
        onRate={rate}
        onAsk={ask}
        emptyState={<EmptyConversationPrompts onAsk={ask} />}
        onRegenerate={turnsOn ? regenerate : undefined}
        regenerateUnavailable={assistant?.deterministic ? CHAT_STRINGS.regenerateSame : undefined}
        onContinue={turnsOn ? continueReply : undefined}
        onEdit={turnsOn ? edit : undefined}
        onSelectVersion={selectVersion}
        conversationId={chat.activeId}
        focus={focus}
      />
      {unansweredQuestionId ? <NoReplyNotice onRetry={() => retry(unansweredQuestionId)} /> : null}
    </>
  );
}
