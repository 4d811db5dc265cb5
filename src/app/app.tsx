// The composition root: auth for everyone, the router, the toasts.
import { BrowserRouter } from 'react-router-dom';
import { Toaster } from '../components/ui/toast.tsx';
import { AuthProvider } from './auth-provider.tsx';
import { AppRoutes } from './router.tsx';

export function App() {
  return (
    <AuthProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <Toaster />
    </AuthProvider>
  );
}
