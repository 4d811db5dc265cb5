// /chat (protected): the chat screen of the signed-in user, on their own chat session (local database
// and sync engine), opened again for each user and closed when the page goes.
import { useAuth } from '../session/auth-context.ts';
import { usePageTitle } from './page-title.ts';
import { ChatScreen } from '../features/chat-session/chat-screen.tsx';
import { ChatSessionProvider } from '../features/chat-session/chat-session-provider.tsx';
import { prepareWarmStart } from '../features/chat-session/warm-start.ts';

// As soon as this page's code is there (it is fetched alongside the auth check on /chat): the
// database opens and the first screen is read while the stored session is being checked.
prepareWarmStart();

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
