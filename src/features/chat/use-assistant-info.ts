// What the configured assistant can do (`GET voiceflow-proxy/assistant`, issue 23 §5): whether it
// answers the same question the same way every time (the built-in analyst), in which case Regenerate
// would only copy the reply and is not offered. Asked once per page; until it answers, or when it
// cannot be asked (offline), nothing is assumed and every control stays as it is.
import { useEffect, useState } from 'react';
import { appAuthSession } from '../../session/auth-session.ts';
import { readBackendConfig } from '../../lib/backend-config.ts';
import type { AssistantInfo } from '../../../supabase/functions/_shared/protocol.ts';

let asked: Promise<AssistantInfo | null> | null = null;

async function fetchAssistantInfo(): Promise<AssistantInfo | null> {
  const config = readBackendConfig();
  const token = (await appAuthSession().getSession()).data.session?.access_token;
  if (!config || !token) return null;
  // The conversation service's client (the sync worker has its own): loaded with this one question,
  // not with the chat route.
  const { conversationServiceUrl, createConversationApi } = await import('../../sync/conversation-api.ts');
  const api = createConversationApi({
    baseUrl: conversationServiceUrl(config.supabaseUrl),
    apiKey: config.anonKey,
    getAccessToken: async () => token,
  });
  return api.assistant();
}

export function useAssistantInfo(): AssistantInfo | null {
  const [info, setInfo] = useState<AssistantInfo | null>(null);
  useEffect(() => {
    let current = true;
    asked ??= fetchAssistantInfo().catch(() => null);
    void asked.then((answer) => {
      // Not known (offline, an error): asked again by the next screen that wants it.
      if (answer === null) asked = null;
      if (current) setInfo(answer);
    });
    return () => {
      current = false;
    };
  }, []);
  return info;
}
