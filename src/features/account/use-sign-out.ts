import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../session/auth-context.ts';

/** Signs out (sign-out tasks, session revoked) and goes to /login (spec §2 "Chat" header). */
export function useSignOutAndLeave(): { signOut: () => Promise<void>; signingOut: boolean } {
  const auth = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await auth.signOut('user');
    } finally {
      setSigningOut(false);
    }
    navigate('/login', { replace: true });
  }, [auth, navigate]);
  return { signOut, signingOut: signingOut || auth.status === 'signingOut' };
}
