// Supabase Edge Function entry point (Deno): a shell around the shared handler.
// Deploy with JWT verification on (the default): the handler trusts the role claim the gateway verified.
import { createClient } from '@supabase/supabase-js';
import { createBetaInviteHandler } from '../_shared/beta-invite-handler.ts';

Deno.serve(createBetaInviteHandler(Deno.env.toObject(), createClient));
