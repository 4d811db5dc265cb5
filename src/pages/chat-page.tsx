// /chat (protected): the chat screen of the signed-in user, on their own chat session (local database
// and sync engine), opened again for each user and closed when the page goes.
import { useAuth } from '../app/auth-context.ts';
import { usePageTitle } from '../app/page-title.ts';
import { ChatScreen } from '../features/chat-session/chat-screen.tsx';
import { ChatSessionProvider } from '../features/chat-session/chat-session-provider.tsx';

export default function ChatPage() {
  usePageTitle('Chat');
  const { user } = useAuth();
  // RequireAuth lets only signed-in users through; during sign-out the user may already be gone.
  if (!user) return null;
  return (
    <ChatSessionProvider key={user.id} userId={user.id}>
      <ChatScreen />
    </ChatSessionProvider>
  );
}
