// Supabase Edge Function entry point (Deno): a shell around the shared handler.
import { createClient } from '@supabase/supabase-js';
import { createVoiceflowProxyHandler } from '../_shared/voiceflow-proxy-handler.ts';

Deno.serve(createVoiceflowProxyHandler(Deno.env.toObject(), createClient));
