import { Link } from 'react-router-dom';
import { usePageTitle } from './page-title.ts';
import { buttonClasses } from '../components/ui/button.tsx';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold">Oops! Page not found</h1>
      <Link to="/" className={buttonClasses()}>
        Return to Home
      </Link>
    </main>
  );
}
