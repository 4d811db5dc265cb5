// Spec §2 Chat: the card a signed-in user with no conversations sees, and the one a signed-out
// visitor sees on the chat route.
import { MessageSquarePlus } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { DEFAULT_FIRST_CHAT_TITLE } from '../../lib/conversation-title.ts';
import { CHAT_STRINGS } from './chat-strings.ts';

/** The shape of the router's `<Link>` that the card uses; plain anchors by default. */
export type WelcomeLinkComponent = ComponentType<{ to: string; className?: string; children?: ReactNode }>;

export const LOGIN_PATH = '/login';
export const SIGN_UP_PATH = '/login?register=true';

function PlainLink({ to, className, children }: { to: string; className?: string; children?: ReactNode }) {
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}

export type WelcomeCardProps =
  | {
      variant: 'signed-in';
      /** 'Start Chatting': called with the first chat's title, 'My First Chat'. */
      onStartChatting: (title: string) => void;
      /** The first chat is being created: the button is busy. */
      starting?: boolean;
      className?: string;
    }
  | {
      variant: 'signed-out';
      /** The router's link component (`Link` from react-router-dom); default plain anchors. */
      linkComponent?: WelcomeLinkComponent;
      className?: string;
    };

export function WelcomeCard(props: WelcomeCardProps) {
  return (
    <Card className={cn('mx-auto w-full max-w-md text-center', props.className)}>
      {props.variant === 'signed-in' ? (
        <>
          <CardHeader>
            <MessageSquarePlus aria-hidden="true" className="mx-auto size-10 text-primary" />
            <CardTitle>{CHAT_STRINGS.welcomeTitle}</CardTitle>
            <CardDescription>{CHAT_STRINGS.welcomeText}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button
              className="w-full sm:w-auto"
              loading={props.starting}
              onClick={() => props.onStartChatting(DEFAULT_FIRST_CHAT_TITLE)}
            >
              {CHAT_STRINGS.startChatting}
            </Button>
          </CardContent>
        </>
      ) : (
        <SignedOutContent Link={props.linkComponent ?? PlainLink} />
      )}
    </Card>
  );
}

function SignedOutContent({ Link }: { Link: WelcomeLinkComponent }) {
  return (
    <>
      <CardHeader>
        <CardTitle>{CHAT_STRINGS.welcomeTitle}</CardTitle>
        <CardDescription>{CHAT_STRINGS.signedOutText}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col justify-center gap-2 sm:flex-row">
        <Link to={LOGIN_PATH} className={buttonClasses()}>
          {CHAT_STRINGS.logIn}
        </Link>
        <Link to={SIGN_UP_PATH} className={buttonClasses({ variant: 'outline' })}>
          {CHAT_STRINGS.signUp}
        </Link>
      </CardContent>
    </>
  );
}
