// /chat (protected). The header is final; <main data-testid="chat-main"> is the placeholder the chat
// feature replaces with the conversations sidebar and the chat pane.
import { usePageTitle } from '../app/page-title.ts';
import { AppHeader } from '../features/account/app-header.tsx';

export default function ChatPage() {
  usePageTitle('Chat');
  return (
    <div className="flex h-dvh flex-col bg-background">
      <AppHeader />
      <main
        data-testid="chat-main"
        className="flex min-h-0 flex-1 flex-col items-center justify-center p-6 text-center"
      >
        <h1 className="text-2xl font-semibold">Chat</h1>
        <p className="mt-2 text-muted-foreground">Your conversations will appear here.</p>
      </main>
    </div>
  );
}
