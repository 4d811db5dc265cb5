// The composition root: auth for everyone, the router, the toasts.
import { useState } from 'react';
import { Toaster } from '../components/ui/toast.tsx';
import { AuthProvider } from './auth-provider.tsx';
import { createBrowserHistory } from './history.ts';
import { Router } from './navigation.tsx';
import { AppRoutes } from './router.tsx';

export function App() {
  const [history] = useState(() => createBrowserHistory());
  return (
    <AuthProvider>
      <Router history={history}>
        <AppRoutes />
      </Router>
      <Toaster />
    </AuthProvider>
  );
}
