// The composition root: auth for everyone, the router, the toasts.
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Toaster } from '../components/ui/toast.tsx';
import { AuthProvider } from './auth-provider.tsx';
import { routes } from './router.tsx';

export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AuthProvider>
      <RouterProvider router={router} />
      <Toaster />
    </AuthProvider>
  );
}
